import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The headless XY pad: two values, x and y, each with its own range, scale and step, set by one
/// thumb on a square or rectangular pad; touch tracking, taps, keys, accessibility, an optional
/// spring back to a neutral point, and animation on the injected clock. Hosts forward input and
/// clock ticks and paint what the model says; they decide nothing themselves.
///
/// Defaults: values (0, 0), each axis 0…1 without a step, continuous, left to right, a thumb 28
/// points across, no spring back. The thumb starts in the bottom-left corner: y grows upwards, as
/// on a chart, so "up" means "more" for both the finger and the Up arrow.
///
/// A drag that begins on the thumb (its 44 × 44-point touch target) moves it by the finger's
/// travel, one point per point, clamped to the pad (Shift: a tenth). A tap elsewhere on the pad
/// moves the thumb there, animated, as one edit; with ``jumpsToTouch`` (on by default when the
/// pad ``springsBack``) a press anywhere on the pad puts the thumb under the finger at once. The arrows move x (left and right, the way they
/// point, also right to left) and y (up and down); Page Up/Down, Home and End act on
/// ``focusedAxis``. With ``springsBack`` the thumb returns to ``neutralValue`` when the finger
/// lifts.
///
/// Bad input, one rule each:
/// - `value`, `setValue`, `neutralValue`: a NaN coordinate is ignored (that axis keeps its
///   value; a `neutralValue` holding one is refused whole); ±infinity and out-of-range values clamp.
/// - Each axis's bounds and step: see `ValueBounds` (non-finite bounds ignored; a minimum above
///   the maximum moves the maximum, and vice versa; `min == max` holds one value, shown at the
///   minimum's edge; a step ≤ 0 means continuous; a step larger than the range leaves the two
///   ends).
/// - `bounds`: see `CGRect.sanitizedBounds`; a pad without an area (a zero width or height), or
///   with no room for the thumb to move, refuses drags and taps.
/// - `thumbSize`: NaN and infinities are ignored, negative sizes are 0, and a thumb larger than
///   the pad is drawn as large as its shorter side.
/// - Tracking calls out of order, and settings changed in a drag: as every model
///   (``ControlModel``); a second begin springs the first gesture back, when on. In the middle of
///   a spring back, a change of the ranges ends the glide where the value is; a change of
///   ``springsBack`` or ``neutralValue`` applies from the next release.
///
/// The drawing (`drawing(style:cache:)`). Layers, back to front: `pad` (static: the pad's fill and
/// border), `crosshairX` and `crosshairY` (static content: the vertical and the horizontal line
/// through the thumb at the minimum of both axes, translated across and up to the values shown;
/// left out with a crosshair width of 0) and `thumb` (static content at the minimum, translated to
/// the values shown). A change of value changes the three translations only.
public final class XYPadModel {
    /// The duration of an animated value change or a tap's move, seconds (0.25 s).
    @_spi(Hosting) public static let animationDuration = Tween.valueChangeDuration
    /// The duration of the glide back to the neutral point, seconds (0.3 s, easing out).
    @_spi(Hosting) public static let springBackDuration = 0.3

    /// The value rules and the gesture session: events, edits, animation of the two shown
    /// fractions (x first) and the clock. Its own `bounds` are unused: each axis has its own.
    let pipeline = ValuePipeline<XYPadValue>()

    /// The gesture session the pad runs on: its value pipeline.
    @_spi(Hosting) public var session: GestureSession<XYPadValue> { pipeline }

    /// The values: always inside their axes' ranges and on their steps.
    var stored = XYPadValue(x: 0, y: 0)
    /// The unsnapped fractions a drag (or a key) has reached on each axis, so that steps do not
    /// swallow small moves.
    var tracking = (x: 0.0, y: 0.0)
    /// The settings transaction under way, if any.
    var configuration = ConfigurationBracket<XYPadValue>()
    /// The axes' ranges and steps; private stored values, read by every tracking event without a
    /// runtime exclusivity check.
    var xAxis = ValueBounds(), yAxis = ValueBounds()

    /// A pad with every default; see `ControlModel/init(bounds:)`.
    @_spi(Hosting) public init() {
        shape = makeGeometry()
    }

    /// What the host knows of its platform; see `ControlModel/environment`. Setting it sets
    /// `isEnabled` and `layoutDirection` from it and, with reduce motion, makes animated changes
    /// (the spring back included) jump.
    @_spi(Hosting) public var environment = ControlEnvironment.standard {
        didSet { trackEnvironmentChanged(from: oldValue) { pipeline.adopt(environment) } }
    }

    // MARK: The axes

