import Foundation

/// One step of a ``DrawingPath``. Angles are radians in Detent's convention (clockwise on screen).
@_spi(Hosting) public enum PathElement: Sendable, Equatable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A circular arc about `center` from `startAngle` to `endAngle`; `clockwise` as on screen
    /// (UIKit's `UIBezierPath(arcCenter:…clockwise:)`). A line joins the current point to the arc's start.
    case arc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    /// Closes the subpath.
    case close
}

/// A vector outline: a list of elements in the control's coordinates (points, y down).
/// Builders reject non-finite numbers by leaving the element out, so a path never holds NaN.
public struct DrawingPath: Sendable, Hashable {
    /// The elements in order.
    @_spi(Hosting) public private(set) var elements: [PathElement] = []

    /// An empty path.
    public init() {}

    /// A path of the given elements (elements with non-finite numbers are dropped).
    @_spi(Hosting) public init(_ elements: [PathElement]) {
        for e in elements { append(e) }
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends `element` unless it holds a non-finite number.
    @_spi(Hosting) public mutating func append(_ element: PathElement) {
        guard element.isFinite else { return }
        elements.append(element)
    }

    /// Starts a subpath.
    public mutating func move(to p: CGPoint) { append(.move(to: p)) }
    /// Adds a line.
    public mutating func line(to p: CGPoint) { append(.line(to: p)) }
    /// Adds a cubic curve.
    public mutating func curve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: p, control1: control1, control2: control2))
    }
    /// Adds a quadratic curve.
    public mutating func quadCurve(to p: CGPoint, control: CGPoint) { append(.quadCurve(to: p, control: control)) }
    /// Adds an arc (see `PathElement/arc(center:radius:startAngle:endAngle:clockwise:)`).
    public mutating func arc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool = true) {
        append(.arc(center: center, radius: max(radius, 0), startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }
    /// Closes the subpath.
    public mutating func close() { append(.close) }

    /// An arc alone, as the knob's track.
    public static func arc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool = true) -> DrawingPath {
        var p = DrawingPath()
        p.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        return p
    }

    /// A straight segment.
    public static func segment(from a: CGPoint, to b: CGPoint) -> DrawingPath {
        DrawingPath([.move(to: a), .line(to: b)])
    }

    /// A rectangle.
    public static func rect(_ r: CGRect) -> DrawingPath {
        DrawingPath([.move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
              .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)), .close])
    }

    /// A rectangle with circular corners of `cornerRadius` (clamped to half the shorter side), as
    /// `UIBezierPath(roundedRect:cornerRadius:)`.
    public static func roundedRect(_ r: CGRect, cornerRadius: Double) -> DrawingPath {
        let radius = min(max(cornerRadius.isFinite ? cornerRadius : 0, 0), Double(min(r.width, r.height)) / 2)
        guard radius > 0 else { return rect(r) }
        var p = DrawingPath()
        let minX = Double(r.minX), maxX = Double(r.maxX), minY = Double(r.minY), maxY = Double(r.maxY)
        p.move(to: CGPoint(x: minX + radius, y: minY))
        p.arc(center: CGPoint(x: maxX - radius, y: minY + radius), radius: radius, startAngle: -.pi / 2, endAngle: 0)
        p.arc(center: CGPoint(x: maxX - radius, y: maxY - radius), radius: radius, startAngle: 0, endAngle: .pi / 2)
        p.arc(center: CGPoint(x: minX + radius, y: maxY - radius), radius: radius, startAngle: .pi / 2, endAngle: .pi)
        p.arc(center: CGPoint(x: minX + radius, y: minY + radius), radius: radius, startAngle: .pi, endAngle: 1.5 * .pi)
        p.close()
        return p
    }

    /// A circle.
    public static func circle(center: CGPoint, radius: Double) -> DrawingPath {
        var p = DrawingPath()
        p.move(to: CGPoint(x: Double(center.x) + max(radius, 0), y: Double(center.y)))
        p.arc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi)
        p.close()
        return p
    }

    /// An annular sector ("pie slice" of a ring) between two radii and two angles, clockwise.
    public static func ringSector(center: CGPoint, innerRadius: Double, outerRadius: Double,
                                  startAngle: Double, endAngle: Double) -> DrawingPath {
        var p = DrawingPath()
        p.move(to: Radians.point(at: startAngle, radius: outerRadius, about: center))
        p.arc(center: center, radius: outerRadius, startAngle: startAngle, endAngle: endAngle, clockwise: true)
        if innerRadius > 0 {
            p.line(to: Radians.point(at: endAngle, radius: innerRadius, about: center))
            p.arc(center: center, radius: innerRadius, startAngle: endAngle, endAngle: startAngle, clockwise: false)
        } else {
            p.line(to: center)
        }
        p.close()
        return p
    }

    /// Appends every element of `other`.
    public mutating func append(contentsOf other: DrawingPath) {
        elements.append(contentsOf: other.elements)
    }

    /// The path with every point mapped through `transform`.
    @_spi(Hosting) public func applying(_ transform: LayerTransform) -> DrawingPath {
        guard !transform.isIdentity else { return self }
        var p = DrawingPath()
        for e in elements {
            switch e {
            case .move(let a): p.move(to: transform.apply(a))
            case .line(let a): p.line(to: transform.apply(a))
            case .quadCurve(let a, let c): p.quadCurve(to: transform.apply(a), control: transform.apply(c))
            case .curve(let a, let c1, let c2):
                p.curve(to: transform.apply(a), control1: transform.apply(c1), control2: transform.apply(c2))
            case .arc(let c, let r, let s, let e2, let cw):
                p.arc(center: transform.apply(c), radius: r, startAngle: s + transform.rotation,
                      endAngle: e2 + transform.rotation, clockwise: cw)
            case .close: p.close()
            }
        }
        return p
    }
}

extension PathElement {
    var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): return p.isFinite
        case .quadCurve(let p, let c): return p.isFinite && c.isFinite
        case .curve(let p, let c1, let c2): return p.isFinite && c1.isFinite && c2.isFinite
        case .arc(let c, let r, let s, let e, _): return c.isFinite && r.isFinite && s.isFinite && e.isFinite
        case .close: return true
        }
    }
}

extension PathElement: Hashable {
    /// Hashes the element's numbers (CGPoint is not Hashable on every platform).
    public func hash(into h: inout Hasher) {
        switch self {
        case .move(let p): h.combine(0); h.combine(point: p)
        case .line(let p): h.combine(1); h.combine(point: p)
        case .quadCurve(let p, let c): h.combine(2); h.combine(point: p); h.combine(point: c)
        case .curve(let p, let c1, let c2): h.combine(3); h.combine(point: p); h.combine(point: c1); h.combine(point: c2)
        case .arc(let c, let r, let s, let e, let cw):
            h.combine(4); h.combine(point: c); h.combine(r); h.combine(s); h.combine(e); h.combine(cw)
        case .close: h.combine(5)
        }
    }
}

extension Hasher {
    /// Feeds a point's coordinates.
    mutating func combine(point p: CGPoint) {
        combine(Double(p.x)); combine(Double(p.y))
    }

    /// Feeds a size's dimensions.
    mutating func combine(size s: CGSize) {
        combine(Double(s.width)); combine(Double(s.height))
    }

    /// Feeds a rectangle's origin and size.
    mutating func combine(rect r: CGRect) {
        combine(point: r.origin); combine(size: r.size)
    }
}
