import Foundation

/// A setting a straight-track control's geometry is made of (its bounds, axis, reading direction,
/// end labels, label room…): setting it keeps the value by the setting's rule for bad input,
/// builds the geometry again and, when the value changed, notifies once. The one observer behind
/// every such property of the fader, the multi-thumb slider and the XY pad.
///
/// The rules: bounds are sanitised (`CGRect.sanitizedBounds`); a room for labels (a `Double`)
/// is 0 when negative or not finite; anything else is kept as set.
@propertyWrapper
struct GeometryInput<Value: Equatable> {
    private var value: Value
    /// The value kept when a value is set: the setting's rule for bad input.
    private let keep: (Value) -> Value

    init(wrappedValue: Value, keeping keep: @escaping (Value) -> Value = { $0 }) {
        value = keep(wrappedValue)
        self.keep = keep
    }

    /// Reached only through the enclosing model (see the static subscript).
    @available(*, unavailable, message: "a geometry input belongs to a model class")
    var wrappedValue: Value {
        get { fatalError("unreachable") }
        set { fatalError("unreachable") }
    }

    static subscript<Model: LinearTrackModel>(_enclosingInstance model: Model,
                                              wrapped _: ReferenceWritableKeyPath<Model, Value>,
                                              storage storage: ReferenceWritableKeyPath<Model, Self>) -> Value {
        get { model[keyPath: storage].value }
        set {
            let old = model[keyPath: storage].value
            let kept = model[keyPath: storage].keep(newValue)
            model[keyPath: storage].value = kept
            model.rebuildGeometry()
            if kept != old { model.changes.notify() }
        }
    }
}

extension GeometryInput where Value == CGRect {
    /// Bounds, sanitised.
    init(wrappedValue: CGRect) { self.init(wrappedValue: wrappedValue) { $0.sanitizedBounds } }
}

extension GeometryInput where Value == Double {
    /// A room for labels, points: 0 when negative or not finite.
    init(wrappedValue: Double) { self.init(wrappedValue: wrappedValue) { $0.isFinite ? max($0, 0) : 0 } }
}