    /// The x axis's range and step as one value; default 0…1 without a step. Setting it clamps
    /// and snaps x (no event) and ends any animation. See `ValueBounds` for bad input.
    @_spi(Hosting) public var xBounds: ValueBounds { get { xAxis } set { replaceBounds(of: .x, with: newValue) } }

    /// The y axis's range and step as one value; default 0…1 without a step. Setting it clamps
    /// and snaps y (no event) and ends any animation. See `ValueBounds` for bad input.
    @_spi(Hosting) public var yBounds: ValueBounds { get { yAxis } set { replaceBounds(of: .y, with: newValue) } }

    /// The lowest x, at the pad's left edge (right edge right to left); default 0. A minimum
    /// above the maximum moves the maximum up to it; NaN and infinities are ignored.
    public var xMinimum: Double { get { xAxis.minimum } set { xBounds.setMinimum(newValue) } }

    /// The highest x; default 1. A maximum below the minimum moves the minimum down to it; NaN
    /// and infinities are ignored.
    public var xMaximum: Double { get { xAxis.maximum } set { xBounds.setMaximum(newValue) } }

    /// The distance between allowed x values, in x's units; 0 (the default) is continuous. NaN,
    /// infinite or negative steps are 0; a step larger than the range leaves its two ends.
    public var xStep: Double { get { xAxis.step } set { xBounds.setStep(newValue) } }

    /// How x values spread across the pad; default `.linear`. A scale not valid for the range acts
    /// as `.linear` (see ``ValueScale``).
    public var xScale: ValueScale { get { xAxis.scale } set { xBounds.scale = newValue } }

    /// The lowest y, at the pad's bottom edge; default 0. A minimum above the maximum moves the
    /// maximum up to it; NaN and infinities are ignored.
    public var yMinimum: Double { get { yAxis.minimum } set { yBounds.setMinimum(newValue) } }

    /// The highest y, at the pad's top edge; default 1. A maximum below the minimum moves the
    /// minimum down to it; NaN and infinities are ignored.
    public var yMaximum: Double { get { yAxis.maximum } set { yBounds.setMaximum(newValue) } }

    /// The distance between allowed y values, in y's units; 0 (the default) is continuous. NaN,
    /// infinite or negative steps are 0; a step larger than the range leaves its two ends.
    public var yStep: Double { get { yAxis.step } set { yBounds.setStep(newValue) } }

    /// How y values spread up the pad; default `.linear`. A scale not valid for the range acts as
    /// `.linear` (see ``ValueScale``).
    public var yScale: ValueScale { get { yAxis.scale } set { yBounds.scale = newValue } }

    /// Sets the range and step of both axes, x's before y's, exactly as setting their properties one
    /// by one does (bad input included); inside `configure { }` the value is clamped and snapped once,
    /// under the final ranges. The hosts' initialisers and updates set the axes this way.
    @_spi(Hosting) public func setAxes(x: ClosedRange<Double>, xStep: Double, y: ClosedRange<Double>, yStep: Double) {
        xMinimum = x.lowerBound
        xMaximum = x.upperBound
        self.xStep = xStep
        yMinimum = y.lowerBound
        yMaximum = y.upperBound
        self.yStep = yStep
    }

    /// The range and step of `axis`.
    func axisBounds(_ axis: XYPadAxis) -> ValueBounds { axis == .x ? xAxis : yAxis }

    /// Takes `new` as the range and step of `axis`: its value is clamped and snapped into it,
    /// without an event, and any animation stops. Setting what it holds changes nothing.
    private func replaceBounds(of axis: XYPadAxis, with new: ValueBounds) {
        guard new != axisBounds(axis) else { return }
        if axis == .x { xAxis = new } else { yAxis = new }
        let old = stored
        stored[axis] = new.clamp(stored[axis]) ?? new.lowerLimit
        if stored != old { pipeline.programDidSet(stored) }
        tracking = restingFractions
        pipeline.stopAnimations()
        changes.notify()
    }

    /// Whether value changes are reported while the finger moves (`true`, the default) or once,
    /// when the drag ends (its spring back included). Switched during a drag, the end reports the
    /// value when a change made while it was `false` has not been reported.
    public var isContinuous: Bool { get { session.isContinuous } set { session.isContinuous = newValue } }

    // MARK: Value

    /// The current values, always inside their ranges and on their steps; default (0, 0), the
    /// bottom-left corner (bottom-right in a right-to-left layout). Setting it is
    /// `setValue(_:animated: false)` and sends no event; a NaN coordinate leaves that axis as it is.
    public var value: XYPadValue { get { stored } set { setValue(newValue, animated: false) } }

