import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// The decisions a host would otherwise make, each a core rule: whose a touch is inside a scroll
// view, which events deserve feedback, what reduce motion does; and the behaviour fixes found by
// driving the core from outside.

@Suite("Input arbitration: whose a touch is")
struct TouchArbitrationTests {
    /// A 31-point slider's thumbs answer to a 44 × 44-point finger, also just outside the bounds.
    @Test func rangeThumbsAnswerToA44PointTarget() {
        let s = standardRangeSlider()
        let thumb = s.thumbFrame(.lower)
        let target = s.thumbTouchFrame(.lower)
        #expect(target.width == 44 && target.height == 44)
        #expect(target.center == thumb.center)
        let above = CGPoint(x: thumb.midX, y: thumb.midY - 21)
        let beside = CGPoint(x: thumb.minX - 6, y: thumb.midY)
        for p in [above, beside] {
            #expect(s.containsTouch(at: p))
            #expect(s.thumb(at: p) == .lower)
            #expect(s.touchClaim(at: p) == .undecided)
        }
        #expect(s.beginTracking(at: above))
        #expect(s.highlightedThumb == .lower)
        s.endTracking(at: nil)
        #expect(!s.containsTouch(at: CGPoint(x: thumb.midX, y: thumb.midY - 23)))
    }

    @Test func aHorizontalSliderClaimsMovementAlongItAndYieldsMovementAcross() {
        let s = standardRangeSlider()
        let start = s.thumbFrame(.upper).center
        #expect(s.dragDecision(from: start, to: CGPoint(x: start.x + 3, y: start.y + 4)) == .pending)
        #expect(s.dragDecision(from: start, to: CGPoint(x: start.x + 12, y: start.y + 3)) == .claim)
        #expect(s.dragDecision(from: start, to: CGPoint(x: start.x - 4, y: start.y + 15)) == .yield)
        // The bare track is the scroller's (a tap there still moves a thumb).
        let track = CGPoint(x: 150, y: 15)
        #expect(s.touchClaim(at: track) == .scroller)
        #expect(s.dragDecision(from: track, to: CGPoint(x: 190, y: 15)) == .yield)
        #expect(s.tap(at: track))
        // A vertical slider claims vertical movement.
        let v = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 31, height: 300))
        v.orientation = .vertical
        let p = v.thumbFrame(.lower).center
        #expect(v.dragDecision(from: p, to: CGPoint(x: p.x + 2, y: p.y - 20)) == .claim)
        #expect(v.dragDecision(from: p, to: CGPoint(x: p.x + 20, y: p.y - 2)) == .yield)
    }

    @Test func aKnobTakesItsRingAndDecidesItsMiddleByDirection() {
        let k = standardKnob()
        let ring = CGPoint(x: 100, y: 8)
        let middle = CGPoint(x: 100, y: 70)
        #expect(k.touchClaim(at: ring) == .control)
        #expect(k.dragDecision(from: ring, to: CGPoint(x: 100, y: 60)) == .claim)
        #expect(k.touchClaim(at: middle) == .undecided)
        #expect(k.dragDecision(from: middle, to: CGPoint(x: 120, y: 72)) == .claim, "along the ring")
        #expect(k.dragDecision(from: middle, to: CGPoint(x: 101, y: 30)) == .yield, "towards the rim")
        #expect(k.touchClaim(at: CGPoint(x: 250, y: 100)) == .scroller, "outside")
        // Vertical drag mode claims vertical movement anywhere, and yields horizontal movement.
        k.interactionMode = .vertical()
        #expect(k.touchClaim(at: middle) == .undecided)
        #expect(k.dragDecision(from: middle, to: CGPoint(x: 102, y: 40)) == .claim)
        #expect(k.dragDecision(from: middle, to: CGPoint(x: 140, y: 72)) == .yield)
        k.interactionMode = .horizontal()
        #expect(k.dragDecision(from: middle, to: CGPoint(x: 140, y: 72)) == .claim)
        // A disabled knob is never the touch's owner.
        k.isEnabled = false
        #expect(k.touchClaim(at: ring) == .scroller)
        #expect(k.dragDecision(from: ring, to: CGPoint(x: 100, y: 60)) == .yield)
    }

    @Test func theRotatableKnobTakesEveryTouchOnIt() {
        let k = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        #expect(k.touchClaim(at: CGPoint(x: 75, y: 75)) == .control)
        #expect(k.dragDecision(from: CGPoint(x: 75, y: 75), to: CGPoint(x: 75, y: 140)) == .claim)
        #expect(k.touchClaim(at: CGPoint(x: 200, y: 75)) == .scroller)
    }

    @Test func theWheelClaimsMovementAlongItsRimAndLeavesItsHubToTheScroller() {
        let w = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let hub = CGPoint(x: 100, y: 100)
        #expect(w.touchClaim(at: hub) == .scroller)
        #expect(w.dragDecision(from: hub, to: CGPoint(x: 100, y: 160)) == .yield)
        let left = CGPoint(x: 20, y: 100)
        #expect(w.touchClaim(at: left) == .undecided)
        #expect(w.dragDecision(from: left, to: CGPoint(x: 22, y: 80)) == .claim, "up the left rim")
        #expect(w.dragDecision(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 45)) == .yield, "down from the top")
        #expect(w.touchClaim(at: CGPoint(x: 2, y: 2)) == .scroller, "beyond the rim")
    }

    @Test func badPointsNeverClaim() {
        let k = standardKnob()
        let nan = CGPoint(x: CGFloat.nan, y: 3)
        #expect(k.touchClaim(at: nan) == .scroller)
        #expect(k.dragDecision(from: CGPoint(x: 100, y: 70), to: nan) == .pending)
        #expect(!k.containsTouch(at: nan))
        let s = standardRangeSlider()
        let p = s.thumbFrame(.lower).center
        #expect(s.dragDecision(from: p, to: CGPoint(x: p.x + 20, y: p.y), slop: .nan) == .claim)
        #expect(s.dragDecision(from: p, to: p, slop: 0) == .pending)
    }
}

