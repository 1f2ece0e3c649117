/// The names assistive technology reads for a control nobody has named; a host that clears its
/// label (UIKit's `accessibilityLabel = nil`) goes back to these.
extension KnobModel {
    /// "Knob".
    @_spi(Hosting) public static let defaultAccessibilityLabel = "Knob"
}

extension RotaryWheelModel {
    /// "Wheel".
    @_spi(Hosting) public static let defaultAccessibilityLabel = "Wheel"
}

extension RotatableKnobModel {
    /// "Level": knob sets a level.
    @_spi(Hosting) public static let defaultAccessibilityLabel = "Level"
}
