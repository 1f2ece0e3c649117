import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// Assistive technology's activation (VoiceOver's double tap, Voice Control's "Tap", Switch
// Control's select) does what the model says, never a tap at a point.

@Suite("Activation by assistive technology")
struct ActivationTests {
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
}
