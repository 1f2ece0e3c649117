import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The headless circular slider : value, range, angles, touch tracking,
/// animation, keyboard and accessibility. Hosts forward input and clock ticks and paint what the
/// model says; they decide nothing themselves.
///
/// Defaults: value 0 in 0…1, continuous, `startAngle` −11π/8, `endAngle` 3π/8,
/// `lineWidth` 2, `pointerLength` 6, absolute interaction.
///
/// Bad input, one rule each, beside the rules of `value`, `defaultValue` and the range
/// (`ValueBounds`):
/// - Angles, `lineWidth`, `pointerLength`, `pointerHitRadius`: non-finite values are ignored;
///   negative sizes become 0. Equal start and end angles leave the pointer at `startAngle`, and the
///   angle-based modes (`absolute`, `rotary`) then change nothing.
/// - `bounds`: see `CGRect.sanitizedBounds`; an empty bounds refuses to begin tracking.
/// - Tracking calls out of order, and settings changed in a drag: as every model (``ControlModel``).
///
/// The drawing (`drawing(style:cache:)`). Layers: `track` (static arc; with an `enabledRange` the
/// parts outside it dimmed), with a `neutralValue` or `showsValueArc` a `valueArc` (dynamic: from
/// the neutral value, or the minimum, to the value shown, in the tint over a fainter track),
/// `pointer` (static line or image at angle 0, rotated to `pointerAngle` about the centre) and,
/// with `showsValueLabel`, `valueLabel` (dynamic: the value shown, `presentationValueText`, which
/// follows an animation as the pointer does). A change of value alone changes the pointer's
/// rotation, the value arc and the label only.
public final class KnobModel {
    /// The duration of an animated value change, seconds (0.25 s).
    @_spi(Hosting) public static let animationDuration = Tween.valueChangeDuration

    /// The value rules shared with the range slider.
    let pipeline = ValuePipeline<Double>()

    /// The value and what goes with it, kept by the rules the knob shares with the fader.
    var single = SingleValue()

    /// A knob with every default; see `ControlModel/init(bounds:)`.
    @_spi(Hosting) public init() {
        shape = makeGeometry()
    }

    /// What the host knows of its platform; see `ControlModel/environment`. Setting it sets
    /// `isEnabled` from it and, with reduce motion, makes animated changes jump.
    @_spi(Hosting) public var environment = ControlEnvironment.standard {
        didSet { environmentChanged(from: oldValue) { pipeline.adopt(environment) } }
    }

    // MARK: Value

    /// When `true`, the knob draws a value arc from the minimum to the value (a level or a
    /// volume); a `neutralValue` draws it from there instead. Default `false` (a plain
    /// track).
    public var showsValueArc = false {
        didSet { if showsValueArc != oldValue { changes.notify() } }
    }

    // MARK: Geometry

    /// The angle of the minimum value, radians; default −11π/8. Non-finite values are ignored.
    @GeometryInput(negativeIsZero: false) public var startAngle = -11 * Double.pi / 8

    /// The angle of the maximum value, radians; default 3π/8. Non-finite values are ignored.
    @GeometryInput(negativeIsZero: false) public var endAngle = 3 * Double.pi / 8

    /// The stroke width of track and pointer, points; default 2. Negative becomes 0; non-finite is ignored.
    @GeometryInput(negativeIsZero: true) public var lineWidth = 2.0

    /// The pointer's length, points; default 6. Negative becomes 0; non-finite is ignored.
    @GeometryInput(negativeIsZero: true) public var pointerLength = 6.0

    /// The geometry these properties describe.
    @_spi(Hosting) public var geometry: KnobGeometry { shape }

    /// `geometry`, rebuilt whenever one of the properties it is made of is set (their observers
    /// call ``rebuildGeometry()``). Kept, not computed, because every tracking event reads it: one
    /// private stored value costs neither a rebuild nor the runtime exclusivity check each
    /// public stored property it is made of would.
    private var shape = KnobGeometry(bounds: .zero, startAngle: 0, endAngle: 0, lineWidth: 0, pointerLength: 0)

    /// Builds ``geometry`` again; see `ControlModel/rebuildGeometry()`.
    @_spi(Hosting) public func rebuildGeometry() { shape = makeGeometry() }

    private func makeGeometry() -> KnobGeometry {
        KnobGeometry(bounds: bounds, startAngle: startAngle, endAngle: endAngle,
                     lineWidth: lineWidth, pointerLength: pointerLength, turns: numberOfTurns, wraps: wrapsAround)
    }

