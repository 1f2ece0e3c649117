#if canImport(UIKit)
import UIKit
import CoreText
@_spi(Hosting) import Detent

/// Paints a Detent `Drawing` with Core Animation: one container `CALayer` per drawing layer,
/// keyed by the layer's id, with the layer's items as sublayers (`CAShapeLayer`s for shapes,
/// masked `CAGradientLayer`s for gradients, `shadowPath` shadows, `CATextLayer`s for text,
/// `CALayer`s for images).
///
/// - Content is rebuilt only when a layer's `contentKey` changes (or the canvas size, the scale or
///   the images do); otherwise a frame only sets each container's transform and opacity. Moving a
///   knob's pointer or spinning a wheel therefore touches one or two layer properties.
/// - Each container's `anchorPoint` sits on the layer transform's anchor, so the rotation is the
///   container's `transform.rotation.z` and the translation moves its `position`: both can be
///   animated by Core Animation key paths without matrix interpolation.
/// - All changes happen with implicit animations disabled; motion comes from ``play(_:)`` (explicit
///   keyframe animations sampled from the core) or from the host redrawing on its frame clock.
@MainActor
final class DrawingLayerRenderer {
    /// The layer the drawing's layers are added to; the host sizes it to the control's bounds.
    let rootLayer = CALayer()

    /// The screen scale that shape, text and gradient layers rasterise at. Changing it rebuilds
    /// the content.
    var contentsScale: CGFloat = 1 {
        didSet { if contentsScale != oldValue { invalidateContent() } }
    }

    /// Finds the image an `.image` item names; `nil` draws nothing for it.
    var imageProvider: (String) -> UIImage? = { _ in nil }

    private final class Node {
        let container = CALayer()
        var contentKey: Int?
        var canvas = CGRect.zero
        var items: [CALayer] = []
        /// Whether the content draws an image (whose asset may have a variant per trait).
        var hasImages = false
    }

    private var nodes: [String: Node] = [:]

    private static let animationKeys = ["detent.rotation", "detent.position", "detent.opacity"]

    init() {
        rootLayer.masksToBounds = false
    }

    /// Forgets all built content so the next ``render(_:)`` rebuilds every layer (after the scale
    /// or the images changed).
    func invalidateContent() {
        for node in nodes.values { node.contentKey = nil }
    }

    /// Forgets the built content of the layers that draw images, so the next ``render(_:)``
    /// rebuilds them (after the trait collection changed: an image asset may have a variant for
    /// any trait). Everything else the traits change (colours, text size, direction) reaches the
    /// drawing through the model's environment, so its content key changes with it.
    func invalidateImages() {
        for node in nodes.values where node.hasImages { node.contentKey = nil }
    }

