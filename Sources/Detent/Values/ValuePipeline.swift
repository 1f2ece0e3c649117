import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The value rules the knob, the range slider and (through the knob) the rotatable knob share,
/// written once: the range and step (``ValueBounds``), how user changes are reported
/// (`isContinuous`, deferred to the gesture's end, nothing when a gesture ends where it began),
/// detents, keyboard and accessibility targets, the gesture's bookkeeping, the animation of the
/// shown fractions on the injected clock, reduce motion, events with their cause and change
/// notification. `Value` is what the events carry (`Double`, `ClosedRange<Double>`).
///
/// A model owns one pipeline and keeps only what is its own: geometry, the tracking rule, the
/// mapping from its stored values to `Value`.
final class ValuePipeline<Value: Sendable & Equatable> {
    /// The model's events.
    let events = EventEmitter<Value>()
    /// The model's change observers.
    let changes = ChangeObservers()
    /// The brackets of edits that are not drags.
    lazy var edits = EditBracket(events: events)

    /// The range and step.
    var bounds = ValueBounds() { didSet { changes.notify() } }

    /// The modifiers held during the input being handled.
    var modifiers: InputModifiers = []

    /// Whether changes are reported while the finger moves (`true`) or once at the gesture's end.
    var isContinuous = true { didSet { if isContinuous != oldValue { changes.notify() } } }

    /// When `true`, animated changes jump instead (the environment's reduce motion).
    private(set) var reducesMotion = false

    /// Takes what the model's new `environment` says about motion: with reduce motion, animated
    /// changes jump and a running animation stops. The model takes the rest (`isEnabled`) itself.
    func adopt(_ environment: ControlEnvironment) {
        reducesMotion = environment.reducesMotion
        if reducesMotion { stopAnimations() }
    }

    // MARK: Gesture bookkeeping

    private(set) var isTracking = false
    private var hasUnreportedChange = false
    private var valueAtBegin: Value?

    /// Starts a gesture with the value `value`, in one notification: a gesture still under way is
    /// cancelled (`cancel`), `.editingDidBegin` is sent, then the model sets itself up.
    func startGesture(value: Value, cancel: () -> Void, setUp: () -> Void) {
        changes.batch {
            if isTracking { cancel() }
            edits.close()
            beginGesture(value: value)
            setUp()
            changes.notify()
        }
    }

    /// One tracking move to `point`: `track` runs (in one notification) unless no gesture is under
    /// way (returns `false`) or the point is not finite (ignored; tracking goes on).
    func continueGesture(to point: CGPoint, track: (CGPoint) -> Void) -> Bool {
        guard isTracking else { return false }
        guard point.isFinite else { return true }
        changes.batch { track(point) }
        return true
    }

    /// Ends the gesture at `point` (a last move, when finite), then `finish`, in one notification.
    /// Ignored without a gesture.
    func endGesture(at point: CGPoint?, track: (CGPoint) -> Void, finish: () -> Void) {
        guard isTracking else { return }
        changes.batch {
            if let point, point.isFinite { track(point) }
            finish()
        }
    }

    /// A gesture began with the value `value`: sends `.editingDidBegin` (caused by the drag).
    private func beginGesture(value: Value) {
        isTracking = true
        hasUnreportedChange = false
        valueAtBegin = value
        edits.valueBeforeEdit = value
        animations = []
        events.emit(.editingDidBegin, cause: .drag)
    }

    /// Ends the gesture with the value `value`: the deferred `.valueChanged` (only when the value
    /// differs from the gesture's start), then `.editingDidEnd`. Returns `false`, sending nothing,
    /// when no gesture was under way.
    @discardableResult
    func finishGesture(value: Value) -> Bool {
        guard isTracking else { return false }
        isTracking = false
        let deferred = hasUnreportedChange && value != valueAtBegin
        hasUnreportedChange = false
        valueAtBegin = nil
        if deferred { events.emit(.valueChanged(value), cause: .drag) }
        events.emit(.editingDidEnd, cause: .drag)
        edits.valueBeforeEdit = nil
        changes.notify()
        return true
    }

    /// Reports a change the user made: at once, or (inside a gesture with `isContinuous` off)
    /// at the gesture's end.
    func reportChange(_ value: Value, cause: EventCause) {
        edits.willReportChange()
        if isTracking {
            hasUnreportedChange = !isContinuous
            if isContinuous { events.emit(.valueChanged(value), cause: cause) }
        } else {
            events.emit(.valueChanged(value), cause: cause)
        }
    }

    /// Sends the detent a value crossed going from `old` to `new`: an end stop, else a step.
    func reportDetent(from old: Double, to new: Double, cause: EventCause) {
        guard old != new else { return }
        if let end = bounds.end(at: new), bounds.end(at: old) != end {
            events.emit(.detent(.endStop(end)), cause: cause)
        } else if let index = bounds.stepIndex(of: new), index != bounds.stepIndex(of: old) {
            events.emit(.detent(.step(index)), cause: cause)
        }
    }

