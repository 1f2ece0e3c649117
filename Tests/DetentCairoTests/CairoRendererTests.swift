import CDetentCairo
@_spi(Hosting) import Detent
import DetentCairo
import Foundation
import Testing

@Suite("CairoRenderer paints drawings")
struct CairoRendererTests {
    @Test func filledRectIsRedInsideAndTransparentOutside() {
        let image = Fixture.image([Fixture.rectLayer(CGRect(x: 20, y: 30, width: 40, height: 20))])
        #expect(image.width == 100 && image.height == 100)
        #expect(image[40, 40].isRed)
        #expect(image[20, 30].isRed)
        #expect(image[59, 49].isRed)
        #expect(image[19, 40].isClear)
        #expect(image[60, 40].isClear)
        #expect(image[40, 29].isClear)
        #expect(image[40, 50].isClear)
        #expect(image[5, 5].isClear)
    }

    @Test func scaleTwoDoublesEveryPixel() {
        let image = Fixture.image([Fixture.rectLayer(CGRect(x: 20, y: 30, width: 40, height: 20))], scale: 2)
        #expect(image.width == 200 && image.height == 200)
        #expect(image[40, 60].isRed)
        #expect(image[119, 99].isRed)
        #expect(image[120, 99].isClear)
        #expect(image[39, 60].isClear)
    }

    /// An arc from 0 to a quarter turn (y points down, so 45° is on the lower right): clockwise it
    /// covers that quarter only, counter-clockwise it takes the long way round through the other
    /// three. Each direction is painted once as a static layer and once as a dynamic one.
    @Test(arguments: [true, false], [true, false])
    func strokedArcCoversTheQuartersItsDirectionPasses(clockwise: Bool, isStatic: Bool) {
        let arc = Layer(id: "arc", items: [
            .stroke(.arc(center: Fixture.center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise),
                    Stroke(.color(Fixture.red), width: 6)),
        ], isStatic: isStatic)
        let image = Fixture.image([arc])
        let d = 40 / 2.0.squareRoot()
        // The middle of each quarter on the ring, and whether it lies on the short way round.
        let middles: [(name: String, x: Double, y: Double, onTheShortWay: Bool)] = [
            ("45°", 50 + d, 50 + d, true), ("135°", 50 - d, 50 + d, false),
            ("−45°", 50 + d, 50 - d, false), ("−135°", 50 - d, 50 - d, false),
        ]
        for middle in middles {
            let pixel = image[Int(middle.x), Int(middle.y)]
            if middle.onTheShortWay == clockwise {
                #expect(pixel.isRed, "\(middle.name)")
            } else {
                #expect(pixel.isClear, "\(middle.name)")
            }
        }
        if clockwise {
            // Just inside both ends of the short way.
            #expect(image[90, 52].isRed)
            #expect(image[52, 90].isRed)
        }
        #expect(image[50, 50].isClear)
    }

    @Test func fullCircleIsClosed() {
        let ring = Layer(id: "ring", items: [
            .stroke(.circle(center: Fixture.center, radius: 40), Stroke(.color(Fixture.red), width: 4)),
        ], isStatic: true)
        let image = Fixture.image([ring])
        for angle in stride(from: 0.0, to: 2 * .pi, by: .pi / 8) {
            let p = Radians.point(at: angle, radius: 40, about: Fixture.center)
            #expect(image[Int(p.x), Int(p.y)].alpha > 200, "angle \(angle)")
        }
    }

    @Test(arguments: [true, false])
    func layerRotatedAQuarterTurnAboutTheCentreTurnsABarVertical(isStatic: Bool) {
        let flat = Fixture.image([Fixture.rectLayer(Fixture.bar, isStatic: isStatic)])
        #expect(flat[20, 50].isRed)
        #expect(flat[50, 20].isClear)

        let turned = Fixture.image([Fixture.rectLayer(Fixture.bar, isStatic: isStatic,
                                                      transform: LayerTransform(rotation: .pi / 2, anchor: Fixture.center))])
        #expect(turned[50, 20].isRed)
        #expect(turned[50, 80].isRed)
        #expect(turned[20, 50].isClear)
        #expect(turned[80, 50].isClear)
    }

