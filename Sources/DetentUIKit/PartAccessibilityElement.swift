#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

extension DetentControl {
    /// Adjusts one part for VoiceOver; when a value changed, tells VoiceOver the layout changed so
    /// its focus outline follows the thumb's new frame. No element is passed: with one, VoiceOver
    /// would move focus to it again and read its label over the new value.
    func adjustPart(_ action: AdjustmentAction, at index: Int) {
        guard hostedModel.adjustAccessibilityPart(at: index, action) else { return }
        UIAccessibility.post(notification: .detentLayoutChanged, argument: nil)
    }
}

/// One part of a control whose model has parts (`ControlModel.accessibilityPartCount`) as
/// VoiceOver sees it: adjustable, labelled, valued and enabled as the core says, identified by
/// the core's identifier ("lowerThumb", "thumb2", "x"…) for UI tests, and framed on the part
/// (converted to screen coordinates when VoiceOver asks). It holds its control weakly: the control holds its elements.
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
        accessibilityIdentifier = control.hostedModel.accessibilityElement(ofPart: index)?.identifier
    }

    private var element: AccessibilityElement? { control?.hostedModel.accessibilityElement(ofPart: index) }

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
            guard let control else { return nil }
            // Made here, in the getter's own isolation (see `DetentControl.modelActionHandlers`).
            return DetentControl.modelActionHandlers(actions, entryName: entryName, part: index, on: control)
                .map { ModelCustomAction(name: $0.name, actionHandler: $0.handler) }
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
