import CDetentGTK
@_spi(Hosting) import Detent
import DetentGTK
import Foundation

/// Prices for the range slider's demo: the slider runs 0…1 and its values read as
/// $0 … $800,000, rounded to the nearest $1,000.
enum PriceFormat {
    /// The price at the top of the slider, dollars.
    static let maximumPrice = 800_000.0

    /// `value` (0…1) as a price, for example "$160,000".
    @Sendable static func text(_ value: Double) -> String {
        let dollars = Int(((value.isFinite ? value : 0) * maximumPrice / 1000).rounded()) * 1000
        var digits = String(abs(dollars))
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return (dollars < 0 ? "-$" : "$") + digits + grouped
    }
}

// C signal shapes the gallery connects to.
private typealias ObjectSignal = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

/// A Swift action a signal connection runs; GLib releases it with the connection.
private final class SignalAction {
    let run: @MainActor () -> Void
    init(_ run: @escaping @MainActor () -> Void) { self.run = run }
}

/// Runs `action` whenever `instance` emits `signal`, a signal without arguments ("clicked",
/// "destroy", "value-changed"), written once so each connection is one line.
@MainActor
func onSignal(_ instance: UnsafeMutableRawPointer, _ signal: String, _ action: @escaping @MainActor () -> Void) {
    let data = Unmanaged.passRetained(SignalAction(action)).toOpaque()
    _ = g_signal_connect_data(instance, signal, unsafeBitCast({ _, data in
        guard let data else { return }
        MainActor.assumeIsolated { Unmanaged<SignalAction>.fromOpaque(data).takeUnretainedValue().run() }
    } as ObjectSignal, to: GCallback.self), data, { data, _ in
        guard let data else { return }
        Unmanaged<SignalAction>.fromOpaque(data).release()
    }, GConnectFlags(rawValue: 0))
}

/// `w` as a pointer to the GTK type a `gtk_…` function of that type takes.
func widgetPointer<T>(_ w: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(w).assumingMemoryBound(to: T.self)
}

