#if canImport(UIKit)
import UIKit
#if canImport(AudioToolbox)
import AudioToolbox
#endif
@_spi(Hosting) import Detent

/// A pad that sets two values at once, x across and y up, with one thumb and a crosshair through
/// it (an XY pad, as a synthesizer's filter or a game's joystick has). A UIKit host for
/// `XYPadModel`; every setting of the model is a property here.
///
/// ```swift
/// let pad = XYPad(x: 1_000, y: 0.2, xIn: 20...20_000, yIn: 0...1)
/// pad.xScale = .logarithmic
/// pad.axisAccessibilityLabels = (x: "Cutoff", y: "Resonance")
/// pad.addTarget(self, action: #selector(filterChanged(_:)), for: .valueChanged)
/// ```
///
/// Drag the thumb (a touch target of at least 44 × 44 points) to move both values by the finger's
/// travel (a tenth as far with Shift on a hardware keyboard); tap the pad to move the thumb
/// there, animated. y grows upwards, as on a chart; x grows to the right, and to the left in
/// right-to-left layouts. With ``springsBack`` the thumb glides back to ``neutralValue`` when the
/// finger lifts, as a joystick does. On a hardware keyboard the arrows move their axis, and Tab
/// moves Page Up, Page Down, Home and End from x to y. VoiceOver sees one adjustable element per
/// axis, both on the thumb, in a group the pad's `accessibilityLabel` names. The crosshair follows
/// the view's `tintColor` unless ``crosshairColor`` or the style sets it. Its intrinsic size is
/// 150 × 150 points. See ``DetentControl`` for the events it sends.
@IBDesignable
open class XYPad: DetentControl, ValueReportingControl, ModelHosting {
    /// The headless model this control shows, for advanced use (the control's properties cover
    /// every setting). Change it on the main thread; the control redraws after every change.
    public let model = XYPadModel()

    /// Creates a pad with its thumb at `x` in `xRange` and `y` in `yRange` (each default 0…1),
    /// moving in steps of `xStep` and `yStep` (default 0, continuous), 150 points square. Bad input
    /// follows the model's rules (a NaN value is ignored, an inverted range is put in order).
    public convenience init(x: Double, y: Double, xIn xRange: ClosedRange<Double> = 0...1,
                            yIn yRange: ClosedRange<Double> = 0...1, xStep: Double = 0, yStep: Double = 0) {
        self.init(frame: CGRect(x: 0, y: 0, width: ControlSizing.squareSide, height: ControlSizing.squareSide))
        configureAxes(x: xRange, y: yRange, xStep: xStep, yStep: yStep) { model.value = XYPadValue(x: x, y: y) }
    }

    /// Sets both axes' ranges and steps, then runs `body`, in one settings transaction of the
    /// model: their order does not matter, values set in `body` are set again under the final
    /// ranges and steps, the model notifies once and no event is sent. For the convenience
    /// initialiser and hosts that wrap the pad (DetentSwiftUI's `XYPadView`).
    @_spi(Hosting) public func configureAxes(x xRange: ClosedRange<Double>, y yRange: ClosedRange<Double>,
                                             xStep: Double, yStep: Double, then body: () -> Void = {}) {
        model.configure { model in
            model.setAxes(x: xRange, xStep: xStep, y: yRange, yStep: yStep)
            body()
        }
    }

    /// The pad's look as data, for what has no property here (the thumb's shadow, outline widths,
    /// the disabled opacity). The colour properties, when set, replace its colours.
    @Redrawing open var style = XYPadStyle()

    // MARK: Value

    /// The model's values; see `XYPadModel.value` (the axes' ranges, default and rules). Setting it
    /// does not animate and sends no event.
    @ControlSetting(\XYPad.model.value) open var value: XYPadValue

    /// The point a double tap, VoiceOver's reset action and ``DetentControl/reset(animated:)``
    /// restore; `nil` for none. See `XYPadModel.defaultValue`.
    @ControlSetting(\XYPad.model.defaultValue) open var defaultValue: XYPadValue?

    /// Sets the values; with `animated` the thumb slides there over 0.25 s. Sends no event.
    open func setValue(_ value: XYPadValue, animated: Bool) {
        model.setValue(value, animated: animated)
    }

    #if canImport(AudioToolbox)
    /// Binds the pad to two Audio Unit parameters, `x` across and `y` up, as `ParameterBinding`
    /// says: their ranges become the axes', their value strings (or units) read the values out,
    /// a drag writes both as one gesture (touch, values, release), and the host's changes move the
    /// thumb, never under the finger. Replaces any binding before it; see
    /// ``DetentControl/unbindParameters()``.
    public func bind(x: AUParameter, y: AUParameter) {
        link(to: [x, y]) { ParameterBinding(model, x: $0[0], y: $0[1]) }
    }
    #endif

    /// The values before the user's edit under way (a drag with its spring back, a tap, a burst of
    /// keys, a VoiceOver step), from `.editingDidBegin` through `.editingDidEnd`; `nil` between
    /// edits. Read it in an `.editingDidEnd` action to register one undo per edit.
    public var valueBeforeEdit: XYPadValue? { model.valueBeforeEdit }

    /// When `true` `.valueChanged` is sent while the finger moves; when `false` once, when it
    /// lifts. See `XYPadModel.isContinuous`.
    @IBInspectable @ControlSetting(\XYPad.model.isContinuous) open var isContinuous: Bool

    /// Turns an axis's value into the text VoiceOver reads. See `XYPadModel.valueFormatter`.
    @ControlSetting(\XYPad.model.valueFormatter) open var valueFormatter: (@Sendable (XYPadAxis, Double) -> String)?

