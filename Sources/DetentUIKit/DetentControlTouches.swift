#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

// Touches and taps: where the control answers, whose a touch is, UIControl's tracking and the tap
// recognizer, forwarded to the model as it decides.
extension DetentControl {
    // MARK: Touches

    /// Whether a touch at `point` lands on the control: the model's answer
    /// (`ControlModel.containsTouch(at:)`), so the range slider's thumbs answer to 44 × 44
    /// points even where they reach beyond its bounds.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        hostedModel.containsTouch(at: modelPoint(point))
    }

    /// Keeps the drags the control claims from the pan recognizers of the views around it (a scroll
    /// view, a table, a page view controller, a sheet), and lets them have the others, by the
    /// core's arbitration (`ControlModel.dragDecision(from:to:slop:)`).
    ///
    /// UIKit asks the touched view before a recognizer attached to one of its ancestors begins; this
    /// is how `UISlider` keeps swipes along its travel that start on its thumb (Apple's
    /// `gestureRecognizerShouldBegin(_:)` reference). While the control tracks, no recognizer of a
    /// view around it begins. Otherwise a pinch, a rotation and a hover decide for themselves; a
    /// tap, a swipe or a long press is refused where the control's own tap would act on the touch
    /// (the model's `tapActs(at:)`) and decides for itself elsewhere, on a touch the control does
    /// not track (a form's keyboard-dismissing tap on the bare track of a slider whose taps move
    /// no thumb, a list row's long press on a wheel's disabled hub). Every recognizer over a disabled control decides as it would without it.
    /// A pan is refused for a touch the model claims at once (`.control`, a knob's ring), and for
    /// an undecided one (a range thumb, the wheel's ring) whose movement the model claims; it may
    /// begin for a touch that is not the control's (`.scroller`: a bare track, the wheel's hub) or
    /// whose movement the model yields (a mostly vertical swipe on a horizontal slider). A pan asks
    /// only once the finger has moved past its own hysteresis, so that movement decides
    /// (`slop: 0`).
    ///
    /// With the scroll view's `delaysContentTouches` (the default) the control gets a touch only
    /// after about 150 ms without movement, or at once when the scroll view's pan is refused here;
    /// once it tracks, the scroll view's `touchesShouldCancel(in:)` answers `false` for a
    /// `UIControl`, so it keeps the touch, as `UISlider` does. A touch that rested that long on a
    /// bare track belongs to the control too; a scroll view that wants it back overrides
    /// `touchesShouldCancel(in:)`.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let model = hostedModel
        // The control's own scrolling takes a burst the core's routing gives it.
        if gestureRecognizer is PointerScrollRecognizer { return scrollBurstTarget() == .control }
        // A disabled control takes no touch, so the views around it keep all of theirs.
        guard gestureRecognizer.view !== self, isEnabled else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        if model.isTracking { return false }
        // Two-finger recognizers of a view around the control (a scroll view's pinch, a rotation)
        // and the pointer's hover decide for themselves.
        if gestureRecognizer is UIPinchGestureRecognizer || gestureRecognizer is UIRotationGestureRecognizer
            || gestureRecognizer is UIHoverGestureRecognizer {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        // A pan with no touch is a trackpad's or a mouse wheel's scrolling: the page scrolls
        // unless the core's routing gives the burst to the control.
        if let pan = gestureRecognizer as? UIPanGestureRecognizer, pan.numberOfTouches == 0 {
            return scrollBurstTarget() == .page && super.gestureRecognizerShouldBegin(pan)
        }
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else {
            // A tap, a swipe, a long press or a drag's lift would cancel the touch the control is
            // given: refused where the control's own tap acts there (a knob's double tap to its
            // default, a slider's tap on its bare track, a wheel's sector), as on `UISlider`.
            let point = modelPoint(gestureRecognizer.location(in: self))
            return model.tapActs(at: point) ? false : super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        let now = modelPoint(pan.location(in: self))
        let moved = pan.translation(in: self)
        let start = CGPoint(x: now.x - moved.x, y: now.y - moved.y)
        switch model.dragDecision(from: start, to: now, slop: 0) {
        case .claim: return false
        case .yield, .pending: return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
    }

    // MARK: UIControl tracking

    /// What UIKit reported to the control, as the host reads it.
    enum UIKitInput {
        /// A tracking call: the touch (none when UIKit gives none) in `phase`, with its event.
        case touch(PointerPhase, UITouch?, UIEvent?)
        /// The tap recognizer recognized `count` taps at a point in the view's coordinates.
        case tap(count: Int, at: CGPoint)
        /// A hardware key the core knows, with the key's modifier flags.
        case key(KeyCommand, UIKeyModifierFlags)
        /// The key held since a `key` is up.
        case keyReleased
        /// VoiceOver's swipe up (`true`) or down.
        case accessibilityStep(up: Bool)
        /// One of the model's named actions, chosen in VoiceOver's actions rotor.
        case accessibilityAction(AccessibilityAction.Kind)
        /// VoiceOver's activate, Voice Control's "Tap" or Switch Control's select.
        case accessibilityActivation
        /// A pointer (trackpad, mouse, a pen above the screen) over the control at a point, view
        /// coordinates, or gone (`nil`).
        case hover(CGPoint?)
        /// A trackpad's or a mouse wheel's scroll over the control: the pan's travel since the
        /// last one, points, with the keys held.
        case scroll(CGPoint, UIKeyModifierFlags)
    }

    /// The core's input for what UIKit reported: the one place UIKit's events become
    /// `ControlInput`s, with points in the model's coordinates, touch times, and the hardware
    /// keyboard's modifiers held (Shift: fine adjustment).
    func controlInput(for input: UIKitInput) -> ControlInput {
        switch input {
        case .touch(let phase, let touch, let event):
            return .pointer(phase, at: touch.map { modelPoint($0.location(in: self)) },
                            time: touch?.timestamp ?? CACurrentMediaTime(), modifiers: InputModifiers(event?.modifierFlags))
        case .tap(let count, let point):
            // The recognizer recognises as the touch ends; the time is on the touches' clock
            // (`UITouch.timestamp` and `CACurrentMediaTime()` both count from system start).
            return .tap(at: modelPoint(point), count: count, time: CACurrentMediaTime())
        case .key(let command, let flags):
            // A hardware keyboard repeats no key by itself for a control: the model repeats a held one.
            return .keyHeld(command, modifiers: InputModifiers(flags))
        case .keyReleased:
            return .keyReleased
        case .accessibilityStep(let up):
            return .adjustment(up ? .increment : .decrement, cause: .assistiveTechnology)
        case .accessibilityAction(let kind):
            return .accessibilityAction(kind)
        case .accessibilityActivation:
            return .accessibilityActivation
        case .hover(let point):
            return .hover(at: point.map(modelPoint))
        case .scroll(let travel, let flags):
            // The pan's travel is the content's, as the user's scrolling setting makes it (with
            // natural scrolling, iPadOS's default, it follows the fingers): travel up or right is
            // the core's up or right, an increment, so a thumb follows the fingers as a page does.
            return .smoothScroll(deltaX: Double(travel.x), deltaY: Double(travel.y), unit: .points,
                                 modifiers: InputModifiers(flags))
        }
    }

    /// Sends what UIKit reported to the model; returns the model's answer.
    @discardableResult
    func send(_ input: UIKitInput) -> Bool {
        hostedModel.send(controlInput(for: input))
    }

    /// Forwards the touch to the model, which says whether it tracks it.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // A drag that ended without `endTracking` (its `continueTracking` said no) left it off.
        restoreMenuAfterDrag()
        let tracks = send(.touch(.began, touch, event))
        // Wakes the Taptic Engine at touch-down, so the drag's first detent plays without delay
        // (the edit itself begins only with the first change).
        if tracks, isHapticFeedbackEnabled { feedbackPlayer.prepare() }
        return tracks
    }

    /// Forwards the moving touch to the model, which says whether tracking goes on.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let tracks = send(.touch(.moved, touch, event))
        // Once the core offers no menu (the drag changed the value), the long press that may still
        // be under way goes (a slow, fine drag within its allowance would otherwise end in a menu).
        if hostedModel.contextMenuItems.isEmpty, isContextMenuInteractionEnabled {
            isContextMenuInteractionEnabled = false
            menuSuspendedByDrag = true
        }
        return tracks
    }

    /// Forwards the lift to the model (the wheel glides on from its speed).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        send(.touch(.ended, touch, event))
        restoreMenuAfterDrag()
        super.endTracking(touch, with: event)
    }

    /// Tells the model the system took the touch away.
    open override func cancelTracking(with event: UIEvent?) {
        send(.touch(.cancelled, nil, event))
        restoreMenuAfterDrag()
        super.cancelTracking(with: event)
    }

    /// Turns the context menu back on if a drag turned it off, and only then: an app that turned
    /// it off keeps it off.
    func restoreMenuAfterDrag() {
        guard menuSuspendedByDrag else { return }
        menuSuspendedByDrag = false
        isContextMenuInteractionEnabled = true
    }

    // MARK: Taps

    /// Installs the tap recognizer the model asks for: a double tap for the knobs (it restores the
    /// default value), a single tap for the fader, the sliders and the pad (it moves a thumb; two
    /// within the model's double-tap interval restore the default) and the wheel (it selects a
    /// sector or presses the centre button).
    ///
    /// How it shares touches with tracking: `delaysTouchesEnded` is off, so every lift reaches
    /// `endTracking` at once (the knob's first tap must end before its second begins; with a default
    /// value the knob waits for the double-tap interval before its pointer jumps, and counts as
    /// animating meanwhile, so the display link keeps its clock going). When the recognizer
    /// recognizes, UIKit cancels the touch in this view (`cancelsTouchesInView`), which cancels
    /// tracking; the model's tap gesture also cancels a drag still under way first, so the order
    /// UIKit uses for the two does not matter.
    func installTapRecognizer() {
        let recognizer = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        recognizer.numberOfTapsRequired = type(of: hostedModel).tapCount
        recognizer.delaysTouchesEnded = false
        // A storyboard can decode the control disabled before the recognizer exists.
        recognizer.isEnabled = isEnabled
        addGestureRecognizer(recognizer)
        tapRecognizer = recognizer
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        send(.tap(count: recognizer.numberOfTapsRequired, at: recognizer.location(in: self)))
    }
}
#endif
