import Foundation

/// The machinery every control model shares, written once: its events and change observers, the
/// gesture's bookkeeping (begin, moves, end, cancel; `isContinuous` reporting; nothing reported
/// when a gesture ends where it began), the brackets of the user's edits, the modifiers of the
/// input being handled, the injected clock and the look of your own. `Value` is what the events carry: `Double` for
/// the knobs, `ClosedRange<Double>` for the range slider, `Int` for the wheel.
///
/// The knob and the range slider extend it with their value rules (`ValuePipeline`); the wheel
/// uses it as it is, with `.selectionChanged` as its change event.
@_spi(Hosting) public class GestureSession<Value: Sendable & Equatable> {
    /// The model's events.
    let events = EventEmitter<Value>()
    /// The model's change observers.
    let changes = ChangeObservers()
    /// The brackets of edits that are not drags. Made with the session, not lazily: hosts read
    /// `valueBeforeEdit` through it around every input, and a lazy property checks its storage on
    /// each read.
    let edits: EditBracket<Value>

    /// The event a change the user made is reported with: `.valueChanged` for the valued
    /// controls, `.selectionChanged` for the wheel.
    let changeEvent: @Sendable (Value) -> ControlEvent<Value>

    /// A session reporting changes with `changeEvent`.
    init(changeEvent: @escaping @Sendable (Value) -> ControlEvent<Value> = { .valueChanged($0) }) {
        self.changeEvent = changeEvent
        edits = EditBracket(events: events)
    }

    /// The modifiers held during the input being handled; none between inputs.
    private(set) var modifiers: InputModifiers = []

    /// Runs `body`, the handling of one input, with the `modifiers` it came with.
    func withModifiers<Result>(_ held: InputModifiers, _ body: () -> Result) -> Result {
        let outer = modifiers
        modifiers = held
        defer { modifiers = outer }
        return body()
    }

    /// Tells a tap from a short drag for the taps the host reports.
    var tapAllowance = TapAllowance()

    /// A tap waiting out the double-tap interval, if any (see ``WaitingTap``).
    var waitingTap: WaitingTap?
    /// A navigation key held down, repeated on the clock (see `KeyRepeat`).
    var heldKey: HeldKey?
    /// How long a tap waits for a second one, seconds (see `ControlModel.doubleTapInterval`).
    var doubleTapInterval = WaitingTap.standardInterval

    /// The control's bounds, points, sanitised (see `ControlModel.bounds`).
    var controlBounds = CGRect.zero
    /// The reading direction of a linear control's horizontal axis (see
    /// `LinearControlModel.layoutDirection`).
    var layoutDirection = ReadingDirection.leftToRight
    /// The app's formatter of the values read out (see `ValueRangeModel.valueFormatter`).
    var valueFormatter: (@Sendable (Double) -> String)?

    /// Whether a drag slows as the finger moves away from the track (see `PrecisionScrubbing`).
    var precisionScrubbing = false
    /// The share of the finger's travel a drag moves the value by now, from precision scrubbing:
    /// 1 outside a drag.
    var scrubbingSpeed = 1.0

    /// Where a pointer rests over the control without a button pressed; `nil` for none.
    var hoverPoint: CGPoint?
    /// A continuous scroll's travel not yet a whole notch, notches; up or right is positive (see
    /// `ControlModel.scrollSmoothly`).
    var scrollTravel = 0.0

    /// The model's value format as set (`ControlModel.valueFormat`); `nil` for the default.
    var valueFormat: ValueFormat?

    /// The last value set from outside while the user edits, set when the edit ends (see
    /// `ControlModel.setValueFromOutside(_:animated:)`).
    var heldOutsideValue: Value?

    /// Whether changes are reported while the finger moves (`true`) or once at the gesture's end.
    var isContinuous = true { didSet { if isContinuous != oldValue { changes.notify() } } }

    /// Called as a gesture begins: a subclass stops what the finger takes over.
    func gestureWillBegin() {}

    // MARK: Gesture bookkeeping

    private(set) var isTracking = false
    /// Where the pointer was at the gesture's last event (its begin, then each move): what a
    /// move's travel is measured from. Every access copies the point in or out and holds no
    /// access across a call, so it skips the runtime exclusivity check a tracking event would
    /// otherwise pay twice.
    @exclusivity(unchecked) private final var lastPoint = CGPoint.zero
    /// Whether the gesture changed the value while `isContinuous` was off, since the last report.
    private var hasUnreportedChange = false
    /// The value the host last learned in this gesture: the value it began with, then each one
    /// reported.
    private var lastReportedValue: Value?

    /// Starts a gesture at `point` with the value `value`, in one notification: a gesture still
    /// under way is cancelled (`cancel`), then the model sets itself up. `value` is read after the
    /// cancel, which may have changed it (a wheel's cancelled turn selects where it stopped), so
    /// the new edit starts from what the host was told last. The drag's edit opens at its first
    /// change (see `EditBracket`): a press sends nothing.
    func startGesture(at point: CGPoint, value: @autoclosure () -> Value, cancel: () -> Void, setUp: () -> Void) {
        changes.batch {
            if isTracking { cancel() }
            beginGesture(value: value())
            lastPoint = point
            setUp()
            changes.notify()
        }
    }

