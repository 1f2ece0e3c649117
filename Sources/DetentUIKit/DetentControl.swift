#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// What ``Knob``, ``Fader``, ``RangeSlider``, ``MultiSlider``, ``XYPad``, ``RotaryWheel`` and
/// ``RotatableKnob`` share: the UIKit side of a Detent control. It forwards touches, taps,
/// accessibility adjustments, layout and UIKit's environment (tint, enabled state, layout
/// direction, light or dark, contrast, reduce motion, text size, locale) to the core model; it
/// observes the model once, and after every change paints the model's `Drawing` with Core
/// Animation, refreshes its intrinsic size and drives the model's clock with a display link while
/// it animates; and it turns the model's events into target-action events, publishers and the
/// haptics the core asks for. It decides nothing itself: whose a touch is, what a tap does, when to
/// play a haptic and how the environment looks are the model's rules.
///
/// Change the control's `model` directly as you like (on the main thread): the control redraws
/// after every change.
///
/// Events sent to targets:
/// - `.valueChanged`: the user changed the value (for the wheel: the selection), continuously or
///   once at the end, as `isContinuous` says. Programmatic changes send nothing, as in UIKit. An
///   action given to `init(frame:primaryAction:)` is performed for this event.
/// - `.editingDidBegin` / `.editingDidEnd`: around every user edit (a drag from its first change
///   to its end, or, on the wheel, to the end of the glide its release set going; a tap, a
///   double-tap reset, a burst of keys, a VoiceOver step); a touch that changes nothing sends
///   neither.
/// - `.primaryActionTriggered`: the wheel's centre button (or VoiceOver's activate on the wheel),
///   and nothing else: value changes are `.valueChanged` only, so the wheel's two stay apart.
///
/// Subclass the controls as you would `UISlider`, calling `super` from overrides; this class
/// itself cannot be used on its own.
@MainActor
open class DetentControl: UIControl {
    // MARK: The hosted model

    /// The model this control shows, with its typed state, made from the control's
    /// ``ModelHosting`` conformance the first time it is needed (while the control is set up: a
    /// subclass's stored properties, its model among them, are initialised before this class's
    /// initialiser runs).
    var hosted: HostedModel {
        if let hostedStorage { return hostedStorage }
        guard let control = self as? any ModelHosting else {
            preconditionFailure("\(type(of: self)) is abstract: use Knob, Fader, RangeSlider, MultiSlider, XYPad, RotaryWheel or RotatableKnob")
        }
        let made = control.makeHostedModel()
        hostedStorage = made
        return made
    }

    /// The hosted model, once made.
    private var hostedStorage: HostedModel?

    /// The hosted model as `Model` (a protocol of the settings an abstract class forwards, such
    /// as ``ValueRangeControl``'s range), which the model of every subclass Detent ships adopts.
    func forwardedModel<Model>(as _: Model.Type = Model.self) -> Model {
        guard let model = hosted.controlModel as? Model else {
            preconditionFailure("\(type(of: self)) is abstract: use Knob, Fader, RangeSlider, MultiSlider, XYPad, RotaryWheel or RotatableKnob")
        }
        return model
    }

    // MARK: Shared state

    let renderer = DrawingLayerRenderer()
    private let clock = FrameClock()
    private var changesToken: ObservationToken?
    private var eventsToken: ObservationToken?
    let feedbackPlayer = HapticFeedbackPlayer()
    /// The model's `ControlModel.animationRevision` whose keyframes the renderer plays.
    private var sampledAnimationRevision: Int?
    /// The intrinsic size last reported to Auto Layout.
    private var reportedIntrinsicSize: CGSize?
    /// Whether the model's settings transaction for a storyboard's inspectable properties is open
    /// (from decoding to `awakeFromNib`).
    var isConfiguringFromInterfaceBuilder = false
    /// The key presses the model used, between their `pressesBegan` and their end: their other
    /// phases are not passed on either.
    var handledPresses = Set<UIPress>()
    /// The press whose key the model repeats while it is held: the last one it used.
    var repeatingPress: UIPress?
    /// The frame of the focus halo set last (`updateFocusHalo()`), model coordinates.
    private var focusHaloFrame: CGRect?
    /// Whether the focus effect must be set again even if the ring's frame is the one set last:
    /// its place in the view moved with the bounds' origin.
    private var focusHaloIsStale = true
    /// The context menu item chosen, carried out once the menu has gone.
    var chosenMenuItem: ContextMenuItem?
    /// Whether the context menu is on screen or animating away.
    var isMenuShowing = false
    /// Whether a drag turned the context menu off (the app's own setting is left alone).
    var menuSuspendedByDrag = false
    /// The value entry on screen, closed when the control is disabled or leaves its window.
    weak var valueEntryAlert: UIAlertController?
    /// The colours the control's ``StyleColor`` properties set, by the key path of the style's
    /// colour each replaces; see ``styled(_:)``.
    var styleColors: [AnyKeyPath: UIColor] = [:]

