import Foundation
import PropertyBased
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// The notification contract, for every model: a host that repaints only when the model notifies,
// and runs its frame clock only while the model said it animates at the last repaint, never shows
// a stale state and never ticks forever. Whatever a host reads (the drawing, `isAnimating`,
// `isTracking`, the value, the value before the edit, what assistive technology reads) changes
// only with a notification; a setting set to the value it has notifies nobody.

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
