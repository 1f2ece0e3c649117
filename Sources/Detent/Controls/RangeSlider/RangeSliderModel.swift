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

/// The headless two-thumb slider of the original range-slider tutorial: values, constraints, touch tracking, taps,
/// animation, keyboard and accessibility.
///
/// Defaults follow the original tutorial: range 0…1, `lowerValue` 0.2, `upperValue` 0.8, continuous,
/// horizontal left-to-right, thumbs square with the bounds' height.
///
/// `minimumValue ≤ lowerValue ≤ upperValue ≤ maximumValue` holds after every call. Bad input:
/// - NaN values are ignored; ±infinity and out-of-range values clamp; bounds follow ``ValueBounds``.
/// - Setting `lowerValue` above `upperValue` (or `upperValue` below `lowerValue`) clamps it to the
///   other thumb, as the original tutorial's robustness rule says; `setValues(lower:upper:animated:)` sets both
///   at once and swaps them if given in the wrong order.
/// - `minimumDistance`: NaN or negative is 0, above the range it is the range. `maximumDistance`:
///   NaN or ≤ 0 means no limit; below `minimumDistance` it acts as `minimumDistance`. Values snap to
///   the step first; the distance limits win where both cannot hold.
/// - Tracking calls out of order are ignored and report nothing; property changes in a drag apply
///   at once (the pair is re-constrained) and the drag goes on.
public final class RangeSliderModel {
    /// The duration of animated changes and taps, seconds.
    @_spi(Hosting) public static let animationDuration = 0.25

    /// The value rules shared with the knob.
    let pipeline = ValuePipeline<ClosedRange<Double>>()

    /// Receives this slider's events, each with its cause; values are `lowerValue...upperValue`.
    public var events: EventEmitter<ClosedRange<Double>> { pipeline.events }

    /// The values before the edit under way (a drag, a tap, a burst of keys or scroll notches, an
    /// assistive-technology increment); `nil` between edits. Read it when `.editingDidEnd`
    /// arrives (it is forgotten just after) to register one undo per edit.
    public var valueBeforeEdit: ClosedRange<Double>? { pipeline.edits.valueBeforeEdit }

    /// The modifiers held during the input being forwarded; with `.fine` (Shift) drags, keys and
    /// scroll notches move ten times less. Default none.
    @_spi(Hosting) public var inputModifiers: InputModifiers {
        get { pipeline.modifiers }
        set { pipeline.modifiers = newValue }
    }

    /// Notified after any change to what the slider draws, reads out or reports.
    @_spi(Hosting) public var changes: ChangeObservers { pipeline.changes }

    /// What the host knows of its platform; see ``ControlModel/environment``. Setting it sets
    /// `isEnabled` and `layoutDirection` from it and, with reduce motion, makes animated changes
    /// jump.
    @_spi(Hosting) public var environment = ControlEnvironment.standard {
        didSet {
            guard environment != oldValue else { return }
            pipeline.adopt(environment)
            if layoutDirection != environment.layoutDirection { layoutDirection = environment.layoutDirection }
            if isEnabled != environment.isEnabled { isEnabled = environment.isEnabled }
            changes.notify()
        }
    }

    /// Creates a slider with the original tutorial's defaults in `bounds`.
    public init(bounds: CGRect = .zero) {
        self.bounds = bounds.sanitizedBounds
    }

    // MARK: Values

    private var range: ValueBounds { pipeline.bounds }
    private var lower = 0.2
    private var upper = 0.8

    /// The range and step (`minimumValue`, `maximumValue`, `step`), as one value; default 0…1
    /// without a step. Setting it brings both values inside under the rules above (no event).
    @_spi(Hosting) public var valueBounds: ValueBounds {
        get { pipeline.bounds }
        set {
            guard newValue != pipeline.bounds else { return }
            pipeline.bounds = newValue
            constraintsDidChange()
        }
    }

    /// The smallest allowed `upperValue − lowerValue`, value units; default 0.
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

    /// When `true` dragging the highlighted range between the thumbs moves both; default `false`,
    /// as in the original tutorial, where only the thumbs begin a drag.
    public var isRangeDraggable = false {
        didSet { if isRangeDraggable != oldValue { changes.notify() } }
    }

    /// When `true` (the default) a tap on the track moves the nearest thumb there, animated.
    public var movesNearestThumbOnTap = true {
        didSet { if movesNearestThumbOnTap != oldValue { changes.notify() } }
    }

    /// When `true` (the default) values are reported while dragging; when `false` once at the end
    /// (also when it is switched on during a drag that changed the values while it was `false`).
    public var isContinuous: Bool {
        get { pipeline.isContinuous }
        set { pipeline.isContinuous = newValue }
    }