@Suite("Causes and feedback")
struct EventCauseTests {
    @Test func feedbackFollowsTheUserOnly() {
        for cause in EventCause.allCases {
            let step = ControlEvent<Double>.detent(.step(2)).feedback(cause: cause)
            let end = ControlEvent<Double>.detent(.endStop(.maximum)).feedback(cause: cause)
            #expect(step == (cause == .program ? nil : .tick))
            #expect(end == (cause == .program ? nil : .endStop))
            #expect(ControlEvent<Double>.valueChanged(1).feedback(cause: cause) == nil)
        }
    }

    /// A flick's glide reports its sectors as momentum (with feedback); `select` and `spin`
    /// report theirs as the program's (without).
    @Test func theWheelsMotionsCarryTheirCause() {
        let w = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let rec = EventRecorder(w.events)
        let c = CGPoint(x: 100, y: 100)
        #expect(w.beginTracking(at: point(.pi, 80, about: c), time: 0))
        for i in 1...6 { w.continueTracking(at: point(.pi + Double(i) * 0.15, 80, about: c), time: Double(i) * 0.01) }
        w.endTracking(at: nil, time: 0.06)
        #expect(w.isAnimating)
        rec.clear()
        var t = 0.06
        while w.advance(to: t), t < 10 { t += 1.0 / 60 }
        #expect(!rec.detents.isEmpty)
        #expect(rec.events.last == .editingDidEnd, "the drag's edit ends when its glide does")
        #expect(zip(rec.events, rec.causes).allSatisfy { $0 == .editingDidEnd || $1 == .momentum })
        #expect(rec.feedback.count == rec.detents.count)

        for move in ["select", "spin"] {
            rec.clear()
            if move == "select" { w.select(w.selectedIndex + 3, animated: true) } else { w.spin(by: 4 * .pi, animated: true) }
            while w.advance(to: t), t < 20 { t += 1.0 / 60 }
            #expect(!rec.detents.isEmpty, "\(move)")
            #expect(rec.causes.allSatisfy { $0 == .program }, "\(move)")
            #expect(rec.feedback.isEmpty, "\(move)")
        }

        rec.clear()
        let sector = w.geometry.centerAngle(ofSector: w.selectedIndex + 2, rotation: w.rotation)
        #expect(w.tap(at: point(sector, 80, about: c)))
        while w.advance(to: t), t < 30 { t += 1.0 / 60 }
        #expect(rec.selections.count == 1)
        #expect(!rec.causes.isEmpty && rec.causes.allSatisfy { $0 == .tap })
        #expect(rec.feedback.count == rec.detents.count && !rec.detents.isEmpty)

        rec.clear()
        #expect(w.triggerPrimaryAction(cause: .assistiveTechnology))
        #expect(rec.causes == [.assistiveTechnology])
    }

