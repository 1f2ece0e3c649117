import Foundation
import Testing
@_spi(Hosting) import Detent

// Whether a control's own tap would act at a point: where it would not, a host leaves the touch
// to the gesture recognizers of the views around the control.

@Suite("Where a control's tap acts")
struct TapActsTests {
    @Test func aKnobsDoubleTapActsOnlyWithADefault() {
        let knob = standardKnob()
        #expect(!knob.tapActs(at: CGPoint(x: 100, y: 100)), "no default: a double tap does nothing")
        knob.defaultValue = 0.5
        #expect(knob.tapActs(at: CGPoint(x: 100, y: 100)))
        #expect(!knob.tapActs(at: CGPoint(x: 300, y: 100)) && !knob.tapActs(at: CGPoint(x: CGFloat.nan, y: 0)))
        knob.isEnabled = false
        #expect(!knob.tapActs(at: CGPoint(x: 100, y: 100)))
    }

    @Test func aSlidersTapActsOnItsBareTrackOrEverywhereWithADefault() {
        let slider = standardRangeSlider()
        let thumb = slider.thumbFrame(.lower)
        let bare = CGPoint(x: 150, y: 15)
        #expect(slider.tapActs(at: bare) && !slider.tapActs(at: CGPoint(x: thumb.midX, y: thumb.midY)))
        slider.movesNearestThumbOnTap = false
        #expect(!slider.tapActs(at: bare), "taps move no thumb")
        slider.defaultValues = 0.4...0.6
        #expect(slider.tapActs(at: bare) && slider.tapActs(at: CGPoint(x: thumb.midX, y: thumb.midY)), "a double tap resets")
        // A tap where it acts does act; where it does not, nothing happens.
        slider.defaultValues = nil
        slider.movesNearestThumbOnTap = true
        #expect(slider.tapActs(at: CGPoint(x: 290, y: 15)) == slider.send(.tap(at: CGPoint(x: 290, y: 15), count: 1, time: 0)))
    }

    @Test func aFadersPadsAndWheelsTapActWhereTheyMoveOrSelect() {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        #expect(fader.tapActs(at: CGPoint(x: 250, y: 15)) && !fader.tapActs(at: CGPoint(x: fader.thumbFrame.midX, y: 15)))
        fader.movesThumbOnTap = false
        #expect(!fader.tapActs(at: CGPoint(x: 250, y: 15)))

        let pad = XYPadModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(pad.tapActs(at: CGPoint(x: 150, y: 50)))
        pad.springsBack = true
        #expect(pad.tapActs(at: CGPoint(x: 150, y: 50)), "a joystick jumps to the finger")
        pad.jumpsToTouch = false
        #expect(!pad.tapActs(at: CGPoint(x: 150, y: 50)), "a pad that springs back and does not jump takes no taps")
        pad.defaultValue = XYPadValue(x: 0.5, y: 0.5)
        #expect(pad.tapActs(at: CGPoint(x: 150, y: 50)), "but a double tap resets it")

        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        #expect(wheel.tapActs(at: CGPoint(x: 120, y: 120)) && wheel.tapActs(at: CGPoint(x: 120, y: 20)))
        #expect(!wheel.tapActs(at: CGPoint(x: 2, y: 2)), "outside the rim")
    }
}
