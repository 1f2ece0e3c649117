import Foundation
import Testing
@_spi(Hosting) import Detent
@_spi(Hosting) @testable import DetentContract

/// A fader of the standard thickness, 31 points, 300 wide: the thumb is 31 × 31 and travels
/// 269 points, its centre at 15.5 + 269 · fraction from the left.
private let standardBounds = CGRect(x: 0, y: 0, width: 300, height: 31)
private let travel = 269.0

private func fader(_ bounds: CGRect = standardBounds) -> FaderModel { FaderModel(bounds: bounds) }

/// The thumb's centre of `f` on the standard fader, left to right.
private func x(_ f: Double) -> Double { 15.5 + travel * f }

private func at(_ x: Double, y: Double = 15.5) -> CGPoint { CGPoint(x: x, y: y) }

/// The fill layer's one rectangle.
private func fillRect(_ d: Drawing) -> CGRect? {
    guard case .shape(let path, _, _, _)? = d["fill"]?.items.first else { return nil }
    let points = path.elements.compactMap { element -> CGPoint? in
        switch element {
        case .move(let p), .line(let p): return p
        default: return nil
        }
    }
    guard let xs = points.map(\.x).min(), let xe = points.map(\.x).max(),
          let ys = points.map(\.y).min(), let ye = points.map(\.y).max() else { return nil }
    return CGRect(x: xs, y: ys, width: xe - xs, height: ye - ys)
}

@Suite("Fader: drags")
struct FaderDragTests {
    @Test func defaultsAreValue0In0To1HorizontalWithAThumb() {
        let f = FaderModel()
        #expect(f.value == 0 && f.minimumValue == 0 && f.maximumValue == 1 && f.step == 0)
        #expect(f.orientation == .horizontal && f.layoutDirection == .leftToRight && f.thumbStyle == .standard)
        #expect(f.isContinuous && f.defaultValue == nil && f.neutralValue == nil && f.movesThumbOnTap)
        #expect(f.minimumValueLabel == nil && f.maximumValueLabel == nil)
    }

    @Test func aHorizontalDragMovesByTheFingersTravelOverTheThumbsTravel() {
        let f = fader()
        f.value = 0.2
        #expect(close(Double(f.thumbFrame.midX), x(0.2)))
        #expect(f.beginTracking(at: at(x(0.2) + 5)), "anywhere on the thumb")
        f.continueTracking(at: at(x(0.2) + 5 + 53.8))
        #expect(close(f.value, 0.4))
        f.continueTracking(at: at(1_000))
        #expect(f.value == 1, "bounded at the maximum")
        f.continueTracking(at: at(1_000 - 134.5))
        #expect(close(f.value, 0.5), "no wind-up: the thumb starts back at once")
        f.endTracking(at: nil)
        #expect(!f.isTracking)
    }

    @Test func aDragDoesNotBeginOnTheBareTrack() {
        let f = fader()
        f.value = 0.5
        #expect(!f.beginTracking(at: at(x(0.9))))
        #expect(f.value == 0.5 && !f.isTracking)
    }

    @Test func rightToLeftMirrorsAHorizontalFader() {
        let f = fader()
        var e = ControlEnvironment()
        e.layoutDirection = .rightToLeft
        f.environment = e
        #expect(f.layoutDirection == .rightToLeft)
        f.value = 0.25
        #expect(close(Double(f.thumbFrame.midX), 300 - x(0.25)), "the minimum on the right")
        #expect(f.beginTracking(at: at(300 - x(0.25))))
        f.continueTracking(at: at(300 - x(0.25) - 67.25))
        #expect(close(f.value, 0.5), "leftwards increases")
        f.endTracking(at: nil)
        #expect(f.adjustment(for: .right) == .decrement && f.adjustment(for: .left) == .increment)
    }

