import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// Reset everywhere: every value control has a default and `reset(animated:)`; a double tap, a
// double click or assistive technology's action restores it as one edit where a default is set.

/// One value control with a default: how to make it, set its default and move it elsewhere.
struct ResetCase<Model: ControlModel>: Sendable where Model.Value: Sendable {
    let name: String
    let make: @Sendable () -> Model
    let setDefault: @Sendable (Model) -> Void
    /// The value the default comes to under the model's rules.
    let expected: Model.Value
    let moveAway: @Sendable (Model) -> Void

    /// `reset(animated:)` without a default changes nothing; with one it sets the value as the
    /// program does (no event), at once or animated on the clock.
    func checkResetAsTheProgram() {
        let model = make()
        moveAway(model)
        let before = model.currentValue
        let recorder = EventRecorder(model.events)
        #expect(!model.reset(animated: false), "\(name): no default, no reset")
        #expect(model.currentValue == before)
        setDefault(model)
        #expect(model.reset(animated: false), "\(name)")
        #expect(model.currentValue == expected, "\(name)")
        #expect(recorder.events.isEmpty, "\(name): the program's reset sends no event")
        moveAway(model)
        _ = model.advance(to: 10)
        #expect(model.reset(animated: true))
        #expect(model.currentValue == expected && model.isAnimating, "\(name): an animated reset runs on the clock")
        _ = model.advance(to: 10.01)
        _ = model.advance(to: 11)
        #expect(!model.isAnimating && recorder.events.isEmpty, "\(name)")
    }
}

