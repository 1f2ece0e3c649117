import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One of the range slider's two thumbs.
public enum RangeSliderThumb: Sendable, Equatable, CaseIterable {
    /// The thumb of `lowerValue`.
    case lower
    /// The thumb of `upperValue`.
    case upper
}

/// The headless two-thumb slider: values, constraints, touch tracking, taps,
/// animation, keyboard and accessibility.
///
/// Defaults: range 0…1, `lowerValue` 0.2, `upperValue` 0.8, continuous,
/// horizontal left-to-right, thumbs square with the bounds' height.
///
/// `minimumValue ≤ lowerValue ≤ upperValue ≤ maximumValue` holds after every call. Bad input:
/// - NaN values are ignored; ±infinity and out-of-range values clamp; bounds follow `ValueBounds`.
/// - Setting `lowerValue` above `upperValue` (or `upperValue` below `lowerValue`) clamps it to the
///   other thumb, as robustness rule says; `setValues(lower:upper:animated:)` sets both
///   at once and swaps them if given in the wrong order.
/// - `minimumDistance`: NaN or negative is 0, above the range it is the range. `maximumDistance`:
///   NaN or ≤ 0 means no limit; below `minimumDistance` it acts as `minimumDistance`. The values
///   keep both the step and the distance limits wherever some values do (see `minimumDistance`);
///   the distance limits win where both cannot hold.
/// - Tracking calls out of order are ignored and report nothing; property changes in a drag apply
///   at once (the pair is re-constrained) and the drag goes on.
public final class RangeSliderModel {
    /// The duration of animated changes and taps, seconds.
    @_spi(Hosting) public static let animationDuration = 0.25

    /// The value rules shared with the knob.
    let pipeline = ValuePipeline<ClosedRange<Double>>()

    /// The gesture session the slider runs on: its value pipeline.
    @_spi(Hosting) public var session: GestureSession<ClosedRange<Double>> { pipeline }

    /// Creates a slider with defaults in `bounds`.
    public init(bounds: CGRect = .zero) {
        self.bounds = bounds.sanitizedBounds
        shape = makeGeometry()
    }

    /// What the host knows of its platform; see `ControlModel/environment`. Setting it sets
    /// `isEnabled` and `layoutDirection` from it and, with reduce motion, makes animated changes
    /// jump.
    @_spi(Hosting) public var environment = ControlEnvironment.standard {
        // The label bands grow with the text scale, and the track lies beside them.
        didSet { trackEnvironmentChanged(from: oldValue) { pipeline.adopt(environment) } }
    }

    // MARK: Values

    private var range: ValueBounds { pipeline.bounds }
    private var lower = 0.2
    private var upper = 0.8

    /// The range and step (`minimumValue`, `maximumValue`, `step`), as one value; default 0…1
    /// without a step. Setting it brings both values inside under the rules above (no event).
    @_spi(Hosting) public var valueBounds: ValueBounds {
        get { pipeline.bounds }
        set { if pipeline.replaceBounds(with: newValue) { constraintsDidChange() } }
    }

    /// The smallest allowed `upperValue − lowerValue`, value units; default 0.
    ///
    /// With a step, the values a thumb may take are the step's multiples from the minimum and the
    /// maximum itself, even where the range is not a whole number of steps (as
    /// `ValueBounds/clamp(_:)` allows it): on 0…100 with step 3 they are 0, 3, …, 99 and 100;
    /// with an enabled range, those inside it. Wherever a pair of such values keeps the distance
    /// limits, the thumbs keep both rules: both thumbs set to 100 with a minimum distance of 6 are
    /// 93…100 (the upper value stays, the lower one takes the highest step at least 6 below it;
    /// 94 is off the steps). The distance counts within a billionth of a step, so rounding does not
    /// lose a step (0.1 and 0.3 are 0.2 apart, though their difference as doubles is
    /// 0.19999999999999998). Where no such pair exists, the distance limits win and the values
    /// leave the steps.
    ///
    /// Off the steps the limits hold exactly as doubles subtract, even near the largest doubles:
    /// where `lower + minimumDistance` rounds to `lower` itself, the upper value is the next double
    /// above. Only where the doubles are farther apart than the maximum distance allows (a
    /// maximum of 4.5 near 1e307, where they are about 2e291 apart) can the two limits not both
    /// hold; there the minimum distance wins and the thumbs are the nearest doubles that keep it.
    /// A value too close or too far moves the upper value; where it cannot move (at the end), the
    /// lower one.
    public var minimumDistance: Double = 0 {
        // Compared bit for bit, so that NaN set again is no change.
        didSet { if minimumDistance.bitPattern != oldValue.bitPattern { constraintsDidChange() } }
    }

