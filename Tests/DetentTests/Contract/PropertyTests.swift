import Foundation
import PropertyBased
import Testing
@_spi(Hosting) import Detent

// Random event sequences for every control: begin / continue / end / cancel (also out of order),
// taps, keyboard actions, clock advances and property changes, bad values included. After every
// step the control's invariants must hold, and every event it sent must have been sound.

/// The numbers a step may use instead of its own: bad, extreme and edge values.
private let specials: [Double] = [
    .nan, .infinity, -.infinity, 0, -0.0, 1, -1, 1e-300, 1e300, -1e300, .greatestFiniteMagnitude, 1e-20, 0.5,
]

/// One random input: an operation number and the numbers it uses.
struct Step: Sendable, CustomStringConvertible {
    /// Which operation, 0..<100; each control maps ranges of it to its operations.
    var kind: Int
    /// Two numbers, mostly in −0.2…1.2: fractions of the bounds for points, or values.
    var a: Double
    var b: Double
    /// Below `specials.count`, numbers come from `specials` (and 0…2 make points non-finite).
    var special: Int

    var description: String { "(\(kind), \(a), \(b), \(special))" }

    /// A value for a property: a special, or `offset + a · scale`.
    func number(_ scale: Double = 1, offset: Double = 0) -> Double {
        special < specials.count ? specials[special] : offset + a * scale
    }

    /// A point in a control of `width` × `height`: mostly inside, sometimes around, sometimes not finite.
    func point(_ width: Double, _ height: Double) -> CGPoint {
        switch special {
        case 0: return CGPoint(x: CGFloat.nan, y: b * height)
        case 1: return CGPoint(x: a * width, y: CGFloat.infinity)
        case 2: return CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        default: return CGPoint(x: a * width, y: b * height)
        }
    }

    /// A keyboard or accessibility action.
    var action: AdjustmentAction { AdjustmentAction.allCases[Int(abs(b) * 1000) % AdjustmentAction.allCases.count] }

    /// A size for bounds: sometimes zero, negative or not finite.
    func size(_ scale: Double) -> CGSize {
        CGSize(width: number(scale), height: b * scale)
    }
}

private let stepGenerator = zip(
    Gen.int(in: 0...99),
    Gen.double(in: -0.2...1.2),
    Gen.double(in: -0.2...1.2),
    Gen.int(in: 0...40)
).map { Step(kind: $0.0, a: $0.1, b: $0.2, special: $0.3) }

/// Random sequences of 1 to 40 steps.
let sequences = stepGenerator.array(of: 1...40)

/// How many sequences each control gets.
private let sequenceCount = 10_000

/// Collects broken invariants; a few are enough to report.
final class Violations {
    private(set) var list: [String] = []
    var step = 0
    func check(_ ok: Bool, _ what: @autoclosure () -> String) {
        if !ok && list.count < 10 { list.append("step \(step): \(what())") }
    }
}

/// Checks the rules every control shares about tracking and its events, around one call.
/// `call` is a tracking call; `wasTracking` whether a gesture was under way before it.
private func checkTrackingCall<V>(_ v: Violations, _ rec: EventRecorder<V>, wasTracking: Bool, afterCancel: Bool,
                                  continuous: Bool, isContinue: Bool, _ call: () -> Void) {
    let before = rec.events.count
    call()
    let new = rec.events[before...]
    if !wasTracking {
        v.check(new.isEmpty, "a continue/end without a gesture sent \(Array(new))")
    }
    if afterCancel {
        v.check(!new.contains { if case .valueChanged = $0 { true } else if case .selectionChanged = $0 { true } else { false } },
                "a change reported after cancelTracking: \(Array(new))")
    }
    if isContinue && !continuous {
        v.check(!new.contains { if case .valueChanged = $0 { true } else { false } }, "non-continuous sent a value while moving")
    }
}

@Suite("Properties over random event sequences")
struct PropertyTests {
    // MARK: Knob