@Suite("Reset: every value control has a default")
struct ResetTests {
    static let knob = ResetCase<KnobModel>(
        name: "knob", make: { standardKnob() },
        setDefault: { $0.defaultValue = 0.5 }, expected: 0.5, moveAway: { $0.value = 0.1 })
    static let fader = ResetCase<FaderModel>(
        name: "fader", make: { FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31)) },
        setDefault: { $0.defaultValue = 2 }, expected: 1, moveAway: { $0.value = 0.1 })
    static let rotatableKnob = ResetCase<RotatableKnobModel>(
        name: "rotatable knob", make: { RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150)) },
        setDefault: { $0.defaultValue = 0.25 }, expected: 0.25, moveAway: { $0.value = 0.9 })
    static let rangeSlider = ResetCase<RangeSliderModel>(
        name: "range slider", make: { standardRangeSlider() },
        setDefault: { $0.defaultValues = -1...0.4 }, expected: 0...0.4,
        moveAway: { $0.setValues(lower: 0.6, upper: 0.9, animated: false) })
    static let multiSlider = ResetCase<MultiSliderModel>(
        name: "multi-thumb slider", make: { MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31)) },
        setDefault: { $0.defaultValues = [0.9, .nan, 0.1, 0.5] }, expected: [0.1, 0.5, 0.9],
        moveAway: { $0.values = [0.2, 0.3, 0.4] })
    static let xyPad = ResetCase<XYPadModel>(
        name: "XY pad", make: { XYPadModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200)) },
        setDefault: { $0.defaultValue = XYPadValue(x: 0.5, y: .infinity) }, expected: XYPadValue(x: 0.5, y: 1),
        moveAway: { $0.value = XYPadValue(x: 0.1, y: 0.2) })

    @Test func resetSetsTheDefaultAsTheProgramDoes() {
        Self.knob.checkResetAsTheProgram()
        Self.fader.checkResetAsTheProgram()
        Self.rotatableKnob.checkResetAsTheProgram()
        Self.rangeSlider.checkResetAsTheProgram()
        Self.multiSlider.checkResetAsTheProgram()
        Self.xyPad.checkResetAsTheProgram()
    }

    @Test func theWheelHasNoDefault() {
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        wheel.select(3, animated: false)
        #expect(!wheel.reset(animated: false) && wheel.selectedIndex == 3)
    }

    /// The track of a horizontal slider at `fraction` of its travel.
    private func track(_ geometry: ThumbSliderGeometry, _ fraction: Double) -> CGPoint {
        CGPoint(x: geometry.position(forFraction: fraction), y: Double(geometry.bounds.midY))
    }

    @Test func aDoubleTapOnARangeSliderRestoresItsDefaultsAsOneEdit() {
        let slider = Self.rangeSlider.make()
        slider.defaultValues = 0.3...0.7
        slider.setValues(lower: 0.1, upper: 0.9, animated: false)
        let r = EventRecorder(slider.events)
        // The first tap of a double tap, as GTK counts them, waits; the second restores.
        #expect(slider.send(.tap(at: track(slider.geometry, 0.5), count: 1, time: 0)))
        #expect(slider.values == 0.1...0.9 && slider.isAnimating, "the first tap waits for a second")
        #expect(slider.send(.tap(at: track(slider.geometry, 0.5), count: 2, time: 0.2)))
        #expect(slider.values == 0.3...0.7)
        #expect(r.values == [0.3...0.7] && r.beganCount == 1 && r.endedCount == 1 && r.causes.allSatisfy { $0 == .tap })
        _ = slider.advance(to: 0.3)
        _ = slider.advance(to: 2)
        #expect(slider.values == 0.3...0.7 && !slider.isAnimating, "the waiting tap was dropped")
        // A single tap acts once the interval has passed: the nearest thumb moves there.
        #expect(slider.send(.tap(at: track(slider.geometry, 0.9), count: 1, time: 3)))
        _ = slider.advance(to: 3.2)
        #expect(slider.values == 0.3...0.7)
        _ = slider.advance(to: 3.4)
        _ = slider.advance(to: 4)
        #expect(abs(slider.upperValue - 0.9) < 1e-9 && r.values.count == 2 && r.beganCount == 2 && r.endedCount == 2)
        // Two single taps within the interval, as UIKit's one-tap recognizer reports a double
        // tap, reset too.
        #expect(slider.send(.tap(at: track(slider.geometry, 0.05), count: 1, time: 5)))
        #expect(slider.send(.tap(at: track(slider.geometry, 0.05), count: 1, time: 5.2)))
        #expect(slider.values == 0.3...0.7 && r.beganCount == 3 && r.endedCount == 3)
    }

    @Test func theProgramsResetDropsATapWaitingForASecond() {
        let slider = Self.rangeSlider.make()
        slider.defaultValues = 0.3...0.7
        slider.setValues(lower: 0.1, upper: 0.9, animated: false)
        #expect(slider.send(.tap(at: track(slider.geometry, 0.05), count: 1, time: 0)))
        #expect(slider.reset(animated: false) && slider.values == 0.3...0.7)
        _ = slider.advance(to: 0.1)
        _ = slider.advance(to: 1)
        #expect(slider.values == 0.3...0.7 && !slider.isAnimating, "the waiting tap moved no thumb after the reset")
    }

    @Test func withoutADefaultTapsActAtOnceAndADoubleTapDoesNothing() {
        let slider = Self.rangeSlider.make()
        let r = EventRecorder(slider.events)
        #expect(slider.send(.tap(at: track(slider.geometry, 0.05), count: 1, time: 0)))
        #expect(slider.lowerValue < 0.2, "no default: a tap moves the nearest thumb at once")
        let moved = slider.values
        #expect(!slider.send(.tap(at: track(slider.geometry, 0.05), count: 2, time: 0.2)))
        #expect(slider.values == moved && r.beganCount == 1)
    }

    @Test func aDoubleTapOnAMultiThumbSliderRestoresItsThumbsAndTheirNumber() {
        let slider = Self.multiSlider.make()
        slider.defaultValues = [0.2, 0.8]
        let r = EventRecorder(slider.events)
        let point = track(slider.geometry, 0.6)
        #expect(slider.send(.tap(at: point, count: 2, time: 0)))
        #expect(slider.values == [0.2, 0.8] && slider.thumbCount == 2)
        #expect(r.values == [[0.2, 0.8]] && r.beganCount == 1 && r.endedCount == 1)
        // At the default already: a double tap is no edit.
        #expect(!slider.send(.tap(at: point, count: 2, time: 1)))
        #expect(r.beganCount == 1)
    }

    @Test func aDoubleTapOnAnXYPadRestoresItsDefaultPoint() {
        let pad = Self.xyPad.make()
        pad.defaultValue = XYPadValue(x: 0.25, y: 0.75)
        pad.value = XYPadValue(x: 0.9, y: 0.1)
        let r = EventRecorder(pad.events)
        #expect(pad.send(.tap(at: CGPoint(x: 20, y: 20), count: 1, time: 0)))
        #expect(pad.value == XYPadValue(x: 0.9, y: 0.1), "the first tap waits")
        #expect(pad.send(.tap(at: CGPoint(x: 20, y: 20), count: 2, time: 0.1)))
        #expect(pad.value == XYPadValue(x: 0.25, y: 0.75))
        #expect(r.values == [XYPadValue(x: 0.25, y: 0.75)] && r.beganCount == 1 && r.endedCount == 1)
        // A default point with a NaN coordinate is refused whole.
        pad.defaultValue = XYPadValue(x: .nan, y: 0)
        #expect(pad.defaultValue == XYPadValue(x: 0.25, y: 0.75))
    }

    @Test func assistiveTechnologyResetsWhereADefaultIsSet() {
        let slider = Self.rangeSlider.make()
        #expect(slider.accessibilityElements.allSatisfy { $0.actions.isEmpty })
        slider.defaultValues = 0.4...0.6
        #expect(slider.accessibilityElements.allSatisfy { $0.actions.map(\.kind) == [.resetToDefault] })
        let r = EventRecorder(slider.events)
        #expect(slider.send(.accessibilityAction(.resetToDefault)))
        #expect(slider.values == 0.4...0.6 && r.causes.contains(.assistiveTechnology) && r.beganCount == 1)
        slider.isEnabled = false
        #expect(slider.accessibilityElements.allSatisfy { $0.actions.isEmpty }, "disabled: nothing to offer")

        let multi = Self.multiSlider.make()
        multi.defaultValues = [0.5]
        #expect(multi.accessibilityElements.allSatisfy { $0.actions.map(\.kind) == [.resetToDefault] })
        #expect(multi.send(.accessibilityAction(.resetToDefault)) && multi.values == [0.5])

        let pad = Self.xyPad.make()
        #expect(!pad.send(.accessibilityAction(.resetToDefault)))
        pad.defaultValue = XYPadValue(x: 0.5, y: 0.5)
        #expect(pad.accessibilityElements.allSatisfy { $0.actions.map(\.kind) == [.resetToDefault] })
        #expect(pad.send(.accessibilityAction(.resetToDefault)) && pad.value == XYPadValue(x: 0.5, y: 0.5))
    }
}