    /// The largest allowed `upperValue − lowerValue`, value units; default `nil`, no limit.
    public var maximumDistance: Double? {
        didSet { if maximumDistance.map(\.bitPattern) != oldValue.map(\.bitPattern) { constraintsDidChange() } }
    }

    /// When `true` a thumb dragged past the other swaps roles with it; default `false` (it stops).
    public var allowsCrossing = false {
        didSet { if allowsCrossing != oldValue { changes.notify() } }
    }

    /// When `true` dragging the highlighted range between the thumbs moves both; default `false`,,
    /// where only the thumbs begin a drag.
    public var isRangeDraggable = false {
        didSet { if isRangeDraggable != oldValue { changes.notify() } }
    }

    /// When `true` (the default) a tap on the track moves the nearest thumb there, animated.
    public var movesNearestThumbOnTap = true {
        didSet { if movesNearestThumbOnTap != oldValue { changes.notify() } }
    }

    /// The lower value; default 0.2. Setting it clamps into `minimumValue…upperValue` (less the
    /// distance limits) and sends no event.
    public var lowerValue: Double {
        get { lower }
        set { setValue(newValue, for: .lower, animated: false) }
    }

    /// The upper value; default 0.8. Setting it clamps into `lowerValue…maximumValue` (less the
    /// distance limits) and sends no event.
    public var upperValue: Double {
        get { upper }
        set { setValue(newValue, for: .upper, animated: false) }
    }

    /// `lowerValue...upperValue`.
    public var values: ClosedRange<Double> { lower...upper }

    /// The value of `thumb`.
    public func value(of thumb: RangeSliderThumb) -> Double { thumb == .lower ? lower : upper }

    /// Sets one thumb's value under the rules above; sends no event.
    public func setValue(_ newValue: Double, for thumb: RangeSliderThumb, animated: Bool) {
        if configuration.isOpen {
            let asked = configuration.askedValue?.value ?? (lower, upper)
            configuration.remember(thumb == .lower ? (newValue, asked.1) : (asked.0, newValue), animated: animated)
        }
        guard !newValue.isNaN else { return }
        let before = presentationFractions, old = (lower, upper)
        place(thumb, at: newValue)
        // The values it holds, set again, change nothing: a drag or an animation goes on.
        guard (lower, upper) != old else { return }
        animate(from: before, animated: animated)
        changes.notify()
    }

    /// The settings transaction under way, if any (see ``PointerInput/configure(_:)``).
    private var configuration = ConfigurationBracket<(Double, Double)>()

    /// Opens a settings transaction.
    @_spi(Hosting) public func beginConfiguration() { configuration.open() }

    /// Closes a settings transaction: the values asked for inside it are set again under the final
    /// range, step and distances.
    @_spi(Hosting) public func endConfiguration() {
        guard let asked = configuration.close() else { return }
        setValues(lower: asked.value.0, upper: asked.value.1, animated: asked.animated)
    }

