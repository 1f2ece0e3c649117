import Foundation
import Testing
@_spi(Hosting) import Detent

// One suite over every model: the rules the four controls share (tracking calls out of order,
// cancel, isContinuous, disabled, bad bounds, change notification, events with their causes),
// written once against the core's protocols instead of a copy per model.

/// The four controls, as test arguments.
enum Subject: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case knob, rangeSlider, rotaryWheel, rotatableKnob

    var testDescription: String { rawValue }

    /// Whether the control has `isContinuous` (the wheel reports a selection when it comes to rest).
    var hasContinuity: Bool { self != .rotaryWheel }
}

/// A model of any of the four kinds behind one face: its input with points that begin a drag and
/// change its value, its properties, its observers and what it reported.
final class Driver {
    let subject: Subject
    /// Where a drag begins; a point the drag moves to that changes the value.
    let start: CGPoint
    let moved: CGPoint
    let changes: ChangeObservers
    let animationRevision: () -> Int
    /// The events, as text, and their causes.
    private(set) var events: [String] = []
    private(set) var causes: [EventCause] = []
    /// How many value reports (`valueChanged`, or the wheel's `selectionChanged`) arrived.
    private(set) var valueReports = 0
    private(set) var feedback: [Feedback] = []
    /// The value the latest `valueChanged` carried, formatted as `value()` formats the model's.
    private(set) var lastReportedValue: String?
    private var subscription: ObservationToken?

    let begin: (CGPoint) -> Bool
    let move: (CGPoint) -> Bool
    let end: (CGPoint?) -> Void
    let cancel: () -> Void
    let perform: (AdjustmentAction, EventCause) -> Bool
    let tap: (CGPoint) -> Bool
    let advance: (Double) -> Bool
    let value: () -> String
    let drawing: () -> Drawing
    let getBounds: () -> CGRect
    let setBounds: (CGRect) -> Void
    let setEnabled: (Bool) -> Void
    let isEnabled: () -> Bool
    let setEnvironment: (ControlEnvironment) -> Void
    let setContinuous: (Bool) -> Void
    /// Sets one of the model's own properties to a new value, by index; `nil` past the last one.
    let setProperty: (Int) -> Bool
    /// Starts an animation the program asked for (`setValue(_:animated:)`, `select`).
    let animateProgrammatically: () -> Void
    /// Sets the model's value to another one, as the program does; returns it, formatted as
    /// `value()` formats the model's.
    let setOtherValue: (Bool) -> String
    /// What the model tells assistive technology: one element, or one per range thumb.
    let accessibilityElements: () -> [AccessibilityElement]
    /// Sets the model's `events.handler`, the user's own.
    let setUserHandler: (@escaping () -> Void) -> Void

    private init<M: PointerInput>(_ subject: Subject, _ model: M, start: CGPoint, moved: CGPoint,
                                  continuity: @escaping (Bool) -> Void,
                                  properties: [(M) -> Void], animate: @escaping (M) -> Void, draw: @escaping (M) -> Drawing,
                                  elements: @escaping (M) -> [AccessibilityElement], other: M.Value) {
        self.subject = subject
        self.start = start
        self.moved = moved
        changes = model.changes
        animationRevision = { model.animationRevision }
        begin = { model.beginTracking(at: $0, time: nil) }
        move = { model.continueTracking(at: $0, time: nil) }
        end = { model.endTracking(at: $0, time: nil) }
        cancel = { model.cancelTracking() }
        perform = { model.perform($0, cause: $1) }
        tap = { model.tapGesture(at: $0) }
        advance = { model.advance(to: $0) }
        value = { "\(model.currentValue)" }
        drawing = { draw(model) }
        getBounds = { model.bounds }
        setBounds = { model.bounds = $0 }
        setEnabled = { model.isEnabled = $0 }
        isEnabled = { model.isEnabled }
        setEnvironment = { model.environment = $0 }
        setContinuous = continuity
        setProperty = { index in
            guard index < properties.count else { return false }
            properties[index](model)
            return true
        }
        animateProgrammatically = { animate(model) }
        accessibilityElements = { elements(model) }
        setOtherValue = { animated in
            model.setCurrentValue(other, animated: animated)
            return "\(other)"
        }
        setUserHandler = { body in model.events.handler = { _ in body() } }
        subscription = model.events.observe { [unowned self] event, cause in
            events.append("\(event)")
            causes.append(cause)
            if let f = event.feedback(cause: cause) { feedback.append(f) }
            switch event {
            case .valueChanged(let v):
                valueReports += 1
                lastReportedValue = "\(v)"
            case .selectionChanged: valueReports += 1
            default: break
            }
        }
    }

