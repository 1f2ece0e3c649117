#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

extension ControlEnvironment {
    /// What UIKit says about `view`, as Detent's models take it: its `tintColor` (resolved for its
    /// traits; UIKit already dims it while `tintAdjustmentMode` is `.dimmed`), its effective layout
    /// direction, its trait collection's interface style, contrast and text size
    /// (`UIFontMetrics.default`'s scale of 1 point), the system's Reduce Motion setting and the
    /// user's locale (`Locale.autoupdatingCurrent`). `isEnabled` is left `true`: the control sets
    /// its own. It only converts; every decision is the model's and its style's.
    @MainActor
    init(of view: UIView) {
        let traits = view.traitCollection
        self.init(
            tintColor: DrawingColor(view.tintColor, traits: traits),
            layoutDirection: view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            appearance: traits.userInterfaceStyle == .dark ? .dark : .light,
            isContrastIncreased: traits.accessibilityContrast == .high,
            reducesMotion: UIAccessibility.isReduceMotionEnabled,
            textScale: Double(UIFontMetrics.default.scaledValue(for: 1, compatibleWith: traits)),
            locale: .autoupdatingCurrent
        )
    }
}

extension InputModifiers {
    /// The modifiers an iPad's hardware keyboard holds during a touch (`UIEvent.modifierFlags`),
    /// read by `InputModifiers.init(shift:)`. None without an event.
    init(_ flags: UIKeyModifierFlags?) {
        self.init(shift: flags?.contains(.shift) == true)
    }
}
#endif
