import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

/// A slider of the standard thickness, 31 points, here 300 wide, so thumbs are 31 × 31 and travel
/// 269 points.
private let standardBounds = CGRect(x: 0, y: 0, width: 300, height: 31)
private let travel = 269.0

/// The position rule: (width − thumbWidth)·(v − min)/(max − min) + thumbWidth/2, on 0…1.
private func x(_ v: Double) -> Double { travel * v + 15.5 }

/// A point on the slider's mid-line at `x`.
private func at(_ x: Double, y: Double = 15.5) -> CGPoint { CGPoint(x: x, y: y) }

private func slider() -> RangeSliderModel { RangeSliderModel(bounds: standardBounds) }

private func closeRange(_ r: ClosedRange<Double>, _ lower: Double, _ upper: Double, _ eps: Double = 1e-9) -> Bool {
    close(r.lowerBound, lower, eps) && close(r.upperBound, upper, eps)
}

@Suite("Range slider: the basic rules")
struct RangeSliderBasicRuleTests {
    @Test func defaultsAreLower02AndUpper08In0To1() {
        let s = RangeSliderModel()
        #expect(s.minimumValue == 0 && s.maximumValue == 1)
        #expect(s.lowerValue == 0.2 && s.upperValue == 0.8)
        #expect(s.values == 0.2...0.8)
        #expect(s.isContinuous)
        #expect(s.orientation == .horizontal && s.layoutDirection == .leftToRight)
        #expect(s.step == 0 && s.minimumDistance == 0 && s.maximumDistance == nil)
        #expect(!s.allowsCrossing && !s.isRangeDraggable)
    }

    @Test func thumbsAreSquaresOfTheBoundsHeightPlacedByThePositionRule() {
        let s = slider()
        #expect(s.geometry.thumbSize == 31)
        #expect(s.geometry.travel == travel)
        let lower = s.thumbFrame(.lower), upper = s.thumbFrame(.upper)
        #expect(lower.width == 31 && lower.height == 31 && upper.width == 31 && upper.height == 31)
        #expect(close(Double(lower.midX), x(0.2)) && close(Double(lower.minX), 53.8))
        #expect(close(Double(upper.midX), x(0.8)) && close(Double(upper.minX), 215.2))
        #expect(lower.minY == 0 && upper.minY == 0)
        // The extremes touch the ends of the bounds.
        s.setValues(lower: 0, upper: 1, animated: false)
        #expect(s.thumbFrame(.lower).minX == 0 && s.thumbFrame(.upper).maxX == 300)
        // Any range: the same formula with (v − min)/(max − min).
        s.maximumValue = 1_000_000
        s.minimumValue = 100_000
        s.setValues(lower: 325_000, upper: 775_000, animated: false)
        #expect(close(Double(s.thumbFrame(.lower).midX), x(0.25)) && close(Double(s.thumbFrame(.upper).midX), x(0.75)))
    }

    @Test func trackIsTheBoundsInsetByAThirdOfTheHeight() {
        let track = slider().geometry.trackFrame
        #expect(track.minX == 0 && track.width == 300)
        #expect(close(Double(track.minY), 31.0 / 3) && close(Double(track.height), 31.0 / 3))
        let band = slider().geometry.highlightedFrame(from: 0.2, to: 0.8)
        #expect(close(Double(band.minX), x(0.2)) && close(Double(band.maxX), x(0.8)))
    }

    @Test func beginHitTestsTheThumbsAndMissesStartNothing() {
        let s = slider()
        let rec = EventRecorder(s.events)
        #expect(!s.beginTracking(at: at(150)), "between the thumbs")
        #expect(!s.beginTracking(at: at(10)), "left of the lower thumb")
        #expect(!s.continueTracking(at: at(200)))
        #expect(rec.events.isEmpty && s.highlightedThumb == nil && s.values == 0.2...0.8)
        #expect(s.beginTracking(at: at(x(0.2) + 14)))
        #expect(s.highlightedThumb == .lower, "the dragged thumb is highlighted")
        s.endTracking(at: nil)
        #expect(s.highlightedThumb == nil)
        #expect(s.beginTracking(at: at(x(0.8) - 14, y: 2)))
        #expect(s.highlightedThumb == .upper)
        s.cancelTracking()
        #expect(rec.events.isEmpty, "presses that move nothing open no edit")
    }

