// The cost of one tracking event in each control of Detent's headless core. The bar: a tracking
// event makes 0 heap allocations and costs well under 1 µs.
//
// Each control has two benchmarks, and every figure they report is per tracking event:
//
// - "<Control>": one measured drag of 1 000 tracking events (a begin, 998 continues along a
//   realistic path, an end) with `scalingFactor: .kilo`, on a model made once, outside the
//   measured region, with what a host attaches: a change observer and an event observer (which
//   count), and the user's event handler. It reports heap allocations, wall-clock time and
//   ARC traffic, and carries the failing thresholds: 0 allocations, p90 ≤ 1 µs.
// - "<Control> CPU": 1 000 such drags per measurement (`scalingFactor: .mega`), for CPU time (the
//   kernel counts it in 10 ms ticks, far longer than one drag) and instructions (reported only where
//   the kernel gives the hardware counter). Reading those counters allocates inside the harness's
//   measurement window, so they are kept out of the allocation benchmark.
//
// The thresholds are `Thresholds/DetentBenchmarks.<Control>.p90.json` (raw p90 for one drag of
// 1 000 events), checked with the tolerances in `thresholds()` by `swift package benchmark
// thresholds check`; `Benchmarks/run` runs the benchmarks once, prints the figures and checks them.

import Benchmark
@_spi(Hosting) import Detent
import Foundation

/// Tracking events in one drag; `.kilo` below must match.
let eventsPerDrag = 1_000

/// Counts the events a model sends: the trivial work of the host's handler.
final class EventCounter {
    var count = 0
}

/// One drag: the points of its 1 000 events and their clock readings (120 events a second).
struct Drag {
    var points: [CGPoint]
    var times: [Double]

    /// `eventsPerDrag` points from `point(t)` for t evenly spaced in 0…1.
    init(_ point: (Double) -> CGPoint) {
        let last = Double(eventsPerDrag - 1)
        points = (0..<eventsPerDrag).map { point(Double($0) / last) }
        times = (0..<eventsPerDrag).map { Double($0) / 120 }
    }

    /// `turns` turns round `center` at `radius`, clockwise on screen from 3 o'clock.
    static func circle(center: CGPoint, radius: Double, turns: Double = 2) -> Drag {
        Drag { t in Radians.point(at: t * turns * Radians.fullTurn, radius: radius, about: center) }
    }
}

/// A control driven through its tracking calls.
protocol Tracked: AnyObject {
    associatedtype Value: Sendable & Equatable
    var events: EventEmitter<Value> { get }
    var changes: ChangeObservers { get }
    /// Puts the model back where a drag starts; called outside the measured region of the
    /// one-drag benchmarks.
    func prepareDrag()
    func begin(_ point: CGPoint, _ time: Double) -> Bool
    func move(_ point: CGPoint, _ time: Double)
    func end(_ point: CGPoint, _ time: Double)
}

extension Tracked {
    func prepareDrag() {}
}

extension KnobModel: Tracked {
    func begin(_ point: CGPoint, _ time: Double) -> Bool { beginTracking(at: point) }
    func move(_ point: CGPoint, _ time: Double) { continueTracking(at: point) }
    func end(_ point: CGPoint, _ time: Double) { endTracking(at: point) }
}

extension RangeSliderModel: Tracked {
    /// Back to the default values, 0.2 and 0.8: a thumb pushed against a limit ends the drag away
    /// from the finger's start, and the next drag must begin on it.
    func prepareDrag() { setValues(lower: 0.2, upper: 0.8, animated: false) }
    func begin(_ point: CGPoint, _ time: Double) -> Bool { beginTracking(at: point) }
    func move(_ point: CGPoint, _ time: Double) { continueTracking(at: point) }
    func end(_ point: CGPoint, _ time: Double) { endTracking(at: point) }
}

extension FaderModel: Tracked {
    /// Back to the middle: a thumb pushed against an end ends the drag away from the finger's
    /// start, and the next drag must begin on it.
    func prepareDrag() { setValue(0.5, animated: false) }
    func begin(_ point: CGPoint, _ time: Double) -> Bool { beginTracking(at: point) }
    func move(_ point: CGPoint, _ time: Double) { continueTracking(at: point) }
    func end(_ point: CGPoint, _ time: Double) { endTracking(at: point) }
}

extension XYPadModel: Tracked {
    /// Back to the middle: a thumb pushed against an edge ends the drag away from the finger's
    /// start, and the next drag must begin on it.
    func prepareDrag() { setValue(effectiveNeutralValue, animated: false) }
    func begin(_ point: CGPoint, _ time: Double) -> Bool { beginTracking(at: point) }
    func move(_ point: CGPoint, _ time: Double) { continueTracking(at: point) }
    func end(_ point: CGPoint, _ time: Double) { endTracking(at: point) }
}

