import Foundation
import Testing
@_spi(Hosting) import Detent
@_spi(Hosting) @testable import DetentContract

/// Bad input, for every control: each case ends in the rule the doc comments state, with
/// no crash and nothing NaN reported or shown.
private let square = CGRect(x: 0, y: 0, width: 100, height: 100)
private let sliderBounds = CGRect(x: 0, y: 0, width: 300, height: 31)
private let wheelBounds = CGRect(x: 0, y: 0, width: 200, height: 200)
private let nanPoint = CGPoint(x: CGFloat.nan, y: 10)
private let infinitePoint = CGPoint(x: 10, y: CGFloat.infinity)

private func touch(_ angle: Double) -> CGPoint { point(angle, 40, about: CGPoint(x: 50, y: 50)) }

/// Everything a knob shows or reports is a finite number.
private func knobIsFinite(_ k: KnobModel) -> Bool {
    k.value.isFinite && k.presentationValue.isFinite && k.presentationFraction.isFinite && k.pointerAngle.isFinite
        && k.geometry.trackRadius.isFinite && k.minimumValue.isFinite && k.maximumValue.isFinite
        && k.accessibilityElement.numericValue?.isFinite == true
}

@Suite("Bad input: knob")
struct KnobBadInputTests {
    @Test func nanValuesAreIgnoredAndInfinitiesClamp() {
        let k = KnobModel(bounds: square)
        let rec = EventRecorder(k.events)
        k.value = 0.3
        k.value = .nan
        #expect(k.value == 0.3)
        k.setValue(.nan, animated: true)
        #expect(k.value == 0.3 && !k.isAnimating)
        k.value = .infinity
        #expect(k.value == 1)
        k.value = -.infinity
        #expect(k.value == 0)
        k.defaultValue = 0.5
        k.defaultValue = .nan
        #expect(k.defaultValue == 0.5)
        k.defaultValue = .infinity
        #expect(k.doubleTap() && k.value == 1, "an infinite default clamps when used")
        #expect(rec.allValuesFinite && knobIsFinite(k))
    }

    @Test func nonFiniteBoundsAreIgnored() {
        let k = KnobModel(bounds: square)
        k.minimumValue = .nan
        k.maximumValue = .infinity
        k.minimumValue = -.infinity
        #expect(k.minimumValue == 0 && k.maximumValue == 1)
        k.step = .nan
        #expect(k.step == 0)
        k.step = .infinity
        #expect(k.step == 0)
    }

    @Test func aMinimumAboveTheMaximumMovesTheMaximumAndViceVersa() {
        let k = KnobModel(bounds: square)
        k.value = 0.5
        k.minimumValue = 2
        #expect(k.minimumValue == 2 && k.maximumValue == 2 && k.value == 2)
        k.maximumValue = -1
        #expect(k.minimumValue == -1 && k.maximumValue == -1 && k.value == -1)
        #expect(knobIsFinite(k))
    }

    @Test func anEmptyRangeHasOneValueAndNoNaN() {
        let k = KnobModel(bounds: square)
        k.minimumValue = 0.5
        k.maximumValue = 0.5
        let rec = EventRecorder(k.events)
        #expect(k.value == 0.5)
        #expect(k.pointerAngle == k.startAngle)
        #expect(k.beginTracking(at: touch(0)))
        k.continueTracking(at: touch(2))
        k.endTracking(at: touch(-1))
        #expect(rec.events.isEmpty, "nothing can change: no edit")
        for action in AdjustmentAction.allCases { #expect(!k.perform(action)) }
        k.interactionMode = .vertical()
        k.beginTracking(at: touch(0))
        k.continueTracking(at: CGPoint(x: 50, y: -500))
        k.endTracking(at: nil)
        #expect(k.value == 0.5 && rec.values.isEmpty && knobIsFinite(k))
        #expect(k.accessibilityElement.value == "0.50")
    }

    @Test func equalStartAndEndAnglesLeaveThePointerAtTheStart() {
        let k = KnobModel(bounds: square)
        k.startAngle = 1
        k.endAngle = 1
        k.value = 0.5
        #expect(k.pointerAngle == 1)
        let rec = EventRecorder(k.events)
        // Angle-based modes change nothing.
        for mode in [KnobInteractionMode.absolute, .rotary, .pan()] {
            k.interactionMode = mode
            k.beginTracking(at: touch(0))
            k.continueTracking(at: touch(2))
            k.endTracking(at: touch(-2))
        }
        #expect(rec.values.isEmpty && k.value == 0.5)
        // A linear drag still works.
        k.interactionMode = .vertical(pointsPerRange: 100)
        k.beginTracking(at: CGPoint(x: 50, y: 50))
        k.continueTracking(at: CGPoint(x: 50, y: 40))
        k.endTracking(at: nil)
        #expect(close(k.value, 0.6) && k.pointerAngle == 1)
        #expect(knobIsFinite(k))
    }

    @Test func nonFiniteAnglesAndSizesAreIgnoredAndNegativeSizesBecomeZero() {
        let k = KnobModel(bounds: square)
        k.startAngle = .nan
        k.endAngle = -.infinity
        #expect(close(k.startAngle, -11 * .pi / 8) && close(k.endAngle, 3 * .pi / 8))
        k.lineWidth = .nan
        k.pointerLength = .infinity
        #expect(k.lineWidth == 2 && k.pointerLength == 6)
        k.lineWidth = -4
        k.pointerLength = -1
        k.pointerHitRadius = -3
        #expect(k.lineWidth == 0 && k.pointerLength == 0 && k.pointerHitRadius == 0)
        k.pointerHitRadius = .nan
        #expect(k.pointerHitRadius == 0)
        #expect(k.geometry.trackRadius == 50)
    }

    @Test func sensitivitiesThatAreNotPositiveFallBackToTheDefault() {
        for bad in [0.0, -5, .nan, .infinity] {
            let k = KnobModel(bounds: square)
            k.interactionMode = .vertical(pointsPerRange: bad)
            k.beginTracking(at: CGPoint(x: 50, y: 50))
            k.continueTracking(at: CGPoint(x: 50, y: 30))
            k.endTracking(at: nil)
            #expect(close(k.value, 0.1), "20 points of the default 200, for \(bad)")
        }
        let k = KnobModel(bounds: square)
        k.interactionMode = .pan(radiansPerPoint: .nan)
        k.beginTracking(at: CGPoint(x: 50, y: 50))
        k.continueTracking(at: CGPoint(x: 81.5, y: 50))
        #expect(close(k.value, 0.1), "1° a point")
    }

    @Test func zeroNegativeAndNonFiniteBoundsNeverTrackAndNeverGiveNaN() {
        let k = KnobModel(bounds: .zero)
        let rec = EventRecorder(k.events)
        #expect(!k.beginTracking(at: .zero))
        k.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 50)
        #expect(k.bounds == .zero)
        #expect(!k.beginTracking(at: CGPoint(x: 0, y: 0)))
        k.bounds = CGRect(x: 0, y: 0, width: 100, height: 0)
        #expect(!k.beginTracking(at: CGPoint(x: 50, y: 0)), "no height: empty")
        #expect(rec.events.isEmpty && knobIsFinite(k))
        k.bounds = CGRect(x: 100, y: 100, width: -100, height: -100)
        #expect(k.bounds == square, "negative sizes are flipped")
        #expect(k.beginTracking(at: CGPoint(x: 50, y: 10)))
        #expect(close(k.value, 0.5))
        k.endTracking(at: nil)
    }

