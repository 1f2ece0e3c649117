import CDetentGTK
import Detent
@_spi(CAPI) import DetentGTK
import Foundation

// The C API of the GTK controls (include/detent-gtk.h), exported from libDetentGTKC.so. Every
// function runs on GTK's thread; called from another, it says so on standard error and does
// nothing. Null or foreign widgets are ignored.

/// Runs `body` on the main actor when called on the main thread; else reports the misuse and
/// returns `fallback`. C callers are on no actor, so every exported function is nonisolated and
/// checks the thread here before it enters the main actor: a function isolated to it would trap on
/// entry from another thread instead of saying so.
private func onMain<T>(_ function: String, _ fallback: T, _ body: @MainActor () -> T) -> T {
    guard Thread.isMainThread else {
        FileHandle.standardError.write(Data("DetentGTKC: \(function) called off GTK's thread; ignored\n".utf8))
        return fallback
    }
    // The result and the C arguments the exported functions capture (pointers, not Sendable) are
    // used on the one thread they came from: GTK's, checked just above.
    nonisolated(unsafe) var result = fallback
    MainActor.assumeIsolated { result = body() }
    return result
}

/// The GType of the control whose C functions' names have `stem` (`knob` for
/// `detent_knob_get_type`…); 0 for none. Each control's `detent_<stem>_get_type` (in
/// CDetentGTKCExports) calls it.
@_cdecl("detent_gtkc_control_get_type")
public func detentControlGetType(_ stem: UnsafePointer<CChar>) -> GType {
    let stem = String(cString: stem)
    return onMain("detent_\(stem)_get_type", 0) { CControl(stem)?.gtype() ?? 0 }
}

/// A new control (floating) of the kind `stem` names (`knob` for `detent_knob_new`…), as its Swift
/// initialiser's defaults make it; `NULL` before `gtk_init()` or for no such control. Each
/// control's `detent_<stem>_new` (in CDetentGTKCExports) calls it.
@_cdecl("detent_gtkc_control_new")
public func detentControlNew(_ stem: UnsafePointer<CChar>) -> UnsafeMutablePointer<GtkWidget>? {
    let stem = String(cString: stem)
    return onMain("detent_\(stem)_new", nil) { CControl(stem)?.new() }
}

/// Registers every control's GObject type (see `registerDetentTypes()`), so `GtkBuilder` and
/// `g_type_from_name` find them by name.
@_cdecl("detent_init")
public func detentInit() {
    onMain("detent_init", ()) { registerDetentTypes() }
}

/// A control of the C API: its GType and how a new one is made, by the stem of its functions' names.
@MainActor
private struct CControl {
    let gtype: @MainActor () -> GType
    let new: @MainActor () -> UnsafeMutablePointer<GtkWidget>?

    /// The control `stem` names; `nil` for none.
    init?(_ stem: String) {
        switch stem {
        case "knob": (gtype, new) = ({ KnobWidget.gtype }, { KnobWidget().widget })
        case "range_slider": (gtype, new) = ({ RangeSliderWidget.gtype }, { RangeSliderWidget().widget })
        case "rotary_wheel": (gtype, new) = ({ RotaryWheelWidget.gtype }, { RotaryWheelWidget().widget })
        case "rotatable_knob": (gtype, new) = ({ RotatableKnobWidget.gtype }, { RotatableKnobWidget().widget })
        case "fader": (gtype, new) = ({ FaderWidget.gtype }, { FaderWidget().widget })
        case "xy_pad": (gtype, new) = ({ XYPadWidget.gtype }, { XYPadWidget().widget })
        case "multi_slider": (gtype, new) = ({ MultiSliderWidget.gtype }, { MultiSliderWidget().widget })
        default: return nil
        }
    }
}

/// Binds the value of a knob, rotatable knob, fader or wheel (its selected index) to `adjustment` (its
/// `adjustment` property); `NULL` unbinds. Ignored for other widgets.
@_cdecl("detent_knob_set_adjustment")
public func detentKnobSetAdjustment(_ knob: UnsafeMutablePointer<GtkWidget>?, _ adjustment: UnsafeMutablePointer<GtkAdjustment>?) {
    nonisolated(unsafe) let knob = knob
    nonisolated(unsafe) let adjustment = adjustment
    onMain("detent_knob_set_adjustment", ()) {
        guard let object = adjustmentOwner(knob) else { return }
        var value = GValue()
        g_value_init(&value, detent_type_adjustment())
        g_value_set_object(&value, adjustment.map(UnsafeMutableRawPointer.init))
        g_object_set_property(object, "adjustment", &value)
        g_value_unset(&value)
    }
}

/// The adjustment the control's value is bound to, if any (not a new reference).
@_cdecl("detent_knob_get_adjustment")
public func detentKnobGetAdjustment(_ knob: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkAdjustment>? {
    nonisolated(unsafe) let knob = knob
    return onMain("detent_knob_get_adjustment", nil) {
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
@_cdecl("detent_control_adjust")
public func detentControlAdjust(_ control: UnsafeMutablePointer<GtkWidget>?, _ action: Int32) -> gboolean {
    nonisolated(unsafe) let control = control
    return onMain("detent_control_adjust", 0) {
        let actions: [AdjustmentAction] = [.increment, .decrement, .pageUp, .pageDown, .home, .end]
        guard actions.indices.contains(Int(action)) else { return 0 }
        return ControlInstance.perform(actions[Int(action)], on: control.map(UnsafeMutableRawPointer.init)) ? 1 : 0
    }
}
