#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// What ``Knob``, ``Fader``, ``RangeSlider`` and ``MultiSlider`` share: a range of values, a step,
/// ticks, a scale and how changes are reported, each a property of the control (the same settings
/// as the model's).
///
/// Use its subclasses; this class cannot be used on its own.
@MainActor
open class ValueRangeControl: DetentControl {
    /// The model whose range this control shows.
    var rangeModel: any ValueRangeModel { forwardedModel() }

    /// The lowest value. See `ValueRangeModel.minimumValue`.
    @IBInspectable @ControlSetting(\ValueRangeControl.rangeModel.minimumValue) open var minimumValue: Double

    /// The highest value. See `ValueRangeModel.maximumValue`.
    @IBInspectable @ControlSetting(\ValueRangeControl.rangeModel.maximumValue) open var maximumValue: Double

    /// The distance between allowed values, in value units; every step the user reaches plays a
    /// haptic. See `ValueRangeModel.step`.
    @IBInspectable @ControlSetting(\ValueRangeControl.rangeModel.step) open var step: Double

    /// When `true` `.valueChanged` is sent while the finger moves; when `false` once, when it
    /// lifts. See `ValueRangeModel.isContinuous`.
    @IBInspectable @ControlSetting(\ValueRangeControl.rangeModel.isContinuous) open var isContinuous: Bool

    /// When `true`, drags, taps, keys and VoiceOver land only on the ``ticks``' values. See
    /// `ValueRangeModel.allowsTickValuesOnly`.
    @IBInspectable @ControlSetting(\ValueRangeControl.rangeModel.allowsTickValuesOnly) open var allowsTickValuesOnly: Bool

    /// The marked values, drawn around a knob's arc or beside a slider's track, with optional
    /// labels. See `ValueRangeModel.ticks`.
    @ControlSetting(\ValueRangeControl.rangeModel.ticks) open var ticks: [Tick]

    /// How values spread along the track or arc: `.linear`, `.logarithmic`, or skewed. See
    /// `ValueRangeModel.scale`.
    @ControlSetting(\ValueRangeControl.rangeModel.scale) open var scale: ValueScale

    /// The part of the range values may take. See `ValueRangeModel.enabledRange`.
    @ControlSetting(\ValueRangeControl.rangeModel.enabledRange) open var enabledRange: ClosedRange<Double>?

    /// Sets range and step in one transaction of the model, so their order does not matter, and
    /// sends no event. Used by the subclasses' convenience initialisers.
    func configureRange(_ range: ClosedRange<Double>, step: Double, then body: () -> Void = {}) {
        let model = rangeModel
        model.configure { _ in
            model.minimumValue = range.lowerBound
            model.maximumValue = range.upperBound
            model.step = step
            body()
        }
    }
}
#endif