    /// Sets both values at once (swapped if `lower > upper`), under the rules above; sends no event.
    public func setValues(lower newLower: Double, upper newUpper: Double, animated: Bool) {
        configuration.remember((newLower, newUpper), animated: animated)
        guard !newLower.isNaN, !newUpper.isNaN else { return }
        let before = presentationFractions
        let (l, u) = normalizedPair(min(newLower, newUpper), max(newLower, newUpper))
        // The values it holds, set again, change nothing: a drag or an animation goes on.
        guard (l, u) != (lower, upper) else { return }
        lower = l
        upper = u
        animate(from: before, animated: animated)
        changes.notify()
    }

    /// The distance rules the thumbs keep, as they apply now (shared with the multi-thumb slider).
    private var spacing: ThumbSpacing {
        ThumbSpacing(bounds: range, minimumDistance: minimumDistance, maximumDistance: maximumDistance)
    }

    /// `minimumDistance` as it applies: sanitised and at most the range.
    @_spi(Hosting) public var effectiveMinimumDistance: Double { spacing.minimum }

    /// `maximumDistance` as it applies: `.infinity` for no limit, never below the minimum distance.
    @_spi(Hosting) public var effectiveMaximumDistance: Double { spacing.maximum }

    /// The interval `thumb` may take with the other thumb where it is: the values that keep the
    /// distance limits from it, from the lowest to the highest allowed one (on the steps wherever
    /// one keeps them; see `minimumDistance`). Should no value keep them, the thumb's end of the
    /// allowed values.
    @_spi(Hosting) public func allowedInterval(for thumb: RangeSliderThumb) -> ClosedRange<Double> {
        spacing.allowedInterval(from: thumb == .lower ? upper : lower, above: thumb == .upper)
    }

    private func place(_ thumb: RangeSliderThumb, at proposed: Double) {
        place(thumb, at: proposed, within: allowedInterval(for: thumb))
    }

    /// `place(_:at:)` with the thumb's `allowedInterval(for:)` already worked out: a drag's move
    /// uses it twice, and placing the thumb does not change it (it depends on the other one).
    private func place(_ thumb: RangeSliderThumb, at proposed: Double, within allowed: ClosedRange<Double>) {
        guard let snapped = range.clamp(proposed) else { return }
        let v = min(max(snapped, allowed.lowerBound), allowed.upperBound)
        // The order of the thumbs holds whatever the arithmetic did: `values` is always a range.
        setStoredValue(thumb == .lower ? min(v, upper) : max(v, lower), for: thumb)
    }

    /// `l0...u0` clamped, snapped and ordered, then made to keep the distance limits (see
    /// `minimumDistance`): the upper value moves where the lower one leaves it room, else the
    /// lower one makes room below the highest allowed value; on the steps where some pair keeps
    /// the limits, else off them.
    private func normalizedPair(_ l0: Double, _ u0: Double) -> (Double, Double) {
        // The order holds whatever the arithmetic did: `values` is always a range.
        let (l, u) = pairKeepingLimits(l0, u0)
        return (min(l, u), max(l, u))
    }

    /// `normalizedPair`'s rules, before the order is made sure of.
    private func pairKeepingLimits(_ l0: Double, _ u0: Double) -> (Double, Double) {
        var l = range.clamp(l0) ?? range.lowerLimit
        var u = range.clamp(u0) ?? range.upperLimit
        if l > u { swap(&l, &u) }
        let gap = u - l
        guard gap < effectiveMinimumDistance || gap > effectiveMaximumDistance else { return (l, u) }
        func within(_ v: Double, _ r: ClosedRange<Double>) -> Double { min(max(v, r.lowerBound), r.upperBound) }
        let top = range.stop(from: range.upperLimit, up: false) ?? range.upperLimit
        let rules = spacing
        // On the steps: the upper value moves, else the lower one makes room below the top.
        if let room = rules.room(from: l, above: true), let stops = rules.stops(within: room) { return (l, within(u, stops)) }
        if let room = rules.room(from: top, above: false), let stops = rules.stops(within: room) { return (within(l, stops), top) }
        // Off them, the same.
        if let room = rules.room(from: l, above: true) { return (l, within(u, room)) }
        if let room = rules.room(from: range.upperLimit, above: false) { return (within(l, room), range.upperLimit) }
        return (range.lowerLimit, range.upperLimit)
    }

