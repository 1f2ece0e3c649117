import Foundation
@_spi(Hosting) import Detent

// The XY pad in the contract tests: its settings and the rules only it keeps.

extension XYPadModel: ContractSubject {
    static func make() -> XYPadModel {
        let pad = XYPadModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        pad.xStep = 0.05
        pad.yStep = 0.05
        return pad
    }

    static var defaultStyle: XYPadStyle { XYPadStyle() }
    static var programValues: (XYPadValue, XYPadValue) { (XYPadValue(x: 0.9, y: 0.7), XYPadValue(x: 0.7, y: 0.3)) }

    static var settings: [Setting<XYPadModel>] {
        [
            Setting("xMaximum", \.xMaximum, other: 4) { $1.b > 0.5 ? $1.number(2, offset: 0.2) : $1.number(40, offset: 0.5) },
            Setting("yMinimum", \.yMinimum, other: -1) { $1.b > 0.5 ? $1.number(2, offset: -0.5) : $1.number(40, offset: -10) },
            Setting("xMinimum", \.xMinimum, other: -2) { $1.number(2, offset: -0.5) },
            Setting("yMaximum", \.yMaximum, other: 3) { $1.number(2, offset: 0.2) },
            Setting("xStep", \.xStep, other: 0.1) { $1.number(0.5) },
            Setting("yStep", \.yStep, other: 0.25) { $1.number(0.5) },
            .toggle("isContinuous", \.isContinuous),
            .toggle("precisionScrubbing", \.precisionScrubbing),
            Setting("xScale", \.xScale, other: .logarithmic) { _, s in
                s.pick([.linear, .logarithmic, .power(exponent: s.number(4)), .power(exponent: 2, centre: s.number(1))])
            },
            Setting("yScale", \.yScale, other: .power(exponent: 2)) { _, s in s.pick([.linear, .logarithmic, .power(exponent: s.number(3))]) },
            Setting("layoutDirection", \.layoutDirection, other: .rightToLeft) { pad, _ in
                pad.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            },
            Setting("thumbSize", \.thumbSize, other: 40) { $1.number(300) },
            .toggle("springsBack", \.springsBack),
            .toggle("jumpsToTouch", \.jumpsToTouch),
            Setting("neutralValue", \.neutralValue, other: XYPadValue(x: 0.5, y: 0.5)) {
                $1.b > 1 ? nil : XYPadValue(x: $1.number(), y: $1.a)
            },
            Setting("defaultValue", \.defaultValue, other: XYPadValue(x: 0.2, y: 0.8)) {
                $1.b > 1 ? nil : XYPadValue(x: $1.number(1.5, offset: -0.2), y: $1.a)
            },
            Setting("focusedAxis", \.focusedAxis, other: .y) { pad, _ in pad.focusedAxis == .x ? .y : .x },
            Setting(name: "accessibilityLabels", change: { $0.accessibilityLabels = ("Cutoff", "Resonance") },
                    randomize: { pad, s in pad.accessibilityLabels.x = s.pick(["Pan", "", "Cutoff"]) },
                    reassign: { $0.accessibilityLabels = $0.accessibilityLabels }),
            Setting(name: "valueFormatter", change: { $0.valueFormatter = { axis, value in "\(axis) \(value)" } },
                    randomize: { pad, s in
                        let formatter: @Sendable (XYPadAxis, Double) -> String = { _, value in "\(value) Hz" }
                        pad.valueFormatter = s.b > 0.5 ? nil : formatter
                    },
                    // Formatters cannot be compared; "none" can, and re-applying it is no change.
                    reassign: { if $0.valueFormatter == nil { $0.valueFormatter = nil } }),
            doubleTapIntervalSetting,
        ]
    }

    static var programActions: [(XYPadModel, Step) -> Void] {
        [{ pad, _ in pad.finishAnimations() }, { pad, s in pad.perform(s.action, on: s.b > 0.5 ? .y : .x, cause: .assistiveTechnology) }]
    }

    /// On the thumb at (0, 0), the bottom-left corner, then 60 points right and 60 up.
    var dragPoints: (start: CGPoint, moved: CGPoint) {
        let thumb = thumbFrame
        return (CGPoint(x: thumb.midX, y: thumb.midY), CGPoint(x: thumb.midX + 60, y: thumb.midY - 60))
    }

    /// The thumb, as a user aims at it, a little off its centre.
    func aimedPoint(_ step: Step) -> CGPoint {
        thumbTouchFrame.aimed(by: step)
    }

    func tapGestureEnded(at point: CGPoint) -> Bool { tap(at: point) }

    func reassignValue() {
        value = value
    }

    var reportsWhileMoving: Bool {
        get { isContinuous }
        set { isContinuous = newValue }
    }

    func programValue(_ step: Step) -> XYPadValue { XYPadValue(x: step.number(1.5, offset: -0.2), y: step.b * 1.5 - 0.2) }
    func isFinite(_ value: XYPadValue) -> Bool { value.x.isFinite && value.y.isFinite }
    var readOut: [AccessibilityElement] { accessibilityElements }
    var shownText: String { valueText }

    /// Each value keeps its axis's rules, and the thumb is shown at a finite place inside the pad.
    func checkOwnRules(after events: ArraySlice<ControlEvent<XYPadValue>>, _ v: Violations) {
        xBounds.checkRules(of: value.x, v)
        yBounds.checkRules(of: value.y, v)
        let f = presentationFractions
        v.check(f.x.isFinite && f.y.isFinite && (0...1).contains(f.x) && (0...1).contains(f.y), "shown at fractions \(f)")
        let eps = 0.001
        let thumb = thumbFrame, pad = geometry.bounds
        v.check(thumb.isFiniteRect && thumbTouchFrame.isFiniteRect, "thumb frames \(thumb) \(thumbTouchFrame)")
        v.check(thumb.minX >= pad.minX - eps && thumb.maxX <= pad.maxX + eps && thumb.minY >= pad.minY - eps
                    && thumb.maxY <= pad.maxY + eps, "thumb \(thumb) outside the pad \(pad)")
        v.check(accessibilityElements.count == 2, "two elements")
    }
}
