import CDetentGTK
@_spi(Hosting) import Detent
import DetentGTK
import Foundation


/// The Studio panel's controls: a mixer strip of pro knobs and a level fader,
/// a range slider, a filter's XY pad, a crossover's multi-thumb slider, and a weighted game wheel with a Spin button.
@MainActor
final class StudioControls {
    /// Gain, −60…+12 dB, with 0 dB at three quarters of the arc.
    let gain = KnobWidget(size: 96)
    /// Pan, −1…1, bipolar about the centre.
    let pan = KnobWidget(size: 96)
    /// Frequency, 20 Hz…20 kHz on a logarithmic arc.
    let frequency = KnobWidget(size: 96)
    /// An endless encoder.
    let encoder = KnobWidget(size: 96)
    /// Drive, 0…10 in whole steps, drawn by the gallery's own vintage look.
    let vintage = KnobWidget(size: 96)
    /// A channel's level, −60…+12 dB on a vertical fader.
    let fader = FaderWidget(width: 31, height: 96)
    /// A filter's cutoff (x, logarithmic) and resonance (y) on an XY pad.
    let xyPad = XYPadWidget(size: 120)
    /// A three-band crossover: its two split frequencies on a multi-thumb slider.
    let multiSlider = MultiSliderWidget(width: 240, height: 32)
    /// A range slider with ticks and an enabled range.
    let range = RangeSliderWidget(width: 320, height: 32)
    /// A wheel whose sectors have unequal shares.
    let wheel = RotaryWheelWidget(size: 200, sectors: StudioSetup.prizes.map { RotaryWheelSector(title: $0.title) })
    /// Spins the wheel to a random sector.
    let spinButton = gtk_button_new_with_label("Spin")!

    let gainLabel = gtk_label_new("")!
    let panLabel = gtk_label_new("")!
    let frequencyLabel = gtk_label_new("")!
    let encoderLabel = gtk_label_new("")!
    let vintageLabel = gtk_label_new("")!
    let faderLabel = gtk_label_new("")!
    let xyPadLabel = gtk_label_new("")!
    let multiSliderLabel = gtk_label_new("")!
    let rangeLabel = gtk_label_new("")!
    let prizeLabel = gtk_label_new("")!

    /// The generator the Spin button draws from, started from `--seed`.
    var generator: RepeatableRandomNumberGenerator

    /// The five knobs and their `--events` ids, in the order their state lines are printed.
    var knobs: [(EventLog.Control, KnobWidget)] {
        [(.gain, gain), (.pan, pan), (.frequency, frequency), (.encoder, encoder), (.vintage, vintage)]
    }

    /// Every Studio control, for the painted check before the state lines.
    var all: [any ControlWidget] { [gain, pan, frequency, encoder, vintage, fader, range, xyPad, multiSlider, wheel] }

    /// The controls, configured; `seed` starts the Spin button's generator.
    init(seed: UInt64) {
        generator = RepeatableRandomNumberGenerator(state: seed)

        StudioSetup.gain(gain.model)
        StudioSetup.pan(pan.model)
        StudioSetup.frequency(frequency.model)
        StudioSetup.encoder(encoder.model)
        StudioSetup.vintage(vintage.model)
        StudioSetup.fader(fader.model)
        StudioSetup.xyPad(xyPad.model)
        StudioSetup.multiSlider(multiSlider.model)
        StudioSetup.range(range.model)
        StudioSetup.wheel(wheel.model)
        gtk_widget_set_halign(wheel.widget ?? spinButton, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(spinButton, GTK_ALIGN_CENTER)
    }
}

/// How the Studio's labels and assistive technology read the values.
enum StudioFormat {
    /// "−6.0 dB"; the bottom of the range is silence, "−∞ dB".
    @Sendable static func decibels(_ value: Double) -> String {
        value <= -60 ? "−∞ dB" : String(format: "%+.1f dB", value).replacingOccurrences(of: "-", with: "−")
    }

