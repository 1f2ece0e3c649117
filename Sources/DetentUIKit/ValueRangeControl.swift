#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// What ``Knob`` and ``RangeSlider`` share: a range of values, a step, ticks, a scale and how
/// changes are reported, each a property of the control (the same settings as the model's).
///
/// Use its subclasses; this class cannot be used on its own.
@MainActor
open class ValueRangeControl: DetentControl {
    /// The model whose range this control shows. Subclasses override.
    var rangeModel: any ValueRangeModel & PointerInput {
        preconditionFailure("ValueRangeControl is abstract: use Knob or RangeSlider")
    }

    /// The lowest value; default 0. A maximum below it is raised to it; values are brought inside.
    @IBInspectable open var minimumValue: Double {
        get { rangeModel.minimumValue }
        set { rangeModel.minimumValue = newValue }
    }

    /// The highest value; default 1. A minimum above it is lowered to it; values are brought
    /// inside.
    @IBInspectable open var maximumValue: Double {
        get { rangeModel.maximumValue }
        set { rangeModel.maximumValue = newValue }
    }

    /// The distance between allowed values, in value units; 0 (the default) is continuous. Every
    /// step the user reaches plays a haptic.
    @IBInspectable open var step: Double {
        get { rangeModel.step }
        set { rangeModel.step = newValue }
    }

    /// When `true` (the default) `.valueChanged` is sent while the finger moves; when `false`
    /// once, when it lifts.
    @IBInspectable open var isContinuous: Bool {
        get { rangeModel.isContinuous }
        set { rangeModel.isContinuous = newValue }
    }

    /// When `true`, drags, taps, keys and VoiceOver land only on the ``ticks``' values; default
    /// `false`.
    @IBInspectable open var allowsTickValuesOnly: Bool {
        get { rangeModel.allowsTickValuesOnly }
        set { rangeModel.allowsTickValuesOnly = newValue }
    }

    /// The marked values, drawn around a knob's arc or beside a slider's track, with optional
    /// labels; default none. VoiceOver reads a tick's label at its value.
    open var ticks: [Tick] {
        get { rangeModel.ticks }
        set { rangeModel.ticks = newValue }
    }

    /// How values spread along the track or arc: `.linear` (the default), `.logarithmic`, or
    /// skewed.
    open var scale: ValueScale {
        get { rangeModel.scale }
        set { rangeModel.scale = newValue }
    }

    /// The part of the range values may take; `nil` (the default) is the whole range. The parts
    /// outside are drawn dimmed.
    open var enabledRange: ClosedRange<Double>? {
        get { rangeModel.enabledRange }
        set { rangeModel.enabledRange = newValue }
    }

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
