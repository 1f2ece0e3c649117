/// What made a control report an event: the user (by dragging, by the momentum of their flick,
/// by a tap, a key, a scroll-wheel notch or assistive technology) or the program.
public enum EventCause: Sendable, Hashable, CaseIterable {
    /// A finger or pointer dragging the control.
    case drag
    /// The glide that follows the user's flick, and the snap that ends a drag.
    case momentum
    /// A tap or click: a range slider's thumb moving to it, a wheel's sector turning to the
    /// marker, a double-tap reset.
    case tap
    /// A key press (arrows, Page Up/Down, Home/End).
    case key
    /// A scroll-wheel notch.
    case scroll
    /// Assistive technology: VoiceOver's increment and decrement, an accessible's actions.
    case assistiveTechnology
    /// A value the user typed into the control's value entry ("Enter Value…").
    case typedEntry
    /// The program: `setValue`, `select`, `spin`, a binding changed from outside.
    case program

    /// Whether the user caused it (every cause but ``program``).
    public var isUser: Bool { self != .program }
}

/// The physical feedback (a haptic, a click sound) an event deserves.
@_spi(Hosting) public enum Feedback: Sendable, Hashable, CaseIterable {
    /// A light tick: the value moved onto a step, a sector reached the marker (UIKit:
    /// `UISelectionFeedbackGenerator.selectionChanged()`).
    case tick
    /// A firmer bump: the value reached an end of its range (UIKit: a light
    /// `UIImpactFeedbackGenerator`).
    case endStop
}

extension ControlEvent {
    /// The feedback a host plays for this event with this cause, or `nil` for none. Only detents
    /// deserve feedback, and only when the user caused them: never for `select`, `spin`,
    /// `setValue` or a binding changed from outside (``EventCause/program``). Hosts ask this and
    /// play what it says; they add no rule of their own.
    @_spi(Hosting) public func feedback(cause: EventCause) -> Feedback? {
        guard cause.isUser, case .detent(let notch) = self else { return nil }
        if case .endStop = notch { return .endStop }
        return .tick
    }
}
