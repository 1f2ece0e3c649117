import Foundation
import Testing
@_spi(Hosting) import Detent

// The knob's centre label shows the value the pointer shows: during an animation, the drawn value;
// at rest, the value. Assistive technology reads the value.

@Suite("Knob value label: the value drawn")
struct KnobValueLabelTests {
    let square = CGRect(x: 0, y: 0, width: 150, height: 150)

    func label(_ knob: KnobModel) -> String? {
        var style = KnobStyle()
        style.showsValueLabel = true
        return knob.drawing(style: style)["valueLabel"]?.texts.first?.string
    }

    @Test func midAnimationTheLabelReadsTheDrawnValueNotTheTarget() {
        let knob = KnobModel(bounds: square)
        #expect(label(knob) == "0.00")
        knob.setValue(1, animated: true)
        knob.advance(to: 10) // the first reading starts the animation
        #expect(label(knob) == "0.00", "the pointer has not moved yet")
        knob.advance(to: 10.125)
        let drawn = knob.presentationValue
        #expect(abs(drawn - 0.5) < 1e-6, "half-way in time: half-way along the track")
        #expect(label(knob) == "0.50")
        #expect(knob.valueText == "1.00", "the value read out is the target")
        #expect(knob.accessibilityElement.value == "1.00")
        #expect(!knob.advance(to: 10.25))
        #expect(label(knob) == "1.00", "at rest the label is the value text")
    }

    @Test func theLabelFollowsTheFormatterAndTicksAtEveryFrame() {
        let knob = KnobModel(bounds: square)
        knob.valueFormatter = { "\(Int(($0 * 100).rounded())) %" }
        knob.setValue(1, animated: true)
        knob.advance(to: 0)
        knob.advance(to: 0.125)
        #expect(label(knob) == "50 %")
        knob.advance(to: 1)
        #expect(label(knob) == "100 %")

        let ticked = KnobModel(bounds: square)
        ticked.ticks = [Tick(value: 0, label: "Off"), Tick(value: 1, label: "Max")]
        ticked.value = 1
        #expect(label(ticked) == "Max", "at rest a tick's label, as valueText")
        #expect(ticked.valueText == "Max")
    }
}
