import Foundation

/// The XY pad's geometry as pure functions of its bounds, its thumb's size and its reading
/// direction.
///
/// The pad is the whole bounds. The thumb is a circle `thumbSize` across whose centre travels the
/// pad inset by half the thumb (``travelFrame``), so the thumb never leaves the pad. Fraction 0
/// of x lies at the left edge of the travel (the right edge right to left), fraction 0 of y at
/// its bottom: y grows upwards, as on a chart. A thumb larger than the pad is drawn as large as
/// the pad's shorter side, and the travel is then a line or a point.
@_spi(Hosting) public struct XYPadGeometry: Sendable, Equatable {
    /// The pad, points.
    public let bounds: CGRect
    /// The thumb's diameter as drawn, points: the thumb size asked for, at most the pad's shorter
    /// side, never negative.
    public let thumbSize: Double
    /// The reading direction: right to left puts x's minimum on the right.
    public let layoutDirection: ReadingDirection

    /// The geometry of a pad in `bounds` (sanitised, `CGRect.sanitizedBounds`) with a thumb
    /// `thumbSize` points across (negative or non-finite: 0).
    public init(bounds: CGRect, thumbSize: Double = 0, layoutDirection: ReadingDirection = .leftToRight) {
        let pad = bounds.sanitizedBounds
        self.bounds = pad
        let shorter = Double(min(pad.width, pad.height))
        self.thumbSize = thumbSize.isFinite ? min(max(thumbSize, 0), shorter) : 0
        self.layoutDirection = layoutDirection
    }

    /// Where the thumb's centre may go: the pad inset by half the thumb on every side.
    public var travelFrame: CGRect { bounds.insetBy(dx: thumbSize / 2, dy: thumbSize / 2) }

    /// Whether the pad takes input: it has an area, and the thumb has room to move along at
    /// least one axis.
    public var hasTravel: Bool {
        let t = travelFrame
        return bounds.width > 0 && bounds.height > 0 && (t.width > 0 || t.height > 0)
    }

    /// The thumb's centre at the fractions `x` and `y` (each 0…1 along its axis, clamped).
    public func center(x: Double, y: Double) -> CGPoint {
        let t = travelFrame
        let fx = Self.clamped(x), fy = Self.clamped(y)
        let px = layoutDirection == .leftToRight ? Double(t.minX) + fx * Double(t.width) : Double(t.maxX) - fx * Double(t.width)
        return CGPoint(x: px, y: Double(t.maxY) - fy * Double(t.height))
    }

    /// The fractions along x and y of the travel at `point`, each clamped to 0…1; 0 on an axis
    /// without travel or for a coordinate that is not finite.
    public func fractions(at point: CGPoint) -> (x: Double, y: Double) {
        let t = travelFrame
        let fx = t.width > 0 ? (Double(point.x) - Double(t.minX)) / Double(t.width) : 0
        let fy = t.height > 0 ? (Double(t.maxY) - Double(point.y)) / Double(t.height) : 0
        return (Self.clamped(layoutDirection == .leftToRight ? fx : 1 - fx), Self.clamped(fy))
    }

    /// The fractions a finger's travel from `a` to `b` moves the thumb along x and y: one point
    /// of travel moves the thumb one point. 0 on an axis without travel; not clamped.
    public func fractionDelta(from a: CGPoint, to b: CGPoint) -> (x: Double, y: Double) {
        let t = travelFrame
        let dx = t.width > 0 ? Double(b.x - a.x) / Double(t.width) : 0
        let dy = t.height > 0 ? Double(a.y - b.y) / Double(t.height) : 0
        return (layoutDirection == .leftToRight ? dx : -dx, dy)
    }

    /// The thumb's frame with its centre at the fractions `x` and `y`.
    public func thumbFrame(x: Double, y: Double) -> CGRect {
        let c = center(x: x, y: y)
        return CGRect(x: Double(c.x) - thumbSize / 2, y: Double(c.y) - thumbSize / 2, width: thumbSize, height: thumbSize)
    }

    /// The translation that carries what is drawn at the minimum of both axes (the thumb, the
    /// crosshair's lines) to the fractions `x` and `y`.
    public func offset(x: Double, y: Double) -> CGSize {
        let rest = center(x: 0, y: 0), c = center(x: x, y: y)
        return CGSize(width: Double(c.x - rest.x), height: Double(c.y - rest.y))
    }

    private static func clamped(_ f: Double) -> Double { f.isFinite ? min(max(f, 0), 1) : 0 }
}

extension XYPadGeometry: Hashable {
    /// Hashes what `==` compares: the pad, the thumb's size and the direction.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: bounds)
        hasher.combine(thumbSize)
        hasher.combine(layoutDirection)
    }
}