    /// When `true` the knob is endless (an encoder): no end stops; the pointer passes from the
    /// maximum to the minimum and back, the value wraps, and each pass sends `.detent(.wrapped)`.
    /// Its range then spans full turns (`endAngle` is not used; see `KnobGeometry`), so the
    /// minimum and the maximum are one place on the dial. Arrow keys and assistive-technology
    /// increments go round one visible stop per press: from the maximum to one stop past the
    /// minimum (0…100 step 10: 100 goes to 10, and 0 back to 90), without a step carrying the
    /// travel over (0.995 goes to 0.005); pages, Home and End stop at the ends. Default `false`.
    @GeometryInput public var wrapsAround = false

    /// How many full turns the range spans, 1…100; default 1 (the arc from `startAngle` to
    /// `endAngle`). Above 1 the pointer turns that many times from the minimum to the maximum
    /// (`endAngle` only gives the direction) and the drawing shows which turn it is on. Values
    /// below 1 are 1, above 100 are 100; setting what it already is (after clamping) notifies
    /// nobody, so a host may set it on every update.
    @GeometryInput(keeping: { new, _ in min(max(new, 1), 100) }) public var numberOfTurns = 1

    /// The pointer's angle as shown now (follows animations), radians.
    public var pointerAngle: Double { geometry.angle(forFraction: presentationFraction) }

    /// The angle, radians, the pointer would show at `value`: for a view that draws its own
    /// pointer in step with the knob. Out-of-range values clamp; NaN gives the minimum's angle.
    public func pointerAngle(forValue value: Double) -> Double { geometry.angle(forFraction: range.fraction(of: value)) }

    // MARK: Interaction settings

    /// How a drag changes the value; default `.absolute`.
    public var interactionMode: KnobInteractionMode = .absolute {
        // Compared as it applies, so that a bad sensitivity set again is no change.
        didSet {
            mode = interactionMode.sanitized
            if interactionMode.sanitized != oldValue.sanitized { changes.notify() }
        }
    }

    /// A copy of the setting every tracking event reads (`interactionMode` as it applies), kept
    /// by its observer: a private stored value costs no runtime exclusivity check, the public one
    /// would on each event. (`neutralValue` has its copy in ``single``.)
    private var mode = KnobInteractionMode.absolute.sanitized

    /// When `true`, the relative modes (`rotary`, `vertical`, `horizontal`) move the value more
    /// slowly the farther the finger is from the centre: full speed inside the knob's radius R,
    /// R/d of it at distance d, down to a tenth. Default `false`.
    public var isFineAdjustmentEnabled = false {
        didSet { if isFineAdjustmentEnabled != oldValue { changes.notify() } }
    }

    /// When `true`, a gesture begins only on the pointer (within `pointerHitRadius`).
    ///  Default `false`.
    public var beginsOnPointerOnly = false {
        didSet { if beginsOnPointerOnly != oldValue { changes.notify() } }
    }

    /// How far from the pointer a touch still hits it, points; default 22 (a 44-point target).
    /// Negative becomes 0; non-finite is ignored.
    public var pointerHitRadius: Double = 22 {
        didSet {
            pointerHitRadius = pointerHitRadius.isFinite ? max(pointerHitRadius, 0) : oldValue
            if pointerHitRadius != oldValue { changes.notify() }
        }
    }

    // MARK: Tracking

    /// The time of the last tracking event, seconds (for a velocity drag).
    private var lastTime = 0.0
    private var lastAngle: Double?

    /// Starts a gesture at `point` (control coordinates). Returns `false`, and nothing happens, when
    /// the knob is disabled, the point is not finite or outside the bounds, the bounds are empty, or
    /// `beginsOnPointerOnly` is set and the point misses the pointer. In absolute mode the value jumps
    /// to the touch's angle. The drag's `.editingDidBegin` comes with its first change (a jump is
    /// one). `time` is unused: the knob needs none (the
    /// parameter keeps every control's input in one form, ``ControlModel``).
    @_spi(Hosting) public func beginPointer(at point: CGPoint, time: Double?) -> Bool {
        let g = geometry
        guard isEnabled, point.isFinite, !g.bounds.isEmpty, g.bounds.contains(point) else { return false }
        if beginsOnPointerOnly {
            guard let d = g.distanceToPointer(from: point, at: pointerAngle), d <= pointerHitRadius else { return false }
        }
        pipeline.startGesture(at: point, value: single.value, cancel: cancelTracking) {
            lastTime = trackingTime(time)
            lastAngle = Radians.of(point, about: g.center)
            single.trackingFraction = restingFraction
            guard case .absolute = interactionMode else { return }
            if defaultValue == nil {
                track(from: point, to: point, geometry: g, time: lastTime)
            } else {
                // The press may be the first tap of a double tap that restores the default value:
                // the pointer jumps only once the finger moves, or once no second tap came.
                deferredPress = point
            }
        }
        return true
    }

