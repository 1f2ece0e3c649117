#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// A slider with 1 to 16 thumbs on one track, each for a value: the split points of a crossover,
/// the stops of a gradient, the keyframes of an envelope. A UIKit host for `MultiSliderModel`;
/// every setting of the model is a property here, and the range slider's names mean the same
/// here.
///
/// ```swift
/// let crossover = MultiSlider(values: [200, 2_000, 8_000], in: 20...20_000)
/// crossover.scale = .logarithmic
/// crossover.minimumDistance = 50
/// crossover.collision = .push
/// crossover.addTarget(self, action: #selector(splitsChanged(_:)), for: .valueChanged)
/// ```
///
/// Drag a thumb to move it (the dragged thumb is highlighted); where thumbs lie on top of each
/// other, the drag's direction picks the one that moves. Tap the track to move the nearest thumb
/// there. Neighbours keep ``MultiThumbControl/minimumDistance`` and
/// ``MultiThumbControl/maximumDistance`` apart; a thumb that meets one stops, or carries it along
/// with ``collision`` `.push`. Each thumb answers to a touch target of at least 44 × 44 points.
/// VoiceOver sees one adjustable element per thumb, in a group the slider's `accessibilityLabel`
/// names; Tab and Shift-Tab move a hardware keyboard's arrows from thumb to thumb. The highlighted
/// track, from the lowest thumb to the highest, follows the view's `tintColor` unless
/// ``MultiThumbControl/trackHighlightTintColor`` or the style sets it. Like `UISlider`, it is 31
/// points thick (plus ``MultiThumbControl/valueLabelSpace`` and
/// ``MultiThumbControl/tickLabelSpace``, which grow with Dynamic Type) and as long as its layout
/// makes it. See ``DetentControl`` for the events it sends.
///
/// Its thumbs' settings and colours (``MultiThumbControl/orientation``,
/// ``MultiThumbControl/minimumDistance``, ``MultiThumbControl/trackHighlightTintColor``…) are
/// set through ``MultiThumbControl``, and its range, step, ticks and scale through
/// ``ValueRangeControl``, the classes it inherits them from.
@IBDesignable
open class MultiSlider: MultiThumbControl, ValueReportingControl, ModelHosting {
    /// The headless model this control shows, for advanced use (the control's properties cover
    /// every setting). Change it on the main thread; the control redraws after every change.
    public let model = MultiSliderModel()

    /// Creates a horizontal slider with one thumb per entry of `values` (1 to 16; sorted, NaN left
    /// out) in `range` (default 0…1) with `step` (default 0, continuous), 200 × 31 points.
    public convenience init(values: [Double], in range: ClosedRange<Double> = 0...1, step: Double = 0) {
        self.init(frame: CGRect(x: 0, y: 0, width: ControlSizing.idealBarLength, height: ControlSizing.sliderThickness))
        configureRange(range, step: step) { model.values = values }
    }

    // MARK: Values

    /// The thumbs' values, lowest first; setting it may change the number of thumbs. See
    /// `MultiSliderModel.values`.
    @ControlSetting(\MultiSlider.model.values) open var values: [Double]

    /// The values a double tap, VoiceOver's reset action and ``DetentControl/reset(animated:)``
    /// restore, thumb count included; `nil` for none. See `MultiSliderModel.defaultValues`.
    @ControlSetting(\MultiSlider.model.defaultValues) open var defaultValues: [Double]?

    /// How many thumbs the slider has, 1 to 16.
    public var thumbCount: Int { model.thumbCount }

    /// Sets every thumb at once (see ``values``); with `animated` the thumbs slide there over
    /// 0.25 s when their number stays. Sends no event.
    open func setValues(_ values: [Double], animated: Bool) {
        model.setValues(values, animated: animated)
    }

    /// Sets thumb `index`'s value (0 is the lowest), held between its neighbours; optionally
    /// animated. Sends no event; NaN and an index out of range are ignored.
    open func setValue(_ value: Double, forThumb index: Int, animated: Bool) {
        model.setValue(value, forThumb: index, animated: animated)
    }

    /// Adds a thumb at `value` where it belongs in the order; returns its index, or `nil` when
    /// `value` is NaN or the slider already has 16 thumbs. The change itself sends no event; a
    /// drag under way ends first, with its own `.editingDidEnd`.
    @discardableResult
    open func insertThumb(withValue value: Double) -> Int? {
        model.insertThumb(withValue: value)
    }

    /// Removes thumb `index` (0 is the lowest); returns `false`, changing nothing, for an index out
    /// of range or the last thumb. The change itself sends no event; a drag under way ends first,
    /// with its own `.editingDidEnd`.
    @discardableResult
    open func removeThumb(at index: Int) -> Bool {
        model.removeThumb(at: index)
    }

    /// The values before the user's edit under way (a drag, a tap, a burst of keys, a VoiceOver
    /// step), from `.editingDidBegin` through `.editingDidEnd`; `nil` between edits. Read it in an
    /// `.editingDidEnd` action to register one undo per edit.
    public var valueBeforeEdit: [Double]? { model.valueBeforeEdit }

    /// The text of `value`, through ``MultiThumbControl/valueFormatter``.
    public func valueText(for value: Double) -> String { model.valueText(for: value) }

    /// The names VoiceOver reads for the thumbs, lowest first; the slider's own
    /// `accessibilityLabel` names the group of thumbs. See `MultiSliderModel.accessibilityLabels`.
    @ControlSetting(\MultiSlider.model.accessibilityLabels) open var thumbAccessibilityLabels: [String]

    // MARK: Thumbs

    /// What a dragged thumb does at a neighbour: `.stop` stops it, `.push` carries the neighbours
    /// along. See `MultiSliderModel.collision`.
    @ControlSetting(\MultiSlider.model.collision) open var collision: MultiSliderCollision

    /// The thumb a hardware keyboard's arrows move (0 is the lowest); Tab and Shift-Tab move it.
    /// See `MultiSliderModel.focusedThumb`.
    @ControlSetting(\MultiSlider.model.focusedThumb) open var focusedThumb: Int
}
#endif
