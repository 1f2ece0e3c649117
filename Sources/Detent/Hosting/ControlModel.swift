import Foundation

/// A control's model: what every control offers the host that shows it, so a host (a UIKit
/// control, a SwiftUI view, a GTK widget) can lay out, paint, animate, drive and report any
/// control with one piece of code.
///
/// A model takes all its input through one entry point, `send(_:)`: each host (UIKit, SwiftUI,
/// GTK) translates its platform's events into `ControlInput` values in one place and decides
/// nothing. The `UIControl`-shaped calls (`beginTracking(at:)`, `tap(at:)`,
/// `perform(_:cause:)`…) are one-line conveniences that send their input.
///
/// Every model takes out-of-order input the same way: tracking calls out of order (a continue or
/// an end without a begin, an end twice) are ignored and report nothing; a point that is not
/// finite is ignored (a begin with one returns `false`, a continue keeps tracking); a second begin
/// ends the first gesture; a setting changed in the middle of a drag applies at once (the values
/// clamped and snapped under the new rules) and the drag goes on from there.
public protocol ControlModel: AnyObject {
    /// The type the control's events carry: `Double` for the knobs, `ClosedRange<Double>` for the
    /// range slider, `Int` (the selected sector) for the wheel.
    associatedtype Value: Sendable & Equatable
    /// The control's look: its style type (``KnobStyle``, ``FaderStyle``…).
    associatedtype Style: ControlStyle

