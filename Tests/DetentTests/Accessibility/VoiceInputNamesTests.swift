import Foundation
import Testing
@_spi(Hosting) import Detent

// The names voice input answers to (Voice Control's "Tap Volume"): every part a user can adjust
// has its name first and a shorter or generic one after it, in the control's language.

@Suite("Names for voice input")
struct VoiceInputNamesTests {
    private let square = CGRect(x: 0, y: 0, width: 200, height: 200)
    private let bar = CGRect(x: 0, y: 0, width: 300, height: 60)

    @Test func aNamedKnobAnswersToItsNameAndToWhatItIs() {
        let knob = KnobModel(bounds: square)
        #expect(knob.focusedAccessibilityElement.inputLabels == ["Knob"], "unnamed: its name is what it is, once")
        knob.accessibilityLabel = "Volume"
        #expect(knob.focusedAccessibilityElement.inputLabels == ["Volume", "Knob"])
        knob.environment.locale = Locale(identifier: "de_DE")
        #expect(knob.focusedAccessibilityElement.inputLabels == ["Volume", "Drehregler"])
        knob.environment.locale = Locale(identifier: "ja_JP")
        #expect(knob.focusedAccessibilityElement.inputLabels == ["Volume", "ノブ"])
    }

    @Test func everySingleElementControlNamesItsKind() {
        let fader = FaderModel(bounds: bar)
        fader.accessibilityLabel = "Gain"
        #expect(fader.focusedAccessibilityElement.inputLabels == ["Gain", "Slider"])
        let level = RotatableKnobModel(bounds: square)
        level.knob.accessibilityLabel = "Drive"
        #expect(level.focusedAccessibilityElement.inputLabels == ["Drive", "Level"])
        let wheel = RotaryWheelModel(bounds: square)
        wheel.accessibilityLabel = "Mode"
        #expect(wheel.focusedAccessibilityElement.inputLabels == ["Mode", "Wheel"])
    }

    @Test func theRangeSlidersThumbsHaveShortNamesInEachLanguage() {
        let slider = RangeSliderModel(bounds: bar)
        #expect(slider.accessibilityElements.map(\.inputLabels) == [["Lower value", "Lower"], ["Upper value", "Upper"]])
        slider.environment.locale = Locale(identifier: "de_DE")
        #expect(slider.accessibilityElements.map(\.inputLabels) == [["Unterer Wert", "Unterer"], ["Oberer Wert", "Oberer"]])
        slider.environment.locale = Locale(identifier: "ja_JP")
        #expect(slider.accessibilityElements.map(\.inputLabels) == [["下限値", "下限"], ["上限値", "上限"]])
        slider.accessibilityLabels = (lower: "Minimum price", upper: "Maximum price")
        #expect(slider.accessibilityElements[0].inputLabels == ["Minimum price", "下限"], "the app's name, then the short one")
    }

    @Test func aMultiThumbSlidersThumbsAreNumbered() {
        let slider = MultiSliderModel(bounds: bar)
        slider.values = [0.1, 0.5, 0.9]
        #expect(slider.accessibilityElements.map(\.inputLabels)
                == [["Value 1 of 3", "Value 1"], ["Value 2 of 3", "Value 2"], ["Value 3 of 3", "Value 3"]])
        slider.environment.locale = Locale(identifier: "de_DE")
        #expect(slider.accessibilityElements[1].inputLabels == ["Wert 2 von 3", "Wert 2"])
        slider.environment.locale = Locale(identifier: "ja_JP")
        #expect(slider.accessibilityElements[1].inputLabels == ["値 2/3", "値 2"])
    }

    @Test func thePadsAxesAnswerToXAndY() {
        let pad = XYPadModel(bounds: square)
        #expect(pad.accessibilityElements.map(\.inputLabels) == [["Horizontal", "X"], ["Vertical", "Y"]])
        pad.environment.locale = Locale(identifier: "de_DE")
        #expect(pad.accessibilityElements.map(\.inputLabels) == [["Horizontal", "X"], ["Vertikal", "Y"]])
    }

    @Test func blankNamesAndRepeatsAreLeftOut() {
        let element = AccessibilityElement(identifier: "a", label: "Knob", value: "0", frame: .zero,
                                           spokenNames: ["knob", " ", "", "Dial", "Dial"])
        #expect(element.inputLabels == ["Knob", "Dial"])
        let unnamed = AccessibilityElement(identifier: "b", label: "", value: "0", frame: .zero, spokenNames: ["Knob"])
        #expect(unnamed.inputLabels == ["Knob"])
    }
}
