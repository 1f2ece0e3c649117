// The cost of one frame of each control painted by cairo at 2x scale. The bars: a frame where only
// the value changed re-rasterises only the dynamic layers, and a wheel's frame cost does not grow
// with N.
//
// A frame is what a GTK widget's draw function does: build the control's Drawing
// (`model.drawing(style:cache:)`) and paint it with a `CairoRenderer` into a cairo context, here the
// context of one `CairoCanvas` (an ARGB32 image surface of the control's size at scale 2, made once
// and cleared each frame). Each control has two benchmarks; every figure is per frame:
//
// - "<Control>.fullFrame": a fresh renderer and a fresh `DrawingCache` each frame, so every layer
//   is built and every static layer rasterised (a widget's first frame, or one after a change of
//   scale or style).
// - "<Control>.valueOnlyFrame": the renderer and cache of the previous frames, with the value
//   changed a little before each frame (the knobs' value, the slider's lower value, the wheel turned
//   1° by a drag step): static layers are reused, only dynamic layers are drawn.
//
// The value change and the building of the Drawing are part of the measured work; making and
// freeing renderers and caches is not. The rotary wheel is measured at N = 8 (the default
// sectors) and N = 360. Sizes are the gallery's: knobs 150 points square, the slider 320 × 32, the wheel 240.
//
// Both benchmarks check, outside the measured region, what the renderer did (`lastFrame`) and stop
// with an error if a full frame reused a raster or a value-only frame rasterised a static layer.
// They report wall-clock time and heap allocations (malloc calls, cairo's included). The only
// thresholds are on allocations of the value-only frames (`Thresholds/DetentFrameBenchmarks.*`):
// those are exact counts, unaffected by a loaded machine, and the wheel's bound is the same at
// N = 8 and N = 360. Wall-clock times are compared between N = 8 and N = 360 by `Benchmarks/run`.

import Benchmark
@_spi(Hosting) import Detent
import DetentCairo
import Foundation

/// Device pixels per point.
let frameScale = 2.0

/// A control as its host drives it: how its value changes from one frame to the next and how its
/// Drawing is built.
struct Scene {
    /// The control's size, points (its bounds start at the origin).
    var size: CGSize
    /// Changes the value a little (called once before every frame).
    var changeValue: () -> Void
    /// The control's Drawing with its default style, through `cache`.
    var drawing: (DrawingCache) -> Drawing
    /// The dynamic layers a value-only frame draws, in drawing order.
    var dynamicLayers: [String]
}

/// The canvas and caches one benchmark paints with.
final class FrameFixture {
    let scene: Scene
    let canvas: CairoCanvas
    var renderer = CairoRenderer()
    var cache = DrawingCache()

    init(_ scene: Scene) {
        guard let canvas = CairoCanvas(size: scene.size, scale: frameScale) else {
            fatalError("cairo could not create a \(scene.size) canvas")
        }
        self.scene = scene
        self.canvas = canvas
        // The first frame fills the caches for the value-only benchmark.
        canvas.draw(scene.drawing(cache), with: renderer)
    }
}

/// One full frame: new caches, everything built and rasterised.
@inline(__always)
func fullFrame(_ benchmark: Benchmark, _ fixture: FrameFixture) {
    let scene = fixture.scene
    benchmark.startMeasurement()
    scene.changeValue()
    let renderer = CairoRenderer()
    let cache = DrawingCache()
    fixture.canvas.draw(scene.drawing(cache), with: renderer)
    benchmark.stopMeasurement()
    // The previous frame's renderer and cache are freed here, outside the measured region.
    fixture.renderer = renderer
    fixture.cache = cache
    let frame = renderer.lastFrame
    guard frame.reusedStaticLayerIDs.isEmpty, !frame.rasterizedStaticLayerIDs.isEmpty else {
        fatalError("a full frame reused rasters: \(frame)")
    }
}

