import CGtk
import Detent
import Foundation

/// The two-thumb slider of the original range-slider tutorial as a GTK 4 widget: a ``Detent/RangeSliderModel`` hosted by
/// ``ControlWidget``.
///
/// Keys adjust the focused thumb (``focusedThumb``); Tab moves from the lower to the upper thumb
/// before focus leaves the widget, Shift+Tab back. The accessible (role slider) shows the focused
/// thumb's element; a drag focuses the thumb it moves. Horizontal sliders follow GTK's text
/// direction unless ``layoutDirection`` is set. The look is ``ModelControlWidget/style``, a
/// ``Detent/RangeSliderStyle`` (colours, curvaceousness, shadow, labels; default: the original tutorial's look).
/// Values (`lowerValue...upperValue`) come out through ``ModelControlWidget/onEvent``,
/// ``ValueControlWidget/onValueChanged``, ``ModelControlWidget/eventStream()`` and
/// ``ValueControlWidget/valueStream()``.
public final class RangeSliderWidget: ValueControlWidget<RangeSliderModel> {
    /// Creates a slider with the original tutorial's defaults and a natural size of `width × height` points
    /// (default 300 × 32, each at least 1).
    public init(width: Int = 300, height: Int = 32) {
        super.init(model: RangeSliderModel(), style: RangeSliderStyle(), width: width, height: height)
        textDirectionChanged()
        updateOrientation()
    }

    // MARK: The model's properties

    /// The lower value; default 0.2. Setting it sends no event.
    public var lowerValue: Double {
        get { model.lowerValue }
        set { model.lowerValue = newValue; modelDidChange() }
    }

    /// The upper value; default 0.8. Setting it sends no event.
    public var upperValue: Double {
        get { model.upperValue }
        set { model.upperValue = newValue; modelDidChange() }
    }

    /// `lowerValue...upperValue`.
    public var values: ClosedRange<Double> { model.values }

    /// Sets both values (swapped if given in the wrong order), optionally animated.
    public func setValues(lower: Double, upper: Double, animated: Bool) {
        model.setValues(lower: lower, upper: upper, animated: animated)
        modelDidChange()
    }

    /// The smallest allowed `upperValue − lowerValue`; default 0.
    public var minimumDistance: Double {
        get { model.minimumDistance }
        set { model.minimumDistance = newValue; modelDidChange() }
    }

    /// The largest allowed `upperValue − lowerValue`; `nil` (the default) for no limit.
    public var maximumDistance: Double? {
        get { model.maximumDistance }
        set { model.maximumDistance = newValue; modelDidChange() }
    }

    /// Whether a thumb dragged past the other swaps roles with it; default `false`.
    public var allowsCrossing: Bool {
        get { model.allowsCrossing }
        set { model.allowsCrossing = newValue }
    }

    /// Whether dragging between the thumbs moves both; default `false`.
    public var isRangeDraggable: Bool {
        get { model.isRangeDraggable }
        set { model.isRangeDraggable = newValue }
    }

    /// Whether a click on the track moves the nearest thumb there; default `true`.
    public var movesNearestThumbOnTap: Bool {
        get { model.movesNearestThumbOnTap }
        set { model.movesNearestThumbOnTap = newValue }
    }

    /// The axis; default `.horizontal`. Also sets the accessible orientation.
    public var orientation: RangeSliderOrientation {
        get { model.orientation }
        set { model.orientation = newValue; updateOrientation(); modelDidChange() }
    }

    /// The reading direction of a horizontal slider; `nil` (the default) follows GTK's text
    /// direction for this widget.
    public var layoutDirection: ReadingDirection? {
        didSet { textDirectionChanged() }
    }

    /// Room for value labels across the axis, points; default 0 (none). See the model.
    public var valueLabelSpace: Double {
        get { model.valueLabelSpace }
        set { model.valueLabelSpace = newValue; modelDidChange() }
    }

    /// The thumb that keys adjust and the accessible describes; default `.lower`.
    public var focusedThumb: RangeSliderThumb {
        get { model.focusedThumb }
        set { model.focusedThumb = newValue; modelDidChange() }
    }

    /// The names read for the thumbs; default "Lower value" and "Upper value".
    public var accessibilityLabels: (lower: String, upper: String) {
        get { model.accessibilityLabels }
        set { model.accessibilityLabels = newValue; modelDidChange() }
    }

    /// Turns a value into text (labels, accessibility, ``rangeText``); `nil` uses the model's.
    public var valueFormatter: (@Sendable (Double) -> String)? {
        get { model.valueFormatter }
        set { model.valueFormatter = newValue; modelDidChange() }
    }

    /// The range as one text, "lower – upper", through `valueFormatter`.
    public var rangeText: String { model.rangeText }

    // MARK: ControlWidget hooks

    private func updateOrientation() {
        guard let widget else { return }
        detent_accessible_set_orientation(widget.accessible,
                                          model.orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
    }

    override func textDirectionChanged() {
        model.layoutDirection = layoutDirection ?? (isRightToLeft ? .rightToLeft : .leftToRight)
        modelDidChange()
    }

    override func handleOtherKey(_ keyval: guint, modifiers: GdkModifierType) -> Bool {
        let key = Int32(bitPattern: keyval)
        guard key == GDK_KEY_Tab || key == GDK_KEY_KP_Tab || key == GDK_KEY_ISO_Left_Tab else { return false }
        let backwards = key == GDK_KEY_ISO_Left_Tab || (modifiers.rawValue & GDK_SHIFT_MASK.rawValue) != 0
        return model.moveFocus(forward: !backwards)
    }

    override var currentAccessibilityElement: AccessibilityElement? { model.focusedAccessibilityElement }
}
