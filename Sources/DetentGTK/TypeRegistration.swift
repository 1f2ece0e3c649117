import CDetentGTK

/// Registers every Detent control's GObject type with GLib: `DetentKnob`, `DetentFader`,
/// `DetentRangeSlider`, `DetentMultiSlider`, `DetentXYPad`, `DetentRotaryWheel` and
/// `DetentRotatableKnob`. Call it once after `gtk_init()`, before a `GtkBuilder` reads a `.ui` file
/// that names them (a builder finds a type by its name only once it is registered); calling it
/// again does nothing. Returns the types, in that order. C programs call `detent_init()`.
@MainActor @discardableResult
public func registerDetentTypes() -> [GType] {
    [KnobWidget.gtype, FaderWidget.gtype, RangeSliderWidget.gtype, MultiSliderWidget.gtype, XYPadWidget.gtype,
     RotaryWheelWidget.gtype, RotatableKnobWidget.gtype]
}
