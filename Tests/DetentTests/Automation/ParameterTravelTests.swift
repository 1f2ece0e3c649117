import Foundation
import Testing
@_spi(Hosting) import Detent

// A parameter's step and scale reach the control it is bound to: an indexed parameter stops on
// each of its values, a logarithmic one turns logarithmically, on every control that binds.

@Suite("Automation parameters: step and scale")
struct ParameterTravelTests {
    private func parameter(_ range: ClosedRange<Double>, value: Double, step: Double = 0, scale: ValueScale = .linear,
                           writes: @escaping (Double) -> Void = { _ in }) -> AutomationParameter {
        var parameter = AutomationParameter(minimum: range.lowerBound, maximum: range.upperBound, value: value) { value, _ in writes(value) }
        parameter.step = step
        parameter.scale = scale
        return parameter
    }

    @Test func anIndexedParameterStopsOnEachValue() {
        let knob = standardKnob()
        var written: [Double] = []
        let binding = ParameterBinding(knob, to: parameter(0...3, value: 1, step: 1) { written.append($0) })
        #expect(knob.step == 1)
        knob.perform(.increment)
        _ = knob.advance(to: 0)
        _ = knob.advance(to: 5)
        #expect(knob.value == 2 && written.allSatisfy { $0 == $0.rounded() }, "only whole values: \(written)")
        binding.parameterChanged(2.4)
        #expect(knob.value == 2, "a host value between steps snaps, as the control's own values do")
    }

    @Test func aLogarithmicParameterTurnsLogarithmically() {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        _ = ParameterBinding(fader, to: parameter(20...20_000, value: 632.455_532_033_675_9, scale: .logarithmic))
        #expect(fader.scale == .logarithmic)
        #expect(abs(fader.valueBounds.fraction(of: fader.value) - 0.5) < 1e-9, "the geometric middle sits mid-travel")
    }

    @Test func theRotatableKnobsFractionFollowsTheScale() {
        let level = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        var written: [Double] = []
        let binding = ParameterBinding(level, to: parameter(20...20_000, value: 20, scale: .logarithmic) { written.append($0) })
        binding.parameterChanged(632.455_532_033_675_9)
        #expect(abs(level.value - 0.5) < 1e-9)
        level.value = 1
        level.perform(.decrement)
        _ = level.advance(to: 0)
        _ = level.advance(to: 5)
        let expected = 20 * pow(1_000, level.value)
        #expect(written.last.map { abs($0 - expected) < 1e-6 * expected } == true, "\(written) against \(expected)")
    }

    @Test func aScaleThatDoesNotFitIsLinear() {
        let level = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let binding = ParameterBinding(level, to: parameter(-60...0, value: -30, scale: .logarithmic))
        #expect(level.value == 0.5, "logarithmic through 0 acts as linear")
        binding.parameterChanged(.nan)
        #expect(level.value == 0.5)
    }

    @Test func thePadsAxesTakeTheirParametersStepsAndScales() {
        let pad = XYPadModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        _ = ParameterBinding(pad, x: parameter(20...20_000, value: 1_000, scale: .logarithmic),
                             y: parameter(0...4, value: 2, step: 1))
        #expect(pad.xScale == .logarithmic && pad.yStep == 1 && pad.xStep == 0 && pad.yScale == .linear)
    }

    @Test func anAudioUnitsUnitAndFlagsGiveTheTravel() {
        #expect(AutomationParameter.audioUnitTravel(unit: 1, flags: 0) == (1, .linear), "indexed")
        #expect(AutomationParameter.audioUnitTravel(unit: 2, flags: 0) == (1, .linear), "on/off")
        #expect(AutomationParameter.audioUnitTravel(unit: 8, flags: 1 << 22 | 1 << 30 | 1 << 31) == (0, .logarithmic),
                "hertz shown logarithmically, readable and writable")
        #expect(AutomationParameter.audioUnitTravel(unit: 13, flags: 1 << 16) == (0, .linear), "a square-root display stays linear")
    }
}