    @Test func tapsOnTheKnobsAndTheSliderAreTaps() {
        let k = KnobModel(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        k.step = 0.1
        k.defaultValue = 0.5
        let rec = EventRecorder(k.events)
        #expect(k.doubleTap())
        #expect(rec.causes.allSatisfy { $0 == .tap } && rec.values == [0.5])
        #expect(rec.feedback == [.tick])

        let s = standardRangeSlider()
        let srec = EventRecorder(s.events)
        #expect(s.tap(at: CGPoint(x: 100, y: 15)))
        #expect(!srec.causes.isEmpty && srec.causes.allSatisfy { $0 == .tap })
    }
}

@Suite("Reduce motion: jumps instead of turns")
struct ReduceMotionTests {
    @Test func knobsAndSlidersJump() {
        let k = KnobModel(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        k.environment.reducesMotion = true
        k.setValue(0.8, animated: true)
        #expect(!k.isAnimating && k.presentationFraction == 0.8)
        k.defaultValue = 0.2
        #expect(k.doubleTap())
        #expect(!k.isAnimating && k.value == 0.2)

        let r = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        r.environment = ControlEnvironment(reducesMotion: true)
        r.setValue(1, animated: true)
        #expect(!r.isAnimating)

        let s = standardRangeSlider()
        s.environment.reducesMotion = true
        #expect(s.tap(at: CGPoint(x: 30, y: 15)))
        s.setValues(lower: 0.3, upper: 0.4, animated: true)
        #expect(!s.isAnimating && s.presentationFractions == (0.3, 0.4))
    }

    @Test func aRunningAnimationStopsWhenReduceMotionIsSwitchedOn() {
        let k = KnobModel(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        k.setValue(0.8, animated: true)
        k.advance(to: 0)
        #expect(k.isAnimating)
        k.environment.reducesMotion = true
        #expect(!k.isAnimating && k.presentationFraction == 0.8)
    }

    @Test func theWheelRestsAtOnce() {
        let w = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.environment.reducesMotion = true
        let c = CGPoint(x: 100, y: 100)
        #expect(w.beginTracking(at: point(.pi, 80, about: c), time: 0))
        for i in 1...6 { w.continueTracking(at: point(.pi + Double(i) * 0.15, 80, about: c), time: Double(i) * 0.01) }
        w.endTracking(at: nil, time: 0.06)
        #expect(!w.isAnimating)
        let off = remainder(w.rotation - w.geometry.restingRotation(nearest: w.rotation), 2 * .pi)
        #expect(abs(off) < 1e-9)
        w.select(5, animated: true)
        #expect(!w.isAnimating && w.selectedIndex == 5)
        w.spin(by: 10, animated: true)
        #expect(!w.isAnimating)
    }
}

@Suite("Behaviour fixes found from outside")
struct BehaviourFixTests {
    /// Stop points set while the wheel turns by itself (a spin, a `select`, a glide after a flick)
    /// hold when it comes to rest.
    @Test(arguments: ["spin", "select", "glide"])
    func stopPointsSetWhileTheWheelTurnsHold(_ motion: String) {
        let w = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let c = CGPoint(x: 100, y: 100)
        var t = 0.0
        switch motion {
        case "spin": w.spin(by: 3 * .pi, animated: true)
        case "select": w.select(4, animated: true)
        default:
            #expect(w.beginTracking(at: point(.pi, 80, about: c), time: 0))
            for i in 1...6 { w.continueTracking(at: point(.pi + Double(i) * 0.2, 80, about: c), time: Double(i) * 0.01) }
            w.endTracking(at: nil, time: 0.06)
            t = 0.06
        }
        w.advance(to: t)
        t += 0.03
        w.advance(to: t)
        #expect(w.isAnimating)
        let limits = (w.rotation - 0.3)...(w.rotation + 0.3)
        w.rotationLimits = limits
        while w.advance(to: t), t < 20 { t += 1.0 / 60 }
        #expect(limits.contains(w.rotation), "\(motion): rests at \(w.rotation), outside \(limits)")
        #expect(w.selectedIndex == w.geometry.sectorAtMarker(rotation: w.rotation))
    }

    /// Two thumbs on top of each other at an end: a first movement towards that end does not lock
    /// the drag; the thumb that can move the drag's way moves.
    @Test(arguments: [RangeEnd.maximum, .minimum])
    func coincidentThumbsAtAnEndDoNotLock(_ end: RangeEnd) {
        let s = standardRangeSlider()
        let v = end == .maximum ? 1.0 : 0.0
        s.setValues(lower: v, upper: v, animated: false)
        let p = s.thumbFrame(.lower).center
        let outward: CGFloat = end == .maximum ? 1 : -1
        #expect(s.beginTracking(at: p))
        #expect(s.continueTracking(at: CGPoint(x: p.x + 20 * outward, y: p.y)))
        #expect(s.values == v...v, "nothing can move towards the end")
        #expect(s.continueTracking(at: CGPoint(x: p.x - 60 * outward, y: p.y)))
        if end == .maximum {
            #expect(s.lowerValue < 1 && s.upperValue == 1, "the lower thumb moves back")
        } else {
            #expect(s.upperValue > 0 && s.lowerValue == 0, "the upper thumb moves back")
        }
        let moving = end == .maximum ? s.lowerValue : s.upperValue
        #expect(s.continueTracking(at: CGPoint(x: p.x - 30 * outward, y: p.y)))
        let after = end == .maximum ? s.lowerValue : s.upperValue
        #expect(after != moving, "the chosen thumb goes on following the finger")
        s.endTracking(at: nil)
    }
}

@Suite("Scroll routing: a page that began scrolling goes on scrolling")
struct ScrollRoutingTests {
    @Test func aBurstThatBeganOnThePageStaysWithThePage() {
        var router = ScrollRouter()
        #expect(router.route(at: 0, overControl: false) == .page)
        // The content slides a control under the still pointer, even a focused one.
        for i in 1...20 {
            #expect(router.route(at: Double(i) * 0.05, overControl: true, controlIsFocused: true,
                                 pointerRestingSince: 0) == .page)
        }
    }

