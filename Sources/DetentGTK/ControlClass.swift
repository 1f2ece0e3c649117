import CDetentGTK
@_spi(Hosting) import Detent

// The GObject classes a control is. `DetentControlArea` (`ControlArea`, at the end of this
// file), a `GtkDrawingArea` subclass, paints and places popovers for every control; each control
// is a class of its own derived from it (`DetentKnob`, `DetentFader`, `DetentRangeSlider`…), whose
// class_init installs the control's properties (kebab-case, as GTK names them; their kinds and
// accessors are in HostGObject.swift) and signals, its CSS name and accessible role. A control
// made in C (`g_object_new (DETENT_TYPE_KNOB, NULL)`, GtkBuilder) gets its Swift host in
// `constructed`; one made in Swift has it attached by `ControlHost.init`.

/// A control's GObject class: its registration with GLib and what class_init installs. One per
/// control type, alive for the process (GLib classes are never unregistered).
@MainActor
final class ControlClass {
    let typeName: String
    let cssName: String
    /// The properties' names, descriptions and kinds, in property-id order (id = index + 1).
    let properties: [(name: String, blurb: String, kind: PropertyKind)]
    let signals: [SignalSpec]
    /// Gives an instance made in C its host; set by the ``ControlType`` the class belongs to.
    var adopt: @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void = { _ in }

    /// Whether class_init ran.
    private var isClassInitialized = false
    /// The installed properties' specs, in property-id order; filled by class_init.
    private(set) var paramSpecs: [UnsafeMutablePointer<GParamSpec>] = []
    /// The signals' ids by name; filled by class_init.
    private(set) var signalIDs: [String: guint] = [:]

    /// Every control class by GType, for `constructed` (which is given only the instance).
    private static var byType: [GType: ControlClass] = [:]

    init(typeName: String, cssName: String, properties: [(name: String, blurb: String, kind: PropertyKind)],
         signals: [SignalSpec]) {
        self.typeName = typeName
        self.cssName = cssName
        self.properties = properties
        self.signals = signals
    }

    /// Every control's accessible role: GTK's accessibility reads each as a slider (the wheel's
    /// value is its selected index).
    static let accessibleRole = GTK_ACCESSIBLE_ROLE_SLIDER

    /// The class's GType, registered with GLib the first time it is asked for (a type already
    /// registered under the name, by this module in this process, is reused).
    lazy var gtype: GType = register()

    /// The id of signal `name`, 0 when the class has none.
    func signalID(_ name: String) -> guint {
        initializeClass()
        return signalIDs[name] ?? 0
    }

    /// The spec of property `index` (id − 1); `nil` for no such property.
    func paramSpec(_ index: Int) -> UnsafeMutablePointer<GParamSpec>? {
        initializeClass()
        return paramSpecs.indices.contains(index) ? paramSpecs[index] : nil
    }

    /// Makes GLib run class_init now if it has not (the class then stays referenced, as every
    /// instance's would keep it).
    private func initializeClass() {
        if !isClassInitialized { _ = g_type_class_ref(gtype) }
    }

    private func register() -> GType {
        let parent = ControlArea.type
        let existing = g_type_from_name(typeName)
        if existing != 0 {
            precondition(g_type_is_a(existing, parent) != 0, "\(typeName) is registered, but not as a DetentControlArea")
            Self.byType[existing] = self
            return existing
        }
        var info = GTypeInfo(subclassing: parent)
        info.class_data = UnsafeRawPointer(Unmanaged.passRetained(self).toOpaque())
        info.class_init = { klass, data in
            guard let klass, let data else { return }
            let controlClass = Unmanaged<ControlClass>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { controlClass.classInit(klass) }
        }
        let type = g_type_register_static(parent, typeName, &info, GTypeFlags(rawValue: 0))
        if properties.contains(where: { if case .orientation = $0.kind { true } else { false } }) {
            // GtkOrientable has no methods: the interface is its `orientation` property.
            var orientable = GInterfaceInfo()
            g_type_add_interface_static(type, gtk_orientable_get_type(), &orientable)
        }
        Self.byType[type] = self
        return type
    }

    /// The host data of `object` and the index (id − 1) of the property `id` names; `nil`, after
    /// GLib's own warning for an invalid property, when either is missing.
    private static func propertyTarget(_ object: UnsafeMutablePointer<GObject>?, _ id: guint,
                                       _ pspec: UnsafeMutablePointer<GParamSpec>?) -> (UnsafeMutableRawPointer, Int)? {
        guard let object else { return nil }
        guard let host = g_object_get_data(object, hostDataKey), id > 0 else {
            detent_warn_invalid_property(object, id, pspec)
            return nil
        }
        return (host, Int(id) - 1)
    }

