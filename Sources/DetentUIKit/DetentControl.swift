#if canImport(UIKit)
import UIKit
import Detent

/// What ``Knob``, ``RangeSlider``, ``RotaryWheel`` and ``RotatableKnob`` share: the UIKit side of a
/// Detent control. It forwards touches, taps, accessibility adjustments, layout, tint and enabled
/// state to the core model, paints the model's ``Drawing`` with Core Animation, drives the model's
/// clock with a display link while it animates, and turns the model's events into target-action
/// events and haptics. It decides nothing itself.
///
/// Events sent to targets:
/// - `.valueChanged`: the user changed the value (for the wheel: the selection), continuously or
///   once at the end, as `isContinuous` says. Programmatic changes send nothing, as in UIKit.
/// - `.editingDidBegin` / `.editingDidEnd`: a drag began / ended or was cancelled.
/// - `.primaryActionTriggered`: the wheel's centre button (or VoiceOver's activate on the wheel).
///
/// Use the subclasses; this class cannot be used on its own.
@MainActor
public class DetentControl: UIControl {
    // MARK: Subclass hooks

    /// The model this control hosts. Subclasses override.
    var hosted: any HostedModel {
        preconditionFailure("DetentControl is abstract: use Knob, RangeSlider, RotaryWheel or RotatableKnob")
    }

    /// Refreshes the hosted model's style from the control's properties, tint and traits; called
    /// before every render. Subclasses override.
    func updateStyle() {}

    /// The one accessibility element this control is, or `nil` for a container of elements.
    var modelAccessibilityElement: AccessibilityElement? { nil }

    // MARK: Shared state

    let renderer = DrawingLayerRenderer()
    private let clock = FrameClock()
    private var selectionFeedback: UISelectionFeedbackGenerator?

    /// When `true` (the default) the control plays a selection haptic at every detent the user
    /// crosses: a step, a sector boundary, an end of the range.
    @IBInspectable public var isHapticFeedbackEnabled: Bool = true

    /// Images the drawing names (a knob's pointer image, a rotatable knob's images), by name; names
    /// missing here are looked up with `UIImage(named:)` in the main bundle.
    public var images: [String: UIImage] = [:] {
        didSet {
            renderer.invalidateContent()
            modelDidChange()
        }
    }