    @Test func nonFinitePointsAreIgnored() {
        let k = KnobModel(bounds: square)
        let rec = EventRecorder(k.events)
        #expect(!k.beginTracking(at: nanPoint))
        #expect(!k.beginTracking(at: infinitePoint))
        #expect(rec.events.isEmpty)
        k.beginTracking(at: touch(-.pi / 2))
        #expect(k.continueTracking(at: nanPoint), "still tracking")
        #expect(k.continueTracking(at: infinitePoint))
        k.endTracking(at: nanPoint)
        #expect(close(k.value, 0.5))
        #expect(rec.events == [.editingDidBegin, .valueChanged(k.value), .editingDidEnd])
        // The centre itself has no direction: the value stays.
        k.interactionMode = .rotary
        k.beginTracking(at: CGPoint(x: 50, y: 50))
        k.continueTracking(at: CGPoint(x: 50, y: 50))
        k.continueTracking(at: touch(0))
        k.endTracking(at: nil)
        #expect(close(k.value, 0.5) && knobIsFinite(k))
    }

    @Test func stepsThatAreNotPositiveMeanContinuous() {
        for bad in [0.0, -0.1, -.infinity, .nan] {
            let k = KnobModel(bounds: square)
            k.step = bad
            #expect(k.step == 0)
            k.value = 0.123
            #expect(k.value == 0.123)
        }
    }

    @Test func aStepLargerThanTheRangeLeavesTheTwoEnds() {
        let k = KnobModel(bounds: square)
        k.step = 5
        let rec = EventRecorder(k.events)
        k.beginTracking(at: touch(-11 * .pi / 8 + 0.3 * 7 * .pi / 4))
        #expect(k.value == 0)
        k.continueTracking(at: touch(-11 * .pi / 8 + 0.7 * 7 * .pi / 4))
        #expect(k.value == 1)
        k.endTracking(at: nil)
        #expect(rec.values == [1] && rec.detents == [.endStop(.maximum)])
        k.value = 0
        #expect(k.perform(.increment) && k.value == 1)
    }

    @Test func aStepThatDoesNotDivideTheRangeKeepsTheMaximumAsAStop() {
        let k = KnobModel(bounds: square)
        k.step = 0.3
        for (proposed, expected) in [(0.1, 0.0), (0.2, 0.3), (0.44, 0.3), (0.93, 0.9), (0.97, 1.0)] {
            k.value = proposed
            #expect(close(k.value, expected), "\(proposed)")
        }
    }

    @Test func aTinyStepDoesNotCrash() {
        // 10^20 steps in the range: more than an Int can count.
        let k = KnobModel(bounds: square)
        k.step = 1e-20
        let rec = EventRecorder(k.events)
        k.beginTracking(at: touch(-.pi / 2))
        k.continueTracking(at: touch(0))
        k.endTracking(at: nil)
        #expect(close(k.value, 11.0 / 14))
        #expect(rec.allValuesFinite)
        #expect(k.perform(.pageDown), "a quarter of the range: 2.5 · 10^19 steps")
        #expect(close(k.value, 11.0 / 14 - 0.25))
    }

    @Test func hugeRangesStayFinite() {
        let k = KnobModel(bounds: square)
        k.maximumValue = .greatestFiniteMagnitude
        k.minimumValue = -.greatestFiniteMagnitude
        let rec = EventRecorder(k.events)
        k.value = 1
        k.beginTracking(at: touch(-.pi / 2))
        k.continueTracking(at: touch(0))
        k.endTracking(at: nil)
        k.perform(.increment)
        k.perform(.pageDown)
        k.setValue(3, animated: true)
        k.advance(to: 0)
        k.advance(to: 0.1)
        #expect(knobIsFinite(k))
        #expect(rec.allValuesFinite)
    }

