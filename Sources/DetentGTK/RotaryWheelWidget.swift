import CGtk
import Detent
import Foundation

/// The spinning sector menu of the original rotary-wheel tutorial as a GTK 4 widget: a ``Detent/RotaryWheelModel`` hosted
/// by ``ControlWidget``, with momentum and snapping driven by the frame clock.
///
/// A click on the centre button triggers the primary action; Return, Enter and Space do the same
/// from the keyboard; arrows move to the next or previous sector.
/// The accessible (role slider) reads the selected sector's title, its value the selected index.
/// The look is ``ModelControlWidget/style``, a ``Detent/RotaryWheelStyle`` (disc, sector colours,
/// icons and titles, marker, centre button; default: Detent's). Selections come out through
/// ``ModelControlWidget/onEvent``, ``onSelectionChanged``, ``onPrimaryAction``,
/// ``ModelControlWidget/eventStream()`` and ``selectionStream()``.
public final class RotaryWheelWidget: ModelControlWidget<RotaryWheelModel> {
    /// Called with the new selected index whenever the user changes it.
    public var onSelectionChanged: ((Int) -> Void)?
    /// Called with the selected index when the centre button is pressed.
    public var onPrimaryAction: ((Int) -> Void)?

    /// Creates a wheel with the original tutorial's eight sectors and a natural size of `size` points (default
    /// 240, at least 1).
    public init(size: Int = 240, sectors: [RotaryWheelSector] = RotaryWheelSector.defaultSectors) {
        super.init(model: RotaryWheelModel(sectors: sectors), style: RotaryWheelStyle(), width: size, height: size)
    }

    /// Every index the user selects from now on, as an `AsyncStream` (ends when the widget is
    /// finalized).
    public func selectionStream() -> AsyncStream<Int> { valueStreams.stream() }

    // MARK: The model's properties

    /// The number of sectors, 1…360; default 8 (the original tutorial's eight).
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

    /// The name assistive technology reads; default "Wheel".
    public var accessibilityLabel: String {
        get { model.accessibilityLabel }
        set { model.accessibilityLabel = newValue; modelDidChange() }
    }

    // MARK: ControlWidget hooks


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

    override func report(_ event: ControlEvent<Int>) {
        switch event {
        case .selectionChanged(let i):
            onSelectionChanged?(i)
            valueStreams.yield(i)
        case .primaryActionTriggered(let i):
            onPrimaryAction?(i)
        default: break
        }
    }

    override func dropCallbacks() {
        onSelectionChanged = nil
        onPrimaryAction = nil
    }
}
