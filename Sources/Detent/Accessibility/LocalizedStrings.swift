import Foundation

/// The plain strings assistive technology reads for the controls (default names, action names),
/// in the language of a control's locale (`ControlEnvironment/locale`); the strings read with
/// values in them are ``AccessibilityFormat``'s.
///
/// They live in the `Detent` target's resource bundle, one `<language>.lproj/Localizable.strings`
/// per language (English, German and Japanese today). The language is looked up explicitly in that
/// bundle, never through the process's preferred languages: the locale's language with its script
/// (`zh-Hans`), then the language alone (`de`), then English, the development language. A `nil`
/// locale reads English. A key a language lacks reads the English string.
@_spi(Hosting) public enum AccessibilityString: String, Sendable, CaseIterable {
    /// The knob's name while the app has not named it: "Knob".
    case knobLabel = "knob.label"
    /// The rotatable knob's name while the app has not named it: "Level".
    case rotatableKnobLabel = "rotatableKnob.label"
    /// The wheel's name while the app has not named it: "Wheel".
    case wheelLabel = "wheel.label"
    /// The fader's name while the app has not named it: "Slider".
    case faderLabel = "fader.label"
    /// The range slider's lower thumb: "Lower value".
    case lowerThumbLabel = "rangeSlider.lowerThumb.label"
    /// The range slider's upper thumb: "Upper value".
    case upperThumbLabel = "rangeSlider.upperThumb.label"
    /// The lower thumb's short name for voice input: "Lower".
    case lowerThumbShortLabel = "rangeSlider.lowerThumb.shortLabel"
    /// The upper thumb's short name for voice input: "Upper".
    case upperThumbShortLabel = "rangeSlider.upperThumb.shortLabel"
    /// The XY pad's horizontal axis: "Horizontal".
    case xyPadXLabel = "xyPad.x.label"
    /// The XY pad's vertical axis: "Vertical".
    case xyPadYLabel = "xyPad.y.label"
    /// The horizontal axis's short name for voice input: "X".
    case xyPadXShortLabel = "xyPad.x.shortLabel"
    /// The vertical axis's short name for voice input: "Y".
    case xyPadYShortLabel = "xyPad.y.shortLabel"
    /// The knobs' action that restores the default value: "Reset to default value".
    case resetToDefaultAction = "action.resetToDefault"
    /// The context menu's item that restores the default value: "Reset to Default".
    case resetToDefaultMenuItem = "menu.resetToDefault"
    /// The context menu's item (and the accessibility action) that opens the value entry:
    /// "Enter Value…".
    case enterValueMenuItem = "menu.enterValue"
    /// What a value entry says of blank text: "Type a value."
    case entryEmpty = "entry.empty"
    /// The value entry's button that applies the text: "Set".
    case entryApply = "entry.apply"
    /// The value entry's button that closes it and changes nothing: "Cancel".
    case entryCancel = "entry.cancel"

    /// This string in the language of `locale`; see the type's lookup rule.
    public func text(for locale: Locale?) -> String { localized(for: locale) }

    /// The English string, built in: what every locale reads when the resource bundle cannot be
    /// found (a binary shipped without its `Detent_Detent.resources`), so a missing bundle costs
    /// the translations, never a crash.
    public var englishText: String {
        switch self {
        case .knobLabel: "Knob"
        case .rotatableKnobLabel: "Level"
        case .wheelLabel: "Wheel"
        case .faderLabel: "Slider"
        case .lowerThumbLabel: "Lower value"
        case .upperThumbLabel: "Upper value"
        case .lowerThumbShortLabel: "Lower"
        case .upperThumbShortLabel: "Upper"
        case .xyPadXLabel: "Horizontal"
        case .xyPadYLabel: "Vertical"
        case .xyPadXShortLabel: "X"
        case .xyPadYShortLabel: "Y"
        case .resetToDefaultAction: "Reset to default value"
        case .resetToDefaultMenuItem: "Reset to Default"
        case .enterValueMenuItem: "Enter Value…"
        case .entryEmpty: "Type a value."
        case .entryApply: "Set"
        case .entryCancel: "Cancel"
        }
    }

    /// The language strings fall back to: "en".
    public static let developmentLanguage = "en"

    /// Every language in the bundle (the `.lproj` directory's name, lowercased) with its table,
    /// loaded once, the first time any string is read.
    public static let tables: [String: [String: String]] = loadTables()

    /// The language whose table serves `locale`: see the type's lookup rule.
    public static func language(for locale: Locale?) -> String {
        guard let locale, let code = locale.language.languageCode?.identifier.lowercased() else {
            return developmentLanguage
        }
        var candidates = [code]
        if let script = locale.language.script?.identifier.lowercased() { candidates.insert("\(code)-\(script)", at: 0) }
        return candidates.first { tables[$0] != nil } ?? developmentLanguage
    }

    static func table(for locale: Locale?) -> [String: String] {
        tables[language(for: locale)] ?? [:]
    }

