import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The image knob: turned by panning across 0–270°, reporting a normalised value 0…1,
/// reset by double-tap. It is a ``KnobModel`` in `.pan` mode over 0…1 with a 3π/2 sweep, so every
/// rule of the knob (steps, detents, keyboard, accessibility, bad input) applies unchanged.
///
/// Defaults: value 0 in 0…1, no default or neutral value, a sweep of 3π/2 (270°) from −5π/4 to
/// π/4 (centred on 12 o'clock), π/180 (1°) per point of pan.
///
/// The drawing (`drawing(style:cache:)`). Layers: `scale` (static ticks from value 0 to 1), `body`
/// (the shaded face, static and unturned, so its light stays put; absent when an image is used),
/// `knob` (grip notches and indicator, or the state's image, drawn at value 0 and rotated by
/// `rotation` about the centre) and `highlight` (a static glow, opaque while the finger turns the
/// knob). A change of value only turns `knob`.
public final class RotatableKnobModel {
    /// The underlying knob; use it for anything this type does not forward.
    public let knob: KnobModel

    /// The gesture session the knob runs on.
    @_spi(Hosting) public var session: GestureSession<Double> { knob.session }

    /// A rotatable knob with every default: value 0, default value `nil`, sweep 3π/2 (270°)
    /// centred on 12 o'clock (from −5π/4 to π/4), 1° per point of pan; see
    /// `ControlModel/init(bounds:)`.
    @_spi(Hosting) public init() {
        knob = KnobModel()
        knob.startAngle = -5 * .pi / 4
        knob.endAngle = .pi / 4
        knob.interactionMode = .pan()
        knob.defaultLabelString = .rotatableKnobLabel
        knob.builtInValueFormatter = { value, locale in Self.percentText(value, locale: locale) }
    }

    /// How the normalised value spreads along the knob's turn; default `.linear`. See
    /// ``ValueScale``.
    public var scale: ValueScale {
        get { knob.scale }
        set { knob.scale = newValue }
    }

    /// The value read out (when the knob has no `valueFormatter` of its own): the value as a
    /// percentage in the locale's way, "42%" (German "42 %"); `nil` writes it in English.
    static func percentText(_ value: Double, locale: Locale?) -> String {
        let percent = Int((value * 100).rounded())
        let number = locale.map { percent.formatted(.number.locale($0)) } ?? String(percent)
        return AccessibilityFormat.percentValue.text(for: locale, number)
    }

    /// The level as demo shows it: the value as a whole number 0–100 (its place in the
    /// knob's range, so it stays 0–100 even if the underlying knob's range is changed).
    public var level: Int { Int((knob.valueBounds.fraction(of: knob.value) * 100).rounded()) }

    /// The total turn from value 0 to value 1, radians; default 3π/2 (270°), clamped to 0…2π.
    /// Non-finite values are ignored.
    public var sweepAngle: Double {
        get { knob.endAngle - knob.startAngle }
        set {
            guard newValue.isFinite else { return }
            knob.endAngle = knob.startAngle + min(max(newValue, 0), Radians.fullTurn)
        }
    }

    /// How far one point of pan turns the knob, radians; default π/180 (1°). Non-finite or
    /// non-positive values fall back to the default.
    public var sensitivity: Double {
        get {
            if case .pan(let r) = knob.interactionMode.sanitized { return r }
            return .pi / 180
        }
        set { knob.interactionMode = KnobInteractionMode.pan(radiansPerPoint: newValue).sanitized }
    }

    /// Starts a pan at `point`; see ``KnobModel``.
    @_spi(Hosting) public func beginPointer(at point: CGPoint, time: Double?) -> Bool { knob.beginPointer(at: point, time: time) }

    /// Turns by `(Δx − Δy) · sensitivity` since the last event.
    @_spi(Hosting) public func movePointer(to point: CGPoint, time: Double?) -> Bool { knob.movePointer(to: point, time: time) }

    /// Ends the pan.
    @_spi(Hosting) public func endPointer(at point: CGPoint?, time: Double?) { knob.endPointer(at: point, time: time) }

    /// Cancels the pan.
    @_spi(Hosting) public func cancelPointer() { knob.cancelPointer() }

    /// A double tap restores `defaultValue`, animated.
    @_spi(Hosting) public func tapGesture(at point: CGPoint?) -> Bool { knob.tapGesture(at: point) }

    /// Assistive technology's "Reset to default value": what a double tap does, with the cause
    /// `.assistiveTechnology`.
    @_spi(Hosting) public func performAccessibilityAction(_ kind: AccessibilityAction.Kind) -> Bool {
        knob.performAccessibilityAction(kind)
    }

    /// The value, 0…1: what a typed value sets.
    @_spi(Hosting) public var typedEntryValue: Double? { knob.typedEntryValue }

    /// A typed value for the knob; see `ControlModel/enterValue(_:)`.
    @_spi(Hosting) public func enterTypedValue(_ value: Double) -> Bool { knob.enterTypedValue(value) }

    /// Applies a keyboard or accessibility adjustment to the knob.
    @_spi(Hosting) public func adjust(_ action: AdjustmentAction, cause: EventCause) -> Bool { knob.adjust(action, cause: cause) }

    /// Opens a settings transaction on the knob.
    @_spi(Hosting) public func beginConfiguration() { knob.beginConfiguration() }

    /// Closes a settings transaction on the knob.
    @_spi(Hosting) public func endConfiguration() { knob.endConfiguration() }

    /// Advances the clock; see ``KnobModel/advance(to:)``.
    @_spi(Hosting) public func advanceClock(to time: Double) -> Bool { knob.advanceClock(to: time) }
}
