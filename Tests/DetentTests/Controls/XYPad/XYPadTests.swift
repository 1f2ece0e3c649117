import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// A 200 × 200 pad with the default 28-point thumb: the thumb's centre travels 14…186 on both
// axes, 172 points, so 86 points are half an axis and 43 a quarter.
private let padBounds = CGRect(x: 0, y: 0, width: 200, height: 200)

/// The thumb's centre at the fractions `x` and `y` of the 172-point travel (y up).
private func at(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: 14 + 172 * x, y: 186 - 172 * y) }

private func pad() -> XYPadModel { XYPadModel(bounds: padBounds) }

/// A pad whose thumb springs back to its neutral value (the middle) when released.
private func springingPad() -> XYPadModel {
    let p = pad()
    p.springsBack = true
    return p
}

@Suite("XY pad: drags")
struct XYPadDragTests {
    @Test func defaultsAreBothValues0In0To1WithTheThumbBottomLeft() {
        let p = pad()
        #expect(p.value == XYPadValue(x: 0, y: 0))
        #expect(p.xMinimum == 0 && p.xMaximum == 1 && p.yMinimum == 0 && p.yMaximum == 1 && p.xStep == 0 && p.yStep == 0)
        #expect(p.isContinuous && !p.springsBack && p.neutralValue == nil && p.focusedAxis == .x)
        #expect(p.thumbFrame == CGRect(x: 0, y: 172, width: 28, height: 28), "bottom left: y grows upwards")
    }

    @Test func theThumbFollowsTheFingerPointForPoint() {
        let p = pad()
        let rec = EventRecorder(p.events)
        #expect(p.beginTracking(at: at(0, 0)))
        p.continueTracking(at: CGPoint(x: 14 + 86, y: 186 - 43))
        #expect(p.value == XYPadValue(x: 0.5, y: 0.25))
        p.continueTracking(at: CGPoint(x: 14 + 129, y: 186 - 172))
        #expect(p.value == XYPadValue(x: 0.75, y: 1))
        #expect(p.thumbFrame.midX == 14 + 129 && p.thumbFrame.midY == 14)
        p.endTracking(at: nil)
        #expect(rec.values == [XYPadValue(x: 0.5, y: 0.25), XYPadValue(x: 0.75, y: 1)])
        #expect(rec.events.first == .editingDidBegin && rec.events.last == .editingDidEnd && rec.beganCount == 1 && rec.endedCount == 1)
        #expect(rec.detents == [.endStop(.maximum)], "y reached its top")
    }

    @Test func theThumbIsHeldAtThePadsEdgesAndComesBackAtOnce() {
        let p = pad()
        p.beginTracking(at: at(0, 0))
        p.continueTracking(at: CGPoint(x: 900, y: -700))
        #expect(p.value == XYPadValue(x: 1, y: 1))
        // 86 points back from anywhere beyond the edge: half-way at once, no wind-up.
        p.continueTracking(at: CGPoint(x: 900 - 86, y: -700 + 86))
        #expect(p.value == XYPadValue(x: 0.5, y: 0.5))
        p.continueTracking(at: CGPoint(x: -900, y: 900))
        #expect(p.value == XYPadValue(x: 0, y: 0))
        p.endTracking(at: nil)
    }

    @Test func eachAxisSnapsToItsOwnStep() {
        let p = pad()
        p.xStep = 0.25
        p.yStep = 0.1
        p.beginTracking(at: at(0, 0))
        // 50 points is 0.29 of x's travel (0.25 on its step); 60 points is 0.35 of y's (0.3).
        p.continueTracking(at: CGPoint(x: 14 + 50, y: 186 - 60))
        #expect(p.value.x == 0.25 && abs(p.value.y - 0.3) < 1e-12)
        // Small moves gather until they reach the next step.
        p.continueTracking(at: CGPoint(x: 14 + 70, y: 186 - 60))
        #expect(p.value.x == 0.5, "70 points: 0.41, nearer 0.5")
        p.endTracking(at: nil)
    }

