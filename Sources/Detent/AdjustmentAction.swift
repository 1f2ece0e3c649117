/// A discrete adjustment from the keyboard or assistive technology. GTK maps arrows, Page Up/Down
/// and Home/End to these; UIKit maps `accessibilityIncrement()` / `accessibilityDecrement()`;
/// SwiftUI maps `accessibilityAdjustableAction`.
public enum AdjustmentAction: Sendable, Equatable, CaseIterable {
    /// One increment up (Up or Right arrow, VoiceOver swipe up).
    case increment
    /// One increment down (Down or Left arrow, VoiceOver swipe down).
    case decrement
    /// One page up (Page Up).
    case pageUp
    /// One page down (Page Down).
    case pageDown
    /// To the minimum (Home).
    case home
    /// To the maximum (End).
    case end
}
