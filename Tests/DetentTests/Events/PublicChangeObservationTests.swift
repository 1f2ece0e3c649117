import Foundation
import Testing
import Detent

/// A user of the core alone (no hosting interface) follows every change through
/// `observeChanges(_:)`: the program's, the user's and the clock's, and nothing for a value the
/// model already holds.
@Suite("Changes out for users of the core")
struct PublicChangeObservationTests {
    @Test func everyChangeIsAnnouncedWithoutTheHostingInterface() {
        let knob = standardKnob()
        var calls = 0
        var token: ObservationToken? = knob.observeChanges { calls += 1 }
        knob.value = 0.5
        #expect(calls == 1, "the program's change")
        knob.value = 0.5
        #expect(calls == 1, "a value it already holds announces nothing")
        #expect(knob.perform(.increment))
        #expect(calls >= 2, "the user's change")
        let afterKey = calls
        knob.setValue(0.1, animated: true)
        #expect(knob.advance(to: 0))
        knob.advance(to: 1)
        #expect(calls > afterKey, "the animation's frames")
        token?.cancel()
        token = nil
        let before = calls
        knob.value = 0.9
        #expect(calls == before, "nothing after the token is cancelled")
    }

    @Test func everyModelOffersIt() {
        var calls = 0
        let fader = FaderModel(), range = RangeSliderModel(), multi = MultiSliderModel(), pad = XYPadModel()
        let wheel = RotaryWheelModel(), image = RotatableKnobModel()
        let tokens = [
            fader.observeChanges { calls += 1 }, range.observeChanges { calls += 1 }, multi.observeChanges { calls += 1 },
            pad.observeChanges { calls += 1 }, wheel.observeChanges { calls += 1 }, image.observeChanges { calls += 1 },
        ]
        fader.value = 0.4
        range.upperValue = 0.6
        multi.values = [0.1, 0.9]
        pad.value = XYPadValue(x: 0.3, y: 0.7)
        wheel.select(2, animated: false)
        image.value = 0.25
        #expect(calls == 6)
        withExtendedLifetime(tokens) {}
    }
}
