@_spi(Hosting) import Detent
import DetentCairo
import Foundation

/// `--snapshot DIR`: every control in the states worth seeing, drawn by the core and painted by
/// DetentCairo at 2x into PNG files. Uses neither GTK nor a display. The models are driven through
/// their public input API and a test clock, exactly as a host would drive them, in the
/// environment the look flags describe (`--dark`, `--high-contrast`, `--rtl`, `--text-scale N`).
struct Snapshots {
    /// One picture: a file name (without `.png`) and what to paint.
    struct Case {
        let name: String
        let drawing: Drawing
    }

    /// The pixels per point of the files.
    static let scale = 2.0

    /// What every model is given as its host's environment before a picture drives it. A dark
    /// one also puts each picture on its page colour (black), as a dark screen shows it.
    var environment = ControlEnvironment.standard

    /// Renders every case into `directory` (created if needed); returns the files written.
    func write(to directory: String) throws -> [URL] {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [URL] = []
        for item in cases() {
            let url = folder.appendingPathComponent(item.name + ".png")
            try CairoRenderer().writePNG(of: item.drawing, to: url, scale: Self.scale)
            written.append(url)
        }
        return written
    }

    /// All cases, in a stable order.
    func cases() -> [Case] {
        knobCases() + rangeSliderCases() + wheelCases() + rotatableKnobCases() + faderCases() + multiSliderCases() + xyPadCases() + studioCases()
    }

    // MARK: Tables

    /// One row of a control's table: the file name, the model as the picture needs it, and the
    /// style to draw it with (`nil`: the control's default style).
    typealias Row<Model: ControlModel> = (name: String, model: Model, style: Model.Style?)

    /// A control's rows as cases, in order; a row without a style is drawn with `plain`.
    private func cases<Model: ControlModel>(_ rows: [Row<Model>], plain: Model.Style) -> [Case] {
        rows.map { Case(name: $0.name, drawing: onPage($0.model.drawing(style: $0.style ?? plain, cache: nil))) }
    }

    /// `drawing` over the environment's page colour when it is dark (a dark control on the PNG's
    /// transparency would look light in most viewers); as it is in light.
    private func onPage(_ drawing: Drawing) -> Drawing {
        guard environment.appearance == .dark else { return drawing }
        let page = Layer(id: "page", items: [.fill(.rect(CGRect(origin: .zero, size: drawing.size)),
                                                   .color(environment.pageBackgroundColor))], isStatic: true)
        return Drawing(size: drawing.size, layers: [page] + drawing.layers)
    }

    /// `model` in the snapshots' environment: given first, so what a row sets afterwards (a
    /// disabled knob, a right-to-left slider) wins, as a property set after the host's
    /// environment does.
    private func placed<Model: ControlModel>(_ model: Model) -> Model {
        model.environment = environment
        return model
    }

    /// `model` after `drive`, which sets it up or drives it through its input API: a row says
    /// what happened to its model where the row is.
    private func with<Model: ControlModel>(_ model: Model, _ drive: (Model) -> Void) -> Model {
        drive(model)
        return model
    }

    /// `model` halfway through the animation it has just started: its clock read at `start`,
    /// then `duration / 2` later.
    private func halfway<Model: ControlModel>(_ model: Model, through duration: Double,
                                                     from start: Double = 0) -> Model {
        model.advance(to: start)
        model.advance(to: start + duration / 2)
        return model
    }

    // MARK: Knob (as the gallery shows it: line width 4, pointer length 12)

