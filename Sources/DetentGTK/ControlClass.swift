import CDetentGTK
@_spi(Hosting) import Detent

// Each control is a GObject class of its own, a subclass of `DetentControlArea` (`DetentKnob`,
// `DetentFader`, `DetentRangeSlider`…). Its class_init installs the
// control's properties (kebab-case, as GTK names them) and signals, its CSS name and accessible
// role. A control made in C (`g_object_new (DETENT_TYPE_KNOB, NULL)`, GtkBuilder) gets its Swift
// host in `constructed`; one made in Swift has it attached by `ControlHost.init`.

/// The GLib type of a GObject property, with its range and default.
enum PropertyKind {
    case double(minimum: Double, maximum: Double, default: Double)
    case int(minimum: Int32, maximum: Int32, default: Int32)
    case boolean(default: Bool)
    case string(default: String?)
    case object(GType)
    /// GtkOrientable's `orientation` (a `GtkOrientation`), which the class implements.
    case orientation
    /// A `GVariant` array of doubles (`ad`), default empty.
    case doubles
    /// A `GVariant` array of ticks, each a value and a label (`a(ds)`), default empty.
    case ticks
}

/// A property's value, as the model gives it and GLib carries it.
enum PropertyValue: Equatable {
    case double(Double)
    case int(Int32)
    case boolean(Bool)
    case string(String?)
    case object(UnsafeMutableRawPointer?)
    /// An enum's value (`GtkOrientation`).
    case enumeration(Int32)
    /// Doubles, in order.
    case doubles([Double])
    /// Ticks, in order.
    case ticks([Tick])

    /// The value as a double (ints widen), for setters that take either.
    var double: Double? {
        switch self {
        case .double(let v): v
        case .int(let v): Double(v)
        default: nil
        }
    }
}

/// A signal of a control class: its name and the GTypes of its arguments (none, one double, two
/// doubles or one int), all returning nothing.
struct SignalSpec {
    let name: String
    let parameters: [GType]
}

/// One GObject property of a control: name, description, kind, and how it reads and writes the
/// host's model (or style).
struct ControlProperty<Model: ControlModel> {
    let name: String
    let blurb: String
    let kind: PropertyKind
    let get: @MainActor (ControlHost<Model>) -> PropertyValue
    let set: @MainActor (ControlHost<Model>, PropertyValue) -> Void
}

@MainActor
extension ControlProperty {
    /// A double property at `keyPath` of the model.
    static func double(_ name: String, _ blurb: String, _ keyPath: ReferenceWritableKeyPath<Model, Double>,
                       range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
                       default value: Double = 0) -> ControlProperty {
        ControlProperty(name: name, blurb: blurb, kind: .double(minimum: range.lowerBound, maximum: range.upperBound, default: value),
                        get: { .double($0.model[keyPath: keyPath]) },
                        set: { host, new in if let v = new.double { host.model[keyPath: keyPath] = v } })
    }

    /// A boolean property at `keyPath` of the model.
    static func boolean(_ name: String, _ blurb: String, _ keyPath: ReferenceWritableKeyPath<Model, Bool>,
                        default value: Bool) -> ControlProperty {
        ControlProperty(name: name, blurb: blurb, kind: .boolean(default: value),
                        get: { .boolean($0.model[keyPath: keyPath]) },
                        set: { host, new in if case .boolean(let v) = new { host.model[keyPath: keyPath] = v } })
    }

    /// A double property at `keyPath` of the model that takes no negative values (a step, a
    /// distance); default 0.
    static func nonNegative(_ name: String, _ blurb: String,
                            _ keyPath: ReferenceWritableKeyPath<Model, Double>) -> ControlProperty {
        .double(name, blurb, keyPath, range: 0...Double.greatestFiniteMagnitude)
    }

    /// `continuous`: whether `value-changed` is emitted during a `gesture` ("drag", "pan") or once
    /// at its end; default `true`.
    static func continuous(_ keyPath: ReferenceWritableKeyPath<Model, Bool>, during gesture: String = "drag") -> ControlProperty {
        .boolean("continuous", "Whether value-changed is emitted during a \(gesture) or once at its end", keyPath,
                 default: true)
    }

    /// The range every control with a `ValueBounds` has: `minimum-value` (default 0),
    /// `maximum-value` (default 1), `step` (default 0, continuous), `ticks` (the model's `ticks`
    /// as an `a(ds)` array of values and labels, an empty label for none; default none) and
    /// `allows-tick-values-only` (default `false`).
    static func bounds() -> [ControlProperty] where Model: ValueRangeModel {
        [
            .double("minimum-value", "The lowest value", \.minimumValue),
            .double("maximum-value", "The highest value", \.maximumValue, default: 1),
            .nonNegative("step", "The distance between allowed values; 0 is continuous", \.step),
            ControlProperty(name: "ticks", blurb: "The marked values, each a value and a label (a(ds))", kind: .ticks,
                            get: { .ticks($0.model.ticks) },
                            set: { host, new in if case .ticks(let ticks) = new { host.model.ticks = ticks } }),
            .boolean("allows-tick-values-only", "Whether only the ticks' values can be chosen", \.allowsTickValuesOnly,
                     default: false),
        ]
    }