    private func constraintsDidChange() {
        let old = (lower, upper)
        (lower, upper) = normalizedPair(lower, upper)
        if (lower, upper) != old { pipeline.programDidSet(values) }
        pipeline.stopAnimations()
        if isTracking { rebaseDrag() }
        changes.notify()
    }

    // MARK: Geometry

    /// The control's bounds in points; the host sets it on every layout. Default `.zero`.
    public var bounds: CGRect {
        didSet {
            bounds = bounds.sanitizedBounds
            shape = makeGeometry()
            if bounds != oldValue { changes.notify() }
        }
    }

    /// The axis; default `.horizontal`.
    public var orientation = RangeSliderOrientation.horizontal {
        didSet {
            shape = makeGeometry()
            if orientation != oldValue { changes.notify() }
        }
    }

    /// The reading direction of a horizontal slider; default `.leftToRight`.
    public var layoutDirection = ReadingDirection.leftToRight {
        didSet {
            shape = makeGeometry()
            if layoutDirection != oldValue { changes.notify() }
        }
    }

    /// The geometry these properties describe.
    @_spi(Hosting) public var geometry: RangeSliderGeometry { shape }

    /// `geometry`, rebuilt whenever one of the properties it is made of is set (their observers
    /// call ``makeGeometry()``). Kept, not computed, because a tracking event reads it: one
    /// private stored value costs neither the label bands' split nor the runtime exclusivity
    /// check each public stored property it is made of would.
    private var shape = RangeSliderGeometry(bounds: .zero, orientation: .horizontal, layoutDirection: .leftToRight)

    /// ``geometry`` built again, as the environment's text scale changed.
    func rebuildGeometry() { shape = makeGeometry() }

    private func makeGeometry() -> RangeSliderGeometry {
        RangeSliderGeometry(bounds: sliderBounds, orientation: orientation, layoutDirection: layoutDirection)
    }

    /// Room kept for value labels, points across the axis at the standard text size: a band at
    /// the top of a horizontal slider, at the left of a vertical one. Default 0 (no labels, layout).
    ///
    /// The band grows with the text, as the labels' font does: it is `valueLabelSpace` times the
    /// environment's `ControlEnvironment/textScale` (20 points are 62 at iOS's largest
    /// accessibility size, 3.1), and that band is what layout, drawing, touches and the natural
    /// size use. Negative or non-finite values are 0; the band never takes more than the whole
    /// bounds.
    public var valueLabelSpace: Double = 0 {
        didSet {
            valueLabelSpace = valueLabelSpace.isFinite ? max(valueLabelSpace, 0) : 0
            shape = makeGeometry()
            if valueLabelSpace != oldValue { changes.notify() }
        }
    }

    /// Room kept for tick labels (see `ticks`), points across the axis at the standard text size:
    /// a band below a horizontal slider, right of a vertical one. Default 0 (tick marks only; their
    /// labels are still read out). Like ``valueLabelSpace``, the band is this times the
    /// environment's text scale. Negative or non-finite values are 0; the band never takes more
    /// than what the value labels leave.
    public var tickLabelSpace: Double = 0 {
        didSet {
            tickLabelSpace = tickLabelSpace.isFinite ? max(tickLabelSpace, 0) : 0
            shape = makeGeometry()
            if tickLabelSpace != oldValue { changes.notify() }
        }
    }

    /// The bounds less the label bands: where track and thumbs live.
    @_spi(Hosting) public var sliderBounds: CGRect { labelSplit.slider }

    /// The value label band (empty when `valueLabelSpace` is 0): `valueLabelSpace` scaled by the
    /// text scale, as far as the bounds allow.
    @_spi(Hosting) public var labelBounds: CGRect { labelSplit.labels }