    /// Follows the finger to `point`; tracking goes on outside the bounds. Returns `true` while a
    /// gesture is under way (`false` when none is, and nothing happens).
    @_spi(Hosting) public func movePointer(to point: CGPoint, time: Double?) -> Bool {
        pipeline.continueGesture(to: point) { track(from: $0, to: $1, geometry: geometry, time: trackingTime(time)) }
    }

    /// Ends the gesture at `point` (which moves the value like a last `continueTracking`). Sends
    /// the deferred `.valueChanged` when `isContinuous` is `false`, then `.editingDidEnd`.
    /// Ignored when no gesture is under way.
    @_spi(Hosting) public func endPointer(at point: CGPoint?, time: Double?) {
        pipeline.endGesture(at: point, track: { track(from: $0, to: $1, geometry: geometry, time: trackingTime(time)) }) {
            if let press = deferredPress { pipeline.holdTap(at: press, time: time, interval: doubleTapInterval) }
            finishGesture()
        }
    }

    /// Ends the gesture where it is, as when the system takes the touch away. The value stays;
    /// a deferred `.valueChanged` is sent, then `.editingDidEnd`. Ignored when no gesture is under way.
    @_spi(Hosting) public func cancelPointer() {
        guard isTracking else { return }
        finishGesture()
    }

    private func finishGesture() {
        lastAngle = nil
        deferredPress = nil
        pipeline.finishGesture(value: single.value)
    }

    /// The press of an absolute-mode gesture that has not moved the value yet (see
    /// ``doubleTapInterval``).
    private var deferredPress: CGPoint?

    /// The waiting tap, its double-tap interval passed: the pointer jumps there, as one edit
    /// caused by the tap.
    @_spi(Hosting) public func takeWaitingTap(at point: CGPoint) {
        let g = geometry
        guard let angle = Radians.of(point, about: g.center), let f = g.fraction(forTouchAngle: angle) else { return }
        single.trackingFraction = f
        pipeline.edit(cause: .tap, from: single.value) { applyUserValue(range.value(atFraction: f), cause: .tap) }
    }

    /// A tracking time: the host's, else the model's clock.
    private func trackingTime(_ time: Double?) -> Double {
        time.flatMap { $0.isFinite ? $0 : nil } ?? pipeline.clock
    }

    private func track(from start: CGPoint, to point: CGPoint, geometry g: KnobGeometry, time: Double) {
        let delta = CGPoint(x: point.x - start.x, y: point.y - start.y)
        let angle = Radians.of(point, about: g.center)
        defer {
            lastTime = time
            if angle != nil { lastAngle = angle }
        }
        let distance = Radians.distance(from: g.center, to: point) ?? 0
        let length = abs(g.sweep)
        let fine = pipeline.modifiers.moveFactor
        var fraction = single.trackingFraction
        switch mode {
        case .absolute where fine < 1 && deferredPress == nil:
            // A fine drag does not jump to the finger: it turns by a tenth of the finger's turn.
            guard let angle, let previous = lastAngle, length > 1e-12 else { return }
            fraction += Radians.shortestDelta(from: previous, to: angle) * (g.sweep < 0 ? -1 : 1) / length * fine
        case .absolute:
            if let press = deferredPress {
                // A deferred press jumps once the finger has really moved: it is a drag, and any
                // waiting tap was not the first of a double tap.
                guard let moved = Radians.distance(from: press, to: point), moved >= TouchTarget.slop else { return }
                deferredPress = nil
                pipeline.dropWaitingTap()
            }
            let tracked = single.trackingFraction
            guard let angle, let f = g.fraction(forTouchAngle: angle, near: tracked) else { return }
            // On an endless knob a jump of more than half the range is the pointer passing the joint.
            fraction = g.wraps && abs(f - tracked) > 0.5 ? f + (f < tracked ? 1 : -1) : f
        case .rotary:
            guard let angle, let previous = lastAngle, length > 1e-12 else { return }
            let turn = Radians.shortestDelta(from: previous, to: angle) * (g.sweep < 0 ? -1 : 1)
            fraction += turn / length * fineScale(distance, g) * fine
        case .vertical(let points):
            let across = abs(Double(point.x - g.center.x))
            fraction += -Double(delta.y) / points * fineScale(across, g) * fine
        case .velocity(let points):
            let dt = time - lastTime
            let gain = dt > 0 ? KnobInteractionMode.velocityGain(speed: abs(Double(delta.y)) / dt) : 1
            fraction += -Double(delta.y) / points * gain * fine
        case .horizontal(let points):
            let across = abs(Double(point.y - g.center.y))
            fraction += Double(delta.x) / points * fineScale(across, g) * fine
        case .pan(let radiansPerPoint):
            guard length > 1e-12 else { return }
            fraction += Double(delta.x - delta.y) * radiansPerPoint / length * fine
        }
        // A finger that has not moved the fraction changes nothing (the value read back from the
        // same fraction may differ in its last bit).
        guard fraction.isFinite, fraction != single.trackingFraction else { return }
        let passedJoint = g.wraps && (fraction < 0 || fraction >= 1)
        single.trackingFraction = g.wraps ? fraction - fraction.rounded(.down) : min(max(fraction, 0), 1)
        applyUserValue(range.value(atFraction: single.trackingFraction), cause: .drag, wrapped: passedJoint)
    }

