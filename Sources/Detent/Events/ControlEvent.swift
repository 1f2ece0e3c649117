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
