@_spi(Hosting) import Detent
import DetentCairo
import Foundation
import Testing

/// What a frame costs, counted rather than timed. The bars: a frame where only the value changed
/// re-rasterises only the dynamic layers; a wheel's frame cost does not grow with N. Each control
/// is painted as its GTK widget paints it (one renderer and one drawing cache, at 2x, into one
/// canvas); the counts are what the benchmarks in `Benchmarks/` time.
@Suite("Frame cost in counts: value-only frames touch only what changed, whatever the wheel's N")
struct FrameCostTests {
    /// What one frame touched.
    struct FrameCost: Equatable, CustomStringConvertible {
        /// The layers the renderer rasterised (static layers rebuilt and dynamic layers drawn).
        var rasterizedLayers: [String] = []
        /// The drawing items in those layers.
        var rasterizedItems = 0
        /// The layers whose items were built anew for this frame's Drawing (not the cached array).
        var rebuiltLayers: [String] = []
        /// The drawing items in those layers.
        var rebuiltItems = 0
        /// Every item of the drawing, touched or not.
        var totalItems = 0

        var description: String {
            "rasterised \(rasterizedLayers) (\(rasterizedItems) items), rebuilt \(rebuiltLayers) (\(rebuiltItems) items) of \(totalItems)"
        }
    }

    /// A control painted frame after frame, as a widget paints it.
    final class Painter {
        let canvas: CairoCanvas
        let renderer = CairoRenderer()
        let cache = DrawingCache()
        let build: (DrawingCache) -> Drawing
        private var previous: Drawing?

        init(size: CGSize, _ build: @escaping (DrawingCache) -> Drawing) throws {
            canvas = try #require(CairoCanvas(size: size, scale: 2))
            self.build = build
        }

        /// Builds and paints one frame and says what it touched.
        @discardableResult
        func frame() -> FrameCost {
            let drawing = build(cache)
            canvas.draw(drawing, with: renderer)
            var cost = FrameCost()
            cost.rasterizedLayers = renderer.lastFrame.rasterizedLayerIDs
            cost.rasterizedItems = cost.rasterizedLayers.reduce(0) { $0 + (drawing[$1]?.items.count ?? 0) }
            for layer in drawing.layers where !Self.sharesItems(layer, previous?[layer.id]) {
                cost.rebuiltLayers.append(layer.id)
                cost.rebuiltItems += layer.items.count
            }
            cost.totalItems = drawing.layers.reduce(0) { $0 + $1.items.count }
            previous = drawing
            return cost
        }

        /// True when `layer` holds the very item array `old` held (the drawing cache handed it back
        /// instead of building it again).
        private static func sharesItems(_ layer: Layer, _ old: Layer?) -> Bool {
            guard let old else { return false }
            if layer.items.isEmpty || old.items.isEmpty { return layer.items.isEmpty && old.items.isEmpty }
            return layer.items.withUnsafeBufferPointer { a in old.items.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
        }
    }

    static let wheelSide = 240.0

