import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

private let knobBounds = CGRect(x: 0, y: 0, width: 120, height: 120)
private let start = CGPoint(x: 60, y: 60)
private let fullTurn = 3 * Double.pi / 2

/// A pan from the centre through `offsets` (translations since the pan began).
private func pan(_ k: RotatableKnobModel, _ offsets: [(Double, Double)], lift: Bool = true) {
    #expect(k.beginTracking(at: start))
    for (dx, dy) in offsets { k.continueTracking(at: CGPoint(x: 60 + dx, y: 60 + dy)) }
    if lift { k.endTracking(at: nil) }
}

@Suite("Rotatable knob")
struct RotatableKnobTests {
    @Test func defaults() {
        let k = RotatableKnobModel(bounds: knobBounds)
        #expect(k.value == 0 && k.level == 0 && k.rotation == 0)
        #expect(k.defaultValue == nil)
        #expect(close(k.sweepAngle, fullTurn), "0–270°")
        #expect(close(k.sensitivity, .pi / 180))
        #expect(k.knob.minimumValue == 0 && k.knob.maximumValue == 1)
    }

    @Test func aPanThroughTheNeutralValueSendsItsDetent() {
        let k = RotatableKnobModel(bounds: knobBounds)
        #expect(k.neutralValue == nil, "none by default")
        k.neutralValue = 0.5
        #expect(k.knob.neutralValue == 0.5, "kept by the inner knob")
        k.neutralValue = .nan
        #expect(k.neutralValue == 0.5, "NaN is ignored")
        let rec = EventRecorder(k.events)
        pan(k, [(100, 0)])                                  // 100° of 270°: 0.37, short of the centre
        #expect(rec.detents.isEmpty)
        pan(k, [(60, 0)])                                   // on to 0.59: through the centre
        #expect(rec.detents == [.neutral])
        #expect(rec.feedback.contains(.tick), "the user feels the centre")
    }

    @Test func thePansTranslationSinceTheLastEventTurnsTheKnob() {
        let k = RotatableKnobModel(bounds: knobBounds)
        let rec = EventRecorder(k.events)
        pan(k, [(45, 0)], lift: false)
        #expect(close(k.rotation, .pi / 4), "45 points right at 1° a point")
        #expect(close(k.value, 1.0 / 6))
        k.continueTracking(at: CGPoint(x: 105, y: 15)) // 45 up: clockwise too
        #expect(close(k.rotation, .pi / 2))
        k.continueTracking(at: CGPoint(x: 75, y: 15)) // 30 left: back
        #expect(close(k.rotation, .pi / 3))
        k.continueTracking(at: CGPoint(x: 75, y: 45)) // 30 down: back
        #expect(close(k.rotation, .pi / 6))
        k.endTracking(at: nil)
        let expected: [Double] = [1.0 / 6, 1.0 / 3, 2.0 / 9, 1.0 / 9]
        #expect(rec.values.count == expected.count)
        for (i, value) in expected.enumerated() where i < rec.values.count {
            #expect(close(rec.values[i], value))
        }
    }

    @Test func aFasterPanTurnsFurther() {
        // The same time, more translation per event: speed matters.
        let slow = RotatableKnobModel(bounds: knobBounds)
        pan(slow, (1...10).map { (Double($0) * 2, 0) })
        let fast = RotatableKnobModel(bounds: knobBounds)
        pan(fast, (1...10).map { (Double($0) * 6, 0) })
        #expect(close(slow.rotation, 20 * .pi / 180))
        #expect(close(fast.rotation, 3 * slow.rotation))
    }

    @Test func rotationIsClampedToZeroThroughThreeHalvesPi() {
        let k = RotatableKnobModel(bounds: knobBounds)
        pan(k, [(-80, 0)], lift: false)
        #expect(k.rotation == 0 && k.value == 0)
        k.continueTracking(at: CGPoint(x: 60 + 400, y: 60))
        #expect(close(k.rotation, fullTurn) && k.value == 1 && k.level == 100)
        k.continueTracking(at: CGPoint(x: 60 + 355, y: 60))
        #expect(close(k.rotation, fullTurn - .pi / 4), "turns back at once: no wind-up beyond the stop")
        k.endTracking(at: nil)
    }