    @Test func propertyChangesInTheMiddleOfADragApplyToTheNextEvent() {
        let k = KnobModel(bounds: square)
        let rec = EventRecorder(k.events)
        k.beginTracking(at: touch(0)) // 11/14
        k.maximumValue = 0.5
        #expect(k.value == 0.5, "re-clamped at once")
        rec.clear()
        k.continueTracking(at: touch(-.pi / 2)) // the middle of the new range
        #expect(close(k.value, 0.25))
        k.step = 0.2
        k.continueTracking(at: touch(-3 * .pi / 4)) // 5/14 of 0.5
        #expect(close(k.value, 0.2))
        k.interactionMode = .vertical(pointsPerRange: 100)
        k.continueTracking(at: CGPoint(x: 30, y: 10)) // 11.7 points up from the last touch: 0.237
        k.continueTracking(at: CGPoint(x: 30, y: -30)) // 40 more of 100 on a 0.5 range: 0.437
        #expect(close(k.value, 0.4), "on the 0.2 step")
        k.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        k.interactionMode = .absolute
        k.continueTracking(at: CGPoint(x: 25, y: 0))
        #expect(close(k.value, 0.2), "straight up from the new centre: half of 0.5, on a 0.2 step")
        k.endTracking(at: nil)
        #expect(rec.allValuesFinite && rec.values.allSatisfy { $0 <= 0.5 })
    }
}

@Suite("Bad input: range slider")
struct RangeSliderBadInputTests {
    private func isSound(_ s: RangeSliderModel) -> Bool {
        let finite = [s.minimumValue, s.lowerValue, s.upperValue, s.maximumValue].allSatisfy(\.isFinite)
        return finite && s.minimumValue <= s.lowerValue && s.lowerValue <= s.upperValue && s.upperValue <= s.maximumValue
            && s.thumbFrame(.lower).isFiniteRect && s.thumbFrame(.upper).isFiniteRect
    }

    @Test func nanValuesAreIgnoredAndInfinitiesClamp() {
        let s = RangeSliderModel(bounds: sliderBounds)
        s.lowerValue = .nan
        s.upperValue = .nan
        s.setValues(lower: .nan, upper: 0.5, animated: true)
        #expect(s.values == 0.2...0.8 && !s.isAnimating)
        s.lowerValue = -.infinity
        s.upperValue = .infinity
        #expect(s.values == 0...1)
        s.setValues(lower: .infinity, upper: -.infinity, animated: false)
        #expect(s.values == 0...1, "swapped, then clamped")
        s.minimumValue = .nan
        s.maximumValue = -.infinity
        #expect(s.minimumValue == 0 && s.maximumValue == 1 && isSound(s))
    }

    @Test func anEmptyRangeHasOneValueAndNoNaN() {
        let s = RangeSliderModel(bounds: sliderBounds)
        s.minimumValue = 0.5
        s.maximumValue = 0.5
        #expect(s.values == 0.5...0.5)
        let rec = EventRecorder(s.events)
        #expect(s.beginTracking(at: CGPoint(x: 15.5, y: 15)))
        s.continueTracking(at: CGPoint(x: 250, y: 15))
        s.endTracking(at: nil)
        #expect(!s.tap(at: CGPoint(x: 200, y: 15)))
        for action in AdjustmentAction.allCases { #expect(!s.perform(action)) }
        #expect(rec.values.isEmpty && isSound(s) && rec.allValuesFinite)
        #expect(s.accessibilityElements.allSatisfy { $0.numericValue == 0.5 })
    }

    @Test func zeroNegativeAndTooNarrowBounds() {
        let s = RangeSliderModel(bounds: .zero)
        let rec = EventRecorder(s.events)
        #expect(!s.beginTracking(at: .zero))
        #expect(!s.tap(at: .zero))
        s.bounds = CGRect(x: 300, y: 31, width: -300, height: -31)
        #expect(s.bounds == sliderBounds)
        s.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 31)
        #expect(s.bounds == .zero && isSound(s))
        // Narrower than a thumb: no travel, so a drag cannot move anything.
        s.bounds = CGRect(x: 0, y: 0, width: 20, height: 31)
        #expect(s.geometry.travel == 0)
        if s.beginTracking(at: CGPoint(x: 10, y: 15)) {
            s.continueTracking(at: CGPoint(x: 400, y: 15))
            s.endTracking(at: nil)
        }
        #expect(s.values == 0.2...0.8 && isSound(s) && rec.values.isEmpty)
    }

    @Test func nonFinitePointsAreIgnored() {
        let s = RangeSliderModel(bounds: sliderBounds)
        let rec = EventRecorder(s.events)
        #expect(!s.beginTracking(at: nanPoint))
        #expect(!s.tap(at: infinitePoint))
        s.beginTracking(at: CGPoint(x: 69.3, y: 15))
        #expect(s.continueTracking(at: nanPoint))
        s.continueTracking(at: CGPoint(x: 69.3 + 26.9, y: 15))
        #expect(close(s.lowerValue, 0.3), "the NaN point is skipped, not a jump")
        s.endTracking(at: infinitePoint)
        #expect(close(s.lowerValue, 0.3) && rec.allValuesFinite)
    }

