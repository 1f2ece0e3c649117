import Foundation

/// A control read out as one named element (the knob, the rotatable knob, the wheel): until the
/// app names it, it reads its default name in the language of the environment's locale, and
/// follows a change of locale; a name the app sets wins over every locale.
public protocol AccessibilityNaming: ControlModel {
    /// The name the app gave the control, or `nil` (the default) for the default name in the
    /// locale's language. Hosts whose platform clears a name with `nil` (UIKit) set this; setting
    /// it notifies only when the name read changes.
    @_spi(Hosting) var customAccessibilityLabel: String? { get set }
    /// The string of the control's default name.
    @_spi(Hosting) var defaultAccessibilityString: AccessibilityString { get }
}

extension AccessibilityNaming {
    /// The name assistive technology reads. Until the app sets one it is the control's default
    /// name ("Knob", "Level", "Wheel") in the language of the environment's locale (German
    /// "Drehregler", Japanese "ノブ"…), and follows a change of locale; a name the app sets wins
    /// over every locale.
    public var accessibilityLabel: String {
        get { customAccessibilityLabel ?? defaultAccessibilityLabel }
        set { customAccessibilityLabel = newValue }
    }

    /// The name read while the app has not named the control, in the language of the
    /// environment's locale.
    @_spi(Hosting) public var defaultAccessibilityLabel: String {
        defaultAccessibilityString.text(for: environment.locale)
    }

    /// Whether a custom name going from `old` to the current one changes the name read.
    func accessibilityLabelChanged(from old: String?) -> Bool {
        (old ?? defaultAccessibilityLabel) != accessibilityLabel
    }
}

/// The default names of a control's two parts (the range slider's thumbs, the XY pad's axes) and
/// the rule for the names the app sets: each part reads the app's name where it set one, else its
/// default in the language of the environment's locale, following a change of locale.
struct PartNames {
    /// The first part's default name (the lower thumb's, the x axis's).
    let first: AccessibilityString
    /// The second part's default name.
    let second: AccessibilityString

    /// The names read, given the app's names `custom` (`nil`: the part's default).
    func read(_ custom: (String?, String?), in locale: Locale?) -> (String, String) {
        (custom.0 ?? first.text(for: locale), custom.1 ?? second.text(for: locale))
    }

    /// The app's names after it assigned `names` over `custom`: only a name the assignment changes
    /// is set, so naming one part leaves the other's default, and its locale, in place.
    func custom(assigning names: (String, String), over custom: (String?, String?),
                in locale: Locale?) -> (String?, String?) {
        let old = read(custom, in: locale)
        return (names.0 != old.0 ? names.0 : custom.0, names.1 != old.1 ? names.1 : custom.1)
    }
}