    private func fineScale(_ distance: Double, _ g: KnobGeometry) -> Double {
        guard isFineAdjustmentEnabled, g.outerRadius > 0, distance.isFinite else { return 1 }
        return min(max(g.outerRadius / max(distance, g.outerRadius), 0.1), 1)
    }

    /// Applies a value the user chose: clamps, snaps, reports the change and any detent; `wrapped`
    /// when it passed an endless knob's joint (then the detent is `.wrapped`, and there are no end
    /// stops).
    func applyUserValue(_ proposed: Double, cause: EventCause, wrapped: Bool) {
        applyUserValue(proposed, cause: cause) { old, v in
            if wrapped {
                pipeline.emitChange(.detent(.wrapped), cause: cause)
            } else if shape.wraps {
                // An endless knob has no end stops; steps still click.
                if let index = range.stepIndex(of: v), index != range.stepIndex(of: old), range.end(at: v) == nil {
                    pipeline.emitChange(.detent(.step(index)), cause: cause)
                }
            } else {
                pipeline.reportDetent(from: old, to: v, neutral: effectiveNeutral, cause: cause)
            }
        }
    }

    /// Applies a value the user chose that passes no joint.
    func applyUserValue(_ proposed: Double, cause: EventCause) { applyUserValue(proposed, cause: cause, wrapped: false) }

    // MARK: Taps, keys and accessibility

    /// The name the app gave the knob, or `nil` (the default); see `AccessibilityNaming`.
    @_spi(Hosting) public var customAccessibilityLabel: String? {
        didSet { if accessibilityLabelChanged(from: oldValue) { changes.notify() } }
    }

    /// "Knob", or the rotatable knob's "Level".
    @_spi(Hosting) public var defaultAccessibilityString: AccessibilityString { defaultLabelString }

    /// Which string names an unnamed knob: the rotatable knob sets its own.
    var defaultLabelString = AccessibilityString.knobLabel {
        didSet { if customAccessibilityLabel == nil, defaultLabelString != oldValue { changes.notify() } }
    }

    /// The value text a formatter-less knob reads before ticks and the range's own text: the
    /// rotatable knob's percentage, in the locale's way.
    var builtInValueFormatter: (@Sendable (Double, Locale?) -> String)? {
        didSet { changes.notify() }
    }

    /// The rotatable knob's percentage, when it set one (see ``builtInValueFormatter``).
    func builtInText(for value: Double) -> String? { builtInValueFormatter?(value, environment.locale) }

    /// The text of the centre label as drawn now: the value the pointer shows, which follows an
    /// animation (an animated `setValue` reads its way from the old value to the new one, as the
    /// pointer turns), and `valueText` at rest. Assistive technology reads `valueText`.
    @_spi(Hosting) public var presentationValueText: String {
        let shown = presentationFraction
        return text(for: shown == restingFraction ? single.value : range.value(atFraction: shown))
    }

    /// The knob as one adjustable accessibility element covering the bounds. While the knob is
    /// enabled and has a `defaultValue`, it offers the action "Reset to default value" (in the
    /// locale's language), which does what a double tap does.
    @_spi(Hosting) public var accessibilityElement: AccessibilityElement { valueElement(identifier: "knob") }

    // MARK: Time

    /// The fraction of the range shown now: the animation's, or the value's.
    @_spi(Hosting) public var presentationFraction: Double { pipeline.presentationFraction(0, resting: restingFraction) }

    /// The value shown now (follows animations).
    @_spi(Hosting) public var presentationValue: Double { range.value(atFraction: presentationFraction) }

    /// The running animation of the pointer, in fractions of the range, if any.
    @_spi(Hosting) public var runningAnimation: Tween? { pipeline.animations.first }
}

extension KnobModel: SingleValueModel {}
