import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// Values from outside (a binding, a GtkAdjustment, automation) while the user edits: held, the
// thumb stays under the finger, and the last one is set when the edit ends.

@Suite("Values from outside during an edit")
struct ValueFromOutsideTests {
    @Test(arguments: Subject.allCases)
    func betweenEditsAValueFromOutsideIsSetAtOnceWithoutAnEvent(_ subject: Subject) {
        let d = subject.makeDriver()
        #expect(d.setFromOutside(0, animated: false))
        #expect(d.value() == d.programValueText(0))
        #expect(d.eventNames.isEmpty)
    }

    @Test(arguments: Subject.allCases)
    func duringADragItIsHeldAndSetWhenTheFingerLifts(_ subject: Subject) {
        let d = subject.makeDriver()
        #expect(d.begin(d.start))
        #expect(d.move(d.moved))
        let dragged = d.value()
        #expect(!d.setFromOutside(0, animated: false), "held")
        #expect(!d.setFromOutside(1, animated: true), "held, in place of the first")
        #expect(d.value() == dragged, "the thumb stays under the finger")
        d.end(nil)
        _ = d.advance(0)
        _ = d.advance(5)
        #expect(d.value() == d.programValueText(1), "the last value from outside, once the edit ended")
        #expect(d.began == 1 && d.ended == 1)
        let end = d.eventNames.lastIndex(of: "editingDidEnd") ?? 0
        #expect(!d.eventNames[end...].contains { $0.hasPrefix("valueChanged") || $0.hasPrefix("selectionChanged") },
                "set as the program sets it: no report after the edit")
        #expect(d.brokenRules().isEmpty, "\(d.brokenRules())")
    }

    @Test(arguments: Subject.allCases)
    func aValueThatAgreesWithTheEditDropsTheOneHeld(_ subject: Subject) {
        let d = subject.makeDriver()
        #expect(d.begin(d.start))
        #expect(!d.setFromOutside(0, animated: false))
        #expect(d.move(d.moved))
        #expect(!d.echoFromOutside(), "a binding that took the user's value")
        d.end(nil)
        _ = d.advance(0)
        _ = d.advance(5)
        #expect(d.value() != d.programValueText(0))
        #expect(d.value() == d.lastReportedValue, "what the edit reported (the wheel's selection at rest)")
    }

    @Test(arguments: Subject.allCases)
    func duringABurstOfKeysItWaitsForTheBurstsEnd(_ subject: Subject) {
        let d = subject.makeDriver()
        _ = d.advance(0)
        #expect(d.perform(.increment, .key))
        let keyed = d.value()
        #expect(d.isEditing)
        #expect(!d.setFromOutside(0, animated: false))
        _ = d.advance(0.1)
        _ = d.advance(0.3)
        #expect(d.value() == keyed, "the burst is still open")
        _ = d.advance(0.7)
        _ = d.advance(5)
        #expect(!d.isEditing && d.ended == 1)
        #expect(d.value() == d.programValueText(0))
    }

    @Test func anAdjustmentStepIsAnEditOfItsOwnSoAValueAfterItIsSetAtOnce() {
        let knob = KnobModel()
        knob.perform(.increment, cause: .assistiveTechnology)
        #expect(knob.setValueFromOutside(0.5))
        #expect(knob.value == 0.5)
    }

    /// A host whose binding clamps what it is given, as SwiftUI's does through `BindingSync`:
    /// the control ends showing what the binding holds.
    @Test func aBindingThatClampsWhatItIsGivenIsShownAfterTheEdit() {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        fader.maximumValue = 1_000_000
        var sync = BindingSync<Double>()
        var stored = 0.0
        _ = sync.update(binding: stored, current: fader.value, settingsChanged: false, animationRequested: false)
        let limit = 500_000.0
        let token = fader.events.observe { event, _ in
            guard case .valueChanged(let reported) = event else { return }
            stored = min(reported, limit)
            sync.userChanged(to: reported)
            // The view update the binding's write causes.
            if let u = sync.update(binding: stored, current: fader.value, settingsChanged: false, animationRequested: false) {
                fader.setValueFromOutside(u.value, animated: u.animated)
            }
        }
        defer { _ = token }
        let start = fader.thumbFrame
        #expect(fader.beginTracking(at: CGPoint(x: start.midX, y: start.midY)))
        fader.continueTracking(at: CGPoint(x: start.midX + 250, y: start.midY))
        #expect(fader.value > limit, "the finger is past what the binding takes")
        #expect(stored == limit)
        fader.endTracking(at: nil)
        #expect(fader.value == limit, "once the finger lifts, the control shows what the binding holds")
        #expect(sync.update(binding: stored, current: fader.value, settingsChanged: false, animationRequested: false) == nil)
    }

    @Test func aClampingBindingGivenAValueItTakesAgainDropsTheClampedOne() {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        var sync = BindingSync<Double>()
        _ = sync.update(binding: 0, current: 0, settingsChanged: false, animationRequested: false)
        let token = fader.events.observe { event, _ in
            guard case .valueChanged(let reported) = event else { return }
            sync.userChanged(to: reported)
            if let u = sync.update(binding: min(reported, 0.5), current: fader.value, settingsChanged: false, animationRequested: false) {
                fader.setValueFromOutside(u.value, animated: u.animated)
            }
        }
        defer { _ = token }
        let start = fader.thumbFrame
        fader.beginTracking(at: CGPoint(x: start.midX, y: start.midY))
        fader.continueTracking(at: CGPoint(x: start.midX + 250, y: start.midY))
        fader.continueTracking(at: CGPoint(x: start.midX + 50, y: start.midY))
        let back = fader.value
        #expect(back < 0.5)
        fader.endTracking(at: nil)
        #expect(fader.value == back, "the finger came back below the limit: the binding holds what it shows")
    }
}