/// One value-only frame: the value changed, the caches kept.
@inline(__always)
func valueOnlyFrame(_ benchmark: Benchmark, _ fixture: FrameFixture) {
    let scene = fixture.scene
    let renderer = fixture.renderer, cache = fixture.cache, canvas = fixture.canvas
    benchmark.startMeasurement()
    scene.changeValue()
    canvas.draw(scene.drawing(cache), with: renderer)
    benchmark.stopMeasurement()
    let frame = renderer.lastFrame
    guard frame.rasterizedStaticLayerIDs.isEmpty, frame.directlyDrawnLayerIDs == scene.dynamicLayers else {
        fatalError("a value-only frame rasterised more than its dynamic layers \(scene.dynamicLayers): \(frame)")
    }
}

/// The allocation bound of a value-only frame: `bound` malloc calls at most. Checked as the static
/// p90 threshold `bound / 2` ± `bound / 2` (the files in Thresholds/ hold `bound / 2`), because the
/// harness also fails on results better than the threshold minus its tolerance.
func allocationThresholds(bound: Int) -> [BenchmarkMetric: BenchmarkThresholds] {
    [.mallocCountTotal: .init(absolute: [.p90: bound / 2])]
}

/// Registers the two benchmarks of one control (see the top of the file). `valueOnlyMallocBound`
/// is the allocation bound of its value-only frame (see `allocationThresholds(bound:)`).
func register(_ name: String, valueOnlyMallocBound: Int, _ makeScene: @escaping () -> Scene) {
    func configuration(_ thresholds: [BenchmarkMetric: BenchmarkThresholds]?) -> Benchmark.Configuration {
        .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 20,
              maxDuration: .seconds(2), maxIterations: 20_000, thresholds: thresholds)
    }
    Benchmark("\(name).fullFrame", configuration: configuration(nil),
              closure: { (benchmark, fixture: FrameFixture) in fullFrame(benchmark, fixture) },
              setup: { FrameFixture(makeScene()) })
    Benchmark("\(name).valueOnlyFrame",
              configuration: configuration(allocationThresholds(bound: valueOnlyMallocBound)),
              closure: { (benchmark, fixture: FrameFixture) in valueOnlyFrame(benchmark, fixture) },
              setup: { FrameFixture(makeScene()) })
}

/// Values going from 0.2 to 0.8 and back in steps of 0.001 (a slow drag), one per frame.
final class Sweep {
    private var step = 0

    func next() -> Double {
        step = (step + 1) % 1_200
        return 0.2 + 0.001 * Double(step < 600 ? step : 1_200 - step)
    }
}

/// A wheel of `sectors` sectors (the eight default titles and icons, further sectors titled with
/// their number) with a finger on its ring, turning it 1° clockwise per frame at 120 frames a
/// second; the drag never ends.
func wheelScene(sectors: Int) -> Scene {
    let side = 240.0
    let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: side, height: side))
    wheel.numberOfSections = sectors
    let center = CGPoint(x: side / 2, y: side / 2)
    let ring = 0.35 * side
    let points = (0 ..< 360).map { Radians.point(at: Double($0) * Radians.fullTurn / 360, radius: ring, about: center) }
    guard wheel.beginTracking(at: points[0], time: 0) else { fatalError("the drag did not begin at \(points[0])") }
    var frame = 0
    return Scene(size: wheel.bounds.size, changeValue: {
        frame += 1
        wheel.continueTracking(at: points[frame % points.count], time: Double(frame) / 120)
    }, drawing: { wheel.drawing(cache: $0) }, dynamicLayers: [])
}

/// One control's scene under its benchmark name, with the allocation bound of its cairo value-only
/// frame.
struct NamedScene {
    var name: String
    var valueOnlyMallocBound: Int
    var make: () -> Scene
}

