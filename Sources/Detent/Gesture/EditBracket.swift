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
