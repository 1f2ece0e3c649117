import Foundation
@_spi(Hosting) import Detent

/// Drives any control model as hosts and users do (drags, taps, keys, the clock, the program's
/// settings and values) and checks, after every step, the rules every control shares:
/// - every reported value is finite and is the model's value when it arrives; the program's
///   changes report none; a disabled control reports no user change but the end of a drag;
/// - tracking calls without a gesture report nothing; without continuity nothing is reported
///   while the finger moves;
/// - each `.editingDidBegin` is matched by exactly one `.editingDidEnd`, with the value before the
///   edit readable in between, and an edit other than a drag stays open only while the model
///   animates (so the host's clock runs until it ends);
/// - a disabled control does not track; what assistive technology reads holds finite numbers
///   only, and so does the drawing at the end of a run (the notification contract's host double
///   checks every drawing it paints).
/// The model's own rules come from its ``ContractSubject`` conformance.
final class ContractDriver<Model: ContractSubject> {
    let model: Model
    let violations = Violations()
    let recorder: EventRecorder<Model.Value>
    /// The time, seconds: the host's clock and the touches' timestamps.
    private(set) var now = 0.0
    /// Whether the host runs its frame clock; by default while the model says it animates.
    var clockRuns: () -> Bool
    /// Called before every call into the model, with what kind of call it is.
    var beforeCall: ((Call) -> Void)?
    /// Called after every call into the model, with what kind of call it is and its name.
    var afterCall: ((Call, _ name: () -> String) -> Void)?

    /// What a call into the model is, for the hooks.
    enum Call {
        /// Input, a value or a setting: anything but the clock.
        case change
        /// A frame of the host's clock.
        case frame
        /// A frame from a clock the host does not control (another control's), at any time.
        case strayFrame
        /// A setting set to the value it has.
        case reapply
    }
    /// The value the host knows: the last one reported, the one the program last set, or the
    /// model's at the start of the latest edit. A report of it would tell the host nothing.
    private let announced: Announced

    /// The value the host knows, shared with the event observer.
    private final class Announced {
        var value: Model.Value
        init(_ value: Model.Value) { self.value = value }
    }
    /// How many steps `apply` has taken.
    private(set) var stepCount = 0
    /// Where a drag on the fresh model begins, and a point it moves to that changes the value.
    let start: CGPoint
    let moved: CGPoint

    init(_ model: Model) {
        self.model = model
        (start, moved) = model.dragPoints
        let v = violations
        let announced = Announced(model.currentValue)
        self.announced = announced
        recorder = EventRecorder(model.events) { [unowned model] event, cause in
            if event == .editingDidBegin { announced.value = model.valueBeforeEdit ?? model.currentValue }
            guard let reported = event.reportedValue else { return }
            v.check(model.isFinite(reported), "reported \(reported)")
            v.check(reported == model.currentValue, "reported \(reported) but the value is \(model.currentValue)")
            v.check(cause != .program, "the program's change was reported: \(event)")
            v.check(model.isEnabled || cause == .drag, "a disabled control reported \(event) (\(cause))")
            v.check(reported != announced.value, "reported \(reported), which the host already knew")
            announced.value = reported
        }
        clockRuns = { [unowned model] in model.isAnimating }
    }

    // MARK: Random steps

    /// Runs `steps`, checking the shared rules and the model's own after each, and the drawing
    /// at the end.
    func run(_ steps: [Step]) {
        for step in steps {
            apply(step)
            checkRules()
        }
        violations.check(model.currentDrawing.holdsOnlyFiniteNumbers, "the drawing holds a number that is not finite")
    }