    @Test func knobInvariantsHoldForAnyEventSequence() async {
        await propertyCheck(count: sequenceCount, input: sequences) { steps in
            let k = KnobModel(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
            let v = Violations()
            let rec = EventRecorder(k.events) { [unowned k] event in
                if case .valueChanged(let x) = event {
                    v.check(x.isFinite, "reported \(x)")
                    v.check(x == k.value, "reported \(x) but the value is \(k.value)")
                }
            }
            var clock = 0.0
            var afterCancel = false
            for (i, s) in steps.enumerated() {
                v.step = i
                let size = k.bounds.size
                let w = max(Double(size.width), 1), h = max(Double(size.height), 1)
                let wasTracking = k.isTracking
                switch s.kind {
                case 0..<12:
                    if k.beginTracking(at: s.point(w, h)) { afterCancel = false }
                case 12..<40:
                    checkTrackingCall(v, rec, wasTracking: wasTracking, afterCancel: afterCancel, continuous: k.isContinuous,
                                      isContinue: true) { k.continueTracking(at: s.point(w, h)) }
                case 40..<46:
                    checkTrackingCall(v, rec, wasTracking: wasTracking, afterCancel: afterCancel, continuous: k.isContinuous,
                                      isContinue: false) { k.endTracking(at: s.special == 3 ? nil : s.point(w, h)) }
                case 46..<50:
                    k.cancelTracking()
                    if wasTracking { afterCancel = true }
                case 50..<53: k.doubleTap()
                case 53..<60: k.perform(s.action)
                case 60..<68:
                    clock += abs(s.a) * 0.1
                    k.advance(to: s.special == 0 ? .nan : clock)
                case 68..<72: k.setValue(s.number(1.5, offset: -0.2), animated: s.b > 0.5)
                case 72..<74: k.minimumValue = s.number(2, offset: -0.5)
                case 74..<76: k.maximumValue = s.number(2, offset: 0.2)
                case 76..<78: k.step = s.number(0.5)
                case 78..<80: k.isContinuous.toggle()
                case 80..<83:
                    let sensitivity = s.number(300)
                    k.interactionMode = [.absolute, .rotary, .vertical(pointsPerRange: sensitivity),
                                         .horizontal(pointsPerRange: sensitivity), .pan(radiansPerPoint: sensitivity / 1000)][
                        Int(abs(s.b) * 100) % 5]
                case 83..<85: k.startAngle = s.number(10, offset: -5)
                case 85..<87: k.endAngle = s.number(10, offset: -5)
                case 87..<89: k.bounds = CGRect(origin: .zero, size: s.size(200))
                case 89..<91: k.defaultValue = s.b > 1 ? nil : s.number(1.5, offset: -0.2)
                case 91..<93: k.isEnabled.toggle()
                case 93: k.isFineAdjustmentEnabled.toggle()
                case 94: k.beginsOnPointerOnly.toggle()
                case 95: k.lineWidth = s.number(20)
                case 96: k.pointerLength = s.number(20)
                case 97: k.pointerHitRadius = s.number(40)
                default: k.finishAnimations()
                }
                // The value is a finite number inside the range, on a step, and shown sanely.
                let lo = k.minimumValue, hi = k.maximumValue
                v.check(lo.isFinite && hi.isFinite && lo <= hi, "range \(lo)…\(hi)")
                v.check(k.value.isFinite && lo <= k.value && k.value <= hi, "value \(k.value) outside \(lo)…\(hi)")
                if k.step > 0, hi > lo, (hi - lo) / k.step < 1e9, k.value != hi {
                    let n = (k.value - lo) / k.step
                    v.check(abs(n - n.rounded()) < 1e-6 * max(1, abs(n)), "value \(k.value) off the step \(k.step)")
                }
                let f = k.presentationFraction
                v.check(f.isFinite && f >= 0 && f <= 1, "presentation fraction \(f)")
                v.check(k.pointerAngle.isFinite && k.presentationValue.isFinite, "shown angle or value not finite")
                v.check(k.geometry.trackRadius.isFinite && k.geometry.trackRadius >= 0, "track radius")
                // A drag, or a burst of keys, is one edit open: one begin without its end yet.
                v.check(rec.beganCount - rec.endedCount == (k.valueBeforeEdit != nil ? 1 : 0), "begin/end out of balance")
                if !k.isEnabled { v.check(!k.isTracking, "tracking while disabled") }
            }
            #expect(v.list.isEmpty, "\(v.list)")
        }
    }

    // MARK: Range slider

    @Test func rangeSliderInvariantsHoldForAnyEventSequence() async {
        await propertyCheck(count: sequenceCount, input: sequences) { steps in
            let s = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
            let v = Violations()
            let rec = EventRecorder(s.events) { [unowned s] event in
                if case .valueChanged(let r) = event {
                    v.check(r.lowerBound.isFinite && r.upperBound.isFinite, "reported \(r)")
                    v.check(r == s.values, "reported \(r) but the values are \(s.values)")
                }
            }
            var clock = 0.0
            var afterCancel = false
            for (i, step) in steps.enumerated() {
                v.step = i
                let size = s.bounds.size
                let w = max(Double(size.width), 1), h = max(Double(size.height), 1)
                let wasTracking = s.isTracking
                switch step.kind {
                case 0..<6:
                    if s.beginTracking(at: step.point(w, h)) { afterCancel = false }
                case 6..<14:
                    // Aim at a thumb, as a user would, a little off its centre.
                    let frame = s.thumbFrame(step.b > 0.5 ? .upper : .lower)
                    let p = CGPoint(x: frame.midX + (step.a - 0.5) * frame.width, y: frame.midY)
                    if s.beginTracking(at: step.special < 3 ? step.point(w, h) : p) { afterCancel = false }
                case 14..<40:
                    checkTrackingCall(v, rec, wasTracking: wasTracking, afterCancel: afterCancel, continuous: s.isContinuous,
                                      isContinue: true) { s.continueTracking(at: step.point(w, h)) }
                case 40..<45:
                    checkTrackingCall(v, rec, wasTracking: wasTracking, afterCancel: afterCancel, continuous: s.isContinuous,
                                      isContinue: false) { s.endTracking(at: step.special == 3 ? nil : step.point(w, h)) }
                case 45..<49:
                    s.cancelTracking()
                    if wasTracking { afterCancel = true }
                case 49..<53: s.tap(at: step.point(w, h))
                case 53..<59: s.perform(step.action, on: step.a > 0.5 ? .upper : step.a > 0 ? .lower : nil)
                case 59..<65:
                    clock += abs(step.a) * 0.1
                    s.advance(to: step.special == 0 ? .nan : clock)
                case 65..<67: s.lowerValue = step.number(1.5, offset: -0.2)
                case 67..<69: s.upperValue = step.number(1.5, offset: -0.2)
                case 69..<71: s.setValues(lower: step.number(1.5, offset: -0.2), upper: step.b, animated: step.a > 0.5)
                case 71..<73: s.minimumValue = step.number(2, offset: -0.5)
                case 73..<75: s.maximumValue = step.number(2, offset: 0.2)
                case 75..<77: s.step = step.number(0.5)
                case 77..<79: s.minimumDistance = step.number(0.6)
                case 79..<81: s.maximumDistance = step.b > 1 ? nil : step.number(0.8)
                case 81..<83: s.allowsCrossing.toggle()
                case 83..<85: s.isRangeDraggable.toggle()
                case 85..<87: s.isContinuous.toggle()
                case 87..<89: s.orientation = s.orientation == .horizontal ? .vertical : .horizontal
                case 89..<91: s.layoutDirection = s.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
                case 91..<93:
                    let side = step.size(300)
                    s.bounds = CGRect(x: 0, y: 0, width: side.width, height: side.height / 5)
                case 93..<95: s.isEnabled.toggle()
                case 95..<97: s.movesNearestThumbOnTap.toggle()
                default: s.finishAnimations()
                }
                let lo = s.minimumValue, hi = s.maximumValue
                v.check([lo, s.lowerValue, s.upperValue, hi].allSatisfy(\.isFinite), "not finite: \(lo) \(s.values) \(hi)")
                v.check(lo <= s.lowerValue && s.lowerValue <= s.upperValue && s.upperValue <= hi,
                        "order broken: \(lo) ≤ \(s.lowerValue) ≤ \(s.upperValue) ≤ \(hi)")
                let gap = s.upperValue - s.lowerValue, eps = 1e-9 * max(1, hi - lo)
                v.check(gap >= s.effectiveMinimumDistance - eps, "thumbs \(gap) apart, minimum \(s.effectiveMinimumDistance)")
                v.check(gap <= s.effectiveMaximumDistance + eps, "thumbs \(gap) apart, maximum \(s.effectiveMaximumDistance)")
                let f = s.presentationFractions
                v.check(f.lower.isFinite && f.upper.isFinite && (0...1).contains(f.lower) && (0...1).contains(f.upper),
                        "shown fractions \(f)")
                v.check(s.thumbFrame(.lower).isFiniteRect && s.thumbFrame(.upper).isFiniteRect, "thumb frames")
                v.check(rec.beganCount - rec.endedCount == (s.valueBeforeEdit != nil ? 1 : 0), "begin/end out of balance")
            }
            #expect(v.list.isEmpty, "\(v.list)")
        }
    }

    // MARK: Rotary wheel

    @Test func rotaryWheelInvariantsHoldForAnyEventSequence() async {
        await propertyCheck(count: sequenceCount, input: sequences) { steps in
            let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
            let v = Violations()
            var lastDetent: Int?
            let rec = EventRecorder(wheel.events) { [unowned wheel] event in
                let n = wheel.numberOfSections
                switch event {
                case .selectionChanged(let i):
                    v.check((0..<n).contains(i) && i == wheel.selectedIndex, "selection \(i) of \(n)")
                case .primaryActionTriggered(let i):
                    v.check((0..<n).contains(i), "primary action for \(i) of \(n)")
                case .detent(.sectorBoundary(let i)):
                    // Sectors that passed on the way come first; the last one of a call is at the marker.
                    v.check((0..<n).contains(i), "detent \(i) of \(n)")
                    lastDetent = i
                case .valueChanged, .detent:
                    v.check(false, "the wheel sent \(event)")
                case .editingDidBegin, .editingDidEnd: break
                }
            }
            var clock = 0.0
            var afterCancel = false
            for (i, s) in steps.enumerated() {
                v.step = i
                let size = wheel.bounds.size
                let w = max(Double(size.width), 1), h = max(Double(size.height), 1)
                let wasTracking = wheel.isTracking
                // Touch times: mostly the test clock, sometimes none, sometimes bad or backwards.
                let time: Double? = s.special == 4 ? nil : s.special == 5 ? .nan : s.special == 6 ? clock - 1 : clock
                switch s.kind {
                case 0..<12:
                    if wheel.beginTracking(at: s.point(w, h), time: time) { afterCancel = false }
                case 12..<38:
                    clock += abs(s.b) * 0.03
                    checkTrackingCall(v, rec, wasTracking: wasTracking, afterCancel: afterCancel, continuous: true,
                                      isContinue: true) { wheel.continueTracking(at: s.point(w, h), time: time) }
                case 38..<44:
                    checkTrackingCall(v, rec, wasTracking: wasTracking, afterCancel: afterCancel, continuous: true,
                                      isContinue: false) {
                        wheel.endTracking(at: s.special == 3 ? nil : s.point(w, h), time: time)
                    }
                case 44..<48:
                    wheel.cancelTracking()
                    if wasTracking { afterCancel = true }
                case 48..<53: wheel.tap(at: s.point(w, h))
                case 53..<58: wheel.perform(s.action)
                case 58..<68:
                    clock += abs(s.a) * 0.2
                    wheel.advance(to: s.special == 0 ? .nan : clock)
                case 68..<70: wheel.select(Int(s.number(40, offset: -10).clamped), animated: s.b > 0.5)
                case 70..<72: wheel.spin(by: s.number(40, offset: -10), animated: s.b > 0.5)
                case 72..<75:
                    wheel.numberOfSections = [0, 1, 2, 3, 8, 12, 360, 10_000, -4][Int(abs(s.a) * 100) % 9]
                case 75..<77: wheel.markerAngle = s.number(10, offset: -5)
                case 77..<79: wheel.snapsToSectors.toggle()
                case 79..<81: wheel.isMomentumEnabled.toggle()
                case 81..<83:
                    let a = s.number(20, offset: -10), b = s.b * 20 - 10
                    wheel.rotationLimits = s.special == 7 ? nil : (a.isNaN ? nil : min(a, b)...max(a, b))
                case 83..<85:
                    wheel.allowedDirection = [.both, .clockwise, .counterclockwise][Int(abs(s.a) * 100) % 3]
                case 85..<87: wheel.isEnabled.toggle()
                case 87..<89: wheel.deadZoneRatio = s.number()
                case 89..<91: wheel.bounds = CGRect(origin: .zero, size: s.size(250))
                case 91..<93: wheel.decelerationTime = s.number(2)
                case 93..<95: wheel.minimumFlickVelocity = s.number(5)
                case 95..<97: wheel.centerButtonRatio = s.number()
                default: wheel.finishAnimations()
                }
                let n = wheel.numberOfSections
                if let last = lastDetent {
                    v.check(last == wheel.sectorAtMarker, "the last detent \(last) is not at the marker (\(wheel.sectorAtMarker))")
                    lastDetent = nil
                }
                v.check((1...360).contains(n), "\(n) sectors")
                v.check((0..<n).contains(wheel.selectedIndex), "selected \(wheel.selectedIndex) of \(n)")
                v.check((0..<n).contains(wheel.sectorAtMarker), "marker sector \(wheel.sectorAtMarker) of \(n)")
                v.check(wheel.rotation.isFinite, "rotation \(wheel.rotation)")
                if !wheel.isTracking && !wheel.isAnimating {
                    v.check(wheel.sectorAtMarker == wheel.selectedIndex,
                            "at rest sector \(wheel.sectorAtMarker) is at the marker but \(wheel.selectedIndex) is selected")
                }
                let alphas = (0..<min(n, 12)).map { wheel.sectorAlpha($0) }
                v.check(alphas.allSatisfy { $0 == 1 || $0 == 0.6 }, "alphas \(alphas)")
                v.check(rec.beganCount - rec.endedCount == (wheel.valueBeforeEdit != nil ? 1 : 0), "begin/end out of balance")
            }
            #expect(v.list.isEmpty, "\(v.list)")
        }
    }

    // MARK: Rotatable knob

    @Test func rotatableKnobInvariantsHoldForAnyEventSequence() async {
        await propertyCheck(count: sequenceCount, input: sequences) { steps in
            let k = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 120, height: 120))
            let v = Violations()
            let rec = EventRecorder(k.events) { [unowned k] event in
                if case .valueChanged(let x) = event {
                    v.check(x.isFinite && x == k.value, "reported \(x), value \(k.value)")
                }
            }
            var clock = 0.0
            var afterCancel = false
            for (i, s) in steps.enumerated() {
                v.step = i
                let wasTracking = k.knob.isTracking
                switch s.kind {
                case 0..<12:
                    if k.beginTracking(at: s.point(120, 120)) { afterCancel = false }
                case 12..<45:
                    checkTrackingCall(v, rec, wasTracking: wasTracking, afterCancel: afterCancel, continuous: true,
                                      isContinue: true) { k.continueTracking(at: s.point(400, 400)) }
                case 45..<52:
                    checkTrackingCall(v, rec, wasTracking: wasTracking, afterCancel: afterCancel, continuous: true,
                                      isContinue: false) { k.endTracking(at: s.special == 3 ? nil : s.point(400, 400)) }
                case 52..<57:
                    k.cancelTracking()
                    if wasTracking { afterCancel = true }
                case 57..<62: k.doubleTap()
                case 62..<68: k.perform(s.action)
                case 68..<76:
                    clock += abs(s.a) * 0.1
                    k.advance(to: clock)
                case 76..<80: k.setValue(s.number(1.5, offset: -0.2), animated: s.b > 0.5)
                case 80..<84: k.defaultValue = s.b > 1 ? nil : s.number(1.5, offset: -0.2)
                case 84..<88: k.sweepAngle = s.number(8, offset: -1)
                case 88..<92: k.sensitivity = s.number(0.1)
                case 92..<95: k.knob.step = s.number(0.5)
                case 95..<98: k.bounds = CGRect(origin: .zero, size: s.size(200))
                default: k.knob.isEnabled.toggle()
                }
                v.check(k.value.isFinite && (0...1).contains(k.value), "value \(k.value)")
                v.check((0...100).contains(k.level), "level \(k.level)")
                let sweep = abs(k.knob.geometry.sweep)
                v.check(k.rotation.isFinite && k.rotation >= 0 && k.rotation <= sweep + 1e-12,
                        "rotation \(k.rotation) outside 0…\(sweep)")
                v.check(rec.beganCount - rec.endedCount == (k.knob.valueBeforeEdit != nil ? 1 : 0), "begin/end out of balance")
            }
            #expect(v.list.isEmpty, "\(v.list)")
        }
    }
}

