@_spi(Hosting) import Detent
import DetentCairo
import Foundation
import SnapshotTesting
import Testing

/// Golden images of the pro controls' looks: value arcs, a bipolar knob, enabled ranges.
/// References live in `__Snapshots__/ProControlGoldenImageTests/`; re-record with
/// `SNAPSHOT_TESTING_RECORD=all`.
@Suite("Golden images of the pro controls")
struct ProControlGoldenImageTests {
    private static func knob(_ configure: (KnobModel) -> Void) -> KnobModel {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        knob.lineWidth = 6
        knob.pointerLength = 12
        configure(knob)
        return knob
    }

    @Test func knobValueArc() {
        let knob = Self.knob { $0.showsValueArc = true; $0.value = 0.7 }
        let drawing = knob.drawing()
        #expect(drawing["valueArc"]?.isStatic == false)
        assertSnapshot(of: drawing, as: .png(scale: 2))
    }

    /// A pan knob: the arc runs from the centre to the value, on whichever side it is.
    @Test func knobBipolarArc() {
        let knob = Self.knob { $0.minimumValue = -1; $0.neutralValue = 0; $0.value = -0.4 }
        assertSnapshot(of: knob.drawing(), as: .png(scale: 2), named: "left")
        knob.value = 0.6
        assertSnapshot(of: knob.drawing(), as: .png(scale: 2), named: "right")
        knob.value = 0
        #expect(knob.drawing()["valueArc"] == nil, "no arc at the neutral value")
    }

    @Test func knobEnabledRange() {
        let knob = Self.knob { $0.enabledRange = 0.25...0.75; $0.value = 0.5 }
        assertSnapshot(of: knob.drawing(), as: .png(scale: 2))
    }

    @Test func rangeSliderEnabledRange() {
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        slider.enabledRange = 0.25...0.9
        let drawing = slider.drawing()
        #expect(drawing["outsideEnabledRange"]?.isStatic == true)
        assertSnapshot(of: drawing, as: .png(scale: 2))
    }
}

@Suite("Golden images of ticks")
struct TickGoldenImageTests {
    private static func knob(ticks: [Tick]) -> KnobModel {
        let knob = Fixture.galleryKnob()
        knob.ticks = ticks
        knob.value = 0.3
        return knob
    }

    /// 10, 100 and 10 000 labelled ticks: marks thinned to 4 points apart, labels that do not
    /// collide.
    @Test(arguments: [10, 100, 10_000])
    func knobWithLabelledTicks(_ count: Int) {
        let ticks = (0...count).map { Tick(value: Double($0) / Double(count), label: "\($0)") }
        let drawing = Self.knob(ticks: ticks).drawing()
        #expect(drawing["ticks"]?.isStatic == true)
        assertSnapshot(of: drawing, as: .png(scale: 2), named: "\(count)")
    }

    @Test func frequencyKnob() {
        let knob = Self.knob(ticks: [20, 100, 1_000, 10_000, 20_000].map { Tick(value: $0, label: $0 >= 1_000 ? "\(Int($0 / 1_000))k" : "\(Int($0))") })
        knob.minimumValue = 20
        knob.maximumValue = 20_000
        knob.scale = .logarithmic
        knob.value = 1_000
        assertSnapshot(of: knob.drawing(), as: .png(scale: 2))
    }

    @Test func rangeSliderWithTicks() {
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        slider.ticks = (0...10).map { Tick(value: Double($0) / 10) }
        assertSnapshot(of: slider.drawing(), as: .png(scale: 2))
    }

    /// Labelled ticks below the track, in a band kept for them: 100 ticks, labels that fit.
    @Test func rangeSliderWithLabelledTicks() {
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 47))
        slider.tickLabelSpace = 16
        slider.ticks = (0...100).map { Tick(value: Double($0) / 100, label: "\($0)") }
        #expect(slider.sliderBounds.height == 31 && slider.tickLabelBounds.height == 16)
        let drawing = slider.drawing()
        let labels = drawing["ticks"]?.items.filter { if case .text = $0 { return true } else { return false } }.count ?? 0
        #expect(labels > 5 && labels < 101, "\(labels) labels drawn")
        assertSnapshot(of: drawing, as: .png(scale: 2))
    }
}

@Suite("Golden images of endless and multi-turn knobs")
struct TurnsGoldenImageTests {
    @Test func knobOfFiveTurnsOnItsThird() {
        let knob = Fixture.galleryKnob()
        knob.numberOfTurns = 5
        knob.value = 0.5
        assertSnapshot(of: knob.drawing(), as: .png(scale: 2))
    }
}

/// Golden images of a resting pointer's highlight: a disc beneath what a press would take.
@Suite("Golden images of hover")
struct HoverGoldenImageTests {
    private static func hover<Model: ControlModel>(_ model: Model, at point: CGPoint) -> Model {
        model.send(.hover(at: point))
        #expect(model.isHovered)
        return model
    }

    private static func middle(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    @Test func knob() {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        knob.value = 0.3
        assertSnapshot(of: Self.hover(knob, at: CGPoint(x: 100, y: 100)).drawing(), as: .png(scale: 2), named: "hovered")
    }

    @Test func fader() {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        fader.value = 0.4
        assertSnapshot(of: Self.hover(fader, at: Self.middle(fader.thumbFrame)).drawing(), as: .png(scale: 2), named: "hovered")
    }

    @Test func rangeSlider() {
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        slider.setValues(lower: 0.2, upper: 0.7, animated: false)
        assertSnapshot(of: Self.hover(slider, at: Self.middle(slider.thumbFrame(.upper))).drawing(), as: .png(scale: 2), named: "hovered")
    }

    @Test func multiSlider() {
        let slider = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        assertSnapshot(of: Self.hover(slider, at: Self.middle(slider.thumbFrame(at: 1))).drawing(), as: .png(scale: 2), named: "hovered")
    }

    @Test func xyPad() {
        let pad = XYPadModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 160))
        pad.value = XYPadValue(x: 0.3, y: 0.6)
        assertSnapshot(of: Self.hover(pad, at: Self.middle(pad.thumbFrame)).drawing(), as: .png(scale: 2), named: "hovered")
    }

    @Test func rotatableKnob() {
        let knob = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        assertSnapshot(of: Self.hover(knob, at: CGPoint(x: 75, y: 75)).drawing(), as: .png(scale: 2), named: "hovered")
    }
}
