#if canImport(UIKit)
import QuartzCore
@_spi(Hosting) import Detent

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
        let fillPaint = fill?.rendered
        // Read through the rendering rules: a look of your own may hold numbers the initialisers
        // never saw, and Core Animation must not be given a non-finite one.
        let strokePaint = stroke.flatMap { $0.isVisible ? $0.paint.rendered : nil }
        let strokedOutline = stroke.flatMap {
            $0.isVisible ? path.copy(strokingWithWidth: CGFloat($0.width), lineCap: $0.cap.cgLineCap,
                                     lineJoin: $0.join.cgLineJoin, miterLimit: 10) : nil
        }

        if let shadow = shadow?.sanitized, fillPaint != nil || strokePaint != nil {
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

        if let fillPaint {
            parts.append(paintedLayer(fillPaint, path: path, stroke: nil, canvas: canvas, scale: scale,
                                      shape: &fillShape, gradient: &fillGradient))
        }
        if let stroke, let strokePaint {
            parts.append(paintedLayer(strokePaint, path: path, stroke: stroke, canvas: canvas, scale: scale,
                                      shape: &strokeShape, gradient: &strokeGradient))
        }

        if !(sublayers ?? []).elementsEqual(parts, by: ===) { sublayers = parts }
    }

    /// The layer that shows `paint` (see `Paint.rendered`) on `path`, filled when `stroke` is
    /// `nil`, else stroked: a `CAShapeLayer` for a colour, or a `CAGradientLayer` masked by the path.
    /// Reuses the layer kept in `shape` or `gradient` and keeps a new one there.
    private func paintedLayer(_ paint: Paint, path: CGPath, stroke: Stroke?, canvas: CGRect, scale: CGFloat,
                              shape: inout CAShapeLayer?, gradient: inout CAGradientLayer?) -> CALayer {
        if case .color(let color) = paint {
            let layer = shape ?? CAShapeLayer()
            shape = layer
            layer.configure(frame: canvas, scale: scale, path: path)
            layer.paint(color.sanitized.cgColor, stroke: stroke)
            return layer
        }
        let layer = gradient ?? CAGradientLayer()
        gradient = layer
        layer.configure(paint, frame: canvas, scale: scale)
        let mask = (layer.mask as? CAShapeLayer) ?? CAShapeLayer()
        mask.configure(frame: layer.bounds, scale: scale, path: path)
        mask.paint(DrawingColor.black.cgColor, stroke: stroke)
        layer.mask = mask
        return layer
    }
}

extension CAShapeLayer {
    fileprivate func configure(frame: CGRect, scale: CGFloat, path: CGPath) {
        self.frame = frame
        contentsScale = scale
        self.path = path
    }

    /// Fills the path with `color` when `stroke` is `nil`, else strokes it with `color` as `stroke`
    /// says (miter limit 10, as Core Graphics).
    fileprivate func paint(_ color: CGColor, stroke: Stroke?) {
        guard let stroke else {
            fillColor = color
            strokeColor = nil
            return
        }
        fillColor = nil
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
    /// The cap as a `CAShapeLayer` draws it.
    var shapeLayerCap: CAShapeLayerLineCap {
        switch self {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }
}

extension LineJoin {
    /// The join as a `CAShapeLayer` draws it.
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