    @Test func aNewBurstOnAFocusedOrRestedOnControlAdjustsIt() {
        var router = ScrollRouter()
        #expect(router.route(at: 0, overControl: false) == .page)
        // After a pause, on a focused control.
        #expect(router.route(at: 1, overControl: true, controlIsFocused: true) == .control)
        #expect(router.route(at: 1.1, overControl: true, controlIsFocused: true) == .control)
        // After a pause, on a control the pointer has rested on for 0.6 s (not focused).
        #expect(router.route(at: 2, overControl: true, pointerRestingSince: 1.4) == .control)
        // After a pause, on a control the pointer just reached: the page.
        #expect(router.route(at: 3, overControl: true, pointerRestingSince: 2.9) == .page)
        #expect(router.route(at: 3.1, overControl: true, pointerRestingSince: 2.9) == .page)
    }

    @Test func aControlsBurstEndsAtItsEdge() {
        var router = ScrollRouter()
        #expect(router.route(at: 0, overControl: true, controlIsFocused: true) == .control)
        #expect(router.route(at: 0.1, overControl: false) == .page)
        #expect(router.route(at: 0.2, overControl: true, controlIsFocused: true) == .page, "the page's burst now")
    }

    @Test func badTimesStartNewBurstsAndBadSettingsAreZero() {
        var router = ScrollRouter(burstGap: .nan, restingDelay: -1)
        #expect(router.burstGap == 0 && router.restingDelay == 0)
        router.burstGap = 0.3
        #expect(router.route(at: 0, overControl: false) == .page)
        #expect(router.route(at: .nan, overControl: true, controlIsFocused: true) == .control)
        #expect(router.route(at: -5, overControl: true, controlIsFocused: false, pointerRestingSince: .nan) == .page,
                "time going backwards starts a new burst")
    }
}

