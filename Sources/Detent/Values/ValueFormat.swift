import Foundation

/// How a value reads as text, and how text a user types reads back as a value: what a control's
/// value entry ("Enter Value…") shows and parses.
///
/// Built in: ``number(decimals:unit:)``, ``percent(decimals:)``, ``decibels(decimals:minusInfinityAt:)``
/// and ``hertz(decimals:)``; any other from two closures with ``init(text:value:)``. Text is
/// written and read in the user's locale (its decimal separator; German writes "0,5"), and is read
/// with or without its unit. A value written by a built-in format reads back as the same value to
/// within half its last digit, so a value on a control's step comes back on it once the control
/// snaps it.
///
/// ```swift
/// let gain = ValueFormat.decibels(decimals: 1, minusInfinityAt: -60)
/// gain.text(for: -6, locale: Locale(identifier: "de_DE"))      // "-6,0 dB"
/// try gain.value(from: "-inf")                                // -60
/// try ValueFormat.hertz().value(from: "1.5k")                 // 1500
/// ```
///
/// Text that gives no value is a ``ValueEntryError``: an entry that gets one changes nothing and
/// says why.
public struct ValueFormat: Sendable {
    private let write: @Sendable (Double, Locale) -> String
    private let read: @Sendable (String, Locale) -> Double?
    /// What a built-in format is made of ("decibels 1 -60"), so that the same format set again
    /// is no change; `nil` for a format of your own.
    let recipe: String?
    /// What a format of your own is the same as: the value `init(text:value:)` made and its
    /// copies, so setting a control's format to the one it holds again is no change.
    private let identity = FormatIdentity()

    /// A format of your own: `text` writes a value (in the locale given), `value` reads text back
    /// (`nil` when it is not a value). Text is trimmed before `value` sees it, and empty text never
    /// reaches it; a value that is NaN or infinite is refused as ``ValueEntryError/notANumber(_:)``.
    public init(text: @escaping @Sendable (Double, Locale) -> String,
                value: @escaping @Sendable (String, Locale) -> Double?) {
        write = text
        read = value
        recipe = nil
    }

    /// A built-in format: `recipe` says what it is made of.
    private init(recipe: String, text: @escaping @Sendable (Double, Locale) -> String,
                 value: @escaping @Sendable (String, Locale) -> Double?) {
        write = text
        read = value
        self.recipe = recipe
    }

    /// Whether `other` is the same format: the same built-in one, or a copy of the same format of
    /// your own.
    func isSame(as other: ValueFormat) -> Bool {
        if let recipe { return recipe == other.recipe }
        return identity === other.identity
    }

    /// `value` as text in `locale` (default: the user's current locale). NaN reads "NaN" and
    /// infinities "∞" / "-∞" in the built-in formats; controls never hold them.
    public func text(for value: Double, locale: Locale = .current) -> String { write(value, locale) }

    /// The value `text` stands for in `locale` (default: the user's current locale). Throws a
    /// ``ValueEntryError`` saying why there is none: ``ValueEntryError/empty`` for blank text, ``ValueEntryError/notANumber(_:)`` for
    /// text that is not a value of this format (or is NaN or infinite, except the decibels' −∞,
    /// which reads as its floor).
    public func value(from text: String, locale: Locale = .current) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ValueEntryError.empty }
        guard let value = read(trimmed, locale), value.isFinite else { throw ValueEntryError.notANumber(trimmed) }
        return value
    }

    // MARK: Built-in formats

    /// A number with `decimals` digits after the separator (0…10; default 2), followed by
    /// `unit` after a space when given ("12.50 ms"). Reads a number with or without the unit.
    public static func number(decimals: Int = 2, unit: String? = nil) -> ValueFormat {
        let places = clampedDecimals(decimals)
        return ValueFormat(recipe: "number \(places) \(unit ?? "")", text: { value, locale in
            let number = LocaleNumber.write(value, decimals: places, locale: locale)
            return unit.map { "\(number) \($0)" } ?? number
        }, value: { text, locale in
            LocaleNumber.read(LocaleNumber.dropping(unit.map { [$0] } ?? [], from: text), locale: locale)
        })
    }

    /// A fraction written as a percentage: 0.5 is "50%" (German "50 %"), with `decimals` digits
    /// (0…10; default 0). Reads "50", "50%" and "50 %" as 0.5.
    public static func percent(decimals: Int = 0) -> ValueFormat {
        let places = clampedDecimals(decimals)
        return ValueFormat(recipe: "percent \(places)", text: { value, locale in
            AccessibilityFormat.percentValue.text(for: locale, LocaleNumber.write(value * 100, decimals: places, locale: locale))
        }, value: { text, locale in
            LocaleNumber.read(LocaleNumber.dropping(["%", "٪"], from: text), locale: locale).map { $0 / 100 }
        })
    }

    /// A level in decibels with `decimals` digits (0…10; default 1): "-6.0 dB". A value at or
    /// below `minusInfinityAt` reads "-∞ dB" (default `-infinity`: only −∞ itself, which no control
    /// holds), and "-∞", "−∞" and "-inf" (with or without "dB") read back as `minusInfinityAt`,
    /// which a control clamps to its minimum.
    public static func decibels(decimals: Int = 1, minusInfinityAt floor: Double = -.infinity) -> ValueFormat {
        let places = clampedDecimals(decimals)
        return ValueFormat(recipe: "decibels \(places) \(floor)", text: { value, locale in
            value <= floor || value == -.infinity ? "-∞ dB" : "\(LocaleNumber.write(value, decimals: places, locale: locale)) dB"
        }, value: { text, locale in
            let number = LocaleNumber.dropping(["dB", "db", "DB"], from: text)
            if ["-∞", "-inf", "-infinity"].contains(LocaleNumber.unifiedMinus(number).lowercased()) {
                // The floor, or, without one, the lowest finite value, which a control clamps.
                return floor.isFinite ? floor : -Double.greatestFiniteMagnitude
            }
            return LocaleNumber.read(number, locale: locale)
        })
    }

    /// A frequency: below 1 000 in hertz with `decimals` digits (0…10; default 0), "440 Hz"; from
    /// 1 000 in kilohertz with two more, "1.50 kHz". Reads "440", "440 Hz", "1.5k", "1.5 kHz" and
    /// "1500".
    public static func hertz(decimals: Int = 0) -> ValueFormat {
        let places = clampedDecimals(decimals)
        return ValueFormat(recipe: "hertz \(places)", text: { value, locale in
            abs(value) < 1000
                ? "\(LocaleNumber.write(value, decimals: places, locale: locale)) Hz"
                : "\(LocaleNumber.write(value / 1000, decimals: min(places + 2, 10), locale: locale)) kHz"
        }, value: { text, locale in
            let plain = LocaleNumber.dropping(["Hz", "hz", "HZ"], from: text)
            let kilo = LocaleNumber.dropping(["k", "K"], from: plain)
            guard let number = LocaleNumber.read(kilo, locale: locale) else { return nil }
            return kilo != plain ? number * 1000 : number
        })
    }

    private static func clampedDecimals(_ decimals: Int) -> Int { min(max(decimals, 0), 10) }
}

