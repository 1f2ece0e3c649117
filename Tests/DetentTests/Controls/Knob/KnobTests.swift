import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

/// A 100 × 100 knob: centre (50, 50), pointer tip on a 50-point circle, track radius 44.
private let square = CGRect(x: 0, y: 0, width: 100, height: 100)
private let middle = CGPoint(x: 50, y: 50)
/// The default sweep, 14π/8 = 7π/4 (from −11π/8 to 3π/8).
private let defaultSweep = 7 * Double.pi / 4

/// The screen angle of fraction `f` of the default track.
private func defaultAngle(_ f: Double) -> Double { -11 * .pi / 8 + f * defaultSweep }

/// A touch 40 points from the centre in direction `angle`.
private func touch(_ angle: Double) -> CGPoint { point(angle, 40, about: middle) }

/// A knob in `square` turned by `mode` (with fine adjustment when `fine`), at 0.5.
private func makeKnob(_ mode: KnobInteractionMode, fine: Bool = false) -> KnobModel {
    let knob = KnobModel(bounds: square)
    knob.interactionMode = mode
    knob.isFineAdjustmentEnabled = fine
    knob.value = 0.5
    return knob
}

/// Drags `knob` from `start` through `moves`, expecting its value after each move.
private func drag(_ knob: KnobModel, from start: CGPoint, _ moves: [(to: CGPoint, value: Double)],
                  sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(knob.beginTracking(at: start), sourceLocation: sourceLocation)
    for move in moves {
        knob.continueTracking(at: move.to)
        #expect(close(knob.value, move.value), "at \(move.to)", sourceLocation: sourceLocation)
    }
    knob.endTracking(at: nil)
}

@Suite("Knob: the basic rules")
struct KnobBasicRuleTests {
    @Test func defaultsAreValue0In0To1WithTheStandardAngles() {
        let knob = KnobModel()
        #expect(knob.minimumValue == 0)
        #expect(knob.maximumValue == 1)
        #expect(knob.value == 0)
        #expect(knob.isContinuous)
        #expect(close(knob.startAngle, -11 * .pi / 8))
        #expect(close(knob.endAngle, 3 * .pi / 8))
        #expect(knob.lineWidth == 2)
        #expect(knob.pointerLength == 6)
        #expect(knob.interactionMode == .absolute)
        #expect(knob.step == 0)
        #expect(knob.defaultValue == nil)
        #expect(knob.isEnabled)
        #expect(!knob.isTracking && !knob.isAnimating)
    }

    @Test func valueIsClampedToTheRangeAndProgrammaticChangesSendNothing() {
        let knob = KnobModel(bounds: square)
        let rec = EventRecorder(knob.events)
        knob.value = 1.5
        #expect(knob.value == 1)
        knob.value = -0.3
        #expect(knob.value == 0)
        knob.value = 0.4
        #expect(knob.value == 0.4)
        knob.setValue(7, animated: false)
        #expect(knob.value == 1)
        // Narrowing the range pulls the value in.
        knob.maximumValue = 0.5
        #expect(knob.value == 0.5)
        knob.minimumValue = 0.45
        knob.maximumValue = 2
        knob.value = 0.1
        #expect(knob.value == 0.45)
        #expect(rec.events.isEmpty)
    }

    /// (width, height, lineWidth, pointerLength, expected track radius)
    static let radiusCases: [[Double]] = [
        [100, 100, 2, 6, 44], // defaults: 50 − max(6, 1)
        [100, 80, 2, 6, 34], // the shorter side counts
        [80, 100, 2, 6, 34],
        [100, 100, 4, 12, 38], // the demo's 4 and 12
        [100, 100, 20, 6, 40], // a thick line wins over a short pointer: 50 − 10
    ]

