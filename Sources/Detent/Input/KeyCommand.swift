/// What a key press asks of a focused control, as hosts read it from their platform (GTK key
/// values, UIKit's `UIKey`); the model carries it out with ``PointerInput/handle(_:)``.
@_spi(Hosting) public enum KeyCommand: Sendable, Hashable {
    /// Arrows, Page Up/Down, Home/End: an adjustment, which the model decides
    /// (``PointerInput/adjustment(for:)``).
    case navigate(NavigationKey)
    /// Tab (`forward`) or Shift+Tab: the next or previous part of the control (the range slider's
    /// thumbs), before focus leaves it.
    case moveFocus(forward: Bool)
    /// Return, Enter or Space: the control's primary action (the wheel's centre button).
    case activate
}

extension PointerInput {
    /// Navigation keys adjust the control, with cause `.key`; the rest do nothing. Returns whether
    /// the key was used; hosts pass unused keys on (Tab then moves focus out of the control).
    @discardableResult
    @_spi(Hosting) public func handle(_ command: KeyCommand) -> Bool {
        handle(command, moveFocus: { _ in false }, activate: { false })
    }

    /// Navigation keys adjust with cause `.key` (always used); Tab and Return go to the model's
    /// own `moveFocus` and `activate`, which say whether they used the key.
    func handle(_ command: KeyCommand, moveFocus: (_ forward: Bool) -> Bool, activate: () -> Bool) -> Bool {
        switch command {
        case .navigate(let key):
            perform(adjustment(for: key), cause: .key)
            return true
        case .moveFocus(let forward): return moveFocus(forward)
        case .activate: return activate()
        }
    }
}

extension RangeSliderModel {
    /// Navigation keys adjust the focused thumb; Tab and Shift+Tab move between the thumbs
    /// (``moveFocus(forward:)``: `false` past the last one, so focus leaves the slider).
    @discardableResult
    @_spi(Hosting) public func handle(_ command: KeyCommand) -> Bool {
        handle(command, moveFocus: { moveFocus(forward: $0) }, activate: { false })
    }
}

extension RotaryWheelModel {
    /// Navigation keys turn the wheel a sector; Return, Enter and Space press the centre button
    /// (``triggerPrimaryAction(cause:)`` with cause `.key`, `false` while disabled or dragged).
    @discardableResult
    @_spi(Hosting) public func handle(_ command: KeyCommand) -> Bool {
        handle(command, moveFocus: { _ in false }, activate: { triggerPrimaryAction(cause: .key) })
    }
}
