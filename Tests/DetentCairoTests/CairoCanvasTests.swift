@_spi(Hosting) import Detent
import DetentCairo
import Foundation
import Testing

@Suite("CairoCanvas: one surface painted frame after frame")
struct CairoCanvasTests {
    @Test func paintsWhatTheRendererRastersAtTheSameScale() throws {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        knob.value = 0.3
        let drawing = knob.drawing(style: KnobStyle())
        let canvas = try #require(CairoCanvas(size: drawing.size, scale: 2))
        canvas.draw(drawing, with: CairoRenderer())
        let expected = CairoRenderer().rasterImage(of: drawing, scale: 2)
        let pixels = canvas.rasterImage()
        #expect(pixels.width == 300 && pixels.height == 300)
        #expect(pixels.difference(from: expected, threshold: 0).differingPixelCount == 0)
    }

    @Test func eachFrameStartsFromAClearCanvas() throws {
        let canvas = try #require(CairoCanvas(size: Fixture.canvas))
        let renderer = CairoRenderer()
        canvas.draw(Fixture.knob(angle: 0, label: "A"), with: renderer)
        canvas.draw(Fixture.knob(angle: 2, label: "B"), with: renderer)
        #expect(renderer.lastFrame.rasterizedStaticLayerIDs.isEmpty)
        let fresh = CairoRenderer().rasterImage(of: Fixture.knob(angle: 2, label: "B"))
        #expect(canvas.rasterImage().difference(from: fresh, threshold: 0).differingPixelCount == 0)

        canvas.clear()
        let cleared = canvas.rasterImage()
        #expect((0 ..< cleared.height).allSatisfy { y in (0 ..< cleared.width).allSatisfy { cleared[$0, y] == .clear } })
    }

    @Test func sizeAndScaleFollowTheRenderersRules() throws {
        let odd = try #require(CairoCanvas(size: CGSize(width: 100.5, height: 30), scale: 2))
        #expect(odd.pixelWidth == 201 && odd.pixelHeight == 60 && odd.scale == 2)
        let rendererSize = CairoRenderer.pixelSize(of: Drawing(size: odd.size, layers: []), scale: 2)
        #expect(odd.pixelWidth == rendererSize.width && odd.pixelHeight == rendererSize.height)

        for size in [CGSize.zero, CGSize(width: -5, height: 10), CGSize(width: Double.nan, height: 10)] {
            let empty = try #require(CairoCanvas(size: size, scale: 2))
            #expect(empty.pixelWidth == 1 && empty.pixelHeight == 1 && empty.scale == 1)
            empty.draw(Fixture.knob(angle: 0), with: CairoRenderer())
        }
        for scale in [0, -1, Double.nan, Double.infinity] {
            let canvas = try #require(CairoCanvas(size: Fixture.canvas, scale: scale))
            #expect(canvas.scale == 1 && canvas.pixelWidth == 100)
        }
        let huge = try #require(CairoCanvas(size: CGSize(width: 40_000, height: 1), scale: 2))
        #expect(huge.pixelWidth == CairoRenderer.maximumPixelSide && huge.scale < 1)
    }
}
