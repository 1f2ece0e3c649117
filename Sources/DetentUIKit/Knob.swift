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
/// ``DetentControl`` for the events it sends. Double-tap restores ``defaultValue`` (without first
/// jumping to the finger; VoiceOver offers it as an action). Its intrinsic size is 150 × 150
/// points.
@IBDesignable
open class Knob: ValueRangeControl, ValueReportingControl {
    /// The headless model this control shows, for advanced use (the control's properties cover
    /// every setting). Change it on the main thread; the control redraws after every change.
    public let model = KnobModel()
    private lazy var host = ModelHost(model, style: KnobStyle())
    override var hosted: any HostedModel { host }
    override var rangeModel: any ValueRangeModel & PointerInput { model }
    @_spi(Hosting) public var valueRelay: ValueRelay<Double> { host.relay }

    /// Creates a knob at `value` in `range` (default 0…1) with `step` (default 0, continuous),
    /// 150 points square. Bad input follows the model's rules (NaN values are ignored, an
    /// inverted range is put in order).
    public convenience init(value: Double, in range: ClosedRange<Double> = 0...1, step: Double = 0) {
        self.init(frame: CGRect(x: 0, y: 0, width: ControlSizing.knobSide, height: ControlSizing.knobSide))
        configureRange(range, step: step) { model.value = value }
    }

    /// The knob's look as data, for what has no property here (fonts, line caps). The colour
    /// properties, when set, replace its colours.
    open var style = KnobStyle() {
        didSet { render() }
    }

    // MARK: Value

    /// The value, in `minimumValue…maximumValue`; default 0. Setting it does not animate and sends
    /// no event.
    @IBInspectable open var value: Double {
        get { model.value }
        set { model.value = newValue }
    }

    /// Sets the value; with `animated` the pointer turns along the track (never across the gap)
    /// over 0.25 s. Sends no event.
    open func setValue(_ value: Double, animated: Bool) {
        model.setValue(value, animated: animated)
    }

    /// The value before the user's edit under way (a drag, a tap, a burst of keys, a VoiceOver
    /// step), from `.editingDidBegin` through `.editingDidEnd`; `nil` between edits. Read it in an
    /// `.editingDidEnd` action to register one undo per edit.
    public var valueBeforeEdit: Double? { model.valueBeforeEdit }

    /// The value a double tap (or VoiceOver's reset action) restores, animated; `nil` (the
    /// default) disables the reset.
    open var defaultValue: Double? {
        get { model.defaultValue }
        set { model.defaultValue = newValue }
    }

    /// The value a bipolar knob rests around (a pan's centre): the value arc is drawn from it;
    /// `nil` (the default) for none.
    open var neutralValue: Double? {
        get { model.neutralValue }
        set { model.neutralValue = newValue }
    }

    /// Turns a value into the text VoiceOver reads and the centre label shows; `nil` (the
    /// default) writes the number in the control's locale (or a tick's label at its value).
    open var valueFormatter: (@Sendable (Double) -> String)? {
        get { model.valueFormatter }
        set { model.valueFormatter = newValue }
    }

    /// The value as text, through ``valueFormatter``.
    public var valueText: String { model.valueText }

    // MARK: Geometry

    /// The angle of the minimum value, radians, 0 at 3 o'clock, clockwise; default −11π/8.
    @IBInspectable open var startAngle: CGFloat {
        get { CGFloat(model.startAngle) }
        set { model.startAngle = Double(newValue) }
    }

    /// The angle of the maximum value, radians; default 3π/8.
    @IBInspectable open var endAngle: CGFloat {
        get { CGFloat(model.endAngle) }
        set { model.endAngle = Double(newValue) }
    }

    /// The width of track and pointer, points; default 2.
    @IBInspectable open var lineWidth: CGFloat {
        get { CGFloat(model.lineWidth) }
        set { model.lineWidth = Double(newValue) }
    }