    /// What the host knows of its platform; the model takes its enabled state (and a
    /// ``LinearControlModel`` its layout direction) from it, resolves its style from it when
    /// drawing, and, with reduce motion, jumps instead of turning. Default
    /// `ControlEnvironment/standard`.
    @_spi(Hosting) var environment: ControlEnvironment { get set }
    /// A control with every default, in zero bounds: what ``init(bounds:)`` starts from.
    @_spi(Hosting) init()
    /// The value the control reports: what `Binding`s, Combine publishers and value callbacks carry.
    @_spi(Hosting) var currentValue: Value { get }
    /// The gesture session, edit brackets and clock the model runs on.
    @_spi(Hosting) var session: GestureSession<Value> { get }
    /// The size the control would like, points; see `ControlSizing`.
    @_spi(Hosting) var naturalSize: NaturalSize { get }
    /// The size the control would like where the host clips hit testing to the control's bounds
    /// (SwiftUI does for a `UIViewRepresentable`): the natural size grown so every touch target
    /// lies inside the bounds; see `ControlSizing`.
    @_spi(Hosting) var touchInclusiveNaturalSize: NaturalSize { get }
    /// When `false` the control ignores input and draws itself dimmed.
    @_spi(Hosting) var isEnabled: Bool { get set }
    /// True while the model runs something on its clock besides its session's animations and
    /// bursts: a tap waiting for its double-tap interval with no press under way, the wheel's
    /// own motion. ``isAnimating`` adds it.
    @_spi(Hosting) var runsOnClock: Bool { get }
    /// Changes every time a new animation or motion is set going (an animated change, a snap, a
    /// glide, a turn), and at no other time. Hosts that hand a running animation to an engine of
    /// their own (Core Animation keyframes from ``drawingAnimation(style:cache:framesPerSecond:)``)
    /// sample it again when this changes, once per animation.
    @_spi(Hosting) var animationRevision: Int { get }
    /// The element a host that shows one accessibility element at a time (GTK's accessible)
    /// reads now: the control's one element, or the focused thumb's or axis's.
    @_spi(Hosting) var focusedAccessibilityElement: AccessibilityElement { get }
    /// How many parts assistive technology adjusts one by one (a slider's thumbs, the XY pad's
    /// axes), for a host that shows one element per part (UIKit); 0 (the default) for a control
    /// read as one element, ``focusedAccessibilityElement``. A control has parts from its
    /// creation on or never (a multi-thumb slider keeps at least one thumb).
    @_spi(Hosting) var accessibilityPartCount: Int { get }
    /// The element of part `index`, in order (a slider's thumbs lowest first, the XY pad's axes
    /// x first); `nil` for an index with no part (every index, by default).
    @_spi(Hosting) func accessibilityElement(ofPart index: Int) -> AccessibilityElement?
    /// Applies assistive technology's `action` to part `index`, with cause
    /// `.assistiveTechnology`; returns whether a value changed. An index with no part (every
    /// index, by default) changes nothing.
    @_spi(Hosting) func adjustAccessibilityPart(at index: Int, _ action: AdjustmentAction) -> Bool
    /// Makes part `index` the one keys and a typed value act on (the focused thumb or axis). An
    /// index with no part (every index, by default) changes nothing.
    @_spi(Hosting) func focusAccessibilityPart(at index: Int)
    /// What the control reads as its value where a host shows its parts as elements of their
    /// own: the whole range ("0.2 – 0.8"), every thumb's value, the pad's pair. By default the
    /// value of ``focusedAccessibilityElement``.
    @_spi(Hosting) var accessibilityValue: String { get }
    /// Sets the value the control reports, as the program does (a `Binding` changed from outside,
    /// a host's setter): clamped by the model's rules, animated when asked (and reduce motion is
    /// off), and reported by no event. The knobs' `setValue(_:animated:)`, the range slider's
    /// `setValues(lower:upper:animated:)`, the wheel's `select(_:animated:)`.
    @_spi(Hosting) func setCurrentValue(_ value: Value, animated: Bool)
    /// Moves the model's clock; returns `isAnimating`.
    @_spi(Hosting) @discardableResult func advanceClock(to time: Double) -> Bool
    /// A look of your own, drawn instead of the style's; `nil` (the default) for the control's
    /// own look. Setting one notifies; the behaviour stays the control's. See ``ControlLook``.
    @_spi(Hosting) var look: ControlLook? { get set }
    /// What a look of your own is given to draw now, with `style`'s tint: the state
    /// ``drawing(style:cache:)`` hands ``look``, for a host that draws the state with its own
    /// means (DetentSwiftUI's control styles draw it with SwiftUI views).
    @_spi(Hosting) func lookState(style: Style) -> ControlLook.State
    /// The control's look now: the body of ``drawing(style:cache:)``, each control's own.
    @_spi(Hosting) func makeDrawing(style: Style, cache: DrawingCache?) -> Drawing
    /// The running animation sampled as drawings, or `nil` (see ``DrawingAnimation``).
    @_spi(Hosting) func drawingAnimation(style: Style, cache: DrawingCache?, framesPerSecond: Double) -> DrawingAnimation?
    /// The value ``reset(animated:)`` and a double tap restore, as set (`nil`: the control has no
    /// default, or no reset at all): the model's `defaultValue` or `defaultValues`, each with its
    /// rules for bad input.
    @_spi(Hosting) var defaultCurrentValue: Value? { get set }
    /// The value a bipolar control rests around, as set (`nil`: none, or the control has no
    /// neutral value): the model's `neutralValue`, with its rules for bad input.
    @_spi(Hosting) var neutralCurrentValue: Value? { get set }
    /// The value of the part a typed value goes to (the control's, the focused thumb's or axis's),
    /// what the value entry starts from; `nil` for a control that takes no typed value (the
    /// wheel, the default).
    @_spi(Hosting) var typedEntryValue: Double? { get }
    /// Sets the part ``typedEntryValue`` reads to `value` (finite), clamped and snapped by the
    /// control's rules, as one edit caused by `.typedEntry`; returns whether the value changed.
    @_spi(Hosting) func enterTypedValue(_ value: Double) -> Bool
    /// The frame a resting pointer at `point` highlights (the thumb, the knob under it), in the
    /// control's coordinates; `nil` where nothing would take a press (the default).
    @_spi(Hosting) func hoverFrame(at point: CGPoint) -> CGRect?
    /// Whether what a resting pointer highlights is the whole dial (the knobs) rather than a thumb:
    /// a platform's pointer keeps its own shape over a dial, where a press acts at the pointer's
    /// exact place, and may take a thumb's shape. `false` by default.
    @_spi(Hosting) var highlightsDial: Bool { get }
    /// Acts on a tap at `point` that waited out its double-tap interval (see ``WaitingTap``).
    @_spi(Hosting) func takeWaitingTap(at point: CGPoint)
    /// Builds the control's geometry again from the settings it is made of and the environment's
    /// text scale. The model calls it whenever one of them changes; hosts never need to.
    @_spi(Hosting) func rebuildGeometry()