extension MultiSliderModel: Tracked {
    /// The sixteen thumbs of the benchmark, evenly spread over 0…1.
    static let spread = (0..<16).map { Double($0) / 15 }

    /// Back to the even spread: pushed thumbs end the drag away from where they started.
    func prepareDrag() { setValues(Self.spread, animated: false) }
    func begin(_ point: CGPoint, _ time: Double) -> Bool { beginTracking(at: point) }
    func move(_ point: CGPoint, _ time: Double) { continueTracking(at: point) }
    func end(_ point: CGPoint, _ time: Double) { endTracking(at: point) }
}

extension RotaryWheelModel: Tracked {
    func begin(_ point: CGPoint, _ time: Double) -> Bool { beginTracking(at: point, time: time) }
    func move(_ point: CGPoint, _ time: Double) { continueTracking(at: point, time: time) }
    func end(_ point: CGPoint, _ time: Double) { endTracking(at: point, time: time) }
}

extension RotatableKnobModel: Tracked {
    func begin(_ point: CGPoint, _ time: Double) -> Bool { beginTracking(at: point) }
    func move(_ point: CGPoint, _ time: Double) { continueTracking(at: point) }
    func end(_ point: CGPoint, _ time: Double) { endTracking(at: point) }
}

/// A model with its counting observers and handler attached, and the drag to play on it.
struct Fixture<Model: Tracked> {
    let model: Model
    let counter: EventCounter
    let drag: Drag
    /// The host's subscriptions, kept for as long as the fixture lives.
    let subscriptions: [ObservationToken]
}

/// The tolerances the static p90 thresholds are checked with.
func thresholds() -> [BenchmarkMetric: BenchmarkThresholds] {
    [
        // Static threshold 0 per drag, no tolerance: a single allocation in 1 000 events fails.
        .mallocCountTotal: .init(absolute: [.p90: 0]),
        // Static threshold 500 µs per drag ± 500 µs: fails above 1 µs per event. (A result below the
        // static value minus the tolerance would count as an "improvement", which also exits
        // non-zero; the band 0…1 000 µs makes the check a plain upper bound.)
        .wallClock: .init(absolute: [.p90: 500_000]),
    ]
}

/// Plays `drags` drags on the fixture's model; the measured region is the drags themselves.
@inline(__always)
func play<Model: Tracked>(_ benchmark: Benchmark, _ fixture: Fixture<Model>) {
    let model = fixture.model
    let points = fixture.drag.points, times = fixture.drag.times
    let drags = benchmark.scaledIterations.count / eventsPerDrag
    precondition(drags * eventsPerDrag == benchmark.scaledIterations.count && points.count == eventsPerDrag)
    model.prepareDrag()
    benchmark.startMeasurement()
    for drag in 0..<drags {
        if drag > 0 { model.prepareDrag() }
        // A drag that does not begin measures nothing: fail loudly instead.
        guard model.begin(points[0], times[0]) else { fatalError("the drag did not begin at \(points[0])") }
        for i in 1..<(eventsPerDrag - 1) {
            model.move(points[i], times[i])
        }
        model.end(points[eventsPerDrag - 1], times[eventsPerDrag - 1])
    }
    benchmark.stopMeasurement()
    blackHole(fixture.counter.count)
}

/// Registers the two benchmarks of one control (see the top of the file).
func register<Model: Tracked>(_ name: String, _ makeModel: @escaping () -> Model,
                              drag makeDrag: @escaping (Model) -> Drag) {
    let setup: () -> Fixture<Model> = {
        let model = makeModel()
        let counter = EventCounter()
        // As a host does: one change observer and one event observer; plus the user's handler.
        let subscriptions = [
            model.changes.observe { counter.count &+= 1 },
            model.events.observe { _, cause in if cause.isUser { counter.count &+= 1 } },
        ]
        model.events.handler = { _ in counter.count &+= 1 }
        return Fixture(model: model, counter: counter, drag: makeDrag(model), subscriptions: subscriptions)
    }
    Benchmark(name,
              configuration: .init(metrics: [.mallocCountTotal, .wallClock, .retainCount, .releaseCount],
                                   timeUnits: .nanoseconds, warmupIterations: 10, scalingFactor: .kilo,
                                   maxDuration: .seconds(2), maxIterations: 100_000,
                                   thresholds: thresholds()),
              closure: { (benchmark, fixture: Fixture<Model>) in play(benchmark, fixture) },
              setup: setup)
    Benchmark("\(name) CPU",
              configuration: .init(metrics: [.cpuTotal, .instructions, .wallClock],
                                   timeUnits: .nanoseconds, warmupIterations: 1, scalingFactor: .mega,
                                   maxDuration: .seconds(2), maxIterations: 1_000),
              closure: { (benchmark, fixture: Fixture<Model>) in play(benchmark, fixture) },
              setup: setup)
}

