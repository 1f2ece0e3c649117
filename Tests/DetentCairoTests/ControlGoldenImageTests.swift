@_spi(Hosting) import Detent
import DetentCairo
import Foundation
import SnapshotTesting
import Testing

/// Golden images of every control in its key states, painted by cairo (PNG, compared with a
/// small tolerance) and, for the defaults, written as SVG text. References live in
/// `__Snapshots__/ControlGoldenImageTests/`; re-record with `SNAPSHOT_TESTING_RECORD=all`.
@Suite("Golden images of the controls")
struct ControlGoldenImageTests {
    static let square = CGRect(x: 0, y: 0, width: 200, height: 200)
    static let sliderBounds = CGRect(x: 0, y: 0, width: 300, height: 31)
    static let wheelBounds = CGRect(x: 0, y: 0, width: 240, height: 240)

    /// A model's running animation halfway: the clock starts it at 10 s and is read at the midpoint.
    static func halfway(_ advance: (Double) -> Bool, duration: Double) {
        _ = advance(10)
        _ = advance(10 + duration / 2)
    }

    /// A control's default look, both ways a host may paint it: a PNG at 2x and SVG text. The
    /// references are named after the calling test, and a failure points at its line.
    static func assertDefaultLook(_ drawing: Drawing, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                  testName: String = #function, line: UInt = #line, column: UInt = #column) {
        assertSnapshot(of: drawing, as: .png(scale: 2), named: "2x",
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
        assertSnapshot(of: drawing, as: .svg, named: "svg",
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }

    // MARK: Knob

    @Test func knobDefault() {
        Self.assertDefaultLook(KnobModel(bounds: Self.square).drawing())
    }

    @Test func knobDemoSettings() {
        let knob = Fixture.galleryKnob()
        knob.value = 0.6
        assertSnapshot(of: knob.drawing(), as: .png)
    }

    @Test func knobAnimationMidpoint() {
        // From 0.1 to 0.9 the pointer turns clockwise along the track, never across the gap: at
        // the midpoint it points straight up (value 0.5).
        let knob = KnobModel(bounds: Self.square)
        knob.value = 0.1
        knob.setValue(0.9, animated: true)
        Self.halfway(knob.advance(to:), duration: KnobModel.animationDuration)
        #expect(abs(knob.pointerAngle - (-Double.pi / 2)) < 1e-9)
        assertSnapshot(of: knob.drawing(), as: .png)
    }

    @Test func knobCustomColoursLabelAndDisabled() {
        let knob = KnobModel(bounds: Self.square)
        knob.lineWidth = 6
        knob.value = 0.42
        var style = KnobStyle()
        style.tintColor = DrawingColor(red: 0.85, green: 0.2, blue: 0.3)
        style.trackColor = DrawingColor(white: 0.8)
        style.lineCap = .round
        style.showsValueLabel = true
        style.valueLabelFont = DrawingFont(size: 28, isBold: true)
        assertSnapshot(of: knob.drawing(style: style), as: .png, named: "enabled")
        knob.isEnabled = false
        assertSnapshot(of: knob.drawing(style: style), as: .png, named: "disabled")
    }

    // MARK: Range slider

    @Test func rangeSliderDefault() {
        Self.assertDefaultLook(RangeSliderModel(bounds: Self.sliderBounds).drawing())
    }

    @Test func rangeSliderHighlightedWhileDragged() {
        let slider = RangeSliderModel(bounds: Self.sliderBounds)
        let upper = slider.thumbFrame(.upper)
        #expect(slider.beginTracking(at: CGPoint(x: upper.midX, y: upper.midY)))
        slider.continueTracking(at: CGPoint(x: upper.midX - 40, y: upper.midY))
        #expect(slider.highlightedThumb == .upper)
        assertSnapshot(of: slider.drawing(), as: .png(scale: 2))
    }

    @Test func rangeSliderSquareAndCustomColours() {
        let slider = RangeSliderModel(bounds: Self.sliderBounds)
        slider.setValues(lower: 0.1, upper: 0.55, animated: false)
        var style = RangeSliderStyle()
        style.curvaceousness = 0
        style.trackTintColor = DrawingColor(red: 0.95, green: 0.9, blue: 0.8)
        style.trackHighlightTintColor = DrawingColor(red: 0.9, green: 0.45, blue: 0.1)
        style.thumbTintColor = DrawingColor(red: 1, green: 0.97, blue: 0.9)
        assertSnapshot(of: slider.drawing(style: style), as: .png)
    }

    @Test func rangeSliderTapAnimationMidpoint() {
        let slider = RangeSliderModel(bounds: Self.sliderBounds)
        // A tap near the right end moves the upper thumb from 0.8 towards 1.
        #expect(slider.tap(at: CGPoint(x: 290, y: 15)))
        Self.halfway(slider.advance(to:), duration: RangeSliderModel.animationDuration)
        #expect(slider.presentationFractions.upper > 0.8 && slider.presentationFractions.upper < slider.upperValue)
        assertSnapshot(of: slider.drawing(), as: .png)
    }

    @Test func rangeSliderVerticalAndRightToLeft() {
        let vertical = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 31, height: 240))
        vertical.orientation = .vertical
        vertical.setValues(lower: 0.25, upper: 0.6, animated: false)
        assertSnapshot(of: vertical.drawing(), as: .png, named: "vertical")

        let rtl = RangeSliderModel(bounds: Self.sliderBounds)
        rtl.layoutDirection = .rightToLeft
        assertSnapshot(of: rtl.drawing(), as: .png, named: "rtl")
    }

