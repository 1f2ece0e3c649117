import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// A 200 × 200 pad with the default 28-point thumb: the thumb's centre travels 14…186 on both
// axes, 172 points.
private func pad() -> XYPadModel { XYPadModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200)) }

/// The point of the fractions `x` and `y` of the 172-point travel (y up).
private func at(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: 14 + 172 * x, y: 186 - 172 * y) }

@Suite("XY pad: jumping to the finger")
struct XYPadJumpTests {
    @Test func itFollowsTheSpringBackUntilSet() {
        let p = pad()
        #expect(!p.jumpsToTouch, "a pad that stays where it is put does not jump")
        var notified = 0
        let token = p.changes.observe { notified += 1 }
        defer { _ = token }
        p.springsBack = true
        #expect(p.jumpsToTouch, "a joystick does")
        p.jumpsToTouch = false
        #expect(!p.jumpsToTouch && notified == 2)
        p.springsBack = false
        p.springsBack = true
        #expect(!p.jumpsToTouch, "set, it stays what it was set to")
        p.jumpsToTouch = false
        #expect(notified == 4, "setting what it holds notifies nothing")
    }

    @Test func aPressOnTheBarePadPutsTheThumbUnderTheFingerAndTheDragGoesOnFromThere() {
        let p = pad()
        p.jumpsToTouch = true
        #expect(p.touchClaim(at: at(0.5, 0.5)) == .control, "the pad keeps a drag that begins anywhere on it")
        let rec = EventRecorder(p.events)
        #expect(p.beginTracking(at: at(0.5, 0.5)))
        #expect(p.value == XYPadValue(x: 0.5, y: 0.5))
        p.continueTracking(at: at(0.75, 0.25))
        #expect(p.value == XYPadValue(x: 0.75, y: 0.25))
        p.endTracking(at: nil)
        #expect(rec.values == [XYPadValue(x: 0.5, y: 0.5), XYPadValue(x: 0.75, y: 0.25)])
        #expect(rec.beganCount == 1 && rec.endedCount == 1 && rec.events.first == .editingDidBegin)
        #expect(rec.causes.allSatisfy { $0 == .drag })
        #expect(!p.tap(at: at(0.75, 0.25)), "the tap that ends on the thumb moves nothing more")
    }

    @Test func aPressOnTheThumbDoesNotJump() {
        let p = pad()
        p.jumpsToTouch = true
        #expect(p.beginTracking(at: CGPoint(x: 14 + 15, y: 186 - 15)), "inside the thumb's touch target")
        #expect(p.value == XYPadValue(x: 0, y: 0))
        p.continueTracking(at: CGPoint(x: 14 + 15 + 43, y: 186 - 15))
        #expect(p.value == XYPadValue(x: 0.25, y: 0), "the finger's travel, as without jumping")
        p.endTracking(at: nil)
    }

    @Test func aJoystickJumpsThenSpringsBackInOneEdit() {
        let p = pad()
        p.springsBack = true
        let rec = EventRecorder(p.events)
        #expect(p.beginTracking(at: at(1, 0.75)))
        p.endTracking(at: nil)
        #expect(rec.values == [XYPadValue(x: 1, y: 0.75), XYPadValue(x: 0.5, y: 0.5)])
        #expect(rec.beganCount == 1 && rec.endedCount == 1)
    }

    @Test func withADefaultThePressWaitsForTheFingerToMoveSoADoubleTapDoesNotJumpFirst() {
        let p = pad()
        p.jumpsToTouch = true
        p.defaultValue = XYPadValue(x: 0, y: 1)
        let rec = EventRecorder(p.events)
        #expect(p.beginTracking(at: at(0.5, 0.5)))
        p.continueTracking(at: CGPoint(x: at(0.5, 0.5).x + 3, y: at(0.5, 0.5).y))
        #expect(p.value == XYPadValue(x: 0, y: 0) && rec.events.isEmpty, "less than the slop: still maybe a tap")
        p.endTracking(at: nil)
        #expect(p.send(.tap(at: at(0.5, 0.5), count: 1, time: 0)))
        #expect(p.send(.tap(at: at(0.5, 0.5), count: 2, time: 0.2)))
        #expect(rec.values == [XYPadValue(x: 0, y: 1)], "straight to the default")
        #expect(rec.beganCount == 1 && rec.endedCount == 1)

        #expect(p.beginTracking(at: at(0.5, 0.5)))
        p.continueTracking(at: at(0.75, 0.5))
        #expect(p.value == XYPadValue(x: 0.75, y: 0.5), "moved past the slop, it jumps to where the finger is")
        p.endTracking(at: nil)
        #expect(rec.beganCount == 2 && rec.endedCount == 2)
    }

    @Test func offItLeavesTheBarePadToTheScroller() {
        let p = pad()
        #expect(p.touchClaim(at: at(0.5, 0.5)) == .scroller)
        #expect(!p.beginTracking(at: at(0.5, 0.5)))
        p.springsBack = true
        p.jumpsToTouch = false
        #expect(!p.beginTracking(at: at(0.5, 0.5)) && !p.tapActs(at: at(0.5, 0.5)), "a joystick that does not jump")
    }
}
