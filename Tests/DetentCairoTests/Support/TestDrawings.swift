@_spi(Hosting) import Detent
import DetentCairo
import Foundation

/// Colours and small drawings the renderer tests share.
enum Fixture {
    static let red = DrawingColor(red: 1, green: 0, blue: 0)
    static let green = DrawingColor(red: 0, green: 1, blue: 0)
    static let blue = DrawingColor(red: 0, green: 0, blue: 1)
    static let canvas = CGSize(width: 100, height: 100)
    static let center = CGPoint(x: 50, y: 50)

    /// A drawing of `layers` on the 100 × 100 canvas.
    static func drawing(_ layers: [Layer], size: CGSize = canvas) -> Drawing {
        Drawing(size: size, layers: layers)
    }

    /// `layers` painted by a fresh renderer.
    static func image(_ layers: [Layer], size: CGSize = canvas, scale: Double = 1) -> RasterImage {
        CairoRenderer().rasterImage(of: drawing(layers, size: size), scale: scale)
    }

    /// A layer filling `rect` with `color`.
    static func rectLayer(_ rect: CGRect, _ color: DrawingColor = red, id: String = "rect", isStatic: Bool = true,
                          transform: LayerTransform = .identity, opacity: Double = 1, clip: DrawingPath? = nil) -> Layer {
        Layer(id: id, items: [.fill(.rect(rect), .color(color))], transform: transform, opacity: opacity,
              clip: clip, isStatic: isStatic)
    }

    /// A horizontal bar across the middle of the canvas, 80 × 10.
    static let bar = CGRect(x: 10, y: 45, width: 80, height: 10)

    /// A small control-like drawing: a static background disc and track, a dynamic pointer turned
    /// to `angle` and a dynamic label.
    static func knob(angle: Double, label: String = "0.42", trackColor: DrawingColor = DrawingColor(white: 0.8)) -> Drawing {
        let background = Layer(id: "background", items: [
            .fill(.circle(center: center, radius: 46), .radialGradient(center: center, radius: 46, stops: [
                GradientStop(0, DrawingColor(white: 1)), GradientStop(1, DrawingColor(white: 0.85)),
            ]), shadow: Shadow(color: DrawingColor(white: 0, alpha: 0.4), offset: CGSize(width: 0, height: 2), blur: 4)),
        ], isStatic: true)
        let track = Layer(id: "track", items: [
            .stroke(.arc(center: center, radius: 38, startAngle: -11 * .pi / 8, endAngle: 3 * .pi / 8),
                    Stroke(.color(trackColor), width: 4, cap: .round)),
        ], isStatic: true)
        let pointer = Layer(id: "pointer", items: [
            .stroke(.segment(from: CGPoint(x: 62, y: 50), to: CGPoint(x: 84, y: 50)),
                    Stroke(.color(.systemBlue), width: 4, cap: .round)),
        ], transform: LayerTransform(rotation: angle, anchor: center), isStatic: false)
        let text = Layer(id: "label", items: [
            .text(TextItem(label, center: center, font: DrawingFont(size: 14, isBold: true), color: .black)),
        ], isStatic: false)
        return Drawing(size: canvas, layers: [background, track, pointer, text])
    }
}

extension RasterImage.Pixel {
    /// True when every channel is within `tolerance` of the given straight-alpha values.
    func isClose(red r: Int, green g: Int, blue b: Int, alpha a: Int, tolerance: Int = 8) -> Bool {
        abs(Int(red) - r) <= tolerance && abs(Int(green) - g) <= tolerance && abs(Int(blue) - b) <= tolerance
            && abs(Int(alpha) - a) <= tolerance
    }

    /// Opaque pure red, within 8.
    var isRed: Bool { isClose(red: 255, green: 0, blue: 0, alpha: 255) }
    /// Fully transparent.
    var isClear: Bool { alpha == 0 }
}

extension RasterImage {
    /// The bounding box of the pixels with alpha above `threshold`, `nil` when there are none.
    func inkBounds(alphaAbove threshold: UInt8 = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0 ..< height {
            for x in 0 ..< width where self[x, y].alpha > threshold {
                if let b = box {
                    box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
                } else {
                    box = (x, y, x, y)
                }
            }
        }
        return box
    }
}