    /// Both values as text, "x, y" in English, through ``valueFormatter``.
    public var valueText: String { model.valueText }

    /// The value of `axis` as text, through ``valueFormatter``.
    public func valueText(for axis: XYPadAxis) -> String { model.valueText(for: axis) }

    // MARK: The x axis

    /// The lowest x, at the pad's left edge (its right edge in right-to-left layouts). See
    /// `XYPadModel.xMinimum`.
    @IBInspectable @ControlSetting(\XYPad.model.xMinimum) open var xMinimum: Double

    /// The highest x. See `XYPadModel.xMaximum`.
    @IBInspectable @ControlSetting(\XYPad.model.xMaximum) open var xMaximum: Double

    /// The distance between allowed x values, in x's units; every step the user reaches plays a
    /// haptic. See `XYPadModel.xStep`.
    @IBInspectable @ControlSetting(\XYPad.model.xStep) open var xStep: Double

    /// How x values spread across the pad: `.linear`, `.logarithmic` (a frequency), or skewed.
    /// See `XYPadModel.xScale`.
    @ControlSetting(\XYPad.model.xScale) open var xScale: ValueScale

    // MARK: The y axis

    /// The lowest y, at the pad's bottom edge. See `XYPadModel.yMinimum`.
    @IBInspectable @ControlSetting(\XYPad.model.yMinimum) open var yMinimum: Double

    /// The highest y, at the pad's top edge. See `XYPadModel.yMaximum`.
    @IBInspectable @ControlSetting(\XYPad.model.yMaximum) open var yMaximum: Double

    /// The distance between allowed y values, in y's units; every step the user reaches plays a
    /// haptic. See `XYPadModel.yStep`.
    @IBInspectable @ControlSetting(\XYPad.model.yStep) open var yStep: Double

    /// How y values spread up the pad: `.linear`, `.logarithmic`, or skewed. See `XYPadModel.yScale`.
    @ControlSetting(\XYPad.model.yScale) open var yScale: ValueScale

    // MARK: Spring back

    /// When `true` the thumb glides back to ``neutralValue`` when the finger lifts, as a joystick
    /// does; the neutral value is sent as `.valueChanged` before `.editingDidEnd`. See
    /// `XYPadModel.springsBack`.
    @IBInspectable @ControlSetting(\XYPad.model.springsBack) open var springsBack: Bool

    /// Where the thumb springs back to. See `XYPadModel.neutralValue`.
    @ControlSetting(\XYPad.model.neutralValue) open var neutralValue: XYPadValue?

    /// When `true` a touch anywhere on the pad puts the thumb under the finger; by default it is
    /// what ``springsBack`` is. See `XYPadModel.jumpsToTouch`.
    @IBInspectable @ControlSetting(\XYPad.model.jumpsToTouch) open var jumpsToTouch: Bool

    /// When `true` a drag slows as the finger moves away from the pad, with a haptic at each
    /// change of speed. See `LinearControlModel.precisionScrubbing`.
    @IBInspectable @ControlSetting(\XYPad.model.precisionScrubbing) open var precisionScrubbing: Bool

    // MARK: Keys and VoiceOver

    /// The axis a hardware keyboard's Page Up, Page Down, Home and End adjust. See
    /// `XYPadModel.focusedAxis`.
    @ControlSetting(\XYPad.model.focusedAxis) open var focusedAxis: XYPadAxis

    /// The names VoiceOver reads for the two axes; the pad's own `accessibilityLabel` names the
    /// group of axes. See `XYPadModel.accessibilityLabels`.
    @ControlSetting(\XYPad.model.accessibilityLabels) open var axisAccessibilityLabels: (x: String, y: String)

    // MARK: Look

    /// The thumb's diameter, points; its touch target is at least 44 × 44 points. See
    /// `XYPadModel.thumbSize`.
    @IBInspectable @ControlSetting(converting: \XYPad.model.thumbSize) open var thumbSize: CGFloat

    /// The pad's corner radius, points. See `XYPadStyle.cornerRadius`.
    @IBInspectable @ControlSetting(converting: \XYPad.style.cornerRadius) open var cornerRadius: CGFloat

    /// The crosshair lines' width, points. See `XYPadStyle.crosshairWidth`.
    @IBInspectable @ControlSetting(converting: \XYPad.style.crosshairWidth) open var crosshairWidth: CGFloat

    // UIKit colours are kept as given and resolved for the current traits at every render, so
    // dynamic colours (`.systemGray5`, asset colours) follow light, dark and contrast.

    /// The pad's fill; `nil` (the default) keeps the style's colour.
    @IBInspectable @StyleColor(\XYPadStyle.padColor) open var padColor: UIColor?

    /// The pad's border; `nil` (the default) keeps the style's colour.
    @IBInspectable @StyleColor(\XYPadStyle.padBorderColor) open var padBorderColor: UIColor?

    /// The crosshair through the thumb; `nil` (the default) keeps the style's colour, which
    /// follows the view's `tintColor` unless the style sets it.
    @IBInspectable @StyleColor(\XYPadStyle.crosshairColor) open var crosshairColor: UIColor?

    /// The thumb's fill; `nil` (the default) keeps the style's colour.
    @IBInspectable @StyleColor(\XYPadStyle.thumbTintColor) open var thumbTintColor: UIColor?

    /// The thumb's outline; `nil` (the default) keeps the style's colour.
    @IBInspectable @StyleColor(\XYPadStyle.thumbOutlineColor) open var thumbOutlineColor: UIColor?
}
#endif