    /// One tracking move to `point`: `track` runs (in one notification) with the point the move
    /// starts from (``lastPoint``) and `point`, unless no gesture is under way (returns `false`)
    /// or the point is not finite (ignored; tracking goes on).
    func continueGesture(to point: CGPoint, track: (_ from: CGPoint, _ to: CGPoint) -> Void) -> Bool {
        guard isTracking else { return false }
        guard point.isFinite else { return true }
        changes.batch { move(to: point, track: track) }
        return true
    }

    /// A move to the finite `point`: `track`, then `point` is the last point.
    private func move(to point: CGPoint, track: (_ from: CGPoint, _ to: CGPoint) -> Void) {
        track(lastPoint, point)
        lastPoint = point
    }

    /// Ends the gesture at `point` (a last move, when finite), then `finish`, in one notification.
    /// Ignored without a gesture.
    func endGesture(at point: CGPoint?, track: (_ from: CGPoint, _ to: CGPoint) -> Void, finish: () -> Void) {
        guard isTracking else { return }
        changes.batch {
            if let point, point.isFinite { move(to: point, track: track) }
            finish()
        }
    }

    /// A gesture began with the value `value`; its edit waits for its first change.
    private func beginGesture(value: Value) {
        isTracking = true
        scrubbingSpeed = 1
        hasUnreportedChange = false
        lastReportedValue = value
        edits.dragWillBegin(from: value)
        gestureWillBegin()
    }

    /// Ends the gesture with the value `value`: the deferred change event, then `.editingDidEnd`
    /// (or, when `movesOn`, the end of the motion the release set going; see `EditBracket`).
    /// The deferred report is sent when the gesture changed the value while `isContinuous` was off
    /// and `value` differs from the last one the host learned (the gesture's start, or the last
    /// value reported while `isContinuous` was on): so however often `isContinuous` was switched,
    /// the host ends knowing the value, and never hears the same value twice in a row. A gesture
    /// that changed nothing sends nothing. Returns `false`, sending nothing, when no gesture was
    /// under way.
    @discardableResult
    func finishGesture(value: Value, movesOn: Bool = false) -> Bool {
        guard isTracking else { return false }
        isTracking = false
        scrubbingSpeed = 1
        let deferred = hasUnreportedChange && value != lastReportedValue
        hasUnreportedChange = false
        lastReportedValue = nil
        if deferred { emitChange(changeEvent(value), cause: .drag) }
        edits.dragDidEnd(movesOn: movesOn)
        changes.notify()
        return true
    }

    /// The program changed the value to `value` (set it, or a setting clamped it): inside a
    /// gesture the host knows it now (it made the change), so the gesture's end reports only a
    /// value that differs from it.
    func programDidSet(_ value: Value) {
        guard isTracking else { return }
        edits.programDidSet(value)
        lastReportedValue = value
        hasUnreportedChange = false
    }

    /// Reports a change the user made: at once, or (inside a gesture with `isContinuous` off)
    /// at the gesture's end.
    func reportChange(_ value: Value, cause: EventCause) {
        if isTracking {
            hasUnreportedChange = !isContinuous
            // Back at the value the host last learned (after changes not yet reported): nothing to
            // say, and no edit to open for it.
            if isContinuous, value == lastReportedValue { return }
            edits.willReportChange()
            if isContinuous {
                lastReportedValue = value
                events.emit(changeEvent(value), cause: cause)
            }
        } else {
            edits.willReportChange()
            events.emit(changeEvent(value), cause: cause)
        }
    }

    /// Sends `event`, caused by the user's change (a detent, a deferred report), inside the
    /// change's edit: the edit's `.editingDidBegin` first if it is still to be sent.
    func emitChange(_ event: ControlEvent<Value>, cause: EventCause) {
        edits.willReportChange()
        events.emit(event, cause: cause)
    }

    /// Whether the control takes input; see `ControlModel.isEnabled`.
    var isEnabled = true

    /// The model's look of your own, if any; see `ControlModel.look`.
    var look: ControlLook?

    // MARK: Edits and the clock

    /// The clock's last reading, seconds.
    var clock = 0.0

    /// Runs `change`, a user's edit that is not a drag, inside its editing bracket (see
    /// `EditBracket`); inside a drag it is part of the drag's edit.
    func edit(cause: EventCause, from value: Value, _ change: () -> Void) {
        guard !isTracking else { return change() }
        edits.edit(cause: cause, from: value, change)
    }

    /// Moves the clock to `time` (finite) and ends a burst of keys whose time is up; a key still
    /// held keeps its burst open (its repeats are steps of the same edit).
    func tick(to time: Double) {
        clock = time
        if heldKey == nil { edits.advance(to: time) }
    }

    /// True while something runs on the clock: here a burst of keys waiting for its end; a
    /// session with animations adds them.
    var isAnimating: Bool { edits.isBurstOpen }

    /// Changes every time a new animation is set going; a session without animations keeps 0.
    var animationRevision: Int { 0 }

    /// Moves the clock to `time`; returns `isAnimating`. Non-finite times are ignored.
    @discardableResult
    func advance(to time: Double) -> Bool {
        guard time.isFinite else { return isAnimating }
        tick(to: time)
        return isAnimating
    }

    /// Ends every animation at once; returns whether one ran. A session without animations has
    /// none to end.
    @discardableResult
    func stopAnimations() -> Bool { false }
}