/// `w` as the opaque pointer GTK's opaque types (labels, scrolled windows) are imported as.
func opaque(_ w: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer { OpaquePointer(w) }

/// The gallery window: one demo panel per control and the Studio panel, on a page that scrolls when
/// the window is smaller than its content, with `--events` output.
@MainActor
final class Gallery {
    let window: UnsafeMutablePointer<GtkWidget>
    /// The scrolled window holding the panels.
    private let page: UnsafeMutablePointer<GtkWidget>
    let log: EventLog?
    private let onClose: () -> Void

    // Knob panel
    let knob = KnobWidget(size: 150)
    private let knobScale: UnsafeMutablePointer<GtkWidget>
    private let knobValueLabel: UnsafeMutablePointer<GtkWidget>
    private let animateSwitch: UnsafeMutablePointer<GtkWidget>
    private let randomButton: UnsafeMutablePointer<GtkWidget>
    private var isSyncingScale = false

    // Range slider panel
    let rangeSlider = RangeSliderWidget(width: 320, height: 32)
    private let priceLabel: UnsafeMutablePointer<GtkWidget>

    // Wheel panel
    let wheel = RotaryWheelWidget(size: 240)
    private let selectedLabel: UnsafeMutablePointer<GtkWidget>
    private let actionLabel: UnsafeMutablePointer<GtkWidget>

    // Rotatable knob panel
    let rotatableKnob = RotatableKnobWidget(size: 150)
    private let levelLabel: UnsafeMutablePointer<GtkWidget>

    /// The Studio panel's controls.
    let studio: StudioControls
    /// Edits Ctrl+Z can take back, the last on top.
    var undoStack: [UndoEntry] = []
    /// The undo stack's subscriptions to the models' events.
    var undoTokens: [ObservationToken] = []

    private var announced = false
    /// The `--events` log's subscriptions to the models' events.
    private var logTokens: [ObservationToken] = []

    /// Builds the window (not yet shown), `windowSize` large (`nil`: as large as its content).
    /// `log` receives `--events` lines; `onClose` runs when the window is closed.
    /// `seed` starts the random generator of the Studio's Spin button.
    init(log: EventLog?, windowSize: Options.WindowSize? = nil, seed: UInt64 = Options.defaultSeed,
         onClose: @escaping () -> Void) {
        self.log = log
        studio = StudioControls(seed: seed)
        self.onClose = onClose
        window = gtk_window_new()
        page = gtk_scrolled_window_new()
        knobScale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01)
        knobValueLabel = gtk_label_new("0.00")
        animateSwitch = gtk_switch_new()
        randomButton = gtk_button_new_with_label("Random Value")
        priceLabel = gtk_label_new("")
        selectedLabel = gtk_label_new("")
        actionLabel = gtk_label_new("Press the centre button")
        levelLabel = gtk_label_new("")

        gtk_window_set_title(widgetPointer(window), "Detent Gallery")
        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(widgetPointer(grid), 16)
        gtk_grid_set_column_spacing(widgetPointer(grid), 16)
        setMargins(grid, 16)
        gtk_grid_attach(widgetPointer(grid), knobPanel(), 0, 0, 1, 1)
        gtk_grid_attach(widgetPointer(grid), rangeSliderPanel(), 1, 0, 1, 1)
        gtk_grid_attach(widgetPointer(grid), wheelPanel(), 0, 1, 1, 1)
        gtk_grid_attach(widgetPointer(grid), rotatableKnobPanel(), 1, 1, 1, 1)
        // Below the four demo panels, so the Studio never moves their frames.
        gtk_grid_attach(widgetPointer(grid), studioPanel(), 0, 2, 2, 1)
        // The page asks for its content's natural size, so the window opens showing everything;
        // made smaller, it scrolls.
        gtk_scrolled_window_set_propagate_natural_width(opaque(page), 1)
        gtk_scrolled_window_set_propagate_natural_height(opaque(page), 1)
        gtk_scrolled_window_set_child(opaque(page), grid)
        gtk_window_set_child(widgetPointer(window), page)
        if let windowSize {
            gtk_window_set_default_size(widgetPointer(window), Int32(clamping: windowSize.width), Int32(clamping: windowSize.height))
        }

        wire()
        wireStudio()
        installUndo()
        recordUndoForAllControls()
        onSignal(UnsafeMutableRawPointer(window), "destroy") { [weak self] in self?.onClose() }
    }

    /// Shows the window; with `--events`, the state lines follow once every control was painted.
    func present() {
        gtk_window_present(widgetPointer(window))
        guard log != nil else { return }
        _ = gtk_widget_add_tick_callback(window, { _, _, data in
            guard let data else { return 0 }
            return MainActor.assumeIsolated {
                Unmanaged<Gallery>.fromOpaque(data).takeUnretainedValue().announceWhenPainted() ? 0 : 1
            }
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    // MARK: Panels

    private func knobPanel() -> UnsafeMutablePointer<GtkWidget> {
        knob.lineWidth = 4
        knob.pointerLength = 12
        knob.accessibilityLabel = "Value"
        let scale = knobScale
        gtk_scale_set_draw_value(widgetPointer(scale), 0)
        gtk_widget_set_size_request(scale, 220, -1)
        gtk_range_set_value(widgetPointer(scale), knob.value)
        let valueLabel = knobValueLabel
        gtk_widget_add_css_class(valueLabel, "title-1")
        gtk_label_set_width_chars(opaque(valueLabel), 5)

        let top = box(.horizontal, spacing: 16, [knob.widget, valueLabel])
        let animateLabel = gtk_label_new("Animate")!
        let controls = box(.horizontal, spacing: 8, [animateLabel, animateSwitch, spacer(), randomButton])
        gtk_widget_set_valign(animateSwitch, GTK_ALIGN_CENTER)
        return panel("Knob", [top, scale, controls,
                              hint("Drag the knob or the slider; they follow each other.")])
    }

    private func rangeSliderPanel() -> UnsafeMutablePointer<GtkWidget> {
        rangeSlider.valueFormatter = PriceFormat.text
        rangeSlider.accessibilityLabels = ("Lowest price", "Highest price")
        gtk_widget_add_css_class(priceLabel, "title-3")
        updatePriceLabel()
        return panel("RangeSlider", [rangeSlider.widget, priceLabel,
                                     hint("Drag either thumb; click the track to move the nearer one.")])
    }

    private func wheelPanel() -> UnsafeMutablePointer<GtkWidget> {
        wheel.centerButtonTitle = "Open"
        gtk_widget_set_halign(wheel.widget ?? selectedLabel, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(selectedLabel, "title-2")
        updateSelectedLabel()
        return panel("RotaryWheel", [wheel.widget, selectedLabel, actionLabel,
                                     hint("Spin or flick the wheel; click a sector to bring it to the marker.")])
    }

    private func rotatableKnobPanel() -> UnsafeMutablePointer<GtkWidget> {
        rotatableKnob.defaultValue = 0.5
        rotatableKnob.value = 0.5
        rotatableKnob.accessibilityLabel = "Volume"
        let title = gtk_label_new("Volume")!
        gtk_widget_add_css_class(title, "title-3")
        gtk_widget_set_halign(rotatableKnob.widget ?? title, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(levelLabel, "title-1")
        updateLevelLabel(rotatableKnob.value)
        return panel("RotatableKnob", [title, rotatableKnob.widget, levelLabel,
                                       hint("Drag right or up to turn it; double-click to reset.")])
    }

    // MARK: Wiring

    private func wire() {
        logEvents(of: knob.model, as: .knob) { _, value in [("value", .number(value))] }
        knob.onValueChanged = { [weak self] value in self?.knobDidChange(value) }
        onSignal(UnsafeMutableRawPointer(knobScale), "value-changed") { [weak self] in self?.scaleDidChange() }
        onSignal(UnsafeMutableRawPointer(randomButton), "clicked") { [weak self] in self?.randomValue() }

        logEvents(of: rangeSlider.model, as: .rangeSlider) { _, range in
            [("lowerValue", .number(range.lowerBound)), ("upperValue", .number(range.upperBound))]
        }
        rangeSlider.onValueChanged = { [weak self] _ in self?.updatePriceLabel() }

        logEvents(of: wheel.model, as: .rotaryWheel) { wheel, index in
            [("selectedIndex", .number(Double(index))), ("title", .string(wheel.title(ofSector: index)))]
        }
        wheel.onSelectionChanged = { [weak self] _ in self?.updateSelectedLabel() }
        wheel.onPrimaryAction = { [weak self] index in
            guard let self else { return }
            setText(actionLabel, "Opened “\(wheel.model.title(ofSector: index))”")
        }

        logEvents(of: rotatableKnob.model, as: .rotatableKnob) { _, value in [("value", .number(value))] }
        logPageScrolls()
        // The level label reads the knob's AsyncStream of values.
        let values = rotatableKnob.valueStream()
        Task { @MainActor [weak self] in
            for await value in values {
                self?.updateLevelLabel(value)
            }
        }
    }

    /// With `--events`, writes every event of `model` with its cause and the `fields` of the value
    /// it carries (for events without one, the model's value when it was sent). The log listens
    /// to the model itself, beside the widget, as any number of observers may.
    func logEvents<Model: ControlModel>(of model: Model, as control: EventLog.Control,
                                                fields: @escaping (Model, Model.Value) -> [(String, JSON)]) {
        guard let log else { return }
        logTokens.append(model.events.observe { [weak model] event, cause in
            guard let model else { return }
            var value = model.currentValue
            if case .valueChanged(let reported) = event { value = reported }
            var lineFields = fields(model, value)
            // An edit's bracket says what it started from: what Ctrl+Z restores.
            if event == .editingDidBegin || event == .editingDidEnd, let before = model.valueBeforeEdit {
                lineFields.append(("before", .object(fields(model, before))))
            }
            log.writeEvent(control, event, cause: cause, fields: lineFields)
        })
    }

    /// With `--events`, writes the page's scroll offset whenever either of its adjustments moves.
    private func logPageScrolls() {
        guard log != nil else { return }
        let scrolled = opaque(page)
        for adjustment in [gtk_scrolled_window_get_hadjustment(scrolled), gtk_scrolled_window_get_vadjustment(scrolled)] {
            guard let adjustment else { continue }
            onSignal(UnsafeMutableRawPointer(adjustment), "value-changed") { [weak self] in self?.pageDidScroll() }
        }
    }

    /// The page scrolled: `{"page":"scroll","offset":[x,y]}`, the adjustments' values in points
    /// (each control's frame is its state line's, less the offset).
    private func pageDidScroll() {
        let scrolled = opaque(page)
        let x = gtk_adjustment_get_value(gtk_scrolled_window_get_hadjustment(scrolled))
        let y = gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(scrolled))
        log?.write(.object([("page", .string("scroll")), ("offset", .array([.number(x), .number(y)]))]))
    }

    /// The user turned the knob: the slider and the label follow.
    private func knobDidChange(_ value: Double) {
        isSyncingScale = true
        gtk_range_set_value(widgetPointer(knobScale), value)
        isSyncingScale = false
        updateKnobLabel()
    }

    /// The user moved the slider: the knob follows, without animation.
    private func scaleDidChange() {
        guard !isSyncingScale else { return }
        knob.setValue(gtk_range_get_value(widgetPointer(knobScale)), animated: false)
        updateKnobLabel()
    }

    /// The Random Value button: a value with two decimals, animated if the switch is on.
    private func randomValue() {
        let value = Double(Int.random(in: 0...100)) / 100
        knob.setValue(value, animated: gtk_switch_get_active(opaque(animateSwitch)) != 0)
        isSyncingScale = true
        gtk_range_set_value(widgetPointer(knobScale), knob.value)
        isSyncingScale = false
        updateKnobLabel()
    }

    private func updateKnobLabel() { setText(knobValueLabel, String(format: "%.2f", knob.value)) }
    private func updatePriceLabel() { setText(priceLabel, rangeSlider.rangeText) }
    private func updateSelectedLabel() { setText(selectedLabel, wheel.selectedTitle) }
    private func updateLevelLabel(_ value: Double) { setText(levelLabel, String(rotatableKnob.level)) }

    /// Every control takes part in Ctrl+Z, the four demo panels' as well as the Studio's.
    private func recordUndoForAllControls() {
        let value: (Double) -> [(String, JSON)] = { [("value", .number($0))] }
        let range: (ClosedRange<Double>) -> [(String, JSON)] = {
            [("lowerValue", .number($0.lowerBound)), ("upperValue", .number($0.upperBound))]
        }
        let selection: (RotaryWheelModel, Int) -> [(String, JSON)] = {
            [("selectedIndex", .number(Double($1))), ("title", .string($0.title(ofSector: $1)))]
        }
        recordUndo(of: knob.model, as: .knob, valueBeforeEdit: \.valueBeforeEdit) { value($1) }
        recordUndo(of: rangeSlider.model, as: .rangeSlider, valueBeforeEdit: \.valueBeforeEdit) { range($1) }
        recordUndo(of: wheel.model, as: .rotaryWheel, valueBeforeEdit: \.valueBeforeEdit, fields: selection)
        recordUndo(of: rotatableKnob.model, as: .rotatableKnob, valueBeforeEdit: \.knob.valueBeforeEdit) { value($1) }
        for (control, knob) in studio.knobs {
            recordUndo(of: knob.model, as: control, valueBeforeEdit: \.valueBeforeEdit) { value($1) }
        }
        recordUndo(of: studio.fader.model, as: .fader, valueBeforeEdit: \.valueBeforeEdit) { value($1) }
        recordUndo(of: studio.xyPad.model, as: .xyPad, valueBeforeEdit: \.valueBeforeEdit) { [("x", .number($1.x)), ("y", .number($1.y))] }
        recordUndo(of: studio.multiSlider.model, as: .multiSlider, valueBeforeEdit: \.valueBeforeEdit) {
            [("values", .array($1.map { .number($0) }))]
        }
        recordUndo(of: studio.range.model, as: .studioRange, valueBeforeEdit: \.valueBeforeEdit) { range($1) }
        recordUndo(of: studio.wheel.model, as: .fortuneWheel, valueBeforeEdit: \.valueBeforeEdit, fields: selection)
    }

    /// After an undo set a value programmatically (no callbacks run), the labels and the knob's
    /// slider follow it.
    func syncAfterUndo() {
        isSyncingScale = true
        gtk_range_set_value(widgetPointer(knobScale), knob.value)
        isSyncingScale = false
        updateKnobLabel()
        updatePriceLabel()
        updateSelectedLabel()
        updateLevelLabel(rotatableKnob.value)
        updateStudioLabels()
    }

    // MARK: --events

    /// Once every control was painted, prints one state line per control. Returns whether done.
    private func announceWhenPainted() -> Bool {
        guard !announced else { return true }
        let controls: [any ControlWidget] = [knob, rangeSlider, wheel, rotatableKnob] + studio.all
        guard controls.allSatisfy({ $0.paintCount > 0 }), let log else { return false }
        announced = true
        log.writeState(.knob, frame: frame(of: knob), state: [
            ("minimumValue", .number(knob.minimumValue)), ("maximumValue", .number(knob.maximumValue)),
            ("value", .number(knob.value)), ("startAngle", .number(knob.startAngle)),
            ("endAngle", .number(knob.endAngle)), ("lineWidth", .number(knob.lineWidth)),
            ("pointerLength", .number(knob.pointerLength)), ("isContinuous", .bool(knob.isContinuous)),
            ("tintColor", .string(knob.effectiveTintColor.hex)),
        ])
        log.writeState(.rangeSlider, frame: frame(of: rangeSlider), state: [
            ("minimumValue", .number(rangeSlider.minimumValue)), ("maximumValue", .number(rangeSlider.maximumValue)),
            ("lowerValue", .number(rangeSlider.lowerValue)), ("upperValue", .number(rangeSlider.upperValue)),
        ])
        log.writeState(.rotaryWheel, frame: frame(of: wheel), state: [
            ("numberOfSections", .number(Double(wheel.numberOfSections))),
            ("selectedIndex", .number(Double(wheel.selectedIndex))), ("selectedTitle", .string(wheel.selectedTitle)),
            ("markerAngle", .number(wheel.markerAngle)),
        ])
        log.writeState(.rotatableKnob, frame: frame(of: rotatableKnob), state: [
            ("value", .number(rotatableKnob.value)), ("defaultValue", .number(rotatableKnob.defaultValue ?? 0)),
            ("level", .number(Double(rotatableKnob.level))), ("sweepAngle", .number(rotatableKnob.sweepAngle)),
        ])
        writeStudioState(log)
        writeWindowLine(log)
        return true
    }

    /// The window's own line, after the controls': which of GSK's renderers draws it
    /// (`GskCairoRenderer`, `GskGLRenderer`…, as `GSK_RENDERER` chose) and its scale factor.
    private func writeWindowLine(_ log: EventLog) {
        let renderer = gskRendererName(of: window)
        log.write(.object([("window", .string("shown")), ("renderer", .string(renderer ?? "none")),
                           ("scaleFactor", .number(Double(gtk_widget_get_scale_factor(window))))]))
    }

    /// A control's frame in window coordinates: points from the top-left corner of the window's
    /// surface (the X11 window), so client-side decorations and shadows are included.
    func frame(of control: any ControlWidget) -> CGRect {
        guard let widget = control.widget else { return .zero }
        return frame(ofWidget: widget)
    }

    /// Any widget's frame in window coordinates, as ``frame(of:)`` measures a control's.
    func frame(ofWidget widget: UnsafeMutablePointer<GtkWidget>) -> CGRect {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, window, &bounds) != 0 else { return .zero }
        var dx = 0.0, dy = 0.0
        gtk_native_get_surface_transform(opaque(window), &dx, &dy)
        return CGRect(x: Double(bounds.origin.x) + dx, y: Double(bounds.origin.y) + dy,
                      width: Double(bounds.size.width), height: Double(bounds.size.height))
    }

    // MARK: Small GTK helpers

    func panel(_ title: String, _ children: [UnsafeMutablePointer<GtkWidget>?]) -> UnsafeMutablePointer<GtkWidget> {
        let content = box(.vertical, spacing: 12, children)
        setMargins(content, 16)
        let frame = gtk_frame_new(title)!
        gtk_frame_set_child(widgetPointer(frame), content)
        return frame
    }

    func box(_ orientation: Orientation, spacing: Int32,
                     _ children: [UnsafeMutablePointer<GtkWidget>?]) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, spacing)!
        for child in children {
            if let child { gtk_box_append(widgetPointer(box), child) }
        }
        return box
    }

    enum Orientation { case horizontal, vertical }

    func spacer() -> UnsafeMutablePointer<GtkWidget> {
        let s = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_hexpand(s, 1)
        return s
    }

    func hint(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_widget_add_css_class(label, "dim-label")
        gtk_label_set_wrap(opaque(label), 1)
        gtk_label_set_max_width_chars(opaque(label), 36)
        return label
    }

    private func setMargins(_ w: UnsafeMutablePointer<GtkWidget>, _ m: Int32) {
        gtk_widget_set_margin_start(w, m)
        gtk_widget_set_margin_end(w, m)
        gtk_widget_set_margin_top(w, m)
        gtk_widget_set_margin_bottom(w, m)
    }

    func setText(_ label: UnsafeMutablePointer<GtkWidget>, _ text: String) {
        gtk_label_set_text(opaque(label), text)
    }
}
