#if canImport(UIKit)
import SwiftUI
import Detent

extension GraphicsContext {
    /// Paints a Detent ``Drawing`` into this context, in the context's coordinates (the control's
    /// bounds, y down): the SwiftUI Canvas counterpart of the Core Animation and cairo renderers.
    ///
    /// Each layer is drawn through its transform (``LayerTransform/affineTransform``) and clip; a
    /// layer with an opacity below 1 is composited as a group, as Core Animation does. Shapes with a
    /// shadow are drawn in a group under a shadow filter (radius `blur / 2`, the convention of the
    /// other renderers). Degenerate gradients paint their fallback colour
    /// (``Paint/degenerateGradientColor``); gradients without stops, zero-width strokes and
    /// drawings without a drawable canvas paint nothing. `image` resolves `.image` items by name.
    func draw(_ drawing: Drawing, image: (String) -> Image?) {
        guard drawing.hasDrawableCanvas else { return }
        for layer in drawing.layers where layer.opacity > 0 && !layer.items.isEmpty {
            var context = self
            if !layer.transform.isIdentity { context.concatenate(layer.transform.affineTransform) }
            if let clip = layer.clip { context.clip(to: Path(clip.cgPath)) }
            if layer.opacity < 1 {
                context.opacity *= layer.opacity
                context.drawLayer { group in group.drawItems(layer.items, image: image) }
            } else {
                context.drawItems(layer.items, image: image)
            }
        }
    }

    private func drawItems(_ items: [DrawingItem], image: (String) -> Image?) {
        for item in items {
            switch item {
            case .shape(let path, let fill, let stroke, let shadow):
                drawShape(path, fill: fill, stroke: stroke, shadow: shadow)
            case .text(let text):
                guard text.center.isFinite, !text.string.isEmpty else { continue }
                draw(Text(text.string).font(Self.font(text.font)).foregroundColor(text.color.swiftUIColor),
                     at: text.center, anchor: .center)
            case .image(let item):
                let frame = item.frame
                guard frame.origin.isFinite, frame.width.isFinite, frame.height.isFinite, !frame.isEmpty,
                      let resolved = image(item.name) else { continue }
                draw(resolved, in: frame)
            }
        }
    }

    private func drawShape(_ path: DrawingPath, fill: Paint?, stroke: Stroke?, shadow: Shadow?) {
        let fillShading = fill.flatMap(Self.shading)
        let strokeShading = stroke.flatMap { $0.width > 0 ? Self.shading($0.paint) : nil }
        guard fillShading != nil || strokeShading != nil, !path.isEmpty else { return }
        let shape = Path(path.cgPath)
        func paint(_ context: GraphicsContext) {
            if let fillShading { context.fill(shape, with: fillShading) }
            if let stroke, let strokeShading {
                context.stroke(shape, with: strokeShading,
                               style: StrokeStyle(lineWidth: CGFloat(stroke.width), lineCap: stroke.cap.cgLineCap,
                                                  lineJoin: stroke.join.cgLineJoin, miterLimit: 10))
            }
        }
        guard let shadow else {
            paint(self)
            return
        }
        var shadowed = self
        shadowed.addFilter(.shadow(color: shadow.color.swiftUIColor, radius: CGFloat(shadow.blur / 2),
                                   x: shadow.offset.width, y: shadow.offset.height))
        shadowed.drawLayer { group in paint(group) }
    }

    /// How a paint fills: a colour (also for a degenerate gradient, see ``Paint/rendered``), a
    /// gradient, or `nil` for a gradient without stops.
    private static func shading(_ paint: Paint) -> Shading? {
        switch paint.rendered {
        case .color(let color)?:
            return .color(color.swiftUIColor)
        case .linearGradient(let start, let end, let stops)?:
            return .linearGradient(gradient(stops), startPoint: start, endPoint: end)
        case .radialGradient(let center, let radius, let stops)?:
            return .radialGradient(gradient(stops), center: center, startRadius: 0, endRadius: CGFloat(radius))
        case nil:
            return nil
        }
    }

    private static func gradient(_ stops: [GradientStop]) -> Gradient {
        Gradient(stops: stops.sortedByLocation.map {
            Gradient.Stop(color: $0.color.swiftUIColor, location: CGFloat($0.location))
        })
    }

    /// The SwiftUI font for a Detent font: its named family (``DrawingFont/namedFamily``), else the
    /// system font; bold as asked; at most ``DrawingFont/maximumRenderedSize`` points.
    static func font(_ font: DrawingFont) -> Font {
        let size = CGFloat(font.renderedSize)
        let base = font.namedFamily.map { Font.custom($0, fixedSize: size) } ?? .system(size: size)
        return font.isBold ? base.bold() : base
    }
}

extension DrawingColor {
    /// The colour as a SwiftUI colour in the sRGB space.
    var swiftUIColor: Color {
        Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
    }
}
#endif
