#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

// UIKit's environment (tint, layout direction, traits, reduce motion, locale), forwarded to the model.
extension DetentControl {
    // MARK: Environment

    /// Passes the environment to the model: ``environmentOverride`` or UIKit's, with the control's
    /// `isEnabled`, and the pointer interaction's highlight in place of the core's hover disc.
    /// The model notifies (and the control redraws) only when something in it changed.
    func updateEnvironment() {
        var environment = environmentOverride ?? ControlEnvironment(of: self)
        // An override without a tint, or any tint while UIKit dims the view (behind an alert or a
        // popover: `tintAdjustmentMode` is `.dimmed` and `tintColor` is the dimmed grey), takes
        // UIKit's `tintColor`.
        if environment.tintColor == nil || tintAdjustmentMode == .dimmed {
            environment.tintColor = DrawingColor(tintColor, traits: traitCollection)
        }
        environment.isEnabled = isEnabled
        // The control's own pointer interaction highlights what the pointer rests on, whoever
        // supplied the rest of the environment (SwiftUI's override too), for a hovering Apple
        // Pencil as for a trackpad's pointer.
        environment.platformHighlightsPointer = true
        if hostedModel.environment != environment { hostedModel.environment = environment }
    }

    @objc func reduceMotionStatusDidChange() {
        updateEnvironment()
    }

    /// The environment's locale is `Locale.autoupdatingCurrent`, so VoiceOver already reads values
    /// in the new locale; the drawing's value labels are drawn again. Foundation does not promise
    /// which thread posts the notification, so the redraw goes to the main actor.
    @objc nonisolated func currentLocaleDidChange() {
        Task { @MainActor [weak self] in self?.render() }
    }

    /// Passes the new tint to the model, which redraws what follows it.
    open override func tintColorDidChange() {
        // Also called when `tintAdjustmentMode` changes; while it is `.dimmed` (behind an alert),
        // `tintColor` returns the dimmed colour itself (UIView's `tintColor` reference), so the
        // environment passes it as it is.
        super.tintColorDidChange()
        updateEnvironment()
    }

    /// Passes light or dark, contrast and text size to the model, and redraws at the new scale.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.displayScale > 0 { renderer.contentsScale = traitCollection.displayScale }
        // Named images may look different with the new traits; the style's dynamic colours are
        // resolved again by `render()`, and a layer whose colours changed is rebuilt by its key.
        renderer.invalidateImages()
        updateEnvironment()
        render()
    }
}
#endif
