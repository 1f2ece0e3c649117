import CGtk
import Detent
import Foundation

/// The spinning sector menu of seed 002 as a GTK 4 widget: a ``Detent/RotaryWheelModel`` hosted
/// by ``ControlWidget``, with momentum and snapping driven by the frame clock.
///
/// A click on the centre button triggers the primary action; Return, Enter and Space do the same
/// from the keyboard; arrows move to the next or previous sector.
/// The accessible (role slider) reads the selected sector's title, its value the selected index.
/// Selections come out through ``onEvent``, ``onSelectionChanged``, ``onPrimaryAction``,
/// ``eventStream()`` and ``selectionStream()``.
public final class RotaryWheelWidget: ControlWidget {
    /// The headless model. Change it through the widget's properties, or call
    /// ``ControlWidget/modelDidChange()`` after changing it directly.
    public let model: RotaryWheelModel

    /// The look: disc, sector colours, icons and titles, marker, centre button. Default: Detent's.
    public var style = RotaryWheelStyle() { didSet { modelDidChange() } }

    /// Called with every event the model sends (selection, primary action, detents, editing).
    public var onEvent: ((ControlEvent<Int>) -> Void)?
    /// Called with the new selected index whenever the user changes it.
    public var onSelectionChanged: ((Int) -> Void)?
    /// Called with the selected index when the centre button is pressed.
    public var onPrimaryAction: ((Int) -> Void)?

    private let eventStreams = StreamFanOut<ControlEvent<Int>>()
    private let selectionStreams = StreamFanOut<Int>()

    /// Creates a wheel with the seed's eight sectors and a natural size of `size` points (default
    /// 240, at least 1).
    public init(size: Int = 240, sectors: [RotaryWheelSector] = RotaryWheelSector.seedSectors) {
        model = RotaryWheelModel(sectors: sectors)
        super.init(role: GTK_ACCESSIBLE_ROLE_SLIDER, width: size, height: size)
        model.events.handler = { [weak self] event in self?.deliver(event) }
        modelDidChange()
    }

    /// Every event from now on, as an `AsyncStream` (ends when the widget is finalized).
    public func eventStream() -> AsyncStream<ControlEvent<Int>> { eventStreams.stream() }

    /// Every index the user selects from now on, as an `AsyncStream` (ends when the widget is
    /// finalized).
    public func selectionStream() -> AsyncStream<Int> { selectionStreams.stream() }

    private func deliver(_ event: ControlEvent<Int>) {
        onEvent?(event)
        switch event {
        case .selectionChanged(let i):
            onSelectionChanged?(i)
            selectionStreams.yield(i)
        case .primaryActionTriggered(let i):
            onPrimaryAction?(i)
        default: break
        }
        eventStreams.yield(event)
    }

    // MARK: The model's properties

    /// The number of sectors, 1…360; default 8 (the seed's eight).
    public var numberOfSections: Int {
        get { model.numberOfSections }
        set { model.numberOfSections = newValue; modelDidChange() }
    }

    /// The sectors' titles and icons.
    public var sectors: [RotaryWheelSector] {
        get { model.sectors }
        set { model.sectors = newValue; modelDidChange() }
    }

    /// The selected sector, the one resting on the marker.
    public var selectedIndex: Int { model.selectedIndex }

    /// The selected sector's title.
    public var selectedTitle: String { model.selectedTitle }

    /// Brings sector `index` to the marker (the shortest turn) and selects it; sends no event.
    public func select(_ index: Int, animated: Bool) {
        model.select(index, animated: animated)
        modelDidChange()
    }

    /// Spins the wheel by `angle` radians (clockwise positive), then rests on a sector.
    public func spin(by angle: Double, animated: Bool) {
        model.spin(by: angle, animated: animated)
        modelDidChange()
    }

    /// The rotation shown now, radians, clockwise positive.
    public var rotation: Double { model.rotation }

    /// The marker's angle, radians; default π (left).
    public var markerAngle: Double {
        get { model.markerAngle }
        set { model.markerAngle = newValue; modelDidChange() }
    }

    /// Whether the wheel comes to rest on a sector; default `true`.
    public var snapsToSectors: Bool {
        get { model.snapsToSectors }
        set { model.snapsToSectors = newValue }
    }

    /// Whether a flick spins on; default `true`.
    public var isMomentumEnabled: Bool {
        get { model.isMomentumEnabled }
        set { model.isMomentumEnabled = newValue }
    }

    /// The momentum's decay time constant, seconds; default 0.5.
    public var decelerationTime: Double {
        get { model.decelerationTime }
        set { model.decelerationTime = newValue }
    }

    /// Stop points for the rotation, radians; `nil` (the default) spins without end.
    public var rotationLimits: ClosedRange<Double>? {
        get { model.rotationLimits }
        set { model.rotationLimits = newValue; modelDidChange() }
    }

    /// Which ways the finger may turn the wheel; default `.both`.
    public var allowedDirection: RotationDirection {
        get { model.allowedDirection }
        set { model.allowedDirection = newValue }
    }

    /// Whether the wheel takes input; also sets the GTK widget's sensitivity. Default `true`.
    public var isEnabled: Bool {
        get { model.isEnabled }
        set {
            model.isEnabled = newValue
            if let widget { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
            modelDidChange()
        }
    }

    /// The name assistive technology reads; default "Wheel".
    public var accessibilityLabel: String {
        get { model.accessibilityLabel }
        set { model.accessibilityLabel = newValue; modelDidChange() }
    }

    // MARK: ControlWidget hooks

    override func layout(bounds: CGRect) { model.bounds = bounds }
    override func makeDrawing() -> Drawing { model.drawing(style: style, cache: drawingCache) }
    override var modelIsAnimating: Bool { model.isAnimating }
    override func modelAdvance(to time: Double) -> Bool { model.advance(to: time) }
    override var modelIsTracking: Bool { model.isTracking }
    override func beginTracking(at point: CGPoint, time: Double) -> Bool { model.beginTracking(at: point, time: time) }
    override func continueTracking(at point: CGPoint, time: Double) { model.continueTracking(at: point, time: time) }
    override func endTracking(at point: CGPoint?, time: Double) { model.endTracking(at: point, time: time) }
    override func cancelTracking() { model.cancelTracking() }
    override func tap(at point: CGPoint) { model.tap(at: point) }
    override func perform(_ action: AdjustmentAction) { model.perform(action) }

    override func handleOtherKey(_ keyval: guint, modifiers: GdkModifierType) -> Bool {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space:
            model.triggerPrimaryAction()
            return true
        default:
            return false
        }
    }

    override var currentAccessibilityElement: AccessibilityElement? { model.accessibilityElement }

    override func widgetWasFinalized() {
        model.events.handler = nil
        onEvent = nil
        onSelectionChanged = nil
        onPrimaryAction = nil
        eventStreams.finish()
        selectionStreams.finish()
    }
}
