import CDetentGTK
@_spi(Hosting) import Detent

// The GObject face of a control: properties read and written through the model, `notify::<name>`
// once per change however it was made (the host compares the properties' values at each of the
// model's change notifications), signals from the model's events, and an optional GtkAdjustment
// kept in step with the model both ways.

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
