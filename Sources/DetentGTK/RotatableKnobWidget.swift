import CGtk
import Detent
import Foundation

/// The image knob of the original rotatable-knob tutorial as a GTK 4 widget: a ``Detent/RotatableKnobModel`` (turned by
/// panning across 0–270°, value 0…1, double click restores ``defaultValue``) hosted by
/// ``ControlWidget``.
///
/// The look is ``ModelControlWidget/style``, a ``Detent/RotatableKnobStyle`` (the drawn knob image
/// and its scale; default: Detent's own knob). Normalised values come out through
/// ``ModelControlWidget/onEvent``, ``ValueControlWidget/onValueChanged``,
/// ``ModelControlWidget/eventStream()`` and ``ValueControlWidget/valueStream()``; pans begin and
/// end through ``ValueControlWidget/onEditingChanged``.
public final class RotatableKnobWidget: ValueControlWidget<RotatableKnobModel> {
    /// Creates a knob at value 0 with a natural size of `size` points (default 150, at least 1).
    public init(size: Int = 150) {
        super.init(model: RotatableKnobModel(), style: RotatableKnobStyle(), width: size, height: size)
    }

    // MARK: The model's properties

    /// The normalised value, 0…1; setting it sends no event. Default 0.
    public var value: Double {
        get { model.value }
        set { model.value = newValue; modelDidChange() }
    }

    /// Sets the normalised value, optionally animated (0.25 s on the frame clock).
    public func setValue(_ value: Double, animated: Bool) {
        model.setValue(value, animated: animated)
        modelDidChange()
    }

    /// The normalised value a double click restores; `nil` (the default) disables it.
    public var defaultValue: Double? {
        get { model.defaultValue }
        set { model.defaultValue = newValue }
    }

    /// The value as the original tutorial's demo shows it, 0–100.
    public var level: Int { model.level }

    /// The turn from value 0 to value 1, radians; default 3π/2.
    public var sweepAngle: Double {
        get { model.sweepAngle }
        set { model.sweepAngle = newValue; modelDidChange() }
    }

    /// The angle turned per point of pan, radians; default π/180.
    public var sensitivity: Double {
        get { model.sensitivity }
        set { model.sensitivity = newValue }
    }

    /// The distance between allowed values (normalised); 0 (the default) is continuous.
    public var step: Double {
        get { model.knob.step }
        set { model.knob.step = newValue; modelDidChange() }
    }

    /// Whether value changes are reported during a pan (`true`, the default) or once at its end.
    public var isContinuous: Bool {
        get { model.knob.isContinuous }
        set { model.knob.isContinuous = newValue }
    }

    /// The name assistive technology reads; default "Level".
    public var accessibilityLabel: String {
        get { model.knob.accessibilityLabel }
        set { model.knob.accessibilityLabel = newValue; modelDidChange() }
    }

    // MARK: ControlWidget hooks

    override var currentAccessibilityElement: AccessibilityElement? { model.accessibilityElement }
}