    /// The directory that holds the `.lproj` directories: SwiftPM's resource bundle of this
    /// target, looked up beside the executable and in the main bundle (where SwiftPM and Xcode put
    /// it) without SwiftPM's `Bundle.module`, which stops the program when the bundle is missing;
    /// built without SwiftPM (an Xcode project), the resources of this module's code. `nil` when
    /// there is none: every string is then English.
    private static var resourceDirectory: URL? {
        let fileManager = FileManager.default
        var places = [Bundle.main.resourceURL, Bundle.main.bundleURL, Bundle(for: BundleMarker.self).resourceURL,
                      Bundle(for: BundleMarker.self).bundleURL]
        if let executable = Bundle.main.executableURL { places.append(executable.deletingLastPathComponent()) }
        for place in places.compactMap({ $0 }) {
            for name in ["Detent_Detent.resources", "Detent_Detent.bundle"] {
                let candidate = place.appendingPathComponent(name)
                if fileManager.fileExists(atPath: candidate.path) {
                    return Bundle(url: candidate)?.resourceURL ?? candidate
                }
            }
        }
        #if SWIFT_PACKAGE
        return nil
        #else
        return Bundle(for: BundleMarker.self).resourceURL
        #endif
    }

    private static func loadTables() -> [String: [String: String]] {
        guard let root = resourceDirectory else { return [:] }
        let directories = (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
        var tables: [String: [String: String]] = [:]
        for directory in directories where directory.pathExtension == "lproj" {
            let file = directory.appendingPathComponent("Localizable.strings")
            guard let data = try? Data(contentsOf: file),
                  let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
            else { continue }
            tables[directory.deletingPathExtension().lastPathComponent.lowercased()] = table
        }
        return tables
    }

    /// Replaces printf-style object placeholders: `%@` takes the next argument, `%n$@` the n-th,
    /// `%%` is "%". Anything else is kept as written.
    static func substitute(_ arguments: [String], into format: String) -> String {
        var result = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
            } else if rest.first == "@" {
                result += next < arguments.count ? arguments[next] : ""
                next += 1
                rest = rest.dropFirst()
            } else if let dollar = rest.firstIndex(of: "$"), let n = Int(rest[..<dollar]), n >= 1,
                      rest[rest.index(after: dollar)...].first == "@" {
                result += n <= arguments.count ? arguments[n - 1] : ""
                rest = rest[rest.index(dollar, offsetBy: 2)...]
            } else {
                result += "%"
            }
        }
        return result + rest
    }
}

/// A class of this module, to find the bundle its code was loaded from.
private final class BundleMarker {}

/// The strings assistive technology reads with values in them, in the language of a control's
/// locale, looked up as ``AccessibilityString``'s are. Each is read with its arguments: `%@`
/// (or `%1$@`, `%2$@` …) takes them in order, and `%%` is "%".
@_spi(Hosting) public enum AccessibilityFormat: String, Sendable, CaseIterable {
    /// A multi-thumb slider's thumb; `%1$@` is its place from the lowest, `%2$@` how many thumbs
    /// there are: "Value %1$@ of %2$@".
    case multiSliderThumbLabel = "multiSlider.thumb.label"
    /// A multi-thumb slider's thumb, short, for voice input; `%@` is its place from the lowest:
    /// "Value %@".
    case multiSliderThumbShortLabel = "multiSlider.thumb.shortLabel"
    /// A percentage; `%@` is the number: "%@%%" ("42%").
    case percentValue = "value.percent"
    /// A range; `%1$@` is the lower value, `%2$@` the upper: "%1$@ – %2$@".
    case rangeValue = "value.range"
    /// Two values read as one, an XY pad's; `%1$@` is x, `%2$@` is y: "%1$@, %2$@".
    case pairValue = "value.pair"
    /// What a value entry says of text that is not a number; `%@` is the text: "“%@” is not a
    /// number."
    case entryNotANumber = "entry.notANumber"

    /// This string in the language of `locale` with `arguments` in its placeholders.
    public func text(for locale: Locale?, _ arguments: String...) -> String {
        AccessibilityString.substitute(arguments, into: localized(for: locale))
    }

    /// The English format, built in, as ``AccessibilityString/englishText`` is.
    public var englishText: String {
        switch self {
        case .multiSliderThumbLabel: "Value %1$@ of %2$@"
        case .multiSliderThumbShortLabel: "Value %@"
        case .percentValue: "%@%%"
        case .rangeValue: "%1$@ – %2$@"
        case .pairValue: "%1$@, %2$@"
        case .entryNotANumber: "“%@” is not a number."
        }
    }
}

/// The string with `key` in the `Localizable.strings` table of `locale`'s language (see
/// ``AccessibilityString``'s lookup rule), else the development language's, else `english`: the
/// lookup both kinds of string share.
private func tableText(_ key: String, english: String, for locale: Locale?) -> String {
    AccessibilityString.table(for: locale)[key]
        ?? AccessibilityString.tables[AccessibilityString.developmentLanguage]?[key] ?? english
}

extension AccessibilityString {
    /// The string in the language of `locale`, as the table writes it.
    func localized(for locale: Locale?) -> String { tableText(rawValue, english: englishText, for: locale) }
}

extension AccessibilityFormat {
    /// The format in the language of `locale`, as the table writes it.
    func localized(for locale: Locale?) -> String { tableText(rawValue, english: englishText, for: locale) }
}
