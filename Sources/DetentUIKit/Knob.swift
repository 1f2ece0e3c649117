#if canImport(UIKit)
import UIKit
import Combine
@_spi(Hosting) import Detent

/// A circular slider: an arc track and a pointer that follows the
/// finger, stroked in the view's `tintColor`. A UIKit host for `KnobModel`.
///
/// ```swift
/// let knob = Knob(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
/// knob.lineWidth = 4
/// knob.pointerLength = 12
/// knob.addTarget(self, action: #selector(knobChanged(_:)), for: .valueChanged)
/// knob.setValue(0.75, animated: true)
/// ```
///
/// Touches, taps, VoiceOver adjustments and animation go through the model; see
/// ``DetentControl`` for the events it sends. Double-tap restores the model's `defaultValue`
/// (without first jumping to the finger). Its intrinsic size is 150 × 150 points.
@IBDesignable
open class Knob: DetentControl {
    /// The headless model this control shows: every setting of the knob (`defaultValue`,
    /// `interactionMode`, `valueFormatter`…). Change it on the main thread; the control redraws
    /// after every change.
    public let model = KnobModel()
    private lazy var host = ModelHost(model, style: KnobStyle())
    override var hosted: any HostedModel { host }

    /// The knob's look. Its `tintColor` is `nil` by default, so track and pointer follow the
    /// view's `tintColor`; set it to override.
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

    /// The distance between allowed values; 0 (the default) is continuous. Every step the user
    /// reaches plays a haptic.
    @IBInspectable open var step: Double {
        get { model.step }
        set { model.step = newValue }
    }

    /// When `true` (the default) `.valueChanged` is sent while the finger moves; when `false`
    /// once, when it lifts.
    @IBInspectable open var isContinuous: Bool {
        get { model.isContinuous }
        set { model.isContinuous = newValue }
    }

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

    // MARK: Interaction

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

    // MARK: Look

    /// Shows the value in the centre, in the tint colour; default `false`.
    @IBInspectable open var showsValueLabel: Bool {
        get { style.showsValueLabel }
        set { style.showsValueLabel = newValue }
    }

    /// An image drawn instead of the pointer line, pointing right at rest;
    /// `nil` (the default) draws the line.
    @IBInspectable open var pointerImage: UIImage? {
        didSet { images[Self.pointerImageName] = pointerImage }
    }

    private static let pointerImageName = "DetentUIKit.Knob.pointer"

    override func updateStyle() {
        var resolved = style
        if pointerImage != nil { resolved.pointerImageName = Self.pointerImageName }
        host.style = resolved
    }

    // MARK: Values out

    /// The value now and after every change, by the user or the program.
    public var valuePublisher: AnyPublisher<Double, Never> { host.valuePublisher }

    /// Every event of the core model: value changes, editing, detents.
    public var eventPublisher: AnyPublisher<ControlEvent<Double>, Never> { host.eventPublisher }

    /// A new stream of the values the user chooses (`.valueChanged` events from the core's stream).
    public var values: AsyncStream<Double> { host.valueStream() }

    /// A new stream of every event of the core model.
    public func eventStream() -> AsyncStream<ControlEvent<Double>> { host.eventStream() }

    // MARK: Accessibility

    override var modelAccessibilityElement: AccessibilityElement? { model.accessibilityElement }
    override func setModelAccessibilityLabel(_ label: String?) { model.customAccessibilityLabel = label }
}
#endif
