import Foundation

/// The range slider's geometry as pure functions of bounds and orientation (see
/// ``LinearTrackGeometry`` for the rules it shares with the fader).
///
/// Thumbs are squares whose side is the bounds' cross extent (the height, for a horizontal
/// slider); the track is a third of it thick.
@_spi(Hosting) public struct RangeSliderGeometry: LinearTrackGeometry, Sendable, Equatable {
    /// The control's bounds, points.
    public var bounds: CGRect
    /// The axis.
    public var orientation: RangeSliderOrientation
    /// The reading direction (horizontal sliders only).
    public var layoutDirection: ReadingDirection

    /// Creates the geometry; bounds are sanitised (`CGRect.sanitizedBounds`).
    public init(bounds: CGRect, orientation: RangeSliderOrientation = .horizontal,
                layoutDirection: ReadingDirection = .leftToRight) {
        self.bounds = bounds.sanitizedBounds
        self.orientation = orientation
        self.layoutDirection = layoutDirection
    }

    /// The side of the square thumbs: the bounds' extent across the axis.
    public var thumbSize: Double { crossExtent }

    /// The track: the bounds inset by a third of the cross extent on both sides across the axis.
    public var trackFrame: CGRect { frameInsetAcross(byOneIn: 3) }
}