    /// Carries out one step; `step.kind` picks the operation.
    func apply(_ s: Step) {
        violations.step = stepCount
        stepCount += 1
        let before = recorder.events.count
        let wasTracking = model.isTracking
        let movingReports = model.reportsWhileMoving
        let valueBefore = model.currentValue
        switch s.kind {
        case 0..<9:
            call("begin") { model.beginTracking(at: point(s), time: touchTime(s)) }
        case 9..<30:
            now += abs(s.b) * 0.03
            call("continue") { model.continueTracking(at: point(s), time: touchTime(s)) }
            let new = recorder.events[before...]
            if !movingReports {
                violations.check(!new.contains { if case .valueChanged = $0 { true } else { false } },
                                 "a value was reported while moving without continuity")
            }
            violations.check(wasTracking || new.isEmpty, "a continue without a gesture sent \(Array(new))")
        case 30..<36:
            call("end") { model.endTracking(at: s.special == 3 ? nil : point(s), time: touchTime(s)) }
            violations.check(wasTracking || recorder.events.count == before, "an end without a gesture reported something")
        case 36..<39:
            call("cancel") { model.cancelTracking() }
        case 39..<42:
            // A tap's touches, as the host forwards them, then its gesture recognizer's tap.
            let p = point(s)
            for _ in 0..<(s.b > 0.5 ? 2 : 1) {
                call("press") { model.beginTracking(at: p, time: now) }
                call("release") { model.endTracking(at: p, time: now) }
                now += 0.1
            }
            call("tap") { model.tapGestureEnded(at: p) }
        case 42..<45:
            call("tap") { model.tapGestureEnded(at: point(s)) }
        case 45..<51:
            call("\(s.action) (\(s.cause))") { model.perform(s.action, cause: s.cause) }
        case 51..<53:
            // A burst of keys, then silence until it ends.
            for _ in 0...Int(abs(s.a) * 4) {
                call("key \(s.action)") { model.perform(s.action, cause: .key) }
                wait(0.1)
            }
            wait(1)
        case 53..<57:
            wait(abs(s.a) * 0.6)
        case 57..<61:
            // A frame from a clock the host does not control (another control's), at any time.
            now += abs(s.a) * 0.1
            call("stray frame", as: .strayFrame) { model.advance(to: s.special == 0 ? .nan : now) }
        case 61..<65 where s.special % 4 == 3:
            // A binding's, an adjustment's or automation's value: held while the user edits.
            let value = model.programValue(s)
            call("set \(value) from outside, animated \(s.b > 0.5)") {
                if !model.setValueFromOutside(value, animated: s.b > 0.5) { holdsOutsideValue = model.isEditing }
            }
        case 61..<65:
            let value = model.programValue(s)
            call("set \(value) animated \(s.b > 0.5)") { model.setCurrentValue(value, animated: s.b > 0.5) }
        case 65..<67:
            var e = model.environment
            switch Int(abs(s.a) * 100) % 6 {
            case 0: e.reducesMotion.toggle()
            case 1: e.layoutDirection = e.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            case 2: e.appearance = e.appearance == .light ? .dark : .light
            case 3: e.isContrastIncreased.toggle()
            case 4: e.textScale = s.number(4)
            default: e.isEnabled.toggle()
            }
            call("environment \(e)") { model.environment = e }
        case 67..<69:
            call("isEnabled toggled") { model.isEnabled.toggle() }
        case 69..<71:
            let size = s.size(Double(max(model.bounds.width, model.bounds.height, 100)) * 1.5)
            call("bounds \(size)") { model.bounds = CGRect(origin: .zero, size: size) }
        case 71:
            // Assistive technology's activation and reset, a fine key, a hover, a trackpad's or a
            // fine wheel's scroll, or a typed value (good and bad).
            switch s.special % 6 {
            case 0: call("accessibility activation") { model.send(.accessibilityActivation) }
            case 1: call("accessibility reset") { model.send(.accessibilityAction(.resetToDefault)) }
            case 2 where s.a > 0.7:
                // A key held on a keyboard that repeats nothing (an iPad's), released by a later step.
                call("arrow held") { model.send(.keyHeld(.navigate(s.b > 0.5 ? .up : .down))) }
            case 2 where s.a < 0.1: call("key released") { model.send(.keyReleased) }
            case 2: call("shift+arrow") { model.send(.key(.navigate(s.b > 0.5 ? .up : .down), modifiers: .fine)) }
            case 3:
                let p: CGPoint? = s.b > 0.8 ? nil : point(s)
                call("hover \(String(describing: p))") { model.send(.hover(at: p)) }
            case 4:
                let unit = s.b > 0.5 ? ScrollUnit.points : .notches
                let (dx, dy) = (s.b - 0.5, s.number(40, offset: -20))
                call("smooth scroll \(dx), \(dy) \(unit)") { model.send(.smoothScroll(deltaX: dx, deltaY: dy, unit: unit)) }
            default:
                let texts = ["\(s.a)", "\(s.b * 100)", "abc", "", "-1e300", "-inf", "\(s.a * 10) %"]
                let text = texts[Int(abs(s.b) * 1000) % texts.count]
                call("typed \"\(text)\"") { _ = try? model.enterValue(text) }
            }
        case 72..<75:
            let actions = Model.programActions
            if !actions.isEmpty {
                call("program action") { actions[Int(abs(s.a) * 1000) % actions.count](model, s) }
            }
        case 75..<78:
            reapplySettings()
        default:
            let settings = Model.settings
            let setting = settings[Int(abs(s.a) * 1000) % settings.count]
            call("set \(setting.name)") { setting.randomize(model, s) }
        }
        // A value the program changed (set, clamped by a setting, spun) is the host's to know: it
        // made the change. A gesture's end reports only a value that differs from it. (Shift+arrow
        // is a key; the program's actions include the user's, which a drag reports at its end.)
        if holdsOutsideValue, !model.isEditing {
            // The edit ended and the value held from outside was set: the host gave it, so it
            // knows it, and (the model's own rule) it is set whether or not the edit reported.
            holdsOutsideValue = false
            announced.value = model.currentValue
        }
        let reported = recorder.events[before...].contains { $0.reportedValue != nil }
        let programSet = s.kind >= 61 && s.kind != 71 && !reported && (!(72..<75).contains(s.kind) || !wasTracking)
        if programSet, model.currentValue != valueBefore {
            announced.value = model.currentValue
            // A drag whose change the program overwrote before the host heard of it has nothing
            // left to report: its edit may end empty (so may a drag while `isContinuous` is off).
            if editIsOpen { editMayEndEmpty = true }
        }
    }

