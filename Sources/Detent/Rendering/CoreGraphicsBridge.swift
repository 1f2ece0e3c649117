#if canImport(CoreGraphics)
import CoreGraphics

// Apple platforms only: the Core Graphics forms of a drawing's paths and colours, shared by the
// Core Animation renderer (DetentUIKit). Linux
// has no Core Graphics; cairo renders there.

extension DrawingPath {
    /// The path as a Core Graphics path in the same coordinates (points, y down).
    ///
    /// Arcs turn through ``DrawingPath/arcSweep(startAngle:endAngle:clockwise:)``, the rule every Detent
    /// renderer shares, with `addRelativeArc`: in y-down coordinates a positive turn is clockwise on
    /// screen, as Detent's `clockwise` flag means. A line or curve without a current point starts
    /// its subpath as cairo does (a line at its end point, a curve at its first control point), and
    /// a `close` without one is skipped, so Core Graphics never sees a segment with no start.
    @_spi(Hosting) public var cgPath: CGPath {
        let path = CGMutablePath()
        var hasCurrentPoint = false
        for element in elements {
            switch element {
            case .move(let to):
                path.move(to: to)
                hasCurrentPoint = true
            case .line(let to):
                if hasCurrentPoint { path.addLine(to: to) } else { path.move(to: to) }
                hasCurrentPoint = true
            case .quadCurve(let to, let control):
                if !hasCurrentPoint { path.move(to: control) }
                path.addQuadCurve(to: to, control: control)
                hasCurrentPoint = true
            case .curve(let to, let control1, let control2):
                if !hasCurrentPoint { path.move(to: control1) }
                path.addCurve(to: to, control1: control1, control2: control2)
                hasCurrentPoint = true
            case .arc(let center, let radius, let start, let end, let clockwise):
                let sweep = DrawingPath.arcSweep(startAngle: start, endAngle: end, clockwise: clockwise)
                path.addRelativeArc(center: center, radius: CGFloat(radius), startAngle: CGFloat(start),
                                    delta: CGFloat(sweep))
                hasCurrentPoint = true
            case .close:
                if hasCurrentPoint { path.closeSubpath() }
            }
        }
        return path
    }
}

extension DrawingColor {
    /// The colour as a `CGColor` in the sRGB space.
    @_spi(Hosting) public var cgColor: CGColor {
        CGColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension LineCap {
    /// The cap as Core Graphics draws it.
    @_spi(Hosting) public var cgLineCap: CGLineCap {
        switch self {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }
}

extension LineJoin {
    /// The join as Core Graphics draws it.
    @_spi(Hosting) public var cgLineJoin: CGLineJoin {
        switch self {
        case .miter: return .miter
        case .round: return .round
        case .bevel: return .bevel
        }
    }
}

extension LayerTransform {
    /// The transform as a Core Graphics affine transform (see ``matrix``).
    @_spi(Hosting) public var affineTransform: CGAffineTransform {
        let m = matrix
        return CGAffineTransform(a: CGFloat(m.a), b: CGFloat(m.b), c: CGFloat(m.c), d: CGFloat(m.d),
                                 tx: CGFloat(m.tx), ty: CGFloat(m.ty))
    }
}
#endif
