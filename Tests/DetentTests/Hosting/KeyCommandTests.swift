@_spi(Hosting) import Detent
@testable import DetentContract
import Foundation
import Testing

@Suite("Key commands: what a key press does to each control")
struct KeyCommandTests {
    @Test("Navigation keys adjust every control, with cause key; the knobs use nothing else")
    func navigationAdjusts() {
        let knob = KnobModel()
        let recorder = EventRecorder(knob.events)
        #expect(knob.handle(.navigate(.end)))
        #expect(knob.value == 1 && recorder.causes.contains(.key) && !recorder.causes.contains(.program))
        #expect(!knob.handle(.activate) && !knob.handle(.moveFocus(forward: true)))
        let rotatable = RotatableKnobModel()
        #expect(rotatable.handle(.navigate(.home)) && rotatable.value == 0)
        #expect(!rotatable.handle(.activate))
    }

    @Test("Tab and Shift+Tab move between the range thumbs, then leave the slider; arrows adjust the focused thumb")
    func tabMovesBetweenThumbs() {
        let slider = RangeSliderModel()
        #expect(slider.focusedThumb == .lower)
        #expect(!slider.handle(.moveFocus(forward: false)), "no thumb before the lower one: focus leaves")
        #expect(slider.handle(.moveFocus(forward: true)) && slider.focusedThumb == .upper)
        #expect(!slider.handle(.moveFocus(forward: true)), "no thumb after the upper one: focus leaves")
        #expect(slider.handle(.navigate(.end)) && slider.upperValue == 1 && slider.lowerValue == 0.2)
        #expect(slider.handle(.moveFocus(forward: false)) && slider.focusedThumb == .lower)
        #expect(slider.handle(.navigate(.home)) && slider.lowerValue == 0)
        #expect(!slider.handle(.activate))
    }

    @Test("Return presses the wheel's centre button (cause key), except while disabled; Tab is not the wheel's")
    func activatePressesTheCentreButton() {
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        let recorder = EventRecorder(wheel.events)
        #expect(wheel.handle(.activate))
        #expect(recorder.events == [.primaryActionTriggered(wheel.selectedIndex)] && recorder.causes == [.key])
        #expect(!wheel.handle(.moveFocus(forward: true)))
        wheel.isEnabled = false
        recorder.clear()
        #expect(!wheel.handle(.activate) && recorder.events.isEmpty)
    }
}
