/// Tab and Shift-Tab inside a control with several parts (thumbs, axes): focus walks the parts in
/// order and stops at either end, where it should leave the control.
extension BidirectionalCollection where Element: Equatable {
    /// Moves `focus` to the part after it (`forward`) or before it. Returns `false`, leaving
    /// `focus` as it is, when there is no part that way or `focus` is not one of these parts.
    func moveFocus(_ focus: inout Element, forward: Bool) -> Bool {
        guard let here = firstIndex(of: focus) else { return false }
        if forward {
            let next = index(after: here)
            guard next != endIndex else { return false }
            focus = self[next]
        } else {
            guard here != startIndex else { return false }
            focus = self[index(before: here)]
        }
        return true
    }
}
