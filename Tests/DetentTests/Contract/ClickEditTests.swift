import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

/// One edit, one begin and end, for the clicks and taps a host reports: a press, its release and
/// the platform's tap, as GTK and UIKit send them. A press that moves nothing opens no edit, so a
/// click is at most one edit and a double click at one point too (its second click lands where
/// the first left the control, or resets it), with every event of the edit (the detents of a
/// wheel's turn included) inside it.
@Suite("Every model: a click is one edit")
struct ClickEditTests {
    /// Sends a click at `point` at `time`: press, release, and the tap the platform recognised
    /// (its `count`th in a row).
    private func click(_ d: any ContractDriving, at point: CGPoint, time: Double, count: Int) {
        d.send(.pointer(.began, at: point, time: time))
        d.send(.pointer(.ended, at: point, time: time + 0.05))
        d.send(.tap(at: point, count: count, time: time + 0.05))
    }

    /// A driver of `subject`, with a default set where the control has one (so a double click
    /// resets, and a single click waits for the double-click interval first).
    private func driver(_ subject: Subject) -> any ContractDriving {
        let d = subject.makeDriver()
        if let reset = d.settingNames.firstIndex(where: { $0 == "defaultValue" || $0 == "defaultValues" }) { d.changeSetting(reset) }
        d.clear()
        return d
    }

    /// The clock runs until the control rests, as a host's frame clock does.
    private func settle(_ d: any ContractDriving, from time: Double) {
        var t = time
        while d.advance(t), t < time + 20 { t += 1.0 / 60 }
    }

    /// Clicks each driver of `subject` (on the thumb, elsewhere) at the given times, each click
    /// the `count`th in a row, runs the clock to rest, and checks: at most one edit, and every
    /// rule of the contract.
    private func check(_ subject: Subject, clicks: [(time: Double, count: Int)]) {
        for target in ["thumb", "elsewhere"] {
            let d = driver(subject)
            let point = target == "thumb" ? d.start : d.moved
            for c in clicks {
                _ = d.advance(c.time)
                click(d, at: point, time: c.time, count: c.count)
            }
            settle(d, from: (clicks.last?.time ?? 0) + 0.05)
            #expect(d.began == d.ended && d.began <= 1, "\(target): \(d.eventNames)")
            #expect(d.brokenRules().isEmpty, "\(target): \(d.brokenRules())")
        }
    }

    @Test(arguments: Subject.allCases)
    func aClickOnTheThumbOrElsewhereIsAtMostOneEdit(_ subject: Subject) {
        check(subject, clicks: [(0, 1)])
    }

    @Test(arguments: Subject.allCases)
    func aDoubleClickIsAtMostOneEdit(_ subject: Subject) {
        check(subject, clicks: [(0, 1), (0.15, 2)])
    }

    /// A click away from the thumb moves it (the sliders, the pad, the wheel's sector): one edit,
    /// whose events all arrive between its begin and its end.
    @Test(arguments: Subject.allCases.filter { $0.model.tapCount == 1 })
    func aClickThatMovesTheValueIsOneWholeEdit(_ subject: Subject) {
        let d = driver(subject)
        let before = d.value()
        _ = d.advance(0)
        click(d, at: d.moved, time: 0, count: 1)
        settle(d, from: 0)
        if d.value() == before {
            // Where a tap there moves nothing (a thumb's touch frame, taps that move no thumb).
            #expect(d.eventNames.isEmpty, "a click that moves nothing sends nothing: \(d.eventNames)")
            return
        }
        #expect(d.began == 1 && d.ended == 1, "\(d.eventNames)")
        #expect(d.eventNames.first == "editingDidBegin" && d.eventNames.last == "editingDidEnd", "\(d.eventNames)")
    }
}
