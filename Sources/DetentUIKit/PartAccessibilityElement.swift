#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// A model's parts as VoiceOver adjusts them one by one (a range slider's or a multi-thumb
/// slider's thumbs, an XY pad's axes), numbered from 0 as the core numbers them: the model's own
/// answers, bound to the model. A control whose model has parts makes it
/// (``DetentControl/accessibilityParts``).
struct AccessibilityParts {
    /// How many parts there are now.
    let count: Int
    /// The core's description of part `index`; `nil` for a part that is gone.
    let element: (_ index: Int) -> AccessibilityElement?
    /// Applies an assistive technology's adjustment to part `index`; returns whether a value
    /// changed.
    let adjust: (_ action: AdjustmentAction, _ index: Int) -> Bool
    /// Makes part `index` the one keys and a typed value act on (the model's focused thumb or
    /// axis).
    let focus: (_ index: Int) -> Void
}

extension DetentControl {
    /// Adjusts one part for VoiceOver; when a value changed, tells VoiceOver the layout changed so
    /// its focus outline follows the thumb's new frame. No element is passed: with one, VoiceOver
    /// would move focus to it again and read its label over the new value.
    func adjustPart(_ action: AdjustmentAction, at index: Int) {
        guard accessibilityParts?.adjust(action, index) == true else { return }
        UIAccessibility.post(notification: .detentLayoutChanged, argument: nil)
    }
}

/// One part of a control with ``DetentControl/accessibilityParts`` as VoiceOver sees it:
/// adjustable, labelled, valued and enabled as the core says, identified by the core's identifier
/// ("lowerThumb", "thumb2", "x"…) for UI tests, and framed on the part (converted to screen
/// coordinates when VoiceOver asks). It holds its control weakly: the control holds its elements.
final class PartAccessibilityElement: UIAccessibilityElement {
    private weak var control: DetentControl?
    /// The part's number, 0 first.
    let index: Int

    init(control: DetentControl, index: Int) {
        self.control = control
        self.index = index
        super.init(accessibilityContainer: control)
        // `UIAccessibilityElement`'s documented default is `false`.
        isAccessibilityElement = true
        accessibilityIdentifier = control.accessibilityParts?.element(index)?.identifier
    }

    private var element: AccessibilityElement? { control?.accessibilityParts?.element(index) }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { onMainActor { .detentAdjustable(isEnabled: element?.isEnabled ?? false) } }
        set {}
    }

    override var accessibilityLabel: String? {
        get { onMainActor { element?.label } }
        set {}
    }

    override var accessibilityValue: String? {
        get { onMainActor { element?.value } }
        set {}
    }

    /// The part's names for Voice Control, from the core: its name, then its short name ("Lower",
    /// "Value 2", "X") in the control's language.
    override var accessibilityUserInputLabels: [String]! {
        get { onMainActor { element?.inputLabels } ?? [] }
        set {}
    }

    override var accessibilityFrame: CGRect {
        get {
            onMainActor {
                guard let control, let element else { return .zero }
                return UIAccessibility.convertToScreenCoordinates(control.viewRect(element.frame), in: control)
            }
        }
        set {}
    }

    /// The model's actions on the part (the sliders' and the pad's "Reset to default value"), and
    /// "Enter Value…" for it while the core offers the value entry.
    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            let (actions, control, entryName) = onMainActor { (element?.actions ?? [], self.control, self.control?.valueEntryActionName) }
            guard let control else { return [] }
            return DetentControl.modelCustomActions(actions, entryName: entryName, part: index, on: control)
        }
        set {}
    }

    /// What activating the control does (see `DetentControl.accessibilityActivate()`), never a
    /// tap on the part.
    override func accessibilityActivate() -> Bool {
        onMainActor { _ = control?.send(.accessibilityActivation) }
        return true
    }

    override func accessibilityIncrement() {
        onMainActor { control?.adjustPart(.increment, at: index) }
    }

    override func accessibilityDecrement() {
        onMainActor { control?.adjustPart(.decrement, at: index) }
    }
}
#endif