    @Test(arguments: radiusCases)
    func trackRadiusIsHalfTheShorterSideLessPointerOrHalfLine(c: [Double]) {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: c[0], height: c[1]))
        knob.lineWidth = c[2]
        knob.pointerLength = c[3]
        #expect(close(knob.geometry.trackRadius, c[4]))
        #expect(knob.geometry.center == CGPoint(x: c[0] / 2, y: c[1] / 2))
    }

    @Test func pointerAngleFollowsTheValueLinearly() {
        let knob = KnobModel(bounds: square)
        knob.maximumValue = 10
        knob.minimumValue = 2
        // start + (value − min)/(max − min) · (end − start)
        for (value, fraction) in [(2.0, 0.0), (4.0, 0.25), (6.0, 0.5), (9.0, 7.0 / 8), (10.0, 1.0)] {
            knob.value = value
            #expect(close(knob.pointerAngle, defaultAngle(fraction)), "value \(value)")
        }
        knob.value = 6
        #expect(close(knob.pointerAngle, -.pi / 2), "the middle of the default track points straight up")
        knob.startAngle = 0
        knob.endAngle = .pi
        knob.value = 4
        #expect(close(knob.pointerAngle, .pi / 4))
    }

    @Test func pointerIsAStrokeOfPointerLengthEndingAtTheBoundsEdge() {
        let knob = KnobModel(bounds: square)
        let zero = knob.geometry.pointerSegment(at: 0)
        // At value 0 it runs from x = w − pointerLength − lineWidth/2 to x = w at mid-height.
        #expect(close(Double(zero.inner.x), 93) && close(Double(zero.inner.y), 50))
        #expect(close(Double(zero.outer.x), 100) && close(Double(zero.outer.y), 50))
        let up = knob.geometry.pointerSegment(at: -.pi / 2)
        #expect(close(Double(up.outer.x), 50) && close(Double(up.outer.y), 0))
        #expect(close(Double(up.inner.y), 7))
    }

    /// (touch angle, expected value) on the default track.
    static let touchCases: [(Double, Double)] = [
        (-Double.pi / 2, 0.5), // straight up: the middle of the track
        (0.0, 11.0 / 14), // 3 o'clock: 11π/8 past the start
        (Double.pi, 3.0 / 14), // 9 o'clock: 3π/8 past the start
        (-3 * Double.pi / 4, 5.0 / 14), // upper left
        (3 * Double.pi / 8 - 0.2, 1 - 0.2 / defaultSweep), // just inside the end
    ]

    @Test(arguments: touchCases)
    func touchAngleSetsTheValue(angle: Double, expected: Double) {
        let knob = KnobModel(bounds: square)
        let rec = EventRecorder(knob.events)
        #expect(knob.beginTracking(at: touch(angle)))
        #expect(close(knob.value, expected), "angle \(angle)")
        #expect(rec.events == [.editingDidBegin, .valueChanged(knob.value)])
    }

    @Test func gapFlipsAtItsMidpointStraightDownForTheDefaultAngles() {
        let knob = KnobModel(bounds: square)
        // The gap runs from 3π/8 to 5π/8 (≡ −11π/8); its middle is π/2, 6 o'clock.
        #expect(sameAngle(knob.geometry.gapMidpointAngle, .pi / 2))
        knob.value = 0.5
        knob.beginTracking(at: touch(.pi / 2 - 0.05))
        #expect(knob.value == 1, "just before the midpoint: the maximum")
        knob.continueTracking(at: touch(.pi / 2 + 0.05))
        #expect(knob.value == 0, "just after it: counts as before the start, the minimum")
        knob.continueTracking(at: touch(.pi / 2 - 0.001))
        #expect(knob.value == 1)
        knob.continueTracking(at: touch(.pi / 2 + 0.001))
        #expect(knob.value == 0)
        knob.endTracking(at: nil)
    }

    @Test func gapRuleHoldsForOtherAnglesOnBothSidesOfTheMidpoint() {
        // A quarter track from 3 o'clock to 6 o'clock: the gap is 3π/2 wide, its middle at 5π/4
        // (upper left, atan2 −3π/4). atan2 angles below −3π/4 are where a sign slip in the rule would show.
        let knob = KnobModel(bounds: square)
        knob.startAngle = 0
        knob.endAngle = .pi / 2
        #expect(sameAngle(knob.geometry.gapMidpointAngle, 5 * .pi / 4))
        knob.beginTracking(at: touch(.pi / 4))
        #expect(close(knob.value, 0.5))
        knob.continueTracking(at: touch(5 * .pi / 4 - 0.05)) // atan2 ≈ −2.41: before the midpoint
        #expect(knob.value == 1, "nearer the end: maximum, not minimum")
        knob.continueTracking(at: touch(-0.9 * .pi))
        #expect(knob.value == 1)
        knob.continueTracking(at: touch(5 * .pi / 4 + 0.05)) // past the midpoint
        #expect(knob.value == 0)
        knob.continueTracking(at: touch(-0.6 * .pi))
        #expect(knob.value == 0)
        knob.endTracking(at: nil)
    }

    @Test func counterClockwiseSweepFlipsAtItsOwnGapMidpoint() {
        // From 3 o'clock counter-clockwise to 12 o'clock; the gap runs on through 9 and 6 o'clock,
        // its middle at 3π/4 (lower left).
        let knob = KnobModel(bounds: square)
        knob.startAngle = 0
        knob.endAngle = -.pi / 2
        #expect(sameAngle(knob.geometry.gapMidpointAngle, 3 * .pi / 4))
        knob.value = 0.5
        #expect(close(knob.pointerAngle, -.pi / 4))
        knob.beginTracking(at: touch(-.pi / 8))
        #expect(close(knob.value, 0.25))
        knob.continueTracking(at: touch(.pi)) // 9 o'clock: 90° past the end
        #expect(knob.value == 1)
        knob.continueTracking(at: touch(3 * .pi / 4 + 0.05))
        #expect(knob.value == 1)
        knob.continueTracking(at: touch(3 * .pi / 4 - 0.05))
        #expect(knob.value == 0)
        knob.continueTracking(at: touch(.pi / 2)) // 6 o'clock: 90° before the start
        #expect(knob.value == 0)
        knob.endTracking(at: nil)
    }

    @Test func animatedSetValueTurnsAlongTheTrackOverAQuarterSecondEasedInAndOut() {
        let knob = KnobModel(bounds: square)
        let rec = EventRecorder(knob.events)
        knob.advance(to: 5)
        knob.setValue(1, animated: true)
        #expect(knob.value == 1, "the model value is the target at once")
        #expect(knob.isAnimating)
        #expect(close(knob.pointerAngle, knob.startAngle), "the pointer has not moved yet")
        knob.advance(to: 10) // the first reading after the request starts the animation
        #expect(close(knob.pointerAngle, knob.startAngle))
        knob.advance(to: 10 + 0.25 / 4)
        let quarter = knob.presentationFraction
        #expect(quarter > 0 && quarter < 0.25, "ease-in: slower than linear at first")
        knob.advance(to: 10.125)
        #expect(close(knob.pointerAngle, -.pi / 2, 1e-6), "half-way in time: the middle of the track")
        knob.advance(to: 10 + 0.75 * 0.25)
        #expect(close(knob.presentationFraction, 1 - quarter, 1e-6), "ease-out mirrors ease-in")
        #expect(knob.advance(to: 10.2499))
        #expect(!knob.advance(to: 10.25), "done after 0.25 s")
        #expect(close(knob.pointerAngle, knob.endAngle))
        #expect(rec.events.isEmpty, "programmatic changes report nothing")
    }

    @Test func animationNeverCrossesTheGap() {
        // 0.98 to 0.1 must run back along the track, through 0.54, never across the gap.
        let knob = KnobModel(bounds: square)
        knob.value = 0.98
        knob.setValue(0.1, animated: true)
        knob.advance(to: 0)
        var previous = knob.pointerAngle
        var samples = 0
        for i in 1...250 {
            let t = Double(i) / 1000
            knob.advance(to: t)
            let a = knob.pointerAngle
            #expect(a >= knob.startAngle - 1e-12 && a <= knob.endAngle + 1e-12)
            let direction = Radians.normalized(a)
            #expect(!(direction > 3 * .pi / 8 + 1e-9 && direction < 5 * .pi / 8 - 1e-9), "in the gap at \(t)")
            #expect(a <= previous + 1e-12, "turns one way only")
            previous = a
            samples += 1
            if i == 125 { #expect(close(knob.presentationFraction, 0.54, 1e-6)) }
        }
        #expect(samples == 250 && !knob.isAnimating)
        #expect(close(knob.presentationValue, 0.1))
    }

    @Test func continuousTrackingReportsEveryChange() {
        let knob = KnobModel(bounds: square)
        let rec = EventRecorder(knob.events)
        knob.beginTracking(at: touch(-.pi / 2))
        knob.continueTracking(at: touch(0))
        knob.continueTracking(at: touch(0)) // no change, no event
        knob.endTracking(at: touch(.pi))
        #expect(rec.beganCount == 1 && rec.endedCount == 1)
        #expect(rec.values.count == 3)
        #expect(close(rec.values[0], 0.5) && close(rec.values[1], 11.0 / 14) && close(rec.values[2], 3.0 / 14))
        #expect(rec.events.first == .editingDidBegin && rec.events.last == .editingDidEnd)
    }

    /// Without continuity the value is reported once, where the gesture ends or is cancelled; a
    /// gesture that changed nothing reports no value.
    @Test(arguments: ["end", "cancel"])
    func nonContinuousReportsOnceWhenTheGestureFinishes(_ finish: String) {
        let knob = KnobModel(bounds: square)
        knob.isContinuous = false
        let rec = EventRecorder(knob.events)
        knob.beginTracking(at: touch(-.pi / 2))
        knob.continueTracking(at: touch(0))
        knob.continueTracking(at: touch(-.pi / 4))
        #expect(rec.events == [.editingDidBegin], "nothing while the finger moves")
        let last = finish == "end" ? touch(.pi) : touch(-.pi / 4)
        if finish == "end" { knob.endTracking(at: last) } else { knob.cancelTracking() }
        #expect(rec.events == [.editingDidBegin, .valueChanged(knob.value), .editingDidEnd])
        #expect(close(knob.value, finish == "end" ? 3.0 / 14 : 9.0 / 14), "where the finger left it")
        rec.clear()
        knob.beginTracking(at: last)
        knob.endTracking(at: nil)
        #expect(rec.events.isEmpty, "a press that changes nothing opens no edit")
    }

    @Test func touchesBeginInsideTheBoundsAndTrackingGoesOnOutside() {
        let knob = KnobModel(bounds: square)
        let rec = EventRecorder(knob.events)
        #expect(!knob.beginTracking(at: CGPoint(x: 150, y: 50)))
        #expect(rec.events.isEmpty && !knob.isTracking)
        #expect(knob.beginTracking(at: CGPoint(x: 50, y: 10)))
        #expect(knob.continueTracking(at: CGPoint(x: 400, y: 50)), "far outside: still tracking")
        #expect(close(knob.value, 11.0 / 14))
        knob.endTracking(at: nil)
        #expect(!knob.continueTracking(at: CGPoint(x: 50, y: 10)))
    }

    @Test func resizingMovesTheCentreAndTheTrack() {
        let knob = KnobModel(bounds: square)
        knob.bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
        #expect(knob.geometry.center == CGPoint(x: 150, y: 100))
        #expect(close(knob.geometry.trackRadius, 94))
        knob.beginTracking(at: CGPoint(x: 150, y: 20)) // straight up from the new centre
        #expect(close(knob.value, 0.5))
        knob.endTracking(at: nil)
    }
}