    @Test func aDragMovesTheThumbByRangeTimesDxOverTravel() {
        let s = slider()
        let rec = EventRecorder(s.events)
        s.beginTracking(at: at(x(0.2)))
        s.continueTracking(at: at(x(0.2) + 26.9)) // 26.9 of 269 points: a tenth
        #expect(close(s.lowerValue, 0.3) && s.upperValue == 0.8)
        s.continueTracking(at: at(x(0.2) + 26.9 - 53.8))
        #expect(close(s.lowerValue, 0.1))
        s.endTracking(at: nil)
        #expect(rec.values.count == 2)
        #expect(closeRange(rec.values[0], 0.3, 0.8) && closeRange(rec.values[1], 0.1, 0.8))

        // The same rule on a price range: 10 points are 900 000 · 10 / 269.
        let prices = slider()
        prices.maximumValue = 1_000_000
        prices.minimumValue = 100_000
        prices.setValues(lower: 280_000, upper: 820_000, animated: false)
        prices.beginTracking(at: at(x(0.2)))
        prices.continueTracking(at: at(x(0.2) + 10))
        #expect(close(prices.lowerValue, 280_000 + 900_000 * 10 / travel, 1e-6))
        prices.endTracking(at: nil)
    }

    @Test func lowerStaysBetweenMinimumAndUpper() {
        let s = slider()
        s.beginTracking(at: at(x(0.2)))
        s.continueTracking(at: at(x(0.2) + 1000))
        #expect(s.lowerValue == 0.8 && s.upperValue == 0.8)
        // Every move is bounded, so the thumb comes back as soon as the finger does.
        s.continueTracking(at: at(x(0.2) + 1000 - 26.9))
        #expect(close(s.lowerValue, 0.7))
        s.continueTracking(at: at(-2000))
        #expect(s.lowerValue == 0)
        s.endTracking(at: nil)
    }

    @Test func upperStaysBetweenLowerAndMaximum() {
        let s = slider()
        s.beginTracking(at: at(x(0.8)))
        s.continueTracking(at: at(x(0.8) - 1000))
        #expect(s.upperValue == 0.2 && s.lowerValue == 0.2)
        s.continueTracking(at: at(x(0.8) - 1000 + 26.9))
        #expect(close(s.upperValue, 0.3))
        s.continueTracking(at: at(5000))
        #expect(s.upperValue == 1)
        s.endTracking(at: nil)
    }

    @Test func trackingGoesOnOutsideTheBounds() {
        let s = slider()
        s.beginTracking(at: at(x(0.8)))
        #expect(s.continueTracking(at: at(x(0.8) + 26.9, y: 400)))
        #expect(close(s.upperValue, 0.9))
        #expect(s.continueTracking(at: at(x(0.8) - 26.9, y: -300)))
        #expect(close(s.upperValue, 0.7))
        s.endTracking(at: at(x(0.8) - 53.8, y: 1000))
        #expect(close(s.upperValue, 0.6), "the end point counts as a last move")
    }

    @Test(arguments: [0.0, 0.5, 1.0])
    func whenBothThumbsAreUnderTheFingerTheDragDirectionPicks(v: Double) {
        // Always picking the lower thumb would leave two thumbs at the minimum stuck together.
        let right = slider()
        right.setValues(lower: v, upper: v, animated: false)
        #expect(right.beginTracking(at: at(x(v))))
        #expect(right.highlightedThumb == nil, "undecided until the finger moves")
        right.continueTracking(at: at(x(v) + 26.9))
        if v < 1 {
            #expect(right.highlightedThumb == .upper)
            #expect(right.lowerValue == v && close(right.upperValue, v + 0.1))
        } else {
            #expect(right.values == 1...1, "nothing to the right of the maximum")
        }
        right.endTracking(at: nil)

        let left = slider()
        left.setValues(lower: v, upper: v, animated: false)
        left.beginTracking(at: at(x(v)))
        left.continueTracking(at: at(x(v) - 26.9))
        if v > 0 {
            #expect(left.highlightedThumb == .lower)
            #expect(close(left.lowerValue, v - 0.1) && left.upperValue == v)
        } else {
            #expect(left.values == 0...0)
        }
        left.endTracking(at: nil)
    }

    @Test func nonContinuousReportsOnceAtTheEnd() {
        let s = slider()
        s.isContinuous = false
        let rec = EventRecorder(s.events)
        s.beginTracking(at: at(x(0.2)))
        s.continueTracking(at: at(x(0.3)))
        s.continueTracking(at: at(x(0.4)))
        #expect(rec.events == [.editingDidBegin])
        s.endTracking(at: nil)
        #expect(rec.events == [.editingDidBegin, .valueChanged(s.values), .editingDidEnd])
        #expect(close(s.lowerValue, 0.4))
    }

