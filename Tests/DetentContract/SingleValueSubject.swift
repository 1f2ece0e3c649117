import Foundation
@_spi(Hosting) import Detent

/// The contract tests' view of a control with one value on a range (the knob, the fader): the
/// settings they share, written once, and how the driver reads and sets the value. Each control's
/// subject lists its settings in its own order, with these among its own.
protocol SingleValueSubject: ContractSubject, ValueRangeModel, AccessibilityNaming where Value == Double {
    var defaultValue: Double? { get set }
    var neutralValue: Double? { get set }
    var valueFormatter: (@Sendable (Double) -> String)? { get set }
    var valueText: String { get }
    var accessibilityElement: AccessibilityElement { get }
    var value: Double { get set }
}

extension SingleValueSubject {
    /// The value set to itself.
    func reassignValue() {
        value = value
    }

    /// Two values in 0…1 a program sets: 0.9, then 0.7.
    static var programValues: (Double, Double) { (0.9, 0.7) }

    /// The range, the step and continuity.
    static var rangeSettings: [Setting<Self>] {
        [
            Setting("maximumValue", \.maximumValue, other: 4) { $1.b > 0.5 ? $1.number(2, offset: 0.2) : $1.number(40, offset: 0.5) },
            Setting("minimumValue", \.minimumValue, other: -1) { $1.b > 0.5 ? $1.number(2, offset: -0.5) : $1.number(40, offset: -10) },
            Setting("step", \.step, other: 0.1) { $1.number(0.5) },
            .toggle("isContinuous", \.isContinuous),
        ]
    }

    /// The name read out (`name` as the other value, else empty or "Pan") and the value's formatter.
    static func readOutSettings(name: String) -> [Setting<Self>] {
        [
            Setting("accessibilityLabel", \.accessibilityLabel, other: name) { $1.pick([name, "", "Pan"]) },
            Setting(name: "valueFormatter", change: { model in model.valueFormatter = { value in "\(value)" } },
                    randomize: { model, s in
                        let formatter: @Sendable (Double) -> String = { value in "\(value) dB" }
                        model.valueFormatter = s.b > 0.5 ? nil : formatter
                    },
                    // Formatters cannot be compared; "none" can, and re-applying it is no change.
                    reassign: { if $0.valueFormatter == nil { $0.valueFormatter = nil } }),
        ]
    }

    /// The value a double tap restores.
    static var defaultValueSetting: Setting<Self> {
        Setting("defaultValue", \.defaultValue, other: 0.3) { $1.b > 1 ? nil : $1.number(1.5, offset: -0.2) }
    }

    /// How values spread, the ticks, whether only ticks are allowed, and the enabled range.
    static var scaleSettings: [Setting<Self>] {
        [
            Setting("scale", \.scale, other: .power(exponent: 2)) { _, s in
                s.pick([.linear, .logarithmic, .power(exponent: s.number(4)), .power(exponent: 2, centre: s.number(1)),
                        .piecewise([(0.3, s.number(1)), (0.6, s.b)])])
            },
        ] + tickSettings(mostTicks: 40, enabled: 0.2...0.8)
    }

    /// The value the fill or the arc starts from.
    static var neutralValueSetting: Setting<Self> {
        Setting("neutralValue", \.neutralValue, other: 0.5) { $1.b > 1 ? nil : $1.number() }
    }

    var reportsWhileMoving: Bool {
        get { isContinuous }
        set { isContinuous = newValue }
    }

    func programValue(_ step: Step) -> Double { step.number(1.5, offset: -0.2) }
    func isFinite(_ value: Double) -> Bool { value.isFinite }
    var readOut: [AccessibilityElement] { [accessibilityElement] }
    var shownText: String { valueText }
}
