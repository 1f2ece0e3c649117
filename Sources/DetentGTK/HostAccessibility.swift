import CDetentGTK
@_spi(Hosting) import Detent

// The accessible: the role is given at creation (see `ControlClass.accessibleRole`); label, value, range,
// value text and orientation follow the model's accessibility element after every change.

extension ControlHost {
    /// Brings the accessible up to date with the model, updating only what changed.
    func refreshAccessible() {
        guard let widget else { return }
        let element = model.focusedAccessibilityElement
        guard element != lastAccessible else { return }
        let old = lastAccessible
        lastAccessible = element
        if old?.label != element.label {
            detent_accessible_set_label(widget.accessible, element.label)
        }
        // An element without an axis (a dial, the pad) leaves GTK's default.
        if let orientation = element.orientation, orientation != old?.orientation {
            detent_accessible_set_orientation(widget.accessible,
                                              orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        }
        let range = element.numericRange ?? 0...0
        detent_accessible_set_value(widget.accessible, element.numericValue ?? range.lowerBound,
                                    range.lowerBound, range.upperBound, element.value)
    }
}
