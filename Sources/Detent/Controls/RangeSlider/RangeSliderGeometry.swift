import Foundation

/// The axis a range slider runs along.
public enum RangeSliderOrientation: Sendable, Equatable {
    /// Left to right (or right to left, see ``ReadingDirection``): slider.
    case horizontal
    /// Bottom (minimum) to top (maximum).
    case vertical
}

/// The range slider's geometry as pure functions of bounds and orientation.
///
/// Thumbs are squares whose side is the bounds' cross extent (the height, for a horizontal
/// slider). A fraction `f` of the range sits at `(length − thumb) · f + thumb/2` along the axis.
/// Empty or degenerate bounds give zero-length axes: every fraction sits at the same place and
/// no drag moves a value.
@_spi(Hosting) public struct RangeSliderGeometry: Sendable, Equatable {
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
    public var thumbSize: Double {
        Double(orientation == .horizontal ? bounds.height : bounds.width)
    }

    /// The bounds' extent along the axis.
    public var length: Double {
        Double(orientation == .horizontal ? bounds.width : bounds.height)
    }

    /// The distance a thumb's centre travels from minimum to maximum, never negative.
    public var travel: Double { max(length - thumbSize, 0) }

    /// The coordinate along the axis (x, or y for vertical) of a thumb centre at `fraction`.
    public func position(forFraction fraction: Double) -> Double {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let offset = travel * f + min(thumbSize, length) / 2
        switch orientation {
        case .horizontal:
            return layoutDirection == .leftToRight ? Double(bounds.minX) + offset : Double(bounds.maxX) - offset
        case .vertical:
            return Double(bounds.maxY) - offset
        }
    }

    /// The fraction whose thumb centre is nearest `point` (clamped to 0…1); 0 for non-finite
    /// points or no travel.
    public func fraction(at point: CGPoint) -> Double {
        guard point.isFinite, travel > 0 else { return 0 }
        let start = position(forFraction: 0)
        let along = orientation == .horizontal ? Double(point.x) : Double(point.y)
        return min(max(axisSign * (along - start) / travel, 0), 1)
    }

    /// +1 where the value grows with the coordinate (left-to-right), −1 where it shrinks
    /// (right-to-left, and vertical, whose y grows downwards).
    public var axisSign: Double {
        switch orientation {
        case .horizontal: return layoutDirection == .leftToRight ? 1 : -1
        case .vertical: return -1
        }
    }

    /// The change of fraction a drag from `from` to `to` makes: the default's
    /// `Δx / (width − thumbWidth)`, signed for the direction. 0 when there is no travel.
    public func fractionDelta(from: CGPoint, to: CGPoint) -> Double {
        guard travel > 0, from.isFinite, to.isFinite else { return 0 }
        let d = orientation == .horizontal ? Double(to.x - from.x) : Double(to.y - from.y)
        return axisSign * d / travel
    }

    /// The square thumb frame centred on `fraction`.
    public func thumbFrame(forFraction fraction: Double) -> CGRect {
        let side = min(thumbSize, length)
        let c = position(forFraction: fraction)
        switch orientation {
        case .horizontal:
            return CGRect(x: c - side / 2, y: Double(bounds.minY), width: side, height: Double(bounds.height))
        case .vertical:
            return CGRect(x: Double(bounds.minX), y: c - side / 2, width: Double(bounds.width), height: side)
        }
    }

    /// The track: the bounds inset by a third of the cross extent on both sides across the axis.
    public var trackFrame: CGRect {
        orientation == .horizontal
            ? bounds.insetBy(dx: 0, dy: bounds.height / 3)
            : bounds.insetBy(dx: bounds.width / 3, dy: 0)
    }

    /// The part of the track between two fractions: the highlighted range.
    public func highlightedFrame(from lower: Double, to upper: Double) -> CGRect {
        trackSpan(position(forFraction: lower), position(forFraction: upper))
    }

    /// The track between two coordinates along the axis.
    private func trackSpan(_ a: Double, _ b: Double) -> CGRect {
        let track = trackFrame
        switch orientation {
        case .horizontal:
            return CGRect(x: min(a, b), y: Double(track.minY), width: abs(b - a), height: Double(track.height))
        case .vertical:
            return CGRect(x: Double(track.minX), y: min(a, b), width: Double(track.width), height: abs(b - a))
        }
    }

    /// The part of the track between two fractions, where fraction 0 and 1 reach the track's own
    /// ends (beyond the thumb centres there): the parts outside an enabled range.
    public func trackPart(from lower: Double, to upper: Double) -> CGRect {
        let track = trackFrame
        let startEdge: Double, endEdge: Double
        switch orientation {
        case .horizontal where layoutDirection == .leftToRight: (startEdge, endEdge) = (Double(track.minX), Double(track.maxX))
        case .horizontal: (startEdge, endEdge) = (Double(track.maxX), Double(track.minX))
        case .vertical: (startEdge, endEdge) = (Double(track.maxY), Double(track.minY))
        }
        return trackSpan(lower <= 0 ? startEdge : position(forFraction: lower),
                         upper >= 1 ? endEdge : position(forFraction: upper))
    }

    /// The strip across the whole bounds between the thumb centres at two fractions: where a
    /// drag of the highlighted range begins.
    public func band(from lower: Double, to upper: Double) -> CGRect {
        let a = position(forFraction: lower), b = position(forFraction: upper)
        switch orientation {
        case .horizontal:
            return CGRect(x: min(a, b), y: Double(bounds.minY), width: abs(b - a), height: Double(bounds.height))
        case .vertical:
            return CGRect(x: Double(bounds.minX), y: min(a, b), width: Double(bounds.width), height: abs(b - a))
        }
    }
}
