import Foundation

// What a host reads out: the multi-thumb slider's thumbs as accessibility elements and its values
// as text. Its natural size is every thumb slider's (`ThumbSliderModel`).

extension MultiSliderModel {
    /// Every value as text, lowest first, separated by commas: what a look of your own is given.
    @_spi(Hosting) public var valuesText: String { values.map(valueText(for:)).joined(separator: ", ") }

    /// The number of thumbs: each is one adjustable accessibility element, lowest first, framed
    /// on its thumb (identifier "thumb1", "thumb2"…, its name, its value's text and number).
    @_spi(Hosting) public var accessibilityPartCount: Int { thumbCount }

    /// `perform(_:onThumb:cause:)` on thumb `index`, caused by assistive technology.
    @_spi(Hosting) public func adjustAccessibilityPart(at index: Int, _ action: AdjustmentAction) -> Bool {
        perform(action, onThumb: index, cause: .assistiveTechnology)
    }

    /// Focuses thumb `index`; an index out of range changes nothing.
    @_spi(Hosting) public func focusAccessibilityPart(at index: Int) {
        if slider.stored.indices.contains(index) { focusedThumb = index }
    }

    /// Every thumb's value as read out: ``valuesText``.
    @_spi(Hosting) public var accessibilityValue: String { valuesText }

    /// The accessibility element of thumb `index` (0 is the lowest); `nil` for an index out of
    /// range.
    @_spi(Hosting) public func accessibilityElement(ofPart index: Int) -> AccessibilityElement? {
        slider.stored.indices.contains(index) ? element(forThumb: index) : nil
    }

    /// The accessibility element of ``focusedThumb``, for hosts that show one element at a time.
    @_spi(Hosting) public var focusedAccessibilityElement: AccessibilityElement { element(forThumb: focusedThumb) }

    /// The element of thumb `i`, which exists.
    private func element(forThumb i: Int) -> AccessibilityElement {
        slider.element(forThumb: i, identifier: "thumb\(i + 1)", label: label(forThumb: i),
                       shortName: AccessibilityFormat.multiSliderThumbShortLabel.text(for: environment.locale, "\(i + 1)"),
                       resets: defaultValues != nil)
    }
}