@Suite("Knob: steps, reset, modes and more")
struct KnobBeyondTests {
    @Test func stepsSnapTheValueAndSendDetents() {
        let knob = KnobModel(bounds: square)
        knob.step = 0.25
        let rec = EventRecorder(knob.events)
        knob.beginTracking(at: touch(defaultAngle(0.5)))
        knob.continueTracking(at: touch(defaultAngle(0.3)))
        knob.continueTracking(at: touch(defaultAngle(0.33))) // same step: nothing
        knob.continueTracking(at: touch(defaultAngle(0.99)))
        knob.continueTracking(at: touch(defaultAngle(0.05)))
        knob.continueTracking(at: touch(defaultAngle(0.7)))
        knob.endTracking(at: nil)
        #expect(rec.values == [0.5, 0.25, 1, 0, 0.75])
        #expect(rec.detents == [.step(2), .step(1), .endStop(.maximum), .endStop(.minimum), .step(3)])
        // Programmatic values snap too.
        knob.value = 0.4
        #expect(knob.value == 0.5)
        knob.value = 0.1
        #expect(knob.value == 0)
    }

    @Test func stepsDoNotSwallowSlowRelativeDrags() {
        // In vertical mode 4 points are 0.02 of the range; five such moves must reach the 0.1 step.
        let knob = KnobModel(bounds: square)
        knob.interactionMode = .vertical(pointsPerRange: 200)
        knob.step = 0.1
        knob.beginTracking(at: CGPoint(x: 50, y: 50))
        for i in 1...5 { knob.continueTracking(at: CGPoint(x: 50, y: 50 - 4 * Double(i))) }
        knob.endTracking(at: nil)
        #expect(close(knob.value, 0.1))
    }

