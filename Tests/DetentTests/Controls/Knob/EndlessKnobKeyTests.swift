import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// An endless knob's minimum and maximum are one place on the dial, so its arrow keys go round one
// visible stop per press, and the press that passes the joint sends `.detent(.wrapped)`.

@Suite("Endless knob: keys go round one visible stop per press")
struct EndlessKnobKeyTests {
    /// An endless knob over `minimum…maximum` with `step`.
    private func encoder(_ minimum: Double = 0, _ maximum: Double = 100, step: Double = 0) -> KnobModel {
        let k = standardKnob()
        k.wrapsAround = true
        k.maximumValue = maximum
        k.minimumValue = minimum
        k.step = step
        return k
    }

    /// Presses `action` `count` times and checks that every press turns the pointer.
    private func pressesTurnThePointer(_ k: KnobModel, _ action: AdjustmentAction, count: Int,
                                       sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<count {
            let before = k.pointerAngle, value = k.value
            #expect(k.perform(action), sourceLocation: sourceLocation)
            #expect(!sameAngle(before, k.pointerAngle), "\(action) from \(value) to \(k.value) shows no change",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func withAStepThePressPastTheMaximumLandsOneStepPastTheMinimum() {
        let k = encoder(step: 10)
        k.value = 100
        let rec = EventRecorder(k.events)
        #expect(k.perform(.increment))
        #expect(k.value == 10)
        #expect(rec.detents == [.wrapped])
        rec.clear()
        k.value = 0
        #expect(k.perform(.decrement))
        #expect(k.value == 90)
        #expect(rec.detents == [.wrapped])
        // Round and round, both ways: every press shows.
        pressesTurnThePointer(k, .increment, count: 25)
        pressesTurnThePointer(k, .decrement, count: 25)
    }

    @Test func aStepThatDoesNotDivideTheRangeStopsAtTheJointOnTheWayRound() {
        // Stops 0 (= 100), 30, 60, 90.
        let k = encoder(step: 30)
        k.value = 90
        #expect(k.perform(.increment) && k.value == 100, "90 to the joint: a visible move")
        #expect(k.perform(.increment) && k.value == 30)
        #expect(k.perform(.decrement) && k.value == 0)
        #expect(k.perform(.decrement) && k.value == 90, "the joint is one stop: 0 goes to 90, not to 100")
        pressesTurnThePointer(k, .increment, count: 12)
        pressesTurnThePointer(k, .decrement, count: 12)
    }

    @Test func withoutAStepTheTravelCarriesOverTheJoint() {
        let k = encoder(0, 1)
        k.value = 0.995
        let rec = EventRecorder(k.events)
        #expect(k.perform(.increment))
        #expect(abs(k.value - 0.005) < 1e-12, "\(k.value)")
        #expect(rec.detents == [.wrapped])
        #expect(k.perform(.decrement))
        #expect(abs(k.value - 0.995) < 1e-12, "\(k.value)")
        k.value = 1
        #expect(k.perform(.increment))
        #expect(abs(k.value - 0.01) < 1e-12, "the maximum is the minimum: one increment past it, \(k.value)")
        k.value = 0
        #expect(k.perform(.decrement))
        #expect(abs(k.value - 0.99) < 1e-12, "\(k.value)")
        pressesTurnThePointer(k, .increment, count: 150)
        pressesTurnThePointer(k, .decrement, count: 150)
    }

    @Test func withTicksThePressGoesToTheFirstTickPastTheJoint() {
        let k = encoder()
        k.ticks = [0, 25, 50, 75, 100].map { Tick(value: $0) }
        k.value = 100
        #expect(k.perform(.increment) && k.value == 25)
        k.value = 0
        #expect(k.perform(.decrement) && k.value == 75)
        pressesTurnThePointer(k, .increment, count: 10)
        pressesTurnThePointer(k, .decrement, count: 10)
        // Ticks short of the ends: from the last tick round to the first.
        k.ticks = [10, 50, 90].map { Tick(value: $0) }
        k.value = 90
        let rec = EventRecorder(k.events)
        #expect(k.perform(.increment) && k.value == 10)
        #expect(rec.detents == [.wrapped])
        #expect(k.perform(.decrement) && k.value == 90)
        // A tick on one end only: it is the place past the joint.
        k.ticks = [0, 50].map { Tick(value: $0) }
        k.value = 50
        #expect(k.perform(.increment) && k.value == 0)
        #expect(k.perform(.increment) && k.value == 50)
        #expect(k.perform(.decrement) && k.value == 0)
        #expect(k.perform(.decrement) && k.value == 50)
    }

    @Test func anEnabledRangeKeepsTheEndsApartAndThePressGoesToTheOtherEnd() {
        let k = encoder(step: 10)
        k.enabledRange = 20...80
        k.value = 80
        #expect(k.perform(.increment) && k.value == 20)
        #expect(k.perform(.decrement) && k.value == 80)
    }

    @Test func aBoundedKnobStillStopsAtItsEnds() {
        let k = encoder(step: 10)
        k.wrapsAround = false
        k.value = 100
        #expect(!k.perform(.increment) && k.value == 100)
        k.value = 0
        #expect(!k.perform(.decrement) && k.value == 0)
    }
}
