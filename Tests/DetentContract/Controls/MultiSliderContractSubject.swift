import Foundation
@_spi(Hosting) import Detent

// The multi-thumb slider in the contract tests: its settings and the rules only it keeps.

extension MultiSliderModel: ThumbSliderSubject {
    static func make() -> MultiSliderModel { MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31)).withContractStep() }
    static var defaultStyle: MultiSliderStyle { MultiSliderStyle() }
    static var programValues: ([Double], [Double]) { ([0.1, 0.4, 0.9], [0.3, 0.5, 0.6]) }

    static var settings: [Setting<MultiSliderModel>] {
        [
            Setting("values", \.values, other: [0.1, 0.2, 0.3, 0.9], reassignable: false) { slider, s in slider.programValue(s) },
            Setting(name: "insertThumb", change: { $0.insertThumb(withValue: 0.6) }, randomize: { slider, s in
                slider.insertThumb(withValue: s.number(1.5, offset: -0.2))
            }),
            Setting(name: "removeThumb", change: { $0.removeThumb(at: 0) }, randomize: { slider, s in
                slider.removeThumb(at: s.index(Double(slider.thumbCount + 2), offset: -1))
            }),
            Setting(name: "setValue(forThumb:)", change: { $0.setValue(0.35, forThumb: 1, animated: false) }, randomize: { slider, s in
                slider.setValue(s.number(1.5, offset: -0.2), forThumb: s.index(Double(slider.thumbCount + 2), offset: -1), animated: s.b > 0.5)
            }),
            // Its own thumb count or another, NaN and infinities included.
            Setting("defaultValues", \.defaultValues, other: [0.2, 0.5]) { slider, s in s.b > 1 ? nil : slider.programValue(s) },
        ] + rangeAndStepSettings + distanceSettings + [
            Setting("collision", \.collision, other: .push) { slider, _ in slider.collision == .stop ? .push : .stop },
        ] + trackLayoutSettings + [
            Setting(name: "accessibilityLabels", change: { $0.accessibilityLabels = ["Low", "Mid", "High"] },
                    randomize: { slider, s in slider.accessibilityLabels = s.b > 0.5 ? ["A", "B", "C", "D", "E"] : [""] },
                    reassign: { $0.accessibilityLabels = $0.accessibilityLabels }),
            valueFormatterSetting,
            Setting("focusedThumb", \.focusedThumb, other: 2) { $1.index(20, offset: -2) },
            .toggle("movesNearestThumbOnTap", \.movesNearestThumbOnTap),
            .toggle("precisionScrubbing", \.precisionScrubbing),
            .toggle("isContinuous", \.isContinuous),
        ] + tickAndDoubleTapSettings
    }

    /// On the lowest thumb, then 60 points along the track.
    var dragPoints: (start: CGPoint, moved: CGPoint) {
        let lowest = thumbFrame(at: 0)
        return (lowest.center, CGPoint(x: lowest.midX + 60, y: lowest.midY))
    }

    /// A thumb, as a user aims at it, a little off its centre.
    func aimedPoint(_ step: Step) -> CGPoint {
        thumbFrame(at: min(Int(abs(step.b) * Double(thumbCount)), thumbCount - 1)).aimed(by: step, vertically: false)
    }

    func tapGestureEnded(at point: CGPoint) -> Bool { tap(at: point) }

    /// Every thumb set at once to the values they hold.
    func reassignValue() {
        values = values
    }

    /// One to five numbers, in any order, sometimes bad ones; sometimes many more than 16.
    func programValue(_ step: Step) -> [Double] {
        let one = step.number(1.5, offset: -0.2)
        switch step.special % 7 {
        case 0: return []
        case 1: return (0..<40).map { Double($0) / 39 }
        default: return Array([one, step.b, step.a, 1 - step.a, step.b / 2].prefix(1 + step.special % 5))
        }
    }

    func isFinite(_ value: [Double]) -> Bool { value.allSatisfy(\.isFinite) }
    var readOut: [AccessibilityElement] { accessibilityElements }
    var shownText: String { valuesText }

    /// 1…16 values, finite, in order, inside the range and (to rounding) the enabled range, and
    /// within the distance limits; one element read out per thumb; the thumbs shown at finite
    /// places on the track; the focused thumb one of them.
    func checkOwnRules(after events: ArraySlice<ControlEvent<[Double]>>, _ v: Violations) {
        let values = self.values
        v.check((1...16).contains(values.count), "\(values.count) thumbs")
        v.check([minimumValue, maximumValue].allSatisfy(\.isFinite), "range \(minimumValue)…\(maximumValue)")
        v.check(values == values.sorted(), "order broken: \(values)")
        let eps = 1e-9 * max(1, maximumValue - minimumValue)
        let lo = valueBounds.lowerLimit, hi = valueBounds.upperLimit
        v.check(values.allSatisfy { lo - eps <= $0 && $0 <= hi + eps }, "\(values) outside the enabled values \(lo)…\(hi)")
        for (a, b) in zip(values, values.dropFirst()) {
            v.check(b - a >= effectiveMinimumDistance - eps, "thumbs \(b - a) apart, minimum \(effectiveMinimumDistance): \(values)")
            v.check(b - a <= effectiveMaximumDistance + eps, "thumbs \(b - a) apart, maximum \(effectiveMaximumDistance): \(values)")
        }
        valueBounds.checkThumbRules(of: values, minimumDistance: effectiveMinimumDistance, maximumDistance: effectiveMaximumDistance, v)
        v.check(readOut.count == values.count, "\(readOut.count) elements for \(values.count) thumbs")
        v.check((0..<values.count).contains(focusedThumb), "focused thumb \(focusedThumb) of \(values.count)")
        let f = presentationFractions
        v.check(f.count == values.count && f.allSatisfy { $0.isFinite && (0...1).contains($0) }, "shown at \(f)")
        v.check((0..<values.count).allSatisfy { thumbFrame(at: $0).isFiniteRect }, "thumb frames")
    }
}