    @Test func settingBothAxesAtOnceInAConfigurationClampsTheValueOnceUnderTheFinalRanges() {
        let p = pad()
        var notifications = 0
        let token = p.changes.observe { notifications += 1 }
        p.configure {
            $0.value = XYPadValue(x: 150, y: -3)
            $0.setAxes(x: 100...200, xStep: 10, y: -10...10, yStep: 0)
        }
        withExtendedLifetime(token) {}
        #expect(p.xMinimum == 100 && p.xMaximum == 200 && p.xStep == 10)
        #expect(p.yMinimum == -10 && p.yMaximum == 10 && p.yStep == 0)
        #expect(p.value == XYPadValue(x: 150, y: -3), "the value asked for before the axes holds under the final ranges")
        #expect(notifications == 1, "one notification for the configuration")
        // Inverted ranges follow the properties' own rule (the later bound moves the earlier).
        p.setAxes(x: 5...5, xStep: -1, y: 0...1, yStep: 0.5)
        #expect(p.xMinimum == 5 && p.xMaximum == 5 && p.xStep == 0 && p.value.x == 5)
        #expect(p.value.y == 0, "y was -3: clamped to the new range's minimum, on its step")
    }

    @Test func aLogarithmicAxisSpreadsFrequenciesByEqualRatios() {
        let p = pad()
        p.setAxes(x: 20...20_000, xStep: 0, y: 0...10, yStep: 0)
        p.xScale = .logarithmic
        p.beginTracking(at: at(0, 0))
        p.continueTracking(at: CGPoint(x: 14 + 86, y: 186 - 86))
        #expect(abs(p.value.x - 20 * 1000.0.squareRoot()) < 1e-9, "half-way across is 632 Hz, the geometric middle")
        #expect(p.value.y == 5, "the other axis stays linear")
        p.continueTracking(at: CGPoint(x: 14 + 86 + 172.0 / 3, y: 186 - 86))
        #expect(abs(p.value.x - 200 * 1000.0.squareRoot()) < 1e-9, "a third of the way further is ten times more")
        p.endTracking(at: nil)
    }

    @Test func shiftMakesADragTenTimesFiner() {
        let p = pad()
        p.send(.pointer(.began, at: at(0, 0), modifiers: .fine))
        p.send(.pointer(.moved, at: CGPoint(x: 14 + 86, y: 186 - 172), modifiers: .fine))
        #expect(abs(p.value.x - 0.05) < 1e-12 && abs(p.value.y - 0.1) < 1e-12)
        p.send(.pointer(.ended, at: nil))
    }

    @Test func rightToLeftPutsXsMinimumOnTheRight() {
        let p = pad()
        p.environment = ControlEnvironment(layoutDirection: .rightToLeft)
        #expect(p.layoutDirection == .rightToLeft)
        #expect(p.thumbFrame.midX == 186 && p.thumbFrame.midY == 186)
        p.beginTracking(at: CGPoint(x: 186, y: 186))
        p.continueTracking(at: CGPoint(x: 186 - 43, y: 186))
        #expect(p.value == XYPadValue(x: 0.25, y: 0), "moving left raises x")
        p.endTracking(at: nil)
    }

    @Test func aDragBeginsOnTheThumbOnlyAndClaimsTheTouchAtOnce() {
        let p = pad()
        #expect(p.touchClaim(at: at(0, 0)) == .control)
        #expect(p.touchClaim(at: CGPoint(x: 100, y: 100)) == .scroller, "the bare pad leaves a pan to the page")
        #expect(!p.beginTracking(at: CGPoint(x: 100, y: 100)))
        #expect(p.beginTracking(at: CGPoint(x: 14 + 21, y: 186 - 21)), "within the 44-point target")
        p.endTracking(at: nil)
    }

    @Test func withoutContinuityTheValuesAreReportedOnceAtTheEnd() {
        let p = pad()
        p.isContinuous = false
        let rec = EventRecorder(p.events)
        p.beginTracking(at: at(0, 0))
        p.continueTracking(at: at(0.5, 0.5))
        p.continueTracking(at: at(0.25, 0.75))
        #expect(rec.values.isEmpty)
        p.endTracking(at: nil)
        #expect(rec.values == [XYPadValue(x: 0.25, y: 0.75)])
        #expect(p.valueBeforeEdit == nil)
    }
}

