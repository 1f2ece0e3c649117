import Foundation

/// One piece of input a host forwards to a model, in one form for every control and platform, so
/// that a host translates its platform's events in one place and decides nothing: the model says
/// what each input does. Send it with `ControlModel/send(_:)`.
///
/// Modifiers travel with the input they came with and apply to it alone: a Shift-held arrow moves
/// a tenth, and the assistive-technology increment that follows it moves the full amount.
@_spi(Hosting) public enum ControlInput: Sendable, Equatable {
    /// A finger, pen or mouse button at `point` (control coordinates, points), in the given phase,
    /// at `time` (seconds on the host's monotonic clock; `nil` for the model's last clock
    /// reading), with the keyboard `modifiers` held. An ended pointer may have no point (the host
    /// has none); a began or moved pointer without one is ignored.
    case pointer(PointerPhase, at: CGPoint?, time: Double? = nil, modifiers: InputModifiers = [])
    /// The control's tap gesture: `count` taps ending at `point` (`nil` where the host has no
    /// point, as assistive technology's double-tap action), recognised by the platform at `time`
    /// (seconds on the clock of the pointer inputs; `nil` for a tap that is no touch's: assistive
    /// technology, the program). Each control acts on its own count (``ControlModel/tapCount``)
    /// and ignores the others. A tap with a time that belongs to a touch which moved past the slop
    /// is ignored (see `TapAllowance`).
    case tap(at: CGPoint?, count: Int, time: Double? = nil)
    /// A key press the host read from its keyboard, with the `modifiers` held.
    case key(KeyCommand, modifiers: InputModifiers = [])
    /// A key pressed and held on a keyboard that repeats no key by itself (an iPad's hardware
    /// keyboard): it acts as ``key(_:modifiers:)`` does, and while it stays down the model repeats
    /// a navigation key on its clock (see `KeyRepeat`), until ``keyReleased``. A host whose
    /// platform repeats held keys (GTK) sends each repeat as a ``key(_:modifiers:)`` instead.
    case keyHeld(KeyCommand, modifiers: InputModifiers = [])
    /// The key held with ``keyHeld(_:modifiers:)`` is up (or the system took it): its repeats stop.
    case keyReleased
    /// A scroll-wheel notch the host's scroll routing gave the control: deltas as GTK and AppKit
    /// report them (see ``AdjustmentAction/scroll(deltaX:deltaY:)``), with the `modifiers` held.
    case scroll(deltaX: Double, deltaY: Double, modifiers: InputModifiers = [])
    /// A continuous scroll the host's scroll routing gave the control: a trackpad's travel or a
    /// high-resolution wheel's fractions, in `unit`, signed as for
    /// ``scroll(deltaX:deltaY:modifiers:)``. The model adds the travel up and moves one increment
    /// per whole notch gathered (see ``ScrollUnit``).
    case smoothScroll(deltaX: Double, deltaY: Double, unit: ScrollUnit, modifiers: InputModifiers = [])
    /// A discrete adjustment (assistive technology's increment, a program's step) with its
    /// `cause`, and the `modifiers` held.
    case adjustment(AdjustmentAction, cause: EventCause, modifiers: InputModifiers = [])
    /// One of the element's named actions (`AccessibilityElement/actions`), performed by assistive
    /// technology: its events carry the cause `.assistiveTechnology`.
    case accessibilityAction(AccessibilityAction.Kind)
    /// Assistive technology's activation (VoiceOver's double tap, Voice Control's "Tap", Switch
    /// Control's select): what it does is the model's (see
    /// ``ControlModel/activateForAssistiveTechnology()``), never a tap at a point.
    case accessibilityActivation
    /// A value the user typed into the control's value entry, for its focused part (see
    /// ``ControlModel/enterValue(_:)``): one edit with the cause `.typedEntry`. Non-finite values
    /// are ignored.
    case typedValue(Double)
    /// A pointer (a mouse, a trackpad, a pen above the screen) resting or moving over the control
    /// at `point` without a button pressed, or gone (`nil`): the model highlights what a press
    /// there would take (see `ControlModel.isHovered`).
    case hover(at: CGPoint?)
}

/// The phase of a pointer in a `ControlInput`: the `UIControl` tracking calls.
@_spi(Hosting) public enum PointerPhase: Sendable, Hashable, CaseIterable {
    /// The pointer went down (`beginTracking`).
    case began
    /// The pointer moved while down (`continueTracking`).
    case moved
    /// The pointer lifted (`endTracking`).
    case ended
    /// The system took the pointer away (`cancelTracking`).
    case cancelled
}

