import Foundation
@_spi(Hosting) import Detent

// The knob in the contract tests: its settings (the pro ones too) and the rules only it keeps.

extension KnobModel: ContractSubject {
    static func make() -> KnobModel { KnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200)).withContractStep() }
    static var defaultStyle: KnobStyle { KnobStyle() }
    static var programValues: (Double, Double) { (0.9, 0.7) }

    static var settings: [Setting<KnobModel>] {
        [
            Setting("lineWidth", \.lineWidth, other: 5) { $1.number(20) },
            Setting("pointerLength", \.pointerLength, other: 9) { $1.number(20) },
            Setting("startAngle", \.startAngle, other: -2) { $1.number(10, offset: -5) },
            Setting("endAngle", \.endAngle, other: 1) { $1.number(10, offset: -5) },
            Setting("maximumValue", \.maximumValue, other: 4) { $1.b > 0.5 ? $1.number(2, offset: 0.2) : $1.number(40, offset: 0.5) },
            Setting("minimumValue", \.minimumValue, other: -1) { $1.b > 0.5 ? $1.number(2, offset: -0.5) : $1.number(40, offset: -10) },
            Setting("step", \.step, other: 0.1) { $1.number(0.5) },
            .toggle("isContinuous", \.isContinuous),
            Setting("accessibilityLabel", \.accessibilityLabel, other: "Gain") { $1.pick(["Gain", "", "Pan"]) },
            Setting(name: "valueFormatter", change: { knob in knob.valueFormatter = { value in "\(value)" } },
                    randomize: { knob, s in
                        let formatter: @Sendable (Double) -> String = { value in "\(value) dB" }
                        knob.valueFormatter = s.b > 0.5 ? nil : formatter
                    }),
            Setting("interactionMode", \.interactionMode, other: .vertical()) { _, s in
                let sensitivity = s.number(300)
                return s.pick([.absolute, .rotary, .vertical(pointsPerRange: sensitivity), .horizontal(pointsPerRange: sensitivity),
                               .pan(radiansPerPoint: sensitivity / 1000), .velocity(pointsPerRange: sensitivity)])
            },
            Setting("defaultValue", \.defaultValue, other: 0.3) { $1.b > 1 ? nil : $1.number(1.5, offset: -0.2) },
            .toggle("isFineAdjustmentEnabled", \.isFineAdjustmentEnabled),
            .toggle("beginsOnPointerOnly", \.beginsOnPointerOnly),
            Setting("pointerHitRadius", \.pointerHitRadius, other: 30) { $1.number(40) },
            Setting("scale", \.scale, other: .power(exponent: 2)) { _, s in
                s.pick([.linear, .logarithmic, .power(exponent: s.number(4)), .power(exponent: 2, centre: s.number(1)),
                        .piecewise([(0.3, s.number(1)), (0.6, s.b)])])
            },
            Setting("ticks", \.ticks, other: [Tick(value: 0.5, label: "½")], reassignable: false) { _, s in
                let count = Int(abs(s.a) * 40)
                return (0...count).map { Tick(value: s.special < 3 ? s.number() : Double($0) / Double(max(count, 1)), label: "\($0)") }
            },
            .toggle("allowsTickValuesOnly", \.allowsTickValuesOnly),
            Setting("enabledRange", \.enabledRange, other: 0.2...0.8) { $1.b > 1 ? nil : min($1.a, $1.number())...max($1.a, $1.number()) },
            .toggle("wrapsAround", \.wrapsAround),
            Setting("numberOfTurns", \.numberOfTurns, other: 3) { Int($1.number(6).isFinite ? max(min($1.number(6), 1e6), -1e6) : 0) },
            Setting("neutralValue", \.neutralValue, other: 0.5) { $1.b > 1 ? nil : $1.number() },
            .toggle("showsValueArc", \.showsValueArc),
        ]
    }

    static var programActions: [(KnobModel, Step) -> Void] { [{ knob, _ in knob.finishAnimations() }] }

    /// On the pointer at value 0 (absolute mode: the touch does not jump), then 3 o'clock.
    var dragPoints: (start: CGPoint, moved: CGPoint) {
        (Radians.point(at: startAngle, radius: 90, about: CGPoint(x: 100, y: 100)), CGPoint(x: 195, y: 100))
    }

    /// The pointer, or the track at an angle.
    func aimedPoint(_ step: Step) -> CGPoint {
        let g = geometry
        return Radians.point(at: step.a > 0.5 ? pointerAngle : step.b * 2 * .pi, radius: g.trackRadius, about: g.center)
    }

    func tapGestureEnded(at point: CGPoint) -> Bool { doubleTap() }

    var reportsWhileMoving: Bool {
        get { isContinuous }
        set { isContinuous = newValue }
    }

    func programValue(_ step: Step) -> Double { step.number(1.5, offset: -0.2) }
    func isFinite(_ value: Double) -> Bool { value.isFinite }
    var readOut: [AccessibilityElement] { [accessibilityElement] }
    var shownText: String { valueText }

    /// The value keeps the value rules (`checkValueRules`), and it is shown at a finite angle on
    /// the track.
    func checkOwnRules(after events: ArraySlice<ControlEvent<Double>>, _ v: Violations) {
        checkValueRules(value, v)
        let f = presentationFraction
        v.check(f.isFinite && (0...1).contains(f), "shown at fraction \(f)")
        v.check(pointerAngle.isFinite && presentationValue.isFinite, "shown angle or value not finite")
        v.check(geometry.trackRadius.isFinite && geometry.trackRadius >= 0, "track radius \(geometry.trackRadius)")
    }
}