    /// Forgets what was reported so far.
    func clear() {
        events.removeAll()
        causes.removeAll()
        feedback.removeAll()
        valueReports = 0
    }

    var began: Int { events.filter { $0 == "editingDidBegin" }.count }
    var ended: Int { events.filter { $0 == "editingDidEnd" }.count }

    /// A fresh model of `subject` in a 200-point square (the range slider 300 × 31) with the
    /// models' defaults and a step, so drags cross detents.
    static func make(_ subject: Subject) -> Driver {
        switch subject {
        case .knob:
            let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
            knob.step = 0.05
            // Absolute mode: on the pointer at value 0 (so the touch does not jump), then 3 o'clock.
            let zero = Radians.point(at: knob.startAngle, radius: 90, about: CGPoint(x: 100, y: 100))
            return Driver(subject, knob, start: zero, moved: CGPoint(x: 195, y: 100),
                          continuity: { knob.isContinuous = $0 },
                          properties: [{ $0.lineWidth = 5 }, { $0.pointerLength = 9 }, { $0.startAngle = -2 },
                                       { $0.endAngle = 1 }, { $0.maximumValue = 4 }, { $0.minimumValue = -1 },
                                       { $0.step = 0.1 }, { $0.value = 0.7 }, { $0.accessibilityLabel = "Gain" },
                                       { $0.valueFormatter = { "\($0)" } }, { $0.interactionMode = .vertical() },
                                       { $0.defaultValue = 0.3 }, { $0.isFineAdjustmentEnabled = true },
                                       { $0.beginsOnPointerOnly = true }, { $0.pointerHitRadius = 30 }],
                          animate: { $0.setValue(0.9, animated: true) }, draw: { $0.drawing() },
                          elements: { [$0.accessibilityElement] }, other: 0.7)
        case .rangeSlider:
            let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
            slider.step = 0.05
            let lower = slider.thumbFrame(.lower)
            return Driver(subject, slider, start: lower.center, moved: CGPoint(x: lower.midX + 60, y: lower.midY),
                          continuity: { slider.isContinuous = $0 },
                          properties: [{ $0.lowerValue = 0.1 }, { $0.upperValue = 0.9 }, { $0.maximumValue = 2 },
                                       { $0.minimumValue = -1 }, { $0.step = 0.1 }, { $0.minimumDistance = 0.2 },
                                       { $0.maximumDistance = 0.9 }, { $0.orientation = .vertical },
                                       { $0.layoutDirection = .rightToLeft }, { $0.valueLabelSpace = 10 },
                                       { $0.accessibilityLabels = (lower: "Min", upper: "Max") },
                                       { $0.valueFormatter = { "\($0)" } }, { $0.focusedThumb = .upper },
                                       { $0.allowsCrossing = true }, { $0.isRangeDraggable = true },
                                       { $0.movesNearestThumbOnTap = false }],
                          animate: { $0.setValues(lower: 0.4, upper: 0.5, animated: true) }, draw: { $0.drawing() },
                          elements: { $0.accessibilityElements }, other: 0.3...0.6)
        case .rotaryWheel:
            let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
            wheel.isMomentumEnabled = false
            // On the ring, from 9 o'clock a quarter turn clockwise to 12 o'clock.
            return Driver(subject, wheel, start: CGPoint(x: 20, y: 100), moved: CGPoint(x: 100, y: 20),
                          continuity: { _ in },
                          properties: [{ $0.numberOfSections = 5 }, { $0.markerAngle = 0 }, { $0.deadZoneRatio = 0.3 },
                                       { $0.centerButtonRatio = 0.2 }, { $0.sectors = [RotaryWheelSector(title: "A")] },
                                       { $0.accessibilityLabel = "Menu" }, { $0.snapsToSectors = false },
                                       { $0.rotationLimits = 0.5...1 }, { $0.allowedDirection = .clockwise }],
                          animate: { $0.select(4, animated: true) }, draw: { $0.drawing() },
                          elements: { [$0.accessibilityElement] }, other: 3)
        case .rotatableKnob:
            let knob = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
            knob.knob.step = 0.05
            // Pan mode: 90 points right turns 90°, a third of the sweep.
            return Driver(subject, knob, start: CGPoint(x: 100, y: 100), moved: CGPoint(x: 190, y: 100),
                          continuity: { knob.knob.isContinuous = $0 },
                          properties: [{ $0.value = 0.8 }, { $0.defaultValue = 0.5 }, { $0.sweepAngle = 3 },
                                       { $0.sensitivity = 0.05 }, { $0.knob.lineWidth = 3 }],
                          animate: { $0.setValue(0.9, animated: true) }, draw: { $0.drawing() },
                          elements: { [$0.accessibilityElement] }, other: 0.7)
        }
    }
}

