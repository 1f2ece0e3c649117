import CDetentGTK

/// The GTK widget class every Detent control is shown in: `DetentControlArea`, a `GtkDrawingArea`
/// subclass whose `snapshot` asks the widget's ``ControlHost`` for its frame as render nodes
/// (instead of a cairo draw function repainting every pixel), and which places and disposes of
/// its popovers (the context menu and the value entry). From `GtkDrawingArea` it keeps the
/// content size (the natural size) and the "resize" signal.
@MainActor
enum ControlArea {
    /// The class's GType, registered with GLib the first time it is asked for (once per process:
    /// a type already registered under the name is reused).
    static let type: GType = register()

    private static let typeName = "DetentControlArea"

    /// Whether `widget` is a `GtkPopover`.
    nonisolated static func isPopover(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                                   gtk_popover_get_type()) != 0
    }

    /// `GtkDrawingArea`'s class, whose allocation and dispose this class's own run first.
    nonisolated static var parentWidgetClass: UnsafeMutablePointer<GtkWidgetClass>? {
        g_type_class_peek(detent_drawing_area_type())?.assumingMemoryBound(to: GtkWidgetClass.self)
    }

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
            let widgets = widgetClass.assumingMemoryBound(to: GtkWidgetClass.self)
            widgets.pointee.snapshot = { widget, snapshot in
                guard let widget, let snapshot,
                      let data = g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self),
                                                   hostDataKey) else { return }
                withHost(data) { $0.snapshot(snapshot) }
            }
            // The drawing area's own allocation ("resize"), then the popovers (the context menu,
            // the value entry) placed at their parent, as GTK asks of a widget with popovers.
            widgets.pointee.size_allocate = { widget, width, height, baseline in
                guard let widget else { return }
                ControlArea.parentWidgetClass?.pointee.size_allocate?(widget, width, height, baseline)
                var child = gtk_widget_get_first_child(widget)
                while let popover = child {
                    child = gtk_widget_get_next_sibling(popover)
                    if ControlArea.isPopover(popover) { gtk_popover_present(gobject(UnsafeMutableRawPointer(popover))) }
                }
            }
            // A widget unparents its children before it goes: here the popovers, closed first so
            // that one still shown gives back the pointer and keyboard it holds.
            widgetClass.assumingMemoryBound(to: GObjectClass.self).pointee.dispose = { object in
                guard let object else { return }
                let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
                while let child = gtk_widget_get_first_child(widget) {
                    // Held while it closes: closing a value entry unparents it already.
                    let raw = UnsafeMutableRawPointer(child)
                    g_object_ref(raw)
                    if ControlArea.isPopover(child) { gtk_popover_popdown(gobject(raw)) }
                    if gtk_widget_get_parent(child) == widget { gtk_widget_unparent(child) }
                    g_object_unref(raw)
                }
                let parent = ControlArea.parentWidgetClass.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObjectClass.self) }
                parent?.pointee.dispose?(object)
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