    @Test(arguments: [true, false])
    func translationMovesTheLayer(isStatic: Bool) {
        let image = Fixture.image([Fixture.rectLayer(CGRect(x: 0, y: 0, width: 10, height: 10), isStatic: isStatic,
                                                     transform: LayerTransform(translation: CGSize(width: 30, height: 60)))])
        #expect(image[35, 65].isRed)
        #expect(image[5, 5].isClear)
    }

    @Test(arguments: [true, false])
    func halfOpacityHalvesAlpha(isStatic: Bool) {
        let image = Fixture.image([Fixture.rectLayer(CGRect(x: 0, y: 0, width: 100, height: 100),
                                                     isStatic: isStatic, opacity: 0.5)])
        #expect(image[50, 50].isClose(red: 255, green: 0, blue: 0, alpha: 128, tolerance: 2))
    }

    @Test(arguments: [true, false])
    func opacityAppliesToTheLayerAsAWhole(isStatic: Bool) {
        // Two overlapping opaque squares in one half-transparent layer: the overlap is not darker.
        let layer = Layer(id: "pair", items: [
            .fill(.rect(CGRect(x: 10, y: 10, width: 50, height: 50)), .color(Fixture.red)),
            .fill(.rect(CGRect(x: 40, y: 40, width: 50, height: 50)), .color(Fixture.red)),
        ], opacity: 0.5, isStatic: isStatic)
        let image = Fixture.image([layer])
        #expect(image[50, 50].isClose(red: 255, green: 0, blue: 0, alpha: 128, tolerance: 2))
        #expect(image[20, 20].isClose(red: 255, green: 0, blue: 0, alpha: 128, tolerance: 2))
    }

    @Test func zeroOpacityLayersAreSkipped() {
        let renderer = CairoRenderer()
        let image = renderer.rasterImage(of: Fixture.drawing([
            Fixture.rectLayer(CGRect(x: 0, y: 0, width: 100, height: 100), opacity: 0),
        ]))
        #expect(image[50, 50].isClear)
        #expect(renderer.lastFrame.rasterizedLayerIDs.isEmpty)
    }

    @Test(arguments: [true, false])
    func clipIsInTheLayersCoordinates(isStatic: Bool) {
        let layer = Fixture.rectLayer(CGRect(x: 0, y: 0, width: 100, height: 100), isStatic: isStatic,
                                      transform: LayerTransform(translation: CGSize(width: 20, height: 0)),
                                      clip: .rect(CGRect(x: 0, y: 0, width: 50, height: 100)))
        let image = Fixture.image([layer])
        #expect(image[15, 50].isClear)
        #expect(image[25, 50].isRed)
        #expect(image[65, 50].isRed)
        #expect(image[75, 50].isClear)
    }

