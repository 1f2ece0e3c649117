import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// Value rules that random input once broke: the last step inside an enabled range whose end is
// off the steps, an infinite distance between thumbs, and an empty range's keys.

@Suite("Value rules found by random input")
struct ValueRuleDefectTests {
    /// Step 0.3 inside an enabled range 0…0.98 of 0…1: the stops are 0, 0.3, 0.6 and 0.9 (the
    /// maximum, 1, lies outside), so 0.97 lands on 0.9, not a step further down.
    @Test func theLastStepInsideAnEnabledRangeIsAStop() {
        var bounds = ValueBounds(minimum: 0, maximum: 1, step: 0.3)
        bounds.enabledRange = 0...0.98
        #expect(bounds.clamp(0.97) == 0.9)
        #expect(bounds.clamp(0.98) == 0.9)
        #expect(bounds.clamp(2) == 0.9)
        #expect(bounds.clamp(0.74) == 0.6)

        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        fader.step = 0.3
        fader.enabledRange = 0...0.98
        fader.value = 0.97
        #expect(fader.value == 0.9)
        fader.value = 0
        #expect(fader.perform(.end) && fader.value == 0.9, "End goes to the last stop inside")

        let knob = standardKnob()
        knob.step = 0.3
        knob.enabledRange = 0...0.98
        #expect(knob.perform(.end) && knob.value == 0.9)

        let slider = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        slider.step = 0.3
        slider.enabledRange = 0...0.98
        slider.values = [0.1, 0.97]
        #expect(slider.values == [0, 0.9])
    }

    /// A dragged thumb on such a range stops at the last step inside, where the finger goes past it.
    @Test func aDragPastTheEnabledRangeStopsOnItsLastStep() {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        fader.step = 0.3
        fader.enabledRange = 0...0.98
        let start = fader.thumbFrame.center
        #expect(fader.beginTracking(at: start))
        fader.continueTracking(at: CGPoint(x: 400, y: start.y))
        fader.endTracking(at: nil)
        #expect(fader.value == 0.9)
    }

    /// An infinite minimum distance is the largest that fits: the thumbs spread over the range.
    @Test func anInfiniteMinimumDistanceSpreadsTheThumbs() {
        let slider = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        slider.values = [0.2, 0.4, 0.6]
        slider.minimumDistance = .infinity
        #expect(slider.effectiveMinimumDistance == 0.5)
        #expect(slider.values == [0, 0.5, 1])

        let range = standardRangeSlider()
        range.minimumDistance = .infinity
        #expect(range.effectiveMinimumDistance == 1)
        #expect(range.lowerValue == 0 && range.upperValue == 1)
    }

    /// An empty range (maximum −0 on a minimum of 0) holds every thumb at one value: keys change
    /// nothing, open no edit and report nothing.
    @Test func anEmptyRangesKeysDoNothing() {
        let slider = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        slider.maximumValue = -0.0
        let recorder = EventRecorder(slider.events)
        for key in [NavigationKey.left, .right, .up, .down, .home, .end, .pageUp, .pageDown] {
            slider.send(.key(.navigate(key)))
        }
        slider.advance(to: 10)
        #expect(recorder.events.isEmpty, "\(recorder.events)")
        #expect(slider.values.allSatisfy { $0 == 0 })
    }

    /// A value of −0 is stored as 0: a formatter's "-0.0" would otherwise show until the same
    /// value, set again, turned it into "0.0" with no notification.
    @Test func minusZeroIsStoredAsZero() {
        #expect(ValueBounds(minimum: -1, maximum: 1, step: 0).clamp(-0.0)?.sign == .plus)
        #expect(ValueBounds(minimum: -1, maximum: 1, step: 0.5).clamp(-0.1)?.sign == .plus)

        let range = standardRangeSlider()
        range.valueFormatter = { "\($0) Hz" }
        range.lowerValue = -0.0
        #expect(range.lowerValue.sign == .plus)
        #expect(range.rangeText.hasPrefix("0.0 Hz"), "\(range.rangeText)")

        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        fader.minimumValue = -1
        fader.value = -0.0
        #expect(fader.value.sign == .plus)
    }

    /// Thumbs on top of each other under a tiny minimum distance part by a unit in the last place,
    /// off the steps; once the other thumb moves away, that thumb set to the value it holds stays
    /// there and notifies nobody.
    @Test func aThumbSetToTheValueItHoldsStaysOffTheSteps() {
        let range = standardRangeSlider()
        range.step = 0.05
        range.lowerValue = 1
        range.minimumDistance = 1e-300
        let parted = range.upperValue
        #expect(parted == 0.8.nextUp, "the thumbs part by one unit in the last place")
        range.lowerValue = 0
        var notifications = 0
        let token = range.changes.observe { notifications += 1 }
        range.upperValue = range.upperValue
        range.lowerValue = range.lowerValue
        #expect(range.upperValue == parted && notifications == 0)
        _ = token
    }

    /// Sixteen thumbs the distance limits keep a step apart of 1e-20 near 0, off the 0.47 step:
    /// the row set again as it is stays, and the host that repaints on notifications hears
    /// nothing (the fuzzer's steps: a step, a maximum distance, a minimum distance, values from
    /// outside, then every setting and the values set again).
    @Test func aRowOffTheStepsSetAgainStays() {
        let steps = [Step(kind: 86, a: 0.11343251697566181, b: 0.27034103913939117, special: 36),
                     Step(kind: 84, a: 0.9438406958113985, b: 0.22900434882124054, special: 28),
                     Step(kind: 91, a: 1.1783382925154497, b: 0.37388570992599374, special: 11),
                     Step(kind: 18, a: 0.5340413519493399, b: 0.7095353627832455, special: 23),
                     Step(kind: 61, a: 1.1904722667277026, b: 0.4257969024185549, special: 8),
                     Step(kind: 77, a: 0.2638467994201571, b: 0.020419623102159112, special: 27)]
        let driver = ContractDriver(MultiSliderModel.make())
        driver.runWatchedByATrustingHost(steps)
        #expect(driver.model.thumbCount == 16 && driver.model.values.last == 0.471920348)
        #expect(driver.violations.list.isEmpty, "\(driver.violations.list)")
    }

    /// A range ending at 1e-20 with an enabled range ending at 0: the maximum lies past the
    /// enabled range, so it is no allowed value, and nothing is cut to 0 (no stop) on its way in;
    /// the last stop inside is the highest value, and an increment from it changes nothing.
    @Test func aMaximumJustPastTheEnabledRangeIsNoStop() {
        var bounds = ValueBounds(minimum: -4.999995000005, maximum: 1e-20, step: 0.05)
        bounds.enabledRange = -0.091...0
        #expect(bounds.clamp(0) == -0.049995)
        #expect(bounds.clamp(1) == -0.049995)

        let knob = standardKnob()
        knob.step = 0.05
        knob.minimumValue = -4.999995000005
        knob.enabledRange = -0.091...0
        knob.maximumValue = 1e-20
        #expect(knob.value == -0.049995)
        #expect(!knob.perform(.increment, cause: .key) && knob.value == -0.049995)
    }
}