    /// The value a keyboard or accessibility adjustment aims at from `current`: with a step, one
    /// step (a page: ``ValueBounds/pageIncrement``); without, 1 % of the travel (a page: a quarter),
    /// along the scale, so a logarithmic knob moves by equal ratios. `.home` and `.end` aim at the
    /// ends.
    func adjustmentTarget(_ action: AdjustmentAction, from current: Double) -> Double {
        let steps: Double
        switch action {
        case .home: return bounds.lowerLimit
        case .end: return bounds.upperLimit
        case .increment: steps = 1
        case .decrement: steps = -1
        case .pageUp: steps = ValueBounds.incrementsPerPage
        case .pageDown: steps = -ValueBounds.incrementsPerPage
        }
        if abs(steps) == 1, let tick = bounds.tickValue(after: current, up: steps > 0) {
            // Ticks set the increments: from tick to tick.
            return tick
        }
        if abs(steps) == 1, !bounds.ticks.isEmpty { return current }
        if bounds.step > 0 {
            let size = abs(steps) == 1 ? bounds.step : bounds.pageIncrement
            return bounds.keyTarget(from: current, by: steps < 0 ? -size : size)
        }
        return bounds.value(atFraction: bounds.fraction(of: current) + steps * ValueBounds.travelPerIncrement * modifiers.moveFactor)
    }

    // MARK: Animation

    /// The running tweens of the shown fractions, one per value (empty when nothing animates).
    private(set) var animations: [Tween] = []
    /// The clock's last reading, seconds.
    var clock = 0.0

    /// True while an animation runs.
    var isAnimating: Bool { !animations.isEmpty || edits.isBurstOpen }

    /// Runs `change`, a user's edit that is not a drag, inside its editing bracket (see
    /// ``EditBracket``); inside a drag it is part of the drag's edit.
    func edit(cause: EventCause, from value: Value, _ change: () -> Void) {
        guard !isTracking else { return change() }
        let burstWasOpen = edits.isBurstOpen
        edits.edit(cause: cause, from: value, change)
        // An edit of another kind ends an open burst, even when it then changes nothing.
        if edits.isBurstOpen != burstWasOpen { changes.notify() }
    }

    /// Animates the shown fractions from `from` to `to` over `duration` (one entry per value),
    /// unless `animated` is false, a gesture is under way, reduce motion is on or nothing moves:
    /// then the change shows at once.
    func animate(from: [Double], to: [Double], animated: Bool, duration: Double,
                 curve: TimingCurve = .easeInEaseOut) {
        guard animated, !isTracking, !reducesMotion, from != to, from.count == to.count else {
            animations = []
            return
        }
        animations = zip(from, to).map { Tween(from: $0, to: $1, duration: duration, curve: curve) }
        animationRevision &+= 1
    }

    /// Changes every time `animate` sets a new animation going.
    private(set) var animationRevision = 0

    /// Ends any animation at once.
    func stopAnimations() {
        animations = []
    }

    /// The fraction value `index` shows now: its tween's, else `resting`.
    func presentationFraction(_ index: Int, resting: Double) -> Double {
        index < animations.count ? animations[index].value(at: clock) : resting
    }

    /// The running animation sampled as drawings: `draw` is called with the clock set to each
    /// frame's time, then the clock is put back. `nil` while nothing animates or before the
    /// animation has started.
    func sampledAnimation(framesPerSecond: Double, draw: () -> Drawing) -> DrawingAnimation? {
        guard let start = animations.first?.startTime else { return nil }
        let saved = clock
        defer { clock = saved }
        return .sampling(startTime: start, duration: animations.map(\.duration).max() ?? 0,
                         framesPerSecond: framesPerSecond) { time in
            clock = time
            return draw()
        }
    }

    /// Moves the clock to `time`; returns whether an animation still runs. Non-finite times are
    /// ignored. Notifies while an animation moves, and when a burst of keys ends.
    @discardableResult
    func advance(to time: Double) -> Bool {
        guard time.isFinite else { return isAnimating }
        changes.batch {
            clock = time
            // A burst that ends changes `isAnimating` and the value before the edit.
            let burstWasOpen = edits.isBurstOpen
            edits.advance(to: time)
            if edits.isBurstOpen != burstWasOpen { changes.notify() }
            guard !animations.isEmpty else { return }
            for i in animations.indices { animations[i].start(at: time) }
            if animations.allSatisfy({ $0.isFinished(at: time) }) { animations = [] }
            changes.notify()
        }
        return isAnimating
    }
}
