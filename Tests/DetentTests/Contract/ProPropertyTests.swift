import Foundation
import PropertyBased
import Testing
@_spi(Hosting) import Detent

// Random event sequences for a knob with the pro settings switched on and off among its input:
// scales (bad ones included), ticks, enabled ranges, bipolar, endless and multi-turn, fine and
// velocity drags. The invariants hold after every step.

@Suite("Properties of the pro knob")
struct ProPropertyTests {
    @Test func proKnobInvariantsHoldForAnyEventSequence() async {
        await propertyCheck(count: 3_000, input: sequences) { steps in
            let k = KnobModel(bounds: CGRect(x: 0, y: 0, width: 120, height: 120))
            let v = Violations()
            let rec = EventRecorder(k.events) { [unowned k] event in
                if case .valueChanged(let x) = event { v.check(x.isFinite && x == k.value, "reported \(x), value \(k.value)") }
            }
            var clock = 0.0
            for (i, s) in steps.enumerated() {
                v.step = i
                switch s.kind {
                case 0..<10: k.beginTracking(at: s.point(120, 120), time: clock)
                case 10..<34:
                    clock += abs(s.b) * 0.05
                    k.continueTracking(at: s.point(120, 120), time: s.special == 4 ? .nan : clock)
                case 34..<40: k.endTracking(at: s.special == 3 ? nil : s.point(120, 120), time: clock)
                case 40..<44: k.perform(s.action, cause: s.b > 0.5 ? .key : .assistiveTechnology)
                case 44..<50:
                    clock += abs(s.a) * 0.4
                    k.advance(to: clock)
                case 50..<53:
                    k.scale = [.linear, .logarithmic, .power(exponent: s.number(4)), .power(exponent: 2, centre: s.number(1)),
                               .piecewise([(0.3, s.number(1)), (0.6, s.b)])][Int(abs(s.a) * 100) % 5]
                case 53..<56:
                    let count = Int(abs(s.a) * 40)
                    k.ticks = (0...count).map { Tick(value: s.special < 3 ? s.number() : Double($0) / Double(max(count, 1)), label: "\($0)") }
                case 56..<58: k.allowsTickValuesOnly.toggle()
                case 58..<61: k.enabledRange = s.b > 1 ? nil : min(s.a, s.number())...max(s.a, s.number())
                case 61..<63: k.wrapsAround.toggle()
                case 63..<65: k.numberOfTurns = Int(s.number(6).isFinite ? max(min(s.number(6), 1e6), -1e6) : 0)
                case 65..<67: k.neutralValue = s.b > 1 ? nil : s.number()
                case 67..<69: k.showsValueArc.toggle()
                case 69..<72: k.send(.key(.navigate(s.b > 0.5 ? .up : .down), modifiers: .fine))
                case 72..<75:
                    k.interactionMode = [.absolute, .rotary, .vertical(), .velocity(pointsPerRange: s.number(300)), .pan()][
                        Int(abs(s.b) * 100) % 5]
                case 75..<78: k.minimumValue = s.number(40, offset: -10)
                case 78..<81: k.maximumValue = s.number(40, offset: 0.5)
                case 81..<84: k.step = s.number(0.3)
                case 84..<86: k.isContinuous.toggle()
                case 86..<88: k.defaultValue = s.b > 1 ? nil : s.number()
                case 88..<91: k.doubleTap()
                case 91..<94: k.setValue(s.number(1.5, offset: -0.2), animated: s.b > 0.5)
                case 94..<96: k.cancelTracking()
                default: k.environment.reducesMotion.toggle()
                }
                let b = k.valueBounds
                v.check(k.value.isFinite && b.lowerLimit <= k.value && k.value <= b.upperLimit,
                        "value \(k.value) outside \(b.lowerLimit)…\(b.upperLimit)")
                v.check(k.presentationFraction.isFinite && (0...1).contains(k.presentationFraction), "shown at \(k.presentationFraction)")
                v.check(k.pointerAngle.isFinite, "pointer at \(k.pointerAngle)")
                v.check(rec.beganCount - rec.endedCount == (k.valueBeforeEdit != nil ? 1 : 0), "begin/end out of balance")
                if k.allowsTickValuesOnly, b.ticks.contains(where: { $0.value.isFinite && (b.lowerLimit...b.upperLimit).contains($0.value) }) {
                    v.check(b.tick(at: k.value) != nil, "value \(k.value) is no tick")
                }
            }
            v.check(!SVGRenderer.render(k.drawing()).holdsANumberThatIsNotFinite, "the drawing holds a number that is not finite")
            #expect(v.list.isEmpty, "\(v.list)")
        }
    }
}

extension String {
    /// Whether SVG text holds `nan` or `inf` as a number (an attribute value or a path
    /// coordinate), not as part of a word such as "dominant".
    var holdsANumberThatIsNotFinite: Bool {
        range(of: #"(^|[\s"',(])[-+]?(nan|inf)"#, options: [.regularExpression, .caseInsensitive]) != nil
    }
}
