import Foundation

// The rotatable knob's input rules and touch claim (its inner knob's), and the protocols it
// answers hosts through.

extension RotatableKnobModel: ControlModel {
    /// The highlight is the whole dial: see `ControlModel.highlightsDial`.
    @_spi(Hosting) public var highlightsDial: Bool { true }
    /// The normalised value, 0…1.
    @_spi(Hosting) public var currentValue: Double { knob.value }
    /// The inner knob's `setValue(_:animated:)`.
    @_spi(Hosting) public func setCurrentValue(_ value: Double, animated: Bool) { knob.setValue(value, animated: animated) }
    /// `neutralValue`, kept by the inner knob.
    @_spi(Hosting) public var neutralCurrentValue: Double? {
        get { knob.neutralValue }
        set { knob.neutralValue = newValue }
    }

    /// `defaultValue`, kept by the inner knob.
    @_spi(Hosting) public var defaultCurrentValue: Double? {
        get { knob.defaultValue }
        set { knob.defaultValue = newValue }
    }

    /// What the host knows of its platform; see `KnobModel/environment`.
    @_spi(Hosting) public var environment: ControlEnvironment {
        get { knob.environment }
        set { knob.environment = newValue }
    }
}

extension RotatableKnobModel {
    /// The knob's claim (``KnobModel/touchClaim(at:)``): in pan mode every touch on the knob is its.
    @_spi(Hosting) public func touchClaim(at point: CGPoint) -> TouchClaim { knob.touchClaim(at: point) }
    /// The knob's rule; see ``KnobModel/claimsMovement(from:by:)``.
    @_spi(Hosting) public func claimsMovement(from start: CGPoint, by translation: CGSize) -> Bool {
        knob.claimsMovement(from: start, by: translation)
    }
    /// Whether a touch at `point` lands on the knob at all: inside its bounds.
    @_spi(Hosting) public func containsTouch(at point: CGPoint) -> Bool { knob.containsTouch(at: point) }
}

extension RotatableKnobModel {
    /// 2: a double tap restores `defaultValue`.
    @_spi(Hosting) public static var tapCount: Int { 2 }
}
