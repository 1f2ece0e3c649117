import Foundation

// Values set from outside the control while the user edits it: held, then reconciled when the
// edit ends, so a binding, a GtkAdjustment or an audio host's automation never moves a thumb under
// the finger, and the control ends showing what the outside holds.

extension ControlModel {
    /// Whether the user is editing the control now: a press or drag under way, or an edit still
    /// open (a burst of keys or scroll notches waiting for its end, a wheel's turn or glide).
    @_spi(Hosting) public var isEditing: Bool { isTracking || session.edits.isOpen }

    /// Sets a value that comes from outside the control, as a two-way binding, a `GtkAdjustment`
    /// or an audio host's automation does. Between edits it is set at once, as the program sets
    /// a value (clamped by the model's rules, animated when asked, reported by no event).
    ///
    /// While the user edits the control (a drag, a burst of keys or scroll notches, a wheel's
    /// turn), the thumb stays under the finger: the value is held, and when the edit ends the
    /// last one held is set, animated, if it differs from what the edit left (an edit the program
    /// ends, by a setting that stops a wheel's turn, lets it in at the next clock reading). A value equal to
    /// what the control holds agrees with the edit and drops one held before it. So a binding
    /// that clamps what it is given (it stores 500 000 when the user drags to 600 000) has the
    /// control show 500 000 once the finger lifts.
    ///
    /// Returns whether the value was set now (`false`: held, or dropped as agreeing).
    @discardableResult
    public func setValueFromOutside(_ value: Value, animated: Bool = false) -> Bool {
        guard isEditing else {
            session.heldOutsideValue = nil
            setCurrentValue(value, animated: animated)
            return true
        }
        session.heldOutsideValue = value == currentValue ? nil : value
        return false
    }

    /// Whether a value from outside is held though no edit is under way: the program ended the
    /// edit, and the next input or clock reading sets the value.
    var holdsValueFromOutsideAfterEdit: Bool { session.heldOutsideValue != nil && !isEditing }

    /// Sets the value held from outside once no edit is under way (see
    /// ``setValueFromOutside(_:animated:)``).
    func settleValueFromOutside() {
        guard !isEditing, let held = session.heldOutsideValue else { return }
        session.heldOutsideValue = nil
        setCurrentValue(held, animated: true)
    }
}
