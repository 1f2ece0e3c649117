import Foundation

// What a host lays out and reads out: the pad's natural size and its two axes as accessibility
// elements.

extension XYPadModel {
    /// Both values as one text in the locale's way: "x, y" in English.
    @_spi(Hosting) public var accessibilityValue: String {
        AccessibilityFormat.pairValue.text(for: environment.locale, valueText(for: .x), valueText(for: .y))
    }

    /// 2: each axis is one adjustable accessibility element, x first, framed on the thumb.
    @_spi(Hosting) public var accessibilityPartCount: Int { XYPadAxis.allCases.count }

    /// The element of axis `index` (0 is x, 1 is y); `nil` for another index.
    @_spi(Hosting) public func accessibilityElement(ofPart index: Int) -> AccessibilityElement? {
        XYPadAxis.allCases.indices.contains(index) ? accessibilityElement(for: XYPadAxis.allCases[index]) : nil
    }

    /// `perform(_:on:cause:)` on axis `index` (0 is x, 1 is y), caused by assistive technology;
    /// another index changes nothing.
    @_spi(Hosting) public func adjustAccessibilityPart(at index: Int, _ action: AdjustmentAction) -> Bool {
        XYPadAxis.allCases.indices.contains(index) && perform(action, on: XYPadAxis.allCases[index], cause: .assistiveTechnology)
    }

    /// Focuses axis `index` (0 is x, 1 is y); another index changes nothing.
    @_spi(Hosting) public func focusAccessibilityPart(at index: Int) {
        if XYPadAxis.allCases.indices.contains(index) { focusedAxis = XYPadAxis.allCases[index] }
    }

    /// The accessibility element of `axis`: identifier "x" or "y", its name, its value's text and
    /// number, framed on the thumb. Its increment and decrement are `perform(_:on:cause:)` with
    /// cause `.assistiveTechnology`.
    @_spi(Hosting) public func accessibilityElement(for axis: XYPadAxis) -> AccessibilityElement {
        let range = axisBounds(axis)
        return AccessibilityElement(identifier: axis == .x ? "x" : "y",
                                    label: axis == .x ? accessibilityLabels.x : accessibilityLabels.y,
                                    value: valueText(for: axis), frame: thumbFrame, numericValue: value[axis],
                                    numericRange: range.minimum...range.maximum, isEnabled: isEnabled,
                                    actions: isEnabled && defaultValue != nil
                                        ? [AccessibilityAction(.resetToDefault, locale: environment.locale)] : [],
                                    spokenNames: [(axis == .x ? AccessibilityString.xyPadXShortLabel : .xyPadYShortLabel)
                                        .text(for: environment.locale)])
    }

    /// The accessibility element of ``focusedAxis``, for hosts that show one element at a time.
    @_spi(Hosting) public var focusedAccessibilityElement: AccessibilityElement { accessibilityElement(for: focusedAxis) }

    /// A square of `ControlSizing/squareSide` (150 points).
    @_spi(Hosting) public var naturalSize: NaturalSize { .square(ControlSizing.squareSide) }

    /// The natural size. At an edge of the pad the thumb's 44-point touch target reaches past the
    /// bounds by up to half the difference between 44 and the thumb's size (8 points with the
    /// default 28-point thumb); a host that clips touches to its bounds keeps the rest of it.
    @_spi(Hosting) public var touchInclusiveNaturalSize: NaturalSize { naturalSize }
}
