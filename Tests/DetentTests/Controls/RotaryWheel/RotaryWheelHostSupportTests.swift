import Foundation
import Testing
@_spi(Hosting) import Detent

/// What the GTK host needs from the wheel beyond touches: the keyboard's primary action and a
/// numeric accessibility value.
@Suite struct RotaryWheelHostSupportTests {
    private let bounds = CGRect(x: 0, y: 0, width: 200, height: 200)

    /// Collects a wheel's events in order.
    private final class Events {
        var list: [ControlEvent<Int>] = []
        init(_ wheel: RotaryWheelModel) { wheel.events.handler = { [weak self] in self?.list.append($0) } }
    }

    @Test func primaryActionFromTheKeyboardReportsTheSelectedSector() {
        let w = RotaryWheelModel(bounds: bounds)
        w.select(5, animated: false)
        let events = Events(w)
        #expect(w.triggerPrimaryAction())
        #expect(events.list == [.primaryActionTriggered(5)])
    }

    @Test func primaryActionIsRefusedWhileDisabledOrWhileTheFingerIsOnTheWheel() {
        let w = RotaryWheelModel(bounds: bounds)
        let events = Events(w)
        w.isEnabled = false
        #expect(!w.triggerPrimaryAction())
        w.isEnabled = true
        #expect(w.beginTracking(at: CGPoint(x: 30, y: 100), time: 0))
        #expect(!w.triggerPrimaryAction())
        #expect(events.list.isEmpty, "a press that turns nothing sends nothing")
    }

    @Test func accessibilityElementCarriesTheSelectedIndexAsANumber() {
        let w = RotaryWheelModel(bounds: bounds)
        #expect(w.accessibilityElement.numericValue == 0)
        #expect(w.accessibilityElement.numericRange == 0...7)
        w.select(6, animated: false)
        #expect(w.accessibilityElement.numericValue == 6)
        #expect(w.accessibilityElement.value == "Swirl")
        w.numberOfSections = 360
        #expect(w.accessibilityElement.numericRange == 0...359)
        w.numberOfSections = 0
        #expect(w.accessibilityElement.numericRange == 0...0, "one sector at least")
        #expect(w.accessibilityElement.numericValue == 0)
    }
}