    /// "L 40", "C", "R 100": the share of the way to one side, as desks print it.
    @Sendable static func pan(_ value: Double) -> String {
        let percent = Int((abs(value) * 100).rounded())
        return percent == 0 ? "C" : (value < 0 ? "L \(percent)" : "R \(percent)")
    }

    /// "440 Hz", "2.5 kHz".
    @Sendable static func hertz(_ value: Double) -> String {
        value >= 1000 ? String(format: "%.2f kHz", value / 1000) : String(format: "%.0f Hz", value)
    }
}

/// One edit that Ctrl+Z can take back: the control's `--events` id and how to put the value it
/// had before the edit back.
struct UndoEntry {
    /// The control's `--events` id.
    let control: EventLog.Control
    /// Restores the value before the edit (programmatically: no event) and returns the control's
    /// log fields afterwards.
    let restore: @MainActor () -> [(String, JSON)]
}

extension Gallery {
    /// The Studio panel: the mixer strip (five knobs with their labels, the range slider, then the
    /// filter's XY pad, the crossover's multi-thumb slider and the level fader) beside the game
    /// wheel and its Spin button.
    func studioPanel() -> UnsafeMutablePointer<GtkWidget> {
        func column(_ title: String, _ control: any ControlWidget, _ label: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
            let name = gtk_label_new(title)!
            gtk_widget_add_css_class(name, "heading")
            gtk_label_set_width_chars(opaque(label), 9)
            if let widget = control.widget { gtk_widget_set_halign(widget, GTK_ALIGN_CENTER) }
            return box(.vertical, spacing: 4, [name, control.widget, label])
        }
        let knobs = box(.horizontal, spacing: 8, [
            column("Gain", studio.gain, studio.gainLabel), column("Pan", studio.pan, studio.panLabel),
            column("Frequency", studio.frequency, studio.frequencyLabel), column("Encoder", studio.encoder, studio.encoderLabel),
            column("Drive", studio.vintage, studio.vintageLabel),
        ])
        let pads = box(.horizontal, spacing: 8, [column("Filter", studio.xyPad, studio.xyPadLabel),
                                                 column("Crossover", studio.multiSlider, studio.multiSliderLabel),
                                                 column("Level", studio.fader, studio.faderLabel)])
        let strip = box(.vertical, spacing: 12, [knobs, studio.range.widget, studio.rangeLabel, pads,
                                                 hint("Shift drags finely. Ctrl+Z undoes the last edit of any control.")])
        gtk_widget_add_css_class(studio.prizeLabel, "title-3")
        let game = box(.vertical, spacing: 8, [studio.wheel.widget, studio.prizeLabel, studio.spinButton])
        updateStudioLabels()
        // Narrow enough to fit under the two columns above without widening them (their frames stay put).
        return panel("Studio", [box(.horizontal, spacing: 16, [strip, game])])
    }

    /// Logs the Studio's events, keeps its labels current, wires Spin, and fills the undo stack.
    func wireStudio() {
        for (control, knob) in studio.knobs {
            logEvents(of: knob.model, as: control) { _, value in [("value", .number(value))] }
            knob.onValueChanged = { [weak self] _ in self?.updateStudioLabels() }
        }
        logEvents(of: studio.fader.model, as: .fader) { _, value in [("value", .number(value))] }
        studio.fader.onValueChanged = { [weak self] _ in self?.updateStudioLabels() }
        logEvents(of: studio.xyPad.model, as: .xyPad) { _, xy in [("x", .number(xy.x)), ("y", .number(xy.y))] }
        studio.xyPad.onValueChanged = { [weak self] _ in self?.updateStudioLabels() }
        logEvents(of: studio.multiSlider.model, as: .multiSlider) { _, values in [("values", .array(values.map { .number($0) }))] }
        studio.multiSlider.onValueChanged = { [weak self] _ in self?.updateStudioLabels() }
        logEvents(of: studio.range.model, as: .studioRange) { _, range in
            [("lowerValue", .number(range.lowerBound)), ("upperValue", .number(range.upperBound))]
        }
        studio.range.onValueChanged = { [weak self] _ in self?.updateStudioLabels() }
        logEvents(of: studio.wheel.model, as: .fortuneWheel) { wheel, index in
            [("selectedIndex", .number(Double(index))), ("title", .string(wheel.title(ofSector: index)))]
        }
        studio.wheel.onSelectionChanged = { [weak self] _ in self?.updateStudioLabels() }
        onSignal(UnsafeMutableRawPointer(studio.spinButton), "clicked") { [weak self] in self?.spin() }
    }