@Suite("Every model: the shared contract")
struct ModelContractTests {
    @Test(arguments: Subject.allCases)
    func callsOutOfOrderAreIgnoredAndReportNothing(_ subject: Subject) {
        let d = Driver.make(subject)
        let before = d.value()
        #expect(!d.move(d.moved))
        d.end(d.moved)
        d.cancel()
        #expect(d.events.isEmpty)
        #expect(d.value() == before)
        // End twice, cancel after end: one end only.
        #expect(d.begin(d.start))
        d.end(d.moved)
        d.end(d.moved)
        d.cancel()
        #expect(!d.move(d.start))
        #expect(d.began == 1 && d.ended == 1, "\(d.events)")
    }

    /// A second begin ends the first gesture before starting another: begins and ends stay paired.
    @Test(arguments: Subject.allCases)
    func aSecondBeginEndsTheFirstGesture(_ subject: Subject) {
        let d = Driver.make(subject)
        #expect(d.begin(d.start))
        #expect(d.begin(d.start))
        #expect(d.began == 2 && d.ended == 1)
        #expect(d.events.last != "editingDidEnd")
        d.end(nil)
        #expect(d.began == 2 && d.ended == 2)
    }

    /// Changes made while `isContinuous` was false are owed a report: switching it on in the middle
    /// of the drag must not lose them.
    @Test(arguments: Subject.allCases.filter(\.hasContinuity))
    func switchingToContinuousInTheMiddleOfADragStillReportsTheValue(_ subject: Subject) {
        let d = Driver.make(subject)
        d.setContinuous(false)
        #expect(d.begin(d.start))
        #expect(d.move(d.moved))
        #expect(d.valueReports == 0)
        d.setContinuous(true)
        d.end(nil)
        #expect(d.valueReports == 1)
        #expect(d.lastReportedValue == d.value(), "the host learns the value: \(d.events)")
    }

