#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// A control property kept by the control that its drawing reads (a style, a colour that
/// replaces one of the style's): setting it redraws the control.
///
/// Detent's controls declare their look properties with it; it works only on a property of a
/// ``DetentControl`` class.
@propertyWrapper
@_documentation(visibility: internal)
public struct Redrawing<Value> {
    private var value: Value

    /// A property whose value starts as `wrappedValue`.
    @_spi(Hosting) public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Unavailable: the value is reached through the control (see the subscript).
    @_spi(Hosting) @available(*, unavailable, message: "Redrawing works only on a property of a DetentControl class")
    public var wrappedValue: Value {
        get { fatalError("Redrawing works only on a property of a DetentControl class") }
        set { fatalError("Redrawing works only on a property of a DetentControl class") }
    }

    /// The property's value on `control`; setting it redraws `control`. Swift calls this for a
    /// wrapped property of a class, passing the instance, instead of `wrappedValue`.
    @_spi(Hosting) @MainActor
    public static subscript<Control: DetentControl>(_enclosingInstance control: Control,
                                                    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Control, Value>,
                                                    storage storageKeyPath: ReferenceWritableKeyPath<Control, Self>) -> Value {
        get { control[keyPath: storageKeyPath].value }
        set {
            control[keyPath: storageKeyPath].value = newValue
            control.render()
        }
    }
}
#endif
