import Foundation

/// Light or dark: the appearance a host's platform asks for.
@_spi(Hosting) public enum ControlAppearance: Sendable, Hashable, CaseIterable {
    /// Dark content on a light background (the default).
    case light
    /// Light content on a dark background: UIKit's `.dark` user interface style, SwiftUI's
    /// `colorScheme == .dark`, GTK's dark theme.
    case dark
}

/// What a host knows of its platform, in one value: the tint and text colours, whether the control is enabled, the
/// layout direction, light or dark, increased contrast, reduce motion and the text scale. A host
/// fills it from its environment (UIKit's trait collection and `tintColor`, SwiftUI's environment
/// values, GTK's settings and style) and assigns it to the model's `environment`; the model and
/// its styles resolve everything else from it, so the host decides nothing.
///
/// Defaults describe a light, left-to-right, enabled platform at the standard text size with no
/// accessibility preferences and no tint of its own.
///
/// Bad input: a `textScale` that is NaN, infinite or not positive is 1; it is clamped to
/// ``textScaleRange`` otherwise.
@_spi(Hosting) public struct ControlEnvironment: Sendable, Hashable {
    /// The platform's tint or accent colour (UIKit's `tintColor`, SwiftUI's `.tint`, GTK's accent
    /// colour); `nil` (the default) leaves each style's own colour.
    public var tintColor: DrawingColor?
    /// The colour the platform draws text in on the page around the control (GTK's CSS `color`
    /// for the widget); `nil` (the default) leaves each style's automatic text colours. Styles
    /// use it for text that lies on the page, as the range slider's value labels do.
    public var textColor: DrawingColor?
    /// Whether the control takes input; `false` also dims it. Default `true`.
    public var isEnabled: Bool
    /// The reading direction; `.rightToLeft` mirrors horizontal controls. Default `.leftToRight`.
    public var layoutDirection: ReadingDirection
    /// Light or dark; default `.light`.
    public var appearance: ControlAppearance
    /// Whether the user asked for increased contrast (UIKit's `accessibilityContrast == .high`,
    /// GTK's high-contrast theme). Default `false`.
    public var isContrastIncreased: Bool
    /// Whether the user asked to reduce motion: spins and turns become jumps or short fades.
    /// Default `false`.
    public var reducesMotion: Bool
    /// How much larger than standard the user wants text (Dynamic Type, GTK's text scale factor);
    /// 1 (the default) is standard. See the type's rules for bad input.
    public var textScale: Double {
        didSet { textScale = Self.sanitizedTextScale(textScale) }
    }

    /// The user's locale, for the numbers assistive technology reads and labels show (decimal
    /// separator, digit grouping) and the language of the words it reads (default names, action
    /// names: see `AccessibilityString`); `nil` (the default) writes numbers in a fixed form
    /// ("0.50") and words in English. Hosts pass the platform's current locale.
    public var locale: Locale?

    /// Whether the platform highlights the part under a resting pointer itself (UIKit's pointer
    /// interaction with its highlight effect): the control then draws no hover highlight of its
    /// own, so the two never stack; it still tracks the hover and answers `highlightFrame(at:)`
    /// for the platform's effect. Default `false` (GTK: the control draws it).
    public var platformHighlightsPointer = false

    /// The text scales a style honours: 0.75 (smaller than standard) to 3.5 (iOS's largest
    /// accessibility size is about 3.1).
    public static let textScaleRange = 0.75...3.5

    /// An environment; every argument has the default described on its property.
    public init(tintColor: DrawingColor? = nil, isEnabled: Bool = true, layoutDirection: ReadingDirection = .leftToRight,
                appearance: ControlAppearance = .light, isContrastIncreased: Bool = false,
                reducesMotion: Bool = false, textScale: Double = 1, locale: Locale? = nil,
                textColor: DrawingColor? = nil) {
        self.tintColor = tintColor
        self.textColor = textColor
        self.isEnabled = isEnabled
        self.textScale = Self.sanitizedTextScale(textScale)
        self.layoutDirection = layoutDirection
        self.appearance = appearance
        self.isContrastIncreased = isContrastIncreased
        self.reducesMotion = reducesMotion
        self.locale = locale
    }

    /// The light, standard environment.
    public static let standard = ControlEnvironment()

    /// The page colour the styles' automatic colours are designed against: white in light, black
    /// in dark. A control drawn on another background keeps the colours, so a host that paints its
    /// own background should keep it near these.
    public var pageBackgroundColor: DrawingColor { appearance == .dark ? .black : .white }

    /// The least contrast ratio (see `DrawingColor/contrastRatio(with:)`) the automatic colours
    /// give graphics that identify a control or show its value (a track, a pointer, a thumb's
    /// edge, a marker) against what they lie on: 3:1 (WCAG 2's non-text contrast), 4.5:1 with
    /// increased contrast.
    public var minimumGraphicsContrast: Double { isContrastIncreased ? 4.5 : 3 }

    /// The least contrast ratio the automatic colours give text (value labels, sector and button
    /// titles) against what it lies on: 4.5:1 (WCAG 2's AA for body text), 7:1 with increased
    /// contrast (AAA).
    public var minimumTextContrast: Double { isContrastIncreased ? 7 : 4.5 }

    private static func sanitizedTextScale(_ scale: Double) -> Double {
        guard scale.isFinite, scale > 0 else { return 1 }
        return min(max(scale, textScaleRange.lowerBound), textScaleRange.upperBound)
    }
}