    /// When `true` (the default) the control plays the haptics the core asks for at the detents the
    /// user crosses (`ControlEvent.feedback(cause:)`): a selection tick at a step or a
    /// sector boundary, a light impact at an end of the range. Programmatic changes never play any.
    @IBInspectable open var isHapticFeedbackEnabled: Bool = true

    /// Images the drawing names (a knob's pointer image, a rotatable knob's images), by name; names
    /// missing here are looked up with `UIImage(named:)` in the main bundle.
    open var images: [String: UIImage] = [:] {
        didSet {
            renderer.invalidateContent()
            render()
        }
    }

    /// A look of your own, drawn instead of Detent's (the control's colour properties and
    /// `style` then no longer apply); `nil` (the default) for Detent's look. Touches, keys,
    /// VoiceOver, haptics and events stay the control's, and animated changes animate it. See
    /// `ControlLook`.
    open var look: ControlLook? {
        get { hostedModel.look }
        set {
            // Keyframes sampled from the old look would stay on the new look's layers; the next
            // frame samples a running animation again, in the new look.
            renderer.stopAnimations()
            sampledAnimationRevision = nil
            hostedModel.look = newValue
        }
    }

    /// What a look of your own is given to draw now (`ControlLook.State`): the values and angle
    /// as drawn, tracking, enabled, and the accent the control's colour properties, style and
    /// traits give. For a host that draws the control itself over it (DetentSwiftUI's control
    /// styles); see ``lookStateHandler``.
    @_spi(Hosting) public var lookState: ControlLook.State {
        hosted.refreshStyle()
        return hosted.lookState()
    }

    /// Called on the main thread with ``lookState`` now when set, then after every render: after
    /// each change of the model (every frame of an animation), of its style or colours, of the
    /// control's traits and of its size. `nil` (the default) computes no state. It may be called
    /// with an unchanged state; a host compares. DetentSwiftUI's views set it, while a control
    /// style applies, to draw the style's views over the control.
    @_spi(Hosting) public var lookStateHandler: ((ControlLook.State) -> Void)? {
        didSet { reportLookState() }
    }

    /// The environment a host view passes for UIKit's: DetentSwiftUI's views set it from the
    /// SwiftUI environment, which UIKit's traits do not fully carry (`.disabled`, a reduce-motion
    /// or Dynamic Type override, the locale). `nil` (the default) reads everything from UIKit. Its
    /// `isEnabled` is ignored: the control's own `isEnabled` always applies; a `nil` tint is the
    /// control's `tintColor`, and so is any tint while the view is dimmed.
    @_spi(Hosting) open var environmentOverride: ControlEnvironment? {
        didSet { updateEnvironment() }
    }