    @Test func rangeSliderLabelsSeparateAndMerged() {
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 51))
        slider.valueLabelSpace = 20
        slider.minimumValue = 0
        slider.maximumValue = 800_000
        slider.step = 10_000
        slider.setValues(lower: 120_000, upper: 640_000, animated: false)
        slider.valueFormatter = { "$\(Int($0) / 1000)k" }
        if case .merged = slider.valueLabels(font: RangeSliderStyle().labelFont, color: .black) {
            Issue.record("labels 520k apart must not merge")
        }
        assertSnapshot(of: slider.drawing(), as: .png, named: "separate")

        slider.setValues(lower: 400_000, upper: 430_000, animated: false)
        guard case .merged(let label) = slider.valueLabels(font: RangeSliderStyle().labelFont, color: .black) else {
            Issue.record("labels 30k apart must merge")
            return
        }
        #expect(label.string == "$400k – $430k")
        assertSnapshot(of: slider.drawing(), as: .png, named: "merged")
    }

    // MARK: Fader

    @Test func faderDefault() {
        let fader = FaderModel(bounds: Self.sliderBounds)
        fader.value = 0.35
        Self.assertDefaultLook(fader.drawing())
    }

    /// A pan fader: −50…50 from the centre, ticks every 25 (the centre's labelled), end labels.
    @Test func faderNeutralTicksAndEndLabels() {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 47))
        fader.configure {
            $0.minimumValue = -50
            $0.maximumValue = 50
            $0.neutralValue = 0
            $0.ticks = stride(from: -50.0, through: 50, by: 25).map { Tick(value: $0, label: $0 == 0 ? "C" : nil) }
            $0.tickLabelSpace = 16
            $0.minimumValueLabel = "L"
            $0.maximumValueLabel = "R"
            $0.value = -20
        }
        assertSnapshot(of: fader.drawing(), as: .png, named: "resting")
    }

    @Test func faderVerticalThumblessAndRightToLeft() {
        let vertical = FaderModel(bounds: CGRect(x: 0, y: 0, width: 31, height: 200))
        vertical.orientation = .vertical
        vertical.value = 0.6
        assertSnapshot(of: vertical.drawing(), as: .png, named: "vertical")

        let thumbless = FaderModel(bounds: Self.sliderBounds)
        thumbless.thumbStyle = .thumbless
        thumbless.value = 0.6
        assertSnapshot(of: thumbless.drawing(), as: .png, named: "thumbless")

        let rtl = FaderModel(bounds: Self.sliderBounds)
        rtl.layoutDirection = .rightToLeft
        rtl.value = 0.35
        assertSnapshot(of: rtl.drawing(), as: .png, named: "rtl")
    }

    @Test func faderEnabledRangeAndDisabled() {
        let fader = FaderModel(bounds: Self.sliderBounds)
        fader.enabledRange = 0.2...0.7
        fader.value = 0.5
        assertSnapshot(of: fader.drawing(), as: .png, named: "enabledRange")
        fader.isEnabled = false
        assertSnapshot(of: fader.drawing(), as: .png, named: "disabled")
    }

    // MARK: Multi-thumb slider

    @Test func multiSliderDefault() {
        Self.assertDefaultLook(MultiSliderModel(bounds: Self.sliderBounds).drawing())
    }

    /// Four thumbs with value labels: the two close ones merge; then the third dragged right,
    /// pushing the fourth.
    @Test func multiSliderLabelsMergedAndPushing() {
        let slider = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 51))
        slider.valueLabelSpace = 20
        slider.collision = .push
        slider.minimumDistance = 0.1
        slider.values = [0.1, 0.5, 0.62, 0.9]
        assertSnapshot(of: slider.drawing(), as: .png, named: "merged")
        let third = slider.thumbFrame(at: 2)
        #expect(slider.beginTracking(at: CGPoint(x: third.midX, y: third.midY)))
        slider.continueTracking(at: CGPoint(x: third.midX + 60, y: third.midY))
        #expect(slider.values[3] > 0.9, "the fourth thumb was pushed: \(slider.values)")
        assertSnapshot(of: slider.drawing(), as: .png, named: "pushing")
    }

    @Test func multiSliderVerticalAndRightToLeft() {
        let vertical = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 31, height: 240))
        vertical.orientation = .vertical
        vertical.values = [0.1, 0.45, 0.8]
        assertSnapshot(of: vertical.drawing(), as: .png, named: "vertical")
        let rtl = MultiSliderModel(bounds: Self.sliderBounds)
        rtl.layoutDirection = .rightToLeft
        rtl.values = [0.1, 0.3, 0.85]
        assertSnapshot(of: rtl.drawing(), as: .png, named: "rtl")
    }

    // MARK: XY pad

    @Test func xyPadDefault() {
        let pad = XYPadModel(bounds: CGRect(x: 0, y: 0, width: 160, height: 160))
        // A quarter and three quarters of the 132-point travel: whole points, so GSK's translated
        // nodes and cairo's drawing agree at 1x too.
        pad.value = XYPadValue(x: 0.25, y: 0.75)
        Self.assertDefaultLook(pad.drawing())
    }

    /// Released at the top right with spring back on: halfway home to the centre.
    @Test func xyPadSpringBackMidpoint() {
        let pad = XYPadModel(bounds: CGRect(x: 0, y: 0, width: 160, height: 160))
        pad.springsBack = true
        pad.value = XYPadValue(x: 0.5, y: 0.5)
        let start = CGPoint(x: pad.thumbFrame.midX, y: pad.thumbFrame.midY)
        #expect(pad.beginTracking(at: start))
        pad.continueTracking(at: CGPoint(x: start.x + 60, y: start.y - 60))
        pad.endTracking(at: nil)
        Self.halfway(pad.advance(to:), duration: XYPadModel.springBackDuration)
        #expect(pad.isAnimating)
        assertSnapshot(of: pad.drawing(), as: .png)
    }

    // MARK: Rotary wheel

    @Test(arguments: [1, 3, 8, 12, 360])
    func rotaryWheelSectors(count: Int) {
        let wheel = RotaryWheelModel(bounds: Self.wheelBounds)
        wheel.numberOfSections = count
        var style = RotaryWheelStyle()
        style.centerButtonTitle = "GO"
        assertSnapshot(of: wheel.drawing(style: style), as: .png(scale: count == 8 ? 2 : 1), named: "n\(count)")
    }

    @Test func rotaryWheelCustomColours() {
        let wheel = RotaryWheelModel(bounds: Self.wheelBounds)
        wheel.select(3, animated: false)
        var style = RotaryWheelStyle()
        style.backgroundColor = DrawingColor(white: 0.95)
        style.sectorColors = [DrawingColor(red: 0.98, green: 0.8, blue: 0.3), DrawingColor(red: 0.95, green: 0.55, blue: 0.25),
                              DrawingColor(red: 0.85, green: 0.3, blue: 0.35)]
        style.iconColor = DrawingColor(white: 0.15)
        style.markerColor = DrawingColor(red: 0.1, green: 0.5, blue: 0.3)
        style.centerButtonTitle = "Open"
        assertSnapshot(of: wheel.drawing(style: style), as: .png)
    }

    @Test func rotaryWheelDefaultAsSVG() {
        let wheel = RotaryWheelModel(bounds: Self.wheelBounds)
        assertSnapshot(of: wheel.drawing(), as: .svg)
    }

    @Test func rotaryWheelWhileDraggedIsFaded() {
        let wheel = RotaryWheelModel(bounds: Self.wheelBounds)
        #expect(wheel.beginTracking(at: CGPoint(x: 20, y: 120), time: 0))
        wheel.continueTracking(at: CGPoint(x: 30, y: 70), time: 0.1)
        assertSnapshot(of: wheel.drawing(), as: .png)
    }

    @Test func rotaryWheelSnapMidpointAndMarkerOnTop() {
        let wheel = RotaryWheelModel(bounds: Self.wheelBounds)
        wheel.markerAngle = -.pi / 2
        wheel.select(2, animated: true)
        Self.halfway(wheel.advance(to:), duration: RotaryWheelModel.snapDuration)
        #expect(wheel.isAnimating)
        assertSnapshot(of: wheel.drawing(), as: .png)
    }

    // MARK: Rotatable knob

    @Test(arguments: [0.0, 0.5, 1.0])
    func rotatableKnobValues(value: Double) {
        let knob = RotatableKnobModel(bounds: Self.square)
        knob.value = value
        assertSnapshot(of: knob.drawing(), as: .png, named: "v\(Int(value * 100))")
    }

    @Test func rotatableKnobHighlightedAndResetMidpoint() {
        let knob = RotatableKnobModel(bounds: Self.square)
        knob.defaultValue = 0.5
        #expect(knob.beginTracking(at: CGPoint(x: 100, y: 100)))
        knob.continueTracking(at: CGPoint(x: 160, y: 100))
        assertSnapshot(of: knob.drawing(), as: .png(scale: 2), named: "highlighted")
        knob.endTracking(at: nil)
        #expect(knob.doubleTap())
        Self.halfway(knob.advance(to:), duration: KnobModel.animationDuration)
        assertSnapshot(of: knob.drawing(), as: .png, named: "resetMidpoint")
    }

    // MARK: Images supplied by the host

    /// A host image made here: a horizontal bar shading from `from` to `to`, rounded by alpha at
    /// its ends, `width` × `height` pixels.
    static func bar(width: Int, height: Int, from: RasterImage.Pixel, to: RasterImage.Pixel) -> RasterImage {
        var rgba: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<width {
                let t = Double(x) / Double(max(width - 1, 1))
                func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
                rgba += [mix(from.red, to.red), mix(from.green, to.green), mix(from.blue, to.blue), 255]
            }
        }
        return RasterImage(width: width, height: height, rgba: rgba)!
    }

    @Test func knobWithAPointerImage() {
        let renderer = CairoRenderer()
        #expect(renderer.registerImage(Self.bar(width: 40, height: 8, from: .init(red: 255, green: 200, blue: 0, alpha: 255),
                                                to: .init(red: 220, green: 30, blue: 30, alpha: 255)), named: "needle"))
        let knob = KnobModel(bounds: Self.square)
        knob.pointerLength = 30
        knob.value = 0.75
        var style = KnobStyle()
        style.pointerImageName = "needle"
        assertSnapshot(of: knob.drawing(style: style), as: .png(renderer: renderer))
    }

    @Test func faderWithEndAndTickImages() {
        let renderer = CairoRenderer()
        let dark = RasterImage.Pixel(red: 40, green: 40, blue: 50, alpha: 255)
        #expect(renderer.registerImage(Self.bar(width: 20, height: 20, from: dark, to: dark), named: "quiet"))
        #expect(renderer.registerImage(Self.bar(width: 20, height: 20, from: .init(red: 255, green: 200, blue: 0, alpha: 255),
                                                to: .init(red: 220, green: 30, blue: 30, alpha: 255)), named: "loud"))
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 47))
        fader.configure {
            $0.minimumValueImageName = "quiet"
            $0.maximumValueImageName = "loud"
            $0.tickLabelSpace = 16
            $0.ticks = [Tick(value: 0.5, label: "Mid", imageName: "loud")]
            $0.value = 0.7
        }
        assertSnapshot(of: fader.drawing(), as: .png(renderer: renderer))
    }

    @Test func rotatableKnobWithImagesPerState() {
        let renderer = CairoRenderer()
        #expect(renderer.registerImage(Self.bar(width: 64, height: 64, from: .init(red: 60, green: 60, blue: 70, alpha: 255),
                                                to: .init(red: 200, green: 200, blue: 210, alpha: 255)), named: "plate"))
        #expect(renderer.registerImage(Self.bar(width: 64, height: 64, from: .init(red: 20, green: 90, blue: 200, alpha: 255),
                                                to: .init(red: 120, green: 200, blue: 255, alpha: 255)), named: "plate-pressed"))
        let knob = RotatableKnobModel(bounds: Self.square)
        knob.value = 1 / 3
        var style = RotatableKnobStyle()
        style.imageNames = [.normal: "plate", .highlighted: "plate-pressed"]
        assertSnapshot(of: knob.drawing(style: style), as: .png(renderer: renderer), named: "normal")
        #expect(knob.beginTracking(at: CGPoint(x: 100, y: 100)))
        assertSnapshot(of: knob.drawing(style: style), as: .png(renderer: renderer), named: "highlighted")
    }
}