    @Test func aVerticalFaderIncreasesUpwards() {
        let f = fader(CGRect(x: 0, y: 0, width: 31, height: 300))
        f.orientation = .vertical
        f.value = 0.5
        let thumb = f.thumbFrame
        #expect(close(Double(thumb.midY), 300 - x(0.5)) && thumb.width == 31 && thumb.height == 31)
        #expect(f.beginTracking(at: at(15.5, y: Double(thumb.midY))))
        f.continueTracking(at: at(15.5, y: Double(thumb.midY) - 26.9))
        #expect(close(f.value, 0.6))
        f.endTracking(at: nil)
        #expect(f.adjustment(for: .up) == .increment && f.adjustment(for: .right) == .increment)
    }

    @Test func shiftMakesADragTenTimesFiner() {
        let f = fader()
        #expect(f.send(.pointer(.began, at: at(x(0)), modifiers: .fine)))
        f.send(.pointer(.moved, at: at(x(0) + 134.5), modifiers: .fine))
        #expect(close(f.value, 0.05))
        f.send(.pointer(.moved, at: at(x(0) + 134.5 + 26.9)))
        #expect(close(f.value, 0.15), "without Shift, full speed again")
        f.endTracking(at: nil)
    }

    @Test func aLogarithmicScaleSpreadsValuesAlongTheTrack() {
        let f = fader()
        f.maximumValue = 20_000
        f.minimumValue = 20
        f.scale = .logarithmic
        f.value = 20
        #expect(f.beginTracking(at: at(x(0))))
        f.continueTracking(at: at(x(0.5)))
        #expect(abs(f.value - 632.4555) < 0.01, "the geometric middle")
        f.endTracking(at: nil)
    }

    @Test func oneDragIsOneEditWithTheValueBeforeIt() {
        let f = fader()
        f.step = 0.1
        f.value = 0.3
        let r = EventRecorder(f.events)
        var before: Double?
        f.events.handler = { [unowned f] in if $0 == .editingDidEnd { before = f.valueBeforeEdit } }
        #expect(f.beginTracking(at: at(x(0.3))))
        for dx in stride(from: 10.0, through: 120, by: 10) { f.continueTracking(at: at(x(0.3) + dx)) }
        f.endTracking(at: nil)
        #expect(r.beganCount == 1 && r.endedCount == 1)
        #expect(before == 0.3 && f.valueBeforeEdit == nil)
        #expect(r.values.count >= 2 && r.values.last == f.value)
        #expect(!r.detents.isEmpty, "steps are felt")
    }

    @Test func withoutContinuityTheValueIsReportedOnceAtTheEnd() {
        let f = fader()
        f.isContinuous = false
        let r = EventRecorder(f.events)
        #expect(f.beginTracking(at: at(x(0))))
        f.continueTracking(at: at(x(0.3)))
        f.continueTracking(at: at(x(0.6)))
        #expect(r.values.isEmpty)
        f.endTracking(at: nil)
        #expect(r.values.count == 1 && close(r.values[0], 0.6))
    }
}

@Suite("Fader: taps, double taps and keys")
struct FaderTapAndKeyTests {
    @Test func aTapOnTheTrackMovesTheThumbThereAnimated() {
        let f = fader()
        let r = EventRecorder(f.events)
        #expect(f.tap(at: at(x(0.75))))
        #expect(close(f.value, 0.75))
        #expect(f.isAnimating && f.presentationFraction == 0, "slides from where it was")
        _ = f.advance(to: 0)
        _ = f.advance(to: 0.125)
        #expect(f.presentationFraction > 0 && f.presentationFraction < 0.75)
        _ = f.advance(to: 1)
        #expect(!f.isAnimating && close(f.presentationFraction, 0.75))
        #expect(r.beganCount == 1 && r.endedCount == 1 && r.causes.allSatisfy { $0 == .tap })
        // On the thumb itself a tap does nothing, and without movesThumbOnTap neither does the track.
        #expect(!f.tap(at: at(x(0.75))))
        f.movesThumbOnTap = false
        #expect(!f.tap(at: at(x(0.1))))
    }

