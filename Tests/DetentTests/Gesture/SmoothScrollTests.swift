import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// A trackpad's scroll (and a high-resolution wheel's) comes as travel, not notches: the model adds
// it up and moves one increment per notch gathered, 10 points to a notch.

@Suite("Continuous scrolling adds up to notches")
struct SmoothScrollTests {
    @Test func tenPointsOfTravelAreOneIncrement() {
        let (fader, recorder) = recordedFader()
        for _ in 0..<4 { #expect(fader.send(.smoothScroll(deltaX: 0, deltaY: -3, unit: .points)), "the travel is taken") }
        #expect(fader.value == 0.01, "12 points up: one notch, 2 points kept")
        fader.send(.smoothScroll(deltaX: 0, deltaY: -8, unit: .points))
        #expect(fader.value == 0.02, "the kept 2 points count")
        fader.send(.smoothScroll(deltaX: 0, deltaY: -35, unit: .points))
        #expect(fader.value == 0.05, "one event of 35 points: three notches")
        #expect(!recorder.causes.isEmpty && recorder.causes.allSatisfy { $0 == .scroll }, "every event is caused by scrolling: \(recorder.causes)")
        #expect(recorder.beganCount == 1, "a burst of scrolling is one edit")
    }

    @Test func aReversalActsAtOnce() {
        let (fader, _) = recordedFader()
        fader.value = 0.5
        fader.send(.smoothScroll(deltaX: 0, deltaY: -9, unit: .points))
        #expect(fader.value == 0.5)
        fader.send(.smoothScroll(deltaX: 0, deltaY: 10, unit: .points))
        #expect(fader.value == 0.49, "the 9 points up are dropped: 10 down is a whole notch down")
    }

    @Test func theAxisThatMovesMostDecidesAndRightIncrements() {
        let (fader, _) = recordedFader()
        fader.send(.smoothScroll(deltaX: 20, deltaY: 5, unit: .points))
        #expect(fader.value == 0.02)
        fader.send(.smoothScroll(deltaX: -10, deltaY: 0, unit: .points))
        #expect(fader.value == 0.01)
    }

    @Test func wheelFractionsAddUpToWholeNotches() {
        let knob = standardKnob()
        knob.step = 0.1
        for _ in 0..<3 { knob.send(.smoothScroll(deltaX: 0, deltaY: -0.25, unit: .notches)) }
        #expect(knob.value == 0)
        knob.send(.smoothScroll(deltaX: 0, deltaY: -0.25, unit: .notches))
        #expect(knob.value == 0.1, "four quarter notches are one notch, as one `.scroll` is")
        let notched = KnobModel(bounds: knob.bounds)
        notched.step = 0.1
        notched.send(.scroll(deltaX: 0, deltaY: -1))
        #expect(notched.value == knob.value)
    }

    @Test func aWheelTakesOneSectorPerNotch() {
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let start = wheel.selectedIndex
        wheel.send(.smoothScroll(deltaX: 0, deltaY: -20, unit: .points))
        _ = wheel.advance(to: 10)
        #expect(wheel.selectedIndex != start, "two notches turn the wheel")
    }

    @Test func badOrDisabledScrollsTakeNothing() {
        let (fader, recorder) = recordedFader()
        fader.value = 0.5
        #expect(!fader.send(.smoothScroll(deltaX: .nan, deltaY: -50, unit: .points)))
        #expect(!fader.send(.smoothScroll(deltaX: 0, deltaY: -.infinity, unit: .points)))
        #expect(!fader.send(.smoothScroll(deltaX: 0, deltaY: 0, unit: .points)))
        fader.send(.smoothScroll(deltaX: 0, deltaY: -1e300, unit: .points))
        #expect(fader.value == 0.7, "one event moves at most 20 notches")
        fader.isEnabled = false
        #expect(!fader.send(.smoothScroll(deltaX: 0, deltaY: -50, unit: .points)))
        #expect(fader.value == 0.7)
        #expect(fader.value.isFinite && recorder.events.count > 0)
    }
}

extension SmoothScrollTests {
    @Test func rightFollowsTheRightArrowOnAMirroredSlider() {
        let (fader, _) = recordedFader()
        fader.value = 0.5
        fader.layoutDirection = .rightToLeft
        fader.send(.smoothScroll(deltaX: 10, deltaY: 0, unit: .points))
        #expect(fader.value == 0.49, "laid out right to left, travel to the right lowers the value, as the right arrow does")
        fader.send(.smoothScroll(deltaX: 0, deltaY: -10, unit: .points))
        #expect(fader.value == 0.5, "up still increments")
    }
}
