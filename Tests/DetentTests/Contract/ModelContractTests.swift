import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// One suite over every model: the rules every control shares (tracking calls out of order,
// cancel, isContinuous, disabled, bad bounds, edits, change notification, events with their causes),
// written once against the core's protocols through one driver (see ``ContractDriver``).

@Suite("Every model: the shared contract")
struct ModelContractTests {
    /// Every control is created one way, `init(bounds:)`: its defaults in the bounds given (bad
    /// bounds sanitised), the same as its defaults in zero bounds moved there afterwards.
    @Test(arguments: Subject.allCases)
    func everyControlIsCreatedInItsBoundsWithItsDefaults(_ subject: Subject) {
        func check<Model: ContractSubject>(_ type: Model.Type) {
            let frame = CGRect(x: 0, y: 0, width: 240, height: 120)
            let made = Model(bounds: frame)
            let moved = Model()
            moved.bounds = frame
            #expect(made.bounds == frame)
            #expect(made.currentValue == moved.currentValue && made.valueText == moved.valueText)
            #expect(made.drawing(style: Model.Style()) == moved.drawing(style: Model.Style()), "the same look")
            #expect(Model(bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)).bounds == .zero, "bad bounds")
            #expect(Model().bounds == .zero)
        }
        check(subject.model)
    }

    @Test(arguments: Subject.allCases)
    func callsOutOfOrderAreIgnoredAndReportNothing(_ subject: Subject) {
        let d = subject.makeDriver()
        let before = d.value()
        #expect(!d.move(d.moved))
        d.end(d.moved)
        d.cancel()
        #expect(d.eventNames.isEmpty)
        #expect(d.value() == before)
        // End twice, cancel after end: one end only.
        #expect(d.begin(d.start))
        d.end(d.moved)
        d.end(d.moved)
        d.cancel()
        #expect(!d.move(d.start))
        #expect(d.began == 1 && d.ended == 1, "\(d.eventNames)")
    }

    /// A second begin ends the first gesture before starting another: begins and ends stay paired,
    /// and the second press, on the thumb where the first left it, changes nothing and sends
    /// nothing.
    @Test(arguments: Subject.allCases)
    func aSecondBeginEndsTheFirstGesture(_ subject: Subject) {
        let d = subject.makeDriver()
        #expect(d.begin(d.start))
        #expect(d.move(d.moved))
        #expect(d.began == 1 && d.ended == 0)
        #expect(d.begin(d.moved))
        #expect(d.began == 1 && d.ended == 1)
        #expect(d.eventNames.last == "editingDidEnd")
        d.end(nil)
        #expect(d.began == 1 && d.ended == 1, "\(d.eventNames)")
    }

    /// A press that moves nothing opens no edit: a press and its release, or its cancel, send no
    /// event, on every model.
    @Test(arguments: Subject.allCases)
    func aPressThatChangesNothingSendsNothing(_ subject: Subject) {
        let d = subject.makeDriver()
        #expect(d.begin(d.start))
        d.end(d.start)
        #expect(d.begin(d.start))
        d.cancel()
        #expect(d.begin(d.start))
        d.end(nil)
        _ = d.advance(5)
        #expect(d.eventNames.isEmpty, "\(d.eventNames)")
    }

    /// Changes made while `isContinuous` was false are owed a report: switching it on in the middle
    /// of the drag must not lose them.
    @Test(arguments: Subject.allCases.filter(\.hasContinuity))
    func switchingToContinuousInTheMiddleOfADragStillReportsTheValue(_ subject: Subject) {
        let d = subject.makeDriver()
        d.setContinuous(false)
        #expect(d.begin(d.start))
        #expect(d.move(d.moved))
        #expect(d.valueReports == 0)
        d.setContinuous(true)
        d.end(nil)
        #expect(d.valueReports == 1)
        #expect(d.lastReportedValue == d.value(), "the host learns the value: \(d.eventNames)")
    }

    @Test(arguments: Subject.allCases)
    func aDragReportsItsValueAndIsBracketedByOneBeginAndOneEnd(_ subject: Subject) {
        let d = subject.makeDriver()
        let before = d.value()
        #expect(d.begin(d.start))
        #expect(d.move(d.moved))
        d.end(d.moved)
        #expect(d.value() != before)
        #expect(d.began == 1 && d.ended == 1)
        #expect(d.eventNames.first == "editingDidBegin" && d.eventNames.last == "editingDidEnd")
        #expect(d.valueReports >= 1)
        #expect(d.causes.allSatisfy { $0 == .drag }, "\(zip(d.eventNames, d.causes).map { "\($0) \($1)" })")
    }

