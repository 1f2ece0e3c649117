/// What a key press asks of a focused control, as hosts read it from their platform (GTK key
/// values, UIKit's `UIKey`); hosts send it as a `ControlInput/key(_:modifiers:)`.
@_spi(Hosting) public enum KeyCommand: Sendable, Hashable {
    /// Arrows, Page Up/Down, Home/End: an adjustment, which the model decides
    /// (``ControlModel/adjustment(for:)``).
    case navigate(NavigationKey)
    /// Tab (`forward`) or Shift+Tab: the next or previous part of the control (the range slider's
    /// thumbs), before focus leaves it.
    case moveFocus(forward: Bool)
    /// Return, Enter or Space: the control's primary action (the wheel's centre button).
    case activate
}