    @Test func badStepsAndDistances() {
        let s = RangeSliderModel(bounds: sliderBounds)
        for bad in [0.0, -1, .nan, .infinity] {
            s.step = bad
            #expect(s.step == 0)
        }
        s.step = 5
        #expect(s.values == 0...1, "a step beyond the range leaves the two ends")
        s.step = 0
        s.setValues(lower: 0.4, upper: 0.6, animated: false)
        s.minimumDistance = .nan
        #expect(s.effectiveMinimumDistance == 0)
        s.minimumDistance = -2
        #expect(s.effectiveMinimumDistance == 0)
        s.minimumDistance = 7
        #expect(s.effectiveMinimumDistance == 1 && s.values == 0...1, "at most the whole range")
        s.minimumDistance = 0
        s.maximumDistance = .nan
        #expect(s.effectiveMaximumDistance == .infinity)
        s.maximumDistance = -1
        #expect(s.effectiveMaximumDistance == .infinity)
        s.minimumDistance = 0.3
        s.maximumDistance = 0.1
        #expect(s.effectiveMaximumDistance == 0.3, "never below the minimum distance")
        #expect(close(s.upperValue - s.lowerValue, 0.3) && isSound(s))
    }

    @Test func propertyChangesInTheMiddleOfADragReconstrainAndTheDragGoesOn() {
        let s = RangeSliderModel(bounds: sliderBounds)
        let rec = EventRecorder(s.events)
        s.beginTracking(at: CGPoint(x: 230.7, y: 15)) // the upper thumb
        s.maximumValue = 0.5
        #expect(s.upperValue == 0.5 && s.lowerValue == 0.2)
        s.continueTracking(at: CGPoint(x: 230.7 - 26.9, y: 15)) // a tenth of the travel: 0.05 now
        #expect(close(s.upperValue, 0.45))
        s.lowerValue = 0.6
        #expect(close(s.lowerValue, 0.45), "clamped to the upper value")
        s.continueTracking(at: CGPoint(x: 230.7 + 300, y: 15))
        #expect(s.upperValue == 0.5)
        s.orientation = .vertical
        s.continueTracking(at: CGPoint(x: 0, y: 0))
        s.endTracking(at: nil)
        #expect(isSound(s) && rec.allValuesFinite)
    }
}

@Suite("Bad input: rotary wheel")
struct RotaryWheelBadInputTests {
    @Test func sectionCountsAreClampedToOneThrough360() {
        let w = RotaryWheelModel(bounds: wheelBounds)
        for (given, kept) in [(0, 1), (-3, 1), (10_000, 360), (360, 360), (Int.max, 360), (Int.min, 1)] {
            w.numberOfSections = given
            #expect(w.numberOfSections == kept, "\(given)")
            #expect(w.geometry.numberOfSections == kept)
            #expect((0..<kept).contains(w.selectedIndex))
        }
    }

    @Test func tenThousandSectorEntriesGiveTheLargestWheel() {
        let sectors = (1...10_000).map { RotaryWheelSector(title: "Item \($0)") }
        let w = RotaryWheelModel(bounds: wheelBounds, sectors: sectors)
        #expect(w.numberOfSections == 360)
        w.perform(.end)
        #expect(w.selectedIndex == 359 && w.selectedTitle == "Item 360")
        let none = RotaryWheelModel(bounds: wheelBounds, sectors: [])
        #expect(none.numberOfSections == 1 && none.selectedTitle == "1")
    }

    @Test func indicesWrap() {
        let w = RotaryWheelModel(bounds: wheelBounds)
        w.select(-1, animated: false)
        #expect(w.selectedIndex == 7)
        w.select(Int.max, animated: false)
        #expect(w.selectedIndex == Int.max % 8)
        w.select(Int.min, animated: false)
        #expect((0..<8).contains(w.selectedIndex) && w.rotation.isFinite)
        #expect(w.title(ofSector: -9) == "3 circles")
    }

    @Test func nonFiniteSettingsAreIgnored() {
        let w = RotaryWheelModel(bounds: wheelBounds)
        w.markerAngle = .nan
        #expect(close(w.markerAngle, .pi))
        w.decelerationTime = .nan
        w.decelerationTime = -1
        w.decelerationTime = 0
        #expect(w.decelerationTime == 0.5)
        w.rotationLimits = 0...Double.infinity
        #expect(w.rotationLimits == nil)
        w.deadZoneRatio = .nan
        #expect(close(w.geometry.innerRadius, 40), "the default stays")
        w.deadZoneRatio = 0.6
        w.centerButtonRatio = 0.2
        w.deadZoneRatio = .infinity
        w.centerButtonRatio = .nan
        #expect(w.deadZoneRatio == 0.6 && w.centerButtonRatio == 0.2, "the ratios set last stay")
        w.deadZoneRatio = 3
        #expect(w.geometry.innerRadius == 100, "at most the whole radius")
        w.spin(by: .nan, animated: false)
        w.spin(by: .infinity, animated: true)
        #expect(w.rotation == 0 && !w.isAnimating)
        #expect(!w.advance(to: .nan))
    }