    @Test func aDoubleTapRestoresTheDefaultValueWithoutFirstMovingToTheFinger() {
        let f = fader()
        f.defaultValue = 0.5
        f.value = 0.1
        let r = EventRecorder(f.events)
        // The first tap waits for the double-tap interval.
        #expect(f.send(.tap(at: at(x(0.9)), count: 1, time: 0)))
        #expect(f.value == 0.1 && f.isAnimating)
        #expect(f.send(.tap(at: at(x(0.9)), count: 2, time: 0.2)))
        #expect(f.value == 0.5)
        #expect(r.values == [0.5] && r.beganCount == 1 && r.endedCount == 1)
        _ = f.advance(to: 0.2)
        _ = f.advance(to: 1)
        #expect(f.value == 0.5 && !f.isAnimating, "the waiting tap was dropped")
        // A single tap moves once the interval has passed, as one edit caused by the tap.
        #expect(f.send(.tap(at: at(x(0.9)), count: 1, time: 2)))
        _ = f.advance(to: 2.2)
        #expect(f.value == 0.5)
        _ = f.advance(to: 2.4)
        #expect(close(f.value, 0.9) && r.causes.last == .tap)
        // Two single taps within the interval, as UIKit's one-tap recognizer reports a double
        // tap, reset it too; one after the interval waits again.
        f.value = 0.1
        #expect(f.send(.tap(at: at(x(0.9)), count: 1, time: 3)))
        #expect(f.send(.tap(at: at(x(0.9)), count: 1, time: 3.2)))
        #expect(f.value == 0.5 && r.values.last == 0.5)
        f.value = 0.1
        #expect(f.send(.tap(at: at(x(0.9)), count: 1, time: 5)))
        #expect(f.send(.tap(at: at(x(0.8)), count: 1, time: 5.5)))
        #expect(f.value == 0.1, "the second tap came too late for a double tap: it waits in turn")
        _ = f.advance(to: 5.5)
        _ = f.advance(to: 7)
        #expect(close(f.value, 0.8))
        // Without a default value, a double tap does nothing.
        f.defaultValue = nil
        #expect(!f.doubleTap())
    }

    /// UIKit reports a double tap as two single taps, each after a touch that began tracking.
    private func uikitTap(_ f: FaderModel, at point: CGPoint, time: Double, jitter: Double = 0) -> Bool {
        let tracking = f.send(.pointer(.began, at: point, time: time))
        if tracking, jitter != 0 { _ = f.send(.pointer(.moved, at: CGPoint(x: point.x + jitter, y: point.y), time: time + 0.02)) }
        let tapped = f.send(.tap(at: point, count: 1, time: time + 0.05))
        f.cancelPointer()
        return tapped
    }

    @Test(arguments: ["the thumb", "a fader that does not move on taps", "a thumbless fader, with jitter"])
    func aDoubleTapOfSingleTapsResetsOnTheThumbTooAndThroughJitter(_ where_: String) {
        let f = fader()
        f.defaultValue = 0.5
        f.value = 0.1
        var point = at(x(0.1)), jitter = 0.0
        switch where_ {
        case "a fader that does not move on taps": f.movesThumbOnTap = false; point = at(x(0.8))
        case "a thumbless fader, with jitter": f.thumbStyle = .thumbless; point = at(x(0.6)); jitter = 3
        default: break
        }
        #expect(uikitTap(f, at: point, time: 1, jitter: jitter))
        #expect(uikitTap(f, at: point, time: 1.2, jitter: jitter))
        #expect(f.value == 0.5, "reset by a double tap on \(where_)")
        _ = f.advance(to: 1.3)
        _ = f.advance(to: 3)
        #expect(f.value == 0.5, "no waiting tap moves it afterwards")
        // One tap on the thumb waits, and then moves nothing.
        guard f.thumbStyle == .standard else { return }
        f.value = 0.1
        #expect(uikitTap(f, at: at(x(0.1)), time: 5))
        _ = f.advance(to: 5.1)
        _ = f.advance(to: 6)
        #expect(f.value == 0.1 && !f.isAnimating)
    }

