import CDetentGTK
@_spi(Hosting) import Detent
@_spi(CAPI) @testable import DetentGTK
import Foundation
import Synchronization
import Testing

/// GtkBuilder: the controls by their type names in a `.ui` file and in a composite widget's
/// template, with properties and signal handlers by name. In `WidgetLifetimeTests`'s suite (GTK
/// started once, tests one at a time).
extension WidgetLifetimeTests {
    @Test("The example MixerDemo's mixer.ui builds a fader, a knob and an XY pad by type name, with their properties, and connects their handlers by name")
    func builderReadsTheExamplesMixer() throws {
        try InProcessGTK.start()
        registerDetentTypes()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let xml = try String(contentsOf: root.appendingPathComponent("Examples/GTKDemo/Sources/MixerDemo/mixer.ui"), encoding: .utf8)

        let builder = try #require(gtk_builder_new())
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let scope = try #require(gtk_builder_cscope_new())
        let cScope = UnsafeMutablePointer<GtkBuilderCScope>(scope)
        gtk_builder_cscope_add_callback_symbol(cScope, "mixer_value_changed", unsafeBitCast(BuilderCalls.valueChanged, to: GCallback.self))
        gtk_builder_cscope_add_callback_symbol(cScope, "mixer_pad_changed", unsafeBitCast(BuilderCalls.padChanged, to: GCallback.self))
        gtk_builder_set_scope(builder, scope)
        g_object_unref(UnsafeMutableRawPointer(scope))
        var error: UnsafeMutablePointer<GError>?
        let added = gtk_builder_add_from_string(builder, xml, -1, &error)
        defer { g_clear_error(&error) }
        try #require(added != 0, "\(error.map { String(cString: $0.pointee.message) } ?? "")")

        func object(_ id: String) throws -> UnsafeMutableRawPointer {
            try #require(gtk_builder_get_object(builder, id).map(UnsafeMutableRawPointer.init), "no object \(id)")
        }
        let gain = try object("gain"), pan = try object("pan"), filter = try object("filter")
        #expect(String(cString: detent_object_type_name(gain)) == "DetentFader")
        #expect(String(cString: detent_object_type_name(pan)) == "DetentKnob")
        #expect(String(cString: detent_object_type_name(filter)) == "DetentXYPad")
        #expect(getDouble(gain, "minimum-value") == -60 && getDouble(gain, "maximum-value") == 6 && getDouble(gain, "value") == -6)
        #expect(gtk_orientable_get_orientation(OpaquePointer(gain)) == GTK_ORIENTATION_VERTICAL)
        #expect(getDouble(pan, "minimum-value") == -1 && getDouble(pan, "double-tap-interval") == 0.4)
        #expect(getDouble(filter, "x-maximum") == 20_000 && getDouble(filter, "x-value") == 1_000 && getDouble(filter, "y-value") == 0.3)

        BuilderCalls.take()
        // As a key would (what detent_control_adjust does in C).
        #expect(ControlInstance.perform(.end, on: gain))
        #expect(ControlInstance.perform(.increment, on: filter))
        #expect(BuilderCalls.take() == ["gain 6.00", "filter x 1200 y 0.30"], "the pad's step moves x, its focused axis, by 1 % of 20…20 000")

        // The builder's objects without a parent go with the builder: take the strip out first.
        let mixer = try object("mixer")
        g_object_ref_sink(mixer)
        g_object_unref(mixer)
    }

    @Test("A composite widget's template names Detent's types: its children are built, bound and connected by name")
    func compositeTemplateHoldsDetentControls() throws {
        try InProcessGTK.start()
        registerDetentTypes()
        let type = CompositeStrip.type
        let strip = try #require(g_object_new_with_properties(type, 0, nil, nil))
        defer { g_object_unref(UnsafeMutableRawPointer(strip)) }
        g_object_ref_sink(UnsafeMutableRawPointer(strip))
        let knob = try #require(gtk_widget_get_template_child(UnsafeMutableRawPointer(strip).assumingMemoryBound(to: GtkWidget.self),
                                                             type, "cutoff"))
        #expect(String(cString: detent_object_type_name(UnsafeMutableRawPointer(knob))) == "DetentKnob")
        #expect(getDouble(UnsafeMutableRawPointer(knob), "maximum-value") == 100)
        BuilderCalls.take()
        #expect(ControlInstance.perform(.end, on: UnsafeMutableRawPointer(knob)))
        #expect(BuilderCalls.take() == ["cutoff 100.00"])
    }
}

/// The handlers the `.ui` files name, and what they were called with.
private enum BuilderCalls {
    private static let calls = Mutex<[String]>([])

    /// The calls since the last take.
    @discardableResult
    static func take() -> [String] { calls.withLock { calls in defer { calls = [] }; return calls } }

    static let valueChanged: @convention(c) (UnsafeMutableRawPointer?, Double, UnsafeMutableRawPointer?) -> Void = { widget, value, _ in
        calls.withLock { $0.append("\(BuilderCalls.id(widget)) \(String(format: "%.2f", value))") }
    }

    static let padChanged: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { widget, x, y, _ in
        calls.withLock { $0.append("\(BuilderCalls.id(widget)) x \(String(format: "%.0f", x)) y \(String(format: "%.2f", y))") }
    }

    /// A widget's id in its `.ui` file (a template's children have theirs as their name).
    private static func id(_ widget: UnsafeMutableRawPointer?) -> String {
        guard let widget else { return "?" }
        if let id = gtk_buildable_get_buildable_id(OpaquePointer(widget)) { return String(cString: id) }
        return String(cString: gtk_widget_get_name(widget.assumingMemoryBound(to: GtkWidget.self)))
    }
}

/// A composite widget, as an application declares one: a `GtkBox` subclass whose template holds a
/// `DetentKnob` with a property and a handler by name.
private enum CompositeStrip {
    static let template = """
        <interface>
          <template class="DetentTestStrip" parent="GtkBox">
            <child>
              <object class="DetentKnob" id="cutoff">
                <property name="name">cutoff</property>
                <property name="maximum-value">100</property>
                <signal name="value-changed" handler="strip_value_changed"/>
              </object>
            </child>
          </template>
        </interface>
        """

    @MainActor static let type: GType = {
        var query = GTypeQuery()
        g_type_query(gtk_box_get_type(), &query)
        var info = GTypeInfo()
        info.class_size = guint16(query.class_size)
        info.instance_size = guint16(query.instance_size)
        info.class_init = { klass, _ in
            guard let klass else { return }
            let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
            let bytes = CompositeStrip.template.withCString { g_bytes_new($0, gsize(strlen($0))) }
            gtk_widget_class_set_template(widgetClass, bytes)
            g_bytes_unref(bytes)
            gtk_widget_class_bind_template_child_full(widgetClass, "cutoff", 0, 0)
            gtk_widget_class_bind_template_callback_full(widgetClass, "strip_value_changed",
                                                         unsafeBitCast(BuilderCalls.valueChanged, to: GCallback.self))
        }
        info.instance_init = { instance, _ in
            guard let instance else { return }
            gtk_widget_init_template(UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self))
        }
        return g_type_register_static(gtk_box_get_type(), "DetentTestStrip", &info, GTypeFlags(rawValue: 0))
    }()
}