    @Test func aHugeDecelerationTimeClampsAndAGlideStaysFinite() {
        let w = RotaryWheelModel(bounds: wheelBounds)
        w.snapsToSectors = false
        w.decelerationTime = .greatestFiniteMagnitude
        #expect(w.decelerationTime == RotaryWheelModel.maximumDecelerationTime)
        let hub = CGPoint(x: 100, y: 100)
        #expect(w.beginTracking(at: point(.pi, 70, about: hub), time: 0))
        w.continueTracking(at: point(.pi + 0.3, 70, about: hub), time: 0.01)
        w.continueTracking(at: point(.pi + 0.6, 70, about: hub), time: 0.02)
        w.endTracking(at: nil, time: 0.02)
        #expect(w.isAnimating, "a flick glides")
        var t = 0.02
        while w.advance(to: t), t < 1_000 {
            #expect(w.rotation.isFinite)
            t += 1
        }
        #expect(w.rotation.isFinite && !w.isAnimating)
    }

    @Test func flickSpeedLimitsRejectNaNAndNegatives() {
        let w = RotaryWheelModel(bounds: wheelBounds)
        w.maximumFlickVelocity = -5
        w.minimumFlickVelocity = .nan
        w.minimumFlickVelocity = -1
        #expect(close(w.maximumFlickVelocity, 6 * .pi) && w.minimumFlickVelocity == 1.5)
        // A finger that stopped still does not throw the wheel.
        let hub = CGPoint(x: 100, y: 100)
        w.beginTracking(at: point(.pi, 70, about: hub), time: 0)
        w.continueTracking(at: point(.pi + 0.1, 70, about: hub), time: 0.1)
        w.endTracking(at: nil, time: 1)
        #expect(w.runningMotion?.to == 0 && w.selectedIndex == 0)
        w.maximumFlickVelocity = .infinity
        #expect(w.maximumFlickVelocity == .infinity, "no cap is allowed")
    }

    @Test func hugeSpinsStayFinite() {
        for angle in [1e300, 1.5e308, -Double.greatestFiniteMagnitude] {
            for animated in [false, true] {
                let w = RotaryWheelModel(bounds: wheelBounds)
                let rec = EventRecorder(w.events)
                w.spin(by: angle, animated: animated)
                w.advance(to: 0)
                w.advance(to: 0.5)
                w.spin(by: angle, animated: animated)
                w.finishAnimations()
                #expect(w.rotation.isFinite, "spin \(angle) animated \(animated)")
                #expect((0..<8).contains(w.selectedIndex) && w.sectorAtMarker == w.selectedIndex)
                #expect(rec.detents.allSatisfy { if case .sectorBoundary(let i) = $0 { (0..<8).contains(i) } else { false } })
            }
        }
    }

    @Test func zeroBoundsAndNonFinitePointsNeverTrack() {
        let w = RotaryWheelModel(bounds: .zero)
        let rec = EventRecorder(w.events)
        #expect(!w.beginTracking(at: .zero))
        #expect(!w.tap(at: .zero))
        w.bounds = CGRect(x: 0, y: 0, width: -200, height: CGFloat.nan)
        #expect(w.bounds == .zero)
        w.bounds = wheelBounds
        #expect(!w.beginTracking(at: nanPoint))
        #expect(!w.tap(at: infinitePoint))
        #expect(rec.events.isEmpty)
        w.beginTracking(at: CGPoint(x: 30, y: 100), time: .nan)
        #expect(w.continueTracking(at: nanPoint, time: .infinity))
        w.continueTracking(at: point(.pi + 0.3, 70, about: CGPoint(x: 100, y: 100)), time: .nan)
        #expect(w.rotation == 0, "the NaN point broke the turn; it resumes from the next point")
        w.endTracking(at: infinitePoint, time: -.infinity)
        w.finishAnimations()
        #expect(w.rotation.isFinite && w.selectedIndex == 0)
    }

    @Test func changingTheSectionCountInTheMiddleOfADrag() {
        let w = RotaryWheelModel(bounds: wheelBounds)
        w.isMomentumEnabled = false
        let hub = CGPoint(x: 100, y: 100)
        w.select(7, animated: false)
        w.beginTracking(at: point(.pi, 70, about: hub))
        w.continueTracking(at: point(.pi + 0.2, 70, about: hub))
        w.numberOfSections = 3
        #expect(w.selectedIndex == 2)
        w.continueTracking(at: point(.pi + 0.4, 70, about: hub))
        w.markerAngle = 0
        w.endTracking(at: nil)
        w.finishAnimations()
        #expect((0..<3).contains(w.selectedIndex) && w.sectorAtMarker == w.selectedIndex)
    }
}

@Suite("Bad input: rotatable knob and the shared pieces")
struct SharedBadInputTests {
    @Test func rotatableKnobSweepAndSensitivity() {
        let k = RotatableKnobModel(bounds: square)
        k.sweepAngle = .nan
        #expect(close(k.sweepAngle, 3 * .pi / 2))
        k.sweepAngle = -1
        #expect(k.sweepAngle == 0)
        k.beginTracking(at: CGPoint(x: 50, y: 50))
        k.continueTracking(at: CGPoint(x: 90, y: 50))
        k.endTracking(at: nil)
        #expect(k.value == 0 && k.rotation == 0, "no sweep: the pan turns nothing")
        k.sensitivity = .nan
        #expect(close(k.sensitivity, .pi / 180))
    }

    @Test func levelStaysWithin0To100WhateverTheUnderlyingRange() {
        let k = RotatableKnobModel(bounds: square)
        k.knob.maximumValue = 1e300
        k.value = 1e300
        #expect(k.level == 100)
        k.knob.minimumValue = -50
        k.value = -50
        #expect(k.level == 0)
    }

