/// Brackets every user edit that is not a drag (a drag has its gesture) with exactly one
/// `.editingDidBegin` and one `.editingDidEnd`, and remembers the value before it, so a host can
/// group undo by edit:
/// - a tap, a double-tap reset or an assistive-technology increment is one edit, ended at once;
/// - key presses and scroll notches come in bursts: the first opens the edit, the others join it,
///   and it ends ``burstTimeout`` seconds after the last, on the model's injected clock (the time
///   counts from the first clock reading after the press, as animations do);
/// - an edit opens only when something changes (the begin is sent just before the first change),
///   and a different kind of edit, or a drag, ends an open one first.
final class EditBracket<Value: Sendable & Equatable> {
    /// How long after its last key press or notch a burst ends, seconds.
    static var burstTimeout: Double { 0.5 }

    private let events: EventEmitter<Value>
    /// The edit under way: what caused it.
    private(set) var openCause: EventCause?
    /// The value before the edit under way (or the drag under way): what an undo restores.
    var valueBeforeEdit: Value?
    private var pending: (cause: EventCause, value: Value)?
    private var deadline: Double?
    private var needsDeadline = false

    init(events: EventEmitter<Value>) {
        self.events = events
    }

    /// Whether an edit of keys or notches is waiting for its burst to end (the host keeps the
    /// clock running).
    var isBurstOpen: Bool { openCause.map(Self.isBursty) ?? false }

    private static func isBursty(_ cause: EventCause) -> Bool { cause == .key || cause == .scroll }

    /// Runs `change`, an edit caused by `cause` that starts from `value`, inside its bracket.
    func edit(cause: EventCause, from value: Value, _ change: () -> Void) {
        if let open = openCause, !(Self.isBursty(open) && Self.isBursty(cause)) { close() }
        if openCause == nil { pending = (cause, value) }
        change()
        pending = nil
        guard openCause != nil else { return }
        if Self.isBursty(cause) {
            needsDeadline = true
            deadline = nil
        } else {
            close()
        }
    }

    /// Sends the pending `.editingDidBegin` before the edit's first change; call before every
    /// change event.
    func willReportChange() {
        guard let p = pending else { return }
        pending = nil
        openCause = p.cause
        valueBeforeEdit = p.value
        events.emit(.editingDidBegin, cause: p.cause)
    }

    /// Ends the edit under way, if any: `.editingDidEnd`, then the value before it is forgotten.
    func close() {
        guard let cause = openCause else { return }
        openCause = nil
        deadline = nil
        needsDeadline = false
        events.emit(.editingDidEnd, cause: cause)
        valueBeforeEdit = nil
    }

    /// The clock reads `time`: a burst's end is fixed from the first reading after its last step,
    /// and reached at it.
    func advance(to time: Double) {
        guard isBurstOpen else { return }
        if needsDeadline {
            needsDeadline = false
            deadline = time + Self.burstTimeout
        } else if let d = deadline, time >= d {
            close()
        }
    }
}
