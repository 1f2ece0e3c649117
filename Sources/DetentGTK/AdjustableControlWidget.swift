import CDetentGTK
@_spi(Hosting) import Detent

/// A control whose value can be bound to a `GtkAdjustment`, as a `GtkScale`'s or a
/// `GtkSpinButton`'s is: ``KnobWidget``, ``FaderWidget``, ``RotatableKnobWidget`` and ``RotaryWheelWidget``. (A
/// ``RangeSliderWidget`` has two values and no adjustment; bind its `lower-value` and
/// `upper-value` properties with `g_object_bind_property` instead.)
@MainActor
public protocol AdjustableControlWidget: ControlWidget {}

@MainActor
extension AdjustableControlWidget {
    /// The `GtkAdjustment` the control's value is bound to, both ways; also the GObject property
    /// `adjustment`. Setting one gives the control the adjustment's values now, and from then on
    /// each follows the other, so the control and a `GtkScale` or `GtkSpinButton` can share one
    /// adjustment:
    /// - a knob or a fader takes the adjustment's lower, upper, step increment and value as its minimum,
    ///   maximum, step and value;
    /// - a rotatable knob's normalised value is the adjustment value's place between its lower
    ///   and upper (which stay the adjustment's), its step the step increment's share of that range;
    /// - a wheel's selected index is the adjustment's value, rounded and kept in 0…(sections − 1);
    ///   the adjustment takes lower 0, upper the last index and step increment 1.
    ///
    /// The control holds a reference to it. Default `nil`.
    public var adjustment: UnsafeMutablePointer<GtkAdjustment>? {
        get { host.adjustment }
        set { host.bindAdjustment(newValue) }
    }
}
