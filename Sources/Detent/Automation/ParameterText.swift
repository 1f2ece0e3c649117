import Foundation

extension AutomationParameter {
    /// The value typed `text` names for a host parameter that reads text itself but never refuses
    /// any (an Audio Unit parameter's `value(from:)` reads "abc" as some value), or `nil` when it
    /// names none, so nothing is written:
    /// - one of `valueStrings`, compared without regard to case in `locale`: the first is
    ///   `minimum`, the next `minimum + 1`, and so on;
    /// - else `read`'s value for text that starts with a number ("440 Hz", "-6", ".5"): the number
    ///   is read as the locale writes it (its decimal separator, its grouping, a minus sign or
    ///   dash: "1,000 Hz", German "0,5" and "1.000", "−6") and handed to `read` as a plain number
    ///   followed by the rest of the text ("1000.0 Hz"), since a host parameter reads points and
    ///   stops at the first character it does not know;
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
        if let (number, rest) = leadingNumber(of: text, locale: locale) {
            let value = read("\(number)" + rest)
            return value.isFinite ? value : nil
        }
        let value = read(text)
        return value.isFinite && same(write(value), text) ? value : nil
    }

    /// The number `text` starts with, as `locale` writes it, and the text after it; `nil` when it
    /// starts with none. The number is a sign (or a dash), then ASCII digits with the locale's
    /// decimal and grouping separators or a point among them.
    private static func leadingNumber(of text: String, locale: Locale) -> (Double, Substring)? {
        let separators = Set([".", locale.decimalSeparator ?? ".", locale.groupingSeparator ?? ","].filter { !$0.isEmpty })
        var end = text.startIndex
        if let first = text.first, "+-−–".contains(first) { end = text.index(after: end) }
        while end < text.endIndex, text[end].isASCII && text[end].isNumber || separators.contains(String(text[end])) {
            end = text.index(after: end)
        }
        let token = text[..<end]
        guard token.contains(where: { $0.isASCII && $0.isNumber }),
              let number = LocaleNumber.read(String(token), locale: locale) else { return nil }
        return (number, text[end...])
    }
}