    /// The Spin button: one draw from the generator picks the sector, weighted by the shares.
    private func spin() {
        let index = studio.wheel.model.spinRandomly(using: &studio.generator)
        setText(studio.prizeLabel, "Spinning to “\(studio.wheel.model.title(ofSector: index))”…")
    }

    /// Every Studio label from its control's value now (after a user's edit, an undo or a spin).
    func updateStudioLabels() {
        // The knobs' own value text: their formatters are `StudioFormat`'s, as for VoiceOver.
        setText(studio.gainLabel, studio.gain.valueText)
        setText(studio.panLabel, studio.pan.valueText)
        setText(studio.frequencyLabel, studio.frequency.valueText)
        setText(studio.encoderLabel, String(format: "%.2f", studio.encoder.value))
        setText(studio.vintageLabel, studio.vintage.valueText)
        setText(studio.faderLabel, studio.fader.valueText)
        setText(studio.xyPadLabel, studio.xyPad.valueText)
        setText(studio.multiSliderLabel, studio.multiSlider.values.map(StudioFormat.hertz).joined(separator: " · "))
        setText(studio.rangeLabel, String(format: "%.0f – %.0f", studio.range.lowerValue, studio.range.upperValue))
        setText(studio.prizeLabel, studio.wheel.selectedTitle)
    }

