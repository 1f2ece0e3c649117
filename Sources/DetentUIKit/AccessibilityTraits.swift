#if canImport(UIKit)
// The iOS 16 SDK declares UIKit's accessibility trait constants as global variables, which Swift 6
// counts as shared mutable state; they are constants in fact. This file alone imports UIKit with
// `@preconcurrency` to read the traits the controls need.
@preconcurrency import UIKit

extension UIAccessibilityTraits {
    /// `.adjustable`, readable from concurrency-checked code.
    static var detentAdjustable: UIAccessibilityTraits { .adjustable }

    /// `.adjustable`, with `.notEnabled` added when the control is disabled: the traits of every
    /// element a Detent control shows VoiceOver.
    static func detentAdjustable(isEnabled: Bool) -> UIAccessibilityTraits {
        isEnabled ? .adjustable : [.adjustable, .notEnabled]
    }
}
#endif
