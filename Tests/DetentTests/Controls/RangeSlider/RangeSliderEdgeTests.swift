import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// The range slider at the edges of its rules: a dragged range against an end, a step together with
// the distance limits, and distances near the largest doubles.

private let edgeBounds = CGRect(x: 0, y: 0, width: 300, height: 31)

/// A point between the thumbs, where a draggable range begins a drag of both.
private func between(_ s: RangeSliderModel) -> CGPoint {
    let l = s.thumbFrame(.lower), u = s.thumbFrame(.upper)
    return CGPoint(x: (l.maxX + u.minX) / 2, y: l.midY)
}

/// A slider whose range drags, set up by `setUp` (in one transaction), at `lower…upper`.
private func draggableRange(_ lower: Double, _ upper: Double,
                            _ setUp: (RangeSliderModel) -> Void = { _ in }) -> RangeSliderModel {
    let s = RangeSliderModel(bounds: edgeBounds)
    s.configure {
        $0.isRangeDraggable = true
        setUp($0)
        $0.setValues(lower: lower, upper: upper, animated: false)
    }
    return s
}

/// `value` is on the grid `minimum + k · step` (as ``ValueBounds/clamp(_:)`` writes grid values).
private func onGrid(_ value: Double, _ step: Double, from minimum: Double = 0) -> Bool {
    let k = ((value - minimum) / step).rounded()
    return abs(minimum + k * step - value) <= 1e-9 * step
}

@Suite("Range slider: a dragged range against an end")
struct RangeSliderRangeDragEndTests {
    @Test func aContinuousRangeReachesTheEndExactlyAndKeepsItsSpan() {
        let s = draggableRange(0.3, 0.7)
        let span = s.upperValue - s.lowerValue
        let rec = EventRecorder(s.events)
        let start = between(s)
        #expect(s.beginTracking(at: start))
        #expect(s.isRangeHighlighted)
        // Small moves, as a finger makes them, then far past the end.
        for i in 1...40 { s.continueTracking(at: CGPoint(x: Double(start.x) + Double(i) * 7, y: Double(start.y))) }
        #expect(s.upperValue == 1, "\(s.upperValue)")
        #expect(s.lowerValue == 1 - span, "\(s.lowerValue)")
        #expect(rec.detents.contains(.endStop(.maximum)))
        #expect(!rec.detents.contains(.endStop(.minimum)))
        // And back against the other end.
        rec.clear()
        for i in 1...60 { s.continueTracking(at: CGPoint(x: Double(start.x) + 280 - Double(i) * 9, y: Double(start.y))) }
        #expect(s.lowerValue == 0, "\(s.lowerValue)")
        #expect(s.upperValue == span, "\(s.upperValue)")
        #expect(rec.detents == [.endStop(.minimum)])
        s.endTracking(at: nil)
    }

    @Test func aRangeOnTheStepGridStaysOnItAndItsUpperThumbReachesTheMaximum() {
        // 0…100 step 3: the grid is 0, 3, …, 99, and the maximum 100 is a stop too (see
        // ValueBounds.clamp). So the upper thumb reaches 100, and the lower one stays on the grid.
        let s = draggableRange(30, 60) { $0.maximumValue = 100; $0.step = 3 }
        let rec = EventRecorder(s.events)
        let start = between(s)
        #expect(s.beginTracking(at: start))
        for i in 1...40 {
            s.continueTracking(at: CGPoint(x: Double(start.x) + Double(i) * 4.3, y: Double(start.y)))
            #expect(onGrid(s.lowerValue, 3), "lower \(s.lowerValue) off the grid")
            #expect(onGrid(s.upperValue, 3) || s.upperValue == 100, "upper \(s.upperValue) off the grid")
        }
        #expect(s.upperValue == 100)
        #expect(s.lowerValue == 69, "the step nearest the kept distance below the end")
        #expect(rec.detents.contains(.endStop(.maximum)))
        // Back to the minimum: 0 is on the grid, and so is the upper value the span keeps.
        for i in 1...60 {
            s.continueTracking(at: CGPoint(x: Double(start.x) + 172 - Double(i) * 7, y: Double(start.y)))
            #expect(onGrid(s.lowerValue, 3) && (onGrid(s.upperValue, 3) || s.upperValue == 100), "\(s.values)")
        }
        #expect(s.values == 0...30 || s.values == 0...33, "\(s.values)")
        #expect(rec.detents.contains(.endStop(.minimum)))
        s.endTracking(at: nil)
    }

