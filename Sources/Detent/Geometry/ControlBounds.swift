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
    /// `storage`, builds the geometry again and, when the value changed, notifies once: what
    /// ``GeometryInput`` does for a setting a model stores itself, for the geometry settings
    /// declared once for several controls.
    func setSharedGeometryInput<Input: Equatable>(_ storage: ReferenceWritableKeyPath<GestureSession<Value>, Input>,
                                                  to value: Input) {
        let old = session[keyPath: storage]
        session[keyPath: storage] = value
        rebuildGeometry()
        if value != old { changes.notify() }
    }
}