    /// Sets the values, each clamped and snapped on its axis (a NaN coordinate keeps that axis's
    /// value); with `animated` the thumb slides there over 0.25 s with ease-in-out, driven by
    /// `advance(to:)`. Sends no event. An animated change during a drag, or with reduce motion,
    /// is applied at once; the values the pad already has, set again during a drag, change
    /// nothing.
    public func setValue(_ newValue: XYPadValue, animated: Bool) {
        configuration.remember(newValue, animated: animated)
        let new = clamped(newValue)
        // The value it holds, set again, changes nothing: a drag or an animation goes on.
        if new == stored { return }
        let from = presentationFractions
        stored = new
        tracking = restingFractions
        pipeline.programDidSet(new)
        pipeline.animate(from: [from.x, from.y], to: [tracking.x, tracking.y], animated: animated,
                         duration: Self.animationDuration)
        changes.notify()
    }

    /// `value` clamped and snapped on each axis; a NaN coordinate keeps the current value's.
    func clamped(_ value: XYPadValue) -> XYPadValue {
        XYPadValue(x: xAxis.clamp(value.x) ?? stored.x, y: yAxis.clamp(value.y) ?? stored.y)
    }

    /// Whether the thumb returns to ``neutralValue`` when a drag ends (the finger lifts, or the
    /// system cancels the touch), as a joystick does; default `false`. The return belongs to the
    /// drag's edit: the neutral value is reported with cause `.drag` before `.editingDidEnd`, at
    /// the release, and the thumb glides there over 0.3 s on the clock (at once with reduce
    /// motion). While it is on, taps do nothing: between drags the thumb rests at the neutral
    /// point. Keys and assistive technology still move it, and it stays where they put it.
    public var springsBack = false {
        didSet { if springsBack != oldValue { changes.notify() } }
    }

    /// Whether a press on the pad away from the thumb moves the thumb to the finger at once, and
    /// the drag goes on from there, as filter pads and virtual joysticks do; default: what
    /// ``springsBack`` is (on for a joystick, off for a pad that stays where it is put). Setting
    /// it fixes it whatever ``springsBack`` becomes. With it off, only a drag that begins on the
    /// thumb's touch target moves the thumb, and a tap elsewhere moves it there, animated.
    ///
    /// The jump is part of the drag's edit, reported with cause `.drag`, and a pad that jumps
    /// claims every touch on it (a scroller around it does not take a drag that begins there).
    /// With a ``defaultValue`` and no spring back, the press may be the first tap of a double tap:
    /// the thumb then jumps once the finger moves past `TouchTarget/slop`, and a tap moves it as
    /// any tap does.
    public var jumpsToTouch: Bool {
        get { jumpsToTouchSetting ?? springsBack }
        set {
            let old = jumpsToTouch
            jumpsToTouchSetting = newValue
            if newValue != old { changes.notify() }
        }
    }

    /// ``jumpsToTouch`` as set; `nil` until set, when it follows ``springsBack``.
    private var jumpsToTouchSetting: Bool?

    /// The point the thumb springs back to; `nil` (the default) is the middle of each axis's
    /// travel (fraction 0.5 along its scale, on a step). Stored as given and clamped and snapped
    /// when used; a value with a NaN or infinite coordinate is ignored.
    public var neutralValue: XYPadValue? {
        didSet {
            if let n = neutralValue, !(n.x.isFinite && n.y.isFinite) { neutralValue = oldValue }
            if neutralValue != oldValue { changes.notify() }
        }
    }

    /// The point a double tap, assistive technology's "Reset to default value" and
    /// ``ControlModel/reset(animated:)`` restore; `nil` (the default) for no reset. Stored as
    /// given and clamped and snapped when used; a value with a NaN coordinate is ignored. While
    /// set, a single tap waits 0.35 s before it moves the thumb, as it may be the first of a
    /// double tap.
    public var defaultValue: XYPadValue? {
        didSet {
            if let d = defaultValue, d.x.isNaN || d.y.isNaN { defaultValue = oldValue }
            if defaultValue != oldValue { changes.notify() }
        }
    }

    /// Where a spring back goes now: ``neutralValue`` clamped and snapped, else the middle of
    /// each axis.
    @_spi(Hosting) public var effectiveNeutralValue: XYPadValue {
        let n = neutralValue ?? XYPadValue(x: xAxis.value(atFraction: 0.5), y: yAxis.value(atFraction: 0.5))
        return clamped(n)
    }

    /// Opens a settings transaction.
    @_spi(Hosting) public func beginConfiguration() { configuration.open() }

    /// Closes a settings transaction: the value asked for inside it is set again under the final
    /// ranges, once the bracket is closed (setting the value reads it).
    @_spi(Hosting) public func endConfiguration() {
        if let asked = configuration.close() { setValue(asked.value, animated: asked.animated) }
    }

    // MARK: Geometry

