import CDetentGTK
@_spi(Hosting) import Detent

// The GObject face of a control: its properties (their kinds, values and accessors, declared
// once per control type) read and written through the model, `notify::<name>` once per change
// however it was made (the host compares the properties' values at each of the model's change
// notifications), signals from the model's events (their arguments, `ValueSignal`), and an
// optional GtkAdjustment kept in step with the model both ways (`AdjustmentMapping`).

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

extension ControlHost {
    /// GObject `get_property` for property `index` (its id − 1).
    func getProperty(_ index: Int, _ value: UnsafeMutablePointer<GValue>) {
        guard type.properties.indices.contains(index) else { return }
        switch type.properties[index].get(self) {
        case .double(let v): g_value_set_double(value, v)
        case .int(let v): g_value_set_int(value, v)
        case .boolean(let v): g_value_set_boolean(value, v ? 1 : 0)
        case .string(let v): g_value_set_string(value, v)
        case .object(let v): g_value_set_object(value, v)
        case .enumeration(let v): g_value_set_enum(value, v)
        case .doubles(let v): v.withUnsafeBufferPointer { detent_value_set_doubles(value, $0.baseAddress, gsize($0.count)) }
        case .ticks(let ticks):
            let builder = detent_ticks_builder_new()
            for tick in ticks { detent_ticks_builder_add(builder, tick.value, tick.label) }
            detent_value_take_ticks(value, builder)
        }
    }

    /// GObject `set_property` for property `index` (its id − 1). The model's change notification
    /// emits `notify` if the value changed.
    func setProperty(_ index: Int, _ value: UnsafePointer<GValue>) {
        guard type.properties.indices.contains(index) else { return }
        let property = type.properties[index]
        let new: PropertyValue = switch property.kind {
        case .double: .double(g_value_get_double(value))
        case .int: .int(g_value_get_int(value))
        case .boolean: .boolean(g_value_get_boolean(value) != 0)
        case .string: .string(g_value_get_string(value).map { String(cString: $0) })
        case .object: .object(g_value_get_object(value))
        case .orientation: .enumeration(g_value_get_enum(value))
        case .doubles: .doubles(Self.doubles(in: value))
        case .ticks: .ticks(Self.ticks(in: value))
        }
        property.set(self, new)
        notifyChangedProperties()
    }

    /// The doubles of the `ad` array in `value`, in order.
    private static func doubles(in value: UnsafePointer<GValue>) -> [Double] {
        var count: gsize = 0
        guard let start = detent_value_get_doubles(value, &count) else { return [] }
        return Array(UnsafeBufferPointer(start: start, count: Int(count)))
    }

    /// The ticks of the `a(ds)` array in `value`, in order; an empty label is none.
    private static func ticks(in value: UnsafePointer<GValue>) -> [Tick] {
        (0..<detent_value_tick_count(value)).map { index in
            var label: UnsafePointer<CChar>?
            let tick = detent_value_tick(value, index, &label)
            let text = label.map { String(cString: $0) } ?? ""
            return Tick(value: tick, label: text.isEmpty ? nil : text)
        }
    }

    /// The properties' values now, in property-id order.
    func propertyValues() -> [PropertyValue] { type.properties.map { $0.get(self) } }

    /// Emits `notify` for each property whose value differs from the last one seen, once, in
    /// property order.
    func notifyChangedProperties() {
        let now = propertyValues()
        defer { lastPropertyValues = now }
        guard let widget, now.count == lastPropertyValues.count else { return }
        let changed = now.indices.filter { now[$0] != lastPropertyValues[$0] }
        guard !changed.isEmpty else { return }
        lastPropertyValues = now
        for index in changed {
            if let spec = type.gclass.paramSpec(index) { g_object_notify_by_pspec(widget.object, spec) }
        }
    }

    /// Emits the GObject signal an event stands for: `value-changed` (a value or, for the wheel,
    /// a selection), `editing-began`, `editing-ended`, `activate` (the wheel's centre button).
    func emitSignal(for event: ControlEvent<Model.Value>) {
        guard let widget else { return }
        let instance = widget.raw
        switch event {
        case .valueChanged(let value):
            type.emitValueChanged(instance, type.gclass.signalID("value-changed"), value)
        case .selectionChanged(let index):
            detent_signal_emit_int(instance, type.gclass.signalID("value-changed"), Int32(clamping: index))
        case .editingDidBegin:
            detent_signal_emit(instance, type.gclass.signalID("editing-began"))
        case .editingDidEnd:
            detent_signal_emit(instance, type.gclass.signalID("editing-ended"))
        case .primaryActionTriggered(let index):
            let id = type.gclass.signalID("activate")
            if id != 0 { detent_signal_emit_int(instance, id, Int32(clamping: index)) }
        case .detent:
            break
        }
    }