    @Test func arrowsPagesHomeAndEndAdjustByStepTickOrTravel() {
        let f = fader()
        #expect(f.perform(.increment))
        #expect(close(f.value, 0.01), "1 % of the travel without a step")
        #expect(f.send(.key(.navigate(.right), modifiers: .fine)))
        #expect(close(f.value, 0.011), "a tenth with Shift")
        #expect(f.perform(.end) && f.value == 1)
        #expect(f.perform(.pageDown) && close(f.value, 0.75))
        #expect(f.perform(.home) && f.value == 0)
        f.step = 0.2
        #expect(f.perform(.increment) && close(f.value, 0.2))
        f.step = 0
        f.ticks = [Tick(value: 0.2), Tick(value: 0.7, label: "Loud")]
        #expect(f.perform(.increment) && f.value == 0.7, "tick to tick")
        #expect(f.valueText == "Loud" && f.accessibilityElement.value == "Loud")
    }

    @Test func accessibilityReadsTheValueAndStepsOneEditAtATime() {
        let f = fader()
        f.minimumValue = 0
        f.maximumValue = 100
        f.step = 5
        f.value = 40
        let e = f.accessibilityElement
        #expect(e.label == "Slider" && e.value == "40" && e.numericValue == 40 && e.numericRange == 0...100)
        #expect(e.frame == standardBounds && e.isEnabled && e.actions.isEmpty)
        let r = EventRecorder(f.events)
        #expect(f.perform(.increment, cause: .assistiveTechnology))
        #expect(f.value == 45 && r.beganCount == 1 && r.endedCount == 1)
        f.accessibilityLabel = "Volume"
        #expect(f.accessibilityElement.label == "Volume")
        var german = ControlEnvironment()
        german.locale = Locale(identifier: "de_DE")
        f.customAccessibilityLabel = nil
        f.environment = german
        #expect(f.accessibilityLabel == "Schieberegler")
        f.defaultValue = 50
        #expect(f.accessibilityElement.actions.map(\.kind) == [.resetToDefault])
        #expect(f.send(.accessibilityAction(.resetToDefault)) && f.value == 50)
    }
}

@Suite("Fader: values and their rules")
struct FaderValueTests {
    @Test func theEnabledRangeLimitsDragsTapsAndKeys() {
        let f = fader()
        f.enabledRange = 0.2...0.6
        #expect(f.value == 0.2, "the value moved inside")
        #expect(f.beginTracking(at: at(x(0.2))))
        f.continueTracking(at: at(x(1)))
        #expect(f.value == 0.6)
        f.continueTracking(at: at(x(1) - 26.9))
        #expect(close(f.value, 0.5), "no wind-up past the enabled end")
        f.endTracking(at: nil)
        #expect(f.tap(at: at(x(0.05))) && f.value == 0.2)
        #expect(f.perform(.end) && f.value == 0.6)
        f.value = 0.95
        #expect(f.value == 0.6)
        // The track still shows the whole range, veiled outside the enabled part.
        #expect(f.drawing()["outsideEnabledRange"] != nil)
    }

    @Test func onlyTickValuesSnapsEveryGesture() {
        let f = fader()
        f.ticks = [0, 0.25, 0.5, 1].map { Tick(value: $0) }
        f.allowsTickValuesOnly = true
        #expect(f.beginTracking(at: at(x(0))))
        f.continueTracking(at: at(x(0.3)))
        #expect(f.value == 0.25)
        f.continueTracking(at: at(x(0.7)))
        #expect(f.value == 0.5)
        f.endTracking(at: nil)
        f.value = 0.8
        #expect(f.value == 1)
        #expect(f.tap(at: at(x(0.1))) && f.value == 0)
    }

