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

extension AdjustmentAction {
    /// The adjustment one notch of a scroll wheel stands for: scrolling up or right (a negative
    /// vertical or a positive horizontal delta, as GTK and AppKit report them) is an increment,
    /// down or left a decrement. `nil` for no movement or non-finite deltas. Where both axes move,
    /// the larger one decides.
    public static func scroll(deltaX: Double, deltaY: Double) -> AdjustmentAction? {
        guard deltaX.isFinite, deltaY.isFinite, deltaX != 0 || deltaY != 0 else { return nil }
        if abs(deltaY) >= abs(deltaX) { return deltaY < 0 ? .increment : .decrement }
        return deltaX > 0 ? .increment : .decrement
    }
}

/// A keyboard key that adjusts a control, as hosts read it from their platform (GTK key values,
/// UIKit's `UIKey.keyCode`); the model says what it does (``ControlModel/adjustment(for:)``).
@_spi(Hosting) public enum NavigationKey: Sendable, Hashable, CaseIterable {
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
}

extension AdjustmentAction {
    /// What `key` does: up and right increment, down and left decrement (`mirrored` swaps left and
    /// right, for a horizontal control laid out right to left), Page Up/Down page, Home and End go
    /// to the ends.
    @_spi(Hosting) public init(key: NavigationKey, mirrored: Bool = false) {
        switch key {
        case .up: self = .increment
        case .down: self = .decrement
        case .right: self = mirrored ? .decrement : .increment
        case .left: self = mirrored ? .increment : .decrement
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .home: self = .home
        case .end: self = .end
        }
    }
}

extension ControlModel {
    /// Sends the adjustment `action` with `cause`, applied to `part` (a thumb, an axis) rather
    /// than the focused one; `nil` applies it to the focused one. The model's `slot` names the
    /// part while the adjustment is handled (its `adjust(_:cause:)` reads it), and is put back
    /// after. The body of the controls' `perform(_:on:cause:)`.
    func send<Part>(_ action: AdjustmentAction, cause: EventCause, to part: Part?,
                    through slot: ReferenceWritableKeyPath<Self, Part?>) -> Bool {
        let outer = self[keyPath: slot]
        self[keyPath: slot] = part
        defer { self[keyPath: slot] = outer }
        return send(.adjustment(action, cause: cause))
    }
}
