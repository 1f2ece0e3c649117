import Foundation
@_spi(Hosting) import Detent

// The notification contract's host double: a host that repaints only when the model notifies,
// and runs its frame clock only while the model said it animates at the last repaint.

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
        // A keyboard lets every key go at last: a key held for the model to repeat runs its clock
        // until then.
        model.send(.keyReleased)
        v.check(settle(), "the host's clock still runs 120 s after the last input")
        let repaints = host.repaints
        model.advance(to: now + 100)
        v.check(host.repaints == repaints && host.missedChanges.isEmpty, "a frame long after the model came to rest changed it")
        v.check(host.unpaintable == 0, "painted \(host.unpaintable) drawings holding numbers that are not finite")
    }
}