    @Test func theFillRunsFromTheNeutralValueToTheThumb() {
        let f = fader()
        f.minimumValue = -1
        f.maximumValue = 1
        f.neutralValue = 0
        f.value = 0.5
        var fill = fillRect(f.drawing())!
        #expect(close(Double(fill.minX), x(0.5)) && close(Double(fill.maxX), x(0.75)))
        f.value = -1
        fill = fillRect(f.drawing())!
        let track = f.geometry.trackFrame
        #expect(close(Double(fill.minX), Double(track.minX)) && close(Double(fill.maxX), x(0.5)), "to the track's own end")
        // Without a neutral value, from the minimum's end of the track.
        f.neutralValue = nil
        f.value = 0
        fill = fillRect(f.drawing())!
        #expect(close(Double(fill.minX), Double(track.minX)) && close(Double(fill.maxX), x(0.5)))
        // Crossing the neutral value is felt.
        f.neutralValue = 0
        f.value = -0.2
        let r = EventRecorder(f.events)
        #expect(f.beginTracking(at: at(x(0.4))))
        f.continueTracking(at: at(x(0.6)))
        f.endTracking(at: nil)
        #expect(r.detents == [.neutral])
    }

    @Test func aValueOnlyFrameMovesTheThumbAndRedrawsTheFillOnly() {
        let f = fader()
        f.ticks = [Tick(value: 0.5, label: "½")]
        f.minimumValueLabel = "0"
        f.maximumValueLabel = "1"
        let cache = DrawingCache()
        let a = f.drawing(cache: cache)
        f.value = 0.6
        let b = f.drawing(cache: cache)
        #expect(a.layers.map(\.id) == ["track", "ticks", "endLabels", "fill", "thumb"])
        for (l, m) in zip(a.layers, b.layers) where l.isStatic {
            #expect(l.contentKey == m.contentKey, "\(l.id) is static")
        }
        #expect(!b["fill"]!.isStatic && b["thumb"]!.isStatic)
        let moved = b["thumb"]!.transform.translation.width
        #expect(close(Double(moved), f.geometry.travel * 0.6) && f.geometry.travel < travel, "the end labels take room")
    }
}

@Suite("Fader: thumbless, end labels, arbitration and size")
struct FaderStaticInputsAndTouchTests {
    @Test func endImagesTakeA20PointSquareInsteadOfTheLabelAndTicksDrawTheirImagesBeforeTheirLabels() {
        let f = fader(CGRect(x: 0, y: 0, width: 300, height: 47))
        f.minimumValueLabel = "Quiet"
        f.minimumValueImageName = "speaker"
        f.maximumValueImageName = "speaker.wave.3"
        f.tickLabelSpace = 16
        f.ticks = [Tick(value: 0.5, label: "Mid", imageName: "star")]
        let items = f.drawing()["endLabels"]!.items
        let images = items.compactMap { item -> ImageItem? in if case .image(let i) = item { i } else { nil } }
        #expect(images.map(\.name) == ["speaker", "speaker.wave.3"], "an image replaces the end's label: \(items)")
        #expect(images.allSatisfy { $0.frame.width == 20 && $0.frame.height == 20 })
        #expect(images.allSatisfy { $0.templateColor == FaderStyle().resolved(in: f.environment).labelColor })
        #expect(close(f.geometry.travel, 300 - 2 * 26 - 31), "each end takes 20 points and a 6-point gap")
        // The tick's image comes first, then its label, centred together on the tick.
        let tickItems = f.drawing()["ticks"]!.items
        guard let star = tickItems.compactMap({ item -> ImageItem? in if case .image(let i) = item { i } else { nil } }).first,
              let label = tickItems.compactMap({ item -> TextItem? in if case .text(let t) = item { t } else { nil } }).first else {
            Issue.record("the tick draws an image and a label: \(tickItems)")
            return
        }
        #expect(star.name == "star" && label.string == "Mid" && star.frame.maxX < label.center.x)
        let tickX = f.geometry.position(forFraction: 0.5)
        let left = Double(star.frame.minX), right = Double(label.center.x) + TextMetrics.width(of: "Mid", font: FaderStyle().labelFont) / 2
        #expect(abs((left + right) / 2 - tickX) < 0.01, "centred on the tick")
        // Without an image, the end's label comes back.
        f.minimumValueImageName = nil
        #expect(f.drawing()["endLabels"]!.items.contains { if case .text(let t) = $0 { t.string == "Quiet" } else { false } })
    }