    // MARK: Input, through one entry point

    /// How many taps make the control's tap gesture: 2 for the knobs (a double tap restores the
    /// default value), 1 for the range slider (moves the nearer thumb) and the wheel (selects a
    /// sector, or presses the centre button).
    @_spi(Hosting) static var tapCount: Int { get }
    /// A pointer went down at `point` at `time`; returns whether the model tracks it.
    @_spi(Hosting) func beginPointer(at point: CGPoint, time: Double?) -> Bool
    /// The tracked pointer moved; returns whether tracking goes on.
    @_spi(Hosting) func movePointer(to point: CGPoint, time: Double?) -> Bool
    /// The tracked pointer lifted (`point` is `nil` when the host has none).
    @_spi(Hosting) func endPointer(at point: CGPoint?, time: Double?)
    /// The system took the tracked pointer away.
    @_spi(Hosting) func cancelPointer()
    /// The control's own tap gesture, ``tapCount`` taps, ended at `point`; returns whether it did
    /// something. A drag still under way is cancelled first.
    @_spi(Hosting) func tapGesture(at point: CGPoint?) -> Bool
    /// Whether the control acts on a tap of `count` taps: by default ``tapCount`` only; the fader
    /// takes one (moves the thumb) and two (restores the default value). Taps of other counts are
    /// ignored before anything else looks at them.
    @_spi(Hosting) static func takesTaps(of count: Int) -> Bool
    /// `count` taps (one the control takes, ``takesTaps(of:)``) ended at `point`, recognised at
    /// `time` (`nil` for no touch's); returns whether it did something. By default
    /// ``tapGesture(at:)``.
    @_spi(Hosting) func tapGesture(at point: CGPoint?, count: Int, time: Double?) -> Bool
    /// A discrete adjustment with its cause; returns whether the value changed.
    @_spi(Hosting) func adjust(_ action: AdjustmentAction, cause: EventCause) -> Bool
    /// Performs one of the element's named actions (see `AccessibilityElement/actions`) for
    /// assistive technology; returns whether it did something. Controls without actions do nothing.
    @_spi(Hosting) func performAccessibilityAction(_ kind: AccessibilityAction.Kind) -> Bool
    /// What assistive technology's activation does (VoiceOver's double tap, Voice Control's "Tap",
    /// Switch Control's select): the wheel presses its centre button; every other control, which
    /// assistive technology adjusts by steps instead, does nothing. A host never turns an
    /// activation into a tap at a point. Returns whether it did something.
    @_spi(Hosting) func activateForAssistiveTechnology() -> Bool
    /// Sends one input to the model; see the default implementation. A requirement, so that each
    /// model runs a version compiled for it.
    @_spi(Hosting) @discardableResult func send(_ input: ControlInput) -> Bool
    /// Opens a settings transaction (see ``configure(_:)``); brackets nest.
    @_spi(Hosting) func beginConfiguration()
    /// Closes a settings transaction; the outermost applies the values asked for inside it again.
    @_spi(Hosting) func endConfiguration()
    /// Runs `body` with `modifiers` held for the input it handles, and none after.
    @_spi(Hosting) func withModifiers<Result>(_ modifiers: InputModifiers, _ body: () -> Result) -> Result
    /// Whose a touch landing at `point` is: the control's, undecided, or the scroller's (see
    /// `TouchClaim`). Hosts ask this; they never hit-test themselves.
    @_spi(Hosting) func touchClaim(at point: CGPoint) -> TouchClaim
    /// The model's rule for an undecided touch that began at `start` and moved by `translation`
    /// past the slop: `true` claims the drag, `false` yields it to the scroller. Hosts call
    /// ``dragDecision(from:to:slop:)``, which applies the slop first.
    @_spi(Hosting) func claimsMovement(from start: CGPoint, by translation: CGSize) -> Bool
    /// Whether the control's own tap gesture (one tap or two, ``takesTaps(of:)``) would act at
    /// `point`: where it would not, a host lets the gesture recognizers of the views around the
    /// control (a form's keyboard-dismissing tap, a list row's long press) have the touch.
    @_spi(Hosting) func tapActs(at point: CGPoint) -> Bool
    /// Whether a touch at `point` lands on the control at all (its bounds, and a range slider's
    /// thumb targets beyond them).
    @_spi(Hosting) func containsTouch(at point: CGPoint) -> Bool
    /// What a key does to the control (``AdjustmentAction/init(key:mirrored:)``): dials never
    /// mirror; a horizontal range slider laid out right to left swaps left and right, so the
    /// arrow moves the thumb the way it points.
    @_spi(Hosting) func adjustment(for key: NavigationKey) -> AdjustmentAction
    /// Carries out a key press; returns whether the key was used. Navigation keys adjust (cause
    /// `.key`); the range slider moves between its thumbs on Tab, the wheel presses its centre
    /// button on Return; other keys are not used, and hosts pass them on.
    @_spi(Hosting) func handle(_ command: KeyCommand) -> Bool
}

