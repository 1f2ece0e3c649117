import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

private let english = ControlEnvironment(locale: Locale(identifier: "en_US"))

@Suite("Typed values: the value entry of every value control")
struct ValueEntryTests {
    @Test func aTypedValueIsOneEditWithItsOwnCause() throws {
        let knob = KnobModel()
        knob.environment = english
        knob.maximumValue = 10
        knob.step = 0.5
        let rec = EventRecorder(knob.events)
        #expect(knob.entryText == "0.00")
        #expect(try knob.enterValue("7.3"))
        #expect(knob.value == 7.5, "snapped to the step")
        #expect(rec.events == [.editingDidBegin, .valueChanged(7.5), .detent(.step(15)), .editingDidEnd])
        #expect(rec.causes.allSatisfy { $0 == .typedEntry })
        #expect(knob.isAnimating, "the knob turns there")
        #expect(try !knob.enterValue("7.5"), "the value it holds: nothing")
        #expect(try knob.enterValue("99") && knob.value == 10, "clamped")
        #expect(rec.beganCount == 2 && rec.endedCount == 2)
    }

    @Test func settingTheBuiltInFormatItHoldsAnnouncesNothing() {
        let knob = KnobModel()
        var notified = 0
        let token = knob.changes.observe { notified += 1 }
        defer { _ = token }
        knob.valueFormat = .number()
        #expect(notified == 0, "the default, set again")
        knob.valueFormat = .decibels(decimals: 1, minusInfinityAt: -60)
        knob.valueFormat = .decibels(decimals: 1, minusInfinityAt: -60)
        #expect(notified == 1, "a host that sets its settings on every update repaints once")
        knob.valueFormat = .decibels(decimals: 2, minusInfinityAt: -60)
        let own = ValueFormat(text: { value, _ in "\(value)" }, value: { text, _ in Double(text) })
        knob.valueFormat = own
        #expect(notified == 3, "another format, and one of your own, announce")
        knob.valueFormat = own
        #expect(notified == 3, "the same format of your own, set again on every update, announces nothing")
        knob.valueFormat = ValueFormat(text: { value, _ in "\(value)" }, value: { text, _ in Double(text) })
        #expect(notified == 4, "a new format of your own may read differently: it announces")
    }

    @Test func badTextChangesNothingAndSaysWhy() {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        fader.environment = english
        fader.value = 0.4
        let rec = EventRecorder(fader.events)
        #expect(throws: ValueEntryError.notANumber("loud")) { try fader.enterValue("loud") }
        #expect(throws: ValueEntryError.empty) { try fader.enterValue("") }
        #expect(fader.value == 0.4 && rec.events.isEmpty)
    }

    @Test func theFormatWritesAndReadsTheEntry() throws {
        let gain = KnobModel()
        gain.environment = ControlEnvironment(locale: Locale(identifier: "de_DE"))
        gain.minimumValue = -60
        gain.maximumValue = 6
        gain.value = -60
        gain.valueFormat = .decibels(decimals: 1, minusInfinityAt: -60)
        #expect(gain.entryText == "-∞ dB")
        #expect(try gain.enterValue("-12,5 dB") && gain.value == -12.5)
        #expect(try gain.enterValue("-inf") && gain.value == -60)
    }

    @Test func theThumbSlidersTakeItOnTheFocusedThumbUnderTheDistanceRules() throws {
        let range = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        range.environment = english
        range.focusedThumb = .upper
        #expect(range.entryText == "0.80")
        #expect(try range.enterValue("0.6") && range.upperValue == 0.6 && range.lowerValue == 0.2)
        range.minimumDistance = 0.1
        let moved = try range.enterValue("0.1")
        #expect(moved && abs(range.upperValue - 0.3) < 1e-12 && range.lowerValue == 0.2, "the lower thumb stops it")

        let stops = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        stops.environment = english
        stops.focusedThumb = 1
        let rec = EventRecorder(stops.events)
        #expect(try stops.enterValue("0.6") && stops.values == [0.25, 0.6, 0.75])
        #expect(rec.causes.allSatisfy { $0 == .typedEntry } && rec.beganCount == 1 && rec.endedCount == 1)
    }

    @Test func theXYPadTakesItOnTheFocusedAxis() throws {
        let pad = XYPadModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        pad.environment = english
        pad.valueFormat = .percent()
        #expect(try pad.enterValue("30%") && pad.value == XYPadValue(x: 0.3, y: 0))
        pad.focusedAxis = .y
        #expect(pad.entryText == "0%")
        #expect(try pad.enterValue("75") && pad.value == XYPadValue(x: 0.3, y: 0.75))
    }

    @Test func theWheelAndDisabledControlsHaveNoEntry() throws {
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        #expect(wheel.entryText == nil && wheel.entryText(startingWith: "3") == nil)
        #expect(try !wheel.enterValue("3") && wheel.selectedIndex == 0)
        let knob = KnobModel()
        knob.isEnabled = false
        #expect(knob.entryText == nil)
        #expect(try !knob.enterValue("0.5") && knob.value == 0)
    }

    @Test func noContextMenuOnceADragChangedTheValue() {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        fader.defaultValue = 0.5
        #expect(fader.contextMenuItems == [.resetToDefault, .enterValue])
        let thumb = fader.thumbFrame
        fader.beginTracking(at: CGPoint(x: thumb.midX, y: thumb.midY))
        #expect(fader.contextMenuItems == [.resetToDefault, .enterValue], "a press that moved nothing may still be a long press")
        fader.continueTracking(at: CGPoint(x: thumb.midX + 30, y: thumb.midY))
        #expect(fader.contextMenuItems.isEmpty, "the press became a drag")
        fader.endTracking(at: nil)
        #expect(fader.contextMenuItems == [.resetToDefault, .enterValue])
    }

    @Test func typingADigitWhileFocusedOpensTheEntryWithIt() {
        let knob = KnobModel()
        knob.environment = ControlEnvironment(locale: Locale(identifier: "de_DE"))
        #expect(knob.entryText(startingWith: "7") == "7")
        #expect(knob.entryText(startingWith: "-") == "-")
        #expect(knob.entryText(startingWith: ",") == ",", "German's decimal separator")
        #expect(knob.entryText(startingWith: "a") == nil && knob.entryText(startingWith: " ") == nil)
    }

    @Test func aTypedValueDuringADragEndsTheDragFirst() throws {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        fader.environment = english
        let rec = EventRecorder(fader.events)
        let thumb = fader.thumbFrame
        fader.beginTracking(at: CGPoint(x: thumb.midX, y: thumb.midY))
        fader.continueTracking(at: CGPoint(x: thumb.midX + 50, y: thumb.midY))
        #expect(try fader.enterValue("0.9") && fader.value == 0.9 && !fader.isTracking)
        #expect(rec.beganCount == 2 && rec.endedCount == 2, "the drag's edit, then the entry's")
    }

    @Test func aValueFromOutsideRightAfterAnEntryGoesIn() throws {
        // An entry is an edit of its own, over at once: a binding's value right after it goes in.
        let knob = KnobModel()
        knob.environment = english
        #expect(try knob.enterValue("0.6"))
        #expect(knob.setValueFromOutside(0.5) && knob.value == 0.5)
    }
}
