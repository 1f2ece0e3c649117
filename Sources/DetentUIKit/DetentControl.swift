#if canImport(UIKit)
import UIKit
import Detent

/// What ``Knob``, ``RangeSlider``, ``RotaryWheel`` and ``RotatableKnob`` share: the UIKit side of a
/// Detent control. It forwards touches, taps, accessibility adjustments, layout and UIKit's
/// environment (tint, enabled state, layout direction, light or dark, contrast, reduce motion, text
/// size) to the core model; it observes the model once, and after every change paints the model's
/// ``Drawing`` with Core Animation and drives the model's clock with a display link while it
/// animates; and it turns the model's events into target-action events, publishers and the
/// haptics the core asks for. It decides nothing itself.
///
/// Change the control's `model` directly as you like (on the main thread): the control redraws
/// after every change.
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

    /// Refreshes the hosted model's style from the control's style properties and traits; called
    /// before every render. Subclasses override.
    func updateStyle() {}

    /// The one accessibility element this control is, or `nil` for a container of elements.
    var modelAccessibilityElement: AccessibilityElement? { nil }

    // MARK: Shared state

    let renderer = DrawingLayerRenderer()
    private let clock = FrameClock()
    private var changesToken: ObservationToken?
    private let feedbackPlayer = HapticFeedbackPlayer()

    /// True while the frame clock advances the model (the changes it notifies are the motion's own).
    private var isAdvancingClock = false
    /// True when the keyframe animations must be sampled again from the model at the next frame:
    /// something other than the clock changed the model while it animates, or a value, selection
    /// or editing event was sent during a frame (its receiver may have started a new animation).
    private var needsKeyframes = false

    /// When `true` (the default) the control plays the haptics the core asks for at the detents the
    /// user crosses: a selection tick at a step or a sector boundary, a light impact at an end of
    /// the range (``Detent/ControlEvent/feedback(cause:)``).
    @IBInspectable public var isHapticFeedbackEnabled: Bool = true

    /// Images the drawing names (a knob's pointer image, a rotatable knob's images), by name; names
    /// missing here are looked up with `UIImage(named:)` in the main bundle.
    public var images: [String: UIImage] = [:] {
        didSet {
            renderer.invalidateContent()
            render()
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
        clock.onFrame = { [weak self] in self?.advanceClock() }
        hosted.attach(to: self)
        changesToken = hostedModel.changes.observe { [weak self] in self?.modelChanged() }
        isAccessibilityElement = modelAccessibilityElement != nil
        installTapRecognizer()
        NotificationCenter.default.addObserver(self, selector: #selector(reduceMotionStatusDidChange),
                                               name: UIAccessibility.reduceMotionStatusDidChangeNotification,
                                               object: nil)
        updateEnvironment()
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
    }

    // MARK: Following the model

    /// Runs after every change of the model: redraws, keeps the frame clock running exactly while
    /// the model animates, and publishes the value.
    private func modelChanged() {
        render()
        if hostedModel.isAnimating {
            if !isAdvancingClock { needsKeyframes = true }
            clock.start()
        } else if clock.isRunning {
            clock.stop()
            renderer.stopAnimations()
            needsKeyframes = false
        }
        hosted.publishValue()
    }

    /// One frame of the display link: advances the model's clock (its change notification redraws,
    /// and stops the clock when the motion is over), then samples the keyframe animations again if
    /// something asked for it. An animation starts at the first clock reading after it was
    /// requested, so its keyframes are sampled here, after that reading.
    private func advanceClock() {
        isAdvancingClock = true
        hostedModel.advance(to: CACurrentMediaTime())
        isAdvancingClock = false
        guard hostedModel.isAnimating, needsKeyframes, let animation = hosted.animation() else { return }
        needsKeyframes = false
        renderer.play(animation)
    }

    /// Paints the model's current drawing with the control's current style.
    func render() {
        updateStyle()
        renderer.render(hosted.drawing())
    }

    /// Called by the model host for every event the model sends, with the feedback the core says
    /// it deserves.
    func modelSent(_ event: ModelEventKind, feedback: Feedback?) {
        // Receivers of these events may start a new animation during a frame (the wheel settles
        // and reports its selection inside `advance(to:)`); then the motion is sampled again after
        // the frame. Detents are left out: a glide passes many, and sampling it costs a drawing
        // per keyframe.
        if isAdvancingClock, event != .detent { needsKeyframes = true }
        if isHapticFeedbackEnabled, let feedback { feedbackPlayer.play(feedback) }
        switch event {
        case .valueChanged, .selectionChanged:
            sendActions(for: .valueChanged)
        case .editingDidBegin:
            if isHapticFeedbackEnabled {
                // Wakes the Taptic Engine so the first detent of the drag plays without delay.
                feedbackPlayer.prepare()
            }
            sendActions(for: .editingDidBegin)
        case .editingDidEnd:
            sendActions(for: .editingDidEnd)
        case .primaryAction:
            sendActions(for: .primaryActionTriggered)
        case .detent:
            break
        }
    }

    // MARK: Environment

    /// Passes UIKit's environment to the model (which notifies, and the control redraws, only when
    /// something in it changed).
    private func updateEnvironment() {
        let environment = ControlEnvironment(of: self, isEnabled: isEnabled)
        if hostedModel.environment != environment { hostedModel.environment = environment }
    }

    @objc private func reduceMotionStatusDidChange() {
        updateEnvironment()
    }

    // MARK: UIView

    public override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        renderer.rootLayer.frame = bounds
        CATransaction.commit()
        hostedModel.bounds = bounds
    }

    public override func tintColorDidChange() {
        super.tintColorDidChange()
        updateEnvironment()
    }

    public override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { updateEnvironment() }
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.displayScale > 0 { renderer.contentsScale = traitCollection.displayScale }
        // Named images and the style's dynamic colours may look different with the new traits.
        renderer.invalidateContent()
        updateEnvironment()
        render()
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let scale = window?.screen.scale, scale != renderer.contentsScale else { return }
        renderer.contentsScale = scale   // rebuilds the content at the next render
        render()
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        onMainActor {
            hostedModel.bounds = bounds
            render()
        }
    }

    // MARK: UIControl

    public override var isEnabled: Bool {
        didSet { updateEnvironment() }
    }

    public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        hostedModel.beginTracking(at: touch.location(in: self), time: touch.timestamp)
    }

    public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        hostedModel.continueTracking(at: touch.location(in: self), time: touch.timestamp)
    }

    public override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        hostedModel.endTracking(at: touch?.location(in: self), time: touch?.timestamp ?? CACurrentMediaTime())
        super.endTracking(touch, with: event)
    }

    public override func cancelTracking(with event: UIEvent?) {
        hostedModel.cancelTracking()
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

    /// Adjustable, and not enabled while the control is disabled.
    public override var accessibilityTraits: UIAccessibilityTraits {
        get { onMainActor { .detentAdjustable(isEnabled: modelAccessibilityElement?.isEnabled ?? hostedModel.isEnabled) } }
        set {}
    }

    public override func accessibilityIncrement() {
        onMainActor { _ = hostedModel.perform(.increment, cause: .assistiveTechnology) }
    }

    public override func accessibilityDecrement() {
        onMainActor { _ = hostedModel.perform(.decrement, cause: .assistiveTechnology) }
    }
}
#endif
