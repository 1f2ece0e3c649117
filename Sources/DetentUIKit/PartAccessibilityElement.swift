#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// A control VoiceOver sees as a group of parts, each adjustable on its own: a range slider's or
/// a multi-thumb slider's thumbs, an XY pad's axes. Parts are numbered from 0, as the core numbers
/// them.
@MainActor
protocol PartedControl: DetentControl {
    /// The core's description of part `index`; `nil` for a part that is gone.
    func accessibilityDescription(ofPart index: Int) -> AccessibilityElement?
    /// Applies an assistive technology's adjustment to part `index`; returns whether a value
    /// changed.
    func performAccessibilityAdjustment(_ action: AdjustmentAction, onPart index: Int) -> Bool
}

extension PartedControl {
    /// Adjusts one part for VoiceOver; when a value changed, tells VoiceOver the layout changed so
    /// its focus outline follows the thumb's new frame. No element is passed: with one, VoiceOver
    /// would move focus to it again and read its label over the new value.
    func adjustPart(_ action: AdjustmentAction, at index: Int) {
        guard performAccessibilityAdjustment(action, onPart: index) else { return }
        UIAccessibility.post(notification: .detentLayoutChanged, argument: nil)
    }

    /// One element per part, in order, for the control's `accessibilityElements`.
    func partElements(count: Int, from start: Int = 0) -> [PartAccessibilityElement] {
        (start..<max(count, start)).map { PartAccessibilityElement(control: self, index: $0) }
    }
}

/// One part of a ``PartedControl`` as VoiceOver sees it: adjustable, labelled, valued and enabled
/// as the core says, identified by the core's identifier ("lowerThumb", "thumb2", "x"…) for UI
/// tests, and framed on the part (converted to screen coordinates when VoiceOver asks). It holds
/// its control weakly: the control holds its elements.
final class PartAccessibilityElement: UIAccessibilityElement {
    private weak var control: (any PartedControl)?
    /// The part's number, 0 first.
    let index: Int

    init(control: any PartedControl, index: Int) {
        self.control = control
        self.index = index
        super.init(accessibilityContainer: control)
        // `UIAccessibilityElement`'s documented default is `false`.
        isAccessibilityElement = true
        accessibilityIdentifier = control.accessibilityDescription(ofPart: index)?.identifier
    }

    private var element: AccessibilityElement? { control?.accessibilityDescription(ofPart: index) }

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

    override var accessibilityFrame: CGRect {
        get {
            onMainActor {
                guard let control, let element else { return .zero }
                return UIAccessibility.convertToScreenCoordinates(control.viewRect(element.frame), in: control)
            }
        }
        set {}
    }

    override func accessibilityIncrement() {
        onMainActor { control?.adjustPart(.increment, at: index) }
    }

    override func accessibilityDecrement() {
        onMainActor { control?.adjustPart(.decrement, at: index) }
    }
}
#endif