    /// Sets every setting to the value it has, as a host that applies all its settings on each
    /// update does.
    func reapplySettings() {
        for setting in Model.settings {
            if let reassign = setting.reassign { call("re-apply \(setting.name)", as: .reapply) { reassign(model) } }
        }
        call("re-apply the value", as: .reapply) { model.reassignValue() }
        call("re-apply bounds", as: .reapply) { model.bounds = model.bounds }
        call("re-apply isEnabled", as: .reapply) { model.isEnabled = model.isEnabled }
        call("re-apply environment", as: .reapply) { model.environment = model.environment }
        call("re-apply valueFormat", as: .reapply) { model.valueFormat = model.valueFormat }
    }

    /// Lets `seconds` pass; the host's clock ticks 60 times a second while it runs.
    func wait(_ seconds: Double) {
        let end = now + seconds
        while now < end, clockRuns() {
            now += 1.0 / 60
            call("frame", as: .frame) { model.advance(to: now) }
        }
        now = max(now, end)
    }

    /// Lets time pass until the host's clock stops; returns `false` if it is still running after
    /// `limit` seconds.
    @discardableResult
    func settle(within limit: Double = 120) -> Bool {
        let end = now + limit
        while clockRuns(), now < end { wait(1) }
        return !clockRuns()
    }

    private func call<R>(_ name: @autoclosure () -> String, as kind: Call = .change, _ body: () -> R) {
        beforeCall?(kind)
        _ = body()
        afterCall?(kind, name)
    }

    private func point(_ s: Step) -> CGPoint { s.special == 9 ? model.aimedPoint(s) : s.point(in: model.bounds) }

    /// A touch's time: mostly now, sometimes none, NaN, or earlier than the last.
    private func touchTime(_ s: Step) -> Double? {
        switch s.special {
        case 4: nil
        case 5: .nan
        case 6: now - 1
        default: now
        }
    }

    // MARK: Rules

    /// Checks the shared rules and the model's own, for the events since the last check.
    func checkRules() {
        let v = violations
        let m = model
        v.check(recorder.beganCount - recorder.endedCount == (m.valueBeforeEdit != nil ? 1 : 0),
                "begin/end out of balance: \(recorder.beganCount) begins, \(recorder.endedCount) ends, "
                    + "value before the edit \(String(describing: m.valueBeforeEdit))")
        v.check(m.valueBeforeEdit == nil || m.isTracking || m.isAnimating,
                "an edit is open but nothing keeps the host's clock running to end it")
        v.check(m.isEnabled || !m.isTracking, "tracking while disabled")
        v.check(m.isFinite(m.currentValue), "value \(m.currentValue)")
        v.check(m.readOut.allSatisfy { $0.holdsOnlyFiniteNumbers }, "read out: \(m.readOut)")
        m.checkOwnRules(after: recorder.events[checkedEvents...], v)
        checkEditBrackets(v)
        checkedEvents = recorder.events.count
    }

