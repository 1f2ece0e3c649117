#if canImport(UIKit)
import UIKit
import Combine
@_spi(Hosting) import Detent

/// A slider with two thumbs for a lower and an upper value.
/// A UIKit host for `RangeSliderModel`.
///
/// ```swift
/// let slider = RangeSlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
/// slider.minimumValue = 0
/// slider.maximumValue = 1_000_000
/// slider.setValues(lower: 120_000, upper: 640_000, animated: false)
/// slider.addTarget(self, action: #selector(rangeChanged(_:)), for: .valueChanged)
/// ```
///
/// Drag a thumb to move it (the dragged thumb is highlighted); tap the track to move the nearer
/// thumb there. Each thumb answers to a touch target of at least 44 × 44 points, even beyond the
/// slider's bounds. VoiceOver sees one adjustable element per thumb. The selected range follows
/// the view's `tintColor` unless ``trackHighlightTintColor`` or the style sets it. Like `UISlider`,
/// it is 31 points thick (plus ``valueLabelSpace`` and the model's `tickLabelSpace`) and as long
/// as its layout makes it. See ``DetentControl`` for the events it sends.
@IBDesignable
open class RangeSlider: DetentControl {
    /// The headless model this control shows: every setting of the slider (`orientation`,
    /// `maximumDistance`, `valueFormatter`…). Change it on the main thread; the control redraws
    /// after every change.
    public let model = RangeSliderModel()
    private lazy var host = ModelHost(model, style: RangeSliderStyle())
    override var hosted: any HostedModel { host }

    /// The slider's look. The colour properties below, when set, replace its colours.
    open var style = RangeSliderStyle() {
        didSet { render() }
    }

    private lazy var thumbElements: [RangeSliderThumbElement] = RangeSliderThumb.allCases.map {
        RangeSliderThumbElement(slider: self, thumb: $0)
    }

    // MARK: Values

    /// The lower value; default 0.2. Setting it keeps `minimumValue ≤ lowerValue ≤ upperValue`
    /// and sends no event.
    @IBInspectable open var lowerValue: Double {
        get { model.lowerValue }
        set { model.lowerValue = newValue }
    }

    /// The upper value; default 0.8. Setting it keeps `lowerValue ≤ upperValue ≤ maximumValue`
    /// and sends no event.
    @IBInspectable open var upperValue: Double {
        get { model.upperValue }
        set { model.upperValue = newValue }
    }

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

    /// The lowest value; default 0.
    @IBInspectable open var minimumValue: Double {
        get { model.minimumValue }
        set { model.minimumValue = newValue }
    }

    /// The highest value; default 1.
    @IBInspectable open var maximumValue: Double {
        get { model.maximumValue }
        set { model.maximumValue = newValue }
    }

    /// The distance between allowed values; 0 (the default) is continuous.
    @IBInspectable open var step: Double {
        get { model.step }
        set { model.step = newValue }
    }

    /// When `true` (the default) `.valueChanged` is sent while dragging; when `false` once at the end.
    @IBInspectable open var isContinuous: Bool {
        get { model.isContinuous }
        set { model.isContinuous = newValue }
    }

    /// The smallest allowed distance between the thumbs, in value units; default 0.
    @IBInspectable open var minimumDistance: Double {
        get { model.minimumDistance }
        set { model.minimumDistance = newValue }
    }

    /// When `true` a thumb dragged past the other one swaps roles with it; default `false`.
    @IBInspectable open var allowsCrossing: Bool {
        get { model.allowsCrossing }
        set { model.allowsCrossing = newValue }
    }

    /// When `true` dragging between the thumbs moves both; default `false`.
    @IBInspectable open var isRangeDraggable: Bool {
        get { model.isRangeDraggable }
        set { model.isRangeDraggable = newValue }
    }

    /// When `true` (the default) a tap on the track moves the nearer thumb there.
    @IBInspectable open var movesNearestThumbOnTap: Bool {
        get { model.movesNearestThumbOnTap }
        set { model.movesNearestThumbOnTap = newValue }
    }

    /// Room for value labels over the thumbs (beside them when vertical), points at the standard
    /// text size: the band, like the labels' font, grows with Dynamic Type, and so does the
    /// intrinsic height. 0 (the default) shows none. Labels that would collide merge into one
    /// "a – b" label.
    @IBInspectable open var valueLabelSpace: CGFloat {
        get { CGFloat(model.valueLabelSpace) }
        set { model.valueLabelSpace = Double(newValue) }
    }

    // MARK: Look (the colours and curvaceousness as properties)

    // UIKit colours are kept as given and resolved for the current traits at every render, so
    // dynamic colours (`.systemGray5`, asset colours) follow light and dark.

    /// The track outside the selected range; `nil` (the default) keeps the style's colour.
    @IBInspectable open var trackTintColor: UIColor? {
        didSet { render() }
    }