    @Test func assignmentsCannotBreakTheOrder() {
        let s = slider()
        let rec = EventRecorder(s.events)
        s.lowerValue = 0.9
        #expect(s.lowerValue == 0.8, "clamped to the upper value")
        s.upperValue = 0.1
        #expect(s.upperValue == 0.8, "clamped to the lower value")
        s.lowerValue = -4
        #expect(s.lowerValue == 0)
        s.upperValue = 9
        #expect(s.upperValue == 1)
        s.setValues(lower: 0.9, upper: 0.1, animated: false)
        #expect(s.values == 0.1...0.9, "given the wrong way round: swapped")
        s.minimumValue = 0.5
        #expect(s.values == 0.5...0.9)
        s.maximumValue = 0.3
        #expect(s.minimumValue == 0.3 && s.values == 0.3...0.3)
        s.maximumValue = 2
        s.minimumValue = 3
        #expect(s.maximumValue == 3 && s.values == 3...3)
        #expect(rec.events.isEmpty, "programmatic changes report nothing")
    }
}

@Suite("Range slider: steps, distances, taps and more")
struct RangeSliderBeyondTests {
    @Test func stepsSnapDraggedValuesAndSendDetents() {
        let s = slider()
        s.step = 0.1
        let rec = EventRecorder(s.events)
        s.beginTracking(at: at(x(0.2)))
        s.continueTracking(at: at(x(0.27))) // 0.27 → 0.3
        s.continueTracking(at: at(x(0.29))) // still 0.3
        s.continueTracking(at: at(x(0.37))) // 0.4
        s.endTracking(at: nil)
        #expect(rec.values.count == 2)
        #expect(closeRange(rec.values[0], 0.3, 0.8) && closeRange(rec.values[1], 0.4, 0.8))
        #expect(rec.detents == [.step(3), .step(4)])
    }

    @Test func minimumDistanceKeepsTheThumbsApart() {
        let s = slider()
        s.minimumDistance = 0.2
        s.beginTracking(at: at(x(0.2)))
        s.continueTracking(at: at(1000))
        #expect(close(s.lowerValue, 0.6))
        s.endTracking(at: nil)
        s.beginTracking(at: at(x(0.8)))
        s.continueTracking(at: at(-1000))
        #expect(close(s.upperValue, 0.8), "the upper thumb cannot come nearer than 0.2 either")
        s.endTracking(at: nil)
        s.upperValue = 0.65
        #expect(close(s.upperValue, 0.8))
    }

    @Test func maximumDistanceKeepsTheThumbsTogether() {
        let s = slider()
        s.maximumDistance = 0.5
        #expect(s.values == 0.2...0.7, "the default pair was 0.6 apart: the upper value comes in")
        s.beginTracking(at: at(x(0.2)))
        s.continueTracking(at: at(-1000))
        #expect(close(s.lowerValue, 0.2), "dragging away from the upper thumb is stopped")
        s.endTracking(at: nil)
        s.beginTracking(at: at(x(0.7)))
        s.continueTracking(at: at(1000))
        #expect(close(s.upperValue, 0.7))
        s.continueTracking(at: at(1000 - 2 * 26.9))
        #expect(close(s.upperValue, 0.5))
        s.endTracking(at: nil)
    }

    @Test func tapOnTheTrackMovesTheNearestThumbAnimated() {
        let s = slider()
        let rec = EventRecorder(s.events)
        s.advance(to: 0)
        #expect(s.tap(at: at(x(0.1))))
        #expect(close(s.lowerValue, 0.1) && s.upperValue == 0.8)
        #expect(rec.values.count == 1 && closeRange(rec.values[0], 0.1, 0.8))
        #expect(s.isAnimating)
        #expect(close(Double(s.thumbFrame(.lower).midX), x(0.2)), "the thumb starts where it was")
        s.advance(to: 1)
        s.advance(to: 1.125)
        #expect(close(Double(s.thumbFrame(.lower).midX), x(0.15), 1e-6))
        s.advance(to: 1.25)
        #expect(!s.isAnimating && close(Double(s.thumbFrame(.lower).midX), x(0.1)))

        #expect(s.tap(at: at(x(0.9))))
        #expect(close(s.upperValue, 0.9))
        #expect(s.tap(at: at(x(0.45))), "0.35 from the lower, 0.45 from the upper")
        #expect(close(s.lowerValue, 0.45) && close(s.upperValue, 0.9))
        #expect(s.tap(at: at(x(0.7))), "nearer the upper")
        #expect(close(s.upperValue, 0.7))
        s.finishAnimations()
        rec.clear()
        #expect(!s.tap(at: at(x(0.45))), "on a thumb: not a track tap")
        s.movesNearestThumbOnTap = false
        #expect(!s.tap(at: at(x(0.05))))
        #expect(rec.events.isEmpty)
    }

