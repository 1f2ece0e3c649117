import CDetentGTK
import Detent
@_spi(CAPI) import DetentGTK
import Foundation

// The C API of the GTK controls (include/detent-gtk.h), exported from libDetentGTKC.so. Every
// function runs on GTK's thread; called from another, it says so on standard error and does
// nothing. Null or foreign widgets are ignored.

/// Runs `body` when called on the main thread (C callers are on no actor, so the functions
/// check it themselves); else reports the misuse and returns `fallback`.
@MainActor
private func onMain<T>(_ function: String, _ fallback: T, _ body: () -> T) -> T {
    guard Thread.isMainThread else {
        FileHandle.standardError.write(Data("DetentGTKC: \(function) called off GTK's thread; ignored\n".utf8))
        return fallback
    }
    return body()
}

/// The GType of `DetentKnob`.
@MainActor @_cdecl("detent_knob_get_type")
public func detentKnobGetType() -> GType { onMain(#function, 0) { KnobWidget.gtype } }

/// The GType of `DetentRangeSlider`.
@MainActor @_cdecl("detent_range_slider_get_type")
public func detentRangeSliderGetType() -> GType { onMain(#function, 0) { RangeSliderWidget.gtype } }

/// The GType of `DetentRotaryWheel`.
@MainActor @_cdecl("detent_rotary_wheel_get_type")
public func detentRotaryWheelGetType() -> GType { onMain(#function, 0) { RotaryWheelWidget.gtype } }

/// The GType of `DetentRotatableKnob`.
@MainActor @_cdecl("detent_rotatable_knob_get_type")
public func detentRotatableKnobGetType() -> GType { onMain(#function, 0) { RotatableKnobWidget.gtype } }

/// The GType of `DetentFader`.
@MainActor @_cdecl("detent_fader_get_type")
public func detentFaderGetType() -> GType { onMain(#function, 0) { FaderWidget.gtype } }

/// The GType of `DetentXYPad`.
@MainActor @_cdecl("detent_xy_pad_get_type")
public func detentXYPadGetType() -> GType { onMain(#function, 0) { XYPadWidget.gtype } }

/// The GType of `DetentMultiSlider`.
@MainActor @_cdecl("detent_multi_slider_get_type")
public func detentMultiSliderGetType() -> GType { onMain(#function, 0) { MultiSliderWidget.gtype } }

/// A new knob (floating); `NULL` before `gtk_init()`.
@MainActor @_cdecl("detent_knob_new")
public func detentKnobNew() -> UnsafeMutablePointer<GtkWidget>? { onMain(#function, nil) { KnobWidget().widget } }

/// A new range slider (floating); `NULL` before `gtk_init()`.
@MainActor @_cdecl("detent_range_slider_new")
public func detentRangeSliderNew() -> UnsafeMutablePointer<GtkWidget>? {
    onMain(#function, nil) { RangeSliderWidget().widget }
}

/// A new rotary wheel (floating); `NULL` before `gtk_init()`.
@MainActor @_cdecl("detent_rotary_wheel_new")
public func detentRotaryWheelNew() -> UnsafeMutablePointer<GtkWidget>? {
    onMain(#function, nil) { RotaryWheelWidget().widget }
}

/// A new rotatable knob (floating); `NULL` before `gtk_init()`.
@MainActor @_cdecl("detent_rotatable_knob_new")
public func detentRotatableKnobNew() -> UnsafeMutablePointer<GtkWidget>? {
    onMain(#function, nil) { RotatableKnobWidget().widget }
}

/// A new fader (floating); `NULL` before `gtk_init()`.
@MainActor @_cdecl("detent_fader_new")
public func detentFaderNew() -> UnsafeMutablePointer<GtkWidget>? { onMain(#function, nil) { FaderWidget().widget } }

/// A new XY pad (floating); `NULL` before `gtk_init()`.
@MainActor @_cdecl("detent_xy_pad_new")
public func detentXYPadNew() -> UnsafeMutablePointer<GtkWidget>? { onMain(#function, nil) { XYPadWidget().widget } }

/// A new multi-thumb slider (floating); `NULL` before `gtk_init()`.
@MainActor @_cdecl("detent_multi_slider_new")
public func detentMultiSliderNew() -> UnsafeMutablePointer<GtkWidget>? {
    onMain(#function, nil) { MultiSliderWidget().widget }
}

/// Binds the value of a knob, rotatable knob, fader or wheel (its selected index) to `adjustment` (its
/// `adjustment` property); `NULL` unbinds. Ignored for other widgets.
@MainActor @_cdecl("detent_knob_set_adjustment")
public func detentKnobSetAdjustment(_ knob: UnsafeMutablePointer<GtkWidget>?, _ adjustment: UnsafeMutablePointer<GtkAdjustment>?) {
    onMain(#function, ()) {
        guard let object = adjustmentOwner(knob) else { return }
        var value = GValue()
        g_value_init(&value, detent_type_adjustment())
        g_value_set_object(&value, adjustment.map(UnsafeMutableRawPointer.init))
        g_object_set_property(object, "adjustment", &value)
        g_value_unset(&value)
    }
}

/// The adjustment the control's value is bound to, if any (not a new reference).
@MainActor @_cdecl("detent_knob_get_adjustment")
public func detentKnobGetAdjustment(_ knob: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkAdjustment>? {
    onMain(#function, nil) {
        guard let object = adjustmentOwner(knob) else { return nil }
        var value = GValue()
        g_value_init(&value, detent_type_adjustment())
        g_object_get_property(object, "adjustment", &value)
        let adjustment = g_value_get_object(&value)?.assumingMemoryBound(to: GtkAdjustment.self)
        g_value_unset(&value)
        return adjustment
    }
}

/// `knob` as a GObject when it is a control with an `adjustment` property.
@MainActor
private func adjustmentOwner(_ knob: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GObject>? {
    guard let knob, ControlInstance.isControl(knob) else { return nil }
    let object = UnsafeMutableRawPointer(knob).assumingMemoryBound(to: GObject.self)
    let objectClass = UnsafeMutableRawPointer(object.pointee.g_type_instance.g_class).assumingMemoryBound(to: GObjectClass.self)
    return g_object_class_find_property(objectClass, "adjustment") == nil ? nil : object
}

/// Applies a `DetentAdjust` action (0 increment, 1 decrement, 2 page up, 3 page down, 4 home,
/// 5 end) as the user's keyboard would; returns whether the value changed.
@MainActor @_cdecl("detent_control_adjust")
public func detentControlAdjust(_ control: UnsafeMutablePointer<GtkWidget>?, _ action: Int32) -> gboolean {
    onMain(#function, 0) {
        let actions: [AdjustmentAction] = [.increment, .decrement, .pageUp, .pageDown, .home, .end]
        guard actions.indices.contains(Int(action)) else { return 0 }
        return ControlInstance.perform(actions[Int(action)], on: control.map(UnsafeMutableRawPointer.init)) ? 1 : 0
    }
}
