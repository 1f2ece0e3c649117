#if canImport(UIKit)
// The iOS 16 SDK declares UIKit's accessibility trait and notification constants as global
// variables, which Swift 6 counts as shared mutable state; they are constants in fact. This file
// alone imports UIKit with `@preconcurrency` to read the ones the controls need.
@preconcurrency import UIKit

extension UIAccessibilityTraits {
    /// `.adjustable`, with `.notEnabled` added when the element is disabled: the traits of every
    /// element a Detent control shows VoiceOver (read out as dimmed when not enabled).
    static func detentAdjustable(isEnabled: Bool) -> UIAccessibilityTraits {
        isEnabled ? .adjustable : [.adjustable, .notEnabled]
    }

    /// The traits a control decides itself (adjustable, not enabled): a user's traits keep the rest.
    static var detentOwnTraits: UIAccessibilityTraits { [.adjustable, .notEnabled] }
}

extension UIAccessibility.Notification {
    /// `.layoutChanged`, readable from concurrency-checked code: posted after an element moved, so
    /// VoiceOver's focus follows it.
    static var detentLayoutChanged: UIAccessibility.Notification { .layoutChanged }
}
#endif