    @Test(arguments: Subject.allCases)
    func cancelEndsTheGestureWithoutLaterChanges(_ subject: Subject) {
        let d = subject.makeDriver()
        #expect(d.begin(d.start))
        #expect(d.move(d.moved))
        d.cancel()
        #expect(d.ended == 1)
        let reported = d.eventNames.count
        #expect(!d.move(d.start))
        d.end(d.start)
        #expect(d.eventNames.count == reported)
    }

    @Test(arguments: Subject.allCases.filter(\.hasContinuity))
    func withoutContinuityOneValueIsReportedWhenTheGestureEnds(_ subject: Subject) {
        for finish in ["end", "cancel"] {
            let d = subject.makeDriver()
            d.setContinuous(false)
            #expect(d.begin(d.start))
            #expect(d.move(d.moved))
            #expect(d.move(CGPoint(x: d.moved.x - 1, y: d.moved.y)))
            let moving = d.valueReports
            if finish == "end" { d.end(nil) } else { d.cancel() }
            #expect(moving == 0, "\(finish): values reported while moving")
            #expect(d.valueReports == 1, "\(finish): \(d.eventNames)")
        }
    }

    /// With `isContinuous == false`, a gesture that ends or is cancelled where its value began
    /// reports no change: there was none.
    @Test(arguments: Subject.allCases)
    func aGestureThatEndsWhereItBeganReportsNoChange(_ subject: Subject) {
        for finish in ["end", "cancel"] {
            let d = subject.makeDriver()
            d.setContinuous(false)
            let atStart = d.value()
            #expect(d.begin(d.start))
            #expect(d.move(d.moved))
            #expect(d.move(d.start))
            if finish == "end" { d.end(d.start) } else { d.cancel() }
            _ = d.advance(10)
            #expect(d.value() == atStart, "\(finish)")
            #expect(d.valueReports == 0, "\(finish): \(d.eventNames)")
            #expect(d.began == 1 && d.ended == 1)
        }
    }

    @Test(arguments: Subject.allCases)
    func aDisabledControlIgnoresInputAndReportsNothing(_ subject: Subject) {
        for disable in ["property", "environment"] {
            let d = subject.makeDriver()
            if disable == "property" {
                d.isEnabled = false
            } else {
                d.environment = ControlEnvironment(isEnabled: false)
            }
            #expect(!d.isEnabled)
            #expect(d.readOut.allSatisfy { !$0.isEnabled }, "read out as dimmed, every element")
            let before = d.value()
            #expect(!d.begin(d.start))
            #expect(!d.move(d.moved))
            for action in AdjustmentAction.allCases { #expect(!d.perform(action, .key)) }
            #expect(!d.tap(d.moved))
            #expect(d.value() == before && d.eventNames.isEmpty, "\(disable): \(d.eventNames)")
        }
    }

    /// The program sets the value through one call on every model: at once or animated, and
    /// reported by no event.
    @Test(arguments: Subject.allCases)
    func theProgramSetsTheValueWithoutEvents(_ subject: Subject) {
        for animated in [false, true] {
            let d = subject.makeDriver()
            var notified = 0
            let token = d.changes.observe { notified += 1 }
            let target = d.setOtherValue(animated: animated)
            var t = 0.0
            while d.advance(t), t < 5 { t += 1.0 / 60 }
            #expect(d.value() == target, "animated: \(animated)")
            #expect(d.valueReports == 0 && d.began == 0)
            #expect(d.feedback.isEmpty)
            #expect(notified >= 1)
            withExtendedLifetime(token) {}
        }
    }

    @Test(arguments: Subject.allCases)
    func anEnabledControlsElementsAreEnabled(_ subject: Subject) {
        let d = subject.makeDriver()
        #expect(!d.readOut.isEmpty)
        #expect(d.readOut.allSatisfy { $0.isEnabled })
    }

    @Test(arguments: Subject.allCases)
    func disablingInTheMiddleOfADragEndsIt(_ subject: Subject) {
        let d = subject.makeDriver()
        #expect(d.begin(d.start))
        #expect(d.move(d.moved))
        d.isEnabled = false
        #expect(d.ended == 1)
        #expect(!d.move(d.moved))
    }

    /// Bounds that are not finite, or whose far edge overflows a `Double`, become `.zero` by one
    /// rule: the model refuses input and draws nothing infinite.
    @Test(arguments: Subject.allCases)
    func badBoundsDrawAndReportNothingInfinite(_ subject: Subject) {
        let bad: [CGRect] = [
            CGRect(x: 1e308, y: 0, width: 1e308, height: 100),
            CGRect(x: 0, y: 1e308, width: 100, height: 1e308),
            CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 100),
            CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100),
            CGRect(x: -1e300, y: 0, width: 100, height: 100),
        ]
        for rect in bad {
            let d = subject.makeDriver()
            d.bounds = rect
            #expect(d.bounds == .zero, "\(rect)")
            #expect(!d.begin(CGPoint(x: 1e308, y: 50)))
            #expect(!d.begin(d.start))
            #expect(!SVGRenderer.render(d.drawing).holdsANumberThatIsNotFinite, "\(rect)")
            for action in AdjustmentAction.allCases { _ = d.perform(action, .key) }
            #expect(!d.value().lowercased().contains("nan") && !d.value().lowercased().contains("inf"))
        }
        // Negative sizes are made positive.
        let d = subject.makeDriver()
        d.bounds = CGRect(x: 200, y: 200, width: -200, height: -200)
        #expect(d.bounds == CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    // MARK: One edit, one begin and end

