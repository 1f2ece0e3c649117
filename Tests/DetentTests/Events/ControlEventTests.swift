@_spi(Hosting) import Detent
import Testing

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
