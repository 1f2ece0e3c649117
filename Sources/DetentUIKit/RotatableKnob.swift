#if canImport(UIKit)
import UIKit
import Combine
@_spi(Hosting) import Detent

/// An image knob turned by panning across 0–270°, reporting a value from 0 to 1. A UIKit host
/// for `RotatableKnobModel`.
///
/// ```swift
/// let knob = RotatableKnob(frame: CGRect(x: 0, y: 0, width: 160, height: 160))
/// knob.model.defaultValue = 0.5    // double-tap restores it
/// knob.setImage(UIImage(named: "knob"), for: .normal)
/// knob.valuePublisher.sink { print(Int(($0 * 100).rounded())) }.store(in: &subscriptions)
/// ```
///
/// By default Detent draws the knob itself; images per state replace the drawn body. See
/// ``DetentControl`` for the events it sends. Double-tap restores the model's `defaultValue`
/// (without first jumping). Its intrinsic size is 150 × 150 points.
@IBDesignable
open class RotatableKnob: DetentControl {
    /// The headless model this control shows: every setting of the knob (`defaultValue`,
    /// `knob.valueFormatter`…). Change it on the main thread; the control redraws after every
    /// change.
    public let model = RotatableKnobModel()
    private lazy var host = ModelHost(model, style: RotatableKnobStyle())
    override var hosted: any HostedModel { host }

    /// The knob's look; images set with ``setImage(_:for:)`` are added to its image names.
    open var style = RotatableKnobStyle() {
        didSet { render() }
    }

    private var stateImages: [RotatableKnobImageState: UIImage] = [:]

    // MARK: Value

    /// The value, 0…1; default 0. Setting it does not animate and sends no event.
    @IBInspectable open var value: Double {
        get { model.value }
        set { model.value = newValue }
    }

    /// Sets the value, optionally animated (0.25 s); sends no event.
    open func setValue(_ value: Double, animated: Bool) {
        model.setValue(value, animated: animated)
    }

    /// The value as a whole number 0–100 (the value × 100, rounded), for a level readout.
    public var level: Int { model.level }

    /// The distance between allowed values, 0…1; 0 (the default) is continuous.
    @IBInspectable open var step: Double {
        get { model.knob.step }
        set { model.knob.step = newValue }
    }

    /// When `true` (the default) `.valueChanged` is sent while panning; when `false` once at the end.
    @IBInspectable open var isContinuous: Bool {
        get { model.knob.isContinuous }
        set { model.knob.isContinuous = newValue }
    }

    /// The turn from value 0 to value 1, radians; default 3π/2 (270°).
    @IBInspectable open var sweepAngle: CGFloat {
        get { CGFloat(model.sweepAngle) }
        set { model.sweepAngle = Double(newValue) }
    }

    /// How far one point of pan turns the knob, radians; default π/180 (1°).
    @IBInspectable open var sensitivity: CGFloat {
        get { CGFloat(model.sensitivity) }
        set { model.sensitivity = Double(newValue) }
    }

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

    override func updateStyle() {
        var resolved = style
        for state in stateImages.keys { resolved.imageNames[state] = Self.imageName(for: state) }
        host.style = resolved
    }

    // MARK: Values out

    /// The value now and after every change, by the user or the program.
    public var valuePublisher: AnyPublisher<Double, Never> { host.valuePublisher }

    /// Every event of the core model.
    public var eventPublisher: AnyPublisher<ControlEvent<Double>, Never> { host.eventPublisher }

    /// A new stream of the values the user chooses (`.valueChanged` events from the core's stream).
    public var values: AsyncStream<Double> { host.valueStream() }

    /// A new stream of every event of the core model.
    public func eventStream() -> AsyncStream<ControlEvent<Double>> { host.eventStream() }

    // MARK: Accessibility

    override var modelAccessibilityElement: AccessibilityElement? { model.accessibilityElement }
    override func setModelAccessibilityLabel(_ label: String?) { model.knob.customAccessibilityLabel = label }
}
#endif
