import Foundation

// What a host reads out: the range slider's two thumbs as accessibility elements and its range as
// text. Its natural size is every thumb slider's (`ThumbSliderModel`).

extension RangeSliderModel {
    /// The accessibility element of ``focusedThumb``, for hosts that show one element at a time.
    @_spi(Hosting) public var focusedAccessibilityElement: AccessibilityElement { accessibilityElement(for: focusedThumb) }

    /// The range as one text in the locale's way: "lower – upper" in English (an en dash between
    /// spaces), "lower–upper" in German, "lower〜upper" in Japanese.
    public var rangeText: String {
        AccessibilityFormat.rangeValue.text(for: environment.locale, valueText(for: lowerValue), valueText(for: upperValue))
    }

    /// 2: each thumb is one adjustable accessibility element, lower first, framed on its thumb.
    @_spi(Hosting) public var accessibilityPartCount: Int { RangeSliderThumb.allCases.count }

    /// The element of thumb `index` (0 the lower, 1 the upper); `nil` for another index.
    @_spi(Hosting) public func accessibilityElement(ofPart index: Int) -> AccessibilityElement? {
        RangeSliderThumb.allCases.indices.contains(index) ? accessibilityElement(for: RangeSliderThumb(index: index)) : nil
    }

    /// `perform(_:on:cause:)` on thumb `index` (0 the lower, 1 the upper), caused by assistive
    /// technology; another index changes nothing.
    @_spi(Hosting) public func adjustAccessibilityPart(at index: Int, _ action: AdjustmentAction) -> Bool {
        RangeSliderThumb.allCases.indices.contains(index) && perform(action, on: RangeSliderThumb(index: index), cause: .assistiveTechnology)
    }

    /// Focuses thumb `index` (0 the lower, 1 the upper); another index changes nothing.
    @_spi(Hosting) public func focusAccessibilityPart(at index: Int) {
        if RangeSliderThumb.allCases.indices.contains(index) { focusedThumb = RangeSliderThumb(index: index) }
    }

    /// The range as read out: ``rangeText``.
    @_spi(Hosting) public var accessibilityValue: String { rangeText }

    /// The accessibility element of `thumb`: identifier "lowerThumb" or "upperThumb", its label,
    /// its value's text, framed on the thumb.
    @_spi(Hosting) public func accessibilityElement(for thumb: RangeSliderThumb) -> AccessibilityElement {
        let labels = accessibilityLabels
        return slider.element(forThumb: thumb.index, identifier: thumb.identifier,
                              label: thumb == .lower ? labels.lower : labels.upper,
                              shortName: (thumb == .lower ? AccessibilityString.lowerThumbShortLabel : .upperThumbShortLabel)
                                  .text(for: environment.locale),
                              resets: defaultValues != nil)
    }
}
