import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// `isContinuous` changed in the middle of a gesture: whatever the switches, the host ends the
// gesture knowing the value, and is never told the same value twice in a row.

/// One model's gesture, driven between three places: where it began (0) and two others (1, 2),
/// each with its own value.
private struct Gesture<Value: Sendable & Equatable> {
    let begin: () -> Bool
    let move: (Int) -> Void
    /// Ends the gesture: `cancel` or not.
    let finish: (_ cancel: Bool) -> Void
    let setContinuous: (Bool) -> Void
    let value: () -> Value
    let events: EventEmitter<Value>
}

private func knobGesture() -> Gesture<Double> {
    let k = standardKnob()
    k.step = 0.05
    let c = CGPoint(x: 100, y: 100)
    // Absolute mode: on the pointer at value 0, then 3 o'clock (0.8), then 12 o'clock (0.5).
    let places = [Radians.point(at: k.startAngle, radius: 90, about: c), CGPoint(x: 195, y: 100), CGPoint(x: 100, y: 5)]
    return Gesture(begin: { k.beginTracking(at: places[0]) }, move: { k.continueTracking(at: places[$0]) },
                   finish: { $0 ? k.cancelTracking() : k.endTracking(at: nil) }, setContinuous: { k.isContinuous = $0 },
                   value: { k.value }, events: k.events)
}

private func rangeSliderGesture() -> Gesture<ClosedRange<Double>> {
    let s = standardRangeSlider()
    s.step = 0.05
    // The lower thumb from 0.2, 60 and 120 points to the right (0.4, 0.65).
    let start = s.thumbFrame(.lower).center
    let places = [start, CGPoint(x: start.x + 60, y: start.y), CGPoint(x: start.x + 120, y: start.y)]
    return Gesture(begin: { s.beginTracking(at: places[0]) }, move: { s.continueTracking(at: places[$0]) },
                   finish: { $0 ? s.cancelTracking() : s.endTracking(at: nil) }, setContinuous: { s.isContinuous = $0 },
                   value: { s.values }, events: s.events)
}

private func rotatableKnobGesture() -> Gesture<Double> {
    let k = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
    k.knob.step = 0.05
    // Panning: 90 points right is a third of the sweep (0.35 on the step), 45 points a sixth (0.15).
    let places = [CGPoint(x: 100, y: 100), CGPoint(x: 190, y: 100), CGPoint(x: 145, y: 100)]
    return Gesture(begin: { k.beginTracking(at: places[0]) }, move: { k.continueTracking(at: places[$0]) },
                   finish: { $0 ? k.cancelTracking() : k.endTracking(at: nil) },
                   setContinuous: { k.knob.isContinuous = $0 }, value: { k.value }, events: k.events)
}

/// The three cases, each ended both ways, on fresh gestures from `make`.
private func switchingContinuityMidGesture<Value: Sendable & Equatable>(_ make: () -> Gesture<Value>) {
    for cancel in [true, false] {
        let how = cancel ? "cancelled" : "ended"
        // 1. Continuous, then not; back where it began: the host saw the first move, so it is told.
        do {
            let g = make()
            let rec = EventRecorder(g.events)
            let start = g.value()
            #expect(g.begin())
            g.move(1)
            let first = g.value()
            #expect(first != start && rec.values == [first], "\(how): reported while continuous")
            g.setContinuous(false)
            g.move(0)
            #expect(g.value() == start)
            g.finish(cancel)
            #expect(rec.values == [first, start], "\(how): the value went back to the start: \(rec.values)")
        }
        // 2. Continuous, then not; away and back to the value last reported: nothing more to tell.
        do {
            let g = make()
            let rec = EventRecorder(g.events)
            #expect(g.begin())
            g.move(1)
            let first = g.value()
            g.setContinuous(false)
            g.move(2)
            #expect(g.value() != first)
            g.move(1)
            g.finish(cancel)
            #expect(rec.values == [first], "\(how): reported twice: \(rec.values)")
        }
        // 3. Not continuous, then continuous (the next move reports), then not again and back.
        do {
            let g = make()
            let rec = EventRecorder(g.events)
            g.setContinuous(false)
            let start = g.value()
            #expect(g.begin())
            g.move(1)
            #expect(rec.values.isEmpty)
            g.setContinuous(true)
            g.move(2)
            let second = g.value()
            #expect(rec.values == [second], "\(how): the next move reports")
            g.setContinuous(false)
            g.move(0)
            g.finish(cancel)
            #expect(rec.values == [second, start], "\(how): \(rec.values)")
        }
        // 4. Not continuous, then continuous without a further move: the change is still owed.
        do {
            let g = make()
            let rec = EventRecorder(g.events)
            g.setContinuous(false)
            #expect(g.begin())
            g.move(1)
            g.setContinuous(true)
            g.finish(cancel)
            #expect(rec.values == [g.value()], "\(how): \(rec.values)")
        }
    }
}

@Suite("isContinuous switched during a gesture")
struct ContinuitySwitchTests {
    @Test func knob() { switchingContinuityMidGesture(knobGesture) }
    @Test func rangeSlider() { switchingContinuityMidGesture(rangeSliderGesture) }
    @Test func rotatableKnob() { switchingContinuityMidGesture(rotatableKnobGesture) }
}