let benchmarks: @Sendable () -> Void = {
    // The default knob (absolute mode, continuous, 0…1 over 270°), 200 points square; the finger
    // circles the centre twice at 70 points, through the gap, so it also hits both end stops.
    register("Knob", { KnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200)) }) { _ in
        .circle(center: CGPoint(x: 100, y: 100), radius: 70)
    }

    // A slider of the default values, 300 × 30 points, with a step of 0.01 so detents are sent too; the finger
    // takes the lower thumb back and forth three times, ±90 points, pushing it against the minimum.
    register("RangeSlider", {
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 30))
        slider.step = 0.01
        return slider
    }) { slider in
        let start = slider.thumbFrame(.lower)
        return Drag { t in
            CGPoint(x: Double(start.midX) + 90 * sin(t * 3 * Radians.fullTurn), y: Double(start.midY))
        }
    }

    // A fader at 0.5, 300 × 31 points, with a step of 0.01, ticks every tenth and a neutral value
    // at 0.5 (so step and neutral detents are sent); the finger takes the thumb back and forth
    // three times, ±150 points, pushing it against both ends.
    register("Fader", {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        fader.step = 0.01
        fader.ticks = (0...10).map { Tick(value: Double($0) / 10) }
        fader.neutralValue = 0.5
        fader.value = 0.5
        return fader
    }) { fader in
        let start = fader.thumbFrame
        return Drag { t in
            CGPoint(x: Double(start.midX) + 150 * sin(t * 3 * Radians.fullTurn), y: Double(start.midY))
        }
    }

    // An XY pad in the middle, 200 points square: x 20 Hz…20 kHz on a logarithmic scale, y 0…1
    // with a step of 0.01 (so step detents are sent); the finger draws a Lissajous figure, ±120
    // points across and up, pushing the thumb against all four edges.
    register("XYPad", {
        let pad = XYPadModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        pad.xMinimum = 20
        pad.xMaximum = 20_000
        pad.xScale = .logarithmic
        pad.yStep = 0.01
        pad.value = pad.effectiveNeutralValue
        return pad
    }) { pad in
        let start = pad.thumbFrame
        return Drag { t in
            CGPoint(x: Double(start.midX) + 120 * sin(t * 3 * Radians.fullTurn),
                    y: Double(start.midY) - 120 * sin(t * 2 * Radians.fullTurn))
        }
    }

    // The largest multi-thumb slider: 16 thumbs spread evenly over 0…1, 300 × 30 points, with a
    // step of 0.01 (detents), a minimum distance of 0.02 and `.push`; the finger takes the eighth
    // thumb back and forth three times, ±90 points, pushing up to four neighbours ahead of it.
    register("MultiSlider", {
        let slider = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 30))
        slider.step = 0.01
        slider.minimumDistance = 0.02
        slider.collision = .push
        slider.values = MultiSliderModel.spread
        return slider
    }) { slider in
        let start = slider.thumbFrame(at: 7)
        return Drag { t in
            CGPoint(x: Double(start.midX) + 90 * sin(t * 3 * Radians.fullTurn), y: Double(start.midY))
        }
    }

    // A frequency knob: 20 Hz…20 kHz on a logarithmic scale with 100 ticks (labelled every
    // tenth), the same drag as the default knob: the scale and the ticks cost no allocation.
    register("Knob.logarithmicTicks", {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        knob.minimumValue = 20
        knob.maximumValue = 20_000
        knob.scale = .logarithmic
        knob.ticks = (0...99).map { i in
            let value = 20 * pow(1_000, Double(i) / 99)
            return Tick(value: value, label: i % 10 == 0 ? "\(Int(value))" : nil)
        }
        return knob
    }) { _ in
        .circle(center: CGPoint(x: 100, y: 100), radius: 70)
    }

    // The default eight-sector wheel, 200 points square; the finger circles twice on the ring at 70
    // points, 120 events a second: sector boundaries pass the marker, the release flicks a glide.
    register("RotaryWheel", { RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200)) }) { _ in
        .circle(center: CGPoint(x: 100, y: 100), radius: 70)
    }

    // The default rotatable knob (pan mode, 1° per point), 200 points square; the finger circles twice
    // at 60 points, turning the knob up and down into both ends.
    register("RotatableKnob", { RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200)) }) { _ in
        .circle(center: CGPoint(x: 100, y: 100), radius: 60)
    }
}