    /// The tick label band (empty when `tickLabelSpace` is 0): `tickLabelSpace` scaled by the text
    /// scale, as far as what the value labels leave allows.
    @_spi(Hosting) public var tickLabelBounds: CGRect { labelSplit.ticks }

    /// The value label band's thickness the text scale asks for, points (before the bounds limit it).
    var scaledValueLabelSpace: Double { min(valueLabelSpace * environment.textScale, .greatestFiniteMagnitude) }

    /// The tick label band's thickness the text scale asks for, points (before the bounds limit it).
    var scaledTickLabelSpace: Double { min(tickLabelSpace * environment.textScale, .greatestFiniteMagnitude) }

    private var labelSplit: (slider: CGRect, labels: CGRect, ticks: CGRect) {
        RangeSliderGeometry.split(bounds, orientation: orientation, valueLabels: scaledValueLabelSpace, tickLabels: scaledTickLabelSpace)
    }

    /// The frame of `thumb` as shown now (follows animations).
    @_spi(Hosting) public func thumbFrame(_ thumb: RangeSliderThumb) -> CGRect {
        let f = presentationFractions
        return geometry.thumbFrame(forFraction: thumb == .lower ? f.lower : f.upper)
    }

    // MARK: Tracking

    private enum Drag: Equatable {
        case thumb(RangeSliderThumb)
        case undecided
        case range
    }

    private var drag: Drag? {
        didSet {
            // The thumb the user last dragged is the one keys and assistive technology adjust next.
            if case .thumb(let thumb) = drag { focusedThumb = thumb }
            // A drag of the range starts from where it finds the thumbs.
            if drag == .range { rangeShift = 0 }
        }
    }
    /// A dragged thumb's value before snapping and limits; for a dragged range, the values the
    /// drag started from (or the rules last changed at).
    private var rawLower = 0.0
    private var rawUpper = 0.0
    /// How far a dragged range has moved from `rawLower…rawUpper`, in fractions of the travel.
    private var rangeShift = 0.0

    /// Measures the drag from the values as they are now: as it begins, and after its rules changed.
    private func rebaseDrag() {
        rawLower = lower
        rawUpper = upper
        rangeShift = 0
    }

    /// The thumb drawn highlighted: the one being dragged. `nil` when no single thumb is (also
    /// while a finger on both thumbs has not yet moved).
    @_spi(Hosting) public var highlightedThumb: RangeSliderThumb? {
        if case .thumb(let t) = drag { return t }
        return nil
    }

    /// True while the highlighted range itself is being dragged.
    @_spi(Hosting) public var isRangeHighlighted: Bool { drag == .range }

    /// Starts a drag at `point`. A thumb whose touch target (``thumbTouchFrame(_:)``, at least
    /// 44 × 44 points) holds the point is picked, as ``thumb(at:)`` says (when both thumbs are under
    /// it, the drag's direction picks, again at every movement until they part: towards the
    /// maximum the upper thumb, else the lower); with
    /// `isRangeDraggable` a point between the thumbs drags both. Anything else returns `false`, as
    /// in the default. Sends `.editingDidBegin`. `time` is unused: the slider needs none (the
    /// parameter keeps every control's input in one form, ``PointerInput``).
    @_spi(Hosting) public func beginPointer(at point: CGPoint, time: Double?) -> Bool {
        guard isEnabled, point.isFinite, !sliderBounds.isEmpty else { return false }
        let next: Drag
        if let thumb = thumb(at: point) {
            next = .thumb(thumb)
        } else if isOnThumbTarget(point) {
            next = .undecided
        } else {
            let band = geometry.band(from: range.fraction(of: lower), to: range.fraction(of: upper))
            guard isRangeDraggable, band.contains(point) else { return false }
            next = .range
        }
        pipeline.startGesture(at: point, value: values, cancel: cancelTracking) {
            drag = next
            rebaseDrag()
        }
        return true
    }

