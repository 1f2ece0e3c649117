import Foundation
@_spi(Hosting) import Detent

// The rotatable knob in the contract tests: its settings and the rules only it keeps.

extension RotatableKnobModel: ContractSubject {
    static func make() -> RotatableKnobModel {
        let knob = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        knob.knob.step = 0.05
        return knob
    }

    static var defaultStyle: RotatableKnobStyle { RotatableKnobStyle() }
    static var programValues: (Double, Double) { (0.9, 0.7) }

    static var settings: [Setting<RotatableKnobModel>] {
        [
            Setting("defaultValue", \.defaultValue, other: 0.5) { $1.b > 1 ? nil : $1.number(1.5, offset: -0.2) },
            Setting("neutralValue", \.neutralValue, other: 0.5) { $1.b > 1 ? nil : $1.number() },
            Setting("sweepAngle", \.sweepAngle, other: 3) { $1.number(8, offset: -1) },
            Setting("sensitivity", \.sensitivity, other: 0.05) { $1.number(0.1) },
            Setting("scale", \.scale, other: .power(exponent: 2)) { $1.pick([.linear, .power(exponent: $1.number(4))]) },
            Setting("knob.lineWidth", \.knob.lineWidth, other: 3) { $1.number(20) },
            Setting("knob.step", \.knob.step, other: 0.1) { $1.number(0.5) },
            .toggle("knob.isContinuous", \.knob.isContinuous),
            Setting("accessibilityLabel", \.accessibilityLabel, other: "Drive") { $1.pick(["Drive", ""]) },
            doubleTapIntervalSetting,
        ]
    }

    static var programActions: [(RotatableKnobModel, Step) -> Void] { [{ knob, _ in knob.knob.finishAnimations() }] }

    /// Pan mode: 90 points right turns 90°, a third of the sweep.
    var dragPoints: (start: CGPoint, moved: CGPoint) { (CGPoint(x: 100, y: 100), CGPoint(x: 190, y: 100)) }

    /// Anywhere: a pan starts wherever the finger lands.
    func aimedPoint(_ step: Step) -> CGPoint { CGPoint(x: bounds.midX + step.a * 10, y: bounds.midY) }

    func tapGestureEnded(at point: CGPoint) -> Bool { doubleTap() }

    func reassignValue() {
        value = value
    }

    var reportsWhileMoving: Bool {
        get { knob.isContinuous }
        set { knob.isContinuous = newValue }
    }

    func programValue(_ step: Step) -> Double { step.number(1.5, offset: -0.2) }
    func isFinite(_ value: Double) -> Bool { value.isFinite }
    var readOut: [AccessibilityElement] { [accessibilityElement] }
    var shownText: String { valueText }

    /// The value is 0…1, the level 0…100, and the image turns within its sweep.
    func checkOwnRules(after events: ArraySlice<ControlEvent<Double>>, _ v: Violations) {
        v.check((0...1).contains(value), "value \(value)")
        v.check((0...100).contains(level), "level \(level)")
        let sweep = abs(knob.geometry.sweep)
        v.check(rotation.isFinite && rotation >= 0 && rotation <= sweep + 1e-12, "rotation \(rotation) outside 0…\(sweep)")
    }
}