    /// The pointer's length, points; default 6.
    @IBInspectable open var pointerLength: CGFloat {
        get { CGFloat(model.pointerLength) }
        set { model.pointerLength = Double(newValue) }
    }

    /// When `true` the knob is endless (an encoder): no end stops, the value wraps from the
    /// maximum to the minimum. Default `false`.
    @IBInspectable open var wrapsAround: Bool {
        get { model.wrapsAround }
        set { model.wrapsAround = newValue }
    }

    /// How many full turns the range spans, 1…100; default 1 (the arc from ``startAngle`` to
    /// ``endAngle``).
    @IBInspectable open var numberOfTurns: Int {
        get { model.numberOfTurns }
        set { model.numberOfTurns = newValue }
    }

    /// Draws a value arc from the minimum (or ``neutralValue``) to the value; default `false`.
    @IBInspectable open var showsValueArc: Bool {
        get { model.showsValueArc }
        set { model.showsValueArc = newValue }
    }

    // MARK: Interaction

    /// How a drag changes the value: `.absolute` (the default: the pointer follows the finger),
    /// `.rotary`, `.vertical` or `.horizontal` (relative).
    open var interactionMode: KnobInteractionMode {
        get { model.interactionMode }
        set { model.interactionMode = newValue }
    }

    /// When `true`, relative drags move more slowly the farther the finger is from the centre;
    /// default `false`.
    @IBInspectable open var isFineAdjustmentEnabled: Bool {
        get { model.isFineAdjustmentEnabled }
        set { model.isFineAdjustmentEnabled = newValue }
    }

    /// When `true`, a drag begins only on the pointer; default `false`.
    @IBInspectable open var beginsOnPointerOnly: Bool {
        get { model.beginsOnPointerOnly }
        set { model.beginsOnPointerOnly = newValue }
    }

    /// How far from the pointer a touch still hits it, points; default 22 (a 44-point target).
    @IBInspectable open var pointerHitRadius: CGFloat {
        get { CGFloat(model.pointerHitRadius) }
        set { model.pointerHitRadius = Double(newValue) }
    }

    /// How long after a tap a second one makes a double tap, seconds; default 0.35.
    @IBInspectable open var doubleTapInterval: Double {
        get { model.doubleTapInterval }
        set { model.doubleTapInterval = newValue }
    }

    // MARK: Look

    /// The track's colour; `nil` (the default) uses the pointer's, the view's `tintColor`.
    /// Dynamic colours follow light, dark and contrast.
    @IBInspectable open var trackColor: UIColor? {
        didSet { render() }
    }

    /// The centre value label's colour; `nil` (the default) uses the tint, darkened or lightened
    /// just enough to read against the page.
    @IBInspectable open var valueLabelColor: UIColor? {
        didSet { render() }
    }

    /// Shows the value in the centre; default `false`.
    @IBInspectable open var showsValueLabel: Bool {
        get { style.showsValueLabel }
        set { style.showsValueLabel = newValue }
    }

    /// An image drawn instead of the pointer line, pointing right at rest; `nil` (the default)
    /// draws the line. A template image (or an SF Symbol) is drawn in the pointer's colour; an
    /// asset's dark and high-contrast variants follow the traits.
    @IBInspectable open var pointerImage: UIImage? {
        didSet { images[Self.pointerImageName] = pointerImage }
    }

    private static let pointerImageName = "DetentUIKit.Knob.pointer"

    override func updateStyle() {
        var resolved = style
        if pointerImage != nil { resolved.pointerImageName = Self.pointerImageName }
        resolved.trackColor = drawingColor(trackColor) ?? resolved.trackColor
        resolved.valueLabelColor = drawingColor(valueLabelColor) ?? resolved.valueLabelColor
        host.style = resolved
    }

    // MARK: Accessibility

    override var modelAccessibilityElement: AccessibilityElement? { model.accessibilityElement }
    override func setModelAccessibilityLabel(_ label: String?) { model.customAccessibilityLabel = label }
}
#endif
