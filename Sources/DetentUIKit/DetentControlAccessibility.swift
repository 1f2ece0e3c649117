#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

// VoiceOver: one adjustable element, or a container of the parts the model names.
extension DetentControl {
    /// The one accessibility element this control is, or `nil` for a container of elements (a
    /// model with parts).
    var modelAccessibilityElement: AccessibilityElement? {
        let model = hostedModel
        return model.accessibilityPartCount == 0 ? model.focusedAccessibilityElement : nil
    }

    /// Sets the name of a model read as one named element (`AccessibilityNaming`); a model with
    /// parts takes no name of its own.
    func setModelAccessibilityLabel(_ label: String?) {
        (hostedModel as? any AccessibilityNaming)?.customAccessibilityLabel = label
    }

    /// The value VoiceOver reads when nobody set one: the model's (a range slider's whole range).
    var modelAccessibilityValue: String? { hostedModel.accessibilityValue }

    // MARK: Accessibility parts (a container of adjustable elements)

    /// How many parts VoiceOver adjusts one by one (a range slider's thumbs, an XY pad's axes,
    /// as the model counts them); 0 for a control that is one element.
    var accessibilityPartCount: Int { hostedModel.accessibilityPartCount }

    /// For a control with parts (the range slider's and the multi-thumb slider's thumbs, the XY
    /// pad's axes), one adjustable element each, as many as it has now: the control is their
    /// container, and setting this property changes nothing. Other controls are one element.
    open override var accessibilityElements: [Any]? {
        get {
            guard accessibilityPartCount > 0 else { return super.accessibilityElements }
            updatePartElements()
            return partElements
        }
        set { if accessibilityPartCount == 0 { super.accessibilityElements = newValue } }
    }

    /// For a control with parts, a semantic group: VoiceOver reads the control's
    /// `accessibilityLabel` ("Price", "Filter") as it enters. Setting it changes nothing there.
    open override var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityPartCount > 0 ? .semanticGroup : super.accessibilityContainerType }
        set { if accessibilityPartCount == 0 { super.accessibilityContainerType = newValue } }
    }

    /// Makes one element per part there is, keeping those that stay (VoiceOver's focus stays on
    /// them); returns whether their number changed.
    @discardableResult
    func updatePartElements() -> Bool {
        let count = accessibilityPartCount
        guard partElements.count != count else { return false }
        if partElements.count > count {
            partElements.removeLast(partElements.count - count)
        } else {
            partElements += (partElements.count..<count).map { PartAccessibilityElement(control: self, index: $0) }
        }
        return true
    }

    // MARK: Accessibility (one adjustable element; controls with parts are containers instead)

    /// The name VoiceOver reads, from the model (`accessibilityLabel` of the core model); setting
    /// it sets the model's (`nil` restores the control's default name). For the range slider, a
    /// container of thumbs that read their own labels, it names the group ("Price"), read as
    /// VoiceOver enters it; default `nil`.
    open override var accessibilityLabel: String? {
        get { onMainActor { modelAccessibilityElement?.label } ?? super.accessibilityLabel }
        set {
            super.accessibilityLabel = newValue
            onMainActor { setModelAccessibilityLabel(newValue) }
        }
    }

    /// The value VoiceOver reads: the one you set, else the model's (its formatted value in the
    /// control's locale through the control's `valueFormatter`, the wheel's sector title, the
    /// range slider's "lower – upper"). Set `nil` to go back to the model's.
    open override var accessibilityValue: String? {
        get { onMainActor { appAccessibility.value ?? modelAccessibilityValue } }
        set { onMainActor { appAccessibility.value = newValue } }
    }

    /// The names Voice Control answers to ("Tap Volume"): the ones you set, else the model's, in
    /// the control's language: the name read, then the control's own name ("Knob" for a knob
    /// named "Volume"; see the core's `AccessibilityElement.inputLabels`). Set `nil` to go back
    /// to the model's. A control with parts (the sliders' thumbs, the pad's axes) names each part
    /// this way, and this names the group.
    open override var accessibilityUserInputLabels: [String]! {
        get { onMainActor { appAccessibility.inputLabels ?? modelAccessibilityElement?.inputLabels } ?? super.accessibilityUserInputLabels }
        set { onMainActor { appAccessibility.inputLabels = newValue } }
    }

    /// Adjustable, and not enabled (read out as dimmed) while the model says so, plus any traits
    /// you set (for example `.startsMediaSession`). Adjustable and the enabled state always come
    /// from the control.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            onMainActor {
                appAccessibility.traits.union(.detentAdjustable(isEnabled: modelAccessibilityElement?.isEnabled ?? hostedModel.isEnabled))
            }
        }
        set { onMainActor { appAccessibility.traits = newValue.subtracting(.detentOwnTraits) } }
    }

    /// VoiceOver's activate (a double tap), Voice Control's "Tap" and Switch Control's select do
    /// what the model says (`ControlModel.activateForAssistiveTechnology()`): the wheel presses its
    /// centre button; the other controls, adjusted by VoiceOver's swipes, do nothing. It answers
    /// `true` either way: UIKit answers `false` with a simulated tap at the activation point,
    /// which would move a thumb to the middle of its track or jump a knob.
    open override func accessibilityActivate() -> Bool {
        onMainActor { _ = send(.accessibilityActivation) }
        return true
    }

    /// VoiceOver's swipe up: one increment, caused by assistive technology.
    open override func accessibilityIncrement() {
        onMainActor { _ = send(.accessibilityStep(up: true)) }
    }

    /// VoiceOver's swipe down: one decrement, caused by assistive technology.
    open override func accessibilityDecrement() {
        onMainActor { _ = send(.accessibilityStep(up: false)) }
    }

    /// The actions the app set, then the model's own (a knob's "Reset to default value" while it
    /// has a default value, named in the control's language); performing one of the model's sends
    /// it to the model, caused by assistive technology. Setting it sets the app's actions: the
    /// model's, read and set back (`accessibilityCustomActions?.append(…)`), are left out, so they
    /// are never listed twice and go when the model stops offering them.
    open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            // The entry's action on a control that is one element; a control with parts offers it on each.
            let (actions, entryName) = onMainActor {
                let element = modelAccessibilityElement
                return (element?.actions ?? [], element == nil ? nil : valueEntryActionName)
            }
            // Made here, in the getter's own isolation (see `modelActionHandlers`).
            let model: [UIAccessibilityCustomAction] = Self.modelActionHandlers(actions, entryName: entryName, part: nil, on: self)
                .map { ModelCustomAction(name: $0.name, actionHandler: $0.handler) }
            let app = super.accessibilityCustomActions ?? []
            return app.isEmpty && model.isEmpty ? nil : app + model
        }
        set { super.accessibilityCustomActions = newValue?.filter { !($0 is ModelCustomAction) } }
    }
}

