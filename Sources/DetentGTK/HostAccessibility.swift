import CDetentGTK
@_spi(Hosting) import Detent

// The accessible: the role is given at creation (see `ControlClass.accessibleRole`); label, value, range,
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
        let state = type.accessibleState(model)
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

/// What GTK's accessible shows of a model besides the element the model says is read now
/// (`focusedAccessibilityElement`): the axis of a slider that has one.
protocol AccessibleModel: ControlModel {
    /// The axis of a slider along a track; `nil` (the default) for the dials and the pad.
    var accessibleOrientation: GtkOrientation? { get }
}

extension AccessibleModel {
    var accessibleOrientation: GtkOrientation? { nil }
}

/// A model along a track, which GTK's accessible shows with the track's orientation.
protocol TrackAxisModel: AccessibleModel {
    var orientation: TrackOrientation { get }
}

extension TrackAxisModel {
    var accessibleOrientation: GtkOrientation? {
        orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
    }
}

extension KnobModel: AccessibleModel {}
extension RotatableKnobModel: AccessibleModel {}
extension RotaryWheelModel: AccessibleModel {}
extension FaderModel: TrackAxisModel {}
extension RangeSliderModel: TrackAxisModel {}
extension MultiSliderModel: TrackAxisModel {}
extension XYPadModel: AccessibleModel {}