    /// Shows `drawing`. A drawing without a drawable canvas (see `Drawing.hasDrawableCanvas`)
    /// removes everything.
    func render(_ drawing: Drawing) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }

        guard drawing.hasDrawableCanvas else {
            for node in nodes.values { node.container.removeFromSuperlayer() }
            nodes.removeAll()
            return
        }
        let canvas = CGRect(origin: .zero, size: drawing.size)
        let keys = Self.nodeKeys(drawing.layers)
        for (index, layer) in drawing.layers.enumerated() {
            let node: Node
            if let existing = nodes[keys[index]] {
                node = existing
            } else {
                node = Node()
                nodes[keys[index]] = node
            }
            if node.contentKey != layer.contentKey || node.canvas != canvas {
                build(node, from: layer, canvas: canvas)
            }
            // Through the rendering rules: Core Animation raises on a NaN position.
            place(node.container, layer.transform.sanitized, canvas: canvas)
            node.container.opacity = Float(layer.renderedOpacity)
            let current = rootLayer.sublayers ?? []
            if index >= current.count || current[index] !== node.container {
                rootLayer.insertSublayer(node.container, at: UInt32(index))
            }
        }
        if nodes.count > keys.count || (rootLayer.sublayers?.count ?? 0) > keys.count {
            let live = Set(keys)
            for (id, node) in nodes where !live.contains(id) {
                node.container.removeFromSuperlayer()
                nodes[id] = nil
            }
        }
    }

    /// The key of each layer's node: its id, and for a repeated id (a look of your own may repeat
    /// one) the id with its repeat count, so every layer keeps a node of its own.
    private static func nodeKeys(_ layers: [Layer]) -> [String] {
        var seen: [String: Int] = [:]
        return layers.map { layer in
            let repeats = seen[layer.id, default: 0]
            seen[layer.id] = repeats + 1
            return repeats == 0 ? layer.id : "\(layer.id)\u{0}\(repeats)"
        }
    }

    /// Adds explicit keyframe animations for the layers that move during `animation` (see
    /// `DrawingAnimation.tracks`), timed on the model's clock, which is `CACurrentMediaTime()`.
    /// They stay at their last frame until ``stopAnimations()``: the host removes them once the
    /// model has stopped animating and the drawing shows the resting state.
    func play(_ animation: DrawingAnimation) {
        stopAnimations()
        guard animation.duration > 0, animation.frames.count > 1 else { return }
        let keyTimes = animation.keyTimes.map { NSNumber(value: $0) }
        for track in animation.tracks {
            guard let node = nodes[track.id] else { continue }
            let layer = node.container
            let begin = layer.convertTime(animation.startTime, from: nil)
            func add(_ keyPath: String, key: String, values: [Any]) {
                let keyframes = CAKeyframeAnimation(keyPath: keyPath)
                keyframes.values = values
                keyframes.keyTimes = keyTimes
                keyframes.calculationMode = .linear
                keyframes.beginTime = begin
                keyframes.duration = animation.duration
                keyframes.fillMode = .both
                keyframes.isRemovedOnCompletion = false
                layer.add(keyframes, forKey: key)
            }
            // Through the rendering rules, as the still frames: Core Animation raises on a NaN.
            if track.changesRotation {
                add("transform.rotation.z", key: "detent.rotation",
                    values: track.renderedTransforms.map { NSNumber(value: $0.rotation) })
            }
            if track.changesPosition {
                add("position", key: "detent.position", values: track.positions.map { NSValue(cgPoint: $0) })
            }
            if track.changesOpacity {
                add("opacity", key: "detent.opacity", values: track.renderedOpacities.map { NSNumber(value: Float($0)) })
            }
        }
    }

    /// Removes the keyframe animations ``play(_:)`` added; the layers show the last rendered drawing.
    func stopAnimations() {
        for node in nodes.values {
            for key in Self.animationKeys { node.container.removeAnimation(forKey: key) }
        }
    }

    // MARK: Building

    /// Places a container so that its content, drawn in canvas coordinates, is rotated about the
    /// transform's anchor and then translated: `anchorPoint` on the anchor, `position` on the
    /// anchor plus the translation, `transform` a pure rotation.
    private func place(_ container: CALayer, _ t: LayerTransform, canvas: CGRect) {
        container.bounds = canvas
        container.anchorPoint = CGPoint(x: t.anchor.x / canvas.width, y: t.anchor.y / canvas.height)
        container.position = CGPoint(x: t.anchor.x + t.translation.width, y: t.anchor.y + t.translation.height)
        container.transform = CATransform3DMakeRotation(CGFloat(t.rotation), 0, 0, 1)
    }

    private func build(_ node: Node, from layer: Layer, canvas: CGRect) {
        node.contentKey = layer.contentKey
        node.canvas = canvas
        node.hasImages = layer.items.contains { if case .image = $0 { true } else { false } }
        let container = node.container
        container.contentsScale = contentsScale

        if let clip = layer.clip {
            let mask = (container.mask as? CAShapeLayer) ?? CAShapeLayer()
            mask.frame = canvas
            mask.contentsScale = contentsScale
            mask.path = clip.cgPath
            mask.fillColor = DrawingColor.black.cgColor
            container.mask = mask
        } else {
            container.mask = nil
        }

        var items: [CALayer] = []
        items.reserveCapacity(layer.items.count)
        for (index, item) in layer.items.enumerated() {
            let reusable = index < node.items.count ? node.items[index] : nil
            switch item {
            case .shape(let path, let fill, let stroke, let shadow):
                let shape = (reusable as? ShapeItemLayer) ?? ShapeItemLayer()
                shape.frame = canvas
                shape.contentsScale = contentsScale
                shape.update(path: path.cgPath, fill: fill, stroke: stroke, shadow: shadow, scale: contentsScale)
                items.append(shape)
            case .text(let text):
                let textLayer = (reusable as? TextItemLayer) ?? TextItemLayer()
                configure(textLayer, text)
                items.append(textLayer)
            case .image(let image):
                let imageLayer = (reusable as? ImageItemLayer) ?? ImageItemLayer()
                configure(imageLayer, image)
                items.append(imageLayer)
            }
        }
        if !(container.sublayers ?? []).elementsEqual(items, by: ===) { container.sublayers = items }
        node.items = items
    }

    private func configure(_ layer: TextItemLayer, _ item: TextItem) {
        guard item.center.isFinite, !item.string.isEmpty else {
            layer.string = nil
            layer.frame = .zero
            return
        }
        let color = item.color
        let attributed = NSAttributedString(string: item.string, attributes: [
            .font: Self.font(item.font),
            .foregroundColor: color.uiColor,
            NSAttributedString.Key(kCTForegroundColorAttributeName as String): color.cgColor,
        ])
        let size = attributed.size()
        let width = ceil(size.width), height = ceil(size.height)
        layer.string = attributed
        layer.alignmentMode = .center
        layer.truncationMode = .none
        layer.isWrapped = false
        layer.contentsScale = contentsScale
        // On whole device pixels: a text layer's bitmap placed between pixels is resampled, and
        // its glyphs look soft (the centre moves by half a pixel at most).
        let scale = max(contentsScale, 1)
        let x = ((item.center.x - width / 2) * scale).rounded() / scale
        let y = ((item.center.y - height / 2) * scale).rounded() / scale
        layer.frame = CGRect(x: x, y: y, width: width, height: height)
    }

    private func configure(_ layer: ImageItemLayer, _ item: ImageItem) {
        let frame = item.frame
        let drawable = frame.origin.isFinite && frame.width.isFinite && frame.height.isFinite && !frame.isEmpty
            && frame.width * contentsScale <= Self.largestImageSide && frame.height * contentsScale <= Self.largestImageSide
        let image = drawable ? imageProvider(item.name) : nil
        layer.frame = drawable ? frame : .zero
        layer.contents = image.flatMap { Self.raster(of: $0, size: frame.size, scale: contentsScale, templateColor: item.templateColor) }
        layer.contentsGravity = .resize
        layer.contentsScale = contentsScale
    }

    /// The largest side, in pixels, an image item is drawn at: larger frames draw nothing.
    private static let largestImageSide: CGFloat = 8192

    /// `image` drawn into a bitmap of `size` points at `scale`, as an image view shows it:
    /// `UIImage.draw(in:)` honours its orientation and an SF Symbol's alignment, and draws
    /// vector and symbol images sharply at any size. A template image (`.alwaysTemplate`, or an SF
    /// Symbol left `.automatic`, which UIKit also draws as a template) is painted in
    /// `templateColor` first; any other image, or no colour, is drawn as it is. A layer's
    /// `contents` take the bitmap and know nothing of rendering modes, so this happens here, once
    /// per content change.
    static func raster(of image: UIImage, size: CGSize, scale: CGFloat, templateColor: DrawingColor?) -> CGImage? {
        let isTemplate = image.renderingMode == .alwaysTemplate || (image.isSymbolImage && image.renderingMode == .automatic)
        let drawn = isTemplate ? templateColor.map { image.withTintColor($0.uiColor, renderingMode: .alwaysOriginal) } ?? image : image
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = scale
        format.opaque = false
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            drawn.draw(in: CGRect(origin: .zero, size: size))
        }.cgImage
    }

    /// The font a Detent `DrawingFont` asks for: its named family (`DrawingFont.namedFamily`) when the system
    /// has it, else the system font; bold through the font's traits. Sizes are limited to
    /// `DrawingFont.maximumRenderedSize`.
    static func font(_ font: DrawingFont) -> UIFont {
        let size = CGFloat(font.renderedSize)
        if let family = font.namedFamily, let named = UIFont(name: family, size: size) {
            guard font.isBold, let bold = named.fontDescriptor.withSymbolicTraits(.traitBold) else { return named }
            return UIFont(descriptor: bold, size: size)
        }
        return .systemFont(ofSize: size, weight: font.isBold ? .bold : .regular)
    }
}

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