    @Test func doubleTapRestoresTheDefaultValueAnimated() {
        let knob = KnobModel(bounds: square)
        let rec = EventRecorder(knob.events)
        #expect(!knob.doubleTap(), "no default value: nothing to restore")
        knob.defaultValue = 0.5
        knob.value = 0.9
        knob.advance(to: 1)
        #expect(knob.doubleTap())
        #expect(knob.value == 0.5)
        #expect(rec.values == [0.5])
        #expect(knob.isAnimating)
        knob.advance(to: 2)
        #expect(close(knob.presentationValue, 0.9), "starts from where the pointer was")
        knob.advance(to: 2.125)
        #expect(close(knob.presentationValue, 0.7, 1e-6))
        knob.advance(to: 2.25)
        #expect(!knob.isAnimating && close(knob.presentationValue, 0.5))
        #expect(!knob.doubleTap(), "already at the default")
        #expect(rec.values == [0.5])
        // The default is clamped when used.
        knob.defaultValue = 3
        #expect(knob.doubleTap())
        #expect(knob.value == 1)
    }

    @Test func rotaryModeTurnsByTheFingersAngleWithoutJumping() {
        let knob = makeKnob(.rotary)
        let rec = EventRecorder(knob.events)
        #expect(knob.beginTracking(at: touch(0)))
        #expect(knob.value == 0.5, "no jump to the finger")
        #expect(rec.events.isEmpty, "the press changed nothing: no edit yet")
        knob.continueTracking(at: touch(0.1 * defaultSweep))
        #expect(close(knob.value, 0.6))
        knob.continueTracking(at: touch(0))
        #expect(close(knob.value, 0.5))
        for i in 1...12 { knob.continueTracking(at: touch(Double(i))) } // far clockwise
        #expect(knob.value == 1)
        knob.continueTracking(at: touch(12 - 0.1 * defaultSweep))
        #expect(close(knob.value, 0.9), "no wind-up past the end")
        knob.endTracking(at: nil)
    }

