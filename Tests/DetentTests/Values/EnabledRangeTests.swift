import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// The enabled range: values stay inside a part of the range while the track shows all of it.

@Suite("Enabled range")
struct EnabledRangeTests {
    @Test func aKnobsValuesStayInsideItsEnabledRange() {
        let k = standardKnob()
        k.enabledRange = 0.2...0.6
        #expect(k.value == 0.2, "the value moves inside at once")
        let rec = EventRecorder(k.events)
        // A drag to 3 o'clock (11/14 of the arc) stops at 0.6, with an end stop there.
        #expect(k.beginTracking(at: CGPoint(x: 100, y: 2)))
        k.continueTracking(at: CGPoint(x: 198, y: 100))
        k.endTracking(at: nil)
        #expect(k.value == 0.6)
        #expect(rec.detents.contains(.endStop(.maximum)))
        #expect(k.perform(.home) && k.value == 0.2)
        #expect(k.perform(.end) && k.value == 0.6)
        k.setValue(0.9, animated: false)
        #expect(k.value == 0.6)
        // The pointer still sits where 0.6 is on the whole track.
        #expect(abs(k.presentationFraction - 0.6) < 1e-12)
    }

    @Test func stepsInsideTheEnabledRange() {
        var b = ValueBounds(minimum: 0, maximum: 10, step: 3)
        b.enabledRange = 2...8
        #expect(b.clamp(0) == 3 && b.clamp(10) == 6 && b.clamp(4) == 3)
        b.enabledRange = 3.5...4.5
        #expect(b.clamp(0) == 3.5 && b.clamp(10) == 4.5, "no step inside: its ends are the stops")
    }

    @Test func badEnabledRanges() {
        var b = ValueBounds(minimum: 0, maximum: 1)
        b.enabledRange = 0.2...0.4
        b.enabledRange = -Double.infinity...0.5
        #expect(b.enabledRange == 0.2...0.4, "a bound that is not finite is ignored")
        b.enabledRange = 5...6
        #expect(b.lowerLimit == 1 && b.upperLimit == 1 && b.clamp(0.3) == 1, "wholly above: the maximum")
        b.enabledRange = -3...(-2)
        #expect(b.clamp(0.3) == 0)
        b.enabledRange = nil
        #expect(b.clamp(0.3) == 0.3)
    }

    @Test func aRangeSlidersThumbsStayInside() {
        let s = standardRangeSlider()
        s.enabledRange = 0.3...0.7
        #expect(s.values == 0.3...0.7)
        s.setValues(lower: 0, upper: 1, animated: false)
        #expect(s.values == 0.3...0.7)
        s.minimumDistance = 0.9
        #expect(s.effectiveMinimumDistance == 0.4000000000000001 || abs(s.effectiveMinimumDistance - 0.4) < 1e-12)
        #expect(s.values == 0.3...0.7)
        s.minimumDistance = 0
        #expect(s.perform(.home, on: .upper) && s.upperValue == 0.3)
        #expect(s.perform(.home, on: .lower) == false && s.lowerValue == 0.3)
    }
}