    @Test func aDecimalStepKeepsItsDecimals() {
        let s = draggableRange(0.35, 0.65) { $0.step = 0.05 }
        let start = between(s)
        #expect(s.beginTracking(at: start))
        for i in 1...50 { s.continueTracking(at: CGPoint(x: Double(start.x) + Double(i) * 3, y: Double(start.y))) }
        #expect(s.values == 0.7...1, "\(s.values)")
        s.endTracking(at: nil)
    }

    @Test func anEnabledRangeIsWhereTheRangeStops() {
        let s = draggableRange(0.3, 0.5) { $0.enabledRange = 0.1...0.9 }
        let span = s.upperValue - s.lowerValue
        let rec = EventRecorder(s.events)
        let start = between(s)
        #expect(s.beginTracking(at: start))
        s.continueTracking(at: CGPoint(x: Double(start.x) + 1000, y: Double(start.y)))
        #expect(s.upperValue == 0.9 && s.lowerValue == 0.9 - span, "\(s.values)")
        #expect(rec.detents == [.endStop(.maximum)])
        s.continueTracking(at: CGPoint(x: Double(start.x) - 1000, y: Double(start.y)))
        #expect(s.lowerValue == 0.1 && s.upperValue == 0.1 + span, "\(s.values)")
        s.endTracking(at: nil)
    }
}

@Suite("Range slider: a step and a minimum distance together")
struct RangeSliderStepAndDistanceTests {
    private func sliderOnThrees(minimumDistance: Double = 6) -> RangeSliderModel {
        let s = RangeSliderModel(bounds: edgeBounds)
        s.maximumValue = 100
        s.step = 3
        s.minimumDistance = minimumDistance
        return s
    }

    /// Both rules hold: each value is a stop (on the grid, or an end that is a stop) and the thumbs
    /// are at least `distance` apart.
    private func keepsBoth(_ s: RangeSliderModel, _ distance: Double, stops: (Double) -> Bool,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(stops(s.lowerValue) && stops(s.upperValue), "\(s.values) off the grid", sourceLocation: sourceLocation)
        #expect(s.upperValue - s.lowerValue >= distance, "\(s.values) closer than \(distance)", sourceLocation: sourceLocation)
    }

    @Test func bothThumbsSetToTheMaximum() {
        let s = sliderOnThrees()
        s.setValues(lower: 100, upper: 100, animated: false)
        #expect(s.values == 93...100, "\(s.values)")
        s.setValues(lower: 0, upper: 0, animated: false)
        #expect(s.values == 0...6, "\(s.values)")
        s.setValues(lower: 98, upper: 99, animated: false)
        keepsBoth(s, 6) { onGrid($0, 3) || $0 == 100 }
    }

    @Test func eachThumbStopsOnTheLastStepThatKeepsTheDistance() {
        let s = sliderOnThrees()
        s.setValues(lower: 30, upper: 100, animated: false)
        s.lowerValue = 99
        #expect(s.values == 93...100, "\(s.values)")
        s.setValues(lower: 0, upper: 50, animated: false)
        #expect(s.values == 0...51)
        s.upperValue = 2
        #expect(s.values == 0...6, "\(s.values)")
        // Keys and drags go through the same rule.
        s.setValues(lower: 90, upper: 100, animated: false)
        #expect(s.perform(.increment, on: .lower))
        #expect(s.values == 93...100, "\(s.values)")
        #expect(!s.perform(.increment, on: .lower))
        let lower = s.thumbFrame(.lower)
        #expect(s.beginTracking(at: CGPoint(x: lower.minX + 2, y: lower.midY)))
        s.continueTracking(at: CGPoint(x: lower.minX + 300, y: lower.midY))
        #expect(s.values == 93...100, "\(s.values)")
        s.endTracking(at: nil)
    }

    @Test func aChangeOfTheRulesKeepsBoth() {
        let s = sliderOnThrees(minimumDistance: 0)
        s.setValues(lower: 97, upper: 100, animated: false)
        s.minimumDistance = 6
        keepsBoth(s, 6) { onGrid($0, 3) || $0 == 100 }
        #expect(s.values == 93...100, "\(s.values)")
        s.minimumDistance = 7
        keepsBoth(s, 7) { onGrid($0, 3) || $0 == 100 }
        #expect(s.values == 93...100, "\(s.values)")
        s.minimumDistance = 8
        #expect(s.values == 90...100, "\(s.values)")
    }