@Suite("XY pad: taps, keys and accessibility")
struct XYPadTapAndKeyTests {
    @Test func aTapMovesTheThumbThereAnimatedAsOneEdit() {
        let p = pad()
        let rec = EventRecorder(p.events)
        #expect(p.tap(at: CGPoint(x: 100, y: 100)))
        #expect(p.value == XYPadValue(x: 0.5, y: 0.5))
        #expect(rec.events == [.editingDidBegin, .valueChanged(XYPadValue(x: 0.5, y: 0.5)), .editingDidEnd])
        #expect(rec.causes.allSatisfy { $0 == .tap })
        #expect(p.isAnimating)
        p.advance(to: 1)
        #expect(p.presentationFractions == (0, 0), "the glide starts at the first clock reading")
        p.advance(to: 1 + XYPadModel.animationDuration / 2)
        #expect(abs(p.presentationFractions.x - 0.25) < 1e-9 && abs(p.presentationFractions.y - 0.25) < 1e-9, "half-way")
        #expect(!p.advance(to: 1 + XYPadModel.animationDuration))
        #expect(p.presentationFractions == (0.5, 0.5))
        #expect(!p.tap(at: at(0.5, 0.5)), "a tap on the thumb does nothing")
        #expect(!p.tap(at: CGPoint(x: 250, y: 100)), "nor one off the pad")
    }

    @Test func arrowsMoveTheirAxisAndShiftIsFiner() {
        let p = pad()
        #expect(p.send(.key(.navigate(.right))))
        #expect(p.send(.key(.navigate(.up))))
        #expect(p.send(.key(.navigate(.up))))
        #expect(abs(p.value.x - 0.01) < 1e-12 && abs(p.value.y - 0.02) < 1e-12, "1 % of the travel a press")
        p.send(.key(.navigate(.right), modifiers: .fine))
        #expect(abs(p.value.x - 0.011) < 1e-12, "a tenth with Shift")
        p.send(.key(.navigate(.down), modifiers: .fine))
        #expect(abs(p.value.y - 0.019) < 1e-12)
        p.send(.key(.navigate(.left)))
        #expect(abs(p.value.x - 0.001) < 1e-12)
    }

    @Test func rightToLeftTheArrowsMoveTheThumbTheWayTheyPoint() {
        let p = pad()
        p.xStep = 0.1
        p.value = XYPadValue(x: 0.5, y: 0.5)
        p.layoutDirection = .rightToLeft
        p.send(.key(.navigate(.right)))
        #expect(p.value.x == 0.4, "the thumb moves right, towards x's minimum")
        p.send(.key(.navigate(.left)))
        p.send(.key(.navigate(.left)))
        #expect(p.value.x == 0.6)
        p.send(.key(.navigate(.up)))
        #expect(abs(p.value.y - 0.51) < 1e-12, "up is up in every language")
    }

    @Test func pagesHomeAndEndActOnTheFocusedAxisAndTabMovesIt() {
        let p = pad()
        p.yStep = 0.1
        p.send(.key(.navigate(.pageUp)))
        #expect(p.value == XYPadValue(x: 0.25, y: 0), "a quarter of x's travel")
        p.send(.key(.navigate(.end)))
        #expect(p.value.x == 1)
        #expect(p.send(.key(.moveFocus(forward: true))) && p.focusedAxis == .y)
        #expect(!p.send(.key(.moveFocus(forward: true))), "past the last axis focus leaves the pad")
        p.send(.key(.navigate(.pageUp)))
        #expect(abs(p.value.y - 0.3) < 1e-12, "y's page: a quarter of its span in whole steps, 3 × 0.1")
        p.send(.key(.navigate(.home)))
        #expect(p.value == XYPadValue(x: 1, y: 0))
    }

