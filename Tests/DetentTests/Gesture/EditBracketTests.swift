import Foundation
import Testing
@_spi(Hosting) import Detent

// One edit, one begin and end: every user edit of every kind, and the value before it.

@Suite("One edit, one begin and end")
struct EditBracketTests {
    @Test(arguments: Subject.allCases)
    func aBurstOfKeysIsOneEditEndingHalfASecondAfterTheLast(_ subject: Subject) {
        let d = subject.makeDriver()
        let before = d.value()
        for t in [0.0, 0.2, 0.4] {
            _ = d.advance(t)
            #expect(d.perform(.increment, .key))
        }
        #expect(d.began == 1 && d.ended == 0)
        #expect(d.advance(0.5), "the host keeps the clock running while the burst is open")
        _ = d.advance(0.95)
        #expect(d.ended == 0, "0.45 s after the last press")
        _ = d.advance(1.05)
        _ = d.advance(5)
        #expect(d.began == 1 && d.ended == 1, "\(d.eventNames)")
        #expect(d.value() != before)
    }

    @Test(arguments: Subject.allCases)
    func eachAssistiveTechnologyStepIsAnEditOfItsOwn(_ subject: Subject) {
        let d = subject.makeDriver()
        #expect(d.perform(.increment, .assistiveTechnology))
        #expect(d.perform(.increment, .assistiveTechnology))
        #expect(d.began == 2 && d.ended == 2)
        #expect(d.eventNames.first == "editingDidBegin" && d.eventNames.last == "editingDidEnd")
    }

    @Test(arguments: Subject.allCases)
    func aDragEndsAnOpenBurstFirst(_ subject: Subject) {
        let d = subject.makeDriver()
        _ = d.perform(.increment, .key)
        #expect(d.began == 1 && d.ended == 0)
        #expect(d.begin(d.start))
        #expect(d.began == 2 && d.ended == 1)
        d.end(d.moved)
        #expect(d.began == 2 && d.ended == 2)
    }

    /// Undo by edit: the value before a whole drag is there when its end arrives.
    @Test func theValueBeforeAnEditIsReadableAtItsEnd() {
        let k = KnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
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

        let s = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        let rec = EventRecorder(s.events)
        #expect(s.tap(at: CGPoint(x: 40, y: 15)))
        #expect(rec.beganCount == 1 && rec.endedCount == 1)
        #expect(rec.causes.allSatisfy { $0 == .tap })
    }
}