    /// Moves the dragged thumb (or the range) by the drag's change since the last event:
    /// `(max − min) · Δx / (width − thumbWidth)` along the scale.
    @_spi(Hosting) public func followDrag(from start: CGPoint, to point: CGPoint) {
        // The drag's change along the travel (Δx / (width − thumbWidth)), applied along the scale.
        guard let delta = geometry.dragDelta(from: start, to: point, factor: pipeline.modifiers.moveFactor),
              let current = drag else { return }
        let before = (lower, upper)
        switch current {
        case .undecided:
            // Thumbs on top of each other: the drag's direction picks the thumb that can move that
            // way, again at every movement until they part (so a push against an end never locks).
            let thumb: RangeSliderThumb = delta > 0 ? .upper : .lower
            move(thumb, by: delta)
            if drag == .undecided, (lower, upper) != before { drag = .thumb(thumb) }
        case .thumb(let thumb):
            move(thumb, by: delta)
        case .range:
            moveRange(by: delta)
        }
        report(before, cause: .drag)
    }

    /// Ends the drag: the deferred report, then `.editingDidEnd`.
    @_spi(Hosting) public func finishDrag() {
        drag = nil
        pipeline.finishGesture(value: values)
    }

    /// Moves both thumbs by `delta` of the travel, keeping their distance (in value units on a
    /// linear scale, in travel on others), between the ends of the allowed values (the enabled
    /// range's, else the range's). Pushed against an end, the leading thumb lands on it exactly
    /// and the other keeps the distance from it; the drag turns back at once. With a step the
    /// lower value takes the nearest step and the upper one keeps the distance from it, so a pair
    /// on the steps stays on them; at the maximum (a stop even off the step grid) the upper value
    /// is the maximum and the lower one the step nearest the distance below it: 30…60 on 0…100
    /// step 3 goes up to 69…100. The distance limits then hold as everywhere.
    private func moveRange(by delta: Double) {
        let lo = range.lowerLimit, hi = range.upperLimit
        let least = range.fraction(of: lo) - range.fraction(of: rawLower)
        let most = max(range.fraction(of: hi) - range.fraction(of: rawUpper), least)
        rangeShift = min(max(rangeShift + delta, least), most)
        let l: Double, u: Double
        if rangeShift >= most {
            u = hi
            l = range.translated(rawLower, from: rawUpper, to: hi)
        } else if rangeShift <= least {
            l = lo
            u = range.translated(rawUpper, from: rawLower, to: lo)
        } else {
            l = range.clamp(range.value(rawLower, movedBy: rangeShift)) ?? lo
            u = range.translated(rawUpper, from: rawLower, to: l)
        }
        (lower, upper) = normalizedPair(l, u)
    }

    private func move(_ thumb: RangeSliderThumb, by delta: Double) {
        let other: RangeSliderThumb = thumb == .lower ? .upper : .lower
        let raw = range.value(rawValue(of: thumb), movedBy: delta)
        let passes = thumb == .lower ? raw > upper : raw < lower
        if allowsCrossing, passes {
            // The dragged thumb passes the other one and carries on in its role; the passed thumb
            // takes the dragged one's role where the other thumb was.
            setStoredValue(value(of: other), for: thumb)
            drag = .thumb(other)
            place(other, at: raw)
            // The distance limits win: at the end of the range the passed thumb makes room.
            place(thumb, at: value(of: thumb))
            setRawValue(value(of: thumb), for: thumb)
            setRawValue(clampRaw(raw, other), for: other)
            return
        }
        let allowed = allowedInterval(for: thumb)
        place(thumb, at: raw, within: allowed)
        setRawValue(min(max(raw, allowed.lowerBound), allowed.upperBound), for: thumb)
    }

    private func rawValue(of thumb: RangeSliderThumb) -> Double { thumb == .lower ? rawLower : rawUpper }

