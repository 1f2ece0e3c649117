/// Something a control reports to its host: the core's equivalent of `UIControl.Event`, plus
/// selection and detent notifications. `Value` is the control's value type: `Double` for the
/// knobs, `ClosedRange<Double>` for the range slider, `Int` (a sector index) for the wheel.
public enum ControlEvent<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value changed through the user (tracking, tap, double-tap, keyboard or accessibility).
    /// With `isContinuous == false` it is sent once, when the gesture ends or is cancelled.
    /// Programmatic changes (`value = …`, `setValue(_:animated:)`) send nothing, as in UIKit.
    case valueChanged(Value)
    /// A tracking gesture began (the `beginTracking` call returned `true`).
    case editingDidBegin
    /// A tracking gesture ended or was cancelled.
    case editingDidEnd
    /// The selected item changed to this index through the user (the wheel's sectors).
    case selectionChanged(Int)
    /// The primary action was triggered for this index (the wheel's centre button).
    case primaryActionTriggered(Int)
    /// A detent was crossed: a step, a sector boundary or an end stop. Hosts play haptics or sound.
    case detent(Notch)
}

/// A notch the user's gesture crossed; hosts turn it into haptics (`UISelectionFeedbackGenerator`)
/// or a click sound.
public enum Notch: Sendable, Equatable, Hashable {
    /// The value moved onto step number `index` (`minimumValue + index · step`).
    case step(Int)
    /// The wheel turned sector `index` onto the marker.
    case sectorBoundary(Int)
    /// The value reached one end of its range.
    case endStop(RangeEnd)
    /// The value crossed or reached the knob's `neutralValue` (the centre of a pan, 0 dB).
    case neutral
    /// A knob that wraps around passed from its maximum to its minimum, or back.
    case wrapped
    /// The drag's speed changed with precision scrubbing on: the finger moved to another band
    /// away from the track, and the value now follows it at this share of its travel (1, 0.5,
    /// 0.25 or 0.125). See the linear controls' and the XY pad's `precisionScrubbing`.
    case scrubbingSpeed(Double)
}

/// One end of a value range.
public enum RangeEnd: Sendable, Equatable, Hashable {
    /// The `minimumValue` end.
    case minimum
    /// The `maximumValue` end.
    case maximum
}

extension ControlEvent {
    /// The value a stream of the user's values reports for this event: the payload of
    /// `.valueChanged`, and for the wheel, whose value is its selected index, that of
    /// `.selectionChanged`; `nil` for every other event.
    @_spi(Hosting) public var reportedValue: Value? {
        switch self {
        case .valueChanged(let value): return value
        case .selectionChanged(let index): return index as? Value
        default: return nil
        }
    }
}

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