    @Test func levelIsTheValueAsAWholeNumberFrom0To100() {
        let k = RotatableKnobModel(bounds: knobBounds)
        for (value, level) in [(0.0, 0), (0.5, 50), (1.0, 100), (0.456, 46), (0.004, 0), (0.999, 100)] {
            k.value = value
            #expect(k.level == level, "value \(value)")
        }
        k.value = 0.42
        #expect(k.knob.accessibilityElement.value == "42%")
        #expect(k.knob.accessibilityElement.label == "Level")
    }

    /// Where the pointer points at a value, for a view drawing its own needle: 12 o'clock at the
    /// middle, the sweep's ends beyond it, NaN at the minimum.
    @Test func thePointerAngleAtAValue() {
        let k = RotatableKnobModel(bounds: knobBounds)
        #expect(abs(k.knob.pointerAngle(forValue: 0.5) + .pi / 2) < 1e-12)
        #expect(abs(k.knob.pointerAngle(forValue: 0) + 5 * .pi / 4) < 1e-12)
        #expect(abs(k.knob.pointerAngle(forValue: 2) - .pi / 4) < 1e-12)
        #expect(k.knob.pointerAngle(forValue: .nan) == k.knob.pointerAngle(forValue: 0))
    }

    @Test func doubleTapRestoresTheDefaultValueAnimated() {
        let k = RotatableKnobModel(bounds: knobBounds)
        let rec = EventRecorder(k.events)
        #expect(!k.doubleTap())
        k.defaultValue = 0.5
        pan(k, [(200, 0)])
        rec.clear()
        #expect(k.doubleTap())
        #expect(k.value == 0.5 && k.level == 50)
        #expect(rec.values == [0.5])
        k.advance(to: 0)
        #expect(close(k.rotation, 200 * .pi / 180), "the image turns back from where it was")
        k.advance(to: 0.25)
        #expect(close(k.rotation, 0.75 * .pi))
        #expect(!k.doubleTap())
    }

    @Test func sensitivitySweepAndStep() {
        let k = RotatableKnobModel(bounds: knobBounds)
        k.sensitivity = 2 * .pi / 180
        k.sweepAngle = .pi
        #expect(close(k.sweepAngle, .pi))
        pan(k, [(45, 0)])
        #expect(close(k.value, 0.5), "90° of a 180° sweep")
        k.sensitivity = -1
        #expect(close(k.sensitivity, .pi / 180), "bad sensitivity falls back to the default")
        k.sweepAngle = 10
        #expect(close(k.sweepAngle, 2 * .pi), "at most a full turn")
        k.knob.step = 0.25
        k.value = 0
        pan(k, [(50, 0)]) // 50° of 360°: 0.139 → 0.25
        #expect(k.value == 0.25)
    }

    @Test func keyboardAndAccessibilityAdjustTheLevel() {
        let k = RotatableKnobModel(bounds: knobBounds)
        #expect(k.perform(.increment))
        #expect(k.level == 1, "1 % of the travel")
        #expect(k.perform(.pageUp))
        #expect(k.level == 26, "and a quarter")
        #expect(k.perform(.end))
        #expect(k.level == 100)
        #expect(close(k.rotation, fullTurn))
    }

    @Test func cancelledPanKeepsItsValueAndReportsNothingMore() {
        let k = RotatableKnobModel(bounds: knobBounds)
        let rec = EventRecorder(k.events)
        pan(k, [(30, 0)], lift: false)
        k.cancelTracking()
        let value = k.value
        rec.clear()
        k.continueTracking(at: CGPoint(x: 200, y: 60))
        k.endTracking(at: CGPoint(x: 200, y: 60))
        #expect(k.value == value && rec.events.isEmpty)
    }
}