    @Test func aThumblessFaderHasNoThumbAndItsFillIsTheHandle() {
        let f = fader()
        f.thumbStyle = .thumbless
        f.value = 0.5
        let d = f.drawing()
        #expect(d["thumb"] == nil)
        let fill = fillRect(d)!, track = f.geometry.trackFrame
        #expect(fill.minX == 0 && close(Double(fill.maxX), 150), "the range's ends are the track's")
        #expect(track.height > 31.0 / 3, "a thicker track")
        // Dragging anywhere on it moves the value by the finger's travel, without a jump.
        let r = EventRecorder(f.events)
        #expect(f.beginTracking(at: at(60)))
        #expect(f.value == 0.5)
        f.continueTracking(at: at(90))
        #expect(close(f.value, 0.6))
        f.endTracking(at: nil)
        #expect(r.beganCount == 1 && r.endedCount == 1)
        #expect(f.touchClaim(at: at(280)) == .undecided)
    }

    @Test func endLabelsAreDrawnAtTheEndsAndTheTrackMakesRoom() {
        let f = fader()
        f.minimumValueLabel = "0"
        f.maximumValueLabel = "100"
        let g = f.geometry
        // 12-point text: 0.6 em a character, and 6 points between label and track.
        #expect(close(Double(g.minimumEndFrame.width), 7.2 + 6) && g.minimumEndFrame.minX == 0)
        #expect(close(Double(g.maximumEndFrame.width), 21.6 + 6) && g.maximumEndFrame.maxX == 300)
        #expect(close(Double(g.bounds.minX), 13.2) && close(Double(g.bounds.maxX), 300 - 27.6))
        let texts = f.drawing()["endLabels"]!.items.compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(texts.map(\.string) == ["0", "100"])
        #expect(texts[0].center.x < g.bounds.minX && texts[1].center.x > g.bounds.maxX)
        // Right to left, the minimum's label is on the right.
        f.layoutDirection = .rightToLeft
        #expect(f.geometry.minimumEndFrame.maxX == 300)
        // Large text grows the slots with the text scale.
        var big = ControlEnvironment()
        big.textScale = 2
        f.layoutDirection = .leftToRight
        f.environment = big
        #expect(close(Double(f.geometry.minimumEndFrame.width), 14.4 + 6))
    }

    @Test func aVerticalPanOverAHorizontalFaderScrollsThePage() {
        let f = fader()
        f.value = 0.5
        let thumb = at(x(0.5))
        #expect(f.touchClaim(at: thumb) == .undecided)
        #expect(f.dragDecision(from: thumb, to: at(x(0.5), y: 40)) == .yield)
        #expect(f.dragDecision(from: thumb, to: at(x(0.5) + 20, y: 20)) == .claim)
        #expect(f.touchClaim(at: at(x(0.95))) == .scroller, "the bare track")
        f.isEnabled = false
        #expect(f.touchClaim(at: thumb) == .scroller)
    }

    @Test func theNaturalSizeIsAThirtyOnePointBar() {
        let f = fader()
        #expect(f.naturalSize == NaturalSize(width: nil, height: 31))
        #expect(f.touchInclusiveNaturalSize == NaturalSize(width: nil, height: 44))
        f.orientation = .vertical
        f.tickLabelSpace = 14
        #expect(f.naturalSize == NaturalSize(width: 45, height: nil))
    }
}

@Suite("Fader: bad input")
struct FaderBadInputTests {
    private func isSound(_ f: FaderModel) -> Bool {
        f.value.isFinite && f.presentationFraction.isFinite && f.thumbFrame.isFiniteRect
            && f.drawing().holdsOnlyFiniteNumbers && f.accessibilityElement.holdsOnlyFiniteNumbers
    }

