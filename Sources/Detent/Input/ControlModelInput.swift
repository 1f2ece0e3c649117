import Foundation

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
