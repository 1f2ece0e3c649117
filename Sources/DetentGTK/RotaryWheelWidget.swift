import CDetentGTK
@_spi(Hosting) import Detent
import Foundation

/// A spinning sector menu as a GTK 4 widget: a
/// `RotaryWheelModel` in a ``ControlHost``, with momentum and snapping driven by the
/// frame clock.
///
/// Every property of the model is the widget's too (`numberOfSections`, `sectors`,
/// `selectedIndex`, `selectedTitle`, `rotation`, `markerAngle`, `snapsToSectors`,
/// `isMomentumEnabled`, `decelerationTime`, `rotationLimits`, `allowedDirection`,
/// `accessibilityLabel`…; see ``ControlWidget``); setting one repaints. A click on the centre
/// button triggers the primary action; Return, Enter and Space do the same from the keyboard
/// (cause `.key`); arrows move to the next or previous sector. The accessible (role slider) reads
/// the selected sector's title, its value the selected index. The look is ``ControlWidget/style``,
/// a `RotaryWheelStyle` (disc, sector colours, icons and titles, marker, centre button;
/// default: Detent's); its centre button's text is ``centerButtonTitle``. Selections come out through ``ControlWidget/onEvent``,
/// ``onSelectionChanged``, ``onPrimaryAction``, ``ControlWidget/eventStream()`` and
/// ``selectionStream()``.
public final class RotaryWheelWidget: AdjustableControlWidget {
    /// The host this widget is composed of; see ``ControlWidget/host``.
    public let host: ControlHost<RotaryWheelModel>

    /// Creates a wheel with one sector per entry of `sectors` (default: the eight default sectors,
    /// Circles … 3 circles; assigning `sectors` later sets `numberOfSections` to the count too) with
    /// a natural size of `size` points (default 240, at least 1).
    public init(size: Int = 240, sectors: [RotaryWheelSector] = RotaryWheelSector.defaultSectors) {
        host = ControlHost(type: Self.type, model: RotaryWheelModel(sectors: sectors), width: size, height: size)
    }

    /// The GObject class `DetentRotaryWheel` (CSS name `rotary-wheel`): properties
    /// `selected-index`, `number-of-sections`, `center-button-title`, `double-tap-interval`,
    /// `value-format`, `adjustment`; signals
    /// `value-changed (gint index)` (the user's selection), `activate (gint index)` (the centre
    /// button), `editing-began`, `editing-ended`.
    static let type = ControlType<RotaryWheelModel>(
        typeName: "DetentRotaryWheel", cssName: "rotary-wheel",
        model: { RotaryWheelModel(sectors: RotaryWheelSector.defaultSectors) }, style: RotaryWheelStyle(), naturalSize: (240, 240),
        properties: [
            ControlProperty(name: "selected-index", blurb: "The selected sector, from 0",
                            kind: .int(minimum: 0, maximum: Int32.max, default: 0),
                            get: { .int(Int32(clamping: $0.model.selectedIndex)) },
                            set: { host, new in if let v = new.double { host.model.select(Int(v), animated: false) } }),
            ControlProperty(name: "number-of-sections", blurb: "The number of sectors, 1…360",
                            kind: .int(minimum: 1, maximum: 360, default: 8),
                            get: { .int(Int32(clamping: $0.model.numberOfSections)) },
                            set: { host, new in if let v = new.double { host.model.numberOfSections = Int(v) } }),
            ControlProperty(name: "center-button-title", blurb: "The centre button's title; NULL for none",
                            kind: .string(default: nil),
                            get: { .string($0.style.centerButtonTitle) },
                            set: { host, new in if case .string(let v) = new { host.style.centerButtonTitle = v } }),
        ],
        extraSignals: [SignalSpec(name: "activate", parameters: [detent_type_int()])],
        valueSignal: .index, adjustmentMapping: .selection)

    /// The GType of `DetentRotaryWheel`, the GObject class of every wheel's ``ControlWidget/widget``.
    public static var gtype: GType { type.gclass.gtype }

