import Foundation

/// The value settings of the controls with one range (the knob, the fader, the range slider and
/// the multi-thumb slider), declared once so a host forwards them once: the range, the step, the
/// ticks, the scale, the values' text and how changes are reported. (The rotatable knob's range
/// is fixed at 0…1; the XY pad has one range per axis.)
public protocol ValueRangeModel: ControlModel {
    /// The range and step, as one value; setting it brings the model's values inside (clamped
    /// and snapped, without an event). See `ValueBounds` for bad input.
    @_spi(Hosting) var valueBounds: ValueBounds { get set }
    /// Whether value changes are reported during a drag (`true`, the default) or once at its end.
    var isContinuous: Bool { get set }
}

extension ValueRangeModel {
    /// When `true` (the default) value changes are reported while the finger moves; when `false`
    /// once, when the gesture ends or is cancelled. Switched during a gesture, the end reports the
    /// value when a change made while it was `false` has not been reported and the value differs
    /// from the last one reported (or the gesture's start): the host ends knowing the value and
    /// never hears it twice in a row.
    public var isContinuous: Bool {
        get { session.isContinuous }
        set { session.isContinuous = newValue }
    }

    /// The lowest value; default 0. See `ValueBounds` for bad input.
    public var minimumValue: Double {
        get { valueBounds.minimum }
        set { valueBounds.setMinimum(newValue) }
    }

    /// The highest value; default 1. See `ValueBounds` for bad input.
    public var maximumValue: Double {
        get { valueBounds.maximum }
        set { valueBounds.setMaximum(newValue) }
    }

    /// The distance between allowed values in value units; 0 (the default) is continuous. Each
    /// step the user's gesture lands on sends a `.detent(.step(n))` event. See `ValueBounds` for
    /// bad input.
    public var step: Double {
        get { valueBounds.step }
        set { valueBounds.setStep(newValue) }
    }

    /// The part of the range values may take; `nil` (the default) is the whole range. The track
    /// shows the whole range, the parts outside dimmed. See `ValueBounds/enabledRange` for bad
    /// input.
    public var enabledRange: ClosedRange<Double>? {
        get { valueBounds.enabledRange }
        set { valueBounds.enabledRange = newValue }
    }

    /// The marked values, drawn around a knob's arc or beside a range slider's track; default
    /// none. Keys and assistive technology move from tick to tick and read a tick's label. Ticks
    /// closer than 4 points are thinned for drawing (not for snapping).
    public var ticks: [Tick] {
        get { valueBounds.ticks }
        set { valueBounds.ticks = newValue }
    }

    /// When `true`, drags, taps, keys and assistive technology land only on tick values. Default
    /// `false`.
    public var allowsTickValuesOnly: Bool {
        get { valueBounds.allowsTickValuesOnly }
        set { valueBounds.allowsTickValuesOnly = newValue }
    }

    /// How values spread along the track or arc; default `.linear`. See ``ValueScale`` for the
    /// scales and the rule for bad ones.
    public var scale: ValueScale {
        get { valueBounds.scale }
        set { valueBounds.scale = newValue }
    }

    /// Turns a value into the text read out and shown (a knob's centre label, a slider's value
    /// labels); `nil` (the default) writes it with the ``ControlModel/valueFormat`` the app set,
    /// else reads a tick's label at the value, else the range's own text in the locale's way.
    /// Setting it notifies, unless there was none and none is set (formatters cannot be
    /// compared, so setting one always notifies).
    public var valueFormatter: (@Sendable (Double) -> String)? {
        get { session.valueFormatter }
        set {
            let hadOne = session.valueFormatter != nil
            session.valueFormatter = newValue
            if hadOne || newValue != nil { changes.notify() }
        }
    }
}