    @Test func twoAdjustableElementsOneEditPerStep() {
        let p = pad()
        p.value = XYPadValue(x: 0.5, y: 0.25)
        let elements = p.accessibilityElements
        #expect(elements.map(\.identifier) == ["x", "y"])
        #expect(elements.map(\.label) == ["Horizontal", "Vertical"])
        #expect(elements.map(\.value) == ["0.50", "0.25"])
        #expect(elements.map(\.numericValue) == [0.5, 0.25] && elements.allSatisfy { $0.numericRange == 0...1 })
        #expect(elements.allSatisfy { $0.frame == p.thumbFrame })
        #expect(p.valueText == "0.50, 0.25")
        let rec = EventRecorder(p.events)
        #expect(p.perform(.increment, on: .y, cause: .assistiveTechnology))
        #expect(p.perform(.decrement, on: .x, cause: .assistiveTechnology))
        #expect(abs(p.value.x - 0.49) < 1e-12 && abs(p.value.y - 0.26) < 1e-12)
        #expect(rec.beganCount == 2 && rec.endedCount == 2, "each step an edit of its own")
        #expect(rec.causes.allSatisfy { $0 == .assistiveTechnology })

        p.accessibilityLabels.y = "Resonance"
        #expect(p.accessibilityLabels == ("Horizontal", "Resonance"))
        p.environment = ControlEnvironment(locale: Locale(identifier: "de_DE"))
        #expect(p.accessibilityLabels == ("Horizontal", "Resonance"), "a name the app set wins over the locale")
        p.accessibilityLabels.x = "Horizontal"
        p.customAccessibilityLabels = (nil, nil)
        #expect(p.accessibilityLabels == ("Horizontal", "Vertikal"))
        #expect(p.valueText == "0,49; 0,26")
        p.valueFormatter = { axis, value in axis == .x ? "\(Int(value * 100)) %" : "\(value * 10) dB" }
        #expect(p.accessibilityElement(for: .x).value == "49 %")
    }
}

@Suite("XY pad: spring back")
struct XYPadSpringBackTests {
    @Test func theThumbSpringsBackToTheMiddleInOneEditAndGlidesOnTheClock() {
        let p = springingPad()
        let rec = EventRecorder(p.events)
        p.beginTracking(at: at(0, 0))
        p.continueTracking(at: at(1, 0.75))
        p.endTracking(at: nil)
        #expect(p.value == XYPadValue(x: 0.5, y: 0.5))
        #expect(rec.values == [XYPadValue(x: 1, y: 0.75), XYPadValue(x: 0.5, y: 0.5)])
        #expect(rec.beganCount == 1 && rec.endedCount == 1 && rec.events.last == .editingDidEnd, "one edit, ended at the release")
        #expect(rec.causes.allSatisfy { $0 == .drag })
        #expect(p.isAnimating)
        let eventsAtRelease = rec.events.count
        p.advance(to: 10)
        #expect(p.presentationFractions == (1, 0.75), "the glide starts at the first clock reading")
        p.advance(to: 10 + XYPadModel.springBackDuration / 2)
        let progress = TimingCurve.easeOut.progress(at: 0.5)
        #expect(abs(p.presentationFractions.x - (1 - 0.5 * progress)) < 1e-9)
        #expect(abs(p.presentationFractions.y - (0.75 - 0.25 * progress)) < 1e-9)
        #expect(!p.advance(to: 10 + XYPadModel.springBackDuration))
        #expect(p.presentationFractions == (0.5, 0.5) && !p.isAnimating)
        #expect(rec.events.count == eventsAtRelease, "the clock reports nothing")
    }

    @Test func aNeutralValueIsWhereTheThumbReturnsAndATapDoesNothing() {
        let p = springingPad()
        p.xStep = 0.1
        p.neutralValue = XYPadValue(x: 0.33, y: 7)
        #expect(p.effectiveNeutralValue == XYPadValue(x: 0.3, y: 1), "clamped and snapped when used")
        #expect(!p.tap(at: CGPoint(x: 100, y: 100)))
        let rec = EventRecorder(p.events)
        p.isContinuous = false
        p.beginTracking(at: at(0, 0))
        p.continueTracking(at: at(0.5, 0.5))
        p.cancelTracking()
        #expect(p.value == XYPadValue(x: 0.3, y: 1), "a cancelled touch springs back too")
        #expect(rec.values == [XYPadValue(x: 0.3, y: 1)], "without continuity, the value it came to rest at")
    }