    @Test func draggingTheHighlightedRangeMovesBothThumbs() {
        let s = slider()
        #expect(!s.beginTracking(at: at(x(0.5))), "off by default: only the thumbs begin a drag")
        s.isRangeDraggable = true
        let rec = EventRecorder(s.events)
        #expect(s.beginTracking(at: at(x(0.5))))
        #expect(s.isRangeHighlighted && s.highlightedThumb == nil)
        s.continueTracking(at: at(x(0.6)))
        #expect(closeRange(s.values, 0.3, 0.9))
        s.continueTracking(at: at(x(0.6) + 1000))
        #expect(closeRange(s.values, 0.4, 1), "stops at the maximum, keeping the width")
        s.continueTracking(at: at(-1000))
        #expect(closeRange(s.values, 0, 0.6))
        s.endTracking(at: nil)
        #expect(!s.isRangeHighlighted)
        #expect(rec.values.count == 3)
    }

    @Test func crossingLetsTheDraggedThumbPassTheOther() {
        let s = slider()
        s.allowsCrossing = true
        s.beginTracking(at: at(x(0.2)))
        s.continueTracking(at: at(x(0.5)))
        s.continueTracking(at: at(x(0.8)))
        #expect(closeRange(s.values, 0.8, 0.8))
        s.continueTracking(at: at(x(0.9)))
        #expect(closeRange(s.values, 0.8, 0.9), "the finger's thumb is now the upper one")
        #expect(s.highlightedThumb == .upper)
        s.continueTracking(at: at(x(0.6)))
        #expect(closeRange(s.values, 0.6, 0.8), "and back again")
        #expect(s.highlightedThumb == .lower)
        s.endTracking(at: nil)

        let stops = slider()
        stops.beginTracking(at: at(x(0.2)))
        stops.continueTracking(at: at(x(0.9)))
        #expect(closeRange(stops.values, 0.8, 0.8), "without crossing the thumb stops")
        stops.endTracking(at: nil)
    }

    @Test func verticalSlidersRunFromBottomToTop() {
        let s = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 31, height: 300))
        s.orientation = .vertical
        #expect(s.geometry.thumbSize == 31 && s.geometry.travel == travel)
        let lower = s.thumbFrame(.lower)
        #expect(lower.width == 31 && lower.height == 31)
        #expect(close(Double(lower.midY), 300 - x(0.2)), "the minimum at the bottom")
        #expect(close(Double(s.thumbFrame(.upper).midY), 300 - x(0.8)))
        let track = s.geometry.trackFrame
        #expect(close(Double(track.minX), 31.0 / 3) && track.height == 300)
        #expect(s.beginTracking(at: CGPoint(x: 15.5, y: 300 - x(0.2))))
        s.continueTracking(at: CGPoint(x: 15.5, y: 300 - x(0.2) - 26.9))
        #expect(close(s.lowerValue, 0.3), "dragging up raises the value")
        s.endTracking(at: nil)
    }

    @Test func rightToLeftSlidersPutTheMinimumOnTheRight() {
        let s = slider()
        s.layoutDirection = .rightToLeft
        #expect(close(Double(s.thumbFrame(.lower).midX), 300 - x(0.2)))
        #expect(close(Double(s.thumbFrame(.upper).midX), 300 - x(0.8)))
        s.beginTracking(at: at(300 - x(0.2)))
        s.continueTracking(at: at(300 - x(0.2) - 26.9))
        #expect(close(s.lowerValue, 0.3), "dragging left raises the value")
        s.endTracking(at: nil)
        #expect(s.tap(at: at(300 - x(0.05))))
        #expect(close(s.lowerValue, 0.05))
    }

    @Test func keyboardAdjustsTheFocusedThumb() {
        let s = slider()
        let rec = EventRecorder(s.events)
        #expect(s.focusedThumb == .lower)
        #expect(s.perform(.increment))
        #expect(close(s.lowerValue, 0.21), "1 % of the travel")
        #expect(s.perform(.pageUp))
        #expect(close(s.lowerValue, 0.46), "a quarter")
        #expect(s.perform(.end))
        #expect(s.lowerValue == 0.8, "as far as the lower thumb may go")
        #expect(!s.perform(.increment))
        #expect(s.perform(.home))
        #expect(s.lowerValue == 0)
        #expect(s.perform(.decrement, on: .upper))
        #expect(close(s.upperValue, 0.79))
        s.focusedThumb = .upper
        #expect(s.perform(.pageDown))
        #expect(close(s.upperValue, 0.54))
        #expect(s.perform(.home))
        #expect(s.upperValue == 0, "down to the lower thumb")
        #expect(s.perform(.end))
        #expect(s.upperValue == 1)
        #expect(rec.values.count == 8)
        #expect(rec.values.last == 0...1)
        s.step = 0.1
        s.perform(.decrement)
        #expect(close(s.upperValue, 0.9), "one step")
    }

    @Test func keyboardVisitsEveryStopWhenTheStepDoesNotDivideTheRange() {
        let s = slider()
        s.maximumValue = 100
        s.step = 30 // stops 0, 30, 60, 90, 100
        s.setValues(lower: 0, upper: 100, animated: false)
        #expect(s.perform(.decrement, on: .upper))
        #expect(s.upperValue == 90)
        #expect(s.perform(.increment, on: .upper))
        #expect(s.upperValue == 100)
    }

    @Test func oneAccessibilityElementPerThumb() {
        let s = slider()
        let elements = s.accessibilityElements
        #expect(elements.count == 2)
        #expect(elements.map(\.identifier) == ["lowerThumb", "upperThumb"])
        #expect(elements.map(\.label) == ["Lower value", "Upper value"])
        #expect(elements.map(\.value) == ["0.20", "0.80"])
        #expect(elements[0].frame == s.thumbFrame(.lower) && elements[1].frame == s.thumbFrame(.upper))
        #expect(elements[0].numericValue == 0.2 && elements[1].numericValue == 0.8)
        #expect(elements.allSatisfy { $0.numericRange == 0...1 })
        #expect(s.rangeText == "0.20 – 0.80")
        #expect(s.accessibilityElement(for: .upper) == elements[1] && s.accessibilityElement(for: .lower) == elements[0])
    }

    @Test func disabledSliderIgnoresInput() {
        let s = slider()
        s.isEnabled = false
        let rec = EventRecorder(s.events)
        #expect(!s.beginTracking(at: at(x(0.2))))
        #expect(!s.tap(at: at(x(0.5))))
        #expect(!s.perform(.increment))
        #expect(rec.events.isEmpty && s.values == 0.2...0.8)
    }
}