    /// 50 points up of 200 is a quarter of the range; sideways does nothing.
    @Test func verticalModeFollowsUpAndDownOnly() {
        drag(makeKnob(.vertical(pointsPerRange: 200)), from: middle,
             [(middle, 0.5), (CGPoint(x: 50, y: 0), 0.75), (CGPoint(x: 90, y: 0), 0.75), (CGPoint(x: 90, y: 40), 0.55)])
    }

    /// 20 points right of 100 is a fifth of the range; up and down do nothing.
    @Test func horizontalModeFollowsLeftAndRightOnly() {
        drag(makeKnob(.horizontal(pointsPerRange: 100)), from: middle,
             [(CGPoint(x: 70, y: 50), 0.7), (CGPoint(x: 70, y: 0), 0.7), (CGPoint(x: 0, y: 0), 0)])
    }

    /// 31.5 points at 1° a point is 31.5° of a 315° sweep: a tenth. Up turns clockwise too.
    @Test func panModeTurnsByTranslationRightOrUpClockwise() {
        drag(makeKnob(.pan(radiansPerPoint: .pi / 180)), from: middle,
             [(CGPoint(x: 81.5, y: 50), 0.6), (CGPoint(x: 81.5, y: 18.5), 0.7), (CGPoint(x: 50, y: 18.5), 0.6)])
    }

