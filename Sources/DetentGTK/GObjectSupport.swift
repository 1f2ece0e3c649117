import CDetentGTK

// Small helpers for calling GTK's C API from Swift: casts between the pointer types GTK's macros
// (GTK_WIDGET, G_OBJECT, GTK_ACCESSIBLE…) hide in C, and signal connection with C callbacks.

/// Reinterprets a GObject instance pointer as another GObject type (the C cast macros).
@inline(__always)
func cast<T>(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<T> {
    pointer.assumingMemoryBound(to: T.self)
}

/// Reinterprets a GObject instance pointer as the typed pointer the C function it is passed to
/// takes (the C cast macros).
@inline(__always)
func gobject<T>(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<T> {
    pointer.assumingMemoryBound(to: T.self)
}

/// Reinterprets a GObject instance pointer as an `OpaquePointer`, for the C functions whose
/// types Swift imports without their layout.
@inline(__always)
func gobject(_ pointer: UnsafeMutableRawPointer) -> OpaquePointer {
    OpaquePointer(pointer)
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget as a `GObject *`.
    var object: UnsafeMutablePointer<GObject> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GObject.self) }
    /// The widget as an untyped `gpointer`.
    var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
    /// The widget as a `GtkAccessible *` (every widget implements the interface).
    var accessible: OpaquePointer { OpaquePointer(self) }
}

/// Connects `handler` (a `@convention(c)` function of the signal's C signature, bit-cast to
/// `GCallback`) to `signal` of `instance`, with `data` as its last argument. Returns the handler id.
@discardableResult
func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback,
             _ data: UnsafeMutableRawPointer?) -> gulong {
    detent_signal_connect(instance, signal, handler, data)
}

/// A C signal handler of the shape `void (*)(GObject *, gpointer)`: "clicked", "destroy",
/// "notify::…" and other signals without arguments (notify's GParamSpec is ignored).
typealias VoidSignal = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
/// `void (*)(GObject *, GParamSpec *, gpointer)`: "notify::…".
typealias NotifySignal = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
/// `void (*)(GtkGesture *, double, double, gpointer)`: "drag-begin", "drag-update", "drag-end".
typealias DragSignal = @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void
/// `void (*)(GtkGesture *, GdkEventSequence *, gpointer)`: "cancel".
typealias SequenceSignal = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
/// `void (*)(GtkGestureClick *, int, double, double, gpointer)`: "pressed", "released".
typealias ClickSignal = @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void
/// `gboolean (*)(GtkEventControllerKey *, guint, guint, GdkModifierType, gpointer)`: "key-pressed".
typealias KeySignal = @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean
/// `gboolean (*)(GtkEventControllerScroll *, double, double, gpointer)`: "scroll".
typealias ScrollSignal = @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean
/// `void (*)(GtkDrawingArea *, int, int, gpointer)`: "resize".
typealias ResizeSignal = @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void
/// `void (*)(GtkWidget *, GtkTextDirection, gpointer)`: "direction-changed".
typealias DirectionSignal = @convention(c) (UnsafeMutableRawPointer?, GtkTextDirection, UnsafeMutableRawPointer?) -> Void
/// `void (*)(GtkWidget *, GtkStateFlags, gpointer)`: "state-flags-changed".
typealias StateFlagsSignal = @convention(c) (UnsafeMutableRawPointer?, GtkStateFlags, UnsafeMutableRawPointer?) -> Void

/// A typed C callback as the untyped `GCallback` that `g_signal_connect` takes.
@inline(__always)
func gCallback<F>(_ function: F) -> GCallback {
    unsafeBitCast(function, to: GCallback.self)
}

/// The GType name of the GSK renderer drawing `widget`'s window (`"GskCairoRenderer"`,
/// `"GskGLRenderer"`…: what `GSK_RENDERER` chose); `nil` while the widget is in no realized window.
public func gskRendererName(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
    guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native) else { return nil }
    return String(cString: detent_object_type_name(UnsafeMutableRawPointer(renderer)))
}
