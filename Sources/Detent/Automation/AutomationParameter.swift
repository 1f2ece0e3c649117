import Foundation

/// One automatable parameter of an audio host (an Audio Unit's `AUParameter`, a plug-in's
/// parameter) as a control sees it: its range and text, its value when bound, and a way to write
/// the user's edits to it. `ParameterBinding` connects a control to one (or the XY pad to two);
/// DetentUIKit makes one from an `AUParameter`.
///
/// Bad input: a range with a non-finite end, or a `maximum` not above `minimum`, is taken as the
/// control's own rules take it (see `ValueBounds`); a non-finite `value` is ignored.
public struct AutomationParameter {
    /// The parameter's lowest value, in its own units (an `AUParameter`'s `minValue`).
    public var minimum: Double
    /// The parameter's highest value, in its own units (an `AUParameter`'s `maxValue`).
    public var maximum: Double
    /// The parameter's value when the control binds to it.
    public var value: Double
    /// How the parameter's values read as text and how typed text reads back (from its unit and
    /// value strings); `nil` (the default) keeps the control's own ``ValueFormat``.
    public var format: ValueFormat?
    /// Writes a value the user chose to the parameter, with the part of the user's gesture it
    /// belongs to. Called on the thread the control runs on, never for a value the parameter
    /// itself sent.
    public var write: (Double, AutomationGesture) -> Void

    /// A parameter ranging over `minimum...maximum`, at `value` now, read and typed with `format`,
    /// written through `write`.
    public init(minimum: Double, maximum: Double, value: Double, format: ValueFormat? = nil,
                write: @escaping (Double, AutomationGesture) -> Void) {
        self.minimum = minimum
        self.maximum = maximum
        self.value = value
        self.format = format
        self.write = write
    }
}

extension ValueFormat {
    /// The format for an Audio Unit parameter's values: its `unitName` when it has one, else the
    /// name of its standard unit (`AudioUnitParameterUnit`'s raw value `code`: percent, seconds,
    /// hertz, cents, decibels, degrees, BPM, milliseconds), through ``forUnit(named:)``; `nil`
    /// for a unit without a name (generic, indexed, boolean…).
    @_spi(Hosting) public static func forAudioUnit(unit code: UInt32, unitName: String?) -> ValueFormat? {
        let standardNames: [UInt32: String] = [3: "%", 4: "s", 8: "Hz", 9: "cents", 13: "dB", 15: "°", 22: "BPM", 24: "ms"]
        return forUnit(named: unitName ?? standardNames[code])
    }

    /// The format for a parameter's values in the unit named `name`, as an audio host names its
    /// units: "dB" is ``decibels(decimals:minusInfinityAt:)``, "Hz" ``hertz(decimals:)``, any
    /// other name a number followed by it; `nil` for no name (the control keeps its own format).
    @_spi(Hosting) public static func forUnit(named name: String?) -> ValueFormat? {
        guard let name = name?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return nil }
        switch name.lowercased() {
        case "db": return .decibels()
        case "hz": return .hertz()
        default: return .number(unit: name)
        }
    }
}

/// Which part of a user's gesture a value written to an automation parameter belongs to, so the
/// audio host records automation and stops playing it back while the user holds the control
/// (`AUParameterAutomationEventType`'s touch, value and release).
public enum AutomationGesture: Sendable, Hashable {
    /// The user took hold of the control: its edit began, at the value given.
    case touch
    /// A value the user chose during the edit.
    case value
    /// The user let go: the edit ended, at the value given.
    case release
}

/// The linear map between a parameter's range and a control's 0…1 fraction, for a control whose
/// range is fixed (the rotatable knob's). A range with no width (or a non-finite end) maps every
/// value to 0 and every fraction to the minimum, so no NaN is made.
struct ParameterScale: Sendable {
    let minimum: Double
    let maximum: Double

    init(_ parameter: AutomationParameter) {
        minimum = parameter.minimum.isFinite ? parameter.minimum : 0
        maximum = parameter.maximum.isFinite && parameter.maximum > minimum ? parameter.maximum : minimum
    }

    /// `value` inside the range.
    func clamp(_ value: Double) -> Double { min(max(value, minimum), maximum) }

    /// Where `value` lies in the range, 0…1 (clamped).
    func fraction(of value: Double) -> Double {
        guard maximum > minimum else { return 0 }
        return min(max((value - minimum) / (maximum - minimum), 0), 1)
    }

    /// The parameter value at `fraction` (clamped to 0…1).
    func value(at fraction: Double) -> Double {
        minimum + (maximum - minimum) * min(max(fraction, 0), 1)
    }

    /// `format` read through the map: a fraction is written as the parameter's value, and text
    /// reads back as the fraction of its value.
    func fractionFormat(_ format: ValueFormat) -> ValueFormat {
        ValueFormat(text: { fraction, locale in format.text(for: value(at: fraction), locale: locale) },
                    value: { text, locale in (try? format.value(from: text, locale: locale)).map(fraction(of:)) })
    }
}
