import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

@Suite("Control events")
struct ControlEventTests {
    @Test("A value stream reports valueChanged payloads and, for the wheel, selections; nothing else")
    func reportedValues() {
        #expect(ControlEvent<Double>.valueChanged(0.4).reportedValue == 0.4)
        #expect(ControlEvent<Double>.selectionChanged(3).reportedValue == nil, "a knob's value is no index")
        #expect(ControlEvent<Int>.selectionChanged(3).reportedValue == 3)
        #expect(ControlEvent<Int>.primaryActionTriggered(3).reportedValue == nil)
        #expect(ControlEvent<Double>.editingDidEnd.reportedValue == nil)
        #expect(ControlEvent<Double>.detent(.step(2)).reportedValue == nil)
    }
}

// One edit, one begin and end: the value before an edit is there when its end arrives.

@Suite("One edit, one begin and end")
struct EditBracketTests {
    /// Undo by edit: the value before a whole drag is there when its end arrives.
    @Test func theValueBeforeAnEditIsReadableAtItsEnd() {
        let k = standardKnob()
        k.interactionMode = .vertical(pointsPerRange: 200)
        k.value = 0.3
        var undo: [Double] = []
        let token = k.events.observe { event, _ in
            if event == .editingDidEnd, let v = k.valueBeforeEdit { undo.append(v) }
        }
        #expect(k.beginTracking(at: CGPoint(x: 100, y: 150)))
        for y in stride(from: 140.0, through: 60, by: -10) { k.continueTracking(at: CGPoint(x: 100, y: y)) }
        k.endTracking(at: nil)
        #expect(undo == [0.3] && abs(k.value - 0.75) < 1e-9 && k.valueBeforeEdit == nil)
        let dragged = k.value
        k.defaultValue = 0.5
        #expect(k.doubleTap())
        #expect(k.value == 0.5 && undo.count == 2 && undo[1] == dragged, "the reset's undo restores the drag's end")
        withExtendedLifetime(token) {}

        let s = standardRangeSlider()
        let rec = EventRecorder(s.events)
        #expect(s.tap(at: CGPoint(x: 40, y: 15)))
        #expect(rec.beganCount == 1 && rec.endedCount == 1)
        #expect(rec.causes.allSatisfy { $0 == .tap })
    }
}
