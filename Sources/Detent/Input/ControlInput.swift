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