    @Test func fineAdjustmentSlowsRelativeModesFarFromTheCentre() {
        func verticalDrag(across: Double, fine: Bool) -> Double {
            let knob = makeKnob(.vertical(pointsPerRange: 200), fine: fine)
            knob.beginTracking(at: CGPoint(x: 50, y: 50))
            knob.continueTracking(at: CGPoint(x: 50 + across, y: 50))
            knob.continueTracking(at: CGPoint(x: 50 + across, y: 0))
            knob.endTracking(at: nil)
            return knob.value - 0.5
        }
        #expect(close(verticalDrag(across: 100, fine: false), 0.25))
        #expect(close(verticalDrag(across: 30, fine: true), 0.25), "inside the radius: full speed")
        #expect(close(verticalDrag(across: 100, fine: true), 0.125), "twice the radius: half speed")
        #expect(close(verticalDrag(across: 1000, fine: true), 0.025), "never below a tenth")

        let knob = makeKnob(.rotary, fine: true)
        knob.beginTracking(at: touch(0))
        knob.continueTracking(at: point(0, 100, about: middle))
        knob.continueTracking(at: point(0.1 * defaultSweep, 100, about: middle))
        #expect(close(knob.value, 0.55), "rotary at twice the radius: half the turn")
        knob.endTracking(at: nil)
    }

    @Test func beginsOnPointerOnlyRefusesTouchesAwayFromThePointer() {
        let knob = KnobModel(bounds: square)
        knob.beginsOnPointerOnly = true
        let rec = EventRecorder(knob.events)
        // Value 0: the pointer lies along 5π/8 (−11π/8) between radius 43 and 50.
        #expect(!knob.beginTracking(at: point(-.pi / 2, 46, about: middle)))
        #expect(rec.events.isEmpty && knob.value == 0)
        #expect(knob.beginTracking(at: point(5 * .pi / 8, 46, about: middle)))
        #expect(knob.value < 1e-9)
        knob.continueTracking(at: touch(-.pi / 2))
        #expect(close(knob.value, 0.5), "once begun, the finger drives as usual")
        knob.endTracking(at: nil)
        knob.pointerHitRadius = 5
        let near = point(-.pi / 2, 46, about: middle)
        #expect(!knob.beginTracking(at: CGPoint(x: near.x + 8, y: near.y)), "8 points off, 5 allowed")
        #expect(knob.beginTracking(at: CGPoint(x: near.x + 3, y: near.y)))
    }

    @Test func keyboardAndAccessibilityAdjustments() {
        let knob = KnobModel(bounds: square)
        knob.maximumValue = 100
        knob.value = 50
        let rec = EventRecorder(knob.events)
        let expected: [(AdjustmentAction, Double)] = [
            // 1 % of the travel per increment, a quarter per page.
            (.increment, 51), (.decrement, 50), (.pageUp, 75), (.pageDown, 50), (.end, 100), (.home, 0),
        ]
        for (action, value) in expected {
            #expect(knob.perform(action), "\(action)")
            #expect(close(knob.value, value), "\(action)")
        }
        #expect(rec.values.count == expected.count)
        for (i, (_, value)) in expected.enumerated() where i < rec.values.count {
            #expect(close(rec.values[i], value))
        }
        #expect(rec.detents == [.endStop(.maximum), .endStop(.minimum)])
        #expect(!knob.perform(.decrement), "already at the minimum")
        #expect(!knob.perform(.home))
        knob.perform(.end)
        rec.clear()
        #expect(!knob.perform(.increment))
        #expect(rec.events.isEmpty)
    }

    @Test func keyboardAmountsFollowTheStep() {
        let knob = KnobModel(bounds: square)
        knob.maximumValue = 100
        knob.step = 3
        knob.perform(.increment)
        #expect(knob.value == 3)
        knob.perform(.pageUp) // a quarter is 25: eight whole steps
        #expect(knob.value == 27)
        knob.step = 50 // a quarter is half a step: at least one step
        knob.value = 0
        knob.perform(.pageUp)
        #expect(knob.value == 50)
    }