    @Test func withAnEnabledRange() {
        // Enabled 10…50 on the grid of threes: the stops are 12, 15, …, 48 (50 is not one).
        let s = sliderOnThrees()
        s.enabledRange = 10...50
        let stop: (Double) -> Bool = { onGrid($0, 3) && (12...48).contains($0) }
        s.setValues(lower: 50, upper: 50, animated: false)
        #expect(s.values == 42...48, "\(s.values)")
        s.setValues(lower: 10, upper: 10, animated: false)
        #expect(s.values == 12...18, "\(s.values)")
        // 20 and 22 both snap to 21; the upper value makes room.
        s.setValues(lower: 20, upper: 22, animated: false)
        #expect(s.values == 21...27, "\(s.values)")
        s.upperValue = 0
        keepsBoth(s, 6, stops: stop)
        #expect(s.values == 21...27, "\(s.values)")
        s.upperValue = 100
        #expect(s.values == 21...48, "\(s.values)")
        s.lowerValue = 100
        keepsBoth(s, 6, stops: stop)
        #expect(s.values == 42...48, "\(s.values)")
    }

    @Test func whereNoStepsKeepTheDistanceTheDistanceWins() {
        // Stops 12…48 span 36: a distance of 37 cannot be kept on them, so the values leave the grid.
        let s = sliderOnThrees(minimumDistance: 37)
        s.enabledRange = 10...50
        s.setValues(lower: 30, upper: 30, animated: false)
        #expect(s.upperValue - s.lowerValue >= 37, "\(s.values)")
        #expect(s.lowerValue >= 10 && s.upperValue <= 50)
    }
}

