import Foundation

extension AutomationParameter {
    /// The value typed `text` names for a host parameter that reads text itself but never refuses
    /// any (an Audio Unit parameter's `value(from:)` reads "abc" as some value), or `nil` when it
    /// names none, so nothing is written:
    /// - one of `valueStrings`, compared without regard to case in `locale`: the first is
    ///   `minimum`, the next `minimum + 1`, and so on;
    /// - else `read`'s value for text that starts with a number ("440 Hz", "-6", ".5"); where
    ///   `locale` writes a decimal comma and the text has one ("0,5"), `read` gets it with a point
    ///   and without the locale's grouping ("0.5"), since a host parameter reads points;
    /// - else `read`'s value for text that `write` gives back for that very value (a named value
    ///   such as "Off" on a parameter without value strings).
    ///
    /// Spaces around the text are ignored; a non-finite reading is `nil`.
    @_spi(Hosting) public static func value(named text: String, locale: Locale, valueStrings: [String]?, minimum: Double,
                                            read: (String) -> Double, write: (Double) -> String) -> Double? {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        func same(_ a: String, _ b: String) -> Bool { a.compare(b, options: .caseInsensitive, locale: locale) == .orderedSame }
        if let strings = valueStrings, let index = strings.firstIndex(where: { same($0, text) }) {
            let value = minimum + Double(index)
            return value.isFinite ? value : nil
        }
        let decimal = locale.decimalSeparator ?? "."
        if startsWithNumber(text, decimalSeparator: decimal) {
            var number = text
            if decimal != ".", text.contains(decimal) {
                if let grouping = locale.groupingSeparator, !grouping.isEmpty, grouping != decimal {
                    number = number.replacingOccurrences(of: grouping, with: "")
                }
                number = number.replacingOccurrences(of: decimal, with: ".")
            }
            let value = read(number)
            return value.isFinite ? value : nil
        }
        let value = read(text)
        return value.isFinite && same(write(value), text) ? value : nil
    }

    /// Whether `text` starts with a number: a sign, then a digit, or a decimal separator (a point
    /// or the locale's) and a digit.
    private static func startsWithNumber(_ text: String, decimalSeparator: String) -> Bool {
        var rest = Substring(text)
        if let sign = rest.first, "+-−".contains(sign) { rest = rest.dropFirst() }
        if let first = rest.first, first == "." || String(first) == decimalSeparator { rest = rest.dropFirst() }
        return rest.first?.isNumber ?? false
    }
}
