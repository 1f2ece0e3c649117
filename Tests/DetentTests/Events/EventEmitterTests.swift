import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

@Suite("Event delivery")
struct EventEmitterTests {
    private let square = CGRect(x: 0, y: 0, width: 100, height: 100)

    @Test func streamsReceiveWhatTheHandlerReceivesInTheSameOrder() async {
        let knob = KnobModel(bounds: square)
        var handled: [ControlEvent<Double>] = []
        knob.events.handler = { handled.append($0) }
        let first = knob.events.stream()
        knob.beginTracking(at: CGPoint(x: 50, y: 10))
        let second = knob.events.stream() // sees only what follows
        knob.continueTracking(at: CGPoint(x: 90, y: 50))
        knob.endTracking(at: nil)
        knob.events.finish()
        var fromFirst: [ControlEvent<Double>] = []
        for await event in first { fromFirst.append(event) }
        var fromSecond: [ControlEvent<Double>] = []
        for await event in second { fromSecond.append(event) }
        #expect(handled.count == 4)
        #expect(fromFirst == handled)
        #expect(fromSecond == Array(handled.dropFirst(2)))
        #expect(handled.first == .editingDidBegin && handled.last == .editingDidEnd)
    }

    @Test func aHandlerMayReadTheFinishedState() {
        // Events arrive after the model's state is complete: the reported value is the value.
        let slider = standardRangeSlider()
        var seen: [ClosedRange<Double>] = []
        slider.events.handler = { [unowned slider] event in
            if case .valueChanged(let r) = event {
                #expect(r == slider.values)
                seen.append(slider.values)
            }
        }
        slider.beginTracking(at: CGPoint(x: 69.3, y: 15))
        slider.continueTracking(at: CGPoint(x: 96.2, y: 15))
        slider.endTracking(at: nil)
        #expect(seen.count == 1)
    }

    @Test func theWheelReportsSelectionsNotValues() {
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let rec = EventRecorder(wheel.events)
        wheel.tap(at: CGPoint(x: 100, y: 30))
        wheel.perform(.increment)
        wheel.finishAnimations()
        #expect(rec.values.isEmpty)
        #expect(rec.selections == [2, 3])
    }
}
