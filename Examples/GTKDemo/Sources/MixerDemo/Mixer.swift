import DetentGTK
import Foundation

/// The mixer strip of `mixer.ui`: Detent's widgets built by GtkBuilder by their type names
/// (`DetentFader`, `DetentKnob`, `DetentXYPad`), with properties and signal handlers by name.
@MainActor
enum Mixer {
    /// Builds the strip and appends it to `box`; each handler prints the value the user chose.
    /// Returns whether the file was read.
    @discardableResult
    static func build(into box: UnsafeMutablePointer<GtkWidget>) -> Bool {
        // A builder finds a type by name only once it is registered.
        registerDetentTypes()
        guard let url = Bundle.module.url(forResource: "mixer", withExtension: "ui"),
              let xml = try? String(contentsOf: url, encoding: .utf8) else { return false }

        let builder = gtk_builder_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        // gtk_builder_cscope_new() gives the scope as its interface; the callbacks go to the class.
        let scope = gtk_builder_cscope_new()!
        let cScope = UnsafeMutablePointer<GtkBuilderCScope>(scope)
        let valueChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Double, UnsafeMutableRawPointer?) -> Void = { widget, value, _ in
            print("GTKDemo: \(Mixer.name(of: widget)) \(String(format: "%.2f", value))")
        }
        let padChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Double, Double, UnsafeMutableRawPointer?) -> Void = { widget, x, y, _ in
            print("GTKDemo: \(Mixer.name(of: widget)) \(String(format: "%.0f Hz, %.2f", x, y))")
        }
        gtk_builder_cscope_add_callback_symbol(cScope, "mixer_value_changed", unsafeBitCast(valueChanged, to: GCallback.self))
        gtk_builder_cscope_add_callback_symbol(cScope, "mixer_pad_changed", unsafeBitCast(padChanged, to: GCallback.self))
        gtk_builder_set_scope(builder, scope)
        g_object_unref(UnsafeMutableRawPointer(scope))

        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, xml, -1, &error) != 0,
              let mixer = gtk_builder_get_object(builder, "mixer") else {
            print("GTKDemo: mixer.ui: \(error.map { String(cString: $0.pointee.message) } ?? "no mixer")")
            g_clear_error(&error)
            return false
        }
        // The box takes the strip before the builder lets its objects go.
        gtk_box_append(cast(box), cast(mixer))
        return true
    }

    /// The id the widget has in `mixer.ui` ("gain", "pan", "filter").
    private static func name(of widget: UnsafeMutablePointer<GtkWidget>?) -> String {
        guard let widget, let id = gtk_buildable_get_buildable_id(OpaquePointer(widget)) else { return "?" }
        return String(cString: id)
    }
}