    @Test func settingsChangedInTheMiddleOfASpringBack() {
        let p = springingPad()
        p.beginTracking(at: at(0, 0))
        p.continueTracking(at: at(1, 1))
        p.endTracking(at: nil)
        p.advance(to: 0)
        p.advance(to: 0.1)
        p.springsBack = false
        p.neutralValue = XYPadValue(x: 0, y: 0)
        #expect(p.isAnimating && p.value == XYPadValue(x: 0.5, y: 0.5), "the glide under way goes on")
        p.yMaximum = 2
        #expect(!p.isAnimating && p.value == XYPadValue(x: 0.5, y: 0.5), "a new range ends the glide where the value is")
        #expect(p.presentationFractions == (0.5, 0.25))
        // A drag catches the thumb during a glide: the glide stops and the drag moves from the value.
        p.springsBack = true
        p.beginTracking(at: p.thumbFrame.center)
        p.continueTracking(at: at(1, 1))
        p.endTracking(at: nil)
        p.advance(to: 1)
        p.advance(to: 1.05)
        #expect(p.isAnimating)
        #expect(p.beginTracking(at: p.thumbFrame.center) && !p.isAnimating)
        #expect(p.value == XYPadValue(x: 0, y: 0) && p.presentationFractions == (0, 0))
        p.endTracking(at: nil)
    }

    @Test func reduceMotionJumpsBack() {
        let p = springingPad()
        p.environment = ControlEnvironment(reducesMotion: true)
        p.beginTracking(at: at(0, 0))
        p.continueTracking(at: at(1, 1))
        p.endTracking(at: nil)
        #expect(!p.isAnimating && p.presentationFractions == (0.5, 0.5))
    }
}

@Suite("XY pad: drawing")
struct XYPadDrawingTests {
    @Test func aValueOnlyFrameMovesTheCrosshairAndTheThumbOnly() {
        let p = pad()
        let cache = DrawingCache()
        let before = p.drawing(cache: cache)
        #expect(before.layers.map(\.id) == ["pad", "crosshairX", "crosshairY", "thumb"])
        #expect(before.layers.allSatisfy { $0.isStatic })
        p.value = XYPadValue(x: 0.5, y: 0.25)
        let after = p.drawing(cache: cache)
        #expect(after.layers.map(\.contentKey) == before.layers.map(\.contentKey), "no content rebuilt")
        #expect(after.layers[0].transform == .identity)
        #expect(after.layers[1].transform.translation == CGSize(width: 86, height: 0))
        #expect(after.layers[2].transform.translation == CGSize(width: 0, height: -43))
        #expect(after.layers[3].transform.translation == CGSize(width: 86, height: -43))
        var style = XYPadStyle()
        style.crosshairWidth = 0
        #expect(p.drawing(style: style).layers.map(\.id) == ["pad", "thumb"])
        p.isEnabled = false
        #expect(p.drawing().layers.allSatisfy { $0.opacity == 0.35 })
    }

    @Test func aLookOfYourOwnGetsBothValuesAndFractions() throws {
        let p = pad()
        p.xMaximum = 100
        final class Log: @unchecked Sendable { var state: ControlLook.State? }
        let log = Log()
        p.look = ControlLook { state in
            log.state = state
            return Drawing(size: state.bounds.size, layers: [])
        }
        p.value = XYPadValue(x: 25, y: 0.75)
        _ = p.drawing()
        let state = try #require(log.state)
        #expect(state.values == [25, 0.75] && state.fractions == [0.25, 0.75] && state.angle == nil)
        #expect(state.valueText == "25, 0.75", "each axis in its own digits")
    }
}
