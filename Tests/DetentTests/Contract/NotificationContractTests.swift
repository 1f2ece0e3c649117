import Foundation
import PropertyBased
import Testing
@_spi(Hosting) import Detent

// The notification contract, for every model: a host that repaints only when the model notifies,
// and runs its frame clock only while the model said it animates at the last repaint, never shows
// a stale state and never ticks forever. Whatever a host reads (the drawing, `isAnimating`,
// `isTracking`, the value, the value before the edit, what assistive technology reads) changes
// only with a notification; a setting set to the value it has notifies nobody.

/// Everything a host reads of a model to show it.
struct HostView<Value: Equatable>: Equatable {
    var drawing: Drawing
    var isAnimating: Bool
    var isTracking: Bool
    var isEnabled: Bool
    var value: Value
    var valueBeforeEdit: Value?
    var readOut: [AccessibilityElement]
    var text: String
    var naturalSize: NaturalSize

    /// Reads `model`, its drawing built through `cache` as a host's is.
    init<Model: ContractSubject>(of model: Model, cache: DrawingCache) where Model.Value == Value {
        drawing = model.drawing(style: Model.defaultStyle, cache: cache)
        isAnimating = model.isAnimating
        isTracking = model.isTracking
        isEnabled = model.isEnabled
        value = model.currentValue
        valueBeforeEdit = model.valueBeforeEdit
        readOut = model.readOut
        text = model.shownText
        naturalSize = model.naturalSize
    }

    /// What differs from `other`, by name.
    func differences(from other: HostView) -> [String] {
        var names: [String] = []
        if drawing != other.drawing { names.append("drawing") }
        if isAnimating != other.isAnimating { names.append("isAnimating \(other.isAnimating) → \(isAnimating)") }
        if isTracking != other.isTracking { names.append("isTracking \(other.isTracking) → \(isTracking)") }
        if isEnabled != other.isEnabled { names.append("isEnabled") }
        if value != other.value { names.append("value \(other.value) → \(value)") }
        if valueBeforeEdit != other.valueBeforeEdit {
            names.append("valueBeforeEdit \(String(describing: other.valueBeforeEdit)) → \(String(describing: valueBeforeEdit))")
        }
        if readOut != other.readOut { names.append("read-out") }
        if text != other.text { names.append("text \(other.text) → \(text)") }
        if naturalSize != other.naturalSize { names.append("naturalSize") }
        return names
    }
}

/// A host that trusts the contract: it reads the model only when notified, and runs its frame
/// clock only while the model animated at its last repaint.
final class TrustingHost<Model: ContractSubject> {
    let model: Model
    /// What the host shows: the model as of its last repaint.
    private(set) var shown: HostView<Model.Value>
    private(set) var repaints = 0
    /// Drawings painted that held a number that is not finite.
    private(set) var unpaintable = 0
    private var subscription: ObservationToken?
    /// The static layers of the host's drawings, and of the test's own reads.
    private let paintCache = DrawingCache(), readCache = DrawingCache()

    init(_ model: Model) {
        self.model = model
        shown = HostView(of: model, cache: paintCache)
        subscription = model.changes.observe { [unowned self] in
            repaints += 1
            shown = HostView(of: self.model, cache: paintCache)
            if !shown.drawing.holdsOnlyFiniteNumbers { unpaintable += 1 }
        }
    }

    /// Whether the host's frame clock runs.
    var clockRuns: Bool { shown.isAnimating }

    /// The model as it is now.
    var current: HostView<Model.Value> { HostView(of: model, cache: readCache) }

    /// What changed in the model since the host's last repaint: changes that did not notify.
    var missedChanges: [String] { current.differences(from: shown) }
}

@Suite("Every observable change notifies")
struct NotificationContractTests {
    /// Random input, the clock and the program's changes: after every call the host's picture is
    /// the model's; at the end the host's clock stops, and a frame long after changes nothing.
    @Test(arguments: Subject.allCases)
    func aHostThatRepaintsOnlyWhenNotifiedNeverShowsAStaleState(_ subject: Subject) async {
        await subject.checkRandomSequences(count: 800, .notifications)
    }

