import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

/// A slider of the standard thickness, 31 points, 300 wide: thumbs 31 × 31 travelling 269 points.
private let standardBounds = CGRect(x: 0, y: 0, width: 300, height: 31)
private let travel = 269.0

/// Where a value's thumb centre lies on 0…1, left to right: 269 · v + 15.5.
private func x(_ v: Double) -> Double { travel * v + 15.5 }

/// A point on the slider's mid-line at `x`.
private func at(_ x: Double) -> CGPoint { CGPoint(x: x, y: 15.5) }

private func slider(_ values: [Double], collision: MultiSliderCollision = .stop) -> MultiSliderModel {
    let s = MultiSliderModel(bounds: standardBounds)
    s.values = values
    s.collision = collision
    return s
}

/// Drags from value `from`'s thumb centre by `dv` of the range (269 · dv points), in one move.
private func drag(_ s: MultiSliderModel, from: Double, by dv: Double) {
    #expect(s.beginTracking(at: at(x(from))))
    s.continueTracking(at: at(x(from) + travel * dv))
    s.endTracking(at: nil)
}

private func closeAll(_ a: [Double], _ b: [Double], _ eps: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= eps }
}

extension EventRecorder where Value == [Double] {
    /// True when no reported value is NaN or infinite.
    var allValuesFinite: Bool { values.allSatisfy { $0.allSatisfy(\.isFinite) } }
}

@Suite("Multi-thumb slider: values and thumbs")
struct MultiSliderValueTests {
    @Test func defaultsAreThreeThumbsAtAQuarterAHalfAndThreeQuarters() {
        let s = MultiSliderModel()
        #expect(s.values == [0.25, 0.5, 0.75] && s.thumbCount == 3)
        #expect(s.collision == .stop && s.minimumDistance == 0 && s.maximumDistance == nil)
        #expect(s.isContinuous && s.movesNearestThumbOnTap && s.focusedThumb == 0)
        #expect(s.orientation == .horizontal && s.layoutDirection == .leftToRight)
    }

    @Test func valuesAreSortedClampedAndTheCountIsOneToSixteen() {
        let s = slider([0.9, 0.1, 0.5])
        #expect(s.values == [0.1, 0.5, 0.9], "sorted")
        s.values = [.infinity, -.infinity, 2, -3]
        #expect(s.values == [0, 0, 1, 1], "clamped into the range")
        s.values = [.nan, 0.3]
        #expect(s.values == [0.3], "NaN entries are left out")
        s.values = [.nan]
        s.values = []
        #expect(s.values == [0.3], "nothing usable: ignored")
        s.values = (0..<10_000).map { Double($0) / 9_999 }
        #expect(s.thumbCount == 16 && s.values == (0..<16).map { Double($0) / 9_999 }, "the first 16 given")
    }