    private func setRawValue(_ value: Double, for thumb: RangeSliderThumb) {
        if thumb == .lower { rawLower = value } else { rawUpper = value }
    }

    private func setStoredValue(_ value: Double, for thumb: RangeSliderThumb) {
        if thumb == .lower { lower = value } else { upper = value }
    }

    /// Each move is bounded, so a thumb pushed against a limit starts back at once.
    private func clampRaw(_ raw: Double, _ thumb: RangeSliderThumb) -> Double {
        let allowed = allowedInterval(for: thumb)
        return min(max(raw, allowed.lowerBound), allowed.upperBound)
    }

    private func report(_ before: (Double, Double), cause: EventCause) {
        // Compared as numbers: −0 and 0 are one value.
        guard before.0 != lower || before.1 != upper else { return }
        pipeline.stopAnimations()
        pipeline.reportChange(values, cause: cause)
        pipeline.reportDetent(from: before.0, to: lower, cause: cause)
        pipeline.reportDetent(from: before.1, to: upper, cause: cause)
        changes.notify()
    }

    // MARK: Taps, keys and accessibility

    /// A tap at `point`: with `movesNearestThumbOnTap`, a tap on the track (not on a thumb's touch target) moves
    /// the nearer thumb there, animated, and reports it. Returns whether anything moved.
    @_spi(Hosting) public func tapGesture(at point: CGPoint?) -> Bool {
        tapMovingNearestThumb(at: point, moveNearestThumb(to:))
    }

    private func moveNearestThumb(to target: Double) -> Bool {
        let thumb: RangeSliderThumb = ThumbSpacing.nearestThumb(to: target, count: 2) { $0 == 0 ? lower : upper } == 0 ? .lower : .upper
        let before = (lower, upper), shown = presentationFractions
        changes.batch {
            pipeline.edit(cause: .tap, from: values) {
                place(thumb, at: target)
                report(before, cause: .tap)
            }
            animate(from: shown, animated: true)
        }
        return before != (lower, upper)
    }

    /// The thumb keyboard adjustments apply to: the one last dragged, or where the host moved focus
    /// (Tab between thumbs). Default `.lower`.
    public var focusedThumb = RangeSliderThumb.lower {
        didSet { if focusedThumb != oldValue { changes.notify() } }
    }

    /// Moves keyboard focus to the next thumb (`forward`: lower to upper, as Tab does) or the
    /// previous one (upper to lower, as Shift-Tab does). Returns `false`, changing nothing, when
    /// there is no thumb that way: focus should then leave the slider.
    @_spi(Hosting) @discardableResult
    public func moveFocus(forward: Bool) -> Bool {
        RangeSliderThumb.allCases.moveFocus(&focusedThumb, forward: forward)
    }

    /// The accessibility element of ``focusedThumb``, for hosts that show one element at a time.
    @_spi(Hosting) public var focusedAccessibilityElement: AccessibilityElement {
        let elements = accessibilityElements
        return focusedThumb == .lower ? elements[0] : elements[1]
    }

    /// Applies a keyboard or accessibility adjustment to `thumb` (default: `focusedThumb`):
    /// ± one step (or 1 % of the travel along the scale), ± a page (or a quarter of the travel), Home
    /// and End go as far as the thumb may.
    /// `cause` says where it came from (default `.key`). Returns whether a value changed.
    @discardableResult
    public func perform(_ action: AdjustmentAction, on thumb: RangeSliderThumb? = nil, cause: EventCause = .key) -> Bool {
        return send(action, cause: cause, to: thumb, through: \.adjustedThumb)
    }

    /// The thumb an adjustment under way applies to, when not the focused one.
    private var adjustedThumb: RangeSliderThumb?

