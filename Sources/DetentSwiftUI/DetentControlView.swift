#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent
import DetentUIKit

/// A Detent view over one of DetentUIKit's controls: ``KnobView``, ``FaderView``,
/// ``RangeSliderView``, ``MultiSliderView``, ``XYPadView``, ``RotaryWheelView`` and
/// ``RotatableKnobView``. Each of its modifiers returns a copy of the view that applies one setting
/// to the control on every update; a setting the view was not given leaves the control's own
/// default. The modifiers the views share, where their controls share the setting, are written
/// once here. Only Detent's views conform: its `modifiers` requirement is `@_spi(Hosting)`.
@MainActor
public protocol DetentControlView: View {
    /// The DetentUIKit control the view wraps.
    associatedtype Control: DetentControl
    /// What the view's modifiers set.
    @_spi(Hosting) var modifiers: ControlModifiers<Control> { get set }
}

extension DetentControlView {
    /// The accent colour: a knob's track and pointer, a fader's fill, a range or multi-thumb
    /// slider's selected track, an XY pad's crosshair, a rotatable knob's template images, a
    /// wheel's sector fills unless its style or `.rotaryWheelColors` sets them (the tint, deepened
    /// until white titles keep their contrast, and a deeper shade). `nil` (the default) takes
    /// `.detentTint(_:)` from the environment, else UIKit's tint colour. Write it directly on the
    /// view, before other modifiers: after them, or on a container, `.tint` is SwiftUI's own, which
    /// iOS 16 gives no way to read (use `.detentTint(_:)` there).
    public func tint(_ tint: Color?) -> Self { tinted(tint) }

    /// How the value entry (a long press's or secondary click's "Enter Value…", a digit typed on a
    /// hardware keyboard, VoiceOver's "Enter Value…") writes the value and reads typed text back;
    /// the wheel takes no typed value. See `ControlModel.valueFormat`.
    public func valueFormat(_ format: ValueFormat) -> Self { setting { $0.valueFormat = format } }

    /// How long a tap waits for a second one, seconds. See `ControlModel.doubleTapInterval`.
    public func doubleTapInterval(_ interval: Double) -> Self { setting(\.doubleTapInterval, interval) }
}

extension DetentControlView where Control: ValueRangeControl {
    /// When `false` the binding is written once, when the drag ends. See `ValueRangeModel.isContinuous`.
    public func isContinuous(_ continuous: Bool) -> Self { setting(\.isContinuous, continuous) }

    /// How values spread along the track or the arc; the bound values, the step, the ticks and the
    /// default value stay in value units. See `ValueRangeModel.scale`.
    public func scale(_ scale: ValueScale) -> Self { setting(\.scale, scale) }

    /// Limits the value (a slider's every value) to `range`. See `ValueRangeModel.enabledRange`.
    public func enabledRange(_ range: ClosedRange<Double>?) -> Self { setting(\.enabledRange, range) }
}

extension DetentControlView where Control: SingleValueControl {
    /// The value a double-tap (or VoiceOver's reset action) restores, animated. See
    /// `ControlModel.defaultValue`.
    public func defaultValue(_ value: Double?) -> Self { setting(\.defaultValue, value) }

    /// The value a bipolar control rests around (the centre of a pan, 0 dB of a gain). See
    /// `ControlModel.neutralValue`.
    public func neutralValue(_ value: Double?) -> Self { setting(\.neutralValue, value) }

    /// Turns a value into the text VoiceOver reads (and a knob's centre label shows). See
    /// `ValueRangeModel.valueFormatter`.
    public func valueFormatter(_ formatter: (@Sendable (Double) -> String)?) -> Self {
        setting { control in control.valueFormatter = formatter }
    }
}

extension DetentControlView where Control: MultiThumbControl {
    /// The axis; a vertical slider has its labels in a column, the maximum's value label over it,
    /// the minimum's under it. See `ThumbSliderModel.orientation`.
    public func orientation(_ orientation: TrackOrientation) -> Self { oriented(orientation, \.orientation) }

    /// When `false` a tap on the bare track does not move the nearest thumb there. See
    /// `ThumbSliderModel.movesNearestThumbOnTap`.
    public func movesNearestThumbOnTap(_ moves: Bool) -> Self { setting(\.movesNearestThumbOnTap, moves) }

    /// When `true` a drag slows as the finger moves away from the track, with a haptic at each
    /// change of speed. See `LinearControlModel.precisionScrubbing`.
    public func precisionScrubbing(_ scrubs: Bool = true) -> Self { setting(\.precisionScrubbing, scrubs) }

    /// The smallest allowed distance between neighbouring thumbs, in value units. See
    /// `ThumbSliderModel.minimumDistance`.
    public func minimumDistance(_ distance: Double) -> Self { setting(\.minimumDistance, distance) }

    /// The largest allowed distance between neighbouring thumbs, in value units. See
    /// `ThumbSliderModel.maximumDistance`.
    public func maximumDistance(_ distance: Double?) -> Self { setting(\.maximumDistance, distance) }

    /// Shows value labels in a band of `space` points (at the standard text size) above the thumbs
    /// (beside them when vertical), formatted by `formatter` (`nil`: the number in the
    /// environment's locale); labels that would collide merge.
    public func valueLabels(space: Double, formatter: (@Sendable (Double) -> String)? = nil) -> Self {
        setting(\.valueLabelSpace, CGFloat(space)).setting { slider in slider.valueFormatter = formatter }
    }

    /// Marked values drawn beside the track, each with an optional label in a band of
    /// `labelSpace` points (0, the default, shows none); keys and VoiceOver move from tick to
    /// tick. With `valuesOnly` the thumbs take only tick values. Default: none.
    public func ticks(_ ticks: [Tick], valuesOnly: Bool = false, labelSpace: Double = 0) -> Self {
        setting(\.ticks, ticks).setting(\.allowsTickValuesOnly, valuesOnly).setting(\.tickLabelSpace, CGFloat(labelSpace))
    }
}
#endif