    private func galleryKnob(value: Double = 0) -> KnobModel {
        let knob = placed(KnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150)))
        knob.lineWidth = 4
        knob.pointerLength = 12
        knob.value = value
        return knob
    }

    func knobCases() -> [Case] {
        var custom = KnobStyle()
        custom.tintColor = DrawingColor(red: 0.95, green: 0.45, blue: 0.1)
        custom.trackColor = DrawingColor(white: 0.8)
        custom.lineCap = .round
        custom.showsValueLabel = true
        let rows: [Row<KnobModel>] = [
            ("knob-default", galleryKnob(), nil),
            ("knob-value-0.42", galleryKnob(value: 0.42), nil),
            ("knob-model-defaults", with(placed(KnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150)))) { $0.value = 0.5 }, nil),
            // Dragged: the finger went down straight up, then moved to 2 o'clock.
            ("knob-dragged", with(galleryKnob()) {
                $0.beginTracking(at: CGPoint(x: 75, y: 5))
                $0.continueTracking(at: CGPoint(x: 135, y: 40))
            }, nil),
            // Halfway through an animated change from 0 to 1 (it turns along the track, not the gap).
            ("knob-mid-animation", halfway(with(galleryKnob()) { $0.setValue(1, animated: true) },
                                           through: KnobModel.animationDuration), nil),
            ("knob-custom-colours", galleryKnob(value: 0.66), custom),
            ("knob-disabled", with(galleryKnob(value: 0.3)) { $0.isEnabled = false }, nil),
        ]
        return cases(rows, plain: KnobStyle())
    }

    // MARK: RangeSlider

    private func slider(width: Double = 300, height: Double = 32) -> RangeSliderModel {
        placed(RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: width, height: height)))
    }

    /// A slider with room for the gallery's price labels.
    private func labelledSlider() -> RangeSliderModel {
        with(slider(height: 52)) {
            $0.valueLabelSpace = 20
            $0.valueFormatter = PriceFormat.text
        }
    }

    func rangeSliderCases() -> [Case] {
        var custom = RangeSliderStyle()
        custom.trackTintColor = DrawingColor(red: 0.93, green: 0.9, blue: 0.85)
        custom.trackHighlightTintColor = DrawingColor(red: 0.86, green: 0.2, blue: 0.36)
        custom.thumbTintColor = DrawingColor(red: 1, green: 0.97, blue: 0.9)
        var square = RangeSliderStyle()
        square.curvaceousness = 0
        let rows: [Row<RangeSliderModel>] = [
            ("rangeslider-default", slider(), nil),
            // The upper thumb dragged 40 points left: it is drawn highlighted.
            ("rangeslider-dragged", with(slider()) {
                let upper = $0.thumbFrame(.upper)
                $0.beginTracking(at: CGPoint(x: upper.midX, y: upper.midY))
                $0.continueTracking(at: CGPoint(x: upper.midX - 40, y: upper.midY))
            }, nil),
            // A tap on the track halfway between the thumbs moves the lower one there, animated; halfway.
            ("rangeslider-mid-animation", halfway(with(slider()) { $0.tap(at: CGPoint(x: 150, y: 16)) },
                                                  through: RangeSliderModel.animationDuration), nil),
            ("rangeslider-custom-colours", slider(), custom),
            ("rangeslider-curvaceousness-0", slider(), square),
            ("rangeslider-vertical", with(slider(width: 32, height: 300)) { $0.orientation = .vertical }, nil),
            ("rangeslider-rtl", with(slider()) {
                $0.layoutDirection = .rightToLeft
                $0.setValues(lower: 0.1, upper: 0.45, animated: false)
            }, nil),
            ("rangeslider-labels", labelledSlider(), nil),
            ("rangeslider-merged-labels", with(labelledSlider()) { $0.setValues(lower: 0.48, upper: 0.53, animated: false) }, nil),
        ]
        return cases(rows, plain: RangeSliderStyle())
    }

    // MARK: RotaryWheel

    private func wheel(sections: Int = 8) -> RotaryWheelModel {
        with(placed(RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240)))) { $0.numberOfSections = sections }
    }

    /// The point on the wheel's ring (radius 90 about its centre) at `angle`.
    private func onRing(_ angle: Double) -> CGPoint {
        Radians.point(at: angle, radius: 90, about: CGPoint(x: 120, y: 120))
    }

    func wheelCases() -> [Case] {
        var custom = RotaryWheelStyle()
        custom.backgroundColor = DrawingColor(red: 0.2, green: 0.1, blue: 0.05)
        custom.sectorColors = [DrawingColor(red: 0.95, green: 0.55, blue: 0.15), DrawingColor(red: 0.85, green: 0.35, blue: 0.1)]
        custom.markerColor = DrawingColor(red: 0.1, green: 0.7, blue: 0.4)
        custom.centerButtonTitle = "Open"
        let rows: [Row<RotaryWheelModel>] = [3, 8, 12, 360].map { n in ("rotarywheel-n\(n)", wheel(sections: n), nil) } + [
            // While dragged every sector is faded; the finger turned the wheel by 30°.
            ("rotarywheel-dragged", with(wheel()) {
                $0.beginTracking(at: onRing(.pi), time: 0)
                $0.continueTracking(at: onRing(.pi + .pi / 6), time: 0.2)
            }, nil),
            // Released slowly after 100°: halfway through the snap to the nearest sector.
            ("rotarywheel-mid-snap", halfway(with(wheel()) {
                $0.isMomentumEnabled = false
                $0.beginTracking(at: onRing(.pi), time: 0)
                $0.continueTracking(at: onRing(.pi + 0.9), time: 0.2)
                $0.continueTracking(at: onRing(.pi + 1.75), time: 0.4)
                $0.endTracking(at: nil, time: 1)
            }, through: RotaryWheelModel.snapDuration, from: 1), nil),
            ("rotarywheel-custom-colours", with(wheel()) { $0.select(2, animated: false) }, custom),
            ("rotarywheel-marker-top", with(wheel(sections: 12)) { $0.markerAngle = -.pi / 2 }, nil),
        ]
        return cases(rows, plain: RotaryWheelStyle())
    }

    // MARK: RotatableKnob

    private func rotatable(value: Double = 0) -> RotatableKnobModel {
        with(placed(RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150)))) { $0.value = value }
    }

    func rotatableKnobCases() -> [Case] {
        var custom = RotatableKnobStyle()
        custom.bodyLightColor = DrawingColor(red: 0.35, green: 0.38, blue: 0.45)
        custom.bodyDarkColor = DrawingColor(red: 0.08, green: 0.09, blue: 0.12)
        custom.indicatorColor = DrawingColor(red: 0.2, green: 0.85, blue: 1)
        custom.scaleColor = DrawingColor(red: 0.2, green: 0.85, blue: 1)
        let rows: [Row<RotatableKnobModel>] = [
            ("rotatableknob-default", rotatable(), nil),
            ("rotatableknob-level-50", rotatable(value: 0.5), nil),
            // Panned 60 points right: highlighted while the finger is down.
            ("rotatableknob-dragged", with(rotatable(value: 0.2)) {
                $0.beginTracking(at: CGPoint(x: 75, y: 75))
                $0.continueTracking(at: CGPoint(x: 135, y: 75))
            }, nil),
            // Double-tap from 1 back to the default 0.5: halfway.
            ("rotatableknob-mid-animation", halfway(with(rotatable(value: 1)) {
                $0.defaultValue = 0.5
                $0.doubleTap()
            }, through: KnobModel.animationDuration), nil),
            ("rotatableknob-custom-colours", rotatable(value: 0.75), custom),
        ]
        return cases(rows, plain: RotatableKnobStyle())
    }

    // MARK: Fader

    private func fader(_ bounds: CGRect = CGRect(x: 0, y: 0, width: 300, height: 32), value: Double = 0.35,
                       _ setUp: (FaderModel) -> Void = { _ in }) -> FaderModel {
        with(with(placed(FaderModel(bounds: bounds)), setUp)) { $0.value = value }
    }

    func faderCases() -> [Case] {
        let rows: [Row<FaderModel>] = [
            ("fader-default", fader(), nil),
            // A pan: the fill runs from the centre; ticks every 25 with labels; end labels.
            ("fader-neutral-ticks", fader(CGRect(x: 0, y: 0, width: 300, height: 48), value: -20) {
                $0.minimumValue = -50
                $0.maximumValue = 50
                $0.neutralValue = 0
                $0.ticks = stride(from: -50.0, through: 50, by: 25).map { Tick(value: $0, label: String(Int($0))) }
                $0.tickLabelSpace = 16
                $0.minimumValueLabel = "L"
                $0.maximumValueLabel = "R"
            }, nil),
            ("fader-thumbless", fader(value: 0.6) { $0.thumbStyle = .thumbless }, nil),
            ("fader-enabled-range", fader(value: 0.5) { $0.enabledRange = 0.2...0.7 }, nil),
            // A tap at three quarters, halfway through the thumb's move.
            ("fader-mid-animation", halfway(with(fader(value: 0.1)) {
                _ = $0.tapGesture(at: CGPoint(x: 225, y: 16))
            }, through: FaderModel.animationDuration), nil),
            ("fader-vertical", fader(CGRect(x: 0, y: 0, width: 31, height: 160), value: -6, StudioSetup.fader), nil),
        ]
        return cases(rows, plain: FaderStyle())
    }

    // MARK: Multi-thumb slider

    private func multiSlider(_ bounds: CGRect = CGRect(x: 0, y: 0, width: 300, height: 32),
                             _ setUp: (MultiSliderModel) -> Void = { _ in }) -> MultiSliderModel {
        with(placed(MultiSliderModel(bounds: bounds)), setUp)
    }

    func multiSliderCases() -> [Case] {
        let rows: [Row<MultiSliderModel>] = [
            ("multiSlider-default", multiSlider(), nil),
            ("multiSlider-crossover", multiSlider(CGRect(x: 0, y: 0, width: 300, height: 32), StudioSetup.multiSlider), nil),
            ("multiSlider-sixteen-thumbs", multiSlider { $0.values = (0..<16).map { Double($0) / 15 } }, nil),
            // Value labels over the thumbs; the two close ones merge into one "a – b" label.
            ("multiSlider-labels-merged", multiSlider(CGRect(x: 0, y: 0, width: 300, height: 52)) {
                $0.valueLabelSpace = 20
                $0.values = [0.1, 0.52, 0.56, 0.9]
            }, nil),
            // The third thumb dragged right, pushing the fourth.
            ("multiSlider-pushing", with(multiSlider { $0.collision = .push; $0.minimumDistance = 0.1; $0.values = [0.1, 0.3, 0.5, 0.62] }) { s in
                let start = s.thumbFrame(at: 2)
                _ = s.beginTracking(at: CGPoint(x: start.midX, y: start.midY))
                s.continueTracking(at: CGPoint(x: start.midX + 40, y: start.midY))
            }, nil),
            ("multiSlider-vertical", multiSlider(CGRect(x: 0, y: 0, width: 32, height: 200)) { $0.orientation = .vertical }, nil),
        ]
        return cases(rows, plain: MultiSliderStyle())
    }

    // MARK: XY pad

    private func xyPad(value: XYPadValue = XYPadValue(x: 0.3, y: 0.7), _ setUp: (XYPadModel) -> Void = { _ in }) -> XYPadModel {
        with(with(placed(XYPadModel(bounds: CGRect(x: 0, y: 0, width: 160, height: 160))), setUp)) { $0.value = value }
    }

    func xyPadCases() -> [Case] {
        let rows: [Row<XYPadModel>] = [
            ("xyPad-default", xyPad(), nil),
            ("xyPad-filter", xyPad(value: XYPadValue(x: 1000, y: 0.3), StudioSetup.xyPad), nil),
            // A joystick: released at the top right, halfway back to the centre.
            ("xyPad-spring-back-midway", halfway(with(xyPad(value: XYPadValue(x: 0.5, y: 0.5)) { $0.springsBack = true }) { pad in
                let start = CGPoint(x: pad.thumbFrame.midX, y: pad.thumbFrame.midY)
                _ = pad.beginTracking(at: start)
                pad.continueTracking(at: CGPoint(x: start.x + 60, y: start.y - 60))
                pad.endTracking(at: nil)
            }, through: XYPadModel.springBackDuration), nil),
            ("xyPad-disabled", with(xyPad()) { $0.isEnabled = false }, nil),
        ]
        return cases(rows, plain: XYPadStyle())
    }

    // MARK: Studio (the pro controls, as the Studio panel sets them up)

    private func studioKnob(_ setUp: (KnobModel) -> Void, value: Double) -> KnobModel {
        let knob = placed(KnobModel(bounds: CGRect(x: 0, y: 0, width: 120, height: 120)))
        knob.lineWidth = 4
        knob.pointerLength = 10
        setUp(knob)
        knob.value = value
        return knob
    }

    func studioCases() -> [Case] {
        let knobs: [Row<KnobModel>] = [
            ("studio-gain", studioKnob(StudioSetup.gain, value: -12), nil),
            ("studio-pan-left", studioKnob(StudioSetup.pan, value: -0.4), nil),
            ("studio-frequency", studioKnob(StudioSetup.frequency, value: 440), nil),
            ("studio-encoder", studioKnob(StudioSetup.encoder, value: 0.3), nil),
            ("studio-vintage", studioKnob(StudioSetup.vintage, value: 7), nil),
            ("studio-three-turns", studioKnob({ $0.numberOfTurns = 3 }, value: 0.5), nil),
            ("studio-ten-thousand-ticks", studioKnob({ knob in
                knob.ticks = (0...10_000).map { Tick(value: Double($0) / 10_000, label: "\($0)") }
            }, value: 0.3), nil),
        ]
        let range = placed(RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 32)))
        StudioSetup.range(range)

        let wheel = placed(RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200)))
        StudioSetup.wheel(wheel)
        return cases(knobs, plain: KnobStyle())
            + cases([("studio-range", range, nil)], plain: RangeSliderStyle())
            + cases([("studio-fortune-wheel", wheel, nil)], plain: RotaryWheelStyle())
    }
}
