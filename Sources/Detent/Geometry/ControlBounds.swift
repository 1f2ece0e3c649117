import Foundation

extension ControlModel {
    /// The control's bounds in points; the host sets it on every layout. Default `.zero`, or the
    /// bounds the model was created with. Bad input: see `CGRect.sanitizedBounds`. Setting it
    /// builds the control's geometry again and, when the bounds changed, notifies once.
    public var bounds: CGRect {
        get { session.controlBounds }
        set { setSharedGeometryInput(\.controlBounds, to: newValue.sanitizedBounds) }
    }

    /// Keeps `value` (already kept by its setting's rule for bad input) in the session's
    /// `storage`: the geometry settings declared once for several controls, kept as
    /// ``GeometryInput`` keeps a setting a model stores itself.
    func setSharedGeometryInput<Input: Equatable>(_ storage: ReferenceWritableKeyPath<GestureSession<Value>, Input>,
                                                  to value: Input) {
        let old = session[keyPath: storage]
        session[keyPath: storage] = value
        geometryInputChanged(from: old, to: value)
    }

    /// The rule after a geometry setting was kept: the geometry is built again, and a value that
    /// changed notifies once.
    func geometryInputChanged<Input: Equatable>(from old: Input, to new: Input) {
        rebuildGeometry()
        if new != old { changes.notify() }
    }
}
