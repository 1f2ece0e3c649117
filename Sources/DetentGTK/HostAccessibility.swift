import CDetentGTK
@_spi(Hosting) import Detent

// The accessible: the role is given at creation (see `ModelTraits.role`); label, value, range,
// value text and orientation follow the model's accessibility element after every change.

/// What GTK's accessible shows for a model.
struct AccessibleState: Equatable {
    /// The element read out: the model's, or the range slider's focused thumb.
    var element: AccessibilityElement
    /// The axis of a slider that has one (the range slider); `nil` leaves GTK's default.
    var orientation: GtkOrientation? = nil
}

extension ControlHost {
    /// Brings the accessible up to date with the model, updating only what changed.
    func refreshAccessible() {
        guard let widget else { return }
        let state = traits.accessibleState(model)
        guard state != lastAccessible else { return }
        let old = lastAccessible
        lastAccessible = state
        let element = state.element
        if old?.element.label != element.label {
            detent_accessible_set_label(widget.accessible, element.label)
        }
        if let orientation = state.orientation, orientation != old?.orientation {
            detent_accessible_set_orientation(widget.accessible, orientation)
        }
        let range = element.numericRange ?? 0...0
        detent_accessible_set_value(widget.accessible, element.numericValue ?? range.lowerBound,
                                    range.lowerBound, range.upperBound, element.value)
    }
}

/// A model that is one accessibility element: the knobs and the wheel (the range slider shows its
/// focused thumb instead).
protocol SingleElementModel {
    /// The model as one adjustable element.
    var accessibilityElement: AccessibilityElement { get }
}

extension KnobModel: SingleElementModel {}
extension RotatableKnobModel: SingleElementModel {}
extension RotaryWheelModel: SingleElementModel {}

extension ModelTraits where Model: SingleElementModel {
    /// The traits of a model shown as its one element.
    static var singleElement: ModelTraits {
        ModelTraits(accessibleState: { AccessibleState(element: $0.accessibilityElement) })
    }
}
