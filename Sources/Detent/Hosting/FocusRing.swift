import Foundation

/// The ring a host without a system focus effect (GTK) draws around a control's focused element
/// while keyboard focus is visible: a rounded band just inside the element's frame, in the tint
/// at 60 % opacity, so it never spills over the widget's neighbours.
@_spi(Hosting) public struct FocusRing: Sendable, Equatable {
    /// The ring's outer edge, points: the element's frame cut to the control's bounds.
    public var frame: CGRect
    /// The outer edge's corner radius, points: at most 7, and never more than half the shorter side.
    public var cornerRadius: Double
    /// The band's width, points, measured inwards from ``frame``. Always 2.
    public var lineWidth: Double
    /// The tint with alpha 0.6.
    public var color: DrawingColor

    /// The ring around `element` (an accessibility element's frame) inside `bounds`, both in the
    /// control's points, in `tint`. `nil` when there is nothing to draw: either rectangle is null or
    /// not finite, they do not meet, or what is left is 4 points or less on a side (the band would
    /// fill it).
    public init?(around element: CGRect, in bounds: CGRect, tint: DrawingColor) {
        func finite(_ r: CGRect) -> Bool { r.origin.isFinite && r.width.isFinite && r.height.isFinite }
        guard !element.isNull, !bounds.isNull, finite(element), finite(bounds) else { return nil }
        let visible = element.intersection(bounds)
        guard !visible.isNull, visible.width > 4, visible.height > 4 else { return nil }
        frame = visible
        lineWidth = 2
        cornerRadius = min(7, Double(min(visible.width, visible.height)) / 2)
        color = tint.sanitized.withAlpha(0.6)
    }
}

extension ControlModel {
    /// Where keyboard focus shows now: the ring around the part the keys act on
    /// (``ControlModel/focusedAccessibilityElement``: the focused thumb or axis of a slider or the
    /// pad, the whole control for the others) inside the bounds, or around the whole control
    /// where that part is too small for a ring of its own; `nil` when the control is too small
    /// too: then a host without a system focus effect (GTK) draws none, and one with it (UIKit)
    /// leaves the system's default effect. GTK draws the ring in `tint`; UIKit hands its frame to
    /// the system's focus halo, which has a colour of its own (any `tint` does).
    @_spi(Hosting) public func focusRing(tint: DrawingColor) -> FocusRing? {
        let whole = CGRect(origin: .zero, size: bounds.size)
        return FocusRing(around: focusedAccessibilityElement.frame, in: whole, tint: tint)
            ?? FocusRing(around: whole, in: whole, tint: tint)
    }
}