extension ControlModel {
    /// Receives the control's events, each with its cause: set `events.handler`, observe it, or
    /// call `events.stream()`.
    public var events: EventEmitter<Value> { session.events }

    /// Notified after any change to what the control draws, reads out or reports; hosts observe
    /// it once.
    @_spi(Hosting) public var changes: ChangeObservers { session.changes }

    /// Calls `observer` after every change to what the control draws, reads out or reports: the
    /// program's (a value or a setting set, an animation's frame at `advance(to:)`) and the
    /// user's (input), each once per call, after the model's state is complete, synchronously on
    /// the caller's thread. Setting what a model already holds calls nothing. The observer may
    /// read the model; a change it makes calls the observers again after the current round.
    /// Observing ends when the returned token is cancelled or released: keep it for as long as
    /// you observe. Events (``events``) say what the user did; this says that anything changed,
    /// so a renderer of your own repaints.
    public func observeChanges(_ observer: @escaping () -> Void) -> ObservationToken { changes.observe(observer) }

    /// True between a gesture's beginning and its end or cancel.
    public var isTracking: Bool { session.isTracking }

    /// True while an animation runs (an animated change, a tap's move, a spring back) or a burst
    /// of key presses or scroll notches waits for its end; the host keeps calling `advance(to:)`
    /// until it is `false`. A control whose taps can be the first of a double tap (the knobs, the
    /// fader, and the sliders and the pad while they have a default) also animates while a tap
    /// waits for its double-tap interval with no press under way (the press decides for it), and
    /// the wheel while it moves by itself (a snap, a glide, a turn), and every control while a
    /// key is held for the model to repeat (`ControlInput.keyHeld`). A value from outside held
    /// through an edit that the program ended (a setting that stopped a wheel's turn) is set at
    /// the next clock reading, and animates until then.
    public var isAnimating: Bool {
        session.isAnimating || runsOnClock || holdsValueFromOutsideAfterEdit || session.heldKey != nil
    }

    /// A tap waiting out its double-tap interval with no press under way (the press decides for
    /// it); a model with motions of its own adds them.
    @_spi(Hosting) public var runsOnClock: Bool { session.waitingTap != nil && !isTracking }

    /// Takes the session's waiting tap once its double-tap interval has passed at clock reading
    /// `time`, as one notification: `take` acts at its point, unless the control was disabled
    /// while it waited.
    func takeDueTap(at time: Double) {
        guard time.isFinite, let tap = session.takeDueTap(at: time) else { return }
        changes.batch {
            // The tap waits no more, whether or not it acts: `isAnimating` changes.
            changes.notify()
            if isEnabled, let point = tap.point { takeWaitingTap(at: point) }
        }
    }

    /// Nothing: a model whose taps never wait.
    @_spi(Hosting) public func takeWaitingTap(at point: CGPoint) {}

