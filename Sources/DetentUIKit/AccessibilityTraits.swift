#if canImport(UIKit)
// The iOS 16 SDK declares UIKit's accessibility trait constants as global variables, which Swift 6
// counts as shared mutable state; they are constants in fact. This file alone imports UIKit with
// `@preconcurrency` to read the one trait the controls need.
@preconcurrency import UIKit

extension UIAccessibilityTraits {
    /// `.adjustable`, readable from concurrency-checked code.
    static var detentAdjustable: UIAccessibilityTraits { .adjustable }
}
#endif
