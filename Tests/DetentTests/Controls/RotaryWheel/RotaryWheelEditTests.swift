import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

/// The wheel's edits with its motions: a turn the user asked for (a tap's, a key's) or a flick's
/// glide belongs to the edit that set it going, which ends when the wheel rests; the program's
/// motions belong to no edit.
@Suite("Rotary wheel: edits and motions")
struct RotaryWheelEditTests {
    private let hub = CGPoint(x: 100, y: 100)
    private func ring(_ angle: Double) -> CGPoint { point(angle, 70, about: hub) }

    private func wheel(momentum: Bool = false) -> RotaryWheelModel {
        let w = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.isMomentumEnabled = momentum
        return w
    }

    /// Runs the clock from `time` until the wheel rests; returns the time it rested at.
    @discardableResult
    private func settle(_ w: RotaryWheelModel, from time: Double) -> Double {
        var t = time
        while w.advance(to: t), t < time + 30 { t += 1.0 / 60 }
        return t
    }

    private func click(_ w: RotaryWheelModel, at p: CGPoint, time: Double, jitter: Double = 0) {
        w.send(.pointer(.began, at: p, time: time))
        if jitter != 0 { w.send(.pointer(.moved, at: CGPoint(x: p.x + jitter, y: p.y), time: time + 0.02)) }
        w.send(.pointer(.ended, at: CGPoint(x: p.x + jitter, y: p.y), time: time + 0.05))
        w.send(.tap(at: p, count: 1, time: time + 0.05))
    }

    @Test func aKeyThatChangesNothingDuringTheProgramsSpinLeavesNoEditOpen() {
        let w = wheel()
        let rec = EventRecorder(w.events)
        #expect(w.perform(.increment))
        _ = w.advance(to: 0)
        w.spin(toSector: 0)
        _ = w.perform(.home)
        _ = w.advance(to: 0.1)
        _ = w.advance(to: 0.7)
        _ = w.perform(.increment)
        var t = settle(w, from: 0.8)
        click(w, at: ring(.pi / 2), time: t)
        t = settle(w, from: t + 0.1)
        #expect(rec.editBracketProblems.isEmpty, "\(rec.editBracketProblems): \(rec.events)")
        #expect(rec.beganCount == rec.endedCount && w.valueBeforeEdit == nil && !w.isAnimating)
    }

    @Test func aFlickThatCrossesNoSectorUnderTheFingerGlidesAsTheUsersMomentum() {
        let w = wheel(momentum: true)
        let rec = EventRecorder(w.events)
        // 0.3 rad in 50 ms, inside the first sector, released at speed.
        #expect(w.beginTracking(at: ring(.pi), time: 0))
        for i in 1...5 { w.continueTracking(at: ring(.pi + 0.06 * Double(i)), time: 0.01 * Double(i)) }
        w.endTracking(at: nil, time: 0.05)
        #expect(w.isAnimating)
        settle(w, from: 0.05)
        #expect(!rec.detents.isEmpty, "the glide passed sectors")
        #expect(zip(rec.events, rec.causes).allSatisfy { event, cause in
            if case .detent = event { return cause == .momentum }
            return true
        }, "\(rec.causes)")
        #expect(rec.feedback.count == rec.detents.count, "the host plays every detent of the glide")
        #expect(rec.editBracketProblems.isEmpty, "\(rec.editBracketProblems)")
        #expect(rec.beganCount == 1 && rec.endedCount == 1)
    }

    @Test func aSecondClickThatJittersUnderTheSlopLeavesTheTurnGoing() {
        let w = wheel()
        let rec = EventRecorder(w.events)
        _ = w.advance(to: 0)
        let target = ring(.pi / 4 + .pi)  // three sectors from the marker
        click(w, at: target, time: 0)
        _ = w.advance(to: 0.05)
        _ = w.advance(to: 0.1)
        click(w, at: target, time: 0.1, jitter: 0.5)
        settle(w, from: 0.15)
        #expect(rec.beganCount == 1 && rec.endedCount == 1, "\(rec.events)")
        #expect(rec.selections.count == 1, "\(rec.selections)")
        #expect(rec.editBracketProblems.isEmpty, "\(rec.editBracketProblems)")
    }

    @Test func aDragStartsFromTheSelectionTheProgramLeftUnderTheFinger() {
        let w = wheel()
        w.select(6, animated: false)
        #expect(w.beginTracking(at: ring(.pi), time: 0))
        w.numberOfSections = 4
        let shown = w.selectedIndex
        for i in 1...8 { w.continueTracking(at: ring(.pi + 0.2 * Double(i)), time: 0.05 * Double(i)) }
        #expect(w.valueBeforeEdit == shown, "what an undo restores is what the program left")
        w.endTracking(at: nil, time: 1)
        settle(w, from: 1)
    }

    /// A press that cancels a turn under way (its drag never ended) starts the next edit from the
    /// sector the cancelled turn selected, not from the one before it: the next drag's end back to
    /// that earlier sector is a change the host hears. (Found by the property tests.)
    @Test func aPressThatCancelsATurnStartsTheNextEditFromItsSelection() {
        let steps = [
            Step(kind: 45, a: 0, b: 0, special: 0),
            Step(kind: 0, a: 0.3731660535695125, b: 0.6928239938907939, special: 3),
            Step(kind: 9, a: 0.008914915035805927, b: 0.40600298235736226, special: 3),
            Step(kind: 0, a: 1.1402507023916541e-07, b: 0.49966232403503597, special: 3),
            Step(kind: 9, a: 0.4094316159748715, b: 0.008271042326082957, special: 3),
            // Sets the sectors: 22 of them.
            Step(kind: 78, a: 1.1145, b: 0, special: 0),
            Step(kind: 9, a: 0.6787593133654266, b: 0.40970367431240196, special: 3),
            Step(kind: 30, a: 0, b: 0, special: 0),
        ]
        let driver = ContractDriver(RotaryWheelModel.make())
        driver.run(steps)
        #expect(driver.settle())
        #expect(driver.brokenRules().isEmpty, "\(driver.brokenRules())")
        #expect(driver.model.valueBeforeEdit == nil && driver.model.selectedIndex == 1)
    }
}