/// What the app set on a control for assistive technology, kept beside the model's.
struct AppAccessibility {
    /// The value VoiceOver reads, which wins over the model's; `nil` for the model's.
    var value: String?
    /// Traits added to the control's own.
    var traits: UIAccessibilityTraits = []
    /// The names Voice Control answers to, which win over the model's; `nil` for the model's.
    var inputLabels: [String]?
}

/// A custom action the model offers (not the app's), told apart when the app sets actions back.
final class ModelCustomAction: UIAccessibilityCustomAction {}

extension DetentControl {
    /// The custom actions of the model's element, as names and handlers: its `actions` (a
    /// reset), then, with `entryName`, the value entry ("Enter Value…") for `part` (`nil`: the
    /// whole control). Performing one of the model's actions sends it to the model, caused by
    /// assistive technology; when it changed a value, VoiceOver is told the layout changed, so
    /// its outline and the value it reads follow while its focus stays where it is. The callers
    /// make the `UIAccessibilityCustomAction`s in their own isolation: the class is main-actor
    /// isolated in newer SDKs, while the iOS 16 SDK declares UIKit's accessibility getters
    /// without an actor.
    nonisolated static func modelActionHandlers(_ actions: [AccessibilityAction], entryName: String?, part: Int?,
                                                on control: DetentControl)
        -> [(name: String, handler: (UIAccessibilityCustomAction) -> Bool)] {
        let sent = actions.map { action in
            (name: action.name, handler: { [weak control] (_: UIAccessibilityCustomAction) -> Bool in
                guard let control else { return false }
                return onMainActor {
                    guard control.send(.accessibilityAction(action.kind)) else { return false }
                    UIAccessibility.post(notification: .detentLayoutChanged, argument: nil)
                    return true
                }
            })
        }
        let entry = entryName.map { name in
            (name: name, handler: { [weak control] (_: UIAccessibilityCustomAction) -> Bool in
                guard let control else { return false }
                return onMainActor { control.performValueEntryAction(forPart: part) }
            })
        }
        return sent + (entry.map { [$0] } ?? [])
    }
}
#endif
