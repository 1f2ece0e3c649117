import Foundation
import Testing
@_spi(Hosting) import Detent

// Ticks: marked values with labels, snapping, keys from tick to tick, labels read out.

@Suite("Ticks")
struct TickTests {
    private let frequencyTicks = [Tick(value: 20, label: "20"), Tick(value: 100, label: "100"), Tick(value: 1_000, label: "1k"),
                                  Tick(value: 10_000, label: "10k"), Tick(value: 20_000, label: "20k")]

    private func frequencyKnob() -> KnobModel {
        let k = standardKnob()
        k.minimumValue = 20
        k.maximumValue = 20_000
        k.scale = .logarithmic
        k.ticks = frequencyTicks
        return k
    }

    @Test func keysAndAssistiveTechnologyMoveFromTickToTickAndReadItsLabel() {
        let k = frequencyKnob()
        k.value = 440
        #expect(k.perform(.increment, cause: .assistiveTechnology) && k.value == 1_000)
        #expect(k.valueText == "1k" && k.accessibilityElement.value == "1k")
        #expect(k.perform(.increment) && k.value == 10_000)
        #expect(k.perform(.decrement) && k.value == 1_000)
        #expect(k.perform(.decrement) && k.value == 100)
        k.value = 20_000
        #expect(!k.perform(.increment), "no tick above the last")
        k.value = 700
        #expect(k.valueText == "700", "off a tick: the number")
    }

    @Test func tickValuesOnlySnapDragsTapsAndSetters() {
        let k = frequencyKnob()
        k.allowsTickValuesOnly = true
        #expect(k.value == 20)
        // 12 o'clock is the geometric mean, about 632: the nearest tick is 1k (by value).
        k.beginTracking(at: CGPoint(x: 100, y: 2))
        k.endTracking(at: nil)
        #expect(k.value == 1_000)
        k.value = 150
        #expect(k.value == 100)

        let s = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 331, height: 31))
        s.ticks = (0...4).map { Tick(value: Double($0) / 4) }
        s.allowsTickValuesOnly = true
        #expect(s.values == 0.25...0.75)
        #expect(s.tap(at: CGPoint(x: 15.5 + 290, y: 15)))
        #expect(s.upperValue == 1)
        #expect(s.perform(.decrement, on: .upper) && s.upperValue == 0.75)
    }

    @Test func ticksThatAreNotFiniteOrOutsideAreNotTaken() {
        var b = ValueBounds(minimum: 0, maximum: 10)
        b.ticks = [Tick(value: .nan), Tick(value: 20), Tick(value: 4), Tick(value: -.infinity), Tick(value: 4)]
        b.allowsTickValuesOnly = true
        #expect(b.clamp(9) == 4 && b.clamp(0) == 4)
        #expect(b.tick(at: 4) != nil && b.tick(at: 4.5) == nil && b.tick(at: .nan) == nil)
        b.enabledRange = 5...10
        #expect(b.clamp(9) == 9, "no tick inside the allowed values: snapping changes nothing")
    }
}