    /// Applies an adjustment to the thumb `perform(_:on:cause:)` names, else the focused one.
    @_spi(Hosting) public func adjust(_ action: AdjustmentAction, cause: EventCause) -> Bool {
        guard isEnabled else { return false }
        let t = adjustedThumb ?? focusedThumb
        let target = pipeline.adjustmentTarget(action, from: value(of: t))
        let before = (lower, upper)
        changes.batch {
            pipeline.edit(cause: cause, from: values) {
                place(t, at: target)
                report(before, cause: cause)
            }
        }
        return before != (lower, upper)
    }

    /// The thumbs' default names.
    private static let partNames = PartNames(first: .lowerThumbLabel, second: .upperThumbLabel)

    /// The names read for the thumbs. Until the app names a thumb its name is the default, "Lower
    /// value" or "Upper value", in the language of the environment's locale (German "Unterer
    /// Wert" / "Oberer Wert", Japanese "下限値" / "上限値"), and follows a change of locale; a name
    /// the app sets wins over every locale. Only the names an assignment changes are set:
    /// `accessibilityLabels.lower = "Minimum"` leaves the upper thumb's default in place.
    public var accessibilityLabels: (lower: String, upper: String) {
        get { Self.partNames.read(customAccessibilityLabels, in: environment.locale) }
        set { customAccessibilityLabels = Self.partNames.custom(assigning: newValue, over: customAccessibilityLabels, in: environment.locale) }
    }

    /// The thumb names the app set, each `nil` (the default) for the default name in the locale's
    /// language. Hosts whose platform clears a name with `nil` set this.
    @_spi(Hosting) public var customAccessibilityLabels: (lower: String?, upper: String?) = (nil, nil) {
        didSet { if Self.partNames.read(oldValue, in: environment.locale) != accessibilityLabels { changes.notify() } }
    }

    /// Turns a value into text; `nil` (the default) uses `ValueBounds/text(for:)`.
    public var valueFormatter: (@Sendable (Double) -> String)? {
        didSet { changes.notify() }
    }

    /// The text of one value, through `valueFormatter`.
    public func valueText(for value: Double) -> String {
        valueFormatter?(value) ?? range.tick(at: value)?.label ?? range.text(for: value, locale: environment.locale)
    }

    /// The range as one text in the locale's way: "lower – upper" in English (an en dash between
    /// spaces), "lower–upper" in German, "lower〜upper" in Japanese.
    public var rangeText: String {
        AccessibilityFormat.rangeValue.text(for: environment.locale, valueText(for: lower), valueText(for: upper))
    }

    /// One accessibility element per thumb, lower first, each framed on its thumb.
    @_spi(Hosting) public var accessibilityElements: [AccessibilityElement] {
        RangeSliderThumb.allCases.map(accessibilityElement(for:))
    }

    /// The accessibility element of `thumb`: identifier "lowerThumb" or "upperThumb", its label,
    /// its value's text, framed on the thumb.
    @_spi(Hosting) public func accessibilityElement(for thumb: RangeSliderThumb) -> AccessibilityElement {
        let value = thumb == .lower ? lower : upper
        return AccessibilityElement(identifier: thumb == .lower ? "lowerThumb" : "upperThumb",
                                    label: thumb == .lower ? accessibilityLabels.lower : accessibilityLabels.upper,
                                    value: valueText(for: value), frame: thumbFrame(thumb), numericValue: value,
                                    numericRange: range.minimum...range.maximum, isEnabled: isEnabled)
    }

    // MARK: Time

    /// The fractions of the range the thumbs show now (follow animations).
    @_spi(Hosting) public var presentationFractions: (lower: Double, upper: Double) {
        (pipeline.presentationFraction(0, resting: range.fraction(of: lower)),
         pipeline.presentationFraction(1, resting: range.fraction(of: upper)))
    }

    private func animate(from before: (lower: Double, upper: Double), animated: Bool) {
        pipeline.programDidSet(values)
        pipeline.animate(from: [before.lower, before.upper], to: [range.fraction(of: lower), range.fraction(of: upper)],
                         animated: animated, duration: Self.animationDuration)
    }
}
