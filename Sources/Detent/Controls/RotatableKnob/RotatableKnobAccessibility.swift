import Foundation

// What a host lays out and reads out: the rotatable knob's natural size and its accessibility
// element, its inner knob's.

extension RotatableKnobModel: AccessibilityNaming {
    /// The name the app gave the knob, kept by the inner knob, which reads it out; see
    /// `AccessibilityNaming`.
    @_spi(Hosting) public var customAccessibilityLabel: String? {
        get { knob.customAccessibilityLabel }
        set { knob.customAccessibilityLabel = newValue }
    }

    /// The inner knob's default name, which the rotatable knob sets to "Level".
    @_spi(Hosting) public var defaultAccessibilityString: AccessibilityString { knob.defaultAccessibilityString }

    /// A square of `ControlSizing/squareSide` (150) points, at every text scale (the knob shows no
    /// text).
    @_spi(Hosting) public var naturalSize: NaturalSize { .square(ControlSizing.squareSide) }

    /// The knob as one adjustable accessibility element; its value reads the level, "42%".
    @_spi(Hosting) public var accessibilityElement: AccessibilityElement { knob.accessibilityElement }

    /// Its one element: ``accessibilityElement``.
    @_spi(Hosting) public var focusedAccessibilityElement: AccessibilityElement { accessibilityElement }
}
