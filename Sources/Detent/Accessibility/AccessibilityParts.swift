import Foundation

extension ControlModel {
    /// No parts: the control is read as one element.
    @_spi(Hosting) public var accessibilityPartCount: Int { 0 }

    /// None: the control has no parts.
    @_spi(Hosting) public func accessibilityElement(ofPart index: Int) -> AccessibilityElement? { nil }

    /// Nothing: the control has no parts.
    @_spi(Hosting) public func adjustAccessibilityPart(at index: Int, _ action: AdjustmentAction) -> Bool { false }

    /// Nothing: the control has no parts.
    @_spi(Hosting) public func focusAccessibilityPart(at index: Int) {}

    /// The value its one element reads.
    @_spi(Hosting) public var accessibilityValue: String { focusedAccessibilityElement.value }

    /// The value as one text in the locale's way, as assistive technology reads it: through the
    /// model's `valueFormatter` (or `valueFormat`) where it has one, else a tick's label or the
    /// range's own text. The range slider reads "lower – upper" (its `rangeText`), the multi-thumb
    /// slider every value, lowest first, separated by commas, the XY pad "x, y", the wheel the
    /// selected sector's title and the rotatable knob its percentage.
    public var valueText: String { accessibilityValue }

    /// Every part's element, in order; empty for a control read as one element.
    @_spi(Hosting) public var accessibilityElements: [AccessibilityElement] {
        (0..<accessibilityPartCount).compactMap(accessibilityElement(ofPart:))
    }
}