    /// The selected range between the thumbs; `nil` (the default) keeps the style's colour, which
    /// follows the view's `tintColor` unless the style sets it.
    @IBInspectable open var trackHighlightTintColor: UIColor? {
        didSet { render() }
    }

    /// The thumbs' fill; `nil` (the default) keeps the style's colour.
    @IBInspectable open var thumbTintColor: UIColor? {
        didSet { render() }
    }

    /// How round track and thumbs are, 0 (square) to 1 (pill, the default): the style's
    /// `curvaceousness`.
    @IBInspectable open var curvaceousness: CGFloat {
        get { CGFloat(style.curvaceousness) }
        set { style.curvaceousness = Double(newValue) }
    }

    override func updateStyle() {
        var resolved = style
        if let trackTintColor { resolved.trackTintColor = DrawingColor(trackTintColor, traits: traitCollection) }
        if let trackHighlightTintColor {
            resolved.trackHighlightTintColor = DrawingColor(trackHighlightTintColor, traits: traitCollection)
        }
        if let thumbTintColor { resolved.thumbTintColor = DrawingColor(thumbTintColor, traits: traitCollection) }
        host.style = resolved
    }

    // MARK: Values out

    /// `lowerValue...upperValue` now and after every change, by the user or the program.
    public var valuePublisher: AnyPublisher<ClosedRange<Double>, Never> { host.valuePublisher }

    /// Every event of the core model.
    public var eventPublisher: AnyPublisher<ControlEvent<ClosedRange<Double>>, Never> { host.eventPublisher }

    /// A new stream of the ranges the user chooses (`.valueChanged` events from the core's stream).
    public var values: AsyncStream<ClosedRange<Double>> { host.valueStream() }

    /// A new stream of every event of the core model.
    public func eventStream() -> AsyncStream<ControlEvent<ClosedRange<Double>>> { host.eventStream() }

    // MARK: Accessibility: one adjustable element per thumb

    /// Adjusts one thumb for VoiceOver; when the thumb moved, tells VoiceOver the layout changed
    /// so its focus outline follows the thumb's new frame. No element is passed: with one,
    /// VoiceOver would move focus to it again and read its label over the new value.
    func adjust(_ action: AdjustmentAction, thumb: RangeSliderThumbElement) {
        guard model.perform(action, on: thumb.thumb, cause: .assistiveTechnology) else { return }
        UIAccessibility.post(notification: .detentLayoutChanged, argument: nil)
    }

    /// The core's description of one thumb for VoiceOver.
    func accessibilityDescription(of thumb: RangeSliderThumb) -> AccessibilityElement {
        model.accessibilityElement(for: thumb)
    }

    /// The thumbs: the slider is a container of one adjustable element each.
    open override var accessibilityElements: [Any]? {
        get { thumbElements }
        set {}
    }

    /// A semantic group: VoiceOver reads the slider's `accessibilityLabel` ("Price") as it enters.
    open override var accessibilityContainerType: UIAccessibilityContainerType {
        get { .semanticGroup }
        set {}
    }

    /// The range as read out, "lower – upper".
    open override var accessibilityValue: String? {
        get { onMainActor { model.rangeText } }
        set {}
    }
}

/// One thumb of a ``RangeSlider`` as VoiceOver sees it: adjustable, labelled, valued and enabled as
/// the core says, identified by the core's identifier ("lowerThumb", "upperThumb") for UI tests, and
/// framed on the thumb (converted to screen coordinates when VoiceOver asks).
final class RangeSliderThumbElement: UIAccessibilityElement {
    private weak var slider: RangeSlider?
    let thumb: RangeSliderThumb

    init(slider: RangeSlider, thumb: RangeSliderThumb) {
        self.slider = slider
        self.thumb = thumb
        super.init(accessibilityContainer: slider)
        // `UIAccessibilityElement`'s documented default is `false`.
        isAccessibilityElement = true
        accessibilityIdentifier = slider.accessibilityDescription(of: thumb).identifier
    }

    private var element: AccessibilityElement? { slider?.accessibilityDescription(of: thumb) }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { onMainActor { .detentAdjustable(isEnabled: element?.isEnabled ?? false) } }
        set {}
    }

    override var accessibilityLabel: String? {
        get { onMainActor { element?.label } }
        set {}
    }

    override var accessibilityValue: String? {
        get { onMainActor { element?.value } }
        set {}
    }

    override var accessibilityFrame: CGRect {
        get {
            onMainActor {
                guard let slider, let element else { return .zero }
                return UIAccessibility.convertToScreenCoordinates(slider.viewRect(element.frame), in: slider)
            }
        }
        set {}
    }

    override func accessibilityIncrement() {
        onMainActor { slider?.adjust(.increment, thumb: self) }
    }

    override func accessibilityDecrement() {
        onMainActor { slider?.adjust(.decrement, thumb: self) }
    }
}
#endif
