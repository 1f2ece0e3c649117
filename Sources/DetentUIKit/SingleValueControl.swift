#if canImport(UIKit)
import UIKit
#if canImport(AudioToolbox)
import AudioToolbox
#endif
@_spi(Hosting) import Detent

/// What ``Knob`` and ``Fader`` share besides their range: one value, with a default a double tap
/// restores, a neutral value the drawing starts from, and the text it is read out as, each a
/// property of the control (the same settings as the model's).
///
/// Use its subclasses; this class cannot be used on its own.
@MainActor
open class SingleValueControl: ValueRangeControl {
    /// The model this control shows, for the properties below.
    var valueModel: any SingleValueHostedModel { forwardedModel() }

    /// Creates the control at `value` in `range` (default 0…1) with `step` (default 0,
    /// continuous), at its natural size: a knob 150 points square, a fader horizontal and
    /// 200 × 31 points. Bad input follows the model's rules (NaN values are ignored, an inverted
    /// range is put in order).
    ///
    /// Call it on ``Knob`` or ``Fader`` (`Knob(value: 0.5)`): this class is not a control on its own.
    public convenience init(value: Double, in range: ClosedRange<Double> = 0...1, step: Double = 0) {
        // The frame is the control's from the start, so a subclass's init(frame:) sees its size:
        // its natural size as the core sizes it with no size offered (a bar 200 points long).
        let size = ControlSizing.fittingSize(width: nil, height: nil, natural: Self.initialNaturalSize)
        self.init(frame: CGRect(origin: .zero, size: size))
        configureRange(range, step: step) { valueModel.value = value }
    }

    /// The natural size of a new control of this class, before any setting changes it: each
    /// subclass's.
    class var initialNaturalSize: NaturalSize { .square(0) }

    /// The model's value; see `ControlModel.value` (its range, default and rules). Setting it does
    /// not animate and sends no event.
    @IBInspectable @ControlSetting(\SingleValueControl.valueModel.value) open var value: Double

    /// Sets the value; with `animated` it moves there over 0.25 s (a knob's pointer turns along
    /// the track, never across the gap; a fader's thumb slides). Sends no event.
    open func setValue(_ value: Double, animated: Bool) {
        valueModel.setValue(value, animated: animated)
    }

    #if canImport(AudioToolbox)
    /// Binds the control to an Audio Unit parameter, as `ParameterBinding` says: its range becomes
    /// the control's, the value entry reads its value strings (or its unit), the user's edits are
    /// written as touch, values and release, and the host's changes (automation playing back) move
    /// the control, never under the finger. Replaces any binding before it; see
    /// ``DetentControl/unbindParameters()``.
    public func bind(to parameter: AUParameter) {
        func bind<Model: SingleValueHostedModel>(_ model: Model) {
            link(to: [parameter]) { ParameterBinding(model, to: $0[0]) }
        }
        bind(valueModel)
    }
    #endif

    /// The value before the user's edit under way (a drag, a tap, a burst of keys, a VoiceOver
    /// step), from `.editingDidBegin` through `.editingDidEnd`; `nil` between edits. Read it in an
    /// `.editingDidEnd` action to register one undo per edit.
    public var valueBeforeEdit: Double? { valueModel.valueBeforeEdit }

    /// The value a double tap (or VoiceOver's reset action) restores, animated. See
    /// `ControlModel.defaultValue`.
    @ControlSetting(\SingleValueControl.valueModel.defaultValue) open var defaultValue: Double?

    /// The value the control rests around (the centre of a pan, 0 dB of a gain); reaching or
    /// crossing it plays a haptic. See `ControlModel.neutralValue`.
    @ControlSetting(\SingleValueControl.valueModel.neutralValue) open var neutralValue: Double?

    /// Turns a value into the text VoiceOver reads (and a knob's centre label shows). See
    /// `ValueRangeModel.valueFormatter`.
    @ControlSetting(\SingleValueControl.valueModel.valueFormatter) open var valueFormatter: (@Sendable (Double) -> String)?

    /// The value as text, through ``valueFormatter``. See `ControlModel.valueText`.
    public var valueText: String { valueModel.valueText }
}

/// The models ``SingleValueControl`` forwards (the knob's, the fader's): ranges of `Double` values,
/// whose settings are declared on `ControlModel` and `ValueRangeModel`.
protocol SingleValueHostedModel: ValueRangeModel where Value == Double {}
#endif
