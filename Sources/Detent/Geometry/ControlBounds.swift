import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ControlModel {
    /// Creates the control with every setting at its default (each model's documentation lists
    /// them) in `bounds`, points; default `.zero`, for a host that sets the bounds on layout.
    /// Bad input: see `CGRect.sanitizedBounds`.
    public init(bounds: CGRect = .zero) {
        self.init()
        self.bounds = bounds
    }

    /// The control's bounds in points; the host sets it on every layout. Default `.zero`, or the
    /// bounds the model was created with. Bad input: see `CGRect.sanitizedBounds`. Setting it
    /// builds the control's geometry again and, when the bounds changed, notifies once.
    public var bounds: CGRect {
        get { session.controlBounds }
        set { setGeometryInput(\.controlBounds, of: session, to: newValue.sanitizedBounds) }
    }

    /// Keeps `value` (already kept by its setting's rule for bad input) in `storage` of `owner`
    /// (the model's session, a thumb slider): the geometry settings declared once for several
    /// controls, kept as ``GeometryInput`` keeps a setting a model stores itself.
    func setGeometryInput<Owner: AnyObject, Input: Equatable>(_ storage: ReferenceWritableKeyPath<Owner, Input>,
                                                              of owner: Owner, to value: Input) {
        let old = owner[keyPath: storage]
        owner[keyPath: storage] = value
        geometryInputChanged(from: old, to: value)
    }

    /// The rule after a geometry setting was kept: the geometry is built again, and a value that
    /// changed notifies once. (No setting keeps NaN, which would differ from itself.)
    func geometryInputChanged<Input: Equatable>(from old: Input, to new: Input) {
        rebuildGeometry()
        if new != old { changes.notify() }
    }
}