    @Test func nanIsIgnoredAndInfinitiesClamp() {
        let f = fader()
        f.value = 0.4
        f.value = .nan
        #expect(f.value == 0.4)
        f.value = .infinity
        #expect(f.value == 1)
        f.value = -.infinity
        #expect(f.value == 0)
        f.defaultValue = .nan
        #expect(f.defaultValue == nil)
        f.neutralValue = .infinity
        #expect(f.neutralValue == nil)
        f.tickLabelSpace = .nan
        #expect(f.tickLabelSpace == 0)
        f.doubleTapInterval = -1
        #expect(f.doubleTapInterval == 0.35)
        f.doubleTapInterval = .infinity
        #expect(f.doubleTapInterval == 5, "an endless wait would keep a single tap from ever moving the thumb")
        let knob = KnobModel()
        knob.doubleTapInterval = .nan
        #expect(knob.doubleTapInterval == 0.35)
        knob.doubleTapInterval = 1e300
        #expect(knob.doubleTapInterval == 5)
        #expect(isSound(f))
    }

    @Test func invertedEqualAndNonFiniteBounds() {
        let f = fader()
        f.maximumValue = -5
        #expect(f.minimumValue == -5 && f.maximumValue == -5 && f.value == -5)
        #expect(isSound(f))
        #expect(f.beginTracking(at: at(x(0))))
        f.continueTracking(at: at(x(0.5)))
        f.endTracking(at: nil)
        #expect(f.value == -5 && isSound(f), "min == max holds one value")
        f.maximumValue = .nan
        f.minimumValue = .infinity
        #expect(f.minimumValue == -5 && f.maximumValue == -5)
    }

    @Test func badStepsMeanContinuousOrTheTwoEnds() {
        let f = fader()
        for bad in [0, -1, Double.nan, .infinity] {
            f.step = bad
            #expect(f.step == 0)
        }
        f.step = 5
        f.value = 0.4
        #expect(f.value == 0, "a step larger than the range leaves the two ends")
        #expect(f.beginTracking(at: at(x(0))))
        f.continueTracking(at: at(x(0.8)))
        f.endTracking(at: nil)
        #expect(f.value == 1)
    }

    @Test func badPointsAndBoundsNeverTrackAndNeverGiveNaN() {
        let f = fader()
        #expect(!f.beginTracking(at: CGPoint(x: CGFloat.nan, y: 10)))
        #expect(f.beginTracking(at: at(x(0))))
        #expect(f.continueTracking(at: CGPoint(x: CGFloat.infinity, y: 10)), "ignored; the drag goes on")
        f.endTracking(at: CGPoint(x: CGFloat.nan, y: 1))
        #expect(f.value == 0 && !f.isTracking)
        for bounds in [CGRect.zero, CGRect(x: 0, y: 0, width: CGFloat.nan, height: 5), CGRect(x: 0, y: 0, width: 0, height: 31)] {
            f.bounds = bounds
            #expect(!f.beginTracking(at: at(0)), "\(bounds)")
            #expect(!f.tap(at: at(0)))
            #expect(isSound(f))
        }
        f.bounds = CGRect(x: 0, y: 0, width: -20, height: 31)
        f.tap(at: at(-10))
        #expect(isSound(f))
    }

    @Test func eventsOutOfOrderReportNothing() {
        let f = fader()
        let r = EventRecorder(f.events)
        #expect(!f.continueTracking(at: at(100)))
        f.endTracking(at: at(100))
        f.cancelTracking()
        #expect(r.events.isEmpty && f.value == 0)
    }

    @Test func settingsChangedInTheMiddleOfADragApplyAndTheDragGoesOn() {
        let f = fader()
        #expect(f.beginTracking(at: at(x(0))))
        f.continueTracking(at: at(x(0.5)))
        f.maximumValue = 10
        #expect(close(f.value, 0.5) && f.isTracking)
        f.step = 1
        #expect(f.value == 1)
        f.orientation = .vertical
        f.thumbStyle = .thumbless
        f.bounds = CGRect(x: 0, y: 0, width: 31, height: 200)
        f.continueTracking(at: at(15.5, y: 10))
        #expect(f.isTracking && isSound(f))
        f.endTracking(at: nil)
        #expect(!f.isTracking)
    }
}
