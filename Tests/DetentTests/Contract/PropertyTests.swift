import Foundation
import PropertyBased
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// Random event sequences for every control through one driver: begin / continue / end / cancel
// (also out of order, at points that are not finite and at the exact centre), taps and double
// taps, keyboard and assistive-technology adjustments, bursts of keys and the silence that ends
// them, the clock, the program's values and settings changed in the middle of a gesture. After
// every step the rules every control shares and the control's own must hold.

@Suite("Properties over random event sequences")
struct PropertyTests {
    @Test(arguments: Subject.allCases)
    func everyRuleHoldsForAnyEventSequence(_ subject: Subject) async {
        await subject.checkRandomSequences(count: 5_000, .rules)
    }
}

// MARK: - Behaviour a user notices, over random gestures

@Suite("Properties of gestures")
struct GesturePropertyTests {
    /// Any drag on any wheel, flicked or not, comes to rest with a sector centred on the marker,
    /// and that sector is the one selected and reported.
    @Test func aReleasedWheelAlwaysRestsCentredOnTheSelectedSector() async {
        let gesture = zip(
            Gen.int(in: 1...24),
            Gen.bool,
            zip(Gen.double(in: -1...1), Gen.double(in: 0.005...0.2)).array(of: 1...12)
        )
        await propertyCheck(count: propertyRuns(3_000), input: gesture) { n, momentum, moves in
            let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
            wheel.numberOfSections = n
            wheel.isMomentumEnabled = momentum
            var reported: [Int] = []
            wheel.events.handler = { if case .selectionChanged(let i) = $0 { reported.append(i) } }
            let hub = CGPoint(x: 100, y: 100)
            var angle = Double.pi, t = 0.0
            wheel.beginTracking(at: point(angle, 70, about: hub), time: t)
            for (turn, dt) in moves {
                angle += turn
                t += dt
                wheel.continueTracking(at: point(angle, 70, about: hub), time: t)
            }
            let release = wheel.rotation
            wheel.endTracking(at: nil, time: t + 0.01)
            let glides = wheel.runningMotion.map { $0.initialVelocity != 0 } ?? false
            wheel.finishAnimations()
            let width = 2 * Double.pi / Double(n)
            let off = abs(remainder(Double(wheel.selectedIndex) * width + wheel.rotation, 2 * .pi))
            #expect(off < 1e-9, "sector \(wheel.selectedIndex) is \(off) rad from the marker")
            #expect(reported == (wheel.selectedIndex == 0 ? [] : [wheel.selectedIndex]))
            if !glides {
                #expect(abs(remainder(wheel.rotation - release, 2 * .pi)) <= width / 2 + 1e-9, "snapped to a far sector")
            } else {
                #expect(momentum, "a glide without momentum")
            }
        }
    }

    /// The range slider's drag rule, move by move: the dragged thumb moves by (max − min)·Δx/(width − height)
    /// and is bounded after every move, whatever the slider's size and range.
    @Test func aThumbFollowsTheDeltaRuleMoveByMove() async {
        let gesture = zip(
            zip(Gen.double(in: 100...600), Gen.double(in: -50...50), Gen.double(in: 0.1...1000)),
            Gen.bool,
            Gen.double(in: -80...80).array(of: 1...15)
        )
        await propertyCheck(count: propertyRuns(3_000), input: gesture) { geometry, upper, moves in
            let (width, minimum, span) = geometry
            let s = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: width, height: 31))
            s.maximumValue = minimum + span
            s.minimumValue = minimum
            s.setValues(lower: minimum + 0.2 * span, upper: minimum + 0.8 * span, animated: false)
            let thumb: RangeSliderThumb = upper ? .upper : .lower
            var x = Double(s.thumbFrame(thumb).midX)
            #expect(s.beginTracking(at: CGPoint(x: x, y: 15.5)))
            var expected = s.value(of: thumb)
            for dx in moves {
                x += dx
                s.continueTracking(at: CGPoint(x: x, y: 15.5))
                let (lo, hi) = upper ? (s.lowerValue, s.maximumValue) : (s.minimumValue, s.upperValue)
                expected = min(max(expected + span * dx / (width - 31), lo), hi)
                #expect(abs(s.value(of: thumb) - expected) <= 1e-9 * max(1, span), "after Δx \(dx)")
            }
            s.endTracking(at: nil)
        }
    }

    /// In the linear modes the value follows the finger, bounded after every move (no wind-up):
    /// up or right raises it by distance / pointsPerRange of the range.
    @Test func linearKnobDragsFollowTheFingerWithoutWindUp() async {
        let gesture = zip(Gen.bool, Gen.double(in: 50...400), Gen.double(in: -120...120).array(of: 1...15))
        await propertyCheck(count: propertyRuns(3_000), input: gesture) { vertical, points, moves in
            let k = KnobModel(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
            k.interactionMode = vertical ? .vertical(pointsPerRange: points) : .horizontal(pointsPerRange: points)
            k.value = 0.5
            var p = CGPoint(x: 50, y: 50)
            k.beginTracking(at: p)
            var expected = 0.5
            for d in moves {
                p = vertical ? CGPoint(x: p.x, y: p.y + d) : CGPoint(x: p.x + d, y: p.y)
                k.continueTracking(at: p)
                expected = min(max(expected + (vertical ? -d : d) / points, 0), 1)
                #expect(abs(k.value - expected) < 1e-9)
            }
            k.endTracking(at: nil)
        }
    }
}