    /// The properties of a control with one value in a range (the knob, the fader): `value`,
    /// ``bounds()`` and `continuous`.
    static func valueInRange() -> [ControlProperty] where Model: ValueRangeModel, Model.Value == Double {
        [
            ControlProperty(name: "value", blurb: "The value, between minimum-value and maximum-value",
                            kind: .double(minimum: -.greatestFiniteMagnitude, maximum: .greatestFiniteMagnitude, default: 0),
                            get: { .double($0.model.currentValue) },
                            set: { host, new in if let v = new.double { host.model.setCurrentValue(v, animated: false) } }),
        ] + bounds() + [.continuous(\.isContinuous)]
    }

    /// `precision-scrubbing`: whether a drag slows as the pointer moves away from the track;
    /// default `false` (see `LinearControlModel.precisionScrubbing`).
    static func precisionScrubbing() -> ControlProperty where Model: LinearControlModel {
        .boolean("precision-scrubbing", "Whether a drag slows as the pointer moves away from the track", \.precisionScrubbing,
                 default: false)
    }

    /// `orientation`, GtkOrientable's: the model's orientation at `keyPath` as a `GtkOrientation`
    /// (default horizontal).
    static func orientation(_ keyPath: ReferenceWritableKeyPath<Model, TrackOrientation>) -> ControlProperty {
        let horizontal = Int32(GTK_ORIENTATION_HORIZONTAL.rawValue), vertical = Int32(GTK_ORIENTATION_VERTICAL.rawValue)
        return ControlProperty(name: "orientation", blurb: "The orientation of the track", kind: .orientation,
                               get: { .enumeration($0.model[keyPath: keyPath] == .vertical ? vertical : horizontal) },
                               set: { host, new in
                                   if case .enumeration(let v) = new { host.model[keyPath: keyPath] = v == vertical ? .vertical : .horizontal }
                               })
    }

    /// `double-tap-interval`, every control's: how long a click waits for a second one, seconds
    /// (0…5, default 0.35; see `ControlModel.doubleTapInterval`).
    static var doubleTapInterval: ControlProperty {
        .double("double-tap-interval", "How long a click waits for a second one, in seconds", \.doubleTapInterval,
                range: 0...5, default: 0.35)
    }

    /// `value-format`, every control's: the model's `valueFormat` as one line of text
    /// ("decibels 1 -60", "hertz", "number 1 ms", "percent", or a unit's name such as "dB"; see
    /// `ValueFormat.fromSpec(_:)`), `NULL` (the default) for the control's own way of reading
    /// its values.
    static var valueFormat: ControlProperty {
        ControlProperty(name: "value-format", blurb: "How values read and typed text reads back, such as \"decibels 1 -60\"",
                        kind: .string(default: nil),
                        get: { .string($0.model.valueFormatSpec) },
                        set: { host, new in if case .string(let spec) = new { host.model.valueFormatSpec = spec } })
    }

    /// The `adjustment` property: the `GtkAdjustment` the value is bound to, or `NULL`.
    static var adjustment: ControlProperty {
        ControlProperty(name: "adjustment", blurb: "The GtkAdjustment the value is bound to, both ways",
                        kind: .object(detent_type_adjustment()),
                        get: { .object($0.adjustment.map(UnsafeMutableRawPointer.init)) },
                        set: { host, new in if case .object(let v) = new { host.bindAdjustment(v.map(cast)) } })
    }
}

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

/// The arguments of a control's `value-changed` signal: their types, and how a value becomes them.
struct ValueSignal<Value> {
    let parameters: [GType]
    let emit: @MainActor (UnsafeMutableRawPointer, guint, Value) -> Void
}

extension ValueSignal where Value == Double {
    /// `(gdouble value)`: the knobs'.
    @MainActor static var double: ValueSignal {
        ValueSignal(parameters: [detent_type_double()], emit: { detent_signal_emit_double($0, $1, $2) })
    }
}

/// How a `GtkAdjustment`'s lower, upper, value and step increment map to a model and back.
struct AdjustmentMapping<Model> {
    /// Gives the model the adjustment's values.
    let apply: @MainActor (Model, DetentAdjustmentValues) -> Void
    /// The adjustment's values as the model would have them, given what the adjustment has now.
    let values: @MainActor (Model, DetentAdjustmentValues) -> DetentAdjustmentValues
}
