import Foundation

/// An axis-aligned rectangle with circular corners of one radius (0 for square corners; half the
/// shorter side for a capsule or a circle): the closed shape renderers can draw, outline and clip
/// by with cheaper means than a general path's.
@_spi(Hosting) public struct RoundedBox: Sendable, Equatable {
    /// The rectangle, points.
    public var rect: CGRect
    /// The corners' radius, points: 0 … half the shorter side.
    public var cornerRadius: Double

    /// A box of `rect` with corners of `cornerRadius` points.
    public init(rect: CGRect, cornerRadius: Double) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }

    /// The box as a path, as ``DrawingPath/roundedRect(_:cornerRadius:)`` builds one.
    public var path: DrawingPath { .roundedRect(rect, cornerRadius: cornerRadius) }
}

extension DrawingPath {
    /// The rounded box this path outlines, read from its elements: a rectangle as ``rect(_:)``
    /// builds it, a rounded rectangle as ``roundedRect(_:cornerRadius:)`` does, or a circle as
    /// ``circle(center:radius:)`` does; `nil` for any other path.
    @_spi(Hosting) public var roundedBox: RoundedBox? {
        switch elements.count {
        case 3: return circleBox
        case 5: return rectangleBox
        case 6: return roundedRectangleBox
        default: return nil
        }
    }

    /// A rectangle: a move, three lines turning by right angles, a close.
    private var rectangleBox: RoundedBox? {
        guard case .move(let a) = elements[0], case .line(let b) = elements[1], case .line(let c) = elements[2],
              case .line(let d) = elements[3], case .close = elements[4] else { return nil }
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard horizontalFirst || verticalFirst else { return nil }
        let rect = CGRect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
        return RoundedBox(rect: rect, cornerRadius: 0)
    }

    /// A rounded rectangle: a move to the top edge, four clockwise quarter arcs of one radius from
    /// the top right corner round, a close.
    private var roundedRectangleBox: RoundedBox? {
        guard case .move(let start) = elements[0], case .close = elements[5] else { return nil }
        // The corners' angles exactly as the builder writes them.
        let turns: [(from: Double, to: Double)] = [(-.pi / 2, 0), (0, .pi / 2), (.pi / 2, .pi), (.pi, 1.5 * .pi)]
        var centers: [CGPoint] = []
        var radius = 0.0
        for (i, element) in elements[1...4].enumerated() {
            guard case .arc(let center, let r, let from, let to, true) = element, r > 0,
                  from == turns[i].from, to == turns[i].to, i == 0 || r == radius else { return nil }
            radius = r
            centers.append(center)
        }
        let (topRight, bottomRight, bottomLeft, topLeft) = (centers[0], centers[1], centers[2], centers[3])
        guard topRight.x == bottomRight.x, bottomLeft.x == topLeft.x, topRight.y == topLeft.y,
              bottomRight.y == bottomLeft.y, topLeft.x <= topRight.x, topLeft.y <= bottomLeft.y,
              start.x == topLeft.x, Self.nearlyEqual(Double(start.y), Double(topLeft.y) - radius) else { return nil }
        let rect = CGRect(x: Double(topLeft.x) - radius, y: Double(topLeft.y) - radius,
                          width: Double(topRight.x - topLeft.x) + 2 * radius, height: Double(bottomLeft.y - topLeft.y) + 2 * radius)
        return RoundedBox(rect: rect, cornerRadius: radius)
    }

    /// Whether two coordinates are one up to rounding: the builders add and subtract a radius
    /// where these checks subtract and add it.
    private static func nearlyEqual(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }

    /// A circle: a move to its rightmost point, one clockwise whole turn from angle 0, a close.
    private var circleBox: RoundedBox? {
        guard case .move(let start) = elements[0], case .arc(let center, let radius, 0, 2 * .pi, true) = elements[1],
              case .close = elements[2], radius > 0,
              Self.nearlyEqual(Double(start.x), Double(center.x) + radius), start.y == center.y else { return nil }
        return RoundedBox(rect: CGRect(x: Double(center.x) - radius, y: Double(center.y) - radius,
                                       width: 2 * radius, height: 2 * radius), cornerRadius: radius)
    }
}
