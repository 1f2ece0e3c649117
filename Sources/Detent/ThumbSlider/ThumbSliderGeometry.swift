import Foundation

/// The geometry of the sliders with thumbs on one track (the multi-thumb slider and the range
/// slider) as pure functions of bounds and orientation (see ``LinearTrackGeometry`` for the rules
/// it shares with the fader).
///
/// Thumbs are squares whose side is the bounds' cross extent (the height, for a horizontal
/// slider); the track is a third of it thick.
@_spi(Hosting) public struct ThumbSliderGeometry: LinearTrackGeometry, Sendable, Equatable {
    /// The control's bounds, points.
    public var bounds: CGRect
    /// The axis.
    public var orientation: TrackOrientation
    /// The reading direction (horizontal sliders only).
    public var layoutDirection: ReadingDirection

    /// Creates the geometry; bounds are sanitised (`CGRect.sanitizedBounds`).
    public init(bounds: CGRect, orientation: TrackOrientation = .horizontal,
                layoutDirection: ReadingDirection = .leftToRight) {
        self.bounds = bounds.sanitizedBounds
        self.orientation = orientation
        self.layoutDirection = layoutDirection
    }

    /// The side of the square thumbs: the bounds' extent across the axis.
    public var thumbSize: Double { crossExtent }

    /// The track: the bounds inset by a third of the cross extent on both sides across the axis.
    public var trackFrame: CGRect { frameInsetAcross(byOneIn: 3) }

    /// `bounds` divided into the slider and its label bands: the value label band (`valueLabels`
    /// points thick, at most the whole bounds) at the top of a horizontal slider, at the left of a
    /// vertical one; the tick label band (`tickLabels`, at most what is left) at the bottom, or
    /// the right; the slider, where track and thumbs live, between them. The range slider's and
    /// the multi-thumb slider's layout.
    static func split(_ bounds: CGRect, orientation: TrackOrientation, valueLabels: Double,
                      tickLabels: Double) -> (slider: CGRect, labels: CGRect, ticks: CGRect) {
        let horizontal = orientation == .horizontal
        let across = horizontal ? bounds.height : bounds.width
        let (labels, rest) = bounds.divided(atDistance: min(valueLabels, Double(across)), from: horizontal ? .minYEdge : .minXEdge)
        let left = horizontal ? rest.height : rest.width
        let (ticks, slider) = rest.divided(atDistance: min(tickLabels, Double(left)), from: horizontal ? .maxYEdge : .maxXEdge)
        return (slider, labels, ticks)
    }
}

extension ThumbSliderGeometry: Hashable {
    /// Hashes what `==` compares: the bounds, the axis and the direction.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: bounds)
        hasher.combine(orientation)
        hasher.combine(layoutDirection)
    }
}