    @Test func tweensAndCurvesSanitiseTheirInput() {
        var t = Tween(from: 0, to: 1, duration: .nan)
        #expect(t.duration == 0)
        t.start(at: 3)
        #expect(t.value(at: 3) == 1 && t.isFinished(at: 3))
        #expect(Tween(from: 0, to: 1, duration: -2).duration == 0)
        let curve = TimingCurve(.nan, .infinity, -3, .nan)
        #expect(curve == TimingCurve(0, 0, 0, 1))
        for x in stride(from: 0.0, through: 1, by: 0.05) { #expect(curve.progress(at: x).isFinite) }
        #expect(TimingCurve.easeInEaseOut.progress(at: .nan) == 1)
        var glide = WheelMotion(from: 0, to: 2, curve: .decelerating(timeConstant: .nan))
        #expect(glide.duration == 0)
        glide.start(at: 0)
        #expect(glide.rotation(at: 0) == 2)
        #expect(WheelMotion(from: 0, to: 1, curve: .eased(.linear, duration: -1)).duration == 0)
    }

    @Test func valueBoundsRules() {
        var b = ValueBounds(minimum: 3, maximum: 1, step: -1)
        #expect(b.minimum == 3 && b.maximum == 3 && b.step == 0, "the maximum follows a larger minimum")
        b.setMaximum(.nan)
        b.setMinimum(-.infinity)
        #expect(b.minimum == 3 && b.maximum == 3)
        #expect(b.clamp(.nan) == nil)
        #expect(b.clamp(.infinity) == 3 && b.fraction(of: 3) == 0)
        #expect(b.stepIndex(of: .nan) == nil)
        let c = ValueBounds(minimum: 0, maximum: 1, step: 1e-300)
        #expect(c.stepIndex(of: 0.5) == nil, "10^300 steps: no Int counts them, and no detent is sent")
        #expect(c.clamp(0.5).map { close($0, 0.5) } == true)
        // A step too small to count at all acts as no step.
        let d = ValueBounds(minimum: 0, maximum: 1, step: .leastNonzeroMagnitude)
        #expect(d.clamp(0.5) == 0.5 && d.clamp(0.123) == 0.123)
        #expect(d.pageIncrement == 0.25)
        // Bounds never get so far apart that the span overflows.
        let e = ValueBounds(minimum: -.greatestFiniteMagnitude, maximum: .greatestFiniteMagnitude)
        #expect(e.span.isFinite && e.maximum == .greatestFiniteMagnitude)
    }
}

@Suite("Bad input: a spin beyond any wheel's turns")
struct HugeSpinTests {
    /// A spin by 10^300 radians counts as 100 turns: the wheel keeps its precision, and at rest
    /// the selected sector is the one at the marker, even with slivers among its sectors.
    @Test func aHugeSpinCountsAsAHundredTurns() {
        let w = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.snapsToSectors = false
        w.sectorWeights = [1e300, 0, 0, 1e300]
        w.spin(by: -1e300, animated: false)
        #expect(w.selectedIndex == w.sectorAtMarker)
        #expect(w.beginTracking(at: CGPoint(x: 5, y: 84), time: 0))
        w.endTracking(at: CGPoint(x: CGFloat.nan, y: 0), time: 0)
        #expect(!w.isAnimating && w.selectedIndex == w.sectorAtMarker)
    }
}

@Suite("Bad input: XY pad")
struct XYPadBadInputTests {
    private let padBounds = CGRect(x: 0, y: 0, width: 200, height: 200)

    /// Everything the pad shows or reports is a finite number, inside its ranges.
    private func isSound(_ p: XYPadModel) -> Bool {
        let f = p.presentationFractions
        return [p.value.x, p.value.y, f.x, f.y, p.xMinimum, p.xMaximum, p.yMinimum, p.yMaximum].allSatisfy(\.isFinite)
            && (p.xMinimum...p.xMaximum).contains(p.value.x) && (p.yMinimum...p.yMaximum).contains(p.value.y)
            && p.thumbFrame.isFiniteRect && p.accessibilityElements.allSatisfy(\.holdsOnlyFiniteNumbers)
            && p.drawing().holdsOnlyFiniteNumbers
    }

    @Test func nanCoordinatesAreIgnoredAndInfinitiesClamp() {
        let p = XYPadModel(bounds: padBounds)
        let rec = EventRecorder(p.events)
        p.value = XYPadValue(x: 0.3, y: 0.6)
        p.value = XYPadValue(x: .nan, y: 0.2)
        #expect(p.value == XYPadValue(x: 0.3, y: 0.2), "the NaN axis keeps its value")
        p.setValue(XYPadValue(x: .nan, y: .nan), animated: true)
        #expect(p.value == XYPadValue(x: 0.3, y: 0.2) && !p.isAnimating)
        p.value = XYPadValue(x: .infinity, y: -.infinity)
        #expect(p.value == XYPadValue(x: 1, y: 0))
        p.neutralValue = XYPadValue(x: 0.5, y: 0.5)
        p.neutralValue = XYPadValue(x: .nan, y: 0.1)
        p.neutralValue = XYPadValue(x: 0.1, y: .infinity)
        #expect(p.neutralValue == XYPadValue(x: 0.5, y: 0.5), "refused whole")
        #expect(rec.events.isEmpty && isSound(p))
    }