    @Test(arguments: Subject.allCases)
    func aBurstOfKeysIsOneEditEndingHalfASecondAfterTheLast(_ subject: Subject) {
        let d = subject.makeDriver()
        let before = d.value()
        for t in [0.0, 0.2, 0.4] {
            _ = d.advance(t)
            #expect(d.perform(.increment, .key))
        }
        #expect(d.began == 1 && d.ended == 0)
        #expect(d.advance(0.5), "the host keeps the clock running while the burst is open")
        _ = d.advance(0.95)
        #expect(d.ended == 0, "0.45 s after the last press")
        _ = d.advance(1.05)
        _ = d.advance(5)
        #expect(d.began == 1 && d.ended == 1, "\(d.eventNames)")
        #expect(d.value() != before)
    }

    @Test(arguments: Subject.allCases)
    func eachAssistiveTechnologyStepIsAnEditOfItsOwn(_ subject: Subject) {
        let d = subject.makeDriver()
        #expect(d.perform(.increment, .assistiveTechnology))
        #expect(d.perform(.increment, .assistiveTechnology))
        // A wheel's edit ends when its turn does.
        _ = d.advance(0)
        _ = d.advance(5)
        #expect(d.began == 2 && d.ended == 2)
        #expect(d.eventNames.first == "editingDidBegin" && d.eventNames.last == "editingDidEnd")
    }

    @Test(arguments: Subject.allCases)
    func aDragEndsAnOpenBurstFirst(_ subject: Subject) {
        let d = subject.makeDriver()
        _ = d.perform(.increment, .key)
        #expect(d.began == 1 && d.ended == 0)
        #expect(d.begin(d.start))
        // The burst ends at the drag's first change: the press itself where it moves the value
        // (an absolute knob jumps to the finger), else the first move.
        #expect(d.began - d.ended == 1)
        #expect(d.move(d.moved))
        #expect(d.began == 2 && d.ended == 1, "\(d.eventNames)")
        d.end(d.moved)
        #expect(d.began == 2 && d.ended == 2, "\(d.eventNames)")
    }

    // MARK: Change notification

    /// Every input call that changes something notifies the observers once; calls that change
    /// nothing notify nobody.
    @Test(arguments: Subject.allCases)
    func inputNotifiesOncePerCall(_ subject: Subject) {
        let d = subject.makeDriver()
        var count = 0
        let token = d.changes.observe { count += 1 }
        #expect(d.begin(d.start))
        #expect(count == 1)
        #expect(d.move(d.moved))
        #expect(count == 2)
        d.end(d.moved)
        #expect(count == 3)
        count = 0
        #expect(!d.move(d.moved))
        d.end(nil)
        #expect(count == 0, "calls out of order changed nothing")
        _ = d.perform(.increment, .key)
        #expect(count == 1)
        token.cancel()
    }

    /// A new animation changes the revision once; the frames that play it do not.
    @Test(arguments: Subject.allCases)
    func theAnimationRevisionChangesOncePerAnimation(_ subject: Subject) {
        let d = subject.makeDriver()
        let before = d.animationRevision
        d.animateProgrammatically()
        let started = d.animationRevision
        #expect(started != before)
        var t = 0.0
        while d.advance(t), t < 5 { t += 1.0 / 60 }
        #expect(d.animationRevision == started)
        _ = d.setOtherValue(animated: false)
        #expect(d.animationRevision == started, "a jump starts no animation")
    }