    @Test(arguments: Subject.allCases)
    func aDragReportsItsValueAndIsBracketedByOneBeginAndOneEnd(_ subject: Subject) {
        let d = Driver.make(subject)
        let before = d.value()
        #expect(d.begin(d.start))
        #expect(d.move(d.moved))
        d.end(d.moved)
        #expect(d.value() != before)
        #expect(d.began == 1 && d.ended == 1)
        #expect(d.events.first == "editingDidBegin" && d.events.last == "editingDidEnd")
        #expect(d.valueReports >= 1)
        #expect(d.causes.allSatisfy { $0 == .drag }, "\(zip(d.events, d.causes).map { "\($0) \($1)" })")
    }

    @Test(arguments: Subject.allCases)
    func cancelEndsTheGestureWithoutLaterChanges(_ subject: Subject) {
        let d = Driver.make(subject)
        #expect(d.begin(d.start))
        #expect(d.move(d.moved))
        d.cancel()
        #expect(d.ended == 1)
        let reported = d.events.count
        #expect(!d.move(d.start))
        d.end(d.start)
        #expect(d.events.count == reported)
    }

    @Test(arguments: Subject.allCases.filter(\.hasContinuity))
    func withoutContinuityOneValueIsReportedWhenTheGestureEnds(_ subject: Subject) {
        for finish in ["end", "cancel"] {
            let d = Driver.make(subject)
            d.setContinuous(false)
            #expect(d.begin(d.start))
            #expect(d.move(d.moved))
            #expect(d.move(CGPoint(x: d.moved.x - 1, y: d.moved.y)))
            let moving = d.valueReports
            if finish == "end" { d.end(nil) } else { d.cancel() }
            #expect(moving == 0, "\(finish): values reported while moving")
            #expect(d.valueReports == 1, "\(finish): \(d.events)")
        }
    }

    /// With `isContinuous == false`, a gesture that ends or is cancelled where its value began
    /// reports no change: there was none.
    @Test(arguments: Subject.allCases)
    func aGestureThatEndsWhereItBeganReportsNoChange(_ subject: Subject) {
        for finish in ["end", "cancel"] {
            let d = Driver.make(subject)
            d.setContinuous(false)
            let atStart = d.value()
            #expect(d.begin(d.start))
            #expect(d.move(d.moved))
            #expect(d.move(d.start))
            if finish == "end" { d.end(d.start) } else { d.cancel() }
            _ = d.advance(10)
            #expect(d.value() == atStart, "\(finish)")
            #expect(d.valueReports == 0, "\(finish): \(d.events)")
            #expect(d.began == 1 && d.ended == 1)
        }
    }