    @Test func keyboardVisitsEveryStopWhenTheStepDoesNotDivideTheRange() {
        // 0…100 in steps of 30: the stops are 0, 30, 60, 90 and 100.
        let knob = KnobModel(bounds: square)
        knob.maximumValue = 100
        knob.step = 30
        var up: [Double] = []
        while knob.perform(.increment) { up.append(knob.value) }
        #expect(up == [30, 60, 90, 100])
        var down: [Double] = []
        while knob.perform(.decrement) { down.append(knob.value) }
        #expect(down == [90, 60, 30, 0], "Down from the maximum goes to 90, not past it")
        knob.perform(.end)
        knob.perform(.pageDown) // a quarter is 25: one step
        #expect(knob.value == 90)
    }

    @Test func accessibilityElementDescribesTheKnob() {
        let knob = KnobModel(bounds: square)
        knob.value = 0.5
        var element = knob.accessibilityElement
        #expect(element.identifier == "knob")
        #expect(element.label == "Knob")
        #expect(element.value == "0.50")
        #expect(element.frame == square)
        #expect(element.numericValue == 0.5)
        #expect(element.numericRange == 0...1)
        knob.accessibilityLabel = "Volume"
        knob.valueFormatter = { "\(Int($0 * 11)) of 11" }
        element = knob.accessibilityElement
        #expect(element.label == "Volume" && element.value == "5 of 11")
    }

    @Test func disabledKnobIgnoresInput() {
        let knob = KnobModel(bounds: square)
        knob.defaultValue = 0.5
        knob.isEnabled = false
        let rec = EventRecorder(knob.events)
        #expect(!knob.beginTracking(at: touch(0)))
        #expect(!knob.doubleTap())
        #expect(!knob.perform(.increment))
        #expect(rec.events.isEmpty && knob.value == 0)
    }

    /// A binding that stores the value its own way (a `Float`, a rounded value) sets the value the
    /// knob already has while the user drags; the drag keeps the travel it gathered towards the
    /// next step, so steps come at the same distance as without the binding.
    @Test func settingTheSameValueDuringADragKeepsTheTravelTowardsTheNextStep() {
        func drag(settingValueBack: Bool) -> Double {
            let knob = KnobModel(bounds: square)
            knob.interactionMode = .vertical(pointsPerRange: 200)
            knob.step = 0.1
            #expect(knob.beginTracking(at: CGPoint(x: 50, y: 75)))
            knob.continueTracking(at: CGPoint(x: 50, y: 67))         // 0.04 of the range: still 0
            if settingValueBack { knob.setValue(Double(Float(knob.value)), animated: false) }
            knob.continueTracking(at: CGPoint(x: 50, y: 59))         // 0.08 in all: the first step
            knob.endTracking(at: nil)
            return knob.value
        }
        #expect(drag(settingValueBack: false) == 0.1)
        #expect(drag(settingValueBack: true) == 0.1)
    }

    /// A tap waiting for its double-tap interval when the knob is disabled is dropped: the knob
    /// stops animating and reports nothing.
    @Test func disablingDropsATapWaitingForItsDoubleTap() {
        let knob = KnobModel(bounds: square)
        knob.defaultValue = 0.5
        let rec = EventRecorder(knob.events)
        #expect(knob.beginTracking(at: touch(0), time: 1))
        knob.endTracking(at: touch(0), time: 1.05)
        #expect(knob.isAnimating, "the tap waits for a second one")
        knob.isEnabled = false
        rec.clear()
        knob.advance(to: 2)
        #expect(!knob.isAnimating)
        #expect(rec.events.isEmpty && knob.value == 0)
    }

    @Test func disablingInTheMiddleOfADragEndsIt() {
        let knob = KnobModel(bounds: square)
        knob.isContinuous = false
        let rec = EventRecorder(knob.events)
        knob.beginTracking(at: touch(-.pi / 2))
        knob.isEnabled = false
        #expect(!knob.isTracking)
        #expect(close(knob.value, 0.5))
        #expect(rec.events == [.editingDidBegin, .valueChanged(knob.value), .editingDidEnd])
        #expect(!knob.continueTracking(at: touch(0)))
    }
}

