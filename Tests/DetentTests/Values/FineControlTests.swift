import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// Fine control (Shift) and the velocity drag.

@Suite("Fine control and velocity drags")
struct FineControlTests {
    @Test func shiftMakesDragsKeysAndNotchesTenTimesFiner() {
        // Shift held is fine adjustment, for every host; nothing else is.
        #expect(InputModifiers(shift: true) == .fine)
        #expect(InputModifiers(shift: false).isEmpty)
        let k = standardKnob()
        k.interactionMode = .vertical(pointsPerRange: 200)
        #expect(k.send(.pointer(.began, at: CGPoint(x: 100, y: 150), modifiers: .fine)))
        k.send(.pointer(.moved, at: CGPoint(x: 100, y: 50), modifiers: .fine))   // 100 points up: half the range, a tenth of it
        k.send(.pointer(.ended, at: nil, modifiers: .fine))
        #expect(abs(k.value - 0.05) < 1e-12)
        #expect(k.send(.key(.navigate(.up), modifiers: .fine)))
        #expect(abs(k.value - 0.051) < 1e-12, "0.1 % of the travel")
        #expect(k.send(.scroll(deltaX: 0, deltaY: -1, modifiers: .fine)) && abs(k.value - 0.052) < 1e-12)
        #expect(k.perform(.increment) && abs(k.value - 0.062) < 1e-12)

        let s = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 331, height: 31))
        let p = s.thumbFrame(.lower).center
        #expect(s.send(.pointer(.began, at: p, modifiers: .fine)))
        s.send(.pointer(.moved, at: CGPoint(x: p.x + 150, y: p.y), modifiers: .fine))   // half the travel: 0.05
        s.send(.pointer(.ended, at: nil))
        #expect(abs(s.lowerValue - 0.25) < 1e-12)
    }

    @Test func aModifierBelongsToItsInputAlone() {
        // Shift+arrow, then a VoiceOver increment: the second moves the full 1 %, not a tenth.
        let k = standardKnob()
        k.value = 0.5
        #expect(k.send(.key(.navigate(.up), modifiers: .fine)))
        #expect(abs(k.value - 0.501) < 1e-12)
        #expect(k.perform(.increment, cause: .assistiveTechnology))
        #expect(abs(k.value - 0.511) < 1e-12, "the assistive-technology step is a whole 1 %")
        // The same after a fine drag: the modifier ends with the drag's own inputs.
        let s = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 331, height: 31))
        let p = s.thumbFrame(.upper).center
        #expect(s.send(.pointer(.began, at: p, modifiers: .fine)))
        s.send(.pointer(.ended, at: p, modifiers: .fine))
        let before = s.upperValue
        #expect(s.perform(.decrement, cause: .assistiveTechnology))
        #expect(abs(s.upperValue - (before - 0.01)) < 1e-12)
    }

    @Test func aFineAbsoluteDragTurnsByATenthWithoutJumping() {
        let k = standardKnob()
        let c = CGPoint(x: 100, y: 100)
        k.value = 0.5
        #expect(k.send(.pointer(.began, at: point(0, 80, about: c), modifiers: .fine)))   // 3 o'clock: no jump
        #expect(k.value == 0.5)
        k.send(.pointer(.moved, at: point(0.3, 80, about: c), modifiers: .fine))
        k.send(.pointer(.ended, at: nil, modifiers: .fine))
        let sweep = k.endAngle - k.startAngle
        #expect(abs(k.value - (0.5 + 0.03 / sweep)) < 1e-9)
    }

    @Test func aVelocityDragMovesMoreTheFasterTheFinger() {
        func drag(speed: Double) -> Double {
            let k = standardKnob()
            k.interactionMode = .velocity(pointsPerRange: 200)
            #expect(k.beginTracking(at: CGPoint(x: 100, y: 190), time: 0))
            // 20 points up, in moves of 2 points, at `speed` points a second.
            for i in 1...10 {
                k.continueTracking(at: CGPoint(x: 100, y: 190 - 2 * Double(i)), time: 2 * Double(i) / speed)
            }
            k.endTracking(at: nil, time: 20 / speed)
            return k.value
        }
        let slow = drag(speed: 20), nominal = drag(speed: 200), fast = drag(speed: 800)
        #expect(abs(nominal - 0.1) < 1e-9, "20 of 200 points at the nominal speed")
        #expect(abs(slow - 0.01) < 1e-9, "a tenth as fast: a tenth as far")
        #expect(abs(fast - 0.4) < 1e-9, "four times as fast: four times as far")
    }
}
