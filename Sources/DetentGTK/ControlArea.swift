import CDetentGTK

/// The GTK widget class every Detent control is shown in: `DetentControlArea`, a `GtkDrawingArea`
/// subclass whose `snapshot` asks the widget's ``ControlHost`` for its frame as render nodes
/// (instead of a cairo draw function repainting every pixel). From `GtkDrawingArea` it keeps the
/// content size (the natural size) and the "resize" signal.
@MainActor
enum ControlArea {
    /// The class's GType, registered with GLib the first time it is asked for (once per process:
    /// a type already registered under the name is reused).
    static let type: GType = register()

    private static let typeName = "DetentControlArea"

    /// Whether `ControlHost.init` is creating an instance right now (it attaches the host
    /// itself); any other instance gets its host in `constructed` (see `ControlClass`).
    static var isConstructingInSwift = false

    private static func register() -> GType {
        let parent = detent_drawing_area_type()
        let existing = g_type_from_name(typeName)
        if existing != 0 {
            // Registered by this module earlier; a foreign type of the name would be a programmer error.
            precondition(g_type_is_a(existing, parent) != 0, "\(typeName) is registered, but not as a GtkDrawingArea")
            return existing
        }
        var info = GTypeInfo(subclassing: parent)
        info.class_init = { widgetClass, _ in
            guard let widgetClass else { return }
            widgetClass.assumingMemoryBound(to: GtkWidgetClass.self).pointee.snapshot = { widget, snapshot in
                guard let widget, let snapshot,
                      let data = g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self),
                                                   hostDataKey) else { return }
                withHost(data) { $0.snapshot(snapshot) }
            }
        }
        return g_type_register_static(parent, typeName, &info, GTypeFlags(rawValue: 0))
    }
}

extension GTypeInfo {
    /// The type info of a subclass of `parent` that adds no fields: the parent's own class and
    /// instance sizes, as GLib knows them, so nothing depends on how Swift lays out C.
    init(subclassing parent: GType) {
        var query = GTypeQuery()
        g_type_query(parent, &query)
        self.init()
        class_size = guint16(query.class_size)
        instance_size = guint16(query.instance_size)
    }
}
