import Foundation
import Testing
@_spi(Hosting) import Detent

// The range slider at the edges of its rules: a step together with the distance limits.

private let edgeBounds = CGRect(x: 0, y: 0, width: 300, height: 31)

/// A point between the thumbs, where a draggable range begins a drag of both.
private func between(_ s: RangeSliderModel) -> CGPoint {
    let l = s.thumbFrame(.lower), u = s.thumbFrame(.upper)
    return CGPoint(x: (l.maxX + u.minX) / 2, y: l.midY)
}

/// `value` is on the grid `minimum + k · step` (as ``ValueBounds/clamp(_:)`` writes grid values).
private func onGrid(_ value: Double, _ step: Double, from minimum: Double = 0) -> Bool {
    let k = ((value - minimum) / step).rounded()
    return abs(minimum + k * step - value) <= 1e-9 * step
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
