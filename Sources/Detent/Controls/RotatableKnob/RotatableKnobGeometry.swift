import Foundation

// Where the rotatable knob's image lies: the knob's geometry (`KnobGeometry`), turned by the value.

extension RotatableKnobModel {
    /// The image's rotation from its rest position as shown now, radians: 0 at value 0,
    /// `sweepAngle` at value 1, following animations (clamped 0…3π/2 rotation).
    @_spi(Hosting) public var rotation: Double { knob.presentationFraction * abs(knob.geometry.sweep) }

    /// Builds the geometry again: the inner knob's; see `ControlModel/rebuildGeometry()`.
    @_spi(Hosting) public func rebuildGeometry() { knob.rebuildGeometry() }
}