    /// class_init: the vfuncs, the CSS name and role, the properties and the signals.
    private func classInit(_ klass: UnsafeMutableRawPointer) {
        isClassInitialized = true
        let objectClass: UnsafeMutablePointer<GObjectClass> = cast(klass)
        objectClass.pointee.constructed = { object in
            guard let object else { return }
            MainActor.assumeIsolated { ControlClass.constructed(object) }
        }
        objectClass.pointee.set_property = { object, id, value, pspec in
            guard let value, let (host, index) = ControlClass.propertyTarget(object, id, pspec) else { return }
            withHost(host) { $0.setProperty(index, value) }
        }
        objectClass.pointee.get_property = { object, id, value, pspec in
            guard let value, let (host, index) = ControlClass.propertyTarget(object, id, pspec) else { return }
            withHost(host) { $0.getProperty(index, value) }
        }
        let widgetClass: UnsafeMutablePointer<GtkWidgetClass> = cast(klass)
        gtk_widget_class_set_css_name(widgetClass, cssName)
        gtk_widget_class_set_accessible_role(widgetClass, Self.accessibleRole)

        let flags = detent_param_flags()
        paramSpecs = properties.enumerated().map { index, property in
            switch property.kind {
            case .orientation:
                g_object_class_override_property(objectClass, guint(index + 1), "orientation")
                guard let spec = g_object_class_find_property(objectClass, "orientation") else {
                    preconditionFailure("\(typeName) overrides GtkOrientable's orientation, which GTK did not install")
                }
                return spec
            case let .double(minimum, maximum, value):
                return g_param_spec_double(property.name, nil, property.blurb, minimum, maximum, value, flags)
            case let .int(minimum, maximum, value):
                return g_param_spec_int(property.name, nil, property.blurb, minimum, maximum, value, flags)
            case let .boolean(value):
                return g_param_spec_boolean(property.name, nil, property.blurb, value ? 1 : 0, flags)
            case let .string(value):
                return g_param_spec_string(property.name, nil, property.blurb, value, flags)
            case let .object(type):
                return g_param_spec_object(property.name, nil, property.blurb, type, flags)
            case .doubles:
                return detent_param_spec_variant_array(property.name, property.blurb, "ad", flags)
            case .ticks:
                return detent_param_spec_variant_array(property.name, property.blurb, "a(ds)", flags)
            }
        }
        for (index, spec) in paramSpecs.enumerated() {
            if case .orientation = properties[index].kind { continue }
            g_object_class_install_property(objectClass, guint(index + 1), spec)
        }

        for signal in signals {
            var parameters = signal.parameters
            let marshaller: GSignalCMarshaller = switch parameters {
            case []: g_cclosure_marshal_VOID__VOID
            case [detent_type_double()]: g_cclosure_marshal_VOID__DOUBLE
            case [detent_type_int()]: g_cclosure_marshal_VOID__INT
            default: g_cclosure_marshal_generic
            }
            signalIDs[signal.name] = parameters.withUnsafeMutableBufferPointer { buffer in
                g_signal_newv(signal.name, gtype, GSignalFlags(rawValue: G_SIGNAL_RUN_LAST.rawValue), nil, nil, nil,
                              marshaller, detent_type_none(), guint(buffer.count), buffer.baseAddress)
            }
        }
    }

    /// `constructed`: chains up, then gives an instance made without Swift (in C, by GtkBuilder)
    /// its host. Swift's own instances are being made by `ControlHost.init`, which attaches one.
    private static func constructed(_ object: UnsafeMutablePointer<GObject>) {
        if let parentClass = g_type_class_peek(ControlArea.type) {
            let parent: UnsafeMutablePointer<GObjectClass> = cast(parentClass)
            parent.pointee.constructed?(object)
        }
        guard !ControlArea.isConstructingInSwift, g_object_get_data(object, hostDataKey) == nil else { return }
        var type = detent_object_type(object)
        while type != 0 {
            if let controlClass = byType[type] {
                controlClass.adopt(cast(UnsafeMutableRawPointer(object)))
                return
            }
            type = g_type_parent(type)
        }
    }
}

