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
/// slider's bounds. VoiceOver sees one adjustable element per thumb. The selected range follows the
/// view's `tintColor` unless ``MultiThumbControl/trackHighlightTintColor`` or the style sets it.
/// Like `UISlider`, it is 31 points thick (plus ``MultiThumbControl/valueLabelSpace`` and
/// ``MultiThumbControl/tickLabelSpace``, which grow with Dynamic Type) and as long as its layout
/// makes it. See ``DetentControl`` for the events it sends.
///
/// Its thumbs' settings and colours (``MultiThumbControl/orientation``,
/// ``MultiThumbControl/minimumDistance``, ``MultiThumbControl/trackHighlightTintColor``…) are
/// set through ``MultiThumbControl``, and its range, step, ticks and scale through
/// ``ValueRangeControl``, the classes it inherits them from.
@IBDesignable
open class RangeSlider: MultiThumbControl, ValueReportingControl, ModelHosting {
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

    // MARK: Values

    /// The lower value. See `RangeSliderModel.lowerValue`.
    @IBInspectable @ControlSetting(\RangeSlider.model.lowerValue) open var lowerValue: Double

    /// The upper value. See `RangeSliderModel.upperValue`.
    @IBInspectable @ControlSetting(\RangeSlider.model.upperValue) open var upperValue: Double

    /// `lowerValue...upperValue`.
    public var selectedRange: ClosedRange<Double> { model.values }

    /// The values a double tap, VoiceOver's reset action and ``DetentControl/reset(animated:)``
    /// restore; `nil` for none. See `RangeSliderModel.defaultValues`.
    @ControlSetting(\RangeSlider.model.defaultValues) open var defaultValues: ClosedRange<Double>?

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

    /// The selected range as text, "lower – upper", through ``MultiThumbControl/valueFormatter``.
    public var rangeText: String { model.rangeText }

    /// The names VoiceOver reads for the thumbs; the slider's own `accessibilityLabel` names the
    /// group of thumbs. See `RangeSliderModel.accessibilityLabels`.
    @ControlSetting(\RangeSlider.model.accessibilityLabels) open var thumbAccessibilityLabels: (lower: String, upper: String)

    // MARK: Thumbs

    /// When `true` a thumb dragged past the other one swaps roles with it. See
    /// `RangeSliderModel.allowsCrossing`.
    @IBInspectable @ControlSetting(\RangeSlider.model.allowsCrossing) open var allowsCrossing: Bool

    /// When `true` dragging between the thumbs moves both. See `RangeSliderModel.isRangeDraggable`.
    @IBInspectable @ControlSetting(\RangeSlider.model.isRangeDraggable) open var isRangeDraggable: Bool
}
#endif
