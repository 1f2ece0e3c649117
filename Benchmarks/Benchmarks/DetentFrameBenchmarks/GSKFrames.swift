// The cost of one frame of each control through the GTK path. The bar: a value-only frame is a
// transform change, whatever the wheel's N.
//
// A GTK widget's frame is its `snapshot`: build the control's Drawing and compose it as GSK render
// nodes with a `RenderNodeComposer` at scale 2 (cached nodes for static layers, of the kind GSK's
// cairo renderer draws cheapest, since that renderer draws them here; cairo nodes recorded again
// for dynamic ones); GTK's renderer then draws the nodes. Three benchmarks per control, the
// same scenes as the cairo frames in `DetentFrameBenchmarks.swift`, every figure per frame:
//
// - "<Control>.gsk.valueOnlyNodes": the value changed, the Drawing built and the frame's nodes
//   composed (what the widget's `snapshot` costs the CPU), with the composer and caches of the
//   previous frames.
// - "<Control>.gsk.valueOnlyFrame": the same, then the nodes rendered by GSK's cairo renderer
//   (`GskCairoRenderer`, GSK's software renderer) into a texture of the control's pixels.
// - "<Control>.gsk.fullFrame": a fresh composer and `DrawingCache`, so every static layer is
//   rasterised into a new node, then rendered likewise (a widget's first frame, or one after a
//   change of scale or style).
//
// Freeing the previous frame's nodes and texture is not measured. Each benchmark checks, outside
// the measured region, what the composer did (`lastFrame`) and stops with an error if a value-only
// frame rasterised a static layer or a full frame reused one. `Benchmarks/run` checks the ratios
// that bar implies: the wheel's value-only nodes at most 3 times the knob's, and N = 360 at most
// 1.2 times N = 8.

import Benchmark
@_spi(Hosting) import Detent
import DetentGTK
import Foundation

/// The composer, caches and GSK renderer one GSK benchmark works with.
final class GSKFixture {
    let scene: Scene
    var composer = RenderNodeComposer()
    var cache = DrawingCache()
    let renderer: OffscreenNodeRenderer
    /// The previous frame's nodes, freed when the next frame's replace them (outside the
    /// measured region).
    var lastNode: RenderNode?

    init(_ scene: Scene) {
        guard let renderer = OffscreenNodeRenderer(backend: .cairo) else {
            fatalError("GSK's cairo renderer could not be realized")
        }
        self.scene = scene
        self.renderer = renderer
        composer.staticLayerNodes = .cairoRecordings
        // The first frame fills the caches for the value-only benchmarks.
        lastNode = composer.renderNode(of: scene.drawing(cache), scale: frameScale)
    }

    /// Checks what the last frame did; stops the run when it is not what the benchmark measures.
    func check(valueOnly: Bool) {
        let frame = composer.lastFrame
        if valueOnly {
            guard frame.rasterizedStaticLayerIDs.isEmpty, frame.directlyDrawnLayerIDs == scene.dynamicLayers else {
                fatalError("a value-only GSK frame recorded more than its dynamic layers \(scene.dynamicLayers): \(frame)")
            }
        } else {
            guard frame.reusedStaticLayerIDs.isEmpty, !frame.rasterizedStaticLayerIDs.isEmpty else {
                fatalError("a full GSK frame reused textures: \(frame)")
            }
        }
    }
}

/// What one GSK benchmark's frame does beyond changing the value and composing the nodes.
enum GSKFrameKind {
    /// The nodes alone, with the previous frames' caches.
    case valueOnlyNodes
    /// The nodes with the previous frames' caches, rendered.
    case valueOnlyFrame
    /// The nodes from fresh caches, rendered.
    case fullFrame
}

/// One measured GSK frame of `kind`, checked afterwards (see the top of the file).
@inline(__always)
func gskFrame(_ benchmark: Benchmark, _ fixture: GSKFixture, _ kind: GSKFrameKind) {
    let scene = fixture.scene
    var composer = fixture.composer, cache = fixture.cache
    benchmark.startMeasurement()
    scene.changeValue()
    if kind == .fullFrame {
        composer = RenderNodeComposer()
        composer.staticLayerNodes = .cairoRecordings
        cache = DrawingCache()
    }
    let node = composer.renderNode(of: scene.drawing(cache), scale: frameScale)
    if kind != .valueOnlyNodes, let node { fixture.renderer.render(node, size: scene.size, scale: frameScale) }
    benchmark.stopMeasurement()
    // The previous frame's nodes (and, for a full frame, its caches) are freed here, unmeasured.
    fixture.composer = composer
    fixture.cache = cache
    fixture.lastNode = node
    fixture.check(valueOnly: kind != .fullFrame)
}

/// Registers the three GSK benchmarks of one control (see the top of the file).
func registerGSK(_ name: String, _ makeScene: @escaping () -> Scene) {
    func configuration(_ units: BenchmarkTimeUnits) -> Benchmark.Configuration {
        .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: units, warmupIterations: 20,
              maxDuration: .seconds(2), maxIterations: 20_000)
    }
    // Nanoseconds for the nodes alone: they take a few microseconds, and `Benchmarks/run` compares
    // their medians with each other.
    let kinds: [(String, GSKFrameKind, BenchmarkTimeUnits)] = [
        ("valueOnlyNodes", .valueOnlyNodes, .nanoseconds),
        ("valueOnlyFrame", .valueOnlyFrame, .microseconds),
        ("fullFrame", .fullFrame, .microseconds),
    ]
    for (suffix, kind, units) in kinds {
        Benchmark("\(name).gsk.\(suffix)", configuration: configuration(units),
                  closure: { (benchmark, fixture: GSKFixture) in gskFrame(benchmark, fixture, kind) },
                  setup: { GSKFixture(makeScene()) })
    }
}
