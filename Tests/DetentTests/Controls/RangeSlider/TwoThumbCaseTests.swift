import Foundation
import Testing
@_spi(Hosting) @testable import Detent
@testable import DetentContract

/// A slider of the standard thickness, 31 points, 300 wide: thumbs 31 × 31 travelling 269 points.
private let standardBounds = CGRect(x: 0, y: 0, width: 300, height: 31)

/// Where a value's thumb centre lies on 0…1, left to right: 269 · v + 15.5.
private func x(_ v: Double) -> Double { 269 * v + 15.5 }

/// A point on the slider's mid-line at `x`.
private func at(_ x: Double) -> CGPoint { CGPoint(x: x, y: 15.5) }

/// The range slider and a two-thumb multi-thumb slider driven through the same input: one
/// implementation, so the same values, the same reports and the same frames, step by step.
@Suite("The range slider is the two-thumb case")
struct TwoThumbCaseTests {
    /// One random input, applied to both sliders alike.
    private struct Pair {
        let range = RangeSliderModel(bounds: standardBounds)
        let multi = MultiSliderModel(bounds: standardBounds)
        let rangeEvents: EventRecorder<ClosedRange<Double>>
        let multiEvents: EventRecorder<[Double]>

        init() {
            multi.values = [0.2, 0.8]
            rangeEvents = EventRecorder(range.events)
            multiEvents = EventRecorder(multi.events)
        }

        /// Applies operation `kind` with the numbers `a` and `b` (each about 0…1) to both.
        func apply(_ kind: Int, _ a: Double, _ b: Double, clock: inout Double) {
            let point = CGPoint(x: -20 + 340 * a, y: 15.5 + (b - 0.5) * 40)
            func both(_ body: (any ControlModel) -> Void) {
                body(range)
                body(multi)
            }
            switch kind {
            case 0..<3: both { _ = $0.beginTracking(at: point) }
            case 3..<10: both { _ = $0.continueTracking(at: point) }
            case 10..<12: both { $0.endTracking(at: point) }
            case 12: both { $0.cancelTracking() }
            case 13..<15: both { _ = $0.tap(at: point) }
            case 15..<17:
                let action: AdjustmentAction = [.increment, .decrement, .pageUp, .pageDown, .home, .end][Int(b * 6) % 6]
                both { _ = $0.perform(action) }
            case 17: both { _ = $0.send(.key(.moveFocus(forward: a > 0.5))) }
            case 18..<21:
                clock += a / 4
                let now = clock
                both { $0.advance(to: now) }
            case 21:
                range.step = [0, 0.05, 0.3, 0.125][Int(a * 4) % 4]
                multi.step = range.step
            case 22:
                range.minimumDistance = [0, 0.05, 0.2, 0.6, .infinity][Int(a * 5) % 5]
                multi.minimumDistance = range.minimumDistance
            case 23:
                range.maximumDistance = [nil, 0.3, 0.6, 0.05][Int(a * 4) % 4]
                multi.maximumDistance = range.maximumDistance
            case 24:
                range.enabledRange = [nil, 0.1...0.9, 0.25...0.98][Int(a * 3) % 3]
                multi.enabledRange = range.enabledRange
            case 25:
                range.setValues(lower: a, upper: b, animated: a > 0.5)
                multi.setValues([a, b], animated: a > 0.5)
            case 26:
                range.lowerValue = a
                multi.setValue(a, forThumb: 0, animated: false)
            case 27:
                range.allowsCrossing.toggle()
                multi.slider.allowsCrossing = range.allowsCrossing
            case 28:
                range.isRangeDraggable.toggle()
                multi.slider.isRangeDraggable = range.isRangeDraggable
            case 29:
                range.layoutDirection = a > 0.5 ? .rightToLeft : .leftToRight
                multi.layoutDirection = range.layoutDirection
            default:
                range.valueLabelSpace = [0, 20][Int(a * 2) % 2]
                multi.valueLabelSpace = range.valueLabelSpace
            }
        }