@Suite("The wheel's glide and a tap that stops it")
struct WheelGlideTests {
    private let c = CGPoint(x: 100, y: 100)

    private func flick(_ w: RotaryWheelModel, speed: Double) {
        // Six moves 10 ms apart at `speed` rad/s on the ring.
        #expect(w.beginTracking(at: point(.pi, 80, about: c), time: 0))
        for i in 1...6 {
            w.continueTracking(at: point(.pi + speed * 0.01 * Double(i), 80, about: c), time: Double(i) * 0.01)
        }
        w.endTracking(at: nil, time: 0.06)
    }

    @Test(arguments: [2.0, 6.0, 12.0, 18.0])
    func aGlideSettlesWithinOneAndAHalfSeconds(_ speed: Double) {
        let w = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.decelerationTime = 3
        flick(w, speed: speed)
        var t = 0.06
        while w.advance(to: t) { t += 1.0 / 60 }
        #expect(t - 0.06 <= RotaryWheelModel.maximumGlideDuration + 0.02, "settled after \(t - 0.06) s")
        let off = remainder(w.rotation - w.geometry.restingRotation(nearest: w.rotation), 2 * .pi)
        #expect(abs(off) < 1e-9)
    }

    @Test func aTapOnAGlidingWheelStopsItWhereItIs() {
        let w = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let rec = EventRecorder(w.events)
        flick(w, speed: 12)
        var t = 0.06
        for _ in 0..<6 { t += 1.0 / 60; w.advance(to: t) }
        #expect(w.isAnimating)
        let there = w.rotation
        // A tap on a sector, as a host sends it: the press, the release, then the tap gesture.
        let p = point(-.pi / 2, 80, about: c)
        #expect(w.beginTracking(at: p, time: t))
        w.endTracking(at: p, time: t + 0.05)
        rec.clear()
        #expect(!w.tapGesture(at: p), "the tap that stopped the glide selects nothing")
        while w.advance(to: t) { t += 1.0 / 60 }
        #expect(abs(w.rotation - w.geometry.restingRotation(nearest: there)) < 1e-9, "at rest on the sector nearest where it stopped")
        #expect(rec.selections.isEmpty)
        // The next tap, on a wheel at rest, selects.
        #expect(w.beginTracking(at: p, time: t))
        w.endTracking(at: p, time: t + 0.05)
        #expect(w.tapGesture(at: p))
    }
}

@Suite("Values read out in the user's locale")
struct LocaleTextTests {
    @Test func numbersFollowTheEnvironmentsLocale() {
        let k = KnobModel()
        k.value = 0.5
        #expect(k.valueText == "0.50")
        k.environment.locale = Locale(identifier: "de_DE")
        #expect(k.valueText == "0,50")
        #expect(k.accessibilityElement.value == "0,50")

        let s = RangeSliderModel()
        s.maximumValue = 1_000_000
        s.setValues(lower: 120_000, upper: 640_000, animated: false)
        #expect(s.rangeText == "120000 – 640000")
        s.environment.locale = Locale(identifier: "en_US")
        #expect(s.rangeText == "120,000 – 640,000")
        #expect(s.accessibilityElements.map(\.value) == ["120,000", "640,000"])
    }