    @Test func laterLayersPaintOverEarlierOnes() {
        let image = Fixture.image([
            Fixture.rectLayer(CGRect(x: 0, y: 0, width: 60, height: 100), Fixture.red, id: "back"),
            Fixture.rectLayer(CGRect(x: 40, y: 0, width: 60, height: 100), Fixture.blue, id: "front", isStatic: false),
        ])
        #expect(image[20, 50].isRed)
        #expect(image[50, 50].isClose(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func linearGradientRunsFromStartToEnd() {
        let layer = Layer(id: "g", items: [
            .fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 100)),
                  .linearGradient(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0),
                                  stops: [GradientStop(0, Fixture.red), GradientStop(1, Fixture.blue)])),
        ], isStatic: true)
        let image = Fixture.image([layer])
        #expect(image[1, 50].isClose(red: 255, green: 0, blue: 0, alpha: 255, tolerance: 8))
        #expect(image[98, 50].isClose(red: 0, green: 0, blue: 255, alpha: 255, tolerance: 8))
        #expect(image[50, 50].isClose(red: 127, green: 0, blue: 127, alpha: 255, tolerance: 6))
        #expect(image[50, 5] == image[50, 95])
    }

    @Test func radialGradientRunsFromTheCentreOutAndPadsBeyond() {
        let layer = Layer(id: "g", items: [
            .fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 100)),
                  .radialGradient(center: Fixture.center, radius: 40,
                                  stops: [GradientStop(0, .white), GradientStop(1, .black)])),
        ], isStatic: false)
        let image = Fixture.image([layer])
        #expect(image[50, 50].isClose(red: 255, green: 255, blue: 255, alpha: 255, tolerance: 10))
        #expect(image[70, 50].isClose(red: 127, green: 127, blue: 127, alpha: 255, tolerance: 10))
        #expect(image[95, 50].isClose(red: 0, green: 0, blue: 0, alpha: 255, tolerance: 2))
        #expect(image[2, 2].isClose(red: 0, green: 0, blue: 0, alpha: 255, tolerance: 2))
    }

    @Test func degenerateGradientsPaintTheirLastStopAndEmptyOnesNothing() {
        let stops = [GradientStop(1, Fixture.blue), GradientStop(0, Fixture.red)]  // unsorted on purpose
        let square = DrawingPath.rect(CGRect(x: 0, y: 0, width: 100, height: 100))
        let nan = CGPoint(x: Double.nan, y: 0)
        for paint in [Paint.linearGradient(start: Fixture.center, end: Fixture.center, stops: stops),
                      .linearGradient(start: nan, end: Fixture.center, stops: stops),
                      .radialGradient(center: Fixture.center, radius: 0, stops: stops),
                      .radialGradient(center: Fixture.center, radius: .infinity, stops: stops)] {
            let image = Fixture.image([Layer(id: "g", items: [.fill(square, paint)], isStatic: true)])
            #expect(image[50, 50].isClose(red: 0, green: 0, blue: 255, alpha: 255), "\(paint)")
        }
        let empty = Fixture.image([Layer(id: "g", items: [
            .fill(square, .linearGradient(start: .zero, end: Fixture.center, stops: [])),
        ], isStatic: false)])
        #expect(empty[50, 50].isClear)
    }

    @Test func lineCapsAndJoinsShapeTheOutline() {
        func capped(_ cap: LineCap) -> RasterImage {
            Fixture.image([Layer(id: "line", items: [
                .stroke(.segment(from: CGPoint(x: 30, y: 50), to: CGPoint(x: 70, y: 50)),
                        Stroke(.color(Fixture.red), width: 10, cap: cap)),
            ], isStatic: false)])
        }
        let butt = capped(.butt), square = capped(.square), round = capped(.round)
        #expect(butt[50, 46].isRed)
        #expect(butt[72, 50].isClear)
        #expect(square[72, 50].isRed)
        #expect(square[73, 53].isRed)
        #expect(round[72, 50].isRed)
        #expect(round[74, 54].isClear)

        func joined(_ join: LineJoin) -> RasterImage {
            var corner = DrawingPath()
            corner.move(to: CGPoint(x: 20, y: 80))
            corner.line(to: CGPoint(x: 50, y: 20))
            corner.line(to: CGPoint(x: 80, y: 80))
            return Fixture.image([Layer(id: "corner", items: [
                .stroke(corner, Stroke(.color(Fixture.red), width: 10, join: join)),
            ], isStatic: true)])
        }
        // A sharp corner's mitre reaches ≈ 11 points above the apex; bevel and round stop short.
        #expect(joined(.miter)[50, 12].isRed)
        #expect(joined(.bevel)[50, 12].isClear)
        #expect(joined(.round)[50, 12].isClear)
        #expect(joined(.round)[50, 16].alpha > 0)
    }

    @Test func zeroWidthStrokesAndEmptyPathsDrawNothing() {
        let image = Fixture.image([Layer(id: "nothing", items: [
            .stroke(.rect(CGRect(x: 10, y: 10, width: 80, height: 80)), Stroke(.color(Fixture.red), width: 0)),
            .fill(DrawingPath(), .color(Fixture.red)),
            .shape(path: .rect(CGRect(x: 10, y: 10, width: 80, height: 80)), fill: nil, stroke: nil,
                   shadow: Shadow(color: .black, offset: .zero, blur: 2)),
        ], isStatic: true)])
        #expect(image.inkBounds() == nil)
    }

    @Test func sharpShadowIsAnOffsetCopyUnderTheShape() {
        let layer = Layer(id: "s", items: [
            .fill(.rect(CGRect(x: 20, y: 20, width: 40, height: 40)), .color(Fixture.red),
                  shadow: Shadow(color: .black, offset: CGSize(width: 0, height: 20), blur: 0)),
        ], isStatic: true)
        let image = Fixture.image([layer])
        #expect(image[40, 40].isRed)
        #expect(image[40, 70].isClose(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(image[40, 79].isClose(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(image[40, 81].isClear)
        #expect(image[65, 70].isClear)
    }

    @Test(arguments: [1.0, 2.0])
    func blurredShadowFadesOutOverAboutThreeDeviations(scale: Double) {
        let layer = Layer(id: "s", items: [
            .fill(.rect(CGRect(x: 20, y: 10, width: 60, height: 40)), .color(Fixture.red),
                  shadow: Shadow(color: .black, offset: CGSize(width: 0, height: 20), blur: 8)),
        ], isStatic: false)
        let image = Fixture.image([layer], scale: scale)
        func at(_ x: Double, _ y: Double) -> RasterImage.Pixel { image[Int(x * scale), Int(y * scale)] }
        // The shadow's lower edge is at y = 70 with σ = 4: half alpha there, nearly opaque 8 above,
        // nearly nothing 12 below.
        #expect(abs(Int(at(50, 70).alpha) - 128) < 24)
        #expect(at(50, 62).alpha > 230)
        #expect(at(50, 82).alpha < 10)
        #expect(at(50, 30).isRed)
    }

    @Test(arguments: [true, false])
    func hugeShadowsAndCoordinatesDoNotSpoilTheRest(isStatic: Bool) {
        let square = DrawingPath.rect(CGRect(x: 40, y: 40, width: 20, height: 20))
        let layer = Layer(id: "s", items: [
            .fill(square, .color(Fixture.blue), shadow: Shadow(color: .black, offset: CGSize(width: 1e6, height: 0), blur: 1)),
            .fill(square, .color(Fixture.blue), shadow: Shadow(color: .black, offset: .zero, blur: 1e7)),
            .fill(square, .color(Fixture.blue), shadow: Shadow(color: .black, offset: .zero, blur: 5000)),
            .fill(.rect(CGRect(x: -1e12, y: -1e12, width: 3e12, height: 1e12 + 10)), .color(Fixture.green)),
            .stroke(.segment(from: CGPoint(x: -1e15, y: 95), to: CGPoint(x: 1e15, y: 95)), Stroke(.color(Fixture.blue), width: 2)),
            .text(TextItem("far", center: CGPoint(x: 1e13, y: 0), font: .body, color: .black)),
            .image(ImageItem(name: "none", frame: CGRect(x: 0, y: 0, width: 1e300, height: 1e300))),
            .fill(.rect(CGRect(x: 45, y: 45, width: 10, height: 10)), .color(Fixture.red)),
        ], transform: LayerTransform(translation: CGSize(width: 1, height: 0)), isStatic: isStatic)
        let renderer = CairoRenderer()
        let image = renderer.rasterImage(of: Fixture.drawing([layer]))
        #expect(image[51, 50].isRed, "items after the huge ones are still drawn")
        #expect(image[42, 50].isClose(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test(arguments: [false, true])
    func textIsCentredOnItsPoint(isBold: Bool) throws {
        let layer = Layer(id: "t", items: [
            .text(TextItem("88", center: Fixture.center, font: DrawingFont(size: 40, isBold: isBold), color: .black)),
        ], isStatic: isBold)
        let image = Fixture.image([layer])
        let box = try #require(image.inkBounds(alphaAbove: 100))
        let cx = Double(box.minX + box.maxX + 1) / 2, cy = Double(box.minY + box.maxY + 1) / 2
        #expect(abs(cx - 50) <= 3, "ink centre x \(cx)")
        #expect(abs(cy - 50) <= 4, "ink centre y \(cy)")
        #expect(box.maxX - box.minX > 30)
        #expect(box.maxY - box.minY > 20)
    }

    @Test func nonFiniteOrEmptyTextDrawsNothing() {
        let image = Fixture.image([Layer(id: "t", items: [
            .text(TextItem("x", center: CGPoint(x: Double.nan, y: 0), font: .body, color: .black)),
            .text(TextItem("", center: Fixture.center, font: .body, color: .black)),
            .text(TextItem("y", center: Fixture.center, font: DrawingFont(size: 1e12), color: .clear)),
        ], isStatic: false)])
        #expect(image.inkBounds() == nil)
    }

    @Test func imagesAreDrawnByNameStretchedToTheirFrame() throws {
        let renderer = CairoRenderer()
        let green = RasterImage(width: 2, height: 3, filledWith: .init(red: 0, green: 255, blue: 0, alpha: 255))
        let png = try #require(green.pngData())
        #expect(renderer.registerImage(pngData: png, named: "dot"))
        #expect(renderer.registerImage(pngData: Data("not a png".utf8), named: "bad") == false)
        #expect(renderer.imageNames == ["dot"])

        let drawing = Fixture.drawing([Layer(id: "img", items: [
            .image(ImageItem(name: "dot", frame: CGRect(x: 25, y: 25, width: 50, height: 50))),
            .image(ImageItem(name: "unknown", frame: CGRect(x: 0, y: 0, width: 20, height: 20))),
        ], isStatic: true)])
        let image = renderer.rasterImage(of: drawing)
        #expect(image[50, 50].isClose(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(image[25, 25].isClose(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(image[74, 74].isClose(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(image[75, 50].isClear)
        #expect(image[10, 10].isClear)

        renderer.removeImage(named: "dot")
        #expect(renderer.rasterImage(of: drawing).inkBounds() == nil)
        #expect(renderer.registerImage(green, named: "raster"))
        #expect(renderer.registerImage(RasterImage(width: 0, height: 0, filledWith: .clear), named: "empty") == false)
    }

    @Test func drawsIntoAContextWhoseUserSpaceIsPoints() throws {
        let drawing = Fixture.knob(angle: 0.7)
        let expected = CairoRenderer().rasterImage(of: drawing, scale: 2)

        // A GTK-like target: device scale 2 on the surface, user space in points.
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 200))
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, 2, 2)
        let cr = try #require(cairo_create(surface))
        cairo_set_line_width(cr, 7)
        let renderer = CairoRenderer()
        renderer.draw(drawing, in: cr, scale: 2)
        #expect(cairo_get_line_width(cr) == 7, "the context's state is restored")
        #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
        cairo_destroy(cr)
        cairo_surface_flush(surface)

        let png = try #require(Self.png(of: surface))
        let actual = try #require(RasterImage(pngData: png))
        let difference = actual.difference(from: expected, threshold: 2)
        #expect(difference.sizesMatch)
        #expect(difference.differingPixelCount == 0)
        #expect(renderer.lastFrame.directlyDrawnLayerIDs == ["pointer", "label"])
    }

    @Test func contextsInAnErrorStateAreLeftAlone() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        cairo_restore(cr)  // unbalanced: puts the context in an error state
        #expect(cairo_status(cr) != CAIRO_STATUS_SUCCESS)
        let renderer = CairoRenderer()
        renderer.draw(Fixture.knob(angle: 0), in: cr)
        #expect(renderer.lastFrame.rasterizedLayerIDs.isEmpty)
    }

    @Test func staticContentOutsideTheCanvasCanBeMovedIntoView() {
        // Drawn left of the canvas, moved into it by the transform: the cache keeps it.
        let near = Fixture.image([Fixture.rectLayer(CGRect(x: -40, y: 40, width: 20, height: 20), isStatic: true,
                                                    transform: LayerTransform(translation: CGSize(width: 60, height: 0)))])
        #expect(near[30, 50].isRed)
        #expect(near[45, 50].isClear)
        // Farther than the canvas's larger side outside it, static content is cut off (documented);
        // dynamic content is not.
        let far = Fixture.rectLayer(CGRect(x: -500, y: 40, width: 20, height: 20), isStatic: true,
                                    transform: LayerTransform(translation: CGSize(width: 520, height: 0)))
        #expect(Fixture.image([far])[30, 50].isClear)
        var dynamic = far
        dynamic.isStatic = false
        #expect(Fixture.image([dynamic])[30, 50].isRed)
    }

    @Test(arguments: [0.0, 2.1])
    func cachedAndDirectPaintingGiveTheSamePixels(pointerAngle: Double) {
        let drawing = Fixture.knob(angle: pointerAngle)
        var allDynamic = drawing
        allDynamic.layers = drawing.layers.map { var l = $0; l.isStatic = false; return l }
        var allStatic = drawing
        allStatic.layers = drawing.layers.map { var l = $0; l.isStatic = true; return l }
        for scale in [1.0, 2.0] {
            let a = CairoRenderer().rasterImage(of: allDynamic, scale: scale)
            let b = CairoRenderer().rasterImage(of: allStatic, scale: scale)
            let d = a.difference(from: b, threshold: 2)
            #expect(d.sizesMatch)
            if pointerAngle == 0 {
                #expect(d.differingPixelCount == 0, "untransformed rasters are composited pixel for pixel")
            } else {
                // A rotated raster is resampled: only the pointer's anti-aliased edge may differ.
                #expect(d.differingFraction < 0.01, "\(d)")
            }
        }
    }

    @Test(arguments: [true, false])
    func valuesAssignedAfterInitialisationAreSanitised(isStatic: Bool) throws {
        var stroke = Stroke(.color(Fixture.red), width: 4)
        stroke.width = .nan
        var font = DrawingFont(size: 12)
        font.size = -.infinity
        var color = Fixture.red
        color.red = .nan
        color.alpha = 7
        var shadow = Shadow(color: .black, offset: .zero, blur: 1)
        shadow.blur = .nan
        shadow.offset = CGSize(width: Double.infinity, height: 0)
        var stop = GradientStop(0.5, Fixture.red)
        stop.location = .nan
        var odd = Layer(id: "odd", items: [
            .stroke(.rect(CGRect(x: 10, y: 10, width: 80, height: 80)), stroke),
            .text(TextItem("8", center: Fixture.center, font: font, color: color)),
            .fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(color), shadow: shadow),
            .fill(.rect(CGRect(x: 90, y: 0, width: 10, height: 10)),
                  .linearGradient(start: .zero, end: CGPoint(x: 100, y: 0), stops: [stop, GradientStop(1, Fixture.blue)])),
        ], isStatic: isStatic)
        odd.opacity = .nan
        odd.transform.rotation = .nan
        odd.transform.anchor = CGPoint(x: Double.infinity, y: 0)
        let last = Fixture.rectLayer(CGRect(x: 40, y: 90, width: 20, height: 10), id: "last", isStatic: isStatic)

        let renderer = CairoRenderer()
        let image = renderer.rasterImage(of: Fixture.drawing([odd, last]))
        #expect(image[50, 95].isRed, "later layers are still drawn")
        #expect(image[5, 5].isClose(red: 0, green: 0, blue: 0, alpha: 255), "NaN red is 0, alpha 7 is 1")
        #expect(image[10, 50].isClear, "a NaN-wide stroke draws nothing")
        #expect(image.inkBounds(alphaAbove: 100).map { $0.minY } == 0)
    }

    @Test(arguments: [true, false])
    func absurdSizesNeitherStallNorSpoilLaterLayers(isStatic: Bool) throws {
        let renderer = CairoRenderer()
        let tile = RasterImage(width: 2, height: 2, filledWith: .init(red: 0, green: 255, blue: 0, alpha: 255))
        renderer.registerImage(tile, named: "tile")
        let far = Fixture.rectLayer(CGRect(x: 0, y: 0, width: 10, height: 10), id: "far", isStatic: isStatic,
                                    transform: LayerTransform(rotation: 1e300, anchor: CGPoint(x: -1e300, y: 1e300),
                                                              translation: CGSize(width: 1e300, height: -1e300)))
        let huge = Layer(id: "huge", items: [
            .stroke(.arc(center: Fixture.center, radius: 1e300, startAngle: 0, endAngle: 1), Stroke(.color(.black), width: 1)),
            .stroke(.arc(center: CGPoint(x: 50, y: 2e6 + 60), radius: 2e6, startAngle: -.pi / 2 - 1e-4,
                         endAngle: -.pi / 2 + 1e-4), Stroke(.color(Fixture.blue), width: 4)),
            .stroke(.segment(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 1)),
                    Stroke(.color(.black), width: 1e300, cap: .round, join: .round)),
            .image(ImageItem(name: "tile", frame: CGRect(x: 0, y: 0, width: 1e300, height: 1e300))),
            .fill(.rect(CGRect(x: -1e300, y: -1e300, width: .greatestFiniteMagnitude, height: 1e300)), .color(.black)),
            .text(TextItem("far", center: CGPoint(x: 1e15, y: 0), font: DrawingFont(size: 1e300), color: .black)),
        ], isStatic: isStatic)
        let last = Fixture.rectLayer(CGRect(x: 40, y: 80, width: 20, height: 10), id: "last", isStatic: isStatic)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            _ = renderer.rasterImage(of: Fixture.drawing([far, huge, last]))
        }
        let image = renderer.rasterImage(of: Fixture.drawing([far, huge, last]))
        #expect(elapsed < .seconds(5))
        #expect(image[50, 85].isRed)
        // The 2·10⁶-point arc, drawn as Bézier curves, passes through (50, 60) (cairo itself works in
        // fixed point: coordinates beyond about ±8·10⁶ device pixels are not representable).
        #expect(image[50, 60].alpha > 100)
    }

    @Test func drawingsWithoutACanvasGiveOneTransparentPixel() throws {
        let layers = [Fixture.rectLayer(CGRect(x: 0, y: 0, width: 10, height: 10))]
        for size in [CGSize.zero, CGSize(width: -10, height: 10), CGSize(width: Double.nan, height: 10),
                     CGSize(width: 10, height: Double.infinity), CGSize(width: 100, height: 0)] {
            let renderer = CairoRenderer()
            let png = renderer.pngData(of: Fixture.drawing(layers, size: size))
            let image = try #require(RasterImage(pngData: png))
            #expect(image.width == 1 && image.height == 1)
            #expect(image[0, 0].isClear)
            #expect(renderer.rasterImage(of: Fixture.drawing(layers, size: size)).width == 1)
            #expect(CairoRenderer.pixelSize(of: Fixture.drawing(layers, size: size)) == (1, 1))
            #expect(renderer.lastFrame.rasterizedLayerIDs.isEmpty)
        }
    }

    @Test func badScalesAreOneAndHugeOnesAreLimited() {
        let drawing = Fixture.drawing([])
        for scale in [0, -2, Double.nan, Double.infinity, -Double.infinity] {
            #expect(CairoRenderer.pixelSize(of: drawing, scale: scale) == (100, 100))
        }
        #expect(CairoRenderer.pixelSize(of: drawing, scale: 1e9) == (16384, 16384))
        #expect(CairoRenderer.pixelSize(of: drawing, scale: 1.5) == (150, 150))
        #expect(CairoRenderer.pixelSize(of: Fixture.drawing([], size: CGSize(width: 10.2, height: 0.01))) == (11, 1))
        let long = Fixture.drawing([Fixture.rectLayer(CGRect(x: 0, y: 0, width: 1e9, height: 1))],
                                   size: CGSize(width: 1e9, height: 1))
        let image = CairoRenderer().rasterImage(of: long)
        #expect(image.width == 16384 && image.height == 1)
    }

    @Test func pngFilesAndDataRoundTrip() throws {
        let drawing = Fixture.knob(angle: 1)
        let renderer = CairoRenderer()
        let png = renderer.pngData(of: drawing, scale: 2)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(CairoRenderer.decodePNG(png))
        let direct = renderer.rasterImage(of: drawing, scale: 2)
        #expect(decoded.difference(from: direct, threshold: 1).differingPixelCount == 0)

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("detent-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try renderer.writePNG(of: drawing, to: url, scale: 2)
        #expect(try Data(contentsOf: url) == png)
    }

    /// The surface as PNG bytes, through cairo's file-free API.
    static func png(of surface: OpaquePointer) -> Data? {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            sink.data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        return withExtendedLifetime(sink) { status == CAIRO_STATUS_SUCCESS ? sink.data : nil }
    }
}