    /// The thumb's diameter, points; default 28. The thumb's centre travels the pad inset by half
    /// of it. NaN and infinities are ignored; negative sizes are 0; a thumb larger than the pad is
    /// drawn as large as its shorter side.
    @GeometryInput(negativeIsZero: true) public var thumbSize = 28.0

    /// The geometry these properties describe.
    @_spi(Hosting) public var geometry: XYPadGeometry { shape }

    /// `geometry`, rebuilt whenever one of the properties it is made of is set. Kept, not
    /// computed, because every tracking event reads it.
    private var shape = XYPadGeometry(bounds: .zero)

    /// ``geometry`` built again (the environment changed).
    /// Builds ``geometry`` again; see `ControlModel/rebuildGeometry()`.
    @_spi(Hosting) public func rebuildGeometry() { shape = makeGeometry() }

    private func makeGeometry() -> XYPadGeometry {
        XYPadGeometry(bounds: bounds, thumbSize: thumbSize, layoutDirection: layoutDirection)
    }

    /// The thumb's frame as shown now (follows animations).
    @_spi(Hosting) public var thumbFrame: CGRect {
        let f = presentationFractions
        return shape.thumbFrame(x: f.x, y: f.y)
    }

    /// The area that answers to a drag: the thumb's frame grown to at least 44 × 44 points about
    /// its centre.
    @_spi(Hosting) public var thumbTouchFrame: CGRect { TouchTarget.around(thumbFrame) }

    // MARK: Keys and accessibility settings

    /// The axis Page Up, Page Down, Home, End, scroll notches and assistive technology's
    /// adjustments without an axis apply to; default `.x`. Tab and Shift-Tab move it (see
    /// `moveFocus(forward:)`); the arrows always move their own axis.
    public var focusedAxis = XYPadAxis.x {
        didSet { if focusedAxis != oldValue { changes.notify() } }
    }

    /// The names read for the two elements. Until the app names one its name is the default,
    /// "Horizontal" or "Vertical", in the language of the environment's locale (German
    /// "Horizontal" / "Vertikal", Japanese "水平" / "垂直"), and follows a change of locale; a name
    /// the app sets wins over every locale. Only the names an assignment changes are set.
    public var accessibilityLabels: (x: String, y: String) {
        get { Self.partNames.read(customAccessibilityLabels, in: environment.locale) }
        set { customAccessibilityLabels = Self.partNames.custom(assigning: newValue, over: customAccessibilityLabels, in: environment.locale) }
    }

    /// The names the app set, each `nil` (the default) for the default name in the locale's
    /// language. Hosts whose platform clears a name with `nil` set this.
    @_spi(Hosting) public var customAccessibilityLabels: (x: String?, y: String?) = (nil, nil) {
        didSet { if Self.partNames.read(oldValue, in: environment.locale) != accessibilityLabels { changes.notify() } }
    }

    /// The axes' default names.
    static let partNames = PartNames(first: .xyPadXLabel, second: .xyPadYLabel)

    /// Turns an axis's value into the text read out and shown; `nil` (the default) uses the
    /// axis's own text (`ValueBounds/text(for:)`) in the locale's way. Setting it notifies, unless
    /// there was none and none is set (formatters cannot be compared).
    public var valueFormatter: (@Sendable (XYPadAxis, Double) -> String)? {
        didSet { if oldValue != nil || valueFormatter != nil { changes.notify() } }
    }

    /// The value of `axis` as text, through ``valueFormatter``, else the `valueFormat` the app set.
    public func valueText(for axis: XYPadAxis) -> String {
        let v = stored[axis]
        return valueFormatter?(axis, v) ?? session.valueFormat?.text(for: v, locale: environment.locale ?? .current)
            ?? axisBounds(axis).tick(at: v)?.label ?? axisBounds(axis).text(for: v, locale: environment.locale)
    }

    /// The axis an adjustment under way applies to, when not the focused one
    /// (`perform(_:on:cause:)`).
    var adjustedAxis: XYPadAxis?

    // MARK: Drag state

    /// The press of a drag that jumps to the finger but has not yet (see ``jumpsToTouch``).
    var deferredPress: CGPoint?

    // MARK: Time

    /// The fractions of each axis the values rest at, shown when nothing animates.
    var restingFractions: (x: Double, y: Double) { (xAxis.fraction(of: stored.x), yAxis.fraction(of: stored.y)) }

    /// The fractions of each axis shown now (follow animations and the spring back).
    @_spi(Hosting) public var presentationFractions: (x: Double, y: Double) {
        let rest = restingFractions
        return (pipeline.presentationFraction(0, resting: rest.x), pipeline.presentationFraction(1, resting: rest.y))
    }
}
