#if canImport(UIKit)
import UIKit
import Detent

extension ControlEnvironment {
    /// What UIKit says about `view`, as Detent's models take it: its `tintColor` (resolved for its
    /// traits), `isEnabled`, its effective layout direction, its trait collection's interface style,
    /// contrast and text size (`UIFontMetrics.default`'s scale of 1 point), and the system's reduce
    /// motion setting. It only converts; every decision is the model's and its style's.
    @MainActor
    init(of view: UIView, isEnabled: Bool) {
        let traits = view.traitCollection
        self.init(
            tintColor: DrawingColor(view.tintColor, traits: traits),
            isEnabled: isEnabled,
            layoutDirection: view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            appearance: traits.userInterfaceStyle == .dark ? .dark : .light,
            isContrastIncreased: traits.accessibilityContrast == .high,
            reducesMotion: UIAccessibility.isReduceMotionEnabled,
            textScale: Double(UIFontMetrics.default.scaledValue(for: 1, compatibleWith: traits))
        )
    }
}
#endif