    @Test func aStepSetsTheDigitsAndNoLocaleWritesANegativeZero() {
        var bounds = ValueBounds(minimum: -1, maximum: 1, step: 0.25)
        let fr = Locale(identifier: "fr_FR")
        #expect(bounds.text(for: -0.5, locale: fr) == "-0,50")
        #expect(bounds.text(for: -0.0001, locale: fr) == "0,00")
        bounds.setStep(0)
        #expect(bounds.text(for: -0.001, locale: nil) == "0.00")
    }
}

@Suite("Settings in any order, in one transaction (configure)")
struct ConfigureTests {
    private enum Setting: CaseIterable { case minimum, maximum, lower, upper, step }

    private func permutations<T>(_ items: [T]) -> [[T]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { i -> [[T]] in
            var rest = items
            let first = rest.remove(at: i)
            return permutations(rest).map { [first] + $0 }
        }
    }

    /// A range of 0…1 000 000 with lower 120 000 and upper 640 000 comes out as set, in every one
    /// of the 120 orders the five settings can arrive in.
    @Test func everyOrderGivesWhatWasSet() {
        for order in permutations(Setting.allCases) {
            let s = RangeSliderModel()
            var notified = 0
            let token = s.changes.observe { notified += 1 }
            s.configure { s in
                for setting in order {
                    switch setting {
                    case .minimum: s.minimumValue = 0
                    case .maximum: s.maximumValue = 1_000_000
                    case .lower: s.lowerValue = 120_000
                    case .upper: s.upperValue = 640_000
                    case .step: s.step = 10_000
                    }
                }
            }
            #expect(s.minimumValue == 0 && s.maximumValue == 1_000_000 && s.step == 10_000, "\(order)")
            #expect(s.values == 120_000...640_000, "\(order)")
            #expect(notified == 1, "one announcement for the whole transaction")
            withExtendedLifetime(token) {}
        }
    }

    /// A host setting an out-of-range number of turns on every update redraws nothing after the
    /// first.
    @Test func aClampedSettingSetAgainNotifiesNobody() {
        let k = KnobModel()
        var notified = 0
        let token = k.changes.observe { notified += 1 }
        k.numberOfTurns = 200
        k.numberOfTurns = 200
        k.numberOfTurns = 100
        #expect(k.numberOfTurns == 100 && notified == 1)
        k.numberOfTurns = 0
        #expect(k.numberOfTurns == 1 && notified == 2)
        withExtendedLifetime(token) {}
    }

    /// Settings with a bad-input rule (negative becomes 0, non-finite is ignored) notify only when
    /// what they hold changes, so a host re-setting a user's bad value on every update redraws
    /// nothing.
    @Test func sanitisedSettingsSetAgainNotifyNobody() {
        func count<M: AnyObject>(_ model: M, _ changes: ChangeObservers, _ sets: [(M) -> Void]) -> Int {
            var notified = 0
            let token = changes.observe { notified += 1 }
            for set in sets { set(model) }
            withExtendedLifetime(token) {}
            return notified
        }
        let k = KnobModel()
        // Each line: a real change, then the same value again or a rejected one.
        #expect(count(k, k.changes, [{ $0.lineWidth = -3 }, { $0.lineWidth = -1 }, { $0.lineWidth = .nan }]) == 1)
        #expect(count(k, k.changes, [{ $0.pointerLength = -1 }, { $0.pointerLength = 0 }]) == 1)
        #expect(count(k, k.changes, [{ $0.pointerHitRadius = 30 }, { $0.pointerHitRadius = 30 }, { $0.pointerHitRadius = .infinity }]) == 1)
        #expect(count(k, k.changes, [{ $0.startAngle = 1 }, { $0.startAngle = .nan }, { $0.endAngle = 2 }, { $0.endAngle = 2 }]) == 2)
        #expect(count(k, k.changes, [{ $0.defaultValue = 0.5 }, { $0.defaultValue = .nan }, { $0.neutralValue = 0.5 }, { $0.neutralValue = 0.5 }]) == 2)
        let s = RangeSliderModel()
        #expect(count(s, s.changes, [{ $0.valueLabelSpace = -5 }, { $0.valueLabelSpace = 20 }, { $0.valueLabelSpace = 20 }]) == 1)
        #expect(count(s, s.changes, [{ $0.tickLabelSpace = 12 }, { $0.tickLabelSpace = 12 }, { $0.tickLabelSpace = .nan }]) == 2)
        let w = RotaryWheelModel()
        #expect(count(w, w.changes, [{ $0.markerAngle = 1 }, { $0.markerAngle = 1 }, { $0.markerAngle = .nan }]) == 1)
    }