/// Every control's scene. The cairo frames (this file) and the GSK frames (`GSKFrames.swift`)
/// measure the same scenes.
func namedScenes() -> [NamedScene] {
    var scenes: [NamedScene] = []
    // The default knob: a static track and pointer (the pointer turns by its transform); no
    // dynamic layer.
    scenes.append(NamedScene(name: "Knob", valueOnlyMallocBound: 20) {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        let sweep = Sweep()
        return Scene(size: knob.bounds.size, changeValue: { knob.value = sweep.next() },
                     drawing: { knob.drawing(cache: $0) }, dynamicLayers: [])
    })

    // The knob with 10 and with 10 000 labelled ticks: the ticks are one static layer, so a
    // value-only frame costs the same with either.
    for count in [10, 10_000] {
        scenes.append(NamedScene(name: "Knob.ticks\(count)", valueOnlyMallocBound: 20) {
            let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
            knob.ticks = (0...count).map { Tick(value: Double($0) / Double(count), label: "\($0)") }
            let sweep = Sweep()
            return Scene(size: knob.bounds.size, changeValue: { knob.value = sweep.next() },
                         drawing: { knob.drawing(cache: $0) }, dynamicLayers: [])
        })
    }

    // The default slider: the highlighted range is the dynamic layer; the thumbs move
    // by transforms.
    scenes.append(NamedScene(name: "RangeSlider", valueOnlyMallocBound: 72) {
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 320, height: 32))
        let sweep = Sweep()
        return Scene(size: slider.bounds.size, changeValue: { slider.setValue(sweep.next() - 0.2, for: .lower, animated: false) },
                     drawing: { slider.drawing(cache: $0) }, dynamicLayers: ["highlight"])
    })

    // The default fader: the fill is the dynamic layer; the thumb moves by its transform.
    scenes.append(NamedScene(name: "Fader", valueOnlyMallocBound: 72) {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 320, height: 32))
        let sweep = Sweep()
        return Scene(size: fader.bounds.size, changeValue: { fader.value = sweep.next() },
                     drawing: { fader.drawing(cache: $0) }, dynamicLayers: ["fill"])
    })

    // The default three-thumb slider: the highlight is the dynamic layer; the thumbs move by
    // transforms.
    scenes.append(NamedScene(name: "MultiSlider", valueOnlyMallocBound: 90) {
        let slider = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 320, height: 32))
        let sweep = Sweep()
        return Scene(size: slider.bounds.size, changeValue: { slider.setValue(sweep.next() * 0.5, forThumb: 0, animated: false) },
                     drawing: { slider.drawing(cache: $0) }, dynamicLayers: ["highlight"])
    })

    // The default XY pad, 150 points square: the crosshair's lines and the thumb move by their
    // transforms; no dynamic layer.
    scenes.append(NamedScene(name: "XYPad", valueOnlyMallocBound: 40) {
        let pad = XYPadModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        let sweep = Sweep()
        return Scene(size: pad.bounds.size, changeValue: { let v = sweep.next(); pad.value = XYPadValue(x: v, y: 1 - v) },
                     drawing: { pad.drawing(cache: $0) }, dynamicLayers: [])
    })

    // The default eight-sector wheel and a 360-sector one, turned by a drag: the
    // sectors (one static layer of N sectors) turn by their transform; the selected sector is
    // hidden while dragging.
    scenes.append(NamedScene(name: "RotaryWheel.N8", valueOnlyMallocBound: 44) { wheelScene(sectors: 8) })
    scenes.append(NamedScene(name: "RotaryWheel.N360", valueOnlyMallocBound: 44) { wheelScene(sectors: 360) })

    // The default rotatable knob, drawn by the project (scale, body, grip, indicator): the
    // grip turns by its transform; no dynamic layer.
    scenes.append(NamedScene(name: "RotatableKnob", valueOnlyMallocBound: 34) {
        let knob = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        let sweep = Sweep()
        return Scene(size: knob.bounds.size, changeValue: { knob.value = sweep.next() },
                     drawing: { knob.drawing(cache: $0) }, dynamicLayers: [])
    })
    return scenes
}

let benchmarks: @Sendable () -> Void = {
    for scene in namedScenes() {
        register(scene.name, valueOnlyMallocBound: scene.valueOnlyMallocBound, scene.make)
        registerGSK(scene.name, scene.make)
    }
}