@Suite("Scroll wheels")
struct ScrollAdjustmentTests {
    @Test func upAndRightIncrementDownAndLeftDecrement() {
        #expect(AdjustmentAction.scroll(deltaX: 0, deltaY: -1) == .increment)
        #expect(AdjustmentAction.scroll(deltaX: 0, deltaY: 1) == .decrement)
        #expect(AdjustmentAction.scroll(deltaX: 1, deltaY: 0) == .increment)
        #expect(AdjustmentAction.scroll(deltaX: -1, deltaY: 0) == .decrement)
        #expect(AdjustmentAction.scroll(deltaX: 3, deltaY: 1) == .increment)   // the larger axis decides
        #expect(AdjustmentAction.scroll(deltaX: 0, deltaY: 0) == nil)
        #expect(AdjustmentAction.scroll(deltaX: .nan, deltaY: -1) == nil)
    }
}

@Suite("Knob: one input form for every host")
struct KnobInputTests {
    @Test func theTapGestureIsTheDoubleTapReset() {
        let k = standardKnob()
        k.defaultValue = 0.5
        #expect(KnobModel.tapCount == 2 && RotatableKnobModel.tapCount == 2)
        let rec = EventRecorder(k.events)
        // 3 o'clock is 11/14, but with a default value the press waits: it may be a double tap.
        #expect(k.beginTracking(at: CGPoint(x: 199, y: 100), time: 12))
        #expect(k.value == 0)
        #expect(k.tapGesture(at: CGPoint(x: 199, y: 100)))
        #expect(!k.isTracking && k.value == 0.5)
        #expect(rec.values == [0.5], "the double tap resets without first jumping to the finger")
    }

    /// A double tap on a knob with a default value: the first tap's press and release, the second's
    /// press and release, then the host's double-tap gesture. The pointer never visits the finger.
    @Test func aDoubleTapResetsWithoutJumpingToTheFinger() {
        let k = standardKnob()
        k.defaultValue = 0.5
        k.value = 0.2
        let rec = EventRecorder(k.events)
        let three = CGPoint(x: 199, y: 100)
        #expect(k.beginTracking(at: three, time: 1))
        k.endTracking(at: three, time: 1.08)
        #expect(k.value == 0.2 && k.isAnimating, "the tap waits for a second one")
        k.advance(to: 1.2)
        #expect(k.beginTracking(at: three, time: 1.25))
        k.endTracking(at: three, time: 1.3)
        #expect(k.tapGesture(at: three))
        var t = 1.3
        while k.advance(to: t) { t += 1.0 / 60 }
        #expect(k.value == 0.5)
        #expect(rec.values == [0.5])
        #expect(rec.causes.allSatisfy { $0 == .drag || $0 == .tap })
    }

    /// A single tap jumps the pointer once the double-tap interval has passed: one edit, caused by
    /// the tap.
    @Test func aSingleTapJumpsAfterTheDoubleTapInterval() {
        let k = standardKnob()
        k.defaultValue = 0.5
        let rec = EventRecorder(k.events)
        let three = CGPoint(x: 199, y: 100)
        #expect(k.beginTracking(at: three, time: 1))
        k.endTracking(at: three, time: 1.05)
        rec.clear()
        k.advance(to: 1.3)
        #expect(k.value == 0 && k.isAnimating)
        k.advance(to: 1.41)
        #expect(abs(k.value - 11.0 / 14) < 1e-12 && !k.isAnimating)
        #expect(rec.events == [.editingDidBegin, .valueChanged(k.value), .editingDidEnd])
        #expect(rec.causes == [.tap, .tap, .tap])
    }

    /// A press that moves is a drag: the pointer follows the finger at once, as without a default.
    @Test func aPressThatMovesJumpsAtOnce() {
        let k = standardKnob()
        k.defaultValue = 0.5
        let c = CGPoint(x: 100, y: 100)
        #expect(k.beginTracking(at: point(-.pi / 2, 95, about: c)))
        #expect(k.continueTracking(at: point(-.pi / 2 + 0.02, 95, about: c)))
        #expect(k.value == 0, "within the slop: still a tap")
        #expect(k.continueTracking(at: point(0, 95, about: c)))
        #expect(abs(k.value - 11.0 / 14) < 1e-9)
        k.endTracking(at: nil)
        #expect(!k.isAnimating)
    }
}
