#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// A control property that is a setting of the control's model (or of its style): reading it
/// reads the setting and setting it sets the setting, converted between `CGFloat` and `Double`
/// where the control speaks in `CGFloat`. The property keeps no value of its own, so a change
/// made on the model directly shows through it, and the model's rules for bad input apply.
///
/// Detent's controls declare their forwarded properties with it; it works only on a property
/// of a ``DetentControl`` class.
@propertyWrapper
public struct ControlSetting<Control: DetentControl, Value> {
    private let read: @MainActor (Control) -> Value
    private let write: @MainActor (Control, Value) -> Void

    /// The setting at `keyPath` from the control (`\Knob.model.lineWidth`, `\Knob.style.showsValueLabel`).
    @MainActor
    init(_ keyPath: ReferenceWritableKeyPath<Control, Value>) {
        read = { $0[keyPath: keyPath] }
        write = { $0[keyPath: keyPath] = $1 }
    }

    /// The `Double` setting at `keyPath` as a `CGFloat` property (points, radians).
    @MainActor
    init(converting keyPath: ReferenceWritableKeyPath<Control, Double>) where Value == CGFloat {
        read = { CGFloat($0[keyPath: keyPath]) }
        write = { $0[keyPath: keyPath] = Double($1) }
    }

    /// Unavailable: the setting is reached through the control (see the subscript).
    @_spi(Hosting) @available(*, unavailable, message: "ControlSetting works only on a property of a DetentControl class")
    public var wrappedValue: Value {
        get { fatalError("ControlSetting works only on a property of a DetentControl class") }
        set { fatalError("ControlSetting works only on a property of a DetentControl class") }
    }

    /// The property's value on `control`: Swift calls this for a wrapped property of a class,
    /// passing the instance, instead of `wrappedValue`.
    @_spi(Hosting) @MainActor
    public static subscript(_enclosingInstance control: Control,
                            wrapped wrappedKeyPath: ReferenceWritableKeyPath<Control, Value>,
                            storage storageKeyPath: ReferenceWritableKeyPath<Control, Self>) -> Value {
        get { control[keyPath: storageKeyPath].read(control) }
        set { control[keyPath: storageKeyPath].write(control, newValue) }
    }
}
#endif
