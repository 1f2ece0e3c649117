/// The bookkeeping of one tracking gesture that every control shares: whether a gesture is under
/// way, and whether its value changed, so that `isContinuous == false` reports once at the end and
/// nothing is reported for calls that arrive out of order.
struct GestureSession: Sendable, Equatable {
    private(set) var isActive = false
    private(set) var changedSinceBegin = false

    mutating func begin() {
        isActive = true
        changedSinceBegin = false
    }

    mutating func noteChange() {
        if isActive { changedSinceBegin = true }
    }

    /// Ends the gesture; returns whether a deferred value change must be reported now.
    /// Returns `nil` when no gesture was under way (the call is ignored).
    mutating func finish() -> Bool? {
        guard isActive else { return nil }
        isActive = false
        defer { changedSinceBegin = false }
        return changedSinceBegin
    }
}
