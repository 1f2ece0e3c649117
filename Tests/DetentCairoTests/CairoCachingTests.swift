@_spi(Hosting) import Detent
import DetentCairo
import Foundation
import Testing

@Suite("CairoRenderer caches static layers")
struct CairoCachingTests {
    @Test func firstFrameRasterisesEveryLayer() {
        let renderer = CairoRenderer()
        _ = renderer.rasterImage(of: Fixture.knob(angle: 0))
        #expect(renderer.lastFrame.rasterizedStaticLayerIDs == ["background", "track"])
        #expect(renderer.lastFrame.directlyDrawnLayerIDs == ["pointer", "label"])
        #expect(renderer.lastFrame.rasterizedLayerIDs == ["background", "track", "pointer", "label"])
        #expect(renderer.lastFrame.reusedStaticLayerIDs.isEmpty)
        #expect(renderer.staticRasterizationCount == 2)
        #expect(renderer.rasterizedLayerCount == 4)
    }

    @Test func unchangedSecondFrameRasterisesNoStaticLayer() {
        let renderer = CairoRenderer()
        let first = renderer.rasterImage(of: Fixture.knob(angle: 0))
        let second = renderer.rasterImage(of: Fixture.knob(angle: 0))
        #expect(renderer.lastFrame.rasterizedStaticLayerIDs.isEmpty)
        #expect(renderer.lastFrame.reusedStaticLayerIDs == ["background", "track"])
        #expect(renderer.lastFrame.rasterizedLayerIDs == ["pointer", "label"])
        #expect(renderer.staticRasterizationCount == 2)
        #expect(first == second)
    }

    @Test func valueOnlyChangeRasterisesOnlyTheDynamicLayers() {
        let renderer = CairoRenderer()
        _ = renderer.rasterImage(of: Fixture.knob(angle: 0, label: "0.00"))
        for (i, angle) in stride(from: 0.1, to: 3, by: 0.3).enumerated() {
            _ = renderer.rasterImage(of: Fixture.knob(angle: angle, label: "0.\(i)"))
            #expect(renderer.lastFrame.rasterizedLayerIDs == ["pointer", "label"])
            #expect(renderer.lastFrame.rasterizedStaticLayerIDs.isEmpty)
        }
        #expect(renderer.staticRasterizationCount == 2)
    }

    @Test func changingAStaticLayersTransformOrOpacityReusesItsRaster() {
        let renderer = CairoRenderer()
        var drawing = Fixture.knob(angle: 0)
        _ = renderer.rasterImage(of: drawing)
        drawing.layers[1].transform = LayerTransform(rotation: .pi / 3, anchor: Fixture.center,
                                                     translation: CGSize(width: 3, height: -2))
        drawing.layers[0].opacity = 0.4
        let moved = renderer.rasterImage(of: drawing)
        #expect(renderer.lastFrame.rasterizedStaticLayerIDs.isEmpty)
        #expect(renderer.lastFrame.rasterizedLayerIDs == ["pointer", "label"])
        // …and the result is what a fresh renderer paints.
        let fresh = CairoRenderer().rasterImage(of: drawing)
        #expect(moved.difference(from: fresh, threshold: 0).differingPixelCount == 0)
    }

    @Test func changingAStaticLayersContentRasterisesThatLayerOnly() {
        let renderer = CairoRenderer()
        _ = renderer.rasterImage(of: Fixture.knob(angle: 0))
        let recoloured = renderer.rasterImage(of: Fixture.knob(angle: 0, trackColor: Fixture.red))
        #expect(renderer.lastFrame.rasterizedStaticLayerIDs == ["track"])
        #expect(renderer.lastFrame.reusedStaticLayerIDs == ["background"])
        let p = Radians.point(at: -11 * .pi / 8, radius: 38, about: Fixture.center)
        #expect(recoloured[Int(p.x.rounded()), Int(p.y.rounded())].isRed)
    }

    @Test func changingTheScaleRasterisesStaticLayersAgain() {
        let renderer = CairoRenderer()
        _ = renderer.rasterImage(of: Fixture.knob(angle: 0), scale: 1)
        _ = renderer.rasterImage(of: Fixture.knob(angle: 0), scale: 2)
        #expect(renderer.lastFrame.rasterizedStaticLayerIDs == ["background", "track"])
        _ = renderer.rasterImage(of: Fixture.knob(angle: 0), scale: 2)
        #expect(renderer.lastFrame.rasterizedStaticLayerIDs.isEmpty)
    }

    @Test func registeringImagesAndEmptyingTheCacheRasteriseAgain() {
        let renderer = CairoRenderer()
        _ = renderer.rasterImage(of: Fixture.knob(angle: 0))
        renderer.registerImage(RasterImage(width: 1, height: 1, filledWith: .clear), named: "x")
        _ = renderer.rasterImage(of: Fixture.knob(angle: 0))
        #expect(renderer.lastFrame.rasterizedStaticLayerIDs == ["background", "track"])
        renderer.removeCachedLayers()
        _ = renderer.rasterImage(of: Fixture.knob(angle: 0))
        #expect(renderer.lastFrame.rasterizedStaticLayerIDs == ["background", "track"])
    }

    @Test func layersThatDisappearAreForgottenAndDuplicateIdsKeepTheirOwnRasters() {
        let renderer = CairoRenderer()
        let a = Fixture.rectLayer(CGRect(x: 0, y: 0, width: 10, height: 10), Fixture.red, id: "same")
        let b = Fixture.rectLayer(CGRect(x: 20, y: 0, width: 10, height: 10), Fixture.blue, id: "same")
        let twice = Fixture.drawing([a, b])
        _ = renderer.rasterImage(of: twice)
        let again = renderer.rasterImage(of: twice)
        #expect(renderer.lastFrame.rasterizedStaticLayerIDs.isEmpty)
        #expect(again[5, 5].isRed)
        #expect(again[25, 5].isClose(red: 0, green: 0, blue: 255, alpha: 255))

        _ = renderer.rasterImage(of: Fixture.drawing([]))
        _ = renderer.rasterImage(of: twice)
        #expect(renderer.lastFrame.rasterizedStaticLayerIDs == ["same", "same"])
    }

    @Test func wheelFrameCostDoesNotGrowWithSectorsOnceCached() {
        // 360 static sectors, one dynamic marker: after the first frame only the marker rasterises.
        let sectors = (0 ..< 360).map { i -> Layer in
            let a = Double(i) * .pi / 180
            return Layer(id: "sector\(i)", items: [
                .fill(.ringSector(center: Fixture.center, innerRadius: 10, outerRadius: 45, startAngle: a,
                                  endAngle: a + .pi / 180), .color(DrawingColor(white: Double(i % 2))))
            ], isStatic: true)
        }
        let renderer = CairoRenderer()
        for step in 0 ..< 3 {
            let marker = Fixture.rectLayer(CGRect(x: 48, y: 0, width: 4, height: 10), Fixture.red, id: "marker",
                                           isStatic: false,
                                           transform: LayerTransform(rotation: Double(step), anchor: Fixture.center))
            _ = renderer.rasterImage(of: Fixture.drawing(sectors + [marker]))
            #expect(renderer.lastFrame.rasterizedStaticLayerIDs.count == (step == 0 ? 360 : 0))
            #expect(renderer.lastFrame.directlyDrawnLayerIDs == ["marker"])
        }
    }
}
