#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// A model VoiceOver sees as a group of parts, each adjustable on its own: a range slider's or
/// a multi-thumb slider's thumbs, an XY pad's axes. Parts are numbered from 0, as the core numbers
/// them.
protocol AccessibilityParts: AnyObject {
    /// How many parts there are now.
    var accessibilityPartCount: Int { get }
    /// The core's description of part `index`; `nil` for a part that is gone.
    func accessibilityElement(ofPart index: Int) -> AccessibilityElement?
    /// Applies an assistive technology's adjustment to part `index`; returns whether a value
    /// changed.
    func performAccessibilityAdjustment(_ action: AdjustmentAction, onPart index: Int) -> Bool
}

/// A model whose parts are the cases of an enumeration (the range slider's thumbs, the XY pad's
/// axes), numbered in the order of `allCases`.
protocol CaseAccessibilityParts: AccessibilityParts {
    associatedtype Part: CaseIterable where Part.AllCases == [Part]
    /// The core's description of `part`.
    func accessibilityElement(for part: Part) -> AccessibilityElement
    /// Applies `action` to `part`, reported with `cause`; returns whether a value changed.
    func perform(_ action: AdjustmentAction, on part: Part?, cause: EventCause) -> Bool
}

extension CaseAccessibilityParts {
    var accessibilityPartCount: Int { Part.allCases.count }

    func accessibilityElement(ofPart index: Int) -> AccessibilityElement? {
        Part.allCases.indices.contains(index) ? accessibilityElement(for: Part.allCases[index]) : nil
    }

    func performAccessibilityAdjustment(_ action: AdjustmentAction, onPart index: Int) -> Bool {
        Part.allCases.indices.contains(index) && perform(action, on: Part.allCases[index], cause: .assistiveTechnology)
    }
}

extension RangeSliderModel: CaseAccessibilityParts {}
extension XYPadModel: CaseAccessibilityParts {}

extension MultiSliderModel: AccessibilityParts {
    var accessibilityPartCount: Int { thumbCount }

    func accessibilityElement(ofPart index: Int) -> AccessibilityElement? {
        accessibilityElement(forThumb: index)
    }

    func performAccessibilityAdjustment(_ action: AdjustmentAction, onPart index: Int) -> Bool {
        perform(action, onThumb: index, cause: .assistiveTechnology)
    }
}

extension DetentControl {
    /// Adjusts one part for VoiceOver; when a value changed, tells VoiceOver the layout changed so
    /// its focus outline follows the thumb's new frame. No element is passed: with one, VoiceOver
    /// would move focus to it again and read its label over the new value.
    func adjustPart(_ action: AdjustmentAction, at index: Int) {
        guard accessibilityParts?.performAccessibilityAdjustment(action, onPart: index) == true else { return }
        UIAccessibility.post(notification: .detentLayoutChanged, argument: nil)
    }
}

/// One part of a control with ``AccessibilityParts`` as VoiceOver sees it: adjustable, labelled,
/// valued and enabled as the core says, identified by the core's identifier ("lowerThumb", "thumb2", "x"…) for UI
/// tests, and framed on the part (converted to screen coordinates when VoiceOver asks). It holds
/// its control weakly: the control holds its elements.
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
        accessibilityIdentifier = control.accessibilityParts?.accessibilityElement(ofPart: index)?.identifier
    }

    private var element: AccessibilityElement? { control?.accessibilityParts?.accessibilityElement(ofPart: index) }

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