/// Why typed text gave no value (see ``ValueFormat/value(from:locale:)``).
public enum ValueEntryError: Error, Sendable, Hashable {
    /// The text was blank.
    case empty
    /// The text (trimmed) is not a value of the format.
    case notANumber(String)

    /// What a user reads, in the language of `locale` (English, German or Japanese; English
    /// otherwise): "Type a value." or "“abc” is not a number."
    public func message(locale: Locale = .current) -> String {
        switch self {
        case .empty: AccessibilityString.entryEmpty.text(for: locale)
        case .notANumber(let text): AccessibilityFormat.entryNotANumber.text(for: locale, text)
        }
    }
}

/// Numbers written and read with a locale's decimal separator, without grouping.
enum LocaleNumber {
    /// `value` with `decimals` digits after the locale's decimal separator.
    static func write(_ value: Double, decimals: Int, locale: Locale) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : value < 0 ? "-∞" : "∞" }
        var text = String(format: "%.\(decimals)f", value)
        // -0.0 written with fewer digits than its magnitude needs is "0".
        if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { text.removeFirst() }
        let separator = locale.decimalSeparator ?? "."
        return separator == "." ? text : text.replacingOccurrences(of: ".", with: separator)
    }

    /// The number `text` writes in `locale`, or `nil`. The locale's grouping separator (and
    /// spaces) between digits are dropped. A point is read as the decimal separator too, in a
    /// locale with another one, unless the locale groups with points and it stands before exactly
    /// three digits ("1.000" is one thousand in German, "0.5" a half).
    static func read(_ text: String, locale: Locale) -> Double? {
        let decimal = locale.decimalSeparator ?? "."
        let grouping = locale.groupingSeparator ?? ","
        var s = unifiedMinus(text).filter { !$0.isWhitespace }
        if decimal != ".", !s.contains(decimal), s.filter({ $0 == "." }).count == 1 {
            let after = s[s.index(after: s.firstIndex(of: ".")!)...]
            let groupsThousands = grouping == "." && after.count == 3 && after.allSatisfy(\.isNumber)
            if !groupsThousands { s = s.replacingOccurrences(of: ".", with: decimal) }
        }
        if !grouping.isEmpty, grouping != decimal { s = s.replacingOccurrences(of: grouping, with: "") }
        if decimal != "." { s = s.replacingOccurrences(of: decimal, with: ".") }
        if s.hasPrefix("+") { s.removeFirst() }
        guard !s.isEmpty, s.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "e" || $0 == "E") }),
              let value = Double(s), value.isFinite else { return nil }
        return value
    }

    /// `text` with the first of `units` that ends it removed, and the spaces before it.
    static func dropping(_ units: [String], from text: String) -> String {
        for unit in units where text.hasSuffix(unit) {
            return String(text.dropLast(unit.count)).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    /// `text` with the minus sign (U+2212) and other dashes as "-".
    static func unifiedMinus(_ text: String) -> String {
        String(text.map { "−–‐".contains($0) ? "-" : $0 })
    }
}

/// The identity of one format of your own, shared by its copies.
private final class FormatIdentity: Sendable {}
