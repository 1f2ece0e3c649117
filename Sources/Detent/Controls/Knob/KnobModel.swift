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

    /// ``mode``, for the input rules (KnobInput.swift): read through this getter, the private
    /// copy keeps its static exclusivity checks.
    var modeInEffect: KnobInteractionMode { mode }

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

    // MARK: Accessibility and value text

    /// The name the app gave the knob, or `nil` (the default); see `AccessibilityNaming`.
    @_spi(Hosting) public var customAccessibilityLabel: String? {
        didSet { if accessibilityLabelChanged(from: oldValue) { changes.notify() } }
    }

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

    // MARK: Drag state

    /// The time of the last tracking event, seconds (for a velocity drag).
    var lastTime = 0.0
    /// The touch's angle at the last tracking event, radians; `nil` outside a drag.
    var lastAngle: Double?

    /// The press of an absolute-mode gesture that has not moved the value yet (see
    /// ``doubleTapInterval``).
    var deferredPress: CGPoint?

    // MARK: Time

    /// The fraction of the range shown now: the animation's, or the value's.
    @_spi(Hosting) public var presentationFraction: Double { pipeline.presentationFraction(0, resting: restingFraction) }

    /// The value shown now (follows animations).
    @_spi(Hosting) public var presentationValue: Double { range.value(atFraction: presentationFraction) }

    /// The running animation of the pointer, in fractions of the range, if any.
    @_spi(Hosting) public var runningAnimation: Tween? { pipeline.animations.first }
}

extension KnobModel: SingleValueModel {}