    /// When `false` the slider ignores tracking, taps and adjustments. Default `true`.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isTracking { cancelTracking() }
            changes.notify()
        }
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
        guard !newValue.isNaN else { return }
        let before = presentationFractions
        place(thumb, at: newValue)
        animate(from: before, animated: animated)
        changes.notify()
    }

    /// Sets both values at once (swapped if `lower > upper`), under the rules above; sends no event.
    public func setValues(lower newLower: Double, upper newUpper: Double, animated: Bool) {
        guard !newLower.isNaN, !newUpper.isNaN else { return }
        let before = presentationFractions
        let (l, u) = normalizedPair(min(newLower, newUpper), max(newLower, newUpper))
        lower = l
        upper = u
        animate(from: before, animated: animated)
        changes.notify()
    }

    /// `minimumDistance` as it applies: sanitised and at most the range.
    @_spi(Hosting) public var effectiveMinimumDistance: Double {
        guard minimumDistance.isFinite, minimumDistance > 0 else { return 0 }
        return min(minimumDistance, range.upperLimit - range.lowerLimit)
    }

    /// `maximumDistance` as it applies: `.infinity` for no limit, never below the minimum distance.
    @_spi(Hosting) public var effectiveMaximumDistance: Double {
        guard let d = maximumDistance, d.isFinite, d > 0 else { return .infinity }
        return max(d, effectiveMinimumDistance)
    }

    /// The interval `thumb` may take with the other thumb where it is.
    @_spi(Hosting) public func allowedInterval(for thumb: RangeSliderThumb) -> ClosedRange<Double> {
        let d = effectiveMinimumDistance, far = effectiveMaximumDistance
        switch thumb {
        case .lower:
            let hi = max(upper - d, range.lowerLimit)
            return min(max(range.lowerLimit, upper - far), hi)...hi
        case .upper:
            let lo = min(lower + d, range.upperLimit)
            return lo...max(min(range.upperLimit, lower + far), lo)
        }
    }

    private func place(_ thumb: RangeSliderThumb, at proposed: Double) {
        guard let snapped = range.clamp(proposed) else { return }
        let allowed = allowedInterval(for: thumb)
        let v = min(max(snapped, allowed.lowerBound), allowed.upperBound)
        setStoredValue(v, for: thumb)
    }

    private func normalizedPair(_ l0: Double, _ u0: Double) -> (Double, Double) {
        var l = range.clamp(l0) ?? range.lowerLimit
        var u = range.clamp(u0) ?? range.upperLimit
        if l > u { swap(&l, &u) }
        let d = effectiveMinimumDistance, far = effectiveMaximumDistance
        if u - l < d {
            u = min(l + d, range.upperLimit)
            l = max(u - d, range.lowerLimit)
        }
        if u - l > far { u = l + far }
        return (l, u)
    }

    private func constraintsDidChange() {
        (lower, upper) = normalizedPair(lower, upper)
        pipeline.stopAnimations()
        if isTracking { rawLower = lower; rawUpper = upper }
        changes.notify()
    }

    // MARK: Geometry

    /// The control's bounds in points; the host sets it on every layout. Default `.zero`.
    public var bounds: CGRect {
        didSet {
            bounds = bounds.sanitizedBounds
            if bounds != oldValue { changes.notify() }
        }
    }

    /// The axis; default `.horizontal`.
    public var orientation = RangeSliderOrientation.horizontal {
        didSet { if orientation != oldValue { changes.notify() } }
    }

    /// The reading direction of a horizontal slider; default `.leftToRight`.
    public var layoutDirection = ReadingDirection.leftToRight {
        didSet { if layoutDirection != oldValue { changes.notify() } }
    }

    /// The geometry these properties describe.
    @_spi(Hosting) public var geometry: RangeSliderGeometry {
        RangeSliderGeometry(bounds: sliderBounds, orientation: orientation, layoutDirection: layoutDirection)
    }

    /// Room kept for value labels, points across the axis: a band at the top of a horizontal
    /// slider, at the left of a vertical one. Default 0 (no labels, the original tutorial's layout). Negative or
    /// non-finite values are 0; it never takes more than the whole bounds.
    public var valueLabelSpace: Double = 0 {
        didSet {
            valueLabelSpace = valueLabelSpace.isFinite ? max(valueLabelSpace, 0) : 0
            if valueLabelSpace != oldValue { changes.notify() }
        }
    }

    /// Room kept for tick labels (see `ticks`), points across the axis: a band below a horizontal
    /// slider, right of a vertical one. Default 0 (tick marks only; their labels are still read
    /// out). Negative or non-finite values are 0; it never takes more than what the value labels
    /// leave.
    public var tickLabelSpace: Double = 0 {
        didSet {
            tickLabelSpace = tickLabelSpace.isFinite ? max(tickLabelSpace, 0) : 0
            if tickLabelSpace != oldValue { changes.notify() }
        }
    }

    /// The bounds less the label bands: where track and thumbs live.
    @_spi(Hosting) public var sliderBounds: CGRect { labelSplit.slider }

    /// The value label band (empty when `valueLabelSpace` is 0).
    @_spi(Hosting) public var labelBounds: CGRect { labelSplit.labels }

    /// The tick label band (empty when `tickLabelSpace` is 0).
    @_spi(Hosting) public var tickLabelBounds: CGRect { labelSplit.ticks }

    private var labelSplit: (slider: CGRect, labels: CGRect, ticks: CGRect) {
        let horizontal = orientation == .horizontal
        let across = horizontal ? bounds.height : bounds.width
        let (labels, rest) = bounds.divided(atDistance: min(valueLabelSpace, Double(across)), from: horizontal ? .minYEdge : .minXEdge)
        let left = horizontal ? rest.height : rest.width
        let (ticks, slider) = rest.divided(atDistance: min(tickLabelSpace, Double(left)), from: horizontal ? .maxYEdge : .maxXEdge)
        return (slider, labels, ticks)
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
        // The thumb the user last dragged is the one keys and assistive technology adjust next.
        didSet { if case .thumb(let thumb) = drag { focusedThumb = thumb } }
    }
    private var lastPoint = CGPoint.zero
    private var rawLower = 0.0
    private var rawUpper = 0.0

    /// The thumb drawn highlighted: the one being dragged. `nil` when no single thumb is (also
    /// while a finger on both thumbs has not yet moved).
    @_spi(Hosting) public var highlightedThumb: RangeSliderThumb? {
        if case .thumb(let t) = drag { return t }
        return nil
    }

    /// True while the highlighted range itself is being dragged.
    @_spi(Hosting) public var isRangeHighlighted: Bool { drag == .range }

    /// True between a successful `beginTracking` and its end or cancel.
    public var isTracking: Bool { pipeline.isTracking }

    /// Starts a drag at `point`. A thumb whose touch target (``thumbTouchFrame(_:)``, at least
    /// 44 × 44 points) holds the point is picked, as ``thumb(at:)`` says (when both thumbs are under
    /// it, the drag's direction picks, again at every movement until they part: towards the
    /// maximum the upper thumb, else the lower); with
    /// `isRangeDraggable` a point between the thumbs drags both. Anything else returns `false`, as
    /// in the original tutorial. Sends `.editingDidBegin`. `time` is unused: the slider needs none (the
    /// parameter keeps every control's input in one form, ``PointerInput``).
    @discardableResult
    public func beginTracking(at point: CGPoint, time: Double? = nil) -> Bool {
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
        pipeline.startGesture(value: values, cancel: cancelTracking) {
            drag = next
            lastPoint = point
            rawLower = lower
            rawUpper = upper
        }
        return true
    }

    /// Moves the dragged thumb by the drag's change since the last event:
    /// `(max − min) · Δx / (width − thumbWidth)`. Tracking goes on outside the bounds. Returns `true`
    /// while a drag is under way.
    @discardableResult
    public func continueTracking(at point: CGPoint, time: Double? = nil) -> Bool {
        pipeline.continueGesture(to: point, track: track(to:))
    }

    /// Ends the drag at `point` (moving like a last `continueTracking`); sends a deferred
    /// `.valueChanged` when not continuous, then `.editingDidEnd`. Ignored without a drag.
    public func endTracking(at point: CGPoint?, time: Double? = nil) {
        pipeline.endGesture(at: point, track: track(to:), finish: finishGesture)
    }

    /// Ends the drag where it is; sends a deferred `.valueChanged`, then `.editingDidEnd`.
    /// Ignored without a drag.
    public func cancelTracking() {
        guard isTracking else { return }
        changes.batch { finishGesture() }
    }

    private func finishGesture() {
        drag = nil
        pipeline.finishGesture(value: values)
    }

    private func track(to point: CGPoint) {
        // The drag's change along the travel (the original tutorial's Δx / (width − thumbWidth)),
        // applied along the scale.
        let delta = geometry.fractionDelta(from: lastPoint, to: point) * pipeline.modifiers.moveFactor
        lastPoint = point
        guard delta != 0, delta.isFinite, let current = drag else { return }
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
            // Both thumbs move by the same distance along the track, stopping at the ends of the
            // allowed values (the enabled range's, else the track's).
            let lo = range.fraction(of: range.lowerLimit), hi = range.fraction(of: range.upperLimit)
            let fl = range.fraction(of: rawLower), fu = range.fraction(of: rawUpper)
            let shift = min(max(delta, lo - fl), hi - fu)
            rawLower = range.value(rawLower, movedBy: shift)
            rawUpper = range.value(rawUpper, movedBy: shift)
            let width = range.fraction(of: upper) - range.fraction(of: lower)
            if let l = range.clamp(rawLower) {
                // Clamped both ways: the end less the width can round below the start, and back up.
                lower = range.value(atFraction: max(min(range.fraction(of: l), hi - width), lo))
                upper = range.value(atFraction: min(range.fraction(of: lower) + width, hi))
            }
        }
        report(before, cause: .drag)
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
        place(thumb, at: raw)
        setRawValue(clampRaw(raw, thumb), for: thumb)
    }

    private func rawValue(of thumb: RangeSliderThumb) -> Double { thumb == .lower ? rawLower : rawUpper }

    private func setRawValue(_ value: Double, for thumb: RangeSliderThumb) {
        if thumb == .lower { rawLower = value } else { rawUpper = value }
    }

    private func setStoredValue(_ value: Double, for thumb: RangeSliderThumb) {
        if thumb == .lower { lower = value } else { upper = value }
    }

    /// The original tutorial bounds each move, so a thumb pushed against a limit starts back at once.
    private func clampRaw(_ raw: Double, _ thumb: RangeSliderThumb) -> Double {
        let allowed = allowedInterval(for: thumb)
        return min(max(raw, allowed.lowerBound), allowed.upperBound)
    }

    private func report(_ before: (Double, Double), cause: EventCause) {
        // Compared bit for bit: -0 and 0 read out differently.
        guard before.0.bitPattern != lower.bitPattern || before.1.bitPattern != upper.bitPattern else { return }
        pipeline.stopAnimations()
        pipeline.reportChange(values, cause: cause)
        pipeline.reportDetent(from: before.0, to: lower, cause: cause)
        pipeline.reportDetent(from: before.1, to: upper, cause: cause)
        changes.notify()
    }

    // MARK: Taps, keys and accessibility

    /// A tap at `point`: with `movesNearestThumbOnTap`, a tap on the track (not on a thumb's touch target) moves
    /// the nearer thumb there, animated, and reports it. Returns whether anything moved.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        guard isEnabled, movesNearestThumbOnTap, !isTracking, point.isFinite, sliderBounds.contains(point),
              !isOnThumbTarget(point) else { return false }
        let target = range.value(atFraction: geometry.fraction(at: point))
        let thumb: RangeSliderThumb
        if abs(target - lower) == abs(target - upper) {
            thumb = target > upper ? .upper : .lower
        } else {
            thumb = abs(target - lower) < abs(target - upper) ? .lower : .upper
        }
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
        switch (focusedThumb, forward) {
        case (.lower, true): focusedThumb = .upper
        case (.upper, false): focusedThumb = .lower
        default: return false
        }
        return true
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
        guard isEnabled else { return false }
        let t = thumb ?? focusedThumb
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

    /// The names read for the thumbs; default "Lower value" and "Upper value".
    public var accessibilityLabels = (lower: "Lower value", upper: "Upper value") {
        didSet { if accessibilityLabels != oldValue { changes.notify() } }
    }

    /// Turns a value into text; `nil` (the default) uses ``ValueBounds/text(for:)``.
    public var valueFormatter: (@Sendable (Double) -> String)? {
        didSet { changes.notify() }
    }

    /// The text of one value, through `valueFormatter`.
    public func valueText(for value: Double) -> String {
        valueFormatter?(value) ?? range.tick(at: value)?.label ?? range.text(for: value, locale: environment.locale)
    }

    /// The range as one text, "lower – upper" (an en dash between spaces).
    public var rangeText: String { "\(valueText(for: lower)) – \(valueText(for: upper))" }

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

    /// True while an animation runs; the host keeps calling `advance(to:)` until it is `false`.
    public var isAnimating: Bool { pipeline.isAnimating }

    /// Changes every time a new animation starts; see ``ControlModel/animationRevision``.
    @_spi(Hosting) public var animationRevision: Int { pipeline.animationRevision }

    private func animate(from before: (lower: Double, upper: Double), animated: Bool) {
        pipeline.animate(from: [before.lower, before.upper], to: [range.fraction(of: lower), range.fraction(of: upper)],
                         animated: animated, duration: Self.animationDuration)
    }

    /// Moves the model's clock to `time` (seconds, any monotonic clock); animations start at the
    /// first reading after they were requested. Returns `isAnimating`. Non-finite times are ignored.
    @discardableResult
    public func advance(to time: Double) -> Bool { pipeline.advance(to: time) }

    /// Ends any animation at once.
    public func finishAnimations() {
        guard isAnimating else { return }
        pipeline.stopAnimations()
        changes.notify()
    }
}
