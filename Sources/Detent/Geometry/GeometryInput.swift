import Foundation

/// A setting a control's geometry is made of (its axis, angles, end labels, label room…):
/// setting it keeps the value by the setting's rule for bad input, builds the geometry again
/// (`ControlModel/rebuildGeometry()`) and, when the value changed, notifies once. The one
/// observer behind every such property a model stores itself.
///
/// The rules: a room for labels (a `Double`) is 0 when negative or not finite; a number declared
/// with `negativeIsZero` ignores values that are not finite; anything else is kept as set. The
/// settings several controls declare once (`ControlModel/bounds`…) keep their values in the
/// model's session or its thumb slider instead (`ControlModel.setGeometryInput(_:of:to:)`).
@propertyWrapper
struct GeometryInput<Value: Equatable> {
    private var value: Value
    /// The value kept when a new value is set over an old one: the setting's rule for bad input.
    private let keep: (_ new: Value, _ old: Value) -> Value

    init(wrappedValue: Value, keeping keep: @escaping (_ new: Value, _ old: Value) -> Value = { new, _ in new }) {
        value = keep(wrappedValue, wrappedValue)
        self.keep = keep
    }

    /// Reached only through the enclosing model (see the static subscript).
    @available(*, unavailable, message: "a geometry input belongs to a model class")
    var wrappedValue: Value {
        get { fatalError("unreachable") }
        set { fatalError("unreachable") }
    }

    static subscript<Model: ControlModel>(_enclosingInstance model: Model,
                                              wrapped _: ReferenceWritableKeyPath<Model, Value>,
                                              storage storage: ReferenceWritableKeyPath<Model, Self>) -> Value {
        get { model[keyPath: storage].value }
        set {
            let old = model[keyPath: storage].value
            let kept = model[keyPath: storage].keep(newValue, old)
            model[keyPath: storage].value = kept
            model.geometryInputChanged(from: old, to: kept)
        }
    }
}

extension GeometryInput where Value == Double {
    /// A room for labels, points: 0 when negative or not finite.
    init(wrappedValue: Double) { self.init(wrappedValue: wrappedValue) { new, _ in new.keptAsLabelSpace } }

    /// A number whose values that are not finite are ignored (an angle); with `negativeIsZero` a
    /// negative value becomes 0 (a width, a length).
    init(wrappedValue: Double, negativeIsZero: Bool) {
        self.init(wrappedValue: wrappedValue) { new, old in new.isFinite ? (negativeIsZero ? max(new, 0) : new) : old }
    }
}

extension Double {
    /// This as a room for labels, points: 0 when negative or not finite.
    var keptAsLabelSpace: Double { isFinite ? max(self, 0) : 0 }
}
