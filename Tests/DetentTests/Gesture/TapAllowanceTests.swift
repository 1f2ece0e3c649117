import Foundation
import Testing
@_spi(Hosting) import Detent

/// A platform may recognise a tap for a quick, short drag as well (UIKit's tap recognizer beside
/// the control's tracking); the model ignores it, so the drag is what happened.
@Suite("A touch that moved past the slop is not a tap")
struct TapAllowanceTests {
    /// Runs the model's clock on until it rests (at most 5 s), from `time`.
    private func settle(_ model: some ControlModel, from time: Double) {
        var t = time
        while model.isAnimating, t < time + 5 {
            t += 1.0 / 60
            model.advance(to: t)
        }
    }

    /// A quick one-sector nudge of the wheel, as the host reports it: the touch, and sometimes a
    /// tap for it. With and without the tap the wheel comes to rest on the same sector.
    @Test func aNudgeOfTheWheelStaysANudgeWhenATapIsAlsoReported() {
        func nudge(reportingTap: Bool) -> (selected: Int, tapAccepted: Bool) {
            let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
            let start = CGPoint(x: 170, y: 100), end = CGPoint(x: 162, y: 128)
            #expect(wheel.beginTracking(at: start, time: 0))
            _ = wheel.continueTracking(at: end, time: 0.04)
            var accepted = false
            if reportingTap { accepted = wheel.tap(at: end, time: 0.05) }   // recognised before the end…
            wheel.endTracking(at: end, time: 0.05)
            settle(wheel, from: 0.05)
            return (wheel.selectedIndex, accepted)
        }
        let plain = nudge(reportingTap: false)
        let tapped = nudge(reportingTap: true)
        #expect(!tapped.tapAccepted)
        #expect(tapped.selected == plain.selected)
    }

    /// The tap may also arrive after the lift; it still belongs to the drag. One that comes later
    /// is a tap of its own.
    @Test func aTapAfterAQuickRangeDragDoesNotMoveTheNearerThumb() {
        let slider = standardRangeSlider()
        let lowerThumb = CGPoint(x: 0.2 * 300, y: 15)
        #expect(slider.beginTracking(at: lowerThumb, time: 0))
        let end = CGPoint(x: lowerThumb.x + 40, y: 15)
        _ = slider.continueTracking(at: end, time: 0.05)
        slider.endTracking(at: end, time: 0.06)
        let afterDrag = slider.values
        #expect(!slider.tap(at: CGPoint(x: 280, y: 15), time: 0.07))
        settle(slider, from: 0.06)
        #expect(slider.values == afterDrag)
        #expect(slider.tap(at: CGPoint(x: 280, y: 15), time: 5.0))
        #expect(slider.values != afterDrag)
    }

    @Test func aKnobDraggedThenDoubleTappedKeepsItsValue() {
        let knob = standardKnob()
        knob.defaultValue = 0.5
        knob.interactionMode = .vertical(pointsPerRange: 200)
        #expect(knob.beginTracking(at: CGPoint(x: 100, y: 150), time: 0))
        _ = knob.continueTracking(at: CGPoint(x: 100, y: 100), time: 0.1)
        knob.endTracking(at: CGPoint(x: 100, y: 100), time: 0.1)
        let dragged = knob.value
        #expect(dragged != 0.5)
        #expect(!knob.doubleTap(time: 0.15))
        settle(knob, from: 0.1)
        #expect(knob.value == dragged)
    }

    /// A touch that stays within the slop (a finger's jitter) is still a tap; a tap of no touch
    /// (assistive technology, the program) always acts; one refused tap clears the mark.
    @Test func jitterIsATapAndTheRefusalIsForgottenAfterOneTap() {
        let slider = standardRangeSlider()
        #expect(slider.beginTracking(at: CGPoint(x: 250, y: 15), time: 0))
        _ = slider.continueTracking(at: CGPoint(x: 256, y: 18), time: 0.05)
        slider.endTracking(at: CGPoint(x: 256, y: 18), time: 0.06)
        #expect(slider.tap(at: CGPoint(x: 280, y: 15), time: 0.06))

        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        wheel.isMomentumEnabled = false
        #expect(wheel.beginTracking(at: CGPoint(x: 170, y: 100), time: 0))
        _ = wheel.continueTracking(at: CGPoint(x: 150, y: 150), time: 0.2)
        wheel.endTracking(at: CGPoint(x: 150, y: 150), time: 0.3)
        #expect(!wheel.tap(at: CGPoint(x: 100, y: 30), time: 0.3))
        #expect(wheel.tap(at: CGPoint(x: 100, y: 30), time: 0.31))
        settle(wheel, from: 0.3)
        #expect(wheel.isTracking == false)
        #expect(wheel.beginTracking(at: CGPoint(x: 170, y: 100), time: 10))
        _ = wheel.continueTracking(at: CGPoint(x: 150, y: 150), time: 10.2)
        wheel.endTracking(at: CGPoint(x: 150, y: 150), time: 10.3)
        settle(wheel, from: 10.3)
        #expect(wheel.tap(at: CGPoint(x: 30, y: 100)), "a tap of no touch acts")
    }
}
