import Foundation
import Testing
@_spi(Hosting) import Detent

// Scrolling adjusts a control only where the user aimed the pointer: a control the page slid under
// a still pointer was not aimed at, however long the pointer then stays.

@Suite("Pointer rest: only the pointer's own movement counts")
struct PointerRestTests {
    private let here = CGPoint(x: 120, y: 80)

    @Test func aControlSlidUnderAStillPointerIsNotRestedOn() {
        var rest = PointerRest()
        rest.arrived(at: here, time: 1, byMoving: false)
        #expect(rest.since == nil)
        var unknown = PointerRest()
        unknown.arrived(at: here, time: 1)
        #expect(unknown.since == nil, "an arrival the host cannot explain waits for a move")
        // The same location again is no move: the pointer is still.
        unknown.moved(to: here, time: 5)
        #expect(unknown.since == nil)
        var router = ScrollRouter()
        #expect(router.route(at: 9, overControl: true, pointerRestingSince: unknown.since) == .page)
    }

    @Test func thePointerRestsFromItsLastMove() {
        var rest = PointerRest()
        rest.arrived(at: here, time: 1, byMoving: true)
        #expect(rest.since == 1)
        rest.moved(to: CGPoint(x: 121, y: 80), time: 2)
        #expect(rest.since == 2)
        rest.moved(to: CGPoint(x: 121, y: 80), time: 3)
        #expect(rest.since == 2, "a report of the same place is no move")
        var router = ScrollRouter()
        #expect(router.route(at: 2.6, overControl: true, pointerRestingSince: rest.since) == .control)
    }

    @Test func arrivingWhereItWasKeepsTheRest() {
        // A click ends the hover and begins it again where it was: the pointer is still aimed.
        var rest = PointerRest()
        rest.arrived(at: here, time: 1)
        rest.moved(to: CGPoint(x: 130, y: 80), time: 2)
        rest.arrived(at: CGPoint(x: 130, y: 80), time: 4)
        #expect(rest.since == 2)
        rest.arrived(at: CGPoint(x: 140, y: 80), time: 5)
        #expect(rest.since == nil, "arriving elsewhere: the control moved under the pointer")
    }

    @Test func badLocationsAndTimesAreNoMovement() {
        var rest = PointerRest()
        rest.arrived(at: here, time: 1, byMoving: true)
        rest.moved(to: CGPoint(x: Double.nan, y: 0), time: 2)
        #expect(rest.since == nil)
        rest.moved(to: here, time: .infinity)
        #expect(rest.since == nil)
        rest.arrived(at: CGPoint(x: 0, y: -Double.infinity), time: 3, byMoving: true)
        #expect(rest.since == nil)
        rest.moved(to: here, time: 4)
        #expect(rest.since == 4, "the next real move counts again")
    }
}
