import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// How long a tap waits for a second one: one setting on every control, used by every double tap.

@Suite("The double-tap interval")
struct DoubleTapIntervalTests {
    /// A tap on a control with a default waits out the interval the control was given, then acts.
    private static func tapActsAfter<Model: ControlModel>(_ model: Model, interval: Double, at point: CGPoint) -> (early: Bool, late: Bool) {
        model.doubleTapInterval = interval
        let before = model.currentValue
        _ = model.advance(to: 0)
        #expect(model.tapGesture(at: point, count: 1, time: 0))
        _ = model.advance(to: interval * 0.9)
        let early = model.currentValue != before
        _ = model.advance(to: interval + 0.01)
        _ = model.advance(to: interval + 2)
        return (early, model.currentValue != before)
    }

    @Test(arguments: [0.2, 1.5])
    func theSlidersThePadAndTheFaderWaitAsLongAsTheyAreTold(_ interval: Double) {
        let range = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        range.defaultValues = 0.2...0.8
        let multi = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        multi.defaultValues = [0.25, 0.5, 0.75]
        let pad = XYPadModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        pad.defaultValue = XYPadValue(x: 0.5, y: 0.5)
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        fader.defaultValue = 0
        let results = [
            "range slider": Self.tapActsAfter(range, interval: interval, at: CGPoint(x: 280, y: 22)),
            "multi-thumb slider": Self.tapActsAfter(multi, interval: interval, at: CGPoint(x: 290, y: 22)),
            "XY pad": Self.tapActsAfter(pad, interval: interval, at: CGPoint(x: 180, y: 20)),
            "fader": Self.tapActsAfter(fader, interval: interval, at: CGPoint(x: 280, y: 22)),
        ]
        for (name, result) in results {
            #expect(!result.early && result.late, "\(name): \(result)")
        }
    }

    @Test(arguments: Subject.allCases)
    func badIntervalsFollowOneRuleAndTheSameOneAnnouncesNothing(_ subject: Subject) {
        func check<Model: ContractSubject>(_ model: Model) {
            var notified = 0
            let token = model.changes.observe { notified += 1 }
            defer { withExtendedLifetime(token) {} }
            #expect(model.doubleTapInterval == 0.35)
            model.doubleTapInterval = 0.35
            #expect(notified == 0, "the interval it holds, set again")
            model.doubleTapInterval = .nan
            model.doubleTapInterval = -1
            #expect(model.doubleTapInterval == 0.35 && notified == 0, "NaN and negative intervals are ignored")
            model.doubleTapInterval = .infinity
            #expect(model.doubleTapInterval == 5 && notified == 1, "at most 5 s")
            model.doubleTapInterval = 0.5
            #expect(model.doubleTapInterval == 0.5 && notified == 2)
        }
        func open<Model: ContractSubject>(_ type: Model.Type) { check(type.make()) }
        open(subject.model)
    }
}
