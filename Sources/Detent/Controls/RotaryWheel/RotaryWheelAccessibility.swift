import Foundation

// What a host lays out and reads out: the wheel's natural size and its accessibility element.

extension RotaryWheelModel: AccessibilityNaming {
    /// The side of the wheel's natural size, points: 240.
    @_spi(Hosting) public static let naturalSide = 240.0

    /// A square of ``naturalSide`` (240) points, at every text scale: the titles are drawn
    /// inside their sectors and the centre button, and shrink to fit them.
    @_spi(Hosting) public var naturalSize: NaturalSize { .square(Self.naturalSide) }

    /// "Wheel".
    @_spi(Hosting) public var defaultAccessibilityString: AccessibilityString { .wheelLabel }

    /// The wheel as one adjustable accessibility element; its value is the selected sector's title,
    /// its numeric value the selected index in `0…numberOfSections − 1` (for hosts such as GTK
    /// whose adjustable roles need a number).
    @_spi(Hosting) public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(identifier: "wheel", label: accessibilityLabel, value: selectedTitle, frame: bounds,
                             numericValue: Double(selected), numericRange: 0...Double(numberOfSections - 1), isEnabled: isEnabled,
                             spokenNames: [defaultAccessibilityLabel])
    }

    /// Its one element: ``accessibilityElement``.
    @_spi(Hosting) public var focusedAccessibilityElement: AccessibilityElement { accessibilityElement }
}
