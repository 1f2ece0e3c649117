import Detent
import DetentCairo
import Foundation

/// `--snapshot DIR`: every control in the states worth seeing, drawn by the core and painted by
/// DetentCairo at 2x into PNG files. Uses neither GTK nor a display. The models are driven through
/// their public input API and a test clock, exactly as a host would drive them.
enum Snapshots {
    /// One picture: a file name (without `.png`) and what to paint.
    struct Case {
        let name: String
        let drawing: Drawing
    }

    /// The pixels per point of the files.
    static let scale = 2.0

    /// Renders every case into `directory` (created if needed); returns the files written.
    static func write(to directory: String) throws -> [URL] {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [URL] = []
        for item in cases() {
            let url = folder.appendingPathComponent(item.name + ".png")
            try CairoRenderer().writePNG(of: item.drawing, to: url, scale: scale)
            written.append(url)
        }
        return written
    }

    /// All cases, in a stable order.
    static func cases() -> [Case] {
        knobCases() + rangeSliderCases() + wheelCases() + rotatableKnobCases()
    }

    // MARK: Knob (as the gallery shows it: line width 4, pointer length 12)

    private static func galleryKnob(value: Double = 0) -> KnobModel {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        knob.lineWidth = 4
        knob.pointerLength = 12
        knob.value = value
        return knob
    }

    static func knobCases() -> [Case] {
        var cases: [Case] = []
        cases.append(Case(name: "knob-default", drawing: galleryKnob().drawing()))
        cases.append(Case(name: "knob-value-0.42", drawing: galleryKnob(value: 0.42).drawing()))

        let seed = KnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        seed.value = 0.5
        cases.append(Case(name: "knob-seed-defaults", drawing: seed.drawing()))

        // Dragged: the finger went down straight up, then moved to 2 o'clock.
        let dragged = galleryKnob()
        dragged.beginTracking(at: CGPoint(x: 75, y: 5))
        dragged.continueTracking(at: CGPoint(x: 135, y: 40))
        cases.append(Case(name: "knob-dragged", drawing: dragged.drawing()))

        // Halfway through an animated change from 0 to 1 (it turns along the track, not the gap).
        let animated = galleryKnob()
        animated.setValue(1, animated: true)
        animated.advance(to: 0)
        animated.advance(to: KnobModel.animationDuration / 2)
        cases.append(Case(name: "knob-mid-animation", drawing: animated.drawing()))

        var custom = KnobStyle()
        custom.tintColor = Color(red: 0.95, green: 0.45, blue: 0.1)
        custom.trackColor = Color(white: 0.8)
        custom.lineCap = .round
        custom.showsValueLabel = true
        cases.append(Case(name: "knob-custom-colours", drawing: galleryKnob(value: 0.66).drawing(style: custom)))

        let disabled = galleryKnob(value: 0.3)
        disabled.isEnabled = false
        cases.append(Case(name: "knob-disabled", drawing: disabled.drawing()))
        return cases
    }

    // MARK: RangeSlider

