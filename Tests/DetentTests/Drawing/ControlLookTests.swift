import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

/// A look of your own: every model draws it instead of its style, hands it the state as drawn, and
/// keeps its behaviour (input, values, events, accessibility) exactly as without it.
@Suite("A look of your own")
struct ControlLookTests {
    /// The states a look was asked to draw.
    private final class StateLog: @unchecked Sendable {
        var states: [ControlLook.State] = []
    }

    /// A look that records its states and draws one layer, `mine`.
    private static func recordingLook(_ log: StateLog) -> ControlLook {
        ControlLook { state in
            log.states.append(state)
            return Drawing(size: state.bounds.size, layers: [Layer(id: "mine", items: [], isStatic: false)])
        }
    }

    @Test(arguments: Subject.allCases)
    func theLookReplacesTheDrawingAndTheBehaviourStays(_ subject: Subject) throws {
        try checkLook(on: subject.model)
    }

    private func checkLook<M: ContractSubject>(on type: M.Type) throws {
        let model = M.make(), twin = M.make()
        var notifications = 0
        let token = model.changes.observe { notifications += 1 }
        defer { token.cancel() }
        let log = StateLog()

        model.look = Self.recordingLook(log)
        #expect(notifications == 1, "setting a look is announced")
        #expect(model.drawing(style: M.defaultStyle, cache: nil).layers.map(\.id) == ["mine"])
        let resting = try #require(log.states.last)
        #expect(resting.bounds == model.bounds && resting.isEnabled && !resting.isTracking)
        #expect(!resting.values.isEmpty && resting.values.count == resting.fractions.count)
        #expect(resting.fractions.allSatisfy { (0...1).contains($0) } && resting.values.allSatisfy(\.isFinite))
        #expect(!resting.valueText.isEmpty && resting.tintColor.alpha > 0)

        // The same drag on the model with the look and on its twin without: the same values,
        // events and accessibility.
        let (start, moved) = model.dragPoints
        for m in [model, twin] {
            #expect(m.beginTracking(at: start, time: nil))
            _ = m.continueTracking(at: moved, time: nil)
        }
        _ = model.drawing(style: M.defaultStyle, cache: nil)
        let dragging = try #require(log.states.last)
        #expect(dragging.isTracking, "the state says a finger is on the control")
        for m in [model, twin] { m.endTracking(at: moved, time: nil) }
        #expect("\(model.currentValue)" == "\(twin.currentValue)" && "\(model.currentValue)" != "\(M.make().currentValue)")
        #expect(model.readOut == twin.readOut)

        model.isEnabled = false
        _ = model.drawing(style: M.defaultStyle, cache: nil)
        #expect(log.states.last?.isEnabled == false)

        notifications = 0
        model.look = nil
        model.look = nil
        #expect(notifications == 1, "clearing is announced once; clearing nothing is not a change")
        #expect(model.drawing(style: M.defaultStyle, cache: nil).layers.map(\.id) == twin.drawing(style: M.defaultStyle, cache: nil).layers.map(\.id))
    }

    /// A host that draws the state itself (SwiftUI's control styles) asks `lookState(style:)`; it
    /// must be the very state a look is handed, at rest, mid-drag, tinted and disabled, with a
    /// look set or not.
    @Test(arguments: Subject.allCases)
    func theStateAHostReadsIsTheStateALookIsGiven(_ subject: Subject) throws {
        try checkLookState(on: subject.model)
    }

    private func checkLookState<M: ContractSubject>(on type: M.Type) throws {
        let model = M.make()
        let log = StateLog()
        let stateWithoutLook = model.lookState(style: M.defaultStyle)
        model.look = Self.recordingLook(log)
        func expectSame(_ moment: Comment) throws {
            _ = model.drawing(style: M.defaultStyle, cache: nil)
            let drawn = try #require(log.states.last)
            #expect(model.lookState(style: M.defaultStyle) == drawn, moment)
        }
        try expectSame("at rest")
        #expect(stateWithoutLook == log.states.last, "the state does not depend on a look being set")

        let (start, moved) = model.dragPoints
        #expect(model.beginTracking(at: start, time: nil))
        _ = model.continueTracking(at: moved, time: nil)
        try expectSame("mid-drag")
        model.endTracking(at: moved, time: nil)

        model.environment = ControlEnvironment(tintColor: DrawingColor(red: 0.2, green: 0.6, blue: 0.3), appearance: .dark)
        try expectSame("tinted, dark")
        model.isEnabled = false
        try expectSame("disabled")
        #expect(log.states.last?.isEnabled == false && log.states.last?.isDark == true)
    }

    @Test func aKnobsStateIsItsValueAsDrawnWithItsTicksAndTint() throws {
        let knob = standardKnob()
        knob.maximumValue = 10
        knob.ticks = [Tick(value: 0, label: "0"), Tick(value: 5), Tick(value: 10, label: "10")]
        knob.environment = ControlEnvironment(tintColor: DrawingColor(red: 0.9, green: 0.3, blue: 0.1), appearance: .dark)
        let log = StateLog()
        knob.look = Self.recordingLook(log)
        knob.value = 2
        _ = knob.drawing()
        var state = try #require(log.states.last)
        #expect(state.values == [2] && state.fractions == [0.2] && state.angle == knob.pointerAngle)
        let start = try #require(state.startAngle), end = try #require(state.endAngle)
        #expect(abs(start - knob.startAngle) < 1e-12 && abs(end - knob.endAngle) < 1e-12, "where the scale begins and ends")
        #expect(state.ticks.map(\.value) == [0, 5, 10] && state.tickFractions == [0, 0.5, 1])
        #expect(state.tintColor == DrawingColor(red: 0.9, green: 0.3, blue: 0.1) && state.isDark)

        // An animated change: halfway, the state is halfway, as the knob's own look would be.
        knob.setValue(8, animated: true)
        _ = knob.advance(to: 0)
        _ = knob.advance(to: KnobModel.animationDuration / 2)
        _ = knob.drawing()
        state = try #require(log.states.last)
        #expect(state.values[0] > 2 && state.values[0] < 8, "\(state.values)")
        #expect(state.angle == knob.pointerAngle)
    }

    @Test func aRangeSlidersStateHasBothValuesAMultiSlidersAllAndTheWheelsItsSelection() throws {
        let slider = standardRangeSlider()
        slider.maximumValue = 100
        slider.setValues(lower: 20, upper: 60, animated: false)
        let log = StateLog()
        slider.look = Self.recordingLook(log)
        _ = slider.drawing()
        var state = try #require(log.states.last)
        #expect(state.values == [20, 60] && state.fractions == [0.2, 0.6] && state.angle == nil && state.startAngle == nil)
        #expect(state.valueText == slider.rangeText)

        let multi = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        multi.maximumValue = 100
        multi.values = [10, 40, 90, 100]
        multi.look = Self.recordingLook(log)
        _ = multi.drawing()
        state = try #require(log.states.last)
        #expect(state.values == [10, 40, 90, 100] && state.fractions == [0.1, 0.4, 0.9, 1] && state.angle == nil)
        #expect(state.valueText == "10, 40, 90, 100" && state.valueText == multi.valuesText)

        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        wheel.look = Self.recordingLook(log)
        wheel.select(2, animated: false)
        _ = wheel.drawing()
        state = try #require(log.states.last)
        #expect(state.values == [2] && state.fractions == [0.25] && state.valueText == wheel.selectedTitle)
        #expect(state.angle == wheel.rotation)
    }
}
