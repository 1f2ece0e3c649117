import Foundation

// The XY pad's touch rules and its size: what a host asks before and around input.

extension XYPadModel {
    /// Whose a touch at `point` is: on ``thumbTouchFrame`` `.control` at once, since a drag
    /// there means the thumb in every direction (no direction of it can be left to a scroller);
    /// anywhere else (the bare pad, outside, disabled, no room to move) `.scroller`, and a tap
    /// there still reaches the pad.
    @_spi(Hosting) public func touchClaim(at point: CGPoint) -> TouchClaim {
        guard isEnabled, point.isFinite, geometry.hasTravel, thumbTouchFrame.contains(point) else { return .scroller }
        return .control
    }

    /// The pad claims every touch it takes at once (``touchClaim(at:)``), so no movement is left
    /// undecided: `true`.
    @_spi(Hosting) public func claimsMovement(from start: CGPoint, by translation: CGSize) -> Bool { true }

    /// Whether a touch at `point` lands on the pad at all: inside its bounds or on the thumb's
    /// touch target (which may reach beyond them).
    @_spi(Hosting) public func containsTouch(at point: CGPoint) -> Bool {
        point.isFinite && (bounds.contains(point) || thumbTouchFrame.contains(point))
    }

    /// A square of `ControlSizing/knobSide` (150 points).
    @_spi(Hosting) public var naturalSize: NaturalSize { .square(ControlSizing.knobSide) }

    /// The natural size. At an edge of the pad the thumb's 44-point touch target reaches past the
    /// bounds by up to half the difference between 44 and the thumb's size (8 points with the
    /// default 28-point thumb); a host that clips touches to its bounds keeps the rest of it.
    @_spi(Hosting) public var touchInclusiveNaturalSize: NaturalSize { naturalSize }
}

@_spi(Hosting) extension XYPadModel: TravelDragging {}

extension XYPadModel: ControlModel {
    /// The pad's values.
    @_spi(Hosting) public var currentValue: XYPadValue { value }
    /// ``setValue(_:animated:)``.
    @_spi(Hosting) public func setCurrentValue(_ value: XYPadValue, animated: Bool) { setValue(value, animated: animated) }
    /// 1: a tap on the pad moves the thumb there.
    @_spi(Hosting) public static var tapCount: Int { 1 }
}