    @Test(arguments: Subject.allCases)
    func aDisabledControlIgnoresInputAndReportsNothing(_ subject: Subject) {
        for disable in ["property", "environment"] {
            let d = Driver.make(subject)
            if disable == "property" {
                d.setEnabled(false)
            } else {
                d.setEnvironment(ControlEnvironment(isEnabled: false))
            }
            #expect(!d.isEnabled())
            #expect(d.accessibilityElements().allSatisfy { !$0.isEnabled }, "read out as dimmed, every element")
            let before = d.value()
            #expect(!d.begin(d.start))
            #expect(!d.move(d.moved))
            for action in AdjustmentAction.allCases { #expect(!d.perform(action, .key)) }
            #expect(!d.tap(d.moved))
            #expect(d.value() == before && d.events.isEmpty, "\(disable): \(d.events)")
        }
    }

    /// The program sets the value through one call on every model: at once or animated, and
    /// reported by no event.
    @Test(arguments: Subject.allCases)
    func theProgramSetsTheValueWithoutEvents(_ subject: Subject) {
        for animated in [false, true] {
            let d = Driver.make(subject)
            var notified = 0
            let token = d.changes.observe { notified += 1 }
            let target = d.setOtherValue(animated)
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
        let d = Driver.make(subject)
        #expect(!d.accessibilityElements().isEmpty)
        #expect(d.accessibilityElements().allSatisfy { $0.isEnabled })
    }

    @Test(arguments: Subject.allCases)
    func disablingInTheMiddleOfADragEndsIt(_ subject: Subject) {
        let d = Driver.make(subject)
        #expect(d.begin(d.start))
        d.setEnabled(false)
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
            let d = Driver.make(subject)
            d.setBounds(rect)
            #expect(d.getBounds() == .zero, "\(rect)")
            #expect(!d.begin(CGPoint(x: 1e308, y: 50)))
            #expect(!d.begin(d.start))
            #expect(!SVGRenderer.render(d.drawing()).holdsANumberThatIsNotFinite, "\(rect)")
            for action in AdjustmentAction.allCases { _ = d.perform(action, .key) }
            #expect(!d.value().lowercased().contains("nan") && !d.value().lowercased().contains("inf"))
        }
        // Negative sizes are made positive.
        let d = Driver.make(subject)
        d.setBounds(CGRect(x: 200, y: 200, width: -200, height: -200))
        #expect(d.getBounds() == CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    // MARK: Change notification

    /// Every input call that changes something notifies the observers once; calls that change
    /// nothing notify nobody.
    @Test(arguments: Subject.allCases)
    func inputNotifiesOncePerCall(_ subject: Subject) {
        let d = Driver.make(subject)
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
        let d = Driver.make(subject)
        let before = d.animationRevision()
        d.animateProgrammatically()
        let started = d.animationRevision()
        #expect(started != before)
        var t = 0.0
        while d.advance(t), t < 5 { t += 1.0 / 60 }
        #expect(d.animationRevision() == started)
        _ = d.setOtherValue(false)
        #expect(d.animationRevision() == started, "a jump starts no animation")
    }

    /// Time notifies while something moves, and not once it is at rest.
    @Test(arguments: Subject.allCases)
    func timeNotifiesWhileAnAnimationRuns(_ subject: Subject) {
        let d = Driver.make(subject)
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
        let d = Driver.make(subject)
        var count = 0
        let token = d.changes.observe { count += 1 }
        var index = 0
        while true {
            count = 0
            guard d.setProperty(index) else { break }
            #expect(count >= 1, "property #\(index) of \(subject) did not notify")
            index += 1
        }
        #expect(index >= 5)
        count = 0
        d.setBounds(CGRect(x: 0, y: 0, width: 120, height: 120))
        d.setEnabled(false)
        d.setEnvironment(ControlEnvironment(appearance: .dark))
        #expect(count >= 3)
        withExtendedLifetime(token) {}
    }

    @Test(arguments: Subject.allCases)
    func observersJoinAndLeaveWithTheirTokens(_ subject: Subject) {
        let d = Driver.make(subject)
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
        let d = Driver.make(subject)
        var handled = 0
        d.setUserHandler { handled += 1 }
        #expect(d.begin(d.start))
        d.end(d.moved)
        #expect(handled >= 2)
        #expect(d.events.count == handled, "observer and handler saw the same events")
    }

    // MARK: Causes and feedback

    @Test(arguments: Subject.allCases)
    func adjustmentsCarryTheirCause(_ subject: Subject) {
        for cause in [EventCause.key, .scroll, .assistiveTechnology] {
            let d = Driver.make(subject)
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
        let d = Driver.make(subject)
        d.animateProgrammatically()
        var t = 0.0
        while d.advance(t), t < 5 { t += 1.0 / 60 }
        _ = d.setProperty(0)
        #expect(d.feedback.isEmpty, "\(d.events) \(d.causes)")
        #expect(d.causes.allSatisfy { $0 == .program })
    }

    /// The user's drag across detents asks for feedback, one per detent.
    @Test(arguments: Subject.allCases)
    func aUsersDragAcrossDetentsAsksForFeedback(_ subject: Subject) {
        let d = Driver.make(subject)
        #expect(d.begin(d.start))
        #expect(d.move(d.moved))
        d.end(d.moved)
        let detents = d.events.filter { $0.hasPrefix("detent") }.count
        #expect(detents >= 1)
        #expect(d.feedback.count == detents)
    }
}
