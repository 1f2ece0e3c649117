/// The bookkeeping of one tracking gesture that every control shares: whether a gesture is under
/// way, and whether its latest value change is still unreported, so that `isContinuous == false`
/// reports once at the end (even if `isContinuous` changes during the gesture) and nothing is
/// reported for calls that arrive out of order.
struct GestureSession: Sendable, Equatable {
    private(set) var isActive = false
    private(set) var hasUnreportedChange = false

    mutating func begin() {
        isActive = true
        hasUnreportedChange = false
    }

    /// Records a value change; `reported` tells whether the model sent it at once.
    mutating func noteChange(reported: Bool) {
        if isActive { hasUnreportedChange = !reported }
    }

    /// Ends the gesture; returns whether a deferred value change must be reported now.
    /// Returns `nil` when no gesture was under way (the call is ignored).
    mutating func finish() -> Bool? {
        guard isActive else { return nil }
        isActive = false
        defer { hasUnreportedChange = false }
        return hasUnreportedChange
    }
}