/// What a control type is to GTK, written once per control: its class, its properties with their
/// accessors, what its accessible shows, and how a new one is made (in Swift or in C).
@MainActor
struct ControlType<Model: ControlModel> {
    let gclass: ControlClass
    let properties: [ControlProperty<Model>]
    /// How a `GtkAdjustment` maps to the model, for the controls that take one.
    let adjustmentMapping: AdjustmentMapping<Model>?
    /// Emits `value-changed` for a `.valueChanged` event.
    let emitValueChanged: @MainActor (UnsafeMutableRawPointer, guint, Model.Value) -> Void
    /// A new control's model with its defaults.
    let makeModel: @MainActor () -> Model
    /// A new control's look (the style type's defaults).
    let style: Model.Style
    /// The natural size of an instance made in C, points: the Swift initializer's default.
    let naturalSize: (width: Int, height: Int)

    /// A type with `properties`, then `double-tap-interval` and `value-format`, then `adjustment` when an `adjustmentMapping` is given, and the
    /// signals `value-changed` (with `valueSignal`'s arguments), `editing-began`,
    /// `editing-ended` and `extraSignals`. An instance made in C gets a host of a new `model`,
    /// drawn with `style`, of `naturalSize`.
    init(typeName: String, cssName: String, model: @escaping @MainActor () -> Model, style: Model.Style,
         naturalSize: (width: Int, height: Int), properties: [ControlProperty<Model>], extraSignals: [SignalSpec] = [],
         valueSignal: ValueSignal<Model.Value>, adjustmentMapping: AdjustmentMapping<Model>? = nil) {
        self.properties = properties + [.doubleTapInterval, .valueFormat] + (adjustmentMapping == nil ? [] : [.adjustment])
        self.adjustmentMapping = adjustmentMapping
        emitValueChanged = valueSignal.emit
        makeModel = model
        self.style = style
        self.naturalSize = naturalSize
        let signals = [SignalSpec(name: "value-changed", parameters: valueSignal.parameters),
                       SignalSpec(name: "editing-began", parameters: []),
                       SignalSpec(name: "editing-ended", parameters: [])] + extraSignals
        gclass = ControlClass(typeName: typeName, cssName: cssName,
                              properties: self.properties.map { ($0.name, $0.blurb, $0.kind) }, signals: signals)
        // The host attaches itself to the instance, whose data keeps it alive; no Swift widget
        // object is needed for that.
        let type = self
        gclass.adopt = { _ = ControlHost(type: type, instance: $0) }
    }
}

extension ControlType where Model: ValueRangeModel, Model.Value == Double {
    /// The type of a control with one value in a range (the knob, the fader): the properties
    /// ``ControlProperty/valueInRange()``, its `own`, and `adjustment` (lower, upper, step increment and value
    /// are the model's range, step and value), the signal `value-changed (gdouble value)`.
    static func valueInRange(typeName: String, cssName: String, model: @escaping @MainActor () -> Model, style: Model.Style,
                             naturalSize: (width: Int, height: Int), own: [ControlProperty<Model>] = []) -> ControlType {
        ControlType(typeName: typeName, cssName: cssName, model: model, style: style, naturalSize: naturalSize,
                    properties: ControlProperty.valueInRange() + own, valueSignal: .double, adjustmentMapping: .range)
    }
}

extension ControlType where Model: ValueRangeModel & LinearControlModel {
    /// The type of a slider of several thumbs on one range (the range slider, the multi-thumb
    /// slider): its `own` properties, then ``ControlProperty/bounds()``, `minimum-distance` (the
    /// model's `minimumDistance`, the least distance between `neighbours`, default 0),
    /// `continuous` and `precision-scrubbing`; the signal `value-changed` with `valueSignal`'s arguments. An instance made
    /// in C is a bar's natural size, 300 × 32, as the Swift initialiser's default.
    static func thumbsInRange(typeName: String, cssName: String, model: @escaping @MainActor () -> Model,
                              style: Model.Style, own: [ControlProperty<Model>] = [],
                              minimumDistance: ReferenceWritableKeyPath<Model, Double>, between neighbours: String,
                              valueSignal: ValueSignal<Model.Value>) -> ControlType {
        let shared: [ControlProperty<Model>] = ControlProperty.bounds() + [
            .nonNegative("minimum-distance", "The least distance between \(neighbours)", minimumDistance),
            .continuous(\.isContinuous),
            .precisionScrubbing(),
        ]
        return ControlType(typeName: typeName, cssName: cssName, model: model, style: style, naturalSize: (300, 32),
                           properties: own + shared, valueSignal: valueSignal)
    }
}

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
