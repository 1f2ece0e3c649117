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
@_documentation(visibility: internal)
public struct ControlSetting<Control: DetentControl, Stored, Value> {
    // The key path is one object the runtime shares between instances, and the conversions
    // capture nothing: a control holds no allocation per forwarded property.
    private let keyPath: ReferenceWritableKeyPath<Control, Stored>
    private let toValue: @Sendable (Stored) -> Value
    private let toStored: @Sendable (Value) -> Stored

    /// The setting at `keyPath` from the control (`\Knob.model.lineWidth`, `\Knob.style.showsValueLabel`).
    init(_ keyPath: ReferenceWritableKeyPath<Control, Value>) where Stored == Value {
        self.keyPath = keyPath
        toValue = { $0 }
        toStored = { $0 }
    }

    /// The `Double` setting at `keyPath` as a `CGFloat` property (points, radians).
    init(converting keyPath: ReferenceWritableKeyPath<Control, Double>) where Stored == Double, Value == CGFloat {
        self.keyPath = keyPath
        toValue = { CGFloat($0) }
        toStored = { Double($0) }
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
        get {
            let setting = control[keyPath: storageKeyPath]
            return setting.toValue(control[keyPath: setting.keyPath])
        }
        set {
            let setting = control[keyPath: storageKeyPath]
            control[keyPath: setting.keyPath] = setting.toStored(newValue)
        }
    }
}
#endif