    /// No typed values: the control has no value entry.
    @_spi(Hosting) public var typedEntryValue: Double? { nil }

    /// Nothing: the control has no value entry.
    @_spi(Hosting) public func enterTypedValue(_ value: Double) -> Bool { false }

    /// None: the control has no neutral value, and setting one keeps none.
    @_spi(Hosting) public var neutralCurrentValue: Value? {
        get { nil }
        set {}
    }

    /// No default: the control has no reset, and setting one keeps none.
    @_spi(Hosting) public var defaultCurrentValue: Value? {
        get { nil }
        set {}
    }

    /// Sets the value to the control's default (`defaultValue`; the thumb sliders'
    /// `defaultValues`), as the program does: clamped by the model's rules, animated when asked
    /// (and reduce motion is off), reported by no event, like `setValue(_:animated:)`. Returns
    /// whether the control has a default; without one (the default) nothing changes. A double tap
    /// or double click, and assistive technology's "Reset to default value", reset as the user's
    /// edit instead. A tap waiting for its double-tap interval is dropped.
    @discardableResult
    public func reset(animated: Bool) -> Bool {
        guard let value = defaultCurrentValue else { return false }
        changes.batch {
            // A tap still waiting for a second one would move a thumb after the reset.
            if session.dropWaitingTap() { changes.notify() }
            setCurrentValue(value, animated: animated)
        }
        return true
    }

    /// Changes every time a new animation starts; see the requirement.
    @_spi(Hosting) public var animationRevision: Int { session.animationRevision }

    /// Moves the model's clock to `time` (seconds on any monotonic clock); animations start at the
    /// first reading after they were requested, and a tap that waited out its double-tap interval
    /// acts. Returns `isAnimating`. Non-finite times are ignored.
    @_spi(Hosting) public func advanceClock(to time: Double) -> Bool {
        session.advance(to: time)
        takeDueTap(at: time)
        return isAnimating
    }

    /// Ends any animation at once, showing the model's values; notifies when one ran.
    @_spi(Hosting) public func finishAnimations() {
        if session.stopAnimations() { changes.notify() }
    }

    /// The value before the user's edit under way (a drag, a tap, a double-tap reset, a burst of
    /// keys or scroll notches, an assistive-technology step), from its `.editingDidBegin` through
    /// its `.editingDidEnd`; `nil` between edits. Read it when `.editingDidEnd` arrives (it is
    /// forgotten just after) to register one undo per edit.
    public var valueBeforeEdit: Value? { session.edits.valueBeforeEdit }

    /// Moves the model's clock to `time` (seconds on any monotonic clock: the frame clock, a test
    /// clock) and everything that runs on it: animations, a wheel's glide, a knob's tap waiting
    /// for its double-tap interval, a burst of keys waiting for its end. Animations start at the
    /// first reading after they were requested. Returns `isAnimating`: call it every frame until
    /// it is `false`. Non-finite times are ignored. Whatever the clock changes is announced,
    /// `isAnimating` and `valueBeforeEdit` becoming `nil` included, so a host that stops its clock
    /// on the announcement never misses the end.
    @discardableResult
    public func advance(to time: Double) -> Bool {
        announcingHostState {
            advanceClock(to: time)
            repeatHeldKey(at: time)
            return isAnimating
        }
    }

    /// Runs `body` in one batch of notifications, and announces a change of `isTracking`,
    /// `isAnimating` or `valueBeforeEdit` it made even where nothing else it did was announced:
    /// a host stops its clock, or ends an undo group, on that announcement. An edit `body` ended
    /// lets a value held from outside in (see ``setValueFromOutside(_:animated:)``).
    func announcingHostState<Result>(_ body: () -> Result) -> Result {
        changes.batch {
            let tracking = isTracking, animating = isAnimating, before = valueBeforeEdit
            let result = body()
            settleValueFromOutside()
            if isTracking != tracking || isAnimating != animating || valueBeforeEdit != before { changes.notify() }
            return result
        }
    }
}

/// The former name of ``ControlModel``, which now holds the input every control takes.
@available(*, deprecated, renamed: "ControlModel")
public typealias PointerInput = ControlModel