    /// The Studio's state lines, after the four demo panels' controls'.
    func writeStudioState(_ log: EventLog) {
        for (control, knob) in studio.knobs {
            var state: [(String, JSON)] = [
                ("minimumValue", .number(knob.minimumValue)), ("maximumValue", .number(knob.maximumValue)),
                ("value", .number(knob.value)), ("scale", .string(Self.name(of: knob.scale))),
            ]
            if let neutral = knob.neutralValue { state.append(("neutralValue", .number(neutral))) }
            state += [("showsValueArc", .bool(knob.showsValueArc)), ("wrapsAround", .bool(knob.wrapsAround)),
                      ("numberOfTurns", .number(Double(knob.numberOfTurns))),
                      ("startAngle", .number(knob.startAngle)), ("endAngle", .number(knob.endAngle)),
                      ("lineWidth", .number(knob.lineWidth)), ("pointerLength", .number(knob.pointerLength)),
                      ("ticks", Self.json(knob.ticks))]
            log.writeState(control, frame: frame(of: knob), state: state)
        }
        let fader = studio.fader
        var faderState: [(String, JSON)] = [
            ("minimumValue", .number(fader.minimumValue)), ("maximumValue", .number(fader.maximumValue)),
            ("value", .number(fader.value)), ("scale", .string(Self.name(of: fader.scale))),
            ("orientation", .string(fader.orientation == .vertical ? "vertical" : "horizontal")),
            ("thumbStyle", .string(fader.thumbStyle == .thumbless ? "thumbless" : "standard")),
        ]
        if let neutral = fader.neutralValue { faderState.append(("neutralValue", .number(neutral))) }
        if let reset = fader.defaultValue { faderState.append(("defaultValue", .number(reset))) }
        faderState.append(("ticks", Self.json(fader.ticks)))
        log.writeState(.fader, frame: frame(of: fader), state: faderState)
        let pad = studio.xyPad
        log.writeState(.xyPad, frame: frame(of: pad), state: [
            ("x", .number(pad.value.x)), ("y", .number(pad.value.y)),
            ("xMinimum", .number(pad.xMinimum)), ("xMaximum", .number(pad.xMaximum)),
            ("xScale", .string(Self.name(of: pad.xScale))), ("xStep", .number(pad.xStep)),
            ("yMinimum", .number(pad.yMinimum)), ("yMaximum", .number(pad.yMaximum)),
            ("yScale", .string(Self.name(of: pad.yScale))), ("yStep", .number(pad.yStep)),
            ("thumbSize", .number(pad.thumbSize)), ("springsBack", .bool(pad.springsBack)),
        ])
        let splits = studio.multiSlider
        log.writeState(.multiSlider, frame: frame(of: splits), state: [
            ("minimumValue", .number(splits.minimumValue)), ("maximumValue", .number(splits.maximumValue)),
            ("values", .array(splits.values.map { .number($0) })), ("scale", .string(Self.name(of: splits.scale))),
            ("minimumDistance", .number(splits.minimumDistance)),
            ("collision", .string(splits.collision == .push ? "push" : "stop")),
            ("orientation", .string(splits.orientation == .vertical ? "vertical" : "horizontal")),
        ])
        let range = studio.range
        var rangeState: [(String, JSON)] = [
            ("minimumValue", .number(range.minimumValue)), ("maximumValue", .number(range.maximumValue)),
            ("lowerValue", .number(range.lowerValue)), ("upperValue", .number(range.upperValue)),
            ("ticks", Self.json(range.ticks)),
        ]
        if let enabled = range.enabledRange {
            rangeState.append(("enabledRange", .array([.number(enabled.lowerBound), .number(enabled.upperBound)])))
        }
        log.writeState(.studioRange, frame: frame(of: range), state: rangeState)
        let wheel = studio.wheel
        log.writeState(.fortuneWheel, frame: frame(of: wheel), state: [
            ("numberOfSections", .number(Double(wheel.numberOfSections))),
            ("selectedIndex", .number(Double(wheel.selectedIndex))), ("title", .string(wheel.selectedTitle)),
            ("sectorWeights", .array(wheel.sectorWeights.map { .number($0) })),
            ("titles", .array((0..<wheel.numberOfSections).map { .string(wheel.model.title(ofSector: $0)) })),
            ("markerAngle", .number(wheel.markerAngle)),
        ])
        // The Spin button is no control of the library's, so it has a line of its own (not a
        // `control` line) that says where to click it.
        log.write(.object([("button", .string("spin")), ("frame", Self.json(frame(ofWidget: studio.spinButton)))]))
    }

    /// A scale's case name, as the state lines print it.
    private static func name(of scale: ValueScale) -> String {
        switch scale {
        case .linear: "linear"
        case .logarithmic: "logarithmic"
        case .power: "power"
        case .piecewise: "piecewise"
        }
    }

    private static func json(_ ticks: [Tick]) -> JSON {
        .array(ticks.map { tick in
            .object([("value", .number(tick.value))] + (tick.label.map { [("label", JSON.string($0))] } ?? []))
        })
    }

    private static func json(_ rect: CGRect) -> JSON {
        .array([.number(Double(rect.minX)), .number(Double(rect.minY)), .number(Double(rect.width)), .number(Double(rect.height))])
    }

    // MARK: Undo