extension ControlModel {
    /// Sends one input to the model, the one entry point every host uses. Returns what the input's
    /// convenience call returns: whether a began pointer is tracked, whether tracking goes on
    /// after a move, whether a tap, key, notch or adjustment did something (`false` for an ended
    /// or cancelled pointer). Everything the input changes is announced once, after it, including
    /// a change of `isTracking`, `isAnimating` or `valueBeforeEdit` alone (an edit of another kind
    /// that ends a burst of keys and then changes nothing).
    @_spi(Hosting) @discardableResult
    public func send(_ input: ControlInput) -> Bool {
        announcingHostState { receive(input) }
    }

    private func receive(_ input: ControlInput) -> Bool {
        switch input {
        case .pointer(let phase, let point, let time, let modifiers):
            session.tapAllowance.note(phase, at: point, time: time)
            return withModifiers(modifiers) {
                switch phase {
                case .began:
                    guard let point else { return false }
                    return beginPointer(at: point, time: time)
                case .moved:
                    guard let point else { return isTracking }
                    return movePointer(to: point, time: time)
                case .ended:
                    endPointer(at: point, time: time)
                    return false
                case .cancelled:
                    cancelPointer()
                    return false
                }
            }
        case .tap(let point, let count, let time):
            // A touch that moved past the slop is a drag, whatever else recognised it.
            guard Self.takesTaps(of: count), session.tapAllowance.acceptsTap(at: time) else { return false }
            return tapGesture(at: point, count: count, time: time)
        case .key(let command, let modifiers):
            return withModifiers(modifiers) { handle(command) }
        case .keyHeld(let command, let modifiers):
            return holdKey(command, modifiers: modifiers)
        case .keyReleased:
            return releaseHeldKey()
        case .scroll(let dx, let dy, let modifiers):
            guard let action = AdjustmentAction.scroll(deltaX: dx, deltaY: dy) else { return false }
            return withModifiers(modifiers) { adjust(action, cause: .scroll) }
        case .smoothScroll(let dx, let dy, let unit, let modifiers):
            return scrollSmoothly(deltaX: dx, deltaY: dy, unit: unit, modifiers: modifiers)
        case .adjustment(let action, let cause, let modifiers):
            return withModifiers(modifiers) { adjust(action, cause: cause) }
        case .accessibilityAction(let kind):
            return performAccessibilityAction(kind)
        case .accessibilityActivation:
            return activateForAssistiveTechnology()
        case .hover(let point):
            return pointerHovers(at: point)
        case .typedValue(let value):
            guard value.isFinite, isEnabled, typedEntryValue != nil else { return false }
            return enterTypedValue(value)
        }
    }

    /// Applies several settings in one transaction and announces them once: `body` sets them in
    /// any order, and the values come out as if the range, step and distances had been set first
    /// (a value set before the range that holds it is set again under the final range).
    ///
    /// ```swift
    /// slider.configure {
    ///     $0.lowerValue = 120_000     // kept, although the range is still 0…1 here
    ///     $0.maximumValue = 1_000_000
    /// }
    /// ```
    public func configure(_ body: (Self) -> Void) {
        changes.batch {
            beginConfiguration()
            body(self)
            endConfiguration()
        }
    }

    /// Starts a gesture at `point` (control coordinates, points) at `time` (seconds on the host's
    /// monotonic clock; `nil` for the model's last clock reading; only the wheel measures a flick
    /// with it). Returns whether the model tracks it: each control's rule says where a gesture
    /// may begin. The drag's `.editingDidBegin` comes with its first change (in absolute modes
    /// the press itself may make it): a press that moves nothing sends no event.
    @discardableResult
    public func beginTracking(at point: CGPoint, time: Double? = nil) -> Bool {
        send(.pointer(.began, at: point, time: time))
    }

    /// Follows the finger to `point`; tracking goes on outside the bounds. Returns `true` while a
    /// gesture is under way (`false` when none is, and nothing happens).
    @discardableResult
    public func continueTracking(at point: CGPoint, time: Double? = nil) -> Bool {
        send(.pointer(.moved, at: point, time: time))
    }

    /// Ends the gesture at `point` (which moves the control like a last `continueTracking`; `nil`
    /// when there is no point). Sends a deferred `.valueChanged` when `isContinuous` is `false`,
    /// then `.editingDidEnd`. Ignored when no gesture is under way.
    public func endTracking(at point: CGPoint?, time: Double? = nil) {
        send(.pointer(.ended, at: point, time: time))
    }

    /// Ends the gesture where it is, as when the system takes the touch away; a deferred
    /// `.valueChanged` is sent, then `.editingDidEnd`. Ignored when no gesture is under way.
    public func cancelTracking() {
        send(.pointer(.cancelled, at: nil))
    }