    /// A wheel of `sectors` sectors, 240 points square.
    static func wheel(_ sectors: Int) -> RotaryWheelModel {
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: wheelSide, height: wheelSide))
        wheel.numberOfSections = sectors
        return wheel
    }

    /// The finger on the wheel's ring at `degrees`.
    static func ringPoint(_ degrees: Double) -> CGPoint {
        Radians.point(at: degrees * .pi / 180, radius: 0.35 * wheelSide, about: CGPoint(x: wheelSide / 2, y: wheelSide / 2))
    }

    /// The costs of `frames` frames of a wheel after a first frame, each after `change(frame)`.
    static func wheelCosts(_ wheel: RotaryWheelModel, frames: Int = 30, change: (Int) -> Void) throws -> [FrameCost] {
        let painter = try Painter(size: wheel.bounds.size) { wheel.drawing(cache: $0) }
        let first = painter.frame()
        #expect(first.rasterizedLayers.count >= 4, "the first frame rasterises every visible static layer")
        return (1 ... frames).map { i in
            change(i)
            return painter.frame()
        }
    }

    @Test(arguments: [8, 360])
    func wheelDragFramesTouchNothingButTransforms(sectors: Int) throws {
        let wheel = Self.wheel(sectors)
        #expect(wheel.beginTracking(at: Self.ringPoint(0), time: 0))
        let before = wheel.rotation
        let costs = try Self.wheelCosts(wheel) { i in wheel.continueTracking(at: Self.ringPoint(Double(i)), time: Double(i) / 120) }
        #expect(abs(wheel.rotation - before - 30 * .pi / 180) < 1e-9, "the drag turned the wheel 30°")
        for cost in costs {
            #expect(cost.rasterizedLayers.isEmpty && cost.rasterizedItems == 0, "\(cost)")
            #expect(cost.rebuiltLayers.isEmpty && cost.rebuiltItems == 0, "\(cost)")
        }
        // The sectors are there all the same: N = 360 draws hundreds of items, none touched.
        #expect(costs[0].totalItems >= (sectors == 360 ? 360 : 8))
    }

    @Test(arguments: [8, 360])
    func wheelGlideFramesShowTheSelectedSectorWithoutRasterisingIt(sectors: Int) throws {
        let wheel = Self.wheel(sectors)
        // Two turns and a bit: about 1.4 s, so the 30 frames (0.5 s at 60 a second) are all mid-glide.
        wheel.spin(by: 13, animated: true)
        let selected = wheel.selectedIndex
        let costs = try Self.wheelCosts(wheel) { i in wheel.advance(to: Double(i) / 60) }
        #expect(wheel.isAnimating && wheel.selectedIndex == selected, "still gliding to the same sector")
        #expect(wheel.sectorAlpha(selected) == 1, "the selected sector shows")
        for cost in costs {
            #expect(cost.rasterizedLayers.isEmpty && cost.rebuiltLayers.isEmpty, "\(cost)")
        }
    }

    @Test func aNewSelectionRasterisesOneSectorWhateverN() throws {
        var items: [Int: Int] = [:]
        for sectors in [8, 360] {
            let wheel = Self.wheel(sectors)
            let costs = try Self.wheelCosts(wheel, frames: 3) { i in wheel.select(i, animated: false) }
            for cost in costs {
                #expect(cost.rasterizedLayers == ["selectedSector"], "N = \(sectors): \(cost)")
                #expect(cost.rebuiltLayers == ["selectedSector"], "N = \(sectors): \(cost)")
            }
            items[sectors] = costs.map(\.rasterizedItems).max()
        }
        // One sector's items (fill and icon or title): no more at N = 360 than at N = 8.
        #expect(try #require(items[360]) <= #require(items[8]))
    }

    @Test func valueOnlyFramesOfTheOtherControlsDrawOnlyTheirDynamicLayers() throws {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        var labelled = KnobStyle()
        labelled.showsValueLabel = true
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 320, height: 32))
        let rotatable = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        let cases: [(name: String, size: CGSize, change: (Double) -> Void, build: (DrawingCache) -> Drawing, dynamic: [String])] = [
            ("knob", knob.bounds.size, { knob.value = $0 }, { knob.drawing(cache: $0) }, []),
            ("labelled knob", knob.bounds.size, { knob.value = $0 }, { knob.drawing(style: labelled, cache: $0) }, ["valueLabel"]),
            ("range slider", slider.bounds.size, { slider.setValue($0 / 2, for: .lower, animated: false) },
             { slider.drawing(cache: $0) }, ["highlight"]),
            ("rotatable knob", rotatable.bounds.size, { rotatable.value = $0 }, { rotatable.drawing(cache: $0) }, []),
        ]
        for control in cases {
            let painter = try Painter(size: control.size, control.build)
            control.change(0.2)
            painter.frame()
            for i in 1 ... 20 {
                control.change(0.2 + 0.01 * Double(i))
                let cost = painter.frame()
                #expect(cost.rasterizedLayers == control.dynamic, "\(control.name): \(cost)")
                #expect(cost.rebuiltLayers == control.dynamic, "\(control.name): \(cost)")
            }
        }
    }
}
