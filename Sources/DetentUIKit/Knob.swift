#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// A circular slider: an arc track and a pointer that follows the finger, stroked in the view's
/// `tintColor`. A UIKit host for `KnobModel`; every setting of the model is a property here.
///
/// ```swift
/// let knob = Knob(value: 0.5, in: 0...1)
/// knob.lineWidth = 4
/// knob.pointerLength = 12
/// knob.defaultValue = 0.5          // double-tap restores it
/// knob.addTarget(self, action: #selector(knobChanged(_:)), for: .valueChanged)
/// knob.setValue(0.75, animated: true)
/// ```
///
/// Touches, taps, keys, VoiceOver adjustments and animation go through the model; see
/// ``DetentControl`` for the events it sends. Double-tap restores
/// ``SingleValueControl/defaultValue`` (without first jumping to the finger; VoiceOver offers it
/// as an action). Its intrinsic size is 150 × 150 points.
///
/// Its value (``SingleValueControl/value``, ``SingleValueControl/setValue(_:animated:)``,
/// ``SingleValueControl/defaultValue``, ``SingleValueControl/neutralValue``,
/// ``SingleValueControl/valueFormatter``) is set through ``SingleValueControl``, and its range,
/// step, ticks and scale through ``ValueRangeControl``, the classes it inherits them from.
@IBDesignable
open class Knob: SingleValueControl, ValueReportingControl, ModelHosting {
    /// 150 points square.
    override class var initialNaturalSize: NaturalSize { .square(ControlSizing.squareSide) }

    /// The headless model this control shows, for advanced use (the control's properties cover
    /// every setting). Change it on the main thread; the control redraws after every change.
    public let model = KnobModel()

    /// The knob's look as data, for what has no property here (fonts, line caps). The colour
    /// properties, when set, replace its colours.
    @Redrawing open var style = KnobStyle()

    // MARK: Geometry

    /// The angle of the minimum value, radians, 0 at 3 o'clock, clockwise. See `KnobModel.startAngle`.
    @IBInspectable @ControlSetting(converting: \Knob.model.startAngle) open var startAngle: CGFloat

    /// The angle of the maximum value, radians. See `KnobModel.endAngle`.
    @IBInspectable @ControlSetting(converting: \Knob.model.endAngle) open var endAngle: CGFloat

    /// The width of track and pointer, points. See `KnobModel.lineWidth`.
    @IBInspectable @ControlSetting(converting: \Knob.model.lineWidth) open var lineWidth: CGFloat

    /// The pointer's length, points. See `KnobModel.pointerLength`.
    @IBInspectable @ControlSetting(converting: \Knob.model.pointerLength) open var pointerLength: CGFloat

    /// When `true` the knob is endless (an encoder): no end stops, the value wraps from the
    /// maximum to the minimum. See `KnobModel.wrapsAround`.
    @IBInspectable @ControlSetting(\Knob.model.wrapsAround) open var wrapsAround: Bool

    /// How many full turns the range spans, 1…100. See `KnobModel.numberOfTurns`.
    @IBInspectable @ControlSetting(\Knob.model.numberOfTurns) open var numberOfTurns: Int

    /// Draws a value arc from the minimum (or ``SingleValueControl/neutralValue``) to the value.
    /// See `KnobModel.showsValueArc`.
    @IBInspectable @ControlSetting(\Knob.model.showsValueArc) open var showsValueArc: Bool

    // MARK: Interaction

    /// How a drag changes the value: `.absolute` (the pointer follows the finger), `.rotary`,
    /// `.vertical` or `.horizontal` (relative). See `KnobModel.interactionMode`.
    @ControlSetting(\Knob.model.interactionMode) open var interactionMode: KnobInteractionMode

    /// When `true`, relative drags move more slowly the farther the finger is from the centre.
    /// See `KnobModel.isFineAdjustmentEnabled`.
    @IBInspectable @ControlSetting(\Knob.model.isFineAdjustmentEnabled) open var isFineAdjustmentEnabled: Bool

    /// When `true`, a drag begins only on the pointer. See `KnobModel.beginsOnPointerOnly`.
    @IBInspectable @ControlSetting(\Knob.model.beginsOnPointerOnly) open var beginsOnPointerOnly: Bool

    /// How far from the pointer a touch still hits it, points. See `KnobModel.pointerHitRadius`.
    @IBInspectable @ControlSetting(converting: \Knob.model.pointerHitRadius) open var pointerHitRadius: CGFloat

    // MARK: Look

    /// The track's colour; `nil` (the default) uses the pointer's, the view's `tintColor`.
    /// Dynamic colours follow light, dark and contrast.
    @IBInspectable @StyleColor(\KnobStyle.trackColor) open var trackColor: UIColor?

    /// The centre value label's colour; `nil` (the default) uses the tint, darkened or lightened
    /// just enough to read against the page.
    @IBInspectable @StyleColor(\KnobStyle.valueLabelColor) open var valueLabelColor: UIColor?

    /// Shows the value in the centre. See `KnobStyle.showsValueLabel`.
    @IBInspectable @ControlSetting(\Knob.style.showsValueLabel) open var showsValueLabel: Bool

    /// An image drawn instead of the pointer line, pointing right at rest; `nil` (the default)
    /// draws the line. A template image (or an SF Symbol) is drawn in the pointer's colour; an
    /// asset's dark and high-contrast variants follow the traits.
    @IBInspectable open var pointerImage: UIImage? {
        didSet { images[Self.pointerImageName] = pointerImage }
    }

    private static let pointerImageName = "DetentUIKit.Knob.pointer"

    func completeStyle(_ style: inout KnobStyle) {
        if pointerImage != nil { style.pointerImageName = Self.pointerImageName }
    }
}

extension KnobModel: SingleValueHostedModel {}
#endif