    /// A host sets every setting on each update (SwiftUI's `updateUIView`, a GTK property sync):
    /// setting what is already there notifies nobody, at rest, in a drag and in an animation.
    @Test(arguments: Subject.allCases)
    func aSettingSetToTheValueItHasNotifiesNobody(_ subject: Subject) {
        reapplyingNotifiesNobody(subject.model)
    }

    private func reapplyingNotifiesNobody<Model: ContractSubject>(_ type: Model.Type) {
        for state in ["at rest", "in a drag", "in an animation", "in a burst of keys"] {
            let driver = ContractDriver(Model.make())
            let model = driver.model
            switch state {
            case "in a drag": #expect(model.beginTracking(at: driver.start, time: 0))
            case "in an animation": model.setCurrentValue(Model.programValues.0, animated: true)
            case "in a burst of keys": #expect(model.perform(.increment, cause: .key))
            default: break
            }
            model.advance(to: 0.05)
            let host = TrustingHost(model)
            var repaintsBefore = 0
            driver.beforeCall = { _ in repaintsBefore = host.repaints }
            driver.afterCall = { _, name in
                #expect(host.repaints == repaintsBefore, "\(name()) \(state) notified")
                #expect(host.missedChanges.isEmpty, "\(name()) \(state) changed \(host.missedChanges)")
            }
            driver.reapplySettings()
        }
    }

    // MARK: What ends on the clock

    /// A burst of keys ends half a second after the last key, on the clock: the end notifies,
    /// so a host that stops its clock on the notification stops it.
    @Test(arguments: Subject.allCases)
    func aBurstOfKeysEndsOnTheClockWithANotification(_ subject: Subject) {
        burstEnds(subject.model)
    }

    private func burstEnds<Model: ContractSubject>(_ type: Model.Type) {
        let model = Model.make()
        let host = TrustingHost(model)
        #expect(model.perform(.increment, cause: .key))
        #expect(model.perform(.increment, cause: .key))
        #expect(host.shown.valueBeforeEdit != nil && host.clockRuns, "the burst keeps the clock running")
        runClock(of: host)
        #expect(host.shown.valueBeforeEdit == nil && !host.clockRuns, "the host learnt that the burst ended")
    }

    /// A knob with a default value waits after a tap, in case a second tap resets it: the tap
    /// that resolves, at the centre (where it moves nothing) as anywhere, notifies.
    @Test(arguments: [CGPoint(x: 100, y: 100), CGPoint(x: 195, y: 100)])
    func aKnobsWaitingTapNotifiesWhenItResolves(_ point: CGPoint) {
        let knob = KnobModel.make()
        knob.defaultValue = 0.5
        let host = TrustingHost(knob)
        #expect(knob.beginTracking(at: point, time: 0))
        knob.endTracking(at: point, time: 0)
        #expect(host.clockRuns, "the tap waits for its double-tap interval")
        runClock(of: host)
        #expect(!host.clockRuns)
    }

    /// A second tap of a double tap drops the waiting tap; when the knob is already at its
    /// default value nothing else changes, and the host still learns that nothing waits.
    @Test func aDoubleTapThatDropsAWaitingTapNotifies() {
        let knob = KnobModel.make()
        knob.defaultValue = 0
        let host = TrustingHost(knob)
        let three = CGPoint(x: 195, y: 100)
        #expect(knob.beginTracking(at: three, time: 0))
        knob.endTracking(at: three, time: 0)
        #expect(host.clockRuns)
        #expect(!knob.doubleTap(), "already at the default value")
        #expect(host.missedChanges.isEmpty, "\(host.missedChanges)")
        #expect(!host.clockRuns)
    }

