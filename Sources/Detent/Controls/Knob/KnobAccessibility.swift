import Foundation

// What a host lays out and reads out: the knob's natural size and its accessibility element.

extension KnobModel {
    /// "Knob", or the rotatable knob's "Level".
    @_spi(Hosting) public var defaultAccessibilityString: AccessibilityString { defaultLabelString }

    /// The knob as one adjustable accessibility element covering the bounds. While the knob is
    /// enabled and has a `defaultValue`, it offers the action "Reset to default value" (in the
    /// locale's language), which does what a double tap does.
    @_spi(Hosting) public var accessibilityElement: AccessibilityElement { valueElement(identifier: "knob") }

    /// A square of `ControlSizing/squareSide` (150) points, at every text scale: the centre value
    /// label and the tick labels are drawn inside the ring, so larger text takes no room outside
    /// it (their fonts grow inside the same square).
    @_spi(Hosting) public var naturalSize: NaturalSize { .square(ControlSizing.squareSide) }
}
