import Foundation

// The rotatable knob's input rules, touch claim, size and the protocols it answers hosts through.

extension RotatableKnobModel {
    /// A square of `ControlSizing/squareSide` (150) points, at every text scale (the knob shows no
    /// text).
    @_spi(Hosting) public var naturalSize: NaturalSize { .square(ControlSizing.squareSide) }
}

extension RotatableKnobModel: ControlModel {
    /// The highlight is the whole dial: see `ControlModel.highlightsDial`.
    @_spi(Hosting) public var highlightsDial: Bool { true }
    /// Its one element: ``accessibilityElement``.
    @_spi(Hosting) public var focusedAccessibilityElement: AccessibilityElement { accessibilityElement }
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
    /// The knob as one adjustable accessibility element; its value reads the level, "42%".
    @_spi(Hosting) public var accessibilityElement: AccessibilityElement { knob.accessibilityElement }

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

extension RotatableKnobModel: AccessibilityNaming {
    /// The name the app gave the knob, kept by the inner knob, which reads it out; see
    /// `AccessibilityNaming`.
    @_spi(Hosting) public var customAccessibilityLabel: String? {
        get { knob.customAccessibilityLabel }
        set { knob.customAccessibilityLabel = newValue }
    }

    /// The inner knob's default name, which the rotatable knob sets to "Level".
    @_spi(Hosting) public var defaultAccessibilityString: AccessibilityString { knob.defaultAccessibilityString }
}