    @Test func thumbsAreAddedAndRemovedAtRunTimeWithOneNotificationAndNoEvent() {
        let s = slider([0.25, 0.5, 0.75])
        let rec = EventRecorder(s.events)
        var notifications = 0
        let token = s.changes.observe { notifications += 1 }
        defer { token.cancel() }
        #expect(s.insertThumb(withValue: 0.6) == 2)
        #expect(s.values == [0.25, 0.5, 0.6, 0.75] && notifications == 1)
        #expect(s.insertThumb(withValue: 0.5) == 2, "after a thumb already there")
        #expect(s.removeThumb(at: 0))
        #expect(s.values == [0.5, 0.5, 0.6, 0.75] && notifications == 3)
        #expect(s.insertThumb(withValue: .nan) == nil && !s.removeThumb(at: 7) && !s.removeThumb(at: -1))
        while s.thumbCount > 1 { #expect(s.removeThumb(at: 0)) }
        #expect(!s.removeThumb(at: 0) && s.values == [0.75], "the last thumb stays")
        while s.thumbCount < 16 { #expect(s.insertThumb(withValue: 0.1) != nil) }
        #expect(s.insertThumb(withValue: 0.2) == nil && s.thumbCount == 16, "no 17th thumb")
        #expect(rec.events.isEmpty, "the program's changes send no event")
    }

    @Test func anInsertedThumbMakesTheOthersRoomUnderTheMinimumDistance() {
        let s = slider([0.25, 0.5, 0.75])
        s.minimumDistance = 0.2
        #expect(s.values == [0.25, 0.5, 0.75])
        #expect(s.insertThumb(withValue: 0.5) == 2)
        #expect(closeAll(s.values, [0.1, 0.3, 0.5, 0.75]), "\(s.values): the thumbs below make room")
        s.minimumDistance = 0.5
        #expect(closeAll(s.values, [0, 1.0 / 3, 2.0 / 3, 1]), "a distance too large for four thumbs acts as a third")
    }

    @Test func changingTheNumberOfThumbsEndsADrag() {
        let s = slider([0.2, 0.5, 0.8])
        let rec = EventRecorder(s.events)
        #expect(s.beginTracking(at: at(x(0.5))))
        s.insertThumb(withValue: 0.1)
        #expect(!s.isTracking && rec.events.isEmpty, "the drag ended having changed nothing")
        #expect(!s.continueTracking(at: at(x(0.5) + 30)) && s.values == [0.1, 0.2, 0.5, 0.8])
        // The same count: the drag goes on from the new values.
        #expect(s.beginTracking(at: at(x(0.5))))
        s.values = [0.1, 0.2, 0.6, 0.8]
        s.continueTracking(at: at(x(0.5) + 26.9))
        #expect(s.isTracking && closeAll(s.values, [0.1, 0.2, 0.7, 0.8]))
        s.endTracking(at: nil)
    }
}

@Suite("Multi-thumb slider: dragging, push and stop")
struct MultiSliderDragTests {
    @Test func aDragMovesTheThumbByRangeTimesDxOverTravel() {
        let s = slider([0.2, 0.5, 0.8])
        let rec = EventRecorder(s.events)
        drag(s, from: 0.5, by: 0.1)
        #expect(closeAll(s.values, [0.2, 0.6, 0.8]))
        #expect(rec.events.count == 3 && rec.beganCount == 1 && rec.endedCount == 1, "one edit per gesture")
        #expect(closeAll(rec.values.last ?? [], [0.2, 0.6, 0.8]) && rec.causes.allSatisfy { $0 == .drag })
    }

    @Test func stopHoldsTheDraggedThumbAtTheMinimumDistanceFromItsNeighbour() {
        let s = slider([0.2, 0.5, 0.8])
        s.minimumDistance = 0.1
        drag(s, from: 0.5, by: 0.4)
        #expect(closeAll(s.values, [0.2, 0.7, 0.8]), "\(s.values)")
        drag(s, from: 0.7, by: -0.6)
        #expect(closeAll(s.values, [0.2, 0.3, 0.8]), "\(s.values)")
    }

    @Test func pushCarriesTheNeighboursAheadAndStopsAtTheEnd() {
        let s = slider([0.2, 0.5, 0.8], collision: .push)
        s.minimumDistance = 0.1
        let rec = EventRecorder(s.events)
        #expect(s.beginTracking(at: at(x(0.5))))
        s.continueTracking(at: at(x(0.5) + travel * 0.4))
        #expect(closeAll(s.values, [0.2, 0.9, 1]), "\(s.values)")
        // Further: the top thumb is at the end, so the dragged one stops, and starts back at once.
        s.continueTracking(at: at(x(0.5) + travel * 0.8))
        #expect(closeAll(s.values, [0.2, 0.9, 1]))
        s.continueTracking(at: at(x(0.5) + travel * 0.7))
        #expect(closeAll(s.values, [0.2, 0.8, 1]), "the pushed thumb stays where it was pushed")
        // Down past the lowest thumb: it is pushed to the minimum.
        s.continueTracking(at: at(x(0.5) + travel * -0.5))
        #expect(closeAll(s.values, [0, 0.1, 1]), "\(s.values)")
        s.endTracking(at: nil)
        #expect(rec.beganCount == 1 && rec.endedCount == 1 && rec.allValuesFinite)
    }

    @Test func theMaximumDistanceStopsOrPullsTheNeighbours() {
        let stop = slider([0.2, 0.5, 0.8])
        stop.maximumDistance = 0.4
        drag(stop, from: 0.2, by: -0.2)
        #expect(closeAll(stop.values, [0.1, 0.5, 0.8]), "stopped 0.4 below its neighbour")
        let push = slider([0.2, 0.5, 0.8], collision: .push)
        push.maximumDistance = 0.4
        drag(push, from: 0.8, by: 0.2)
        #expect(closeAll(push.values, [0.2, 0.6, 1]), "the middle thumb is pulled along: \(push.values)")
    }

    @Test func coincidentThumbsAtTheMaximumPartWhicheverWayTheDragGoes() {
        for collision in [MultiSliderCollision.stop, .push] {
            let s = slider([0.5, 1, 1], collision: collision)
            #expect(s.thumb(at: at(x(1))) == nil, "on two drawn thumbs: undecided")
            #expect(s.beginTracking(at: at(x(1))))
            s.continueTracking(at: at(x(1) + 20))
            #expect(s.values == [0.5, 1, 1] && s.highlightedThumb == nil, "towards the maximum nothing can move yet")
            s.continueTracking(at: at(x(1) + 20 - travel * 0.3))
            #expect(closeAll(s.values, [0.5, 0.7, 1]), "\(collision): the lower of the two moves left: \(s.values)")
            #expect(s.highlightedThumb == 1 && s.focusedThumb == 1)
            s.endTracking(at: nil)
        }
    }

    @Test func coincidentThumbsAtTheMinimumAndAllThumbsAtOneEndPart() {
        let s = slider([0, 0, 0.5])
        drag(s, from: 0, by: 0.1)
        #expect(closeAll(s.values, [0, 0.1, 0.5]), "the higher of the two moves right")
        let all = slider([1, 1, 1, 1], collision: .push)
        drag(all, from: 1, by: -0.2)
        #expect(closeAll(all.values, [0.8, 1, 1, 1]), "the lowest leaves the stack")
        drag(all, from: 1, by: -0.1)
        #expect(closeAll(all.values, [0.8, 0.9, 1, 1]))
    }

    @Test func theNearestThumbTakesATouchAndATap() {
        let s = slider([0.2, 0.32, 0.8])
        // 85.5 lies on neither drawn thumb (53.8…84.8 and 86.08…117.08) but in both targets;
        // the upper thumb's centre is 0.12 points nearer.
        #expect(s.thumb(at: at(85.5)) == 1)
        #expect(s.thumb(at: at(x(0.8) + 20)) == 2 && s.thumb(at: at(x(0.55))) == nil)
        #expect(!s.beginTracking(at: at(x(0.55))), "the bare track starts no drag")
        let rec = EventRecorder(s.events)
        #expect(s.tap(at: at(x(0.6))))
        #expect(closeAll(s.values, [0.2, 0.32, 0.6]) && s.isAnimating, "the nearest thumb slides there")
        #expect(rec.events.first == .editingDidBegin && rec.causes.contains(.tap))
        s.advance(to: 0)
        s.advance(to: 1)
        #expect(!s.isAnimating && rec.endedCount == 1)
    }

    @Test func rightToLeftMirrorsTheTrackAndTheDrag() {
        let s = slider([0.2, 0.5, 0.8])
        s.layoutDirection = .rightToLeft
        #expect(abs(Double(s.thumbFrame(at: 0).midX) - (300 - x(0.2))) < 1e-9)
        #expect(s.beginTracking(at: at(300 - x(0.5))))
        s.continueTracking(at: at(300 - x(0.5) - 26.9))
        s.endTracking(at: nil)
        #expect(closeAll(s.values, [0.2, 0.6, 0.8]), "dragging left raises the value")
        #expect(s.adjustment(for: .right) == .decrement)
    }

    @Test func propertyChangesInTheMiddleOfADragApplyAndTheDragGoesOn() {
        let s = slider([0.2, 0.5, 0.8])
        let rec = EventRecorder(s.events)
        #expect(s.beginTracking(at: at(x(0.5))))
        s.minimumDistance = 0.4
        #expect(closeAll(s.values, [0.2, 0.6, 1]), "\(s.values)")
        s.continueTracking(at: at(x(0.5) - 26.9))
        #expect(closeAll(s.values, [0.2, 0.6, 1]), "at the minimum distance from the lowest thumb")
        s.minimumDistance = 0
        s.continueTracking(at: at(x(0.5) - 53.8))
        #expect(closeAll(s.values, [0.2, 0.5, 1]))
        s.endTracking(at: nil)
        s.endTracking(at: nil)
        #expect(!s.continueTracking(at: at(10)))
        #expect(rec.beganCount == 1 && rec.endedCount == 1, "a second end and a stray move report nothing")
    }
}

@Suite("Multi-thumb slider: keys, accessibility and labels")
struct MultiSliderAccessTests {
    @Test func oneAdjustableElementPerThumb() {
        let s = slider([0.2, 0.5, 0.8])
        let elements = s.accessibilityElements
        #expect(elements.map(\.identifier) == ["thumb1", "thumb2", "thumb3"])
        #expect(elements.map(\.label) == ["Value 1 of 3", "Value 2 of 3", "Value 3 of 3"])
        #expect(elements.map(\.value) == ["0.20", "0.50", "0.80"] && elements.map(\.numericValue) == [0.2, 0.5, 0.8])
        #expect(elements.map(\.frame) == (0..<3).map { s.thumbFrame(at: $0) })
        s.insertThumb(withValue: 0.9)
        #expect(s.accessibilityElements.count == 4 && s.accessibilityLabels.last == "Value 4 of 4")
        s.accessibilityLabels = ["Low"]
        #expect(s.accessibilityLabels == ["Low", "Value 2 of 4", "Value 3 of 4", "Value 4 of 4"])
        s.environment = ControlEnvironment(locale: Locale(identifier: "de_DE"))
        #expect(s.accessibilityLabels[1] == "Wert 2 von 4" && s.accessibilityLabels[0] == "Low")
        // A host given the whole list each time: names beyond the thumbs wait for thumbs added
        // later, and a name left out returns to its default.
        s.environment = .standard
        s.customAccessibilityLabels = ["Low", nil, "Mid", "High", "Top"]
        #expect(s.accessibilityLabels == ["Low", "Value 2 of 4", "Mid", "High"])
        s.insertThumb(withValue: 0.95)
        #expect(s.accessibilityLabels.last == "Top")
        s.customAccessibilityLabels = ["Low"]
        #expect(s.accessibilityLabels == ["Low", "Value 2 of 5", "Value 3 of 5", "Value 4 of 5", "Value 5 of 5"])
    }

    @Test func keysMoveTheFocusedThumbAndTabWalksTheThumbs() {
        let s = slider([0.2, 0.5, 0.8], collision: .push)
        s.minimumDistance = 0.1
        let rec = EventRecorder(s.events)
        #expect(s.handle(.moveFocus(forward: true)) && s.focusedThumb == 1)
        #expect(s.perform(.increment))
        #expect(closeAll(s.values, [0.2, 0.51, 0.8]), "1 % of the travel")
        #expect(s.perform(.end))
        #expect(closeAll(s.values, [0.2, 0.9, 1]), "as far as it may, pushing the top thumb")
        #expect(s.perform(.decrement, onThumb: 0) && closeAll(s.values, [0.19, 0.9, 1]))
        #expect(!s.perform(.increment, onThumb: 5), "no such thumb")
        #expect(s.handle(.moveFocus(forward: true)) && !s.handle(.moveFocus(forward: true)) && s.focusedThumb == 2)
        s.focusedThumb = 40
        #expect(s.focusedThumb == 2, "clamped to the thumbs there are")
        #expect(rec.causes.allSatisfy { $0 == .key })
    }

    @Test func labelsCollidingMergeIntoOneRangeLabel() throws {
        let s = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 51))
        s.valueLabelSpace = 20
        s.valueFormatter = { "\(Int(($0 * 100).rounded()))" }
        s.values = [0.1, 0.5, 0.52, 0.9]
        let font = DrawingFont(size: 12), color = DrawingColor(white: 0)
        var labels = try #require(s.valueLabels(font: font, color: color))
        #expect(labels.map(\.string) == ["10", "50 – 52", "90"])
        #expect(abs(Double(labels[1].center.x) - (x(0.5) + x(0.52)) / 2) < 1e-9, "centred between its thumbs")
        s.values = [0.5, 0.5, 0.9]
        labels = try #require(s.valueLabels(font: font, color: color))
        #expect(labels.map(\.string) == ["50", "90"], "thumbs on top of each other read one value")
        s.values = [0.1, 0.12, 0.14, 0.16]
        labels = try #require(s.valueLabels(font: font, color: color))
        #expect(labels.map(\.string) == ["10 – 16"], "merging goes on until nothing collides")
        s.values = [0.1, 0.9]
        s.layoutDirection = .rightToLeft
        labels = try #require(s.valueLabels(font: font, color: color))
        #expect(labels.map(\.string) == ["10", "90"] && labels[0].center.x > labels[1].center.x, "labels follow their thumbs")
        let drawing = s.drawing()
        #expect(drawing.layers.map(\.id) == ["track", "highlight", "thumb1", "thumb1Veil", "thumb2", "thumb2Veil", "valueLabels"])
    }