    /// A second press decides for the waiting tap (a drag drops it, a tap replaces it), so the
    /// clock stops while it is under way; a drag that drops the tap leaves the clock stopped, even
    /// when it moves nothing (straight out from the pointer); a cancelled press lets the tap wait
    /// on, and resolve.
    @Test(arguments: ["drag", "cancel"])
    func aSecondPressDecidesForTheWaitingTap(_ finish: String) {
        let knob = KnobModel.make()
        knob.defaultValue = 0.5
        let host = TrustingHost(knob)
        let onPointer = Radians.point(at: knob.pointerAngle, radius: 90, about: CGPoint(x: 100, y: 100))
        let beyond = Radians.point(at: knob.pointerAngle, radius: 150, about: CGPoint(x: 100, y: 100))
        #expect(knob.beginTracking(at: onPointer, time: 0))
        knob.endTracking(at: onPointer, time: 0)
        #expect(host.clockRuns)
        #expect(knob.beginTracking(at: onPointer, time: 0.1))
        #expect(!host.clockRuns && host.missedChanges.isEmpty, "\(host.missedChanges)")
        if finish == "drag" {
            #expect(knob.continueTracking(at: beyond, time: 0.15))
            knob.endTracking(at: beyond, time: 0.2)
            #expect(!host.clockRuns && knob.value == 0)
        } else {
            knob.cancelTracking()
            #expect(host.clockRuns)
            runClock(of: host)
        }
        #expect(host.missedChanges.isEmpty, "\(host.missedChanges)")
    }

    /// Runs the host's clock, 60 frames a second, until it stops (at most ten seconds) or a frame
    /// changes something without a notification.
    private func runClock<Model: ContractSubject>(of host: TrustingHost<Model>, sourceLocation: SourceLocation = #_sourceLocation) {
        var t = 0.0
        while host.clockRuns, t < 10 {
            t += 1.0 / 60
            host.model.advance(to: t)
            let missed = host.missedChanges
            guard missed.isEmpty else {
                Issue.record("at \(t) s \(missed) changed without a notification", sourceLocation: sourceLocation)
                return
            }
        }
        #expect(!host.clockRuns, "the clock still runs", sourceLocation: sourceLocation)
        #expect(!host.model.isAnimating && host.missedChanges.isEmpty, "at rest: \(host.missedChanges)", sourceLocation: sourceLocation)
    }
}

extension ContractDriver {
    /// Runs `steps` with a trusting host watching: after every call the host's picture must be
    /// the model's, a setting set to the value it has must notify nobody, and a frame while the
    /// host's clock is stopped must change nothing; at the end the host's clock must stop, and a
    /// frame long after must change nothing. Every drawing the host paints must be finite.
    func runWatchedByATrustingHost(_ steps: [Step]) {
        let host = TrustingHost(model)
        let v = violations
        clockRuns = { host.clockRuns }
        var restingView: HostView<Model.Value>?
        var repaintsBefore = 0
        beforeCall = { call in
            repaintsBefore = host.repaints
            restingView = call == .strayFrame && !host.clockRuns ? host.current : nil
        }
        afterCall = { call, name in
            // The first broken rule is the one to report; the ones after follow from it.
            guard v.list.isEmpty else { return }
            let missed = host.missedChanges
            v.check(missed.isEmpty, "\(name()) changed \(missed) without a notification")
            if call == .reapply { v.check(host.repaints == repaintsBefore, "\(name()) changed nothing but notified") }
            if let restingView { v.check(host.current == restingView, "a frame after the model came to rest changed it") }
        }
        for step in steps { apply(step) }
        guard v.list.isEmpty else { return }
        v.step = steps.count
        v.check(settle(), "the host's clock still runs 120 s after the last input")
        let repaints = host.repaints
        model.advance(to: now + 100)
        v.check(host.repaints == repaints && host.missedChanges.isEmpty, "a frame long after the model came to rest changed it")
        v.check(host.unpaintable == 0, "painted \(host.unpaintable) drawings holding numbers that are not finite")
    }
}