    /// A single tap at `point`: the range slider moves its nearer thumb there, the fader its thumb
    /// (after `doubleTapInterval` when it has a default value), the wheel selects the tapped
    /// sector or presses its centre button; the knobs, whose gesture is a double tap, do nothing.
    /// Returns whether the tap did something.
    ///
    /// `time` is when a platform recognised the tap for a touch (seconds on the clock of the
    /// tracking calls); a tap recognised for a touch that moved more than 10 points (a quick
    /// flick that the platform also took for a tap) is ignored, so the drag is what happened.
    /// `nil` (the default) is a tap of no touch: assistive technology or the program.
    @discardableResult
    public func tap(at point: CGPoint, time: Double? = nil) -> Bool {
        send(.tap(at: point, count: 1, time: time))
    }

    /// A double tap: the knobs and the fader restore their `defaultValue`, animated, and report
    /// it; the range slider and the wheel do nothing. Returns whether the value changed. `time` as for
    /// ``tap(at:time:)``.
    @discardableResult
    public func doubleTap(time: Double? = nil) -> Bool {
        send(.tap(at: nil, count: 2, time: time))
    }

    /// Applies a keyboard or assistive-technology adjustment (the range slider's goes to its
    /// focused thumb), caused by `cause` (default `.key`): ± one step, or 1 % of the travel along
    /// the scale without one (the wheel: one sector); ± a page; or the ends. Returns whether the
    /// value changed.
    @discardableResult
    public func perform(_ action: AdjustmentAction, cause: EventCause = .key) -> Bool {
        send(.adjustment(action, cause: cause))
    }

    /// When `false` the control ignores tracking, taps, keys and adjustments and draws itself
    /// dimmed; a gesture under way is cancelled. Default `true`. Hosts set it from their
    /// platform's enabled state.
    public var isEnabled: Bool {
        get { session.isEnabled }
        set {
            guard newValue != session.isEnabled else { return }
            changes.batch {
                session.isEnabled = newValue
                if !newValue, isTracking { cancelTracking() }
                changes.notify()
            }
        }
    }

    /// Runs `body`, the handling of one input, with the `modifiers` it came with (Shift: fine
    /// adjustment); none before and after it. The wheel, which moves by whole sectors, ignores them.
    @_spi(Hosting) public func withModifiers<Result>(_ modifiers: InputModifiers, _ body: () -> Result) -> Result {
        session.withModifiers(modifiers, body)
    }

    /// ``tapCount`` taps only.
    @_spi(Hosting) public static func takesTaps(of count: Int) -> Bool { count == tapCount }

    /// The control's tap gesture, ``tapGesture(at:)``: the count and time are the tap's own
    /// business only for the fader.
    @_spi(Hosting) public func tapGesture(at point: CGPoint?, count: Int, time: Double?) -> Bool { tapGesture(at: point) }

    /// No named actions: does nothing and returns `false`. The knobs have their own.
    @_spi(Hosting) public func performAccessibilityAction(_ kind: AccessibilityAction.Kind) -> Bool { false }

    /// Enabled and inside the bounds, with a default to restore: the knobs' double tap.
    @_spi(Hosting) public func tapActs(at point: CGPoint) -> Bool {
        isEnabled && point.isFinite && bounds.contains(point) && defaultCurrentValue != nil
    }

    /// Activation does nothing: the control is adjusted by steps (see the requirement).
    @_spi(Hosting) public func activateForAssistiveTechnology() -> Bool { false }

    /// Dials (knobs, the wheel) turn the same way in every language: left and right never swap.
    @_spi(Hosting) public func adjustment(for key: NavigationKey) -> AdjustmentAction { AdjustmentAction(key: key) }

    /// Navigation keys adjust the control, with cause `.key`; the rest do nothing.
    @_spi(Hosting) public func handle(_ command: KeyCommand) -> Bool {
        handle(command, moveFocus: { _ in false }, activate: { false })
    }

    /// Navigation keys adjust with cause `.key` (always used); Tab and Return go to the model's
    /// own `moveFocus` and `activate`, which say whether they used the key.
    func handle(_ command: KeyCommand, moveFocus: (_ forward: Bool) -> Bool, activate: () -> Bool) -> Bool {
        switch command {
        case .navigate(let key):
            _ = adjust(adjustment(for: key), cause: .key)
            return true
        case .moveFocus(let forward): return moveFocus(forward)
        case .activate: return activate()
        }
    }

    /// Cancels a drag still under way, then runs `tap`.
    func afterCancellingDrag(_ tap: () -> Bool) -> Bool {
        if isTracking { cancelPointer() }
        return tap()
    }
}
