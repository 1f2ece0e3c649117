#if canImport(UIKit)
import UIKit
#if canImport(AudioToolbox)
import AudioToolbox
#endif
@_spi(Hosting) import Detent

/// An image knob turned by panning across 0–270°, reporting a value from 0 to 1. A UIKit host
/// for `RotatableKnobModel`.
///
/// ```swift
/// let knob = RotatableKnob(value: 0.5)
/// knob.defaultValue = 0.5          // double-tap restores it
/// knob.setImage(UIImage(named: "knob"), for: .normal)
/// knob.valuePublisher.sink { print(Int(($0 * 100).rounded())) }.store(in: &subscriptions)
/// ```
///
/// By default Detent draws the knob itself; images per state replace the drawn body. See
/// ``DetentControl`` for the events it sends. Double-tap restores the model's `defaultValue`
/// (without first jumping). Its intrinsic size is 150 × 150 points.
@IBDesignable
open class RotatableKnob: DetentControl, ValueReportingControl, ModelHosting {
    /// The headless model this control shows: every setting of the knob (`defaultValue`,
    /// `knob.valueFormatter`…). Change it on the main thread; the control redraws after every
    /// change.
    public let model = RotatableKnobModel()

    /// Creates a knob at `value` (0…1) with `step` (default 0, continuous), 150 points square.
    public convenience init(value: Double, step: Double = 0) {
        self.init(frame: CGRect(x: 0, y: 0, width: ControlSizing.squareSide, height: ControlSizing.squareSide))
        model.configure { model in
            model.knob.step = step
            model.value = value
        }
    }

    /// The knob's look; images set with ``setImage(_:for:)`` are added to its image names.
    @Redrawing open var style = RotatableKnobStyle()

    private var stateImages: [RotatableKnobImageState: UIImage] = [:]

    // MARK: Value

    /// The model's value, 0…1; see `ControlModel.value` (its default and rules). Setting it does
    /// not animate and sends no event.
    @IBInspectable @ControlSetting(\RotatableKnob.model.value) open var value: Double

    /// Sets the value, optionally animated (0.25 s); sends no event.
    open func setValue(_ value: Double, animated: Bool) {
        model.setValue(value, animated: animated)
    }

    #if canImport(AudioToolbox)
    /// Binds the knob to an Audio Unit parameter, as `ParameterBinding` says: the knob's 0…1 maps
    /// onto the parameter's range, the value entry reads its value strings (or its unit), the
    /// user's edits are written as touch, values and release, and the host's changes (automation
    /// playing back) turn the knob, never under the finger. Replaces any binding before it; see
    /// ``DetentControl/unbindParameters()``.
    public func bind(to parameter: AUParameter) {
        link(to: [parameter]) { ParameterBinding(model, to: $0[0]) }
    }
    #endif

    /// The value as a whole number 0–100 (the value × 100, rounded), for a level readout.
    public var level: Int { model.level }

    /// The value before the user's edit under way (a drag, a tap, a burst of keys, a VoiceOver
    /// step), from `.editingDidBegin` through `.editingDidEnd`; `nil` between edits. Read it in an
    /// `.editingDidEnd` action to register one undo per edit.
    public var valueBeforeEdit: Double? { model.valueBeforeEdit }

    /// The value a double tap (or VoiceOver's reset action) restores, animated. See
    /// `ControlModel.defaultValue`.
    @ControlSetting(\RotatableKnob.model.defaultValue) open var defaultValue: Double?

    /// The value the knob rests around (the centre of a pan); reaching or crossing it plays a
    /// haptic. See `ControlModel.neutralValue`.
    @ControlSetting(\RotatableKnob.model.neutralValue) open var neutralValue: Double?

    /// How values spread along the knob's sweep: `.linear`, `.logarithmic` or skewed; ``value``
    /// and ``step`` stay in value units. See `RotatableKnobModel.scale`.
    @ControlSetting(\RotatableKnob.model.scale) open var scale: ValueScale

    /// Turns a value into the text VoiceOver reads; `nil` (the default) reads the level as a
    /// percentage in the control's locale.
    @ControlSetting(\RotatableKnob.model.knob.valueFormatter) open var valueFormatter: (@Sendable (Double) -> String)?

    /// The distance between allowed values, 0…1. See `ValueRangeModel.step` (on
    /// `RotatableKnobModel.knob`).
    @IBInspectable @ControlSetting(\RotatableKnob.model.knob.step) open var step: Double

    /// When `true` `.valueChanged` is sent while panning; when `false` once at the end. See
    /// `ValueRangeModel.isContinuous` (on `RotatableKnobModel.knob`).
    @IBInspectable @ControlSetting(\RotatableKnob.model.knob.isContinuous) open var isContinuous: Bool

    /// The turn from value 0 to value 1, radians. See `RotatableKnobModel.sweepAngle`.
    @IBInspectable @ControlSetting(converting: \RotatableKnob.model.sweepAngle) open var sweepAngle: CGFloat

    /// How far one point of pan turns the knob, radians. See `RotatableKnobModel.sensitivity`.
    @IBInspectable @ControlSetting(converting: \RotatableKnob.model.sensitivity) open var sensitivity: CGFloat

    // MARK: Look

    /// The indicator line (and the colour a template image is drawn in); `nil` (the default)
    /// keeps the style's automatic orange. Dynamic colours follow light, dark and contrast.
    @IBInspectable @StyleColor(\RotatableKnobStyle.indicatorColor) open var indicatorColor: UIColor?

    /// The scale's ticks around the knob; `nil` (the default) keeps the style's automatic grey.
    @IBInspectable @StyleColor(\RotatableKnobStyle.scaleColor) open var scaleColor: UIColor?

    /// How many gaps the scale has between its first and last tick. See
    /// `RotatableKnobStyle.scaleDivisions`.
    @IBInspectable @ControlSetting(\RotatableKnob.style.scaleDivisions) open var scaleDivisions: Int

    // MARK: Images

    /// Shows `image` for `state` instead of the drawn knob (`nil` removes it). A state without an
    /// image uses the `.normal` one.
    open func setImage(_ image: UIImage?, for state: RotatableKnobImageState) {
        stateImages[state] = image
        images[Self.imageName(for: state)] = image
    }

    /// The image set for `state`, if any.
    open func image(for state: RotatableKnobImageState) -> UIImage? { stateImages[state] }

    private static func imageName(for state: RotatableKnobImageState) -> String {
        "DetentUIKit.RotatableKnob.\(state)"
    }

    func completeStyle(_ style: inout RotatableKnobStyle) {
        for state in stateImages.keys { style.imageNames[state] = Self.imageName(for: state) }
    }
}
#endif