    /// Time notifies while something moves, and not once it is at rest.
    @Test(arguments: Subject.allCases)
    func timeNotifiesWhileAnAnimationRuns(_ subject: Subject) {
        let d = subject.makeDriver()
        var count = 0
        let token = d.changes.observe { count += 1 }
        d.animateProgrammatically()
        #expect(count >= 1, "the animated change itself")
        count = 0
        var t = 0.0
        while d.advance(t), t < 5 { t += 1.0 / 60 }
        #expect(count >= 5, "a notification per frame while animating, got \(count)")
        count = 0
        _ = d.advance(t + 1)
        _ = d.advance(t + 2)
        #expect(count == 0, "at rest, time changes nothing")
        withExtendedLifetime(token) {}
    }

    /// Setting any of the model's own properties notifies, so a host repaints without re-declaring
    /// them.
    @Test(arguments: Subject.allCases)
    func everyPropertySetNotifies(_ subject: Subject) {
        let d = subject.makeDriver()
        var count = 0
        let token = d.changes.observe { count += 1 }
        for (index, name) in d.settingNames.enumerated() {
            count = 0
            d.changeSetting(index)
            #expect(count >= 1, "\(name) did not notify")
        }
        #expect(d.settingNames.count >= 5)
        count = 0
        d.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        d.isEnabled = false
        d.environment = ControlEnvironment(appearance: .dark)
        #expect(count >= 3)
        withExtendedLifetime(token) {}
    }

    @Test(arguments: Subject.allCases)
    func observersJoinAndLeaveWithTheirTokens(_ subject: Subject) {
        let d = subject.makeDriver()
        var first = 0, second = 0
        let a = d.changes.observe { first += 1 }
        var b: ObservationToken? = d.changes.observe { second += 1 }
        #expect(d.changes.count == 2)
        _ = d.perform(.increment, .key)
        #expect(first == 1 && second == 1)
        b = nil
        _ = d.perform(.decrement, .key)
        #expect(first == 2 && second == 1, "a released token stops its observer")
        a.cancel()
        a.cancel()
        _ = d.perform(.increment, .key)
        #expect(first == 2 && d.changes.count == 0)
        #expect(b == nil)
    }

    /// The user's own handler sits beside the host's observers: setting it displaces nobody.
    @Test(arguments: Subject.allCases)
    func aUsersHandlerDoesNotDisplaceObservers(_ subject: Subject) {
        let d = subject.makeDriver()
        var handled = 0
        d.setUserHandler { handled += 1 }
        #expect(d.begin(d.start))
        d.end(d.moved)
        #expect(handled >= 2)
        #expect(d.eventNames.count == handled, "observer and handler saw the same events")
    }

    // MARK: Causes and feedback

    @Test(arguments: Subject.allCases)
    func adjustmentsCarryTheirCause(_ subject: Subject) {
        for cause in [EventCause.key, .scroll, .assistiveTechnology] {
            let d = subject.makeDriver()
            #expect(d.perform(.increment, cause))
            _ = d.advance(0)
            _ = d.advance(5)
            #expect(!d.causes.isEmpty && d.causes.allSatisfy { $0 == cause }, "\(cause): \(d.causes)")
        }
    }

    /// Programmatic changes (`setValue`, `select`, a property set) send no event at all, and so no
    /// feedback, however far they move.
    @Test(arguments: Subject.allCases)
    func programmaticChangesAskForNoFeedback(_ subject: Subject) {
        let d = subject.makeDriver()
        d.animateProgrammatically()
        var t = 0.0
        while d.advance(t), t < 5 { t += 1.0 / 60 }
        d.changeSetting(0)
        #expect(d.feedback.isEmpty, "\(d.eventNames) \(d.causes)")
        #expect(d.causes.allSatisfy { $0 == .program })
    }

    /// The user's drag across detents asks for feedback, one per detent.
    @Test(arguments: Subject.allCases)
    func aUsersDragAcrossDetentsAsksForFeedback(_ subject: Subject) {
        let d = subject.makeDriver()
        #expect(d.begin(d.start))
        #expect(d.move(d.moved))
        d.end(d.moved)
        let detents = d.eventNames.filter { $0.hasPrefix("detent") }.count
        #expect(detents >= 1)
        #expect(d.feedback.count == detents)
    }
}
