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
    /// The distance between the parameter's values, in its units: 1 for an indexed or on/off
    /// parameter, so a control bound to it stops on each value; 0 (the default) is continuous.
    /// Negative or non-finite is 0.
    public var step: Double = 0
    /// How the parameter's values spread along the control's travel: `.logarithmic` for one shown
    /// logarithmically (a frequency); default `.linear`. A scale that does not fit the range
    /// (logarithmic through 0) acts as linear, as the control's own `scale` does.
    public var scale: ValueScale = .linear
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

extension AutomationParameter {
    /// The step and scale of an Audio Unit parameter: an indexed or on/off unit
    /// (`AudioUnitParameterUnit` raw value 1 or 2) steps by 1, so a control stops on each of its
    /// values; a logarithmic display type in `flags` (`AudioUnitParameterOptions`, the display bits
    /// equal to `flag_DisplayLogarithmic`) is `.logarithmic`. Anything else is continuous and linear.
    @_spi(Hosting) public static func audioUnitTravel(unit code: UInt32, flags: UInt32) -> (step: Double, scale: ValueScale) {
        let displayMask: UInt32 = (7 << 16) | (1 << 22), logarithmic: UInt32 = 1 << 22
        return (code == 1 || code == 2 ? 1 : 0, flags & displayMask == logarithmic ? .logarithmic : .linear)
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
    /// The parameter's scale as it applies to the range (linear where it does not fit).
    let scale: ValueScale

    init(_ parameter: AutomationParameter) {
        minimum = parameter.minimum.isFinite ? parameter.minimum : 0
        maximum = parameter.maximum.isFinite && parameter.maximum > minimum ? parameter.maximum : minimum
        scale = parameter.scale.effective(minimum: minimum, maximum: maximum)
    }

    /// `value` inside the range.
    func clamp(_ value: Double) -> Double { min(max(value, minimum), maximum) }

    /// Where `value` lies along the range by the parameter's scale, 0…1 (clamped; 0 for an empty
    /// range or a NaN).
    func fraction(of value: Double) -> Double {
        guard maximum > minimum, !value.isNaN else { return 0 }
        return min(max(scale.position(of: value, minimum: minimum, maximum: maximum), 0), 1)
    }

    /// The parameter value at `fraction` of the travel (clamped to 0…1), by the parameter's scale.
    func value(at fraction: Double) -> Double {
        guard maximum > minimum, !fraction.isNaN else { return minimum }
        return clamp(scale.value(atPosition: min(max(fraction, 0), 1), minimum: minimum, maximum: maximum))
    }


    /// `format` read through the map: a fraction is written as the parameter's value, and text
    /// reads back as the fraction of its value.
    func fractionFormat(_ format: ValueFormat) -> ValueFormat {
        ValueFormat(text: { fraction, locale in format.text(for: value(at: fraction), locale: locale) },
                    value: { text, locale in (try? format.value(from: text, locale: locale)).map(fraction(of:)) })
    }
}