    @Test func aRangeMovedAboveTheOldOneAndTheKnobsValue() {
        let k = KnobModel()
        var notified = 0
        let token = k.changes.observe { notified += 1 }
        k.configure {
            $0.value = 150
            $0.maximumValue = 200
            $0.minimumValue = 100
        }
        #expect(k.minimumValue == 100 && k.maximumValue == 200 && k.value == 150)
        #expect(notified == 1, "one change for the whole set")
        // Outside a transaction the same order clamps, as each setting's own rule says.
        let plain = KnobModel()
        plain.value = 150
        plain.maximumValue = 200
        plain.minimumValue = 100
        #expect(plain.value == 100)
        // Nested transactions apply once, when the outermost ends.
        let r = RotatableKnobModel()
        r.configure { r in r.configure { $0.value = 0.25 } }
        #expect(r.value == 0.25)
        withExtendedLifetime(token) {}
    }
}

@Suite("Wheel settings in any order")
struct WheelSettingsTests {
    @Test func aSelectionBeyondTheDefaultEightSurvives() {
        let w = RotaryWheelModel()
        w.configure {
            $0.select(10, animated: false)
            $0.numberOfSections = 12
        }
        #expect(w.numberOfSections == 12 && w.selectedIndex == 10)
    }

    @Test func anUnchangedRangeLeavesAnAnimationRunning() {
        let k = KnobModel()
        k.setValue(0.8, animated: true)
        k.advance(to: 0)
        var notified = 0
        let token = k.changes.observe { notified += 1 }
        k.configure { $0.maximumValue = 1 }
        #expect(k.isAnimating)
        #expect(notified == 0, "a setting set to what it holds announces nothing")
        withExtendedLifetime(token) {}
    }
}

@Suite("What a key does")
struct NavigationKeyTests {
    @Test func arrowsFollowTheirDirectionAndOnlyAMirroredSliderSwapsLeftAndRight() {
        let k = KnobModel()
        #expect(NavigationKey.allCases.map(k.adjustment(for:)) ==
                [.increment, .decrement, .decrement, .increment, .pageUp, .pageDown, .home, .end])
        let s = RangeSliderModel()
        #expect(s.adjustment(for: .right) == .increment && s.adjustment(for: .left) == .decrement)
        s.layoutDirection = .rightToLeft
        #expect(s.adjustment(for: .right) == .decrement && s.adjustment(for: .left) == .increment)
        #expect(s.adjustment(for: .up) == .increment, "up is up in every language")
        func throughTheProtocol<Model: ControlModel>(_ model: Model) -> AdjustmentAction { model.adjustment(for: .right) }
        #expect(throughTheProtocol(s) == .decrement, "hosts ask through ControlModel and get the slider's rule")
        s.orientation = .vertical
        #expect(s.adjustment(for: .right) == .increment, "a vertical slider does not mirror")
        let w = RotaryWheelModel()
        w.environment.layoutDirection = .rightToLeft
        #expect(w.adjustment(for: .right) == .increment, "dials do not mirror")
    }
}
