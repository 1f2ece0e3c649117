import Foundation
@_spi(Hosting) import Detent

// The range slider in the contract tests: its settings and the rules only it keeps.

extension RangeSliderModel: ThumbSliderSubject {
    static func make() -> RangeSliderModel { RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31)).withContractStep() }
    static var defaultStyle: RangeSliderStyle { RangeSliderStyle() }
    static var programValues: (ClosedRange<Double>, ClosedRange<Double>) { (0.4...0.5, 0.3...0.6) }

    static var settings: [Setting<RangeSliderModel>] {
        [
            Setting("lowerValue", \.lowerValue, other: 0.1, reassignable: false) { $1.number(1.5, offset: -0.2) },
            Setting("upperValue", \.upperValue, other: 0.9, reassignable: false) { $1.number(1.5, offset: -0.2) },
        ] + rangeAndStepSettings + [
            Setting("defaultValues", \.defaultValues, other: 0.3...0.7) { _, s in
                // Bad values too: a range reaching past the bounds, or to infinity.
                let a = s.number(1.5, offset: -0.2)
                return s.b > 1 || a.isNaN ? nil : min(a, s.a)...max(a, s.a)
            },
        ] + distanceSettings + trackLayoutSettings + [
            Setting(name: "accessibilityLabels", change: { $0.accessibilityLabels = (lower: "Min", upper: "Max") },
                    randomize: { slider, s in slider.accessibilityLabels = s.b > 0.5 ? (lower: "Min", upper: "Max") : (lower: "", upper: "") },
                    reassign: { $0.accessibilityLabels = $0.accessibilityLabels }),
            valueFormatterSetting,
            Setting("focusedThumb", \.focusedThumb, other: .upper) { $1.pick([.lower, .upper]) },
            .toggle("allowsCrossing", \.allowsCrossing),
            .toggle("precisionScrubbing", \.precisionScrubbing),
            .toggle("isRangeDraggable", \.isRangeDraggable),
            .toggle("movesNearestThumbOnTap", \.movesNearestThumbOnTap),
            .toggle("isContinuous", \.isContinuous),
        ] + tickAndDoubleTapSettings
    }

    /// On the lower thumb, then 60 points along the track.
    var dragPoints: (start: CGPoint, moved: CGPoint) {
        let lower = thumbFrame(.lower)
        return (lower.center, CGPoint(x: lower.midX + 60, y: lower.midY))
    }

    /// A thumb, as a user aims at it, a little off its centre.
    func aimedPoint(_ step: Step) -> CGPoint {
        thumbFrame(step.b > 0.5 ? .upper : .lower).aimed(by: step, vertically: false)
    }

    func tapGestureEnded(at point: CGPoint) -> Bool { tap(at: point) }

    /// Each thumb set to the value it holds, one at a time, as a host's bindings set them.
    func reassignValue() {
        lowerValue = lowerValue
        upperValue = upperValue
    }

    /// Two numbers in either order; `setValues` puts them in order.
    func programValue(_ step: Step) -> ClosedRange<Double> {
        let one = step.number(1.5, offset: -0.2), other = step.b
        return one.isNaN ? other...other : min(one, other)...max(one, other)
    }

    func isFinite(_ value: ClosedRange<Double>) -> Bool { value.lowerBound.isFinite && value.upperBound.isFinite }
    var readOut: [AccessibilityElement] { accessibilityElements }
    var shownText: String { rangeText }

    /// Both values are finite, in order, inside the range and (to rounding) the enabled range,
    /// and within the distance limits; the thumbs are shown at finite places on the track.
    func checkOwnRules(after events: ArraySlice<ControlEvent<ClosedRange<Double>>>, _ v: Violations) {
        v.check([minimumValue, maximumValue].allSatisfy(\.isFinite), "range \(minimumValue)…\(maximumValue)")
        v.check(minimumValue <= lowerValue && lowerValue <= upperValue && upperValue <= maximumValue,
                "order broken: \(minimumValue) ≤ \(values) ≤ \(maximumValue)")
        let gap = upperValue - lowerValue, eps = 1e-9 * max(1, maximumValue - minimumValue)
        let lo = valueBounds.lowerLimit, hi = valueBounds.upperLimit
        v.check(lo - eps <= lowerValue && upperValue <= hi + eps, "\(values) outside the enabled values \(lo)…\(hi)")
        v.check(gap >= effectiveMinimumDistance - eps, "thumbs \(gap) apart, minimum \(effectiveMinimumDistance)")
        v.check(gap <= effectiveMaximumDistance + eps, "thumbs \(gap) apart, maximum \(effectiveMaximumDistance)")
        valueBounds.checkThumbRules(of: [lowerValue, upperValue], minimumDistance: effectiveMinimumDistance,
                                    maximumDistance: effectiveMaximumDistance, v)
        let f = presentationFractions
        v.check(f.lower.isFinite && f.upper.isFinite && (0...1).contains(f.lower) && (0...1).contains(f.upper), "shown at \(f)")
        v.check(thumbFrame(.lower).isFiniteRect && thumbFrame(.upper).isFiniteRect, "thumb frames")
    }
}