    /// Creates the control in `frame`, with its model's defaults.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpControl()
    }

    /// Creates the control from a storyboard or nib; the inspectable properties are set afterwards.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpControl()
    }

    private func setUpControl() {
        isOpaque = false
        layer.addSublayer(renderer.rootLayer)
        renderer.contentsScale = max(traitCollection.displayScale, 1)
        renderer.imageProvider = { [weak self] name in
            self?.images[name] ?? UIImage(named: name, in: nil, compatibleWith: self?.traitCollection)
        }
        clock.onFrame = { [weak self] in self?.frameTick() }
        hosted.attach(to: self)
        hostedModel.isEnabled = isEnabled
        isAccessibilityElement = modelAccessibilityElement != nil
        accessibilityTraits = .detentAdjustable
        installTapRecognizer()
    }

    /// The hosted model, for what every control forwards the same way.
    private var hostedModel: any PointerInput { hosted.controlModel }

    /// Installs the tap recognizer the model asks for (a double tap for the knobs' reset, a single
    /// tap for the range slider and the wheel). It never delays the control's own tracking
    /// (`delaysTouchesEnded` is off).
    private func installTapRecognizer() {
        let recognizer = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        recognizer.numberOfTapsRequired = type(of: hostedModel).tapCount
        recognizer.delaysTouchesEnded = false
        addGestureRecognizer(recognizer)
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        // UIKit may send this before it ends the tracking of the same touch; the model cancels it.
        hostedModel.tapGesture(at: recognizer.location(in: self))
        modelDidChange()
    }

    // MARK: Updating

    /// Redraws the control after its model changed, starts or stops the animation machinery and
    /// publishes the value. The controls call it after every property change and every forwarded
    /// event; call it yourself after changing the `model` directly.
    public func modelDidChange() {
        if hostedModel.isAnimating {
            // Fixes the start of an animation that was just requested (it starts at the first
            // clock reading after the request).
            hostedModel.advance(to: CACurrentMediaTime())
        }
        render()
        if hostedModel.isAnimating {
            if let animation = hosted.animation() { renderer.play(animation) }
            clock.start()
        } else {
            renderer.stopAnimations()
            clock.stop()
        }
        hosted.publishValue()
    }

    private func frameTick() {
        let animating = hostedModel.advance(to: CACurrentMediaTime())
        render()
        if !animating {
            renderer.stopAnimations()
            clock.stop()
            hosted.publishValue()
        }
    }

    private func render() {
        updateStyle()
        renderer.render(hosted.drawing())
    }

    /// Called by the model host for every event the model sends.
    func modelSent(_ event: ModelEventKind) {
        switch event {
        case .valueChanged, .selectionChanged:
            sendActions(for: .valueChanged)
        case .editingDidBegin:
            if isHapticFeedbackEnabled {
                if selectionFeedback == nil { selectionFeedback = UISelectionFeedbackGenerator() }
                selectionFeedback?.prepare()
            }
            sendActions(for: .editingDidBegin)
        case .editingDidEnd:
            sendActions(for: .editingDidEnd)
        case .primaryAction:
            sendActions(for: .primaryActionTriggered)
        case .detent:
            guard isHapticFeedbackEnabled else { return }
            if selectionFeedback == nil { selectionFeedback = UISelectionFeedbackGenerator() }
            selectionFeedback?.selectionChanged()
            selectionFeedback?.prepare()
        }
    }

    // MARK: UIView

    public override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        renderer.rootLayer.frame = bounds
        CATransaction.commit()
        hostedModel.bounds = bounds
        modelDidChange()
    }

    public override func tintColorDidChange() {
        super.tintColorDidChange()
        modelDidChange()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.displayScale > 0 { renderer.contentsScale = traitCollection.displayScale }
        renderer.invalidateContent()
        modelDidChange()
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        if let scale = window?.screen.scale { renderer.contentsScale = scale }
        modelDidChange()
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        onMainActor {
            hostedModel.bounds = bounds
            modelDidChange()
        }
    }

    // MARK: UIControl

    public override var isEnabled: Bool {
        didSet {
            hostedModel.isEnabled = isEnabled
            modelDidChange()
        }
    }

    public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let began = hostedModel.beginTracking(at: touch.location(in: self), time: touch.timestamp)
        modelDidChange()
        return began
    }

    public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let goesOn = hostedModel.continueTracking(at: touch.location(in: self), time: touch.timestamp)
        modelDidChange()
        return goesOn
    }

    public override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        hostedModel.endTracking(at: touch?.location(in: self), time: touch?.timestamp ?? CACurrentMediaTime())
        modelDidChange()
        super.endTracking(touch, with: event)
    }

    public override func cancelTracking(with event: UIEvent?) {
        hostedModel.cancelTracking()
        modelDidChange()
        super.cancelTracking(with: event)
    }

    // MARK: Accessibility (one adjustable element; the range slider overrides)

    /// The name VoiceOver reads, from the model (`accessibilityLabel` of the core model); setting
    /// it sets the model's.
    public override var accessibilityLabel: String? {
        get { onMainActor { modelAccessibilityElement?.label } }
        set { onMainActor { setModelAccessibilityLabel(newValue) } }
    }

    /// Sets the model's accessibility label. Subclasses override.
    func setModelAccessibilityLabel(_ label: String?) {}

    /// The value VoiceOver reads, from the model (its formatted value, or the wheel's sector title).
    public override var accessibilityValue: String? {
        get { onMainActor { modelAccessibilityElement?.value } }
        set {}
    }

    public override func accessibilityIncrement() {
        onMainActor {
            _ = hostedModel.perform(.increment)
            modelDidChange()
        }
    }

    public override func accessibilityDecrement() {
        onMainActor {
            _ = hostedModel.perform(.decrement)
            modelDidChange()
        }
    }
}
#endif
