import Foundation

/// A built-in ``ValueFormat`` written as one line of text, for hosts whose settings are strings (a
/// GObject property, a `.ui` file, a language with no closures):
/// - `number [decimals [unit]]`: ``ValueFormat/number(decimals:unit:)``, "number 1 ms";
/// - `percent [decimals]`: ``ValueFormat/percent(decimals:)``;
/// - `decibels [decimals [floor]]`: ``ValueFormat/decibels(decimals:minusInfinityAt:)``,
///   "decibels 1 -60";
/// - `hertz [decimals]`: ``ValueFormat/hertz(decimals:)``;
/// - any other text is a unit's name, as an audio host names its units: "dB" reads as `decibels`,
///   "Hz" as `hertz`, any other ("ms", "BPM") as a number followed by it.
///
/// Words are separated by spaces; a missing or unreadable number takes the format's default, and
/// decimals are clamped to 0…10 as the formats clamp them. Blank text is no format.
extension ValueFormat {
    /// The format `spec` writes (see the extension's grammar); `nil` for blank text.
    @_spi(Hosting) public static func fromSpec(_ spec: String) -> ValueFormat? {
        let words = spec.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let kind = words.first else { return nil }
        func number(_ index: Int) -> Double? { words.count > index ? Double(words[index]) : nil }
        let decimals = number(1).flatMap { $0.isFinite ? Int(min(max($0, 0), 10)) : nil }
        switch kind.lowercased() {
        case "number":
            let unit = words.count > 2 ? words[2...].joined(separator: " ") : nil
            return .number(decimals: decimals ?? 2, unit: unit)
        case "percent":
            return .percent(decimals: decimals ?? 0)
        case "decibels":
            return .decibels(decimals: decimals ?? 1, minusInfinityAt: number(2).flatMap { $0.isNaN ? nil : $0 } ?? -.infinity)
        case "hertz":
            return .hertz(decimals: decimals ?? 0)
        default:
            return forUnit(named: spec)
        }
    }

    /// The format as one line in the grammar ``fromSpec(_:)`` reads ("decibels 1 -60.0"); `nil`
    /// for a format of your own, which has no text form.
    @_spi(Hosting) public var spec: String? {
        recipe.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}

extension ControlModel {
    /// ``valueFormat`` as one line of text (see `ValueFormat.fromSpec(_:)`), for hosts whose
    /// settings are strings: `nil` while the control reads its values its own way and for a format
    /// of your own; setting `nil` or blank text goes back to the control's own way.
    @_spi(Hosting) public var valueFormatSpec: String? {
        get { session.valueFormat?.spec }
        set {
            if let format = newValue.flatMap(ValueFormat.fromSpec) {
                valueFormat = format
            } else if session.valueFormat != nil {
                session.valueFormat = nil
                changes.notify()
            }
        }
    }
}
