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

/// Brackets every user edit with exactly one `.editingDidBegin` and one `.editingDidEnd`, and
/// remembers the value before it, so a host can group undo by edit:
/// - a drag is one edit, from its first change to its end;
/// - a tap, a double-tap reset or an assistive-technology increment is one edit, ended at once;
/// - key presses and scroll notches come in bursts: the first opens the edit, the others join it,
///   and it ends ``burstTimeout`` seconds after the last, on the model's injected clock (the time
///   counts from the first clock reading after the press, as animations do);
/// - an edit that sets the control moving by itself (a wheel's turn, its glide after a flick)
///   ends when that motion ends, so the motion's detents arrive inside it;
/// - an edit opens only when something changes (the begin is sent just before the first event
///   it causes): a press that moves nothing, a tap that does nothing, a key at an end send
///   nothing. The first change of a different kind of edit, or of a drag, ends an open one first.
final class EditBracket<Value: Sendable & Equatable> {
    /// How long after its last key press or notch a burst ends, seconds.
    static var burstTimeout: Double { 0.5 }

    private let events: EventEmitter<Value>
    /// The edit under way: what caused it.
    private(set) var openCause: EventCause?
    /// The value before the edit under way: what an undo restores.
    private(set) var valueBeforeEdit: Value?
    /// The edit that opens at its first change, with the value before it.
    private var pending: (cause: EventCause, value: Value)?
    private var deadline: Double?
    private var needsDeadline = false
    /// Whether the edit under way ends with the motion it set going.
    private var endsWithMotion = false
    /// Whether the pending edit is a drag's whose release set the control gliding: the glide's
    /// first change opens it, and it ends with the glide.
    private var pendingGlide = false
    /// Whether an edit's change is running: a motion it replaces does not end it.
    private var isChanging = false

    init(events: EventEmitter<Value>) {
        self.events = events
    }

    /// Whether an edit of keys or notches is waiting for its burst to end (the host keeps the
    /// clock running).
    var isBurstOpen: Bool { openCause.map(Self.isBursty) ?? false }

    /// Whether an edit is open: its `.editingDidBegin` sent, its `.editingDidEnd` not yet.
    var isOpen: Bool { openCause != nil }

    private static func isBursty(_ cause: EventCause) -> Bool { cause == .key || cause == .scroll }

    /// Runs `change`, an edit caused by `cause` that starts from `value`, inside its bracket.
    /// `movesOn` tells, after the change, whether the control is moving by itself because of it
    /// (the edit then ends with that motion; see ``motionDidEnd()``).
    func edit(cause: EventCause, from value: Value, movesOn: () -> Bool = { false }, _ change: () -> Void) {
        let joins = openCause.map { Self.isBursty($0) && Self.isBursty(cause) } ?? false
        pendingGlide = false
        pending = joins ? nil : (cause, value)
        isChanging = true
        change()
        isChanging = false
        // Its first change consumed the pending edit (and ended the one open before it).
        let opened = !joins && pending == nil
        pending = nil
        guard openCause != nil, joins || opened else { return }
        if movesOn() { endsWithMotion = true }
        if Self.isBursty(cause) {
            needsDeadline = true
            deadline = nil
        } else if !endsWithMotion {
            close()
        }
    }

    /// A drag began with `value`: its edit opens at its first change.
    func dragWillBegin(from value: Value) {
        pending = (.drag, value)
        pendingGlide = false
    }

    /// The program set `value` while a drag waits for its first change: the drag's edit starts
    /// from it (an undo restores what the program set).
    func programDidSet(_ value: Value) {
        if pending?.cause == .drag { pending?.value = value }
    }

    /// A drag ended: its edit, if it changed anything, ends now, or with the motion it set going
    /// when `movesOn` is true. A drag that changed nothing yet but set the control gliding keeps
    /// its edit pending for the glide's first change.
    func dragDidEnd(movesOn: Bool) {
        if openCause == .drag {
            pending = nil
            if movesOn { endsWithMotion = true } else { close() }
        } else if movesOn, pending?.cause == .drag {
            pendingGlide = true
        } else {
            pending = nil
        }
    }

    /// Sends the pending `.editingDidBegin` before the edit's first event, ending an edit still
    /// open; call before every event a user's change causes.
    func willReportChange() {
        guard let p = pending else { return }
        pending = nil
        close()
        openCause = p.cause
        valueBeforeEdit = p.value
        deadline = nil
        needsDeadline = false
        endsWithMotion = pendingGlide
        pendingGlide = false
        events.emit(.editingDidBegin, cause: p.cause)
    }

    /// The motion the edit under way set going ended (or another took its place): an edit that
    /// ends with it ends now, unless a burst still waits for its time.
    func motionDidEnd() {
        if pendingGlide {
            // A glide that changed nothing: its drag had no edit.
            pendingGlide = false
            pending = nil
        }
        guard endsWithMotion else { return }
        endsWithMotion = false
        // An edit whose own change replaced (or stopped) its motion decides again, when the change
        // is done, whether it ends with the new one.
        guard !isChanging else { return }
        if deadline == nil, !needsDeadline { close() }
    }

    /// Ends the edit under way, if any: `.editingDidEnd`, then the value before it is forgotten.
    func close() {
        guard let cause = openCause else { return }
        openCause = nil
        deadline = nil
        needsDeadline = false
        endsWithMotion = false
        events.emit(.editingDidEnd, cause: cause)
        valueBeforeEdit = nil
    }

    /// The clock reads `time`: a burst's end is fixed from the first reading after its last step,
    /// and reached at it (or, when the burst set the control moving, when that motion ends).
    func advance(to time: Double) {
        guard isBurstOpen else { return }
        if needsDeadline {
            needsDeadline = false
            deadline = time + Self.burstTimeout
        } else if let d = deadline, time >= d {
            deadline = nil
            if !endsWithMotion { close() }
        }
    }
}