private extension Double {
    /// The value as an `Int` index, clamped so the conversion cannot trap; NaN gives 0.
    var clamped: Double { isNaN ? 0 : Swift.min(Swift.max(self, -1e15), 1e15) }
}

// MARK: - Behaviour a user notices, over random gestures

@Suite("Properties of gestures")
struct GesturePropertyTests {
    /// Any drag on any wheel, flicked or not, comes to rest with a sector centred on the marker,
    /// and that sector is the one selected and reported.
    @Test func aReleasedWheelAlwaysRestsCentredOnTheSelectedSector() async {
        let gesture = zip(
            Gen.int(in: 1...24),
            Gen.bool,
            zip(Gen.double(in: -1...1), Gen.double(in: 0.005...0.2)).array(of: 1...12)
        )
        await propertyCheck(count: 3_000, input: gesture) { n, momentum, moves in
            let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
            wheel.numberOfSections = n
            wheel.isMomentumEnabled = momentum
            var reported: [Int] = []
            wheel.events.handler = { if case .selectionChanged(let i) = $0 { reported.append(i) } }
            let hub = CGPoint(x: 100, y: 100)
            var angle = Double.pi, t = 0.0
            wheel.beginTracking(at: point(angle, 70, about: hub), time: t)
            for (turn, dt) in moves {
                angle += turn
                t += dt
                wheel.continueTracking(at: point(angle, 70, about: hub), time: t)
            }
            let release = wheel.rotation
            wheel.endTracking(at: nil, time: t + 0.01)
            let glides = wheel.runningMotion.map { $0.initialVelocity != 0 } ?? false
            wheel.finishAnimations()
            let width = 2 * Double.pi / Double(n)
            let off = abs(remainder(Double(wheel.selectedIndex) * width + wheel.rotation, 2 * .pi))
            #expect(off < 1e-9, "sector \(wheel.selectedIndex) is \(off) rad from the marker")
            #expect(reported == (wheel.selectedIndex == 0 ? [] : [wheel.selectedIndex]))
            if !glides {
                #expect(abs(remainder(wheel.rotation - release, 2 * .pi)) <= width / 2 + 1e-9, "snapped to a far sector")
            } else {
                #expect(momentum, "a glide without momentum")
            }
        }
    }

