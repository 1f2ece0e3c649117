#if canImport(UIKit)
import QuartzCore
import Detent

/// One `.shape` item of a drawing as Core Animation layers, kept and updated in place so a layer
/// whose content changes every frame (the range slider's highlight) reuses them:
/// - a shadow: an empty layer with a `shadowPath` (Core Animation draws the shadow from the path,
///   so no offscreen pass), under everything;
/// - the fill: a `CAShapeLayer` for a colour, or a `CAGradientLayer` masked by the path;
/// - the stroke: a `CAShapeLayer` for a colour, or a `CAGradientLayer` masked by the stroked path.
/// Every sublayer covers the canvas (the drawing's size), so gradient points map to unit space.
final class ShapeItemLayer: CALayer {
    private var shadowPart: CALayer?
    private var fillShape: CAShapeLayer?
    private var fillGradient: CAGradientLayer?
    private var strokeShape: CAShapeLayer?
    private var strokeGradient: CAGradientLayer?

    /// Shows `path` with `fill`, `stroke` and `shadow` on a canvas of `bounds`, at `scale`.
    func update(path: CGPath, fill: Paint?, stroke: Stroke?, shadow: Shadow?, scale: CGFloat) {
        let canvas = bounds
        var parts: [CALayer] = []
        let fillPaint = fill.flatMap(ResolvedPaint.init)
        let strokePaint = stroke.flatMap { $0.width > 0 ? ResolvedPaint($0.paint) : nil }
        let strokedOutline = stroke.map {
            path.copy(strokingWithWidth: CGFloat($0.width), lineCap: $0.cap.cgLineCap,
                      lineJoin: $0.join.cgLineJoin, miterLimit: 10)
        }

        if let shadow, fillPaint != nil || strokePaint != nil {
            let outline: CGPath
            switch (fillPaint != nil, strokePaint != nil ? strokedOutline : nil) {
            case (true, let stroked?): outline = path.union(stroked, using: .winding)
            case (true, nil): outline = path
            case (false, let stroked?): outline = stroked
            case (false, nil): outline = path
            }
            let part = shadowPart ?? CALayer()
            shadowPart = part
            part.frame = canvas
            part.contentsScale = scale
            part.shadowPath = outline
            part.shadowColor = shadow.color.withAlpha(1).cgColor
            part.shadowOpacity = Float(shadow.color.alpha)
            part.shadowOffset = shadow.offset
            // Detent's blur is a Core Graphics shadow blur; Core Animation's radius is half of it
            // (the SVG renderer's standard deviation, blur / 2, is the same convention).
            part.shadowRadius = CGFloat(shadow.blur / 2)
            parts.append(part)
        }

        switch fillPaint {
        case .color(let color)?:
            let shape = fillShape ?? CAShapeLayer()
            fillShape = shape
            shape.configure(frame: canvas, scale: scale, path: path)
            shape.fillColor = color.cgColor
            shape.strokeColor = nil
            parts.append(shape)
        case .gradient(let paint)?:
            let gradient = fillGradient ?? CAGradientLayer()
            fillGradient = gradient
            gradient.configure(paint, frame: canvas, scale: scale)
            let mask = (gradient.mask as? CAShapeLayer) ?? CAShapeLayer()
            mask.configure(frame: gradient.bounds, scale: scale, path: path)
            mask.fillColor = Color.black.cgColor
            mask.strokeColor = nil
            gradient.mask = mask
            parts.append(gradient)
        case nil:
            break
        }

        if let stroke {
            switch strokePaint {
            case .color(let color)?:
                let shape = strokeShape ?? CAShapeLayer()
                strokeShape = shape
                shape.configure(frame: canvas, scale: scale, path: path)
                shape.fillColor = nil
                shape.apply(stroke, color: color.cgColor)
                parts.append(shape)
            case .gradient(let paint)?:
                let gradient = strokeGradient ?? CAGradientLayer()
                strokeGradient = gradient
                gradient.configure(paint, frame: canvas, scale: scale)
                let mask = (gradient.mask as? CAShapeLayer) ?? CAShapeLayer()
                mask.configure(frame: gradient.bounds, scale: scale, path: path)
                mask.fillColor = nil
                mask.apply(stroke, color: Color.black.cgColor)
                gradient.mask = mask
                parts.append(gradient)
            case nil:
                break
            }
        }

        if !(sublayers ?? []).elementsEqual(parts, by: ===) { sublayers = parts }
    }
}

/// A paint as the renderer draws it: a flat colour (including a degenerate gradient's fallback
/// colour, ``Paint/degenerateGradientColor``) or a well-formed gradient. Gradients without stops
/// paint nothing (`nil`).
private enum ResolvedPaint {
    case color(Color)
    case gradient(Paint)

    init?(_ paint: Paint) {
        switch paint {
        case .color(let c):
            self = .color(c)
        case .linearGradient(_, _, let stops), .radialGradient(_, _, let stops):
            if let fallback = paint.degenerateGradientColor {
                self = .color(fallback)
            } else if stops.isEmpty {
                return nil
            } else {
                self = .gradient(paint)
            }
        }
    }
}

extension CAShapeLayer {
    fileprivate func configure(frame: CGRect, scale: CGFloat, path: CGPath) {
        self.frame = frame
        contentsScale = scale
        self.path = path
    }

    fileprivate func apply(_ stroke: Stroke, color: CGColor) {
        strokeColor = color
        lineWidth = CGFloat(stroke.width)
        lineCap = stroke.cap.shapeLayerCap
        lineJoin = stroke.join.shapeLayerJoin
        miterLimit = 10
    }
}

extension CAGradientLayer {
    /// Shows a well-formed gradient `paint` across `frame`; points are mapped to the layer's unit
    /// coordinate space. A radial gradient's end point lies one radius right and below the centre,
    /// which makes Core Animation's ellipse a circle of that radius whatever the frame's shape.
    fileprivate func configure(_ paint: Paint, frame: CGRect, scale: CGFloat) {
        self.frame = frame
        contentsScale = scale
        let w = max(frame.width, .leastNormalMagnitude), h = max(frame.height, .leastNormalMagnitude)
        func unit(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x / w, y: p.y / h) }
        let stops: [GradientStop]
        switch paint {
        case .color:
            stops = []
        case .linearGradient(let start, let end, let s):
            type = .axial
            startPoint = unit(start)
            endPoint = unit(end)
            stops = s
        case .radialGradient(let center, let radius, let s):
            type = .radial
            startPoint = unit(center)
            endPoint = unit(CGPoint(x: Double(center.x) + radius, y: Double(center.y) + radius))
            stops = s
        }
        let ordered = stops.sortedByLocation
        colors = ordered.map(\.color.cgColor)
        locations = ordered.map { NSNumber(value: $0.location) }
    }
}

extension LineCap {
    var cgLineCap: CGLineCap {
        switch self {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }

    var shapeLayerCap: CAShapeLayerLineCap {
        switch self {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }
}

extension LineJoin {
    var cgLineJoin: CGLineJoin {
        switch self {
        case .miter: return .miter
        case .round: return .round
        case .bevel: return .bevel
        }
    }

    var shapeLayerJoin: CAShapeLayerLineJoin {
        switch self {
        case .miter: return .miter
        case .round: return .round
        case .bevel: return .bevel
        }
    }
}

/// A `.text` item: a `CATextLayer` sized to its text and centred on the item's centre.
final class TextItemLayer: CATextLayer {}

/// An `.image` item: the named image stretched over the item's frame.
final class ImageItemLayer: CALayer {}
#endif
