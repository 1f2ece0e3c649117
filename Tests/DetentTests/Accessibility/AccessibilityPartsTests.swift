import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// The parts assistive technology adjusts one by one (a slider's thumbs, the pad's axes), as every
// model describes them: a host that shows one element per part (UIKit) asks the model alone.

@Suite("Accessibility parts: every model answers for its own")
struct AccessibilityPartsTests {
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

    /// A control with parts reads its whole value where its parts are elements of their own.
    @Test func aControlWithPartsReadsAllItsValues() {
        let range = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        #expect(range.accessibilityValue == range.rangeText)
        let multi = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        #expect(multi.accessibilityValue == multi.valuesText)
        let pad = XYPadModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        #expect(pad.accessibilityValue == pad.valueText)
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