@Suite("Range slider: distances near the largest doubles")
struct RangeSliderHugeDistanceTests {
    /// The slider's rules all hold, exactly: finite, ordered, inside the range, at least the
    /// minimum distance and at most the maximum distance apart.
    private func sound(_ s: RangeSliderModel, _ note: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let l = s.lowerValue, u = s.upperValue
        #expect(l.isFinite && u.isFinite, "\(note): \(s.values)", sourceLocation: sourceLocation)
        #expect(s.minimumValue <= l && l <= u && u <= s.maximumValue, "\(note): \(s.values)", sourceLocation: sourceLocation)
        #expect(u - l >= s.effectiveMinimumDistance, "\(note): \(s.values) apart \(u - l) < \(s.effectiveMinimumDistance)",
                sourceLocation: sourceLocation)
        // The maximum distance too, unless the doubles there are farther apart than it allows:
        // then the thumbs are neighbours as far as the minimum distance goes.
        let far = s.effectiveMaximumDistance, d = s.effectiveMinimumDistance
        #expect(u - l <= far || u.nextDown - l < d || u - l.nextUp < d, "\(note): \(s.values)",
                sourceLocation: sourceLocation)
        let f = s.presentationFractions
        #expect(f.lower.isFinite && f.upper.isFinite, "\(note)", sourceLocation: sourceLocation)
    }

    @Test func aBoundChangedInTheMiddleOfARangeDragNearTheLargestDoubles() {
        // Thumbs exactly the minimum distance apart, far enough for a finger between them.
        for distance in [1e308, 5e307] {
            for newMaximum in [0.05e308, -1e308, 0.09e308] {
                let s = RangeSliderModel(bounds: edgeBounds)
                s.isRangeDraggable = true
                s.minimumValue = -1.7e308
                s.maximumValue = 1.7e308          // ignored: the span would not be a finite number
                #expect(s.maximumValue == 1)
                s.minimumDistance = distance
                s.setValues(lower: -1.5e308, upper: -1.5e308, animated: false)
                let note = "distance \(distance), maximum \(newMaximum)"
                sound(s, note)
                let start = between(s)
                #expect(s.beginTracking(at: start))
                #expect(s.isRangeHighlighted)
                for i in 1...30 {
                    s.continueTracking(at: CGPoint(x: Double(start.x) + Double(i % 5) * 17 - 30, y: Double(start.y)))
                    if i == 10 { s.maximumValue = newMaximum }
                    sound(s, "\(note), move \(i)")
                }
                s.endTracking(at: nil)
                sound(s, "\(note), end")
            }
        }
    }

    @Test(arguments: [0, 1, 2])
    func anyBoundChangedInTheMiddleOfAnyDragKeepsTheRules(_ mode: Int) {
        let ranges: [(Double, Double)] = [(-1.7e308, 0.05e308), (-0.05e308, 1.7e308), (-0.89e308, 0.89e308), (1e308, 1.7e308)]
        for (minimum, maximum) in ranges {
            for distance in [1e308, 0.5e308, 5e307, 1e307, 3, 0] {
                for newBound in [1e308, 0, -1e308, 1.79e308, -1.7e308, 5e307] {
                    let s = RangeSliderModel(bounds: edgeBounds)
                    s.isRangeDraggable = true
                    s.maximumValue = maximum
                    s.minimumValue = minimum
                    s.minimumDistance = distance
                    s.maximumDistance = distance == 0 ? nil : distance * 1.5
                    let midpoint = minimum / 2 + maximum / 2
                    s.setValues(lower: midpoint - maximum / 5 + minimum / 5, upper: midpoint, animated: false)
                    let note = "\(minimum)…\(maximum) distance \(distance) bound \(newBound) mode \(mode)"
                    sound(s, note)
                    let start = mode == 0 ? s.thumbFrame(.lower).center : mode == 1 ? s.thumbFrame(.upper).center : between(s)
                    guard s.beginTracking(at: start) else { continue }
                    var x = Double(start.x)
                    for i in 0..<40 {
                        x += i % 7 < 4 ? 37 : -23
                        s.continueTracking(at: CGPoint(x: x, y: Double(start.y)))
                        if i == 10 { s.maximumValue = newBound }
                        if i == 20 { s.minimumValue = -newBound }
                        if i == 30 { s.maximumValue = newBound / 2 }
                        sound(s, "\(note) move \(i)")
                    }
                    s.cancelTracking()
                }
            }
        }
    }

    @Test func aDistanceBelowTheResolutionOfHugeValuesIsStillKept() {
        // 3 apart at 1e307: the doubles there are about 2e291 apart, so the thumbs are one of those.
        let s = RangeSliderModel(bounds: edgeBounds)
        s.maximumValue = 1.7e308
        s.minimumValue = 1e307
        s.minimumDistance = 3
        s.setValues(lower: 5e307, upper: 5e307, animated: false)
        #expect(s.upperValue - s.lowerValue >= 3 && s.lowerValue < s.upperValue, "\(s.values)")
        s.upperValue = 1.7e308
        s.lowerValue = 1.7e308
        #expect(s.upperValue == 1.7e308 && s.upperValue - s.lowerValue >= 3, "\(s.values)")
    }
}

@Suite("Range slider: the thumbs' order survives rounding")
struct RangeSliderOrderTests {
    /// Steps found with a billionth of a step of slack once put the lower thumb a rounding above
    /// the upper one (0.8 against 0.7999999999999999), and reading `values` trapped.
    @Test func aKeyNextToTheOtherThumbOnATopStepKeepsTheOrder() {
        let s = RangeSliderModel(bounds: edgeBounds)
        s.step = 0.05
        s.enabledRange = 1e-20...0.8390129745888348
        s.setValues(lower: 0.4, upper: 0.7, animated: false)
        s.setValues(lower: 0.7375865325520818, upper: .greatestFiniteMagnitude, animated: true)
        s.focusedThumb = .lower
        for _ in 0..<3 {
            s.perform(.increment)
            #expect(s.lowerValue <= s.upperValue && s.values.lowerBound.isFinite)
        }
    }

    /// A tiny minimum distance on a coarse grid, with an enabled range set after the values.
    @Test func anEnabledRangeOnACoarseGridWithATinyDistanceKeepsTheOrder() {
        for upperEnd in stride(from: 0.3, through: 1.3, by: 0.05) {
            let s = RangeSliderModel(bounds: edgeBounds)
            s.maximumValue = 1.3393920452895645
            s.step = 0.5484651045187903
            s.minimumDistance = 1e-300
            s.setValues(lower: 0.4558016557802958, upper: 0.6456505877013954, animated: true)
            s.enabledRange = 0...upperEnd
            #expect(s.lowerValue <= s.upperValue, "enabled range 0…\(upperEnd): \(s.lowerValue) \(s.upperValue)")
        }
    }
}
