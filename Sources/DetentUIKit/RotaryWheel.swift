#if canImport(UIKit)
import UIKit
import Combine
@_spi(Hosting) import Detent

/// A disc of sectors that you spin; it comes to rest with one sector at the marker. A UIKit host
/// for `RotaryWheelModel`.
///
/// ```swift
/// let wheel = RotaryWheel(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
/// wheel.addTarget(self, action: #selector(selectionChanged(_:)), for: .valueChanged)
/// wheel.addTarget(self, action: #selector(centerTapped(_:)), for: .primaryActionTriggered)
/// print(wheel.selectedTitle) // "Circles"
/// ```
///
/// Drag to spin (a flick glides on, then snaps), tap a sector to bring it to the marker, tap the
/// centre button for the primary action. `.valueChanged` is sent when the user changes the
/// selection. Sector boundaries that the user's turn (or its glide) brings to the marker play
/// haptics. A flick's glide settles within 1.5 s; a tap on a moving wheel stops it where it is and
/// selects nothing. VoiceOver adjusts to the next or previous sector and activates the centre
/// button. Its intrinsic size is 240 × 240 points.
@IBDesignable
open class RotaryWheel: DetentControl {
    /// The headless model this control shows: every setting of the wheel (`sectors`,
    /// `rotationLimits`, `allowedDirection`…). Change it on the main thread; the control redraws
    /// after every change.
    public let model = RotaryWheelModel()
    private lazy var host = ModelHost(model, style: RotaryWheelStyle())
    override var hosted: any HostedModel { host }

    /// The wheel's look.
    open var style = RotaryWheelStyle() {
        didSet { render() }
    }

    // MARK: Sectors and selection

    /// The number of sectors, 1…360; default 8.
    @IBInspectable open var numberOfSections: Int {
        get { model.numberOfSections }
        set { model.numberOfSections = newValue }
    }

    /// The selected sector, the one resting at the marker. Setting it turns the wheel there without
    /// animation and sends no event.
    @IBInspectable open var selectedIndex: Int {
        get { model.selectedIndex }
        set { model.select(newValue, animated: false) }
    }

    /// The selected sector's title.
    public var selectedTitle: String { model.selectedTitle }

    /// Brings sector `index` to the marker by the shortest turn, optionally animated; sends no event.
    open func select(_ index: Int, animated: Bool) {
        model.select(index, animated: animated)
    }

    /// Spins the wheel by `angle` radians (clockwise positive), then rests on a sector.
    open func spin(by angle: CGFloat, animated: Bool) {
        model.spin(by: Double(angle), animated: animated)
    }

    // MARK: Behaviour

    /// The marker's angle, radians (0 at 3 o'clock, clockwise); default π, the left
    /// side.
    @IBInspectable open var markerAngle: CGFloat {
        get { CGFloat(model.markerAngle) }
        set { model.markerAngle = Double(newValue) }
    }

    /// When `true` (the default) the wheel always rests with a sector centred on the marker.
    @IBInspectable open var snapsToSectors: Bool {
        get { model.snapsToSectors }
        set { model.snapsToSectors = newValue }
    }

    /// When `true` (the default) a flick glides on and decelerates before it rests.
    @IBInspectable open var isMomentumEnabled: Bool {
        get { model.isMomentumEnabled }
        set { model.isMomentumEnabled = newValue }
    }

    /// The glide's decay time constant, seconds; default 0.5.
    @IBInspectable open var decelerationTime: Double {
        get { model.decelerationTime }
        set { model.decelerationTime = newValue }
    }

    /// Text on the centre button; `nil` (the default) for none.
    @IBInspectable open var centerButtonTitle: String? {
        get { style.centerButtonTitle }
        set { style.centerButtonTitle = newValue }
    }

    override func updateStyle() { host.style = style }

    // MARK: Values out

    /// The selected index now and after every change, by the user or the program.
    public var valuePublisher: AnyPublisher<Int, Never> { host.valuePublisher }

    /// Every event of the core model: selection changes, the primary action, detents, editing.
    public var eventPublisher: AnyPublisher<ControlEvent<Int>, Never> { host.eventPublisher }

    /// A new stream of the sectors the user selects (`.selectionChanged` events from the core's
    /// stream).
    public var values: AsyncStream<Int> { host.valueStream() }

    /// A new stream of every event of the core model.
    public func eventStream() -> AsyncStream<ControlEvent<Int>> { host.eventStream() }

    // MARK: Accessibility

    override var modelAccessibilityElement: AccessibilityElement? { model.accessibilityElement }
    override func setModelAccessibilityLabel(_ label: String?) { model.customAccessibilityLabel = label }

    /// VoiceOver's activate presses the centre button.
    open override func accessibilityActivate() -> Bool {
        onMainActor { model.triggerPrimaryAction(cause: .assistiveTechnology) }
    }
}
#endif
