import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// Assistive technology's activation (VoiceOver's double tap, Voice Control's "Tap", Switch
// Control's select) does what the model says, never a tap at a point; the parts it adjusts one
// by one (a slider's thumbs, the pad's axes) are every model's own answer, so a host that shows
// one element per part (UIKit) asks the model alone.

@Suite("Assistive technology: activation and parts")
struct AssistiveTechnologyTests {
    /// The adjustable controls do nothing on activation: no value moves, no event, no edit,
    /// whatever value and default they have.
    @Test(arguments: Subject.allCases.filter { $0 != .rotaryWheel })
    func activationChangesNothingOnAnAdjustableControl(_ subject: Subject) {
        let d = subject.makeDriver()
        if let reset = d.settingNames.firstIndex(where: { $0 == "defaultValue" || $0 == "defaultValues" }) { d.changeSetting(reset) }
        d.clear()
        let before = d.value()
        #expect(!d.send(.accessibilityActivation))
        _ = d.advance(0)
        _ = d.advance(5)
        #expect(d.value() == before && d.eventNames.isEmpty, "\(subject): \(d.eventNames)")
    }

    /// The wheel's activation presses its centre button, as Return does, with the cause
    /// `.assistiveTechnology`; disabled, it does nothing.
    @Test func activatingTheWheelPressesItsCentreButton() {
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        let r = EventRecorder(wheel.events)
        #expect(wheel.send(.accessibilityActivation))
        #expect(r.primaryActions == [wheel.selectedIndex] && r.causes == [.assistiveTechnology])
        wheel.isEnabled = false
        #expect(!wheel.send(.accessibilityActivation) && r.events.count == 1)
    }

    /// A control with parts lists one element per part; adjusting a part moves that part only,
    /// with the cause `.assistiveTechnology`; focusing one makes it the focused element; an index
    /// with no part changes nothing. A control without parts is one element, whose value it reads.
    @Test(arguments: Subject.allCases)
    func everyPartIsAdjustedAndFocusedByItsIndex(_ subject: Subject) {
        checkParts(of: subject.model.make(), subject)
    }

    private func checkParts<Model: ContractSubject>(of model: Model, _ subject: Subject) {
        let parts = model.accessibilityElements
        let recorder = EventRecorder(model.events)
        let expectedCount = switch subject {
        case .rangeSlider, .xyPad: 2
        case .multiSlider: (model as? MultiSliderModel)?.thumbCount ?? -1
        default: 0
        }
        #expect(parts.count == expectedCount && model.accessibilityPartCount == expectedCount, "\(subject)")
        guard !parts.isEmpty else {
            #expect(model.accessibilityValue == model.focusedAccessibilityElement.value)
            #expect(!model.adjustAccessibilityPart(at: 0, .increment) && recorder.events.isEmpty)
            #expect(model.accessibilityElement(ofPart: 0) == nil)
            return
        }
        for index in parts.indices {
            model.focusAccessibilityPart(at: index)
            #expect(model.focusedAccessibilityElement.identifier == parts[index].identifier, "\(subject) part \(index)")
            let before = model.accessibilityElements.map(\.value)
            let changed = model.adjustAccessibilityPart(at: index, .increment)
                || model.adjustAccessibilityPart(at: index, .decrement)
            let after = model.accessibilityElements.map(\.value)
            #expect(changed && after[index] != before[index], "\(subject) part \(index)")
            for other in parts.indices where other != index {
                #expect(after[other] == before[other], "\(subject): adjusting part \(index) moved part \(other)")
            }
            #expect(model.accessibilityElement(ofPart: index)?.identifier == parts[index].identifier)
        }
        #expect(!recorder.causes.isEmpty && recorder.causes.allSatisfy { $0 == .assistiveTechnology })
        let focused = model.focusedAccessibilityElement.identifier
        let values = model.accessibilityElements.map(\.value)
        for index in [-1, parts.count, Int.max] {
            #expect(!model.adjustAccessibilityPart(at: index, .increment))
            model.focusAccessibilityPart(at: index)
            #expect(model.accessibilityElement(ofPart: index) == nil)
        }
        #expect(model.focusedAccessibilityElement.identifier == focused)
        #expect(model.accessibilityElements.map(\.value) == values)
    }

    /// Every control reads its value as one text in its own way; a control read as one element reads
    /// it there too.
    @Test func everyControlReadsItsValueAsOneText() {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        knob.value = 0.25
        knob.valueFormatter = { "\(Int($0 * 100)) %" }
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        fader.value = 0.5
        let range = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        let multi = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        let pad = XYPadModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        pad.value = XYPadValue(x: 0.25, y: 0.75)
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200),
                                     sectors: ["Low", "Mid", "High"].map { RotaryWheelSector(title: $0) })
        wheel.select(1, animated: false)
        let rotatable = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        rotatable.value = 0.42
        #expect(knob.valueText == "25 %", "through the formatter")
        #expect(fader.valueText == "0.50", "two decimals on a range of 1")
        #expect(range.valueText == "0.20 – 0.80" && range.valueText == range.rangeText)
        #expect(multi.valueText == "0.25, 0.50, 0.75")
        #expect(pad.valueText == "0.25, 0.75")
        #expect(wheel.valueText == "Mid", "the selected sector's title")
        #expect(rotatable.valueText == "42%")
        // What the control's own element reads, where it is one element.
        for model in [knob, fader, wheel, rotatable] as [any ControlModel] {
            #expect(model.valueText == model.focusedAccessibilityElement.value)
        }
    }

    /// The rotatable knob is named as the other dials are: the app's name wins over "Level".
    @Test func theRotatableKnobTakesTheNameTheAppGives() {
        let knob = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        #expect(knob.accessibilityLabel == "Level")
        knob.accessibilityLabel = "Drive"
        #expect(knob.focusedAccessibilityElement.label == "Drive" && knob.knob.accessibilityLabel == "Drive")
        knob.customAccessibilityLabel = nil
        #expect(knob.focusedAccessibilityElement.label == "Level")
    }
}