        /// What differs between the two now, if anything.
        var difference: String? {
            if multi.values != [range.lowerValue, range.upperValue] { return "values \(multi.values) against \(range.values)" }
            let shown = range.presentationFractions
            if multi.presentationFractions != [shown.lower, shown.upper] {
                return "shown \(multi.presentationFractions) against \(shown)"
            }
            if multi.isTracking != range.isTracking || multi.isAnimating != range.isAnimating { return "tracking or animating" }
            if multi.highlightedThumb != range.highlightedThumb.map({ $0 == .lower ? 0 : 1 }) { return "highlighted thumb" }
            if multiEvents.values != rangeEvents.values.map({ [$0.lowerBound, $0.upperBound] }) {
                return "reports \(multiEvents.values) against \(rangeEvents.values)"
            }
            if multiEvents.events.count != rangeEvents.events.count { return "events \(multiEvents.events) against \(rangeEvents.events)" }
            return nil
        }
    }

    @Test func bothAgreeUnderTheSameRandomInput() {
        var rng = RepeatableRandomNumberGenerator(state: 0x2_7415)
        for sequence in 0..<300 {
            let pair = Pair()
            var clock = 0.0
            var steps: [String] = []
            for _ in 0..<60 {
                let kind = Int.random(in: 0..<32, using: &rng)
                let a = Double.random(in: 0...1, using: &rng), b = Double.random(in: 0...1, using: &rng)
                steps.append("(\(kind), \(a), \(b))")
                pair.apply(kind, a, b, clock: &clock)
                if let difference = pair.difference {
                    Issue.record("sequence \(sequence): \(difference) after \(steps)")
                    return
                }
            }
        }
    }

    @Test func aTapWhileTheOtherThumbStillMovesLeavesItResting() {
        // The lower thumb's tap animation ends where its value is, whatever a later tap does.
        let s = standardRangeSlider()
        s.maximumDistance = 0.6
        s.setValues(lower: 1, upper: 1, animated: false)
        s.advance(to: 0)
        #expect(s.tap(at: at(x(0.4))))
        s.advance(to: 1)
        #expect(!s.tap(at: at(x(0.1))), "the maximum distance holds the lower thumb")
        s.advance(to: 1.3)
        #expect(!s.isAnimating)
        #expect(abs(Double(s.thumbFrame(.lower).midX) - x(s.lowerValue)) < 1e-9, "\(s.thumbFrame(.lower).midX)")
    }

    @Test func valuesTooFarApartMoveTheUpperValue() {
        let s = RangeSliderModel()
        s.step = 0.3
        s.minimumDistance = 0.05
        s.maximumDistance = 0.3
        s.setValues(lower: 0.527, upper: 1, animated: false)
        #expect(abs(s.lowerValue - 0.6) < 1e-12 && abs(s.upperValue - 0.9) < 1e-12, "\(s.values)")
    }

    @Test func aDragAgainstTheMinimumDistanceReportsNothing() {
        let s = MultiSliderModel(bounds: standardBounds)
        s.values = [0.8, 0.8]
        s.minimumDistance = 0.2
        #expect(s.values == [0.8, 1.0])
        let events = EventRecorder(s.events)
        #expect(s.beginTracking(at: at(x(0.8) - 10)))
        s.continueTracking(at: at(x(0.8) + 30))
        s.endTracking(at: nil)
        #expect(s.values == [0.8, 1.0])
        #expect(events.values.isEmpty, "\(events.values)")
    }

    @Test func aTapMovesTheThumbNearestOnScreen() {
        // A logarithmic 20 Hz…20 kHz crossover, thumbs at 15 % and 90 % of the track: a tap at 60 %
        // is nearer the upper thumb on screen, though nearer the lower one in hertz.
        let s = RangeSliderModel(bounds: standardBounds)
        s.minimumValue = 20
        s.maximumValue = 20_000
        s.scale = .logarithmic
        s.setValues(lower: s.valueBounds.value(atFraction: 0.15), upper: s.valueBounds.value(atFraction: 0.9), animated: false)
        #expect(s.tap(at: at(x(0.6))))
        #expect(abs(s.valueBounds.fraction(of: s.upperValue) - 0.6) < 1e-9, "\(s.values)")
        #expect(abs(s.valueBounds.fraction(of: s.lowerValue) - 0.15) < 1e-9)
    }
}