@Suite("Range slider: one input form for every host")
struct RangeSliderInputTests {
    @Test func keysAdjustTheThumbLastDragged() {
        let s = standardRangeSlider()
        let upper = s.thumbFrame(.upper)
        #expect(s.beginTracking(at: CGPoint(x: upper.midX, y: upper.midY)))
        s.endTracking(at: nil)
        #expect(s.focusedThumb == .upper)
        #expect(s.perform(.increment))                      // 1 % of the travel, on the upper thumb
        #expect(abs(s.upperValue - 0.81) < 1e-12 && s.lowerValue == 0.2)
    }

    @Test func aTapGestureCancelsTheDragItsTouchBegan() {
        // The tap gesture may be reported before its touch's drag ends: the tap still moves a thumb,
        // and the late end of the cancelled drag changes nothing.
        let s = standardRangeSlider()
        s.isRangeDraggable = true
        let rec = EventRecorder(s.events)
        let onRange = CGPoint(x: 140, y: 15)
        #expect(s.beginTracking(at: onRange, time: nil))
        #expect(RangeSliderModel.tapCount == 1)
        #expect(s.tapGesture(at: onRange))
        #expect(!s.isTracking)
        s.endTracking(at: onRange, time: nil)
        #expect(rec.beganCount == 1 && rec.endedCount == 1, "the cancelled drag changed nothing; the tap is one edit")
        #expect(rec.values.count == 1)                     // the tap's move only
    }
}

@Suite("Range slider: keyboard focus")
struct RangeSliderFocusTests {
    @Test func tabMovesBetweenTheThumbsThenLeaves() {
        let s = standardRangeSlider()
        #expect(s.focusedThumb == .lower && s.focusedAccessibilityElement.identifier == "lowerThumb")
        #expect(!s.moveFocus(forward: false))          // Shift-Tab from the lower thumb leaves
        #expect(s.moveFocus(forward: true))
        #expect(s.focusedThumb == .upper && s.focusedAccessibilityElement.identifier == "upperThumb")
        #expect(!s.moveFocus(forward: true))           // Tab from the upper thumb leaves
        #expect(s.focusedThumb == .upper)
        #expect(s.moveFocus(forward: false) && s.focusedThumb == .lower)
    }
}
