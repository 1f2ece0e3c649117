import Foundation

/// The value rules the knob, the range slider and (through the knob) the rotatable knob share,
/// written once: the range and step (`ValueBounds`), how user changes are reported
/// (`isContinuous`, deferred to the gesture's end, nothing when a gesture ends at the value last
/// reported),
/// detents, keyboard and accessibility targets, the gesture's bookkeeping, the animation of the
/// shown fractions on the injected clock, reduce motion, events with their cause and change
/// notification. `Value` is what the events carry (`Double`, `ClosedRange<Double>`).
///
/// A model owns one pipeline and keeps only what is its own: geometry, the tracking rule, the
/// mapping from its stored values to `Value`.
final class ValuePipeline<Value: Sendable & Equatable>: GestureSession<Value> {
    /// The range and step.
    var bounds = ValueBounds() { didSet { if bounds != oldValue { changes.notify() } } }

    /// Takes `new` as the range and step; returns whether they changed. Setting what it holds
    /// changes nothing and announces nothing (a running animation goes on).
    func replaceBounds(with new: ValueBounds) -> Bool {
        guard new != bounds else { return false }
        bounds = new
        return true
    }

    /// When `true`, animated changes jump instead (the environment's reduce motion).
    private(set) var reducesMotion = false

    /// Takes what the model's new `environment` says about motion: with reduce motion, animated
    /// changes jump and a running animation stops. The model takes the rest (`isEnabled`) itself.
    func adopt(_ environment: ControlEnvironment) {
        reducesMotion = environment.reducesMotion
        if reducesMotion { stopAnimations() }
    }

    /// Sends the detent a value crossed going from `old` to `new`: `.neutral` where it reached or
    /// crossed `neutral` (the notch a bipolar control is felt by), else an end stop, else a step.
    func reportDetent(from old: Double, to new: Double, neutral: Double? = nil, cause: EventCause) {
        reportDetent(from: old, to: new, neutral: neutral, cause: cause, in: bounds)
    }

    /// ``reportDetent(from:to:neutral:cause:)`` for a value on `bounds`, one of a control's
    /// ranges other than ``bounds`` (an XY pad's axis).
    func reportDetent(from old: Double, to new: Double, neutral: Double? = nil, cause: EventCause, in bounds: ValueBounds) {
        guard old != new else { return }
        if let n = neutral, (old - n) * (new - n) <= 0, old != n {
            emitChange(.detent(.neutral), cause: cause)
            return
        }
        if let end = bounds.end(at: new), bounds.end(at: old) != end {
            emitChange(.detent(.endStop(end)), cause: cause)
        } else if let index = bounds.stepIndex(of: new), index != bounds.stepIndex(of: old) {
            emitChange(.detent(.step(index)), cause: cause)
        }
    }

    /// The value a keyboard or accessibility adjustment aims at from `current`: with a step, one
    /// step (a page: `ValueBounds/pageIncrement`); without, 1 % of the travel (a page: a quarter),
    /// along the scale, so a logarithmic knob moves by equal ratios. `.home` and `.end` aim at the
    /// ends.
    func adjustmentTarget(_ action: AdjustmentAction, from current: Double) -> Double {
        adjustmentTarget(action, from: current, in: bounds)
    }

    /// ``adjustmentTarget(_:from:)`` for a value on `bounds`, one of a control's ranges other than
    /// ``bounds`` (an XY pad's axis).
    func adjustmentTarget(_ action: AdjustmentAction, from current: Double, in bounds: ValueBounds) -> Double {
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
        return bounds.value(atFraction: bounds.fraction(of: current) + steps * travelPerKey)
    }

    /// The travel one key press moves without a step or ticks: 1 %, less with `.fine`.
    private var travelPerKey: Double { ValueBounds.travelPerIncrement * modifiers.moveFactor }

    /// The value an endless knob's adjustment aims at from `current`, and whether it passes the
    /// joint (the place where the maximum meets the minimum). The minimum and the maximum show as
    /// one place, so an increment or decrement goes round one visible stop per press: from the
    /// maximum one stop past the minimum (0…100 step 10: 100 goes to 10) and from the minimum one
    /// stop before the maximum (0 goes to 90); where no tick lies ahead, to the first tick past
    /// the joint (the end itself if it is a tick); without a step or ticks the travel carries over
    /// the joint (0.995 of the way plus 1 % is 0.005). A step that does not divide the range
    /// stops at the joint on the way round (0…100 step 30: 90, then 100, then 30). Where an
    /// enabled range keeps the two ends apart, a press at one end goes to the other. Pages, Home
    /// and End do not go round.
    func wrappingAdjustmentTarget(_ action: AdjustmentAction, from current: Double) -> (value: Double, passesJoint: Bool) {
        let target = adjustmentTarget(action, from: current)
        let up: Bool
        switch action {
        case .increment: up = true
        case .decrement: up = false
        case .home, .end, .pageUp, .pageDown: return (target, false)
        }
        let lo = bounds.lowerLimit, hi = bounds.upperLimit
        let ahead = bounds.clamp(target) != current
        guard lo < hi, bounds.fraction(of: lo) == 0, bounds.fraction(of: hi) == 1 else {
            // The ends are apart (or one): at the end, the press goes to the other end.
            return ahead ? (target, false) : (up ? lo : hi, true)
        }
        let other = up ? lo : hi
        if up ? current >= hi : current <= lo {
            // At the joint: one stop past it, counted from the other end.
            return (adjustmentTarget(action, from: other), true)
        }
        if bounds.step == 0, bounds.ticks.isEmpty {
            let f = bounds.fraction(of: current) + (up ? travelPerKey : -travelPerKey)
            if f > 1 { return (bounds.value(atFraction: f - 1), true) }
            if f < 0 { return (bounds.value(atFraction: f + 1), true) }
            return (target, false)
        }
        if ahead { return (target, false) }
        // No tick ahead before the joint: the first one past it.
        return bounds.tick(at: other) != nil ? (other, true) : (adjustmentTarget(action, from: other), true)
    }

    // MARK: Animation

    /// The running tweens of the shown fractions, one per value (empty when nothing animates).
    private(set) var animations: [Tween] = []

    /// True while an animation runs, or a burst of keys waits for its end.
    override var isAnimating: Bool { !animations.isEmpty || edits.isBurstOpen }

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
        revision &+= 1
    }

    /// Changes every time `animate` sets a new animation going.
    override var animationRevision: Int { revision }
    private var revision = 0

    /// A gesture takes over from any animation.
    override func gestureWillBegin() { animations = [] }

    /// Ends any animation at once; returns whether one ran.
    @discardableResult
    override func stopAnimations() -> Bool {
        defer { animations = [] }
        return !animations.isEmpty
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
    override func advance(to time: Double) -> Bool {
        guard time.isFinite else { return isAnimating }
        tick(to: time)
        guard !animations.isEmpty else { return isAnimating }
        for i in animations.indices { animations[i].start(at: time) }
        if animations.allSatisfy({ $0.isFinished(at: time) }) { animations = [] }
        changes.notify()
        return isAnimating
    }
}
