import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// A key held on a keyboard that repeats nothing by itself (an iPad's): the model repeats it on its
// clock, 0.5 s after the press and then every 0.05 s, as one edit.

@Suite("Held keys repeat on the model's clock")
struct KeyRepeatTests {
    @Test func aHeldArrowRepeatsAfterTheDelayThenEveryInterval() {
        let (fader, recorder) = recordedFader()
        _ = fader.advance(to: 0)
        #expect(fader.send(.keyHeld(.navigate(.right))))
        #expect(fader.value == 0.01, "the press acts at once")
        #expect(fader.isAnimating, "the clock runs while the key is held")
        _ = fader.advance(to: 0.1)    // the first reading after the press: the delay starts here
        _ = fader.advance(to: 0.59)
        #expect(fader.value == 0.01)
        _ = fader.advance(to: 0.6)
        #expect(fader.value == 0.02)
        _ = fader.advance(to: 0.62)
        #expect(fader.value == 0.02)
        _ = fader.advance(to: 0.651)
        _ = fader.advance(to: 0.701)
        #expect(fader.value == 0.04)
        #expect(fader.send(.keyReleased))
        _ = fader.advance(to: 0.8)
        #expect(fader.value == 0.04, "no repeat once the key is up")
        _ = fader.advance(to: 1.3)
        _ = fader.advance(to: 2)
        #expect(!fader.isAnimating)
        #expect(recorder.beganCount == 1 && recorder.endedCount == 1 && recorder.events.last == .editingDidEnd,
                "the press and its repeats are one edit: \(recorder.events)")
    }

    @Test func aLateReadingTakesOneRepeatNotTheOnesItMissed() {
        let (fader, _) = recordedFader()
        _ = fader.advance(to: 0)
        fader.send(.keyHeld(.navigate(.right)))
        _ = fader.advance(to: 0)
        _ = fader.advance(to: 3)      // a stalled frame, 2.5 s late
        #expect(fader.value == 0.02)
        _ = fader.advance(to: 3.01)
        #expect(fader.value == 0.02, "the next repeat comes an interval after the late one")
        _ = fader.advance(to: 3.051)
        #expect(fader.value == 0.03)
    }

    @Test func onlyUsedNavigationKeysRepeat() {
        let (fader, _) = recordedFader()
        #expect(!fader.send(.keyHeld(.activate)), "the fader has no primary action")
        #expect(!fader.isAnimating)
        let range = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect(range.send(.keyHeld(.moveFocus(forward: true))))
        #expect(!range.isAnimating, "Tab moves to the next thumb once")
        #expect(!fader.send(.keyReleased), "no key was held")
    }

    @Test func disablingTheControlLetsTheKeyGo() {
        let (fader, _) = recordedFader()
        _ = fader.advance(to: 0)
        fader.send(.keyHeld(.navigate(.right)))
        _ = fader.advance(to: 0)
        fader.isEnabled = false
        _ = fader.advance(to: 1)
        #expect(fader.value == 0.01)
        _ = fader.advance(to: 2)
        _ = fader.advance(to: 3)
        #expect(!fader.isAnimating, "the key let go, its edit ends as a burst does")
    }

    /// Every control repeats a held arrow the way a press moves it.
    @Test(arguments: Subject.allCases)
    func everyControlRepeatsAHeldArrow(_ subject: Subject) {
        let driver = subject.makeDriver()
        _ = driver.advance(0)
        let start = driver.value()
        driver.send(.keyHeld(.navigate(.right)))
        let pressed = driver.value()
        _ = driver.advance(0.01)
        _ = driver.advance(0.6)
        _ = driver.advance(0.7)
        driver.send(.keyReleased)
        _ = driver.advance(0.8)
        _ = driver.advance(5)
        _ = driver.advance(10)
        #expect(pressed != start || subject == .rotaryWheel, "the press moved it")
        #expect(driver.value() != pressed, "\(subject): the held key repeated")
        #expect(driver.brokenRules().isEmpty, "\(driver.brokenRules())")
    }
}