    /// Ctrl+Z anywhere in the window undoes the last edit. The shortcut listens in the capture
    /// phase so that a focused control cannot take the key first.
    func installUndo() {
        let controller = gtk_shortcut_controller_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let action = gtk_callback_action_new({ _, _, data in
            guard let data else { return 0 }
            return MainActor.assumeIsolated {
                Unmanaged<Gallery>.fromOpaque(data).takeUnretainedValue().undo() ? 1 : 0
            }
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
        let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string("<Control>z"), action)
        gtk_shortcut_controller_add_shortcut(controller, shortcut)
        gtk_widget_add_controller(window, controller)
    }

    /// Records an entry on the undo stack at the end of each user edit of `model` that changed its
    /// value: `valueBeforeEdit` is only meaningful while the edit's `.editingDidEnd` is delivered.
    func recordUndo<Model: ControlModel>(of model: Model, as control: EventLog.Control,
                                         valueBeforeEdit: @escaping (Model) -> Model.Value?,
                                         fields: @escaping (Model, Model.Value) -> [(String, JSON)]) where Model.Value: Equatable {
        undoTokens.append(model.events.observe { [weak self, weak model] event, _ in
            guard let self, let model, case .editingDidEnd = event,
                  let before = valueBeforeEdit(model), before != model.currentValue else { return }
            undoStack.append(UndoEntry(control: control) { [weak model] in
                guard let model else { return [] }
                model.setCurrentValue(before, animated: false)
                return fields(model, model.currentValue)
            })
        })
    }

    /// Takes back the last edit: the control returns to its value before it, without an event
    /// (the program set it); with `--events`, `{"undo":"<id>",…}` says which control and its value
    /// now. Returns whether there was anything to undo.
    @discardableResult
    func undo() -> Bool {
        guard let entry = undoStack.popLast() else { return false }
        let fields = entry.restore()
        syncAfterUndo()
        log?.write(.object([("undo", .string(entry.control.rawValue))] + fields))
        return true
    }
}

/// The Studio's controls as the gallery and its `--snapshot` pictures show them, set up on their
/// models, so the window and the pictures cannot drift apart.
enum StudioSetup {
    /// The wheel's prizes and their weights: a jackpot is rarer than a small prize.
    static let prizes: [(title: String, weight: Double)] = [
        ("Jackpot", 0.5), ("50", 2), ("10", 4), ("Miss", 3), ("100", 1), ("20", 3),
    ]
    /// The audible frequencies, 20 Hz…20 kHz on a logarithmic scale (each octave as wide as the
    /// next): the frequency knob's range, the filter's cutoff axis and the crossover's track.
    static var audibleFrequencies: ValueBounds {
        var bounds = ValueBounds(minimum: 20, maximum: 20_000)
        bounds.scale = .logarithmic
        return bounds
    }

    /// Gain, −60…+12 dB: 0 dB at three quarters of the arc, a value arc from it.
    static func gain(_ model: KnobModel) {
        model.minimumValue = -60
        model.maximumValue = 12
        // Piecewise rather than a power curve so that 0 dB sits exactly at three quarters, where
        // a mixer's unity mark is, and the bottom quarter holds −60…−20 dB.
        model.scale = .piecewise([(position: 0.25, value: -20), (position: 0.75, value: 0)])
        model.ticks = [Tick(value: -60, label: "−∞"), Tick(value: -20), Tick(value: 0, label: "0"), Tick(value: 12, label: "+12")]
        model.neutralValue = 0
        model.showsValueArc = true
        model.value = 0
        model.accessibilityLabel = "Gain"
        model.valueFormatter = StudioFormat.decibels
        // Typed into the value entry as decibels, "-inf" for the bottom of the range.
        model.valueFormat = .decibels(decimals: 1, minusInfinityAt: -60)
    }

    /// Pan, −1…1: bipolar about the centre, ticks L / C / R.
    static func pan(_ model: KnobModel) {
        model.minimumValue = -1
        model.maximumValue = 1
        model.neutralValue = 0
        model.showsValueArc = true
        model.ticks = [Tick(value: -1, label: "L"), Tick(value: 0, label: "C"), Tick(value: 1, label: "R")]
        model.value = 0
        model.accessibilityLabel = "Pan"
        model.valueFormatter = StudioFormat.pan
    }

    /// Frequency, 20 Hz…20 kHz on a logarithmic scale with labelled ticks.
    static func frequency(_ model: KnobModel) {
        model.valueBounds = audibleFrequencies
        model.ticks = [Tick(value: 20, label: "20"), Tick(value: 100, label: "100"), Tick(value: 1000, label: "1k"),
                           Tick(value: 10_000, label: "10k"), Tick(value: 20_000, label: "20k")]
        model.value = 1000
        model.accessibilityLabel = "Frequency"
        model.valueFormatter = StudioFormat.hertz
    }

