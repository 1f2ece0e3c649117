#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// A slider with two thumbs for a lower and an upper value.
/// A UIKit host for `RangeSliderModel`.
///
/// ```swift
/// let slider = RangeSlider(lowerValue: 120_000, upperValue: 640_000, in: 0...1_000_000, step: 1_000)
/// slider.addTarget(self, action: #selector(rangeChanged(_:)), for: .valueChanged)
/// ```
///
/// Drag a thumb to move it (the dragged thumb is highlighted); tap the track to move the nearer
/// thumb there. Each thumb answers to a touch target of at least 44 × 44 points, even beyond the
/// slider's bounds. VoiceOver sees one adjustable element per thumb. The selected range follows
/// the view's `tintColor` unless ``trackHighlightTintColor`` or the style sets it. Like `UISlider`,
/// it is 31 points thick (plus ``valueLabelSpace`` and ``tickLabelSpace``, which grow with
/// Dynamic Type) and as long as its layout makes it. See ``DetentControl`` for the events it sends.
@IBDesignable
open class RangeSlider: ValueRangeControl, ValueReportingControl, ModelHosting {
    /// The headless model this control shows, for advanced use (the control's properties cover
    /// every setting). Change it on the main thread; the control redraws after every change.
    public let model = RangeSliderModel()

    /// Creates a horizontal slider with its thumbs at `lowerValue` and `upperValue` in `range`
    /// (default 0…1) with `step` (default 0, continuous), 200 × 31 points. Values given in the
    /// wrong order are swapped.
    public convenience init(lowerValue: Double, upperValue: Double, in range: ClosedRange<Double> = 0...1, step: Double = 0) {
        self.init(frame: CGRect(x: 0, y: 0, width: ControlSizing.idealBarLength, height: ControlSizing.sliderThickness))
        configureRange(range, step: step) { model.setValues(lower: lowerValue, upper: upperValue, animated: false) }
    }

    /// The slider's look as data, for what has no property here (fonts, shadow, outline widths).
    /// The colour properties, when set, replace its colours.
    @Redrawing open var style = RangeSliderStyle()

    // MARK: Values

    /// The lower value; default 0.2. Setting it keeps `minimumValue ≤ lowerValue ≤ upperValue`
    /// and sends no event.
    @IBInspectable @ControlSetting(\RangeSlider.model.lowerValue) open var lowerValue: Double

    /// The upper value; default 0.8. Setting it keeps `lowerValue ≤ upperValue ≤ maximumValue`
    /// and sends no event.
    @IBInspectable @ControlSetting(\RangeSlider.model.upperValue) open var upperValue: Double

    /// `lowerValue...upperValue`.
    public var selectedRange: ClosedRange<Double> { model.values }

    /// Sets both values at once (swapped if given in the wrong order), optionally animated.
    open func setValues(lower: Double, upper: Double, animated: Bool) {
        model.setValues(lower: lower, upper: upper, animated: animated)
    }

    /// Sets one thumb's value, optionally animated.
    open func setValue(_ value: Double, for thumb: RangeSliderThumb, animated: Bool) {
        model.setValue(value, for: thumb, animated: animated)
    }

    /// The value before the user's edit under way (a drag, a tap, a burst of keys, a VoiceOver
    /// step), from `.editingDidBegin` through `.editingDidEnd`; `nil` between edits. Read it in an
    /// `.editingDidEnd` action to register one undo per edit.
    public var valueBeforeEdit: ClosedRange<Double>? { model.valueBeforeEdit }

    /// Turns a value into the text VoiceOver reads and the value labels show; `nil` (the
    /// default) writes the number in the control's locale (or a tick's label at its value).
    @ControlSetting(\RangeSlider.model.valueFormatter) open var valueFormatter: (@Sendable (Double) -> String)?

    /// The selected range as text, "lower – upper", through ``valueFormatter``.
    public var rangeText: String { model.rangeText }

