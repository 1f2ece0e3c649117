import Foundation

/// The axis a straight track runs along: the fader's, the multi-thumb slider's and the range slider's.
public enum TrackOrientation: Sendable, Equatable {
    /// Left to right (or right to left, see ``ReadingDirection``): slider.
    case horizontal
    /// Bottom (minimum) to top (maximum).
    case vertical
}

/// The geometry of a straight track with square thumbs, as pure functions of bounds, orientation
/// and reading direction: the range slider's and the fader's, written once.
///
/// A thumb is a square whose side is ``thumbSize`` (a fader without a thumb has none). A fraction
/// `f` of the range sits at `(length − thumb) · f + thumb/2` along the axis, from the left (the
/// right, right to left) or the bottom. Empty or degenerate bounds give zero-length axes: every
/// fraction sits at the same place and no drag moves a value.
@_spi(Hosting) public protocol LinearTrackGeometry {
    /// The part of the control the track and its thumbs live in, points.
    var bounds: CGRect { get }
    /// The axis.
    var orientation: TrackOrientation { get }
    /// The reading direction (horizontal tracks only).
    var layoutDirection: ReadingDirection { get }
    /// The side of the square thumbs, points.
    var thumbSize: Double { get }
    /// The track, points.
    var trackFrame: CGRect { get }
}

extension LinearTrackGeometry {
    /// The bounds' extent across the axis.
    @_spi(Hosting) public var crossExtent: Double {
        Double(orientation == .horizontal ? bounds.height : bounds.width)
    }

    /// The bounds' extent along the axis.
    @_spi(Hosting) public var length: Double {
        Double(orientation == .horizontal ? bounds.width : bounds.height)
    }

    /// The distance a thumb's centre travels from minimum to maximum, never negative.
    @_spi(Hosting) public var travel: Double { max(length - thumbSize, 0) }

    /// The coordinate along the axis (x, or y for vertical) of a thumb centre at `fraction`.
    @_spi(Hosting) public func position(forFraction fraction: Double) -> Double {
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
    @_spi(Hosting) public func fraction(at point: CGPoint) -> Double {
        guard point.isFinite, travel > 0 else { return 0 }
        let start = position(forFraction: 0)
        let along = orientation == .horizontal ? Double(point.x) : Double(point.y)
        return min(max(axisSign * (along - start) / travel, 0), 1)
    }

    /// +1 where the value grows with the coordinate (left-to-right), −1 where it shrinks
    /// (right-to-left, and vertical, whose y grows downwards).
    @_spi(Hosting) public var axisSign: Double {
        switch orientation {
        case .horizontal: return layoutDirection == .leftToRight ? 1 : -1
        case .vertical: return -1
        }
    }

    /// The change of fraction a drag from `from` to `to` makes: the distance along the axis over
    /// the travel (`Δx / (width − thumbWidth)`), signed for the direction. 0 when there is no
    /// travel.
    @_spi(Hosting) public func fractionDelta(from: CGPoint, to: CGPoint) -> Double {
        guard travel > 0, from.isFinite, to.isFinite else { return 0 }
        let d = orientation == .horizontal ? Double(to.x - from.x) : Double(to.y - from.y)
        return axisSign * d / travel
    }

    /// A drag's change of fraction from `start` to `point` (``fractionDelta(from:to:)``) times
    /// `factor` (a fine drag's tenth); `nil` when that moves nothing (0, or not finite).
    func dragDelta(from start: CGPoint, to point: CGPoint, factor: Double) -> Double? {
        let delta = fractionDelta(from: start, to: point) * factor
        return delta != 0 && delta.isFinite ? delta : nil
    }

    /// The square thumb frame centred on `fraction`.
    @_spi(Hosting) public func thumbFrame(forFraction fraction: Double) -> CGRect {
        let side = min(thumbSize, length)
        let c = position(forFraction: fraction)
        switch orientation {
        case .horizontal:
            return CGRect(x: c - side / 2, y: Double(bounds.minY), width: side, height: Double(bounds.height))
        case .vertical:
            return CGRect(x: Double(bounds.minX), y: c - side / 2, width: Double(bounds.width), height: side)
        }
    }

    /// The bounds inset across the axis on both sides by the cross extent over `divisor`: a track
    /// (3, for a track a third as thick as the bounds).
    func frameInsetAcross(byOneIn divisor: Double) -> CGRect {
        orientation == .horizontal
            ? bounds.insetBy(dx: 0, dy: bounds.height / divisor)
            : bounds.insetBy(dx: bounds.width / divisor, dy: 0)
    }

    /// The part of the track between the thumb centres at two fractions.
    @_spi(Hosting) public func highlightedFrame(from lower: Double, to upper: Double) -> CGRect {
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
    /// ends (beyond the thumb centres there): the parts outside an enabled range, a fader's fill.
    @_spi(Hosting) public func trackPart(from lower: Double, to upper: Double) -> CGRect {
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
    /// drag of the range slider's highlighted range begins.
    @_spi(Hosting) public func band(from lower: Double, to upper: Double) -> CGRect {
        let a = position(forFraction: lower), b = position(forFraction: upper)
        switch orientation {
        case .horizontal:
            return CGRect(x: min(a, b), y: Double(bounds.minY), width: abs(b - a), height: Double(bounds.height))
        case .vertical:
            return CGRect(x: Double(bounds.minX), y: min(a, b), width: Double(bounds.width), height: abs(b - a))
        }
    }

    /// `frame` grown about its centre to at least `TouchTarget/minimumSide` on each side: a
    /// thumb's (or a track's) touch target.
    func touchTarget(around frame: CGRect) -> CGRect { TouchTarget.around(frame) }
}