    @Test func invertedAndEmptyRangesPerAxis() {
        let p = XYPadModel(bounds: padBounds)
        p.value = XYPadValue(x: 0.5, y: 0.5)
        p.xMinimum = 2
        #expect(p.xMinimum == 2 && p.xMaximum == 2 && p.value.x == 2, "the maximum moves up to the minimum")
        p.yMaximum = -1
        #expect(p.yMinimum == -1 && p.yMaximum == -1 && p.value.y == -1)
        p.xMaximum = .nan
        p.yMinimum = -.infinity
        #expect(p.xMaximum == 2 && p.yMinimum == -1, "non-finite bounds are ignored")
        // min == max on y: one value, drawn at the bottom; a drag moves x only.
        p.xMaximum = 3
        p.xMinimum = 0
        let rec = EventRecorder(p.events)
        #expect(p.thumbFrame.midY == 186)
        #expect(p.beginTracking(at: p.thumbFrame.center))
        p.continueTracking(at: CGPoint(x: 0, y: -500))
        p.endTracking(at: nil)
        #expect(p.value == XYPadValue(x: 0, y: -1) && rec.values == [XYPadValue(x: 0, y: -1)])
        for action in AdjustmentAction.allCases { _ = p.perform(action, on: .y) }
        #expect(p.value.y == -1 && isSound(p))
        #expect(p.accessibilityElement(for: .y).numericRange == -1 ... -1)
    }

    @Test func stepsThatAreNotPositiveMeanContinuousAndHugeStepsLeaveTheEnds() {
        let p = XYPadModel(bounds: padBounds)
        for bad in [0.0, -0.1, .nan, .infinity] {
            p.xStep = bad
            p.yStep = bad
            #expect(p.xStep == 0 && p.yStep == 0)
        }
        p.xStep = 5
        p.beginTracking(at: p.thumbFrame.center)
        p.continueTracking(at: CGPoint(x: 14 + 60, y: 186 - 60))
        #expect(p.value.x == 0 && abs(p.value.y - 60.0 / 172) < 1e-12, "x nearer its minimum")
        p.continueTracking(at: CGPoint(x: 14 + 100, y: 186 - 60))
        #expect(p.value.x == 1)
        p.endTracking(at: nil)
        #expect(p.perform(.decrement, on: .x) && p.value.x == 0)
    }

    @Test func zeroNegativeAndTooSmallSizesNeverTrack() {
        let p = XYPadModel(bounds: .zero)
        let rec = EventRecorder(p.events)
        #expect(!p.beginTracking(at: .zero) && !p.tap(at: .zero))
        p.bounds = CGRect(x: 200, y: 200, width: -200, height: -200)
        #expect(p.bounds == padBounds, "negative sizes are flipped")
        p.thumbSize = .nan
        p.thumbSize = .infinity
        #expect(p.thumbSize == 28)
        p.thumbSize = -5
        #expect(p.thumbSize == 0 && p.thumbFrame == CGRect(x: 0, y: 200, width: 0, height: 0))
        p.thumbSize = 1000
        #expect(p.geometry.thumbSize == 200 && !p.geometry.hasTravel, "as large as the pad: no room to move")
        #expect(!p.beginTracking(at: CGPoint(x: 100, y: 100)) && !p.tap(at: CGPoint(x: 10, y: 10)))
        p.bounds = CGRect(x: 0, y: 0, width: 200, height: 0)
        p.thumbSize = 28
        #expect(!p.beginTracking(at: CGPoint(x: 14, y: 0)), "no height: no room")
        #expect(rec.events.isEmpty && isSound(p))
    }

    @Test func nonFinitePointsAndEventsOutOfOrderReportNothing() {
        let p = XYPadModel(bounds: padBounds)
        let rec = EventRecorder(p.events)
        #expect(!p.continueTracking(at: CGPoint(x: 100, y: 100)))
        p.endTracking(at: CGPoint(x: 100, y: 100))
        p.cancelTracking()
        #expect(!p.beginTracking(at: CGPoint(x: CGFloat.nan, y: 186)))
        #expect(!p.tap(at: CGPoint(x: 100, y: CGFloat.infinity)))
        #expect(rec.events.isEmpty)
        #expect(p.beginTracking(at: CGPoint(x: 14, y: 186)))
        #expect(p.continueTracking(at: CGPoint(x: CGFloat.nan, y: 0)), "ignored; tracking goes on")
        p.continueTracking(at: CGPoint(x: 100, y: 186))
        p.endTracking(at: CGPoint(x: -CGFloat.infinity, y: 0))
        p.endTracking(at: CGPoint(x: 186, y: 14))
        #expect(abs(p.value.x - 0.5) < 1e-12 && p.value.y == 0)
        #expect(rec.beganCount == 1 && rec.endedCount == 1 && isSound(p))
    }

    @Test func settingsChangedInTheMiddleOfADragApplyAndTheDragGoesOn() {
        let p = XYPadModel(bounds: padBounds)
        let rec = EventRecorder(p.events)
        p.beginTracking(at: CGPoint(x: 14, y: 186))
        p.continueTracking(at: CGPoint(x: 14 + 129, y: 186 - 129))
        p.xMaximum = 0.5
        #expect(p.value == XYPadValue(x: 0.5, y: 0.75), "re-clamped at once")
        p.yStep = 0.2
        #expect(p.value.y == 0.8, "snapped at once")
        // The drag goes on from the new values: half of x's travel back, a quarter of y's down.
        p.continueTracking(at: CGPoint(x: 14 + 129 - 86, y: 186 - 129 + 43))
        #expect(p.value.x == 0.25 && abs(p.value.y - 0.6) < 1e-12)
        p.thumbSize = 100
        p.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
        p.layoutDirection = .rightToLeft
        p.continueTracking(at: CGPoint(x: 14 + 129 - 86 - 50, y: 186 - 129 + 43))
        #expect(p.value.x == 0.375, "50 points left on a 200-point travel, right to left: a quarter up")
        p.endTracking(at: nil)
        #expect(rec.beganCount == 1 && rec.endedCount == 1 && isSound(p))
    }
}

@Suite("Bad input: multi-thumb slider")
struct MultiSliderBadInputTests {
    private func isSound(_ s: MultiSliderModel) -> Bool {
        let v = s.values
        return (1...16).contains(v.count) && v.allSatisfy(\.isFinite) && v == v.sorted()
            && s.minimumValue <= v[0] && v[v.count - 1] <= s.maximumValue
            && (0..<v.count).allSatisfy { s.thumbFrame(at: $0).isFiniteRect }
            && s.drawing().holdsOnlyFiniteNumbers && s.accessibilityElements.allSatisfy(\.holdsOnlyFiniteNumbers)
    }