    // MARK: GtkAdjustment

    /// The adjustment the value is bound to, if any.
    var adjustment: UnsafeMutablePointer<GtkAdjustment>? { adjustmentLink?.adjustment }

    /// Binds the value to `adjustment` (`nil` unbinds), as `GtkRange` does: the model takes the
    /// adjustment's range, step and value now, and from then on each follows the other. Ignored
    /// by controls without an adjustment mapping, and without a widget.
    func bindAdjustment(_ adjustment: UnsafeMutablePointer<GtkAdjustment>?) {
        guard type.adjustmentMapping != nil, adjustment != self.adjustment else { return }
        unbindAdjustment()
        if let adjustment, let callbackSlot {
            let raw = UnsafeMutableRawPointer(adjustment)
            g_object_ref_sink(raw)
            let handlers = ["value-changed", "changed"].map { signal in
                connect(raw, signal, gCallback({ _, data in
                    withHost(data) { $0.adjustmentChanged() }
                } as VoidSignal), callbackSlot)
            }
            adjustmentLink = (adjustment, handlers)
            adjustmentChanged()
        }
        notifyChangedProperties()
    }

    /// Drops the adjustment, if any.
    func unbindAdjustment() {
        guard let (adjustment, handlers) = adjustmentLink else { return }
        adjustmentLink = nil
        let raw = UnsafeMutableRawPointer(adjustment)
        for handler in handlers { g_signal_handler_disconnect(raw, handler) }
        g_object_unref(raw)
    }

    /// The adjustment changed: the model takes its values (its value as one from outside: held
    /// while the user edits, see `ControlModel.setValueFromOutside(_:animated:)`), then the
    /// adjustment takes whatever the model made of them (a value snapped to the step).
    func adjustmentChanged() {
        guard let adjustment, let mapping = type.adjustmentMapping, !isSyncingAdjustment else { return }
        isSyncingAdjustment = true
        mapping.apply(model, detent_adjustment_read(adjustment))
        isSyncingAdjustment = false
        pushToAdjustment()
    }

    /// Gives the adjustment the model's values when they differ from its own.
    func pushToAdjustment() {
        guard let adjustment, let mapping = type.adjustmentMapping, !isSyncingAdjustment else { return }
        let now = detent_adjustment_read(adjustment)
        let wanted = mapping.values(model, now)
        // Within rounding of each other is the same: mapping there and back may move the last bit.
        func differs(_ a: Double, _ b: Double) -> Bool { !(abs(a - b) <= 1e-12 * max(1, abs(a), abs(b))) }
        guard differs(wanted.lower, now.lower) || differs(wanted.upper, now.upper) || differs(wanted.value, now.value)
                || differs(wanted.step, now.step) else { return }
        isSyncingAdjustment = true
        gtk_adjustment_configure(adjustment, wanted.value, wanted.lower, wanted.upper, wanted.step,
                                 gtk_adjustment_get_page_increment(adjustment), gtk_adjustment_get_page_size(adjustment))
        isSyncingAdjustment = false
    }
}

extension AdjustmentMapping where Model: ValueRangeModel, Model.Value == Double {
    /// The knob's and the fader's: lower, upper, step increment and value are the model's minimum, maximum, step
    /// and value (a step increment of 0 is a continuous knob).
    static var range: AdjustmentMapping {
        AdjustmentMapping(
            apply: { model, adjustment in
                var bounds = model.valueBounds
                // Maximum first: a new minimum above the old maximum would otherwise drag it.
                bounds.setMaximum(adjustment.upper)
                bounds.setMinimum(adjustment.lower)
                bounds.setMaximum(adjustment.upper)
                bounds.setStep(adjustment.step)
                if bounds != model.valueBounds { model.valueBounds = bounds }
                model.setValueFromOutside(adjustment.value)
            },
            values: { model, _ in
                DetentAdjustmentValues(lower: model.minimumValue, upper: model.maximumValue,
                                       value: model.currentValue, step: model.step)
            })
    }
}

extension ControlHost {
    /// Applies a keyboard or assistive-technology adjustment as the user's (cause `.key`): the
    /// model reports it, so `value-changed` follows. Returns whether the value changed.
    func perform(_ action: AdjustmentAction) -> Bool {
        model.perform(action, cause: .key)
    }
}
