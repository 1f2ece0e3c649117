import Foundation

extension ControlModel {
    /// No parts: the control is read as one element.
    @_spi(Hosting) public var accessibilityElements: [AccessibilityElement] { [] }

    /// Nothing: the control has no parts.
    @_spi(Hosting) public func adjustAccessibilityPart(at index: Int, _ action: AdjustmentAction) -> Bool { false }

    /// Nothing: the control has no parts.
    @_spi(Hosting) public func focusAccessibilityPart(at index: Int) {}

    /// The value its one element reads.
    @_spi(Hosting) public var accessibilityValue: String { focusedAccessibilityElement.value }

    /// The element of part `index` of ``accessibilityElements``, `nil` where there is none: for
    /// a host that keeps one element object per part and asks for one part at a time.
    @_spi(Hosting) public func accessibilityElement(ofPart index: Int) -> AccessibilityElement? {
        let parts = accessibilityElements
        return parts.indices.contains(index) ? parts[index] : nil
    }
}
