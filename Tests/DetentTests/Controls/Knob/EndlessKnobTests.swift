import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// An endless knob (an encoder) and a knob of several turns.

@Suite("Endless and multi-turn knobs")
struct EndlessKnobTests {
    private let c = CGPoint(x: 100, y: 100)

    private func turn(_ k: KnobModel, from a: Double, by delta: Double, steps: Int = 60) {
        #expect(k.beginTracking(at: point(a, 80, about: c)))
        for i in 1...steps { k.continueTracking(at: point(a + delta * Double(i) / Double(steps), 80, about: c)) }
        k.endTracking(at: nil)
    }

    @Test func anEncoderPassesFromItsMaximumToItsMinimum() {
        let k = standardKnob()
        k.wrapsAround = true
        k.interactionMode = .rotary
        k.value = 0.9
        let rec = EventRecorder(k.events)
        // A fifth of a turn clockwise from 0.9: round past the joint to about 0.1.
        turn(k, from: 0, by: 0.2 * 2 * .pi)
        #expect(abs(k.value - 0.1) < 1e-6, "value \(k.value)")
        #expect(rec.detents == [.wrapped])
        // And back again, counter-clockwise.
        rec.clear()
        turn(k, from: 0, by: -0.2 * 2 * .pi)
        #expect(abs(k.value - 0.9) < 1e-6)
        #expect(rec.detents == [.wrapped])
        #expect(!rec.detents.contains(.endStop(.maximum)) && !rec.detents.contains(.endStop(.minimum)))
    }

    @Test func anEncodersKeysGoRound() {
        let k = KnobModel()
        k.wrapsAround = true
        k.step = 0.25
        k.value = 1
        let rec = EventRecorder(k.events)
        // The maximum and the minimum are one place on the dial: the press goes one step past it.
        #expect(k.perform(.increment) && k.value == 0.25)
        #expect(rec.detents == [.wrapped])
        #expect(k.perform(.decrement) && k.value == 0)
        #expect(k.perform(.decrement) && k.value == 0.75)
    }

    @Test func anAbsoluteEncoderFollowsTheFingerAcrossTheJoint() {
        let k = standardKnob()
        k.wrapsAround = true
        let start = k.startAngle
        let rec = EventRecorder(k.events)
        turn(k, from: start - 0.3, by: 0.6)
        #expect(k.value < 0.1, "just past the start: \(k.value)")
        #expect(rec.detents.contains(.wrapped))
    }

    @Test func aKnobOfThreeTurns() {
        let k = standardKnob()
        k.numberOfTurns = 3
        k.interactionMode = .rotary
        #expect(k.geometry.sweep == 6 * .pi)
        // One and a half turns: half the range, on the second turn.
        turn(k, from: 0, by: 3 * .pi, steps: 180)
        #expect(abs(k.value - 0.5) < 1e-6)
        #expect(k.geometry.turn(atFraction: k.presentationFraction) == 1)
        #expect(abs(k.pointerAngle - (k.startAngle + 3 * .pi)) < 1e-6)
        let drawing = k.drawing()
        #expect(drawing["turns"]?.items.count == 3 && drawing["turns"]?.isStatic == false)
        // Beyond the last turn it stops: no wrapping.
        turn(k, from: 0, by: 4 * .pi, steps: 240)
        #expect(k.value == 1)
        // An absolute touch picks the place nearest the value, on its turn.
        k.interactionMode = .absolute
        k.value = 0.5
        let atStart = point(k.startAngle + 0.1, 80, about: c)
        #expect(k.beginTracking(at: atStart))
        k.endTracking(at: nil)
        #expect(abs(k.value - (1 + 0.1 / (2 * .pi)) / 3) < 1e-6, "the second turn's start: \(k.value)")
    }

    @Test func turnsOutsideOneToAHundredClamp() {
        let k = KnobModel()
        for (given, kept) in [(0, 1), (-5, 1), (1_000, 100)] {
            k.numberOfTurns = given
            #expect(k.numberOfTurns == kept, "\(given) turns")
        }
    }
}