    /// One edit, one begin and end: every event the user's change causes (a value, a selection,
    /// a detent) arrives between a begin and its end, and an edit holds at least one of them (a
    /// press, tap or key that changes nothing opens none).
    private func checkEditBrackets(_ v: Violations) {
        // With `isContinuous` off a drag reports at its end, and only a value that differs from
        // the start: one that wandered and came back has changed what the host shows (the thumb
        // moved) but has no value to report.
        if editIsOpen, !model.reportsWhileMoving { editMayEndEmpty = true }
        for i in checkedEvents..<recorder.events.count {
            let event = recorder.events[i], cause = recorder.causes[i]
            switch event {
            case .editingDidBegin:
                v.check(!editIsOpen, "a begin inside an open edit")
                editIsOpen = true
                eventsInEdit = 0
                editMayEndEmpty = !model.reportsWhileMoving
            case .editingDidEnd:
                v.check(editIsOpen, "an end without a begin")
                v.check(eventsInEdit > 0 || editMayEndEmpty,
                        "an empty edit (\(cause)): a begin and an end with nothing between")
                editMayEndEmpty = false
                editIsOpen = false
            case .primaryActionTriggered:
                break
            default:
                guard cause.isUser else { break }
                v.check(editIsOpen, "\(event) (\(cause)) outside an edit")
                eventsInEdit += 1
            }
        }
    }

    private var checkedEvents = 0
    /// Whether a value given from outside during an edit may still be held.
    private var holdsOutsideValue = false
    private var editIsOpen = false
    private var eventsInEdit = 0
    private var editMayEndEmpty = false
}

// MARK: - The driver behind one face, for example tests over every control

/// A driver of any control, with values as text: what the example tests over every control use.
protocol ContractDriving: AnyObject {
    /// Where a drag begins, and a point it moves to that changes the value.
    var start: CGPoint { get }
    var moved: CGPoint { get }
    var changes: ChangeObservers { get }
    var animationRevision: Int { get }
    /// The events so far, as text, and their causes.
    var eventNames: [String] { get }
    var causes: [EventCause] { get }
    var feedback: [Feedback] { get }
    var began: Int { get }
    var ended: Int { get }
    /// How many value reports (`valueChanged`, or the wheel's `selectionChanged`) arrived.
    var valueReports: Int { get }
    /// The value the latest report carried, as `value()` writes the model's.
    var lastReportedValue: String? { get }
    var bounds: CGRect { get set }
    var isEnabled: Bool { get set }
    var environment: ControlEnvironment { get set }
    var readOut: [AccessibilityElement] { get }
    var drawing: Drawing { get }
    var settingNames: [String] { get }

    func begin(_ point: CGPoint) -> Bool
    func move(_ point: CGPoint) -> Bool
    func end(_ point: CGPoint?)
    func cancel()
    func tap(_ point: CGPoint) -> Bool
    /// Sends `input` as a host does.
    @discardableResult func send(_ input: ControlInput) -> Bool
    /// Checks every rule of the contract against what happened since the last check; returns
    /// every rule broken so far.
    func brokenRules() -> [String]
    func perform(_ action: AdjustmentAction, _ cause: EventCause) -> Bool
    func advance(_ time: Double) -> Bool
    func value() -> String
    func setContinuous(_ on: Bool)
    /// Sets setting number `index` to a value other than its default.
    func changeSetting(_ index: Int)
    /// Starts an animation the program asked for (`setValue(_:animated:)`, `select`).
    func animateProgrammatically()
    /// Sets another value, as the program does; returns it as `value()` writes it.
    func setOtherValue(animated: Bool) -> String
    /// Gives the model programValues.0 (`which` 0) or .1 from outside; returns whether it was
    /// set now.
    func setFromOutside(_ which: Int, animated: Bool) -> Bool
    /// Gives the model the value it holds from outside, as a binding agreeing with the edit does.
    func echoFromOutside() -> Bool
    /// programValues.0 (`which` 0) or .1 as `value()` writes it.
    func programValueText(_ which: Int) -> String
    /// Whether the user is editing the model.
    var isEditing: Bool { get }
    /// Sets the model's `events.handler`, the user's own.
    func setUserHandler(_ body: @escaping () -> Void)
    /// Forgets the events so far.
    func clear()
}

extension ContractDriver: ContractDriving {
    var changes: ChangeObservers { model.changes }
    var animationRevision: Int { model.animationRevision }
    var eventNames: [String] { recorder.events.map { "\($0)" } }
    var causes: [EventCause] { recorder.causes }
    var feedback: [Feedback] { recorder.feedback }
    var began: Int { recorder.beganCount }
    var ended: Int { recorder.endedCount }
    var valueReports: Int { recorder.events.filter { $0.reportedValue != nil }.count }
    var lastReportedValue: String? { recorder.events.last { $0.reportedValue != nil }?.reportedValue.map { "\($0)" } }
    var bounds: CGRect {
        get { model.bounds }
        set { model.bounds = newValue }
    }
    var isEnabled: Bool {
        get { model.isEnabled }
        set { model.isEnabled = newValue }
    }
    var environment: ControlEnvironment {
        get { model.environment }
        set { model.environment = newValue }
    }
    var readOut: [AccessibilityElement] { model.readOut }
    var drawing: Drawing { model.currentDrawing }
    var settingNames: [String] { Model.settings.map(\.name) }