    @Test func nanValuesAreLeftOutAndInfinitiesClamp() {
        let s = MultiSliderModel(bounds: sliderBounds)
        s.setValues([.nan, .nan], animated: true)
        s.setValue(.nan, forThumb: 1, animated: false)
        #expect(s.values == [0.25, 0.5, 0.75] && !s.isAnimating)
        s.values = [0.4, .nan, .infinity, -.infinity]
        #expect(s.values == [0, 0.4, 1])
        s.setValue(.infinity, forThumb: 0, animated: false)
        #expect(s.values == [0.4, 0.4, 1], "clamped to its neighbour")
        s.setValue(0.5, forThumb: 3, animated: false)
        s.setValue(0.5, forThumb: -1, animated: false)
        #expect(s.values == [0.4, 0.4, 1] && isSound(s))
    }

    @Test func zeroOrTenThousandThumbsClampToOneThroughSixteen() {
        let s = MultiSliderModel(bounds: sliderBounds)
        s.values = []
        #expect(s.thumbCount == 3)
        s.values = Array(repeating: 0.5, count: 10_000)
        #expect(s.thumbCount == 16 && isSound(s))
        s.minimumDistance = 1
        #expect(abs(s.effectiveMinimumDistance - 1.0 / 15) < 1e-15)
        #expect(zip(s.values, s.values.dropFirst()).allSatisfy { abs($1 - $0 - 1.0 / 15) < 1e-9 }, "spread evenly: \(s.values)")
        #expect(abs(s.values[0]) < 1e-9 && abs(s.values[15] - 1) < 1e-9 && isSound(s))
    }

    @Test func invertedAndEmptyRangesPutEveryThumbOnOneValue() {
        let s = MultiSliderModel(bounds: sliderBounds)
        s.minimumValue = 2
        #expect(s.maximumValue == 2 && s.values == [2, 2, 2])
        s.maximumValue = -1
        #expect(s.minimumValue == -1 && s.values == [-1, -1, -1])
        s.minimumDistance = 0.3
        let rec = EventRecorder(s.events)
        if s.beginTracking(at: CGPoint(x: 15.5, y: 15)) {
            s.continueTracking(at: CGPoint(x: 250, y: 15))
            s.endTracking(at: nil)
        }
        for action in AdjustmentAction.allCases { #expect(!s.perform(action)) }
        #expect(rec.values.isEmpty && isSound(s) && s.effectiveMinimumDistance == 0)
    }

    @Test func badBoundsAndPointsNeverTrackOrGiveNaN() {
        let s = MultiSliderModel(bounds: .zero)
        #expect(!s.beginTracking(at: .zero) && !s.tap(at: .zero))
        s.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 31)
        #expect(s.bounds == .zero && isSound(s))
        s.bounds = sliderBounds
        let rec = EventRecorder(s.events)
        #expect(!s.beginTracking(at: nanPoint) && !s.tap(at: infinitePoint))
        #expect(s.beginTracking(at: CGPoint(x: 82.75, y: 15)))
        #expect(s.continueTracking(at: nanPoint))
        s.continueTracking(at: CGPoint(x: 82.75 + 26.9, y: 15))
        #expect(abs(s.values[0] - 0.35) < 1e-9, "the NaN point is skipped, not a jump")
        s.endTracking(at: infinitePoint)
        s.endTracking(at: nil)
        #expect(!s.continueTracking(at: CGPoint(x: 200, y: 15)))
        #expect(rec.beganCount == 1 && rec.endedCount == 1 && isSound(s))
    }

    @Test func badDistancesAndSteps() {
        let s = MultiSliderModel(bounds: sliderBounds)
        for bad in [Double.nan, -2] {
            s.minimumDistance = bad
            #expect(s.effectiveMinimumDistance == 0)
        }
        for bad in [Double.nan, -1, 0] {
            s.maximumDistance = bad
            #expect(s.effectiveMaximumDistance == .infinity)
        }
        s.minimumDistance = 0.3
        s.maximumDistance = 0.1
        #expect(s.effectiveMaximumDistance == 0.3 && closeValues(s.values, [0.25, 0.55, 0.85]))
        s.minimumDistance = 0
        s.maximumDistance = nil
        s.step = 5
        #expect(Set(s.values).isSubset(of: [0, 1]), "a step beyond the range leaves the two ends")
        s.step = 0.3
        s.minimumDistance = 0.25
        s.values = [0, 0, 0, 0, 0]
        #expect(isSound(s) && zip(s.values, s.values.dropFirst()).allSatisfy { $1 - $0 >= 0.25 - 1e-9 },
                "no row on the steps keeps the distance: it leaves them, \(s.values)")
    }

    private func closeValues(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }
}