    @Test func theRangeSliderIsTheTwoThumbCase() {
        // The same drags on both: the same values, move by move, with a step and a minimum distance.
        let range = RangeSliderModel(bounds: standardBounds), multi = slider([0.2, 0.8])
        range.step = 0.05
        multi.step = 0.05
        range.minimumDistance = 0.15
        multi.minimumDistance = 0.15
        let path: [Double] = [0, 40, 120, 170, 260, 100, -80, 30]
        for start in [x(0.2), x(0.8), x(0.55)] {
            let began = range.beginTracking(at: at(start))
            #expect(multi.beginTracking(at: at(start)) == began)
            for dx in path {
                range.continueTracking(at: at(start + dx))
                multi.continueTracking(at: at(start + dx))
                #expect(multi.values == [range.lowerValue, range.upperValue], "\(multi.values) against \(range.values)")
            }
            range.endTracking(at: nil)
            multi.endTracking(at: nil)
        }
        for target in [0.1, 0.5, 0.9, 0.0] {
            #expect(range.tap(at: at(x(target))) == multi.tap(at: at(x(target))))
            #expect(multi.values == [range.lowerValue, range.upperValue])
        }
    }
}

extension MultiSliderValueTests {
    /// Zero is held as +0 whatever the distance rules computed, so a formatter never reads "-0"
    /// for a value that compares equal to 0 (and changed without a notification).
    @Test func zeroIsHeldPositive() {
        let slider = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        slider.minimumValue = -1
        slider.maximumValue = 0
        slider.values = [-0.0, -0.0]
        slider.minimumValue = -0.0
        slider.setValue(-0.0, forThumb: 0, animated: false)
        #expect(slider.values.allSatisfy { $0 == 0 && $0.sign == .plus }, "\(slider.values)")
        let range = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        range.minimumValue = -0.0
        range.maximumValue = 0
        range.setValues(lower: -0.0, upper: -0.0, animated: false)
        #expect(range.lowerValue.sign == .plus && range.upperValue.sign == .plus)
    }
}