    func begin(_ point: CGPoint) -> Bool { model.beginTracking(at: point, time: nil) }
    func move(_ point: CGPoint) -> Bool { model.continueTracking(at: point, time: nil) }
    func end(_ point: CGPoint?) { model.endTracking(at: point, time: nil) }
    func cancel() { model.cancelTracking() }
    func tap(_ point: CGPoint) -> Bool { model.tapGestureEnded(at: point) }
    func send(_ input: ControlInput) -> Bool { model.send(input) }
    func brokenRules() -> [String] {
        checkRules()
        return violations.list
    }
    func perform(_ action: AdjustmentAction, _ cause: EventCause) -> Bool { model.perform(action, cause: cause) }
    func advance(_ time: Double) -> Bool { model.advance(to: time) }
    func value() -> String { "\(model.currentValue)" }
    func setContinuous(_ on: Bool) { model.reportsWhileMoving = on }
    func changeSetting(_ index: Int) { Model.settings[index].change(model) }
    func animateProgrammatically() { model.setCurrentValue(Model.programValues.0, animated: true) }
    func setOtherValue(animated: Bool) -> String {
        model.setCurrentValue(Model.programValues.1, animated: animated)
        return "\(Model.programValues.1)"
    }
    func setFromOutside(_ which: Int, animated: Bool) -> Bool {
        model.setValueFromOutside(which == 0 ? Model.programValues.0 : Model.programValues.1, animated: animated)
    }
    func echoFromOutside() -> Bool { model.setValueFromOutside(model.currentValue) }
    func programValueText(_ which: Int) -> String { "\(which == 0 ? Model.programValues.0 : Model.programValues.1)" }
    var isEditing: Bool { model.isEditing }
    func setUserHandler(_ body: @escaping () -> Void) { model.events.handler = { _ in body() } }
    func clear() {
        recorder.clear()
        checkedEvents = 0
    }
}

// MARK: - Finite numbers in what a host shows

extension Drawing {
    /// Whether every number the drawing holds is finite and no text reads out NaN or infinity
    /// (paths and transforms drop such numbers themselves).
    public var holdsOnlyFiniteNumbers: Bool {
        size.width.isFinite && size.height.isFinite && layers.allSatisfy { $0.items.allSatisfy(\.holdsOnlyFiniteNumbers) }
    }
}

extension DrawingItem {
    fileprivate var holdsOnlyFiniteNumbers: Bool {
        switch self {
        case .shape(_, let fill, let stroke, _):
            return (fill?.holdsOnlyFiniteNumbers ?? true) && (stroke?.paint.holdsOnlyFiniteNumbers ?? true)
        case .text(let text):
            return text.center.isFinite && !text.string.holdsANumberThatIsNotFinite
        case .image(let image):
            return image.frame.isFiniteRect
        }
    }
}

extension Paint {
    fileprivate var holdsOnlyFiniteNumbers: Bool {
        switch self {
        case .color: true
        case .linearGradient(let start, let end, _): start.isFinite && end.isFinite
        case .radialGradient(let center, let radius, _): center.isFinite && radius.isFinite
        }
    }
}

extension AccessibilityElement {
    /// Whether the element's frame and numbers are finite and its text reads out no NaN or infinity.
    public var holdsOnlyFiniteNumbers: Bool {
        frame.isFiniteRect && (numericValue?.isFinite ?? true)
            && (numericRange.map { $0.lowerBound.isFinite && $0.upperBound.isFinite } ?? true)
            && !value.holdsANumberThatIsNotFinite
    }
}

extension String {
    /// Whether the text holds `nan` or `inf` as a number (an SVG attribute value, a path
    /// coordinate, a read-out value), not as part of a word such as "dominant".
    var holdsANumberThatIsNotFinite: Bool {
        let lower = lowercased()
        guard lower.contains("nan") || lower.contains("inf") else { return false }
        return range(of: #"(^|[\s"',(])[-+]?(nan|inf)"#, options: [.regularExpression, .caseInsensitive]) != nil
    }
}
