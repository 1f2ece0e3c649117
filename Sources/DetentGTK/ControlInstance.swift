import CDetentGTK
@_spi(Hosting) import Detent

/// What the C library (`DetentGTKC`) needs of a control it knows only as a `GtkWidget *`.
@_spi(CAPI) @MainActor
public enum ControlInstance {
    /// Whether `widget` is a Detent control with its host (an instance of `DetentControlArea`'s
    /// subclasses, not yet finalized).
    public static func isControl(_ widget: UnsafeMutableRawPointer?) -> Bool {
        guard let widget, g_type_is_a(detent_object_type(widget), ControlArea.type) != 0 else { return false }
        return g_object_get_data(widget.assumingMemoryBound(to: GObject.self), hostDataKey) != nil
    }

    /// Applies `action` to the control as the user's keyboard would (cause `.key`), so
    /// `value-changed` follows a change. Returns whether the value changed; `false` for anything
    /// but a control.
    public static func perform(_ action: AdjustmentAction, on widget: UnsafeMutableRawPointer?) -> Bool {
        guard isControl(widget), let widget else { return false }
        return withHost(g_object_get_data(widget.assumingMemoryBound(to: GObject.self), hostDataKey)) {
            $0.perform(action)
        } ?? false
    }
}
