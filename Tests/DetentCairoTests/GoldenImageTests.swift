@_spi(Hosting) import Detent
import DetentCairo
import Foundation
import SnapshotTesting
import Testing

/// Golden images of hand-made drawings, through the reusable `.png(scale:tolerance:)` and `.svg`
/// strategies (see Support/SnapshotStrategies.swift). Record new references with
/// `SNAPSHOT_TESTING_RECORD=all swift test …` (or `failed` / `missing`; missing ones are recorded by
/// default and the test fails once); references live in `__Snapshots__/GoldenImageTests/`.
@Suite("Golden images of the renderers")
struct GoldenImageTests {
    /// Every kind of content once: gradients, shadow, arcs both ways, curves, clip, opacity,
    /// a rotated layer and text.
    static let sampler: Drawing = {
        let size = CGSize(width: 120, height: 80)
        let card = Layer(id: "card", items: [
            .fill(.roundedRect(CGRect(x: 6, y: 6, width: 108, height: 64), cornerRadius: 12),
                  .linearGradient(start: CGPoint(x: 0, y: 6), end: CGPoint(x: 0, y: 70), stops: [
                      GradientStop(0, DrawingColor(white: 0.98)), GradientStop(1, DrawingColor(white: 0.82)),
                  ]),
                  shadow: Shadow(color: DrawingColor(white: 0, alpha: 0.5), offset: CGSize(width: 0, height: 3), blur: 4)),
        ], isStatic: true)
        let dial = Layer(id: "dial", items: [
            .fill(.circle(center: CGPoint(x: 36, y: 38), radius: 22),
                  .radialGradient(center: CGPoint(x: 30, y: 32), radius: 26, stops: [
                      GradientStop(0, .white), GradientStop(1, DrawingColor(red: 0.2, green: 0.4, blue: 0.8)),
                  ])),
            .stroke(.arc(center: CGPoint(x: 36, y: 38), radius: 26, startAngle: -11 * .pi / 8, endAngle: 3 * .pi / 8),
                    Stroke(.color(DrawingColor(white: 0.3)), width: 3, cap: .round)),
        ], isStatic: true)
        let pointer = Layer(id: "pointer", items: [
            .stroke(.segment(from: CGPoint(x: 36, y: 38), to: CGPoint(x: 56, y: 38)),
                    Stroke(.color(.systemBlue), width: 4, cap: .round)),
        ], transform: LayerTransform(rotation: -.pi / 4, anchor: CGPoint(x: 36, y: 38)), isStatic: false)
        var wave = DrawingPath()
        wave.move(to: CGPoint(x: 70, y: 30))
        wave.quadCurve(to: CGPoint(x: 85, y: 30), control: CGPoint(x: 77.5, y: 16))
        wave.curve(to: CGPoint(x: 106, y: 30), control1: CGPoint(x: 92, y: 44), control2: CGPoint(x: 100, y: 44))
        let waves = Layer(id: "wave", items: [
            .stroke(wave, Stroke(.color(DrawingColor(red: 0.9, green: 0.3, blue: 0.1)), width: 3, cap: .square, join: .bevel)),
        ], isStatic: false)
        let stripes = Layer(id: "stripes", items: (0 ..< 6).map { i in
            .fill(.rect(CGRect(x: 66 + Double(i) * 8, y: 40, width: 4, height: 24)), .color(DrawingColor(red: 0, green: 0.6, blue: 0.3)))
        }, opacity: 0.6, clip: .circle(center: CGPoint(x: 88, y: 52), radius: 12), isStatic: true)
        let badge = Layer(id: "badge", items: [
            .fill(.ringSector(center: CGPoint(x: 104, y: 16), innerRadius: 4, outerRadius: 9, startAngle: 0,
                              endAngle: 1.5 * .pi), .color(DrawingColor(red: 0.8, green: 0.1, blue: 0.4))),
            .stroke(.arc(center: CGPoint(x: 104, y: 16), radius: 9, startAngle: 0, endAngle: -.pi / 2, clockwise: false),
                    Stroke(.color(.black), width: 1)),
        ], transform: LayerTransform(rotation: .pi / 6, anchor: CGPoint(x: 104, y: 16)), isStatic: true)
        let label = Layer(id: "label", items: [
            .text(TextItem("42 <&>", center: CGPoint(x: 36, y: 72), font: DrawingFont(size: 9, isBold: true), color: .black)),
        ], isStatic: false)
        return Drawing(size: size, layers: [card, dial, pointer, waves, stripes, badge, label])
    }()

    @Test func samplerAsPNG() {
        assertSnapshot(of: Self.sampler, as: .png, named: "1x")
        assertSnapshot(of: Self.sampler, as: .png(scale: 2), named: "2x")
    }

    @Test func samplerAsSVG() {
        assertSnapshot(of: Self.sampler, as: .svg)
    }

    @Test func knobFixture() {
        assertSnapshot(of: Fixture.knob(angle: 0.9), as: .png(scale: 2))
        assertSnapshot(of: Fixture.knob(angle: 0.9), as: .svg)
    }

    @Test func pngStrategyToleratesSmallDifferencesOnly() throws {
        let diffing = Diffing<RasterImage>.png(tolerance: .default)
        let reference = CairoRenderer().rasterImage(of: Self.sampler)
        #expect(diffing.diffV2(reference, reference) == nil)

        var bytes = reference.rgba
        for i in stride(from: 0, to: 40, by: 4) { bytes[i + 3] = bytes[i + 3] > 128 ? bytes[i + 3] - 10 : bytes[i + 3] + 10 }
        let faint = try #require(RasterImage(width: reference.width, height: reference.height, rgba: bytes))
        #expect(diffing.diffV2(reference, faint) == nil, "10 pixels off by 10: within tolerance")

        let moved = CairoRenderer().rasterImage(of: Fixture.knob(angle: 0.2))
        let knob = CairoRenderer().rasterImage(of: Fixture.knob(angle: 0.9))
        let failure = try #require(diffing.diffV2(knob, moved))
        #expect(failure.0.contains("pixels"))
        #expect(failure.1.count == 2)

        #expect(Diffing<RasterImage>.png(tolerance: .exact).diffV2(reference, faint) != nil)
        let sizeFailure = try #require(diffing.diffV2(reference, knob))
        #expect(sizeFailure.0.contains("size"))

        // Stored as PNG and read back unchanged.
        let stored = diffing.fromData(diffing.toData(reference))
        #expect(stored.difference(from: reference).differingPixelCount == 0)
    }

    @Test func svgStrategyStoresTheDocument() {
        let strategy = Snapshotting<Drawing, String>.svg
        #expect(strategy.pathExtension == "svg")
        let text = strategy.diffing.fromData(strategy.diffing.toData(SVGRenderer.render(Self.sampler)))
        #expect(text == SVGRenderer.render(Self.sampler))
    }
}