    /// Creates the control in `frame`, with its model's defaults (the knobs at 0 of 0…1, the range
    /// slider at 0.2 and 0.8, the wheel on the first of its eight default sectors).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpControl()
        #if TARGET_INTERFACE_BUILDER
        // Interface Builder's live rendering creates a designable with `init(frame:)`, sets its
        // inspectable properties, then calls `prepareForInterfaceBuilder()`.
        beginInterfaceBuilderConfiguration()
        #endif
    }

    /// Creates the control from a storyboard or nib. The inspectable properties Interface Builder
    /// sets next go into one settings transaction of the model (its `configure`), closed in
    /// `awakeFromNib()`: the values come out as set, whatever order they arrive in.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpControl()
        beginInterfaceBuilderConfiguration()
    }

    /// Creates the control in `frame` with `primaryAction` performed whenever the user changes
    /// its value (the wheel: its selection), as `UISlider` does: the action is added for
    /// `.valueChanged`, not `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .valueChanged) }
    }

    private func setUpControl() {
        isOpaque = false
        layer.addSublayer(renderer.rootLayer)
        renderer.contentsScale = max(traitCollection.displayScale, 1)
        renderer.imageProvider = { [weak self] name in self?.image(named: name) }
        clock.onFrame = { [weak self] time in self?.advanceClock(to: time) }
        changesToken = hostedModel.changes.observe { [weak self] in self?.modelChanged() }
        eventsToken = hosted.observeEvents { [weak self] event, feedback in self?.modelSent(event, feedback: feedback) }
        isAccessibilityElement = accessibilityPartCount == 0
        installTapRecognizer()
        installPointerInput()
        // A long press or secondary click shows the core's context menu
        // (`contextMenuInteraction(_:configurationForMenuAtLocation:)`).
        isContextMenuInteractionEnabled = true
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(reduceMotionStatusDidChange),
                           name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(currentLocaleDidChange),
                           name: NSLocale.currentLocaleDidChangeNotification, object: nil)
        updateEnvironment()
    }

    /// The image a drawing names, in the variant for the control's traits (an asset's dark or
    /// high-contrast image), keeping the rendering mode it was given.
    private func image(named name: String) -> UIImage? {
        guard let image = images[name] else {
            return UIImage(named: name, in: nil, compatibleWith: traitCollection)
        }
        guard let variant = image.imageAsset?.image(with: traitCollection) else { return image }
        return variant.renderingMode == image.renderingMode ? variant : variant.withRenderingMode(image.renderingMode)
    }

    /// The hosted model, for what every control forwards the same way.
    var hostedModel: any ControlModel { hosted.controlModel }

    /// Sets the control's default as the program does, optionally animated, and sends no event;
    /// returns whether it has one. See `ControlModel.reset(animated:)`.
    @discardableResult
    public func reset(animated: Bool) -> Bool { hostedModel.reset(animated: animated) }

    /// How long a tap waits for a second one, seconds. See `ControlModel.doubleTapInterval`.
    @IBInspectable @ControlSetting(\DetentControl.hostedModel.doubleTapInterval) open var doubleTapInterval: Double

    // MARK: Coordinates

    // The model's bounds start at zero, and so does the layer tree (its root layer's frame is the
    // view's `bounds`, wherever their origin lies): view points reach the model through
    // `modelPoint(_:)` and model rectangles come back through `viewRect(_:)`, for touches, taps,
    // hit-testing and accessibility frames alike.

    /// `point`, in the view's bounds coordinates, in the model's.
    func modelPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY)
    }

    /// `rect`, in the model's coordinates, in the view's bounds coordinates.
    func viewRect(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: bounds.minX, dy: bounds.minY)
    }

    // MARK: Following the model

    /// Runs after every change of the model: redraws, reports a new intrinsic size, keeps the
    /// frame clock running exactly while the model animates (in a window or not: see
    /// ``didMoveToWindow()``), publishes the value, and follows what moved with it: the part the
    /// pointer highlights, the part the keys act on, the parts VoiceOver adjusts.
    private func modelChanged() {
        render()
        invalidateIntrinsicContentSizeIfChanged()
        if hostedModel.isAnimating {
            clock.start()
        } else if sampledAnimationRevision != nil || clock.isRunning {
            clock.stop()
            renderer.stopAnimations()
            sampledAnimationRevision = nil
        }
        hosted.publishValue()
        pointerRegionMayHaveMoved()
        updateFocusHalo()
        followPartsAfterChange()
    }

    /// Asks the pointer interaction for its region again when the part the core highlights moved,
    /// appeared or went (a drag, a key, scrolling or the program moved a thumb under a still
    /// pointer; the control was disabled), so the system's highlight never stays behind.
    private func pointerRegionMayHaveMoved() {
        let frame = hostedModel.hoverHighlightFrame
        guard frame != pointerState.highlightedFrame else { return }
        pointerState.highlightedFrame = frame
        for case let interaction as UIPointerInteraction in interactions { interaction.invalidate() }
    }

    /// The focus system's halo where the core's `focusRing(tint:)` puts it (around the part the
    /// keys act on now), so Tab between thumbs shows where the arrows will act; the system's
    /// default effect where the control is too small for a ring (a `nil` effect would show none).
    /// The halo lies inside the ring's frame. Asked again after every change of the model; set
    /// only when the ring moves.
    private func updateFocusHalo() {
        // The halo has the system's colour: the ring's is not used.
        let ring = hostedModel.focusRing(tint: .clear)
        guard focusHaloIsStale || ring?.frame != focusHaloFrame else { return }
        focusHaloIsStale = false
        focusHaloFrame = ring?.frame
        guard let ring else {
            focusEffect = UIFocusEffect()
            return
        }
        let halo = UIFocusHaloEffect(roundedRect: viewRect(ring.frame), cornerRadius: ring.cornerRadius, curve: .continuous)
        // Inside the ring's frame, as the core places the ring: the halo never spills over a
        // neighbour, nor is it cut by a parent that clips to its bounds.
        halo.position = .inside
        focusEffect = halo
    }

    /// Runs after every change of the model, once the control has redrawn: a part added or
    /// removed (a multi-thumb slider's thumb) changes the elements VoiceOver was given, and it is
    /// told the layout changed. If it was on one of this control's parts, it stays on that place
    /// in the order, or moves to the last part when that place is gone; if it was elsewhere (a
    /// preset picker that changed the thumbs), it stays there. Until VoiceOver first asks for
    /// them there are no elements to change.
    private func followPartsAfterChange() {
        // Most changes (a drag's frames) keep the number of parts: nothing to ask VoiceOver.
        guard !partElements.isEmpty, partElements.count != accessibilityPartCount else { return }
        let focusedIndex = partElements.firstIndex { $0.accessibilityElementIsFocused() }
        guard updatePartElements() else { return }
        // The element VoiceOver was on, when its place is still there (nil keeps focus where it
        // is); else the last one.
        let moved = focusedIndex.flatMap { $0 < partElements.count ? nil : partElements.last }
        UIAccessibility.post(notification: .detentLayoutChanged, argument: moved)
    }

    /// One frame of the display link: advances the model's clock to the time the frame will show
    /// (its change notification redraws, and stops the clock when the motion is over), then hands a
    /// new animation to Core Animation. An animation starts at the first clock reading after it
    /// was requested, so its keyframes are sampled here, after that reading, and once per
    /// animation (`ControlModel.animationRevision`), not on every frame or layout.
    private func advanceClock(to time: CFTimeInterval) {
        let model = hostedModel
        model.advance(to: time)
        guard model.isAnimating, model.animationRevision != sampledAnimationRevision else { return }
        sampledAnimationRevision = model.animationRevision
        if let animation = hosted.animation() {
            renderer.play(animation)
        } else {
            renderer.stopAnimations()
        }
    }

    /// Paints the model's current drawing with the control's current style.
    func render() {
        hosted.refreshStyle()
        renderer.render(hosted.drawing())
        // The style was just brought up to date: the state is read without updating it again.
        lookStateHandler?(hosted.lookState())
    }

    /// Hands ``lookStateHandler`` the state now, if there is a handler.
    private func reportLookState() {
        guard let lookStateHandler else { return }
        lookStateHandler(lookState)
    }

    /// Runs for every event the model sends, once its value is published, with the feedback the
    /// core says it deserves (`nil` for the program's changes): plays it and sends the event's
    /// target-action event.
    private func modelSent(_ event: ModelEventKind, feedback: Feedback?) {
        if isHapticFeedbackEnabled, let feedback { feedbackPlayer.play(feedback) }
        switch event {
        case .valueChanged, .selectionChanged:
            sendActions(for: .valueChanged)
        case .editingDidBegin:
            sendActions(for: .editingDidBegin)
        case .editingDidEnd:
            sendActions(for: .editingDidEnd)
        case .primaryAction:
            sendActions(for: .primaryActionTriggered)
        case .detent:
            break
        }
    }

    // MARK: Environment (the rest is in DetentControlEnvironment.swift)

    /// Passes the new layout direction to the model (a horizontal range slider mirrors).
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { updateEnvironment() }
    }

    // MARK: Layout

    /// The view's bounds; the model takes their size, from a zero origin.
    open override var bounds: CGRect {
        // A new origin moves the layer tree without resizing anything, which UIKit does not lay
        // out again by itself. The focus halo and the pointer's region are placed in the view's
        // coordinates, so they are set again too, though the model's frames did not change.
        didSet {
            guard bounds.origin != oldValue.origin else { return }
            focusHaloIsStale = true
            pointerState.highlightedFrame = nil
            setNeedsLayout()
        }
    }

    /// Sizes the layer tree to `bounds` and gives the model their size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        renderer.rootLayer.frame = bounds
        CATransaction.commit()
        hostedModel.bounds = CGRect(origin: .zero, size: bounds.size)
        // A new origin alone notifies nothing: the halo and the pointer's region follow it here.
        pointerRegionMayHaveMoved()
        updateFocusHalo()
    }

    /// The model's natural size (`ControlModel.naturalSize`): a 150-point square for the knobs and
    /// the XY pad (`ControlSizing.squareSide`), 240 for the wheel (`RotaryWheelModel.naturalSide`),
    /// a slider's thickness across its axis and no intrinsic length along it. Auto Layout
    /// constraints, a frame or a stack view's layout override it as for any view.
    open override var intrinsicContentSize: CGSize {
        let natural = hostedModel.naturalSize
        return CGSize(width: natural.width.map { CGFloat($0) } ?? UIView.noIntrinsicMetric,
                      height: natural.height.map { CGFloat($0) } ?? UIView.noIntrinsicMetric)
    }

    /// Tells Auto Layout when a model change (the range slider's orientation or label space)
    /// changed the intrinsic size.
    private func invalidateIntrinsicContentSizeIfChanged() {
        let size = intrinsicContentSize
        guard size != reportedIntrinsicSize else { return }
        if reportedIntrinsicSize != nil { invalidateIntrinsicContentSize() }
        reportedIntrinsicSize = size
    }

    /// Takes the window's screen scale, and applies a storyboard's value settings.
    ///
    /// The display link keeps running while the model moves, in a window or not: a wheel still
    /// gliding, a knob's pending tap or a burst of keys in a cell scrolled out of a list finishes
    /// on time, with its events (the selection, the end of the edit, the binding's write). The
    /// model stops it when it comes to rest (at most 1.5 s for a glide), and a control that is
    /// freed takes its display link with it.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let window else {
            closeValueEntry()
            repeatingPress = nil
            handledPresses.removeAll()   // their ends go to the new window, never here
            send(.keyReleased)   // a key held as the control left its window never comes up here
            return
        }
        // A control decoded without nib loading gets no `awakeFromNib()`: its settings apply here.
        endInterfaceBuilderConfiguration()
        // The page's scroll routing hears the page's own scrolling from now on, so a burst that
        // began over no control is known as the page's before any control is asked.
        _ = PageScrollRouting.page(around: self)
        if window.screen.scale != renderer.contentsScale {
            renderer.contentsScale = window.screen.scale   // rebuilds the content at the next render
            render()
        }
    }

    // MARK: UIControl

    /// Whether the control takes input; the model takes it too, and draws itself dimmed and is
    /// read out as dimmed while it is `false`. Disabling it gives up keyboard focus, which only an
    /// enabled control takes.
    open override var isEnabled: Bool {
        didSet {
            updateEnvironment()
            guard isEnabled != oldValue else { return }
            tapRecognizer?.isEnabled = isEnabled
            if !isEnabled, isFirstResponder { _ = resignFirstResponder() }
            if !isEnabled { closeValueEntry() }
            setNeedsFocusUpdate()
        }
    }

    /// The control's own tap recognizer; off while the control is disabled, so it competes with
    /// no recognizer of the views around it.
    weak var tapRecognizer: UITapGestureRecognizer?

    // MARK: Accessibility state (the overrides are in DetentControlAccessibility.swift)

    /// One element per part, in order; made when VoiceOver first asks for them. Only
    /// `updatePartElements()` writes it: VoiceOver keeps its focus on these very objects.
    var partElements: [PartAccessibilityElement] = []

    /// What the app set for VoiceOver and Voice Control, over or beside the model's.
    var appAccessibility = AppAccessibility()

    /// The pointer over the control: its scroll routing (DetentControlPointer.swift) and highlight.
    var pointerState = PointerState()
}
#endif