    private static func slider(width: Double = 300, height: Double = 32) -> RangeSliderModel {
        RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: width, height: height))
    }

    static func rangeSliderCases() -> [Case] {
        var cases: [Case] = []
        cases.append(Case(name: "rangeslider-default", drawing: slider().drawing()))

        // The upper thumb dragged 40 points left: it is drawn highlighted.
        let dragged = slider()
        let upper = dragged.thumbFrame(.upper)
        dragged.beginTracking(at: CGPoint(x: upper.midX, y: upper.midY))
        dragged.continueTracking(at: CGPoint(x: upper.midX - 40, y: upper.midY))
        cases.append(Case(name: "rangeslider-dragged", drawing: dragged.drawing()))

        // A tap on the track halfway between the thumbs moves the lower one there, animated; halfway.
        let tapped = slider()
        tapped.tap(at: CGPoint(x: 150, y: 16))
        tapped.advance(to: 0)
        tapped.advance(to: RangeSliderModel.animationDuration / 2)
        cases.append(Case(name: "rangeslider-mid-animation", drawing: tapped.drawing()))

        var custom = RangeSliderStyle()
        custom.trackTintColor = Color(red: 0.93, green: 0.9, blue: 0.85)
        custom.trackHighlightTintColor = Color(red: 0.86, green: 0.2, blue: 0.36)
        custom.thumbTintColor = Color(red: 1, green: 0.97, blue: 0.9)
        cases.append(Case(name: "rangeslider-custom-colours", drawing: slider().drawing(style: custom)))

        var square = RangeSliderStyle()
        square.curvaceousness = 0
        cases.append(Case(name: "rangeslider-curvaceousness-0", drawing: slider().drawing(style: square)))

        let vertical = slider(width: 32, height: 300)
        vertical.orientation = .vertical
        cases.append(Case(name: "rangeslider-vertical", drawing: vertical.drawing()))

        let rtl = slider()
        rtl.layoutDirection = .rightToLeft
        rtl.setValues(lower: 0.1, upper: 0.45, animated: false)
        cases.append(Case(name: "rangeslider-rtl", drawing: rtl.drawing()))

        let labelled = slider(height: 52)
        labelled.valueLabelSpace = 20
        labelled.valueFormatter = PriceFormat.text
        cases.append(Case(name: "rangeslider-labels", drawing: labelled.drawing()))

        let merged = slider(height: 52)
        merged.valueLabelSpace = 20
        merged.valueFormatter = PriceFormat.text
        merged.setValues(lower: 0.48, upper: 0.53, animated: false)
        cases.append(Case(name: "rangeslider-merged-labels", drawing: merged.drawing()))
        return cases
    }

    // MARK: RotaryWheel

    private static func wheel(sections: Int = 8) -> RotaryWheelModel {
        let w = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        w.numberOfSections = sections
        return w
    }

    static func wheelCases() -> [Case] {
        var cases: [Case] = []
        for n in [3, 8, 12, 360] {
            cases.append(Case(name: "rotarywheel-n\(n)", drawing: wheel(sections: n).drawing()))
        }

        // While dragged every sector is faded; the finger turned the wheel by 30°.
        let dragged = wheel()
        let center = CGPoint(x: 120, y: 120)
        dragged.beginTracking(at: Angle.point(at: .pi, radius: 90, about: center), time: 0)
        dragged.continueTracking(at: Angle.point(at: .pi + .pi / 6, radius: 90, about: center), time: 0.2)
        cases.append(Case(name: "rotarywheel-dragged", drawing: dragged.drawing()))

        // Released slowly after 100°: halfway through the snap to the nearest sector.
        let snapping = wheel()
        snapping.isMomentumEnabled = false
        snapping.beginTracking(at: Angle.point(at: .pi, radius: 90, about: center), time: 0)
        snapping.continueTracking(at: Angle.point(at: .pi + 0.9, radius: 90, about: center), time: 0.2)
        snapping.continueTracking(at: Angle.point(at: .pi + 1.75, radius: 90, about: center), time: 0.4)
        snapping.endTracking(at: nil, time: 1)
        snapping.advance(to: 1)
        snapping.advance(to: 1 + RotaryWheelModel.snapDuration / 2)
        cases.append(Case(name: "rotarywheel-mid-snap", drawing: snapping.drawing()))

        var custom = RotaryWheelStyle()
        custom.backgroundColor = Color(red: 0.2, green: 0.1, blue: 0.05)
        custom.sectorColors = [Color(red: 0.95, green: 0.55, blue: 0.15), Color(red: 0.85, green: 0.35, blue: 0.1)]
        custom.markerColor = Color(red: 0.1, green: 0.7, blue: 0.4)
        custom.centerButtonTitle = "Open"
        let coloured = wheel()
        coloured.select(2, animated: false)
        cases.append(Case(name: "rotarywheel-custom-colours", drawing: coloured.drawing(style: custom)))

        let top = wheel(sections: 12)
        top.markerAngle = -.pi / 2
        cases.append(Case(name: "rotarywheel-marker-top", drawing: top.drawing()))
        return cases
    }

    // MARK: RotatableKnob

    private static func rotatable(value: Double = 0) -> RotatableKnobModel {
        let knob = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        knob.value = value
        return knob
    }

    static func rotatableKnobCases() -> [Case] {
        var cases: [Case] = []
        cases.append(Case(name: "rotatableknob-default", drawing: rotatable().drawing()))
        cases.append(Case(name: "rotatableknob-level-50", drawing: rotatable(value: 0.5).drawing()))

        // Panned 60 points right: highlighted while the finger is down.
        let panned = rotatable(value: 0.2)
        panned.beginTracking(at: CGPoint(x: 75, y: 75))
        panned.continueTracking(at: CGPoint(x: 135, y: 75))
        cases.append(Case(name: "rotatableknob-dragged", drawing: panned.drawing()))

        // Double-tap from 1 back to the default 0.5: halfway.
        let reset = rotatable(value: 1)
        reset.defaultValue = 0.5
        reset.doubleTap()
        reset.advance(to: 0)
        reset.advance(to: KnobModel.animationDuration / 2)
        cases.append(Case(name: "rotatableknob-mid-animation", drawing: reset.drawing()))

        var custom = RotatableKnobStyle()
        custom.bodyLightColor = Color(red: 0.35, green: 0.38, blue: 0.45)
        custom.bodyDarkColor = Color(red: 0.08, green: 0.09, blue: 0.12)
        custom.indicatorColor = Color(red: 0.2, green: 0.85, blue: 1)
        custom.scaleColor = Color(red: 0.2, green: 0.85, blue: 1)
        cases.append(Case(name: "rotatableknob-custom-colours", drawing: rotatable(value: 0.75).drawing(style: custom)))
        return cases
    }
}