    /// An endless encoder.
    static func encoder(_ model: KnobModel) {
        model.wrapsAround = true
        model.value = 0
        model.accessibilityLabel = "Encoder"
    }

    /// Drive, 0…10 in whole steps with a mark at each, double-click back to 5: a knob whose look
    /// is the gallery's own (a chicken-head pointer on a cream dial) and whose behaviour is the
    /// knob's.
    static func vintage(_ model: KnobModel) {
        model.maximumValue = 10
        model.step = 1
        model.ticks = (0...10).map { Tick(value: Double($0), label: "\($0)") }
        model.defaultValue = 5
        model.value = 5
        model.accessibilityLabel = "Drive"
        model.look = VintageLook.chickenHead
    }

    /// Level, −60…+12 dB on a vertical fader: 0 dB (unity) at three quarters of the travel,
    /// the fill from the bottom, labelled ticks, double-click back to unity.
    static func fader(_ model: FaderModel) {
        model.orientation = .vertical
        model.minimumValue = -60
        model.maximumValue = 12
        model.scale = .piecewise([(position: 0.25, value: -20), (position: 0.75, value: 0)])
        model.ticks = [Tick(value: -60), Tick(value: -20), Tick(value: 0), Tick(value: 12)]
        model.defaultValue = 0
        model.value = -6
        model.accessibilityLabel = "Level"
        // Drag away from the fader to fine-tune: half, a quarter, an eighth of the finger's travel.
        model.precisionScrubbing = true
        model.valueFormatter = StudioFormat.decibels
        // Typed into the value entry as decibels, "-inf" for the bottom of the range.
        model.valueFormat = .decibels(decimals: 1, minusInfinityAt: -60)
    }

    /// A filter on an XY pad: cutoff 20 Hz…20 kHz across (logarithmic), resonance 0…1 up, in
    /// hundredths; 1 kHz and 0.3 to start, and again on a double click.
    static func xyPad(_ model: XYPadModel) {
        model.configure {
            $0.xBounds = audibleFrequencies
            $0.yStep = 0.01
            $0.value = XYPadValue(x: 1000, y: 0.3)
        }
        model.defaultValue = XYPadValue(x: 1000, y: 0.3)
        model.accessibilityLabels = ("Cutoff", "Resonance")
        model.valueFormatter = { axis, value in axis == .x ? StudioFormat.hertz(value) : String(format: "%.2f", value) }
    }

    /// A three-band crossover: splits at 200 Hz and 2 kHz on a logarithmic 20 Hz…20 kHz track
    /// (again on a double click), at least 50 Hz apart, a dragged split pushing the other.
    static func multiSlider(_ model: MultiSliderModel) {
        model.configure {
            $0.valueBounds = audibleFrequencies
            $0.minimumDistance = 50
            $0.values = [200, 2000]
        }
        model.defaultValues = [200, 2000]
        model.collision = .push
        model.accessibilityLabels = ["Low split", "High split"]
        model.valueFormatter = StudioFormat.hertz
    }

    /// A range slider with ticks every 25 and an enabled range of 10…90.
    static func range(_ model: RangeSliderModel) {
        model.minimumValue = 0
        model.maximumValue = 100
        model.ticks = stride(from: 0.0, through: 100, by: 25).map { Tick(value: $0, label: String(Int($0))) }
        // The ends of the track are there to be seen but not reached, as a limiter's would be.
        model.enabledRange = 10...90
        model.setValues(lower: 25, upper: 75, animated: false)
        model.accessibilityLabels = ("Lowest", "Highest")
    }

    /// The fortune wheel: its prizes' titles and weights.
    static func wheel(_ model: RotaryWheelModel) {
        model.sectors = StudioSetup.prizes.map { RotaryWheelSector(title: $0.title) }
        model.sectorWeights = StudioSetup.prizes.map(\.weight)
    }
}