    /// The range slider's drag rule, move by move: the dragged thumb moves by (max − min)·Δx/(width − height)
    /// and is bounded after every move, whatever the slider's size and range.
    @Test func aThumbFollowsTheDeltaRuleMoveByMove() async {
        let gesture = zip(
            zip(Gen.double(in: 100...600), Gen.double(in: -50...50), Gen.double(in: 0.1...1000)),
            Gen.bool,
            Gen.double(in: -80...80).array(of: 1...15)
        )
        await propertyCheck(count: 3_000, input: gesture) { geometry, upper, moves in
            let (width, minimum, span) = geometry
            let s = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: width, height: 31))
            s.maximumValue = minimum + span
            s.minimumValue = minimum
            s.setValues(lower: minimum + 0.2 * span, upper: minimum + 0.8 * span, animated: false)
            let thumb: RangeSliderThumb = upper ? .upper : .lower
            var x = Double(s.thumbFrame(thumb).midX)
            #expect(s.beginTracking(at: CGPoint(x: x, y: 15.5)))
            var expected = s.value(of: thumb)
            for dx in moves {
                x += dx
                s.continueTracking(at: CGPoint(x: x, y: 15.5))
                let (lo, hi) = upper ? (s.lowerValue, s.maximumValue) : (s.minimumValue, s.upperValue)
                expected = min(max(expected + span * dx / (width - 31), lo), hi)
                #expect(abs(s.value(of: thumb) - expected) <= 1e-9 * max(1, span), "after Δx \(dx)")
            }
            s.endTracking(at: nil)
        }
    }

    /// In the linear modes the value follows the finger, bounded after every move (no wind-up):
    /// up or right raises it by distance / pointsPerRange of the range.
    @Test func linearKnobDragsFollowTheFingerWithoutWindUp() async {
        let gesture = zip(Gen.bool, Gen.double(in: 50...400), Gen.double(in: -120...120).array(of: 1...15))
        await propertyCheck(count: 3_000, input: gesture) { vertical, points, moves in
            let k = KnobModel(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
            k.interactionMode = vertical ? .vertical(pointsPerRange: points) : .horizontal(pointsPerRange: points)
            k.value = 0.5
            var p = CGPoint(x: 50, y: 50)
            k.beginTracking(at: p)
            var expected = 0.5
            for d in moves {
                p = vertical ? CGPoint(x: p.x, y: p.y + d) : CGPoint(x: p.x + d, y: p.y)
                k.continueTracking(at: p)
                expected = min(max(expected + (vertical ? -d : d) / points, 0), 1)
                #expect(abs(k.value - expected) < 1e-9)
            }
            k.endTracking(at: nil)
        }
    }
}
