import Foundation
import Testing
@_spi(Hosting) import Detent

// A host that ends animations at once (reduce motion, a snapshot) hears of it only when an
// animation really ended: a held key's clock is no animation, and nothing it shows changes.

@Suite("Finishing animations notifies only when one ran")
struct FinishAnimationsTests {
    @Test func aHeldKeyIsNoAnimationToFinish() {
        let knob = standardKnob()
        #expect(knob.send(.keyHeld(.navigate(.right))))
        #expect(knob.isAnimating, "the clock runs while the key is held")
        var notified = 0
        let token = knob.changes.observe { notified += 1 }
        knob.finishAnimations()
        #expect(notified == 0, "nothing the host shows changed")
        token.cancel()
    }

    @Test func anAnimatedValueEndsAtOnceWithOneNotification() {
        let knob = standardKnob()
        knob.setValue(0.8, animated: true)
        #expect(knob.presentationValue < 0.8)
        var notified = 0
        let token = knob.changes.observe { notified += 1 }
        knob.finishAnimations()
        #expect(notified == 1)
        #expect(knob.presentationValue == 0.8)
        knob.finishAnimations()
        #expect(notified == 1, "nothing left to finish")
        token.cancel()
    }
}