    /// Text on the centre button; setting it repaints. See `RotaryWheelStyle.centerButtonTitle`.
    public var centerButtonTitle: String? {
        get { style.centerButtonTitle }
        set { style.centerButtonTitle = newValue }
    }

    /// Called with the new selected index whenever the user changes it. Default `nil`.
    public var onSelectionChanged: ((Int) -> Void)? {
        get { host.onSelectionChanged }
        set { host.onSelectionChanged = newValue }
    }

    /// Called with the selected index when the centre button is pressed (or Return, Enter or
    /// Space on the focused wheel). Default `nil`.
    public var onPrimaryAction: ((Int) -> Void)? {
        get { host.onPrimaryAction }
        set { host.onPrimaryAction = newValue }
    }

    /// Every index the user selects from now on, as an `AsyncStream` (ends when the widget is
    /// finalized).
    public func selectionStream() -> AsyncStream<Int> { host.selectionStreams.stream() }

    /// Brings sector `index` to the marker (the shortest turn) and selects it; sends no event.
    public func select(_ index: Int, animated: Bool) {
        model.select(index, animated: animated)
    }

    /// Spins the wheel by `angle` radians (clockwise positive), then rests on a sector; the turn
    /// takes 0.2 s to 2 s on the frame clock with `animated`. Sends no `.selectionChanged`;
    /// `.detent` events (cause `.program`) mark the sectors passing the marker.
    public func spin(by angle: Double, animated: Bool) {
        model.spin(by: angle, animated: animated)
    }

    /// Spins to a sector; see `RotaryWheelModel.spin(toSector:revolutions:duration:clockwise:)`.
    public func spin(toSector index: Int, revolutions: Double = RotaryWheelModel.defaultSpinRevolutions,
                     duration: Double = RotaryWheelModel.defaultSpinDuration, clockwise: Bool = true) {
        model.spin(toSector: index, revolutions: revolutions, duration: duration, clockwise: clockwise)
    }

    /// Spins to a random sector; see `RotaryWheelModel.spinRandomly(using:revolutions:duration:clockwise:)`.
    @discardableResult
    public func spinRandomly(using generator: inout some RandomNumberGenerator,
                             revolutions: Double = RotaryWheelModel.defaultSpinRevolutions,
                             duration: Double = RotaryWheelModel.defaultSpinDuration, clockwise: Bool = true) -> Int {
        model.spinRandomly(using: &generator, revolutions: revolutions, duration: duration, clockwise: clockwise)
    }

    /// The title of sector `index`; see `RotaryWheelModel.title(ofSector:)`.
    public func title(ofSector index: Int) -> String { model.title(ofSector: index) }

    /// Presses the centre button as a key would; see `RotaryWheelModel.triggerPrimaryAction(cause:)`.
    @discardableResult
    public func triggerPrimaryAction(cause: EventCause = .key) -> Bool { model.triggerPrimaryAction(cause: cause) }
}

extension ValueSignal where Value == Int {
    /// `(gint index)`: the wheel's selected sector.
    @MainActor static var index: ValueSignal {
        ValueSignal(parameters: [detent_type_int()], emit: { detent_signal_emit_int($0, $1, Int32(clamping: $2)) })
    }
}

extension AdjustmentMapping where Model == RotaryWheelModel {
    /// The wheel's: the selected index is the adjustment's value, rounded and kept in
    /// 0…(sections − 1) (a value that is not finite selects nothing new); the adjustment takes
    /// lower 0, upper the last index and step increment 1.
    static var selection: AdjustmentMapping {
        AdjustmentMapping(
            apply: { model, adjustment in
                guard adjustment.value.isFinite else { return }
                let last = Double(model.numberOfSections - 1)
                model.select(Int(min(max(adjustment.value.rounded(), 0), last)), animated: false)
            },
            values: { model, _ in
                DetentAdjustmentValues(lower: 0, upper: Double(model.numberOfSections - 1),
                                       value: Double(model.selectedIndex), step: 1)
            })
    }
}