    /// The names VoiceOver reads for the thumbs; by default "Lower value" and "Upper value" in
    /// the control's language. A name you set is read as it is; setting one leaves the other's
    /// default. The slider's own `accessibilityLabel` names the group of thumbs.
    @ControlSetting(\RangeSlider.model.accessibilityLabels) open var thumbAccessibilityLabels: (lower: String, upper: String)

    // MARK: Thumbs

    /// The smallest allowed distance between the thumbs, in value units; default 0.
    @IBInspectable @ControlSetting(\RangeSlider.model.minimumDistance) open var minimumDistance: Double

    /// The largest allowed distance between the thumbs, in value units; `nil` (the default) for
    /// none.
    @ControlSetting(\RangeSlider.model.maximumDistance) open var maximumDistance: Double?

    /// When `true` a thumb dragged past the other one swaps roles with it; default `false`.
    @IBInspectable @ControlSetting(\RangeSlider.model.allowsCrossing) open var allowsCrossing: Bool

    /// When `true` dragging between the thumbs moves both; default `false`.
    @IBInspectable @ControlSetting(\RangeSlider.model.isRangeDraggable) open var isRangeDraggable: Bool

    /// When `true` (the default) a tap on the track moves the nearer thumb there.
    @IBInspectable @ControlSetting(\RangeSlider.model.movesNearestThumbOnTap) open var movesNearestThumbOnTap: Bool

    // MARK: Layout

    /// `.horizontal` (the default; mirrored in right-to-left layouts) or `.vertical` (minimum at
    /// the bottom).
    @ControlSetting(\RangeSlider.model.orientation) open var orientation: RangeSliderOrientation

    /// Room for value labels over the thumbs (beside them when vertical), points at the standard
    /// text size: the band, like the labels' font, grows with Dynamic Type, and so does the
    /// intrinsic height. 0 (the default) shows none. Labels that would collide merge into one
    /// "a – b" label.
    @IBInspectable @ControlSetting(converting: \RangeSlider.model.valueLabelSpace) open var valueLabelSpace: CGFloat

    /// Room for the ticks' labels under the track (beside it when vertical), points at the
    /// standard text size; 0 (the default) shows none.
    @IBInspectable @ControlSetting(converting: \RangeSlider.model.tickLabelSpace) open var tickLabelSpace: CGFloat

    // MARK: Look

    // UIKit colours are kept as given and resolved for the current traits at every render, so
    // dynamic colours (`.systemGray5`, asset colours) follow light, dark and contrast.

    /// The track outside the selected range; `nil` (the default) keeps the style's colour.
    @IBInspectable @StyleColor(\RangeSliderStyle.trackTintColor) open var trackTintColor: UIColor?

    /// The selected range between the thumbs; `nil` (the default) keeps the style's colour, which
    /// follows the view's `tintColor` unless the style sets it.
    @IBInspectable @StyleColor(\RangeSliderStyle.trackHighlightTintColor) open var trackHighlightTintColor: UIColor?

    /// The thumbs' fill; `nil` (the default) keeps the style's colour.
    @IBInspectable @StyleColor(\RangeSliderStyle.thumbTintColor) open var thumbTintColor: UIColor?

    /// The thumbs' outline; `nil` (the default) keeps the style's colour.
    @IBInspectable @StyleColor(\RangeSliderStyle.thumbOutlineColor) open var thumbOutlineColor: UIColor?

    /// The value and tick labels' colour; `nil` (the default) keeps the style's colour.
    @IBInspectable @StyleColor(\RangeSliderStyle.labelColor) open var labelColor: UIColor?

    /// How round track and thumbs are, 0 (square) to 1 (pill, the default).
    @IBInspectable @ControlSetting(converting: \RangeSlider.style.curvaceousness) open var curvaceousness: CGFloat

    // MARK: Accessibility: one adjustable element per thumb

    /// The range as read out, "lower – upper".
    override var modelAccessibilityValue: String? { model.rangeText }
}
#endif
