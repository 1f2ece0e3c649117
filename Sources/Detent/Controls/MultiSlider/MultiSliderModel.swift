import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a dragged thumb of a ``MultiSliderModel`` does when it meets a neighbour (the minimum
/// distance) or would leave one too far behind (the maximum distance).
public enum MultiSliderCollision: Sendable, Equatable {
    /// The dragged thumb carries its neighbours along: it pushes them ahead while they are too
    /// close and pulls them after it while they are too far, until the outermost thumb reaches
    /// an end of the track; there the dragged thumb stops too.
    case push
    /// The dragged thumb stops where the distance limits to its neighbours stop it; no other thumb
    /// moves (the range slider's rule).
    case stop
}

/// The headless slider with 1…16 thumbs: values, distance limits between neighbours, touch
/// tracking, taps, animation, keyboard and accessibility. Hosts forward input and clock ticks and
/// paint what the model says; they decide nothing themselves. The range slider is its two-thumb
/// case: both keep their thumbs apart, pick the thumb a touch takes and part thumbs on top of each
/// other by the same rules.
///
/// Defaults: range 0…1, three thumbs at 0.25, 0.5 and 0.75, no distance limits, `.stop` collision,
/// continuous, horizontal left to right, thumbs square with the bounds' height.
///
/// A drag that begins on a thumb (its 44 × 44-point touch target; the nearest one where targets
/// overlap) moves it by the finger's travel, `Δ / (length − thumb)` of the range along the scale,
/// a tenth of that with Shift. Where several thumbs lie under the finger (on top of each other,
/// at either end of the track too), the drag's direction picks: towards the maximum the highest of
/// them, else the lowest, so they always part. A tap on the track moves the nearest thumb there,
/// animated. One edit (one `.editingDidBegin`, one `.editingDidEnd`) per gesture, tap, key burst
/// or assistive-technology step.
///
/// `minimumValue ≤ values[0] ≤ values[1] ≤ … ≤ maximumValue` holds after every call, and so do
/// the distance limits. Bad input, one rule each:
/// - `values`, `setValues`: NaN entries are left out (an array with no other entry is ignored);
///   ±infinity and out-of-range values clamp; the values are sorted; more than 16 keep the first
///   16 given; an empty array is ignored. `setValue(_:forThumb:animated:)`: NaN and an index out
///   of range are ignored. `insertThumb(withValue:)`: NaN, or a 17th thumb, is refused (returns `nil`).
///   `removeThumb(at:)`: an index out of range, or the last thumb, is refused (returns `false`).
/// - Bounds and step: see `ValueBounds` (non-finite bounds ignored; a minimum above the maximum
///   moves the maximum, and vice versa; `min == max` puts every thumb on that value).
/// - `minimumDistance`: NaN or negative is 0; larger than the allowed values' span over the gaps
///   between the thumbs (`(max − min) / (count − 1)`), it acts as that, so every thumb fits.
///   `maximumDistance`: `nil`, NaN or ≤ 0 means no limit; below the minimum distance it acts as
///   the minimum distance. Where a change leaves a thumb too close or too far, the thumbs above
///   it move; where they cannot (at the maximum), the ones below make room.
/// - Tracking calls out of order (continue or end without begin, end twice) are ignored and
///   report nothing; non-finite points are ignored (begin returns `false`, continue keeps
///   tracking); a second begin ends the first gesture.
/// - Property changes in the middle of a drag apply at once (the row is re-constrained) and the
///   drag goes on from the dragged thumb's new value; a change of the number of thumbs
///   (`insertThumb`, `removeThumb`, `values` of another count) ends the drag first, as
///   `cancelTracking()` does, since the thumb under the finger may have changed its place.
public final class MultiSliderModel {
    /// The duration of animated changes and taps, seconds (0.25 s).
    @_spi(Hosting) public static let animationDuration = 0.25

    /// The most thumbs a slider holds: 16.
    public static let maximumThumbCount = 16

    /// The value rules shared with the other valued controls.
    let pipeline = ValuePipeline<[Double]>()

    /// The gesture session the slider runs on: its value pipeline.
    @_spi(Hosting) public var session: GestureSession<[Double]> { pipeline }

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

    var range: ValueBounds { pipeline.bounds }

    /// The values, in order. Two buffers take turns during a drag (the one reported, the one
    /// being worked out), so a tracking event allocates nothing; `gestureStart` holds the values a
    /// gesture began with, which the edit keeps until it ends.
    private var stored: [Double] = [0.25, 0.5, 0.75]
    private var spare: [Double] = []
    private var gestureStart: [Double] = []

    /// The range and step (`minimumValue`, `maximumValue`, `step`), as one value; default 0…1
    /// without a step. Setting it brings every thumb inside under the rules above (no event).
    @_spi(Hosting) public var valueBounds: ValueBounds {
        get { pipeline.bounds }
        set { if pipeline.replaceBounds(with: newValue) { constraintsDidChange() } }
    }

    /// The thumbs' values in order, lowest first; default `[0.25, 0.5, 0.75]`. Setting it is
    /// `setValues(_:animated: false)`: it may change the number of thumbs, and sends no event.
    public var values: [Double] {
        get { stored }
        set { setValues(newValue, animated: false) }
    }

    /// How many thumbs the slider has, 1…16 (``maximumThumbCount``).
    public var thumbCount: Int { stored.count }

    /// Sets every thumb at once, sorted, under the rules above (NaN left out, out-of-range values
    /// clamped, at most the first 16, an empty array ignored); with `animated` the thumbs slide
    /// there over 0.25 s, driven by `advance(to:)`, when their number stays. Sends no event.
    public func setValues(_ newValues: [Double], animated: Bool) {
        configuration.remember(newValues, animated: animated)
        let usable = newValues.lazy.filter { !$0.isNaN }.prefix(Self.maximumThumbCount)
        guard !usable.isEmpty else { return }
        replaceValues(with: Array(usable), animated: animated)
    }

    /// Sets thumb `index`'s value (0 is the lowest thumb), clamped into what its neighbours allow
    /// (no other thumb moves); sends no event. NaN and an index out of range are ignored.
    public func setValue(_ value: Double, forThumb index: Int, animated: Bool) {
        guard stored.indices.contains(index) else { return }
        if configuration.isOpen {
            var asked = configuration.askedValue?.value ?? stored
            if asked.indices.contains(index) { asked[index] = value }
            configuration.remember(asked, animated: animated)
        }
        guard !value.isNaN, let clamped = range.clamp(value) else { return }
        let before = presentationFractions
        let old = stored
        stored[index] = ThumbSpacing.within(clamped, allowedInterval(forThumb: index, in: stored))
        ThumbSpacing.order(&stored)
        guard stored != old else { return }
        afterProgramChange(from: before, animated: animated)
    }

    /// Adds a thumb at `value` (clamped and snapped), where it belongs in the order, after any
    /// thumb already there; the others make room where the distance limits need it, as for
    /// ``values``. Returns the new thumb's index, or `nil` (nothing changes) when `value` is NaN or
    /// the slider already has 16 thumbs. Sends no event; a drag under way ends first.
    @discardableResult
    public func insertThumb(withValue value: Double) -> Int? {
        guard !value.isNaN, stored.count < Self.maximumThumbCount, let v = range.clamp(value) else { return nil }
        var next = stored
        let index = next.firstIndex { $0 > v } ?? next.count
        next.insert(v, at: index)
        replaceValues(with: next, animated: false, anchor: index)
        return index
    }

    /// Removes thumb `index` (0 is the lowest); the others stay, unless the maximum distance then
    /// needs them closer. Returns `false`, changing nothing, for an index out of range or the
    /// slider's last thumb (one always stays). Sends no event; a drag under way ends first.
    @discardableResult
    public func removeThumb(at index: Int) -> Bool {
        guard stored.count > 1, stored.indices.contains(index) else { return false }
        var next = stored
        next.remove(at: index)
        replaceValues(with: next, animated: false, anchor: max(index - 1, 0))
        return true
    }

    /// Takes `newValues` (1…16 values, none NaN): clamped, sorted and made to keep the distance
    /// limits, moving the thumbs above `anchor` first. A change in the number of thumbs ends a
    /// drag and shows at once.
    private func replaceValues(with newValues: [Double], animated: Bool, anchor: Int = 0) {
        changes.batch {
            if newValues.count != stored.count, isTracking { cancelPointer() }
            let before = presentationFractions
            var next = newValues.map { range.clamp($0) ?? range.lowerLimit }
            next.sort()
            spacing(for: next.count).settle(&next, from: anchor)
            // The values it holds, set again, change nothing: a drag or an animation goes on. (A
            // value within the rounding the distance rules count with, a billionth of the span,
            // counts as held.)
            let rounding = 1e-9 * max(range.span, 1e-300)
            guard next.count != stored.count || zip(next, stored).contains(where: { abs($0 - $1) > rounding }) else { return }
            stored = next
            focusedThumb = min(focusedThumb, stored.count - 1)
            if isTracking, let i = drag?.thumb(forDelta: 0) { raw = stored[min(i, stored.count - 1)] }
            afterProgramChange(from: before, animated: animated)
        }
    }

    /// Announces a change the program made, animating from the fractions shown `before` when asked.
    private func afterProgramChange(from before: [Double], animated: Bool) {
        pipeline.programDidSet(stored)
        let after = stored.map { range.fraction(of: $0) }
        pipeline.animate(from: before, to: after, animated: animated, duration: Self.animationDuration)
        changes.notify()
    }

    /// The smallest allowed distance between neighbouring thumbs, value units; default 0. It acts
    /// as at most `(max − min) / (thumbs − 1)`, so all thumbs fit; NaN or negative is 0. With a
    /// step the thumbs keep both rules wherever some values on the steps do (as the range slider's
    /// `minimumDistance` says), else the distance wins and values leave the steps.
    public var minimumDistance: Double = 0 {
        // Compared bit for bit, so that NaN set again is no change.
        didSet { if minimumDistance.bitPattern != oldValue.bitPattern { constraintsDidChange() } }
    }

    /// The largest allowed distance between neighbouring thumbs, value units; default `nil`, no
    /// limit. NaN or ≤ 0 is no limit; below the minimum distance it acts as the minimum distance.
    public var maximumDistance: Double? {
        didSet { if maximumDistance.map(\.bitPattern) != oldValue.map(\.bitPattern) { constraintsDidChange() } }
    }

    /// What a dragged thumb does at a neighbour: `.stop` (the default) stops it, `.push` carries
    /// the neighbours along. Keys and taps follow it too.
    public var collision = MultiSliderCollision.stop {
        didSet { if collision != oldValue { changes.notify() } }
    }

    /// When `true` (the default) a tap on the track moves the nearest thumb there, animated.
    public var movesNearestThumbOnTap = true {
        didSet { if movesNearestThumbOnTap != oldValue { changes.notify() } }
    }

    /// The distance rules for `count` thumbs, as they apply now.
    func spacing(for count: Int) -> ThumbSpacing {
        ThumbSpacing(bounds: range, minimumDistance: minimumDistance, maximumDistance: maximumDistance, thumbs: count)
    }

    /// `minimumDistance` as it applies to the thumbs there are.
    @_spi(Hosting) public var effectiveMinimumDistance: Double { spacing(for: stored.count).minimum }

    /// `maximumDistance` as it applies: `.infinity` for no limit, never below the minimum distance.
    @_spi(Hosting) public var effectiveMaximumDistance: Double { spacing(for: stored.count).maximum }

    /// The interval thumb `index` of `v` may take with its neighbours where they are (see
    /// `ThumbSpacing/allowedInterval(below:above:)`).
    private func allowedInterval(forThumb index: Int, in v: [Double]) -> ClosedRange<Double> {
        spacing(for: v.count).allowedInterval(below: index > 0 ? v[index - 1] : nil,
                                              above: index + 1 < v.count ? v[index + 1] : nil)
    }

    private func constraintsDidChange() {
        var next = stored.map { range.clamp($0) ?? range.lowerLimit }
        next.sort()
        spacing(for: next.count).settle(&next, from: 0)
        if next != stored { pipeline.programDidSet(next) }
        stored = next
        pipeline.stopAnimations()
        if isTracking, let i = drag?.thumb(forDelta: 0) { raw = stored[i] }
        changes.notify()
    }

    /// The settings transaction under way, if any (see ``PointerInput/configure(_:)``).
    var configuration = ConfigurationBracket<[Double]>()

    /// Opens a settings transaction.
    @_spi(Hosting) public func beginConfiguration() { configuration.open() }

    /// Closes a settings transaction: the values asked for inside it are set again under the final
    /// range, step and distances.
    @_spi(Hosting) public func endConfiguration() { closeValueConfiguration() }

    // MARK: Geometry

    /// The control's bounds in points; the host sets it on every layout. Default `.zero`.
    @GeometryInput public var bounds = CGRect.zero

    /// The axis; default `.horizontal`. A vertical slider increases upwards.
    @GeometryInput public var orientation = RangeSliderOrientation.horizontal

    /// The reading direction of a horizontal slider; default `.leftToRight`. Right to left puts
    /// the minimum on the right; the model takes it from the environment.
    @GeometryInput public var layoutDirection = ReadingDirection.leftToRight

    /// Room kept for value labels, points across the axis at the standard text size: a band at
    /// the top of a horizontal slider, at the left of a vertical one. Default 0 (no labels). The
    /// band is this times the environment's text scale; negative or non-finite values are 0; the
    /// band never takes more than the whole bounds.
    @GeometryInput public var valueLabelSpace = 0.0

    /// Room kept for tick labels (see `ticks`), points across the axis at the standard text size:
    /// a band below a horizontal slider, right of a vertical one. Default 0 (tick marks only; their
    /// labels are still read out). The band is this times the environment's text scale; negative
    /// or non-finite values are 0; it never takes more than what the value labels leave.
    @GeometryInput public var tickLabelSpace = 0.0

    /// The geometry these properties describe: the range slider's (square thumbs as thick as the
    /// slider, a track a third as thick).
    @_spi(Hosting) public var geometry: RangeSliderGeometry { shape }

    /// `geometry`, rebuilt whenever one of the properties it is made of is set. Kept, not
    /// computed, because every tracking event reads it.
    private var shape = RangeSliderGeometry(bounds: .zero)

    /// ``geometry`` built again, as the environment's text scale changed.
    func rebuildGeometry() { shape = makeGeometry() }

    private func makeGeometry() -> RangeSliderGeometry {
        RangeSliderGeometry(bounds: sliderBounds, orientation: orientation, layoutDirection: layoutDirection)
    }

    // MARK: Tracking

    /// The thumb (or thumbs, until the drag's direction picks one) under the finger; `nil`
    /// without a drag.
    private var drag: ThumbPick? {
        didSet {
            // The thumb the user last dragged is the one keys and assistive technology adjust next.
            if case .thumb(let i)? = drag, i != focusedThumb { focusedThumb = i }
        }
    }
    /// The dragged thumb's value before snapping and limits, kept within what the limits allow,
    /// so a thumb pushed against one starts back at once.
    private var raw = 0.0
    /// The thumb `raw` belongs to while the drag's direction has not picked one yet.
    private var rawThumb = -1

    /// The thumb drawn highlighted: the one being dragged; `nil` when none is (also while a finger
    /// on several thumbs has not yet moved).
    @_spi(Hosting) public var highlightedThumb: Int? {
        if case .thumb(let i)? = drag { return i }
        return nil
    }

    /// Starts a drag at `point`: the thumb whose touch target holds it, as
    /// `ThumbSpacing/pick(at:count:frame:touchFrame:)` says (where several do, the drag's
    /// direction picks). Anywhere else, disabled, a non-finite point or no room returns `false`.
    /// Sends `.editingDidBegin`. `time` is unused (the parameter keeps every control's input in
    /// one form, ``PointerInput``).
    @_spi(Hosting) public func beginPointer(at point: CGPoint, time: Double?) -> Bool {
        guard isEnabled, point.isFinite, !sliderBounds.isEmpty else { return false }
        let pick = ThumbSpacing.pick(at: point, count: stored.count, frame: thumbFrame(at:), touchFrame: thumbTouchFrame(at:))
        guard pick != .none else { return false }
        // A copy the edit keeps as the value before it, so the two working buffers stay unshared.
        gestureStart.removeAll(keepingCapacity: true)
        gestureStart.append(contentsOf: stored)
        pipeline.startGesture(at: point, value: gestureStart, cancel: cancelTracking) {
            drag = pick
            rawThumb = pick.thumb(forDelta: 0) ?? 0
            raw = stored[rawThumb]
        }
        return true
    }

    /// Moves the dragged thumb by the drag's change since the last event (see the type).
    @_spi(Hosting) public func followDrag(from start: CGPoint, to point: CGPoint) {
        guard let delta = geometry.dragDelta(from: start, to: point, factor: pipeline.modifiers.moveFactor),
              let pick = drag, let i = pick.thumb(forDelta: delta), stored.indices.contains(i) else { return }
        if i != rawThumb {
            rawThumb = i
            raw = stored[i]
        }
        let moved = move(i, to: range.value(raw, movedBy: delta), cause: .drag)
        // Thumbs on top of each other: once one moves, it is the dragged thumb.
        if case .undecided = pick, moved { drag = .thumb(i) }
    }

    /// Ends the drag: the deferred report, then `.editingDidEnd`.
    @_spi(Hosting) public func finishDrag() {
        drag = nil
        pipeline.finishGesture(value: stored)
    }

    /// Moves thumb `i` towards `target` under the collision rule and reports the change with
    /// `cause`; `raw` follows, bounded where a limit held the thumb. Returns whether a value
    /// changed. Works in the spare buffer, so it allocates nothing.
    @discardableResult
    private func move(_ i: Int, to target: Double, cause: EventCause) -> Bool {
        guard let snapped = range.clamp(target) else { return false }
        spare.removeAll(keepingCapacity: true)
        spare.append(contentsOf: stored)
        switch collision {
        case .stop:
            let allowed = allowedInterval(forThumb: i, in: spare)
            spare[i] = ThumbSpacing.within(snapped, allowed)
            raw = ThumbSpacing.within(target, allowed)
        case .push:
            spare[i] = snapped
            spacing(for: spare.count).settle(&spare, from: i)
            raw = spare[i] == snapped ? target : spare[i]
        }
        // A range too small for its distances rounds the limits away; the order always holds.
        ThumbSpacing.order(&spare)
        // Compared as numbers: −0 and 0 are one value (an empty range at −0 holds both).
        var changed = false
        for j in stored.indices where stored[j] != spare[j] { changed = true }
        guard changed else { return false }
        swap(&stored, &spare)
        pipeline.stopAnimations()
        pipeline.reportChange(stored, cause: cause)
        for j in stored.indices where stored[j] != spare[j] {
            pipeline.reportDetent(from: spare[j], to: stored[j], cause: cause)
        }
        changes.notify()
        return true
    }

    // MARK: Taps, keys and accessibility

    /// A tap at `point`: with `movesNearestThumbOnTap`, a tap on the track (not on a thumb's touch
    /// target) moves the nearest thumb there, animated, under the collision rule, and reports it.
    /// Returns whether anything moved.
    @_spi(Hosting) public func tapGesture(at point: CGPoint?) -> Bool {
        tapMovingNearestThumb(at: point, moveNearestThumb(to:))
    }

    private func moveNearestThumb(to target: Double) -> Bool {
        let values = stored
        let thumb = ThumbSpacing.nearestThumb(to: target, count: values.count) { values[$0] }
        let shown = presentationFractions
        var moved = false
        changes.batch {
            pipeline.edit(cause: .tap, from: stored) { moved = move(thumb, to: target, cause: .tap) }
            if moved { afterProgramChange(from: shown, animated: true) }
        }
        return moved
    }

    /// The thumb keyboard adjustments apply to (0 is the lowest): the one last dragged, or where
    /// the host moved focus (Tab between thumbs). Default 0; set out of range, it is clamped to the
    /// thumbs there are.
    public var focusedThumb = 0 {
        didSet {
            let clamped = min(max(focusedThumb, 0), stored.count - 1)
            if focusedThumb != clamped { focusedThumb = clamped }
            if focusedThumb != oldValue { changes.notify() }
        }
    }

    /// Applies a keyboard or accessibility adjustment to thumb `index` (default: `focusedThumb`;
    /// an index out of range does nothing): ± one step (or 1 % of the travel along the scale), ± a
    /// page (or a quarter of the travel); Home and End go as far as the thumb may. The collision
    /// rule applies as for a drag. `cause` says where it came from (default `.key`). Returns
    /// whether a value changed.
    @discardableResult
    public func perform(_ action: AdjustmentAction, onThumb index: Int?, cause: EventCause = .key) -> Bool {
        if let index, !stored.indices.contains(index) { return false }
        return send(action, cause: cause, to: index, through: \.adjustedThumb)
    }

    /// The thumb an adjustment under way applies to, when not the focused one.
    private var adjustedThumb: Int?

    /// Applies an adjustment to the thumb `perform(_:onThumb:cause:)` names, else the focused one.
    @_spi(Hosting) public func adjust(_ action: AdjustmentAction, cause: EventCause) -> Bool {
        guard isEnabled else { return false }
        let t = min(adjustedThumb ?? focusedThumb, stored.count - 1)
        let target = pipeline.adjustmentTarget(action, from: stored[t])
        var moved = false
        changes.batch {
            pipeline.edit(cause: cause, from: stored) { moved = move(t, to: target, cause: cause) }
        }
        return moved
    }

    /// The names read for the thumbs, lowest first, one per thumb. Until the app names a thumb its
    /// name is the default, "Value 2 of 3", in the language of the environment's locale (German
    /// "Wert 2 von 3", Japanese "値 2/3"). Names belong to places in the order (the lowest thumb,
    /// the next…), not to a thumb that moves; only the names an assignment changes are set, and
    /// names beyond the thumbs there are are ignored.
    public var accessibilityLabels: [String] {
        get { stored.indices.map { customLabels[$0] ?? defaultLabel(for: $0) } }
        set {
            let old = accessibilityLabels
            var changed = false
            for (i, name) in newValue.enumerated() where i < old.count && name != old[i] {
                customLabels[i] = name
                changed = true
            }
            if changed { changes.notify() }
        }
    }

    /// The names the app set, by place.
    private var customLabels: [Int: String] = [:]

    /// The names the app gave the thumbs, by place (lowest first), `nil` where a thumb keeps its
    /// default; places beyond the thumbs there are keep their names for thumbs added later.
    /// Setting it replaces every name given before, so a name left out returns to the default:
    /// what a host that is given the whole list each time (a SwiftUI view) sets.
    @_spi(Hosting) public var customAccessibilityLabels: [String?] {
        get { (0..<(customLabels.keys.max().map { $0 + 1 } ?? 0)).map { customLabels[$0] } }
        set {
            var names: [Int: String] = [:]
            for (i, name) in newValue.enumerated() { if let name { names[i] = name } }
            guard names != customLabels else { return }
            customLabels = names
            changes.notify()
        }
    }

    private func defaultLabel(for index: Int) -> String {
        AccessibilityFormat.multiSliderThumbLabel.text(for: environment.locale, "\(index + 1)", "\(stored.count)")
    }

    /// Turns a value into text; `nil` (the default) reads a tick's label at the value, else the
    /// range's own text (`ValueBounds/text(for:)`) in the locale's way.
    public var valueFormatter: (@Sendable (Double) -> String)? {
        didSet { changes.notify() }
    }

    /// The text of one value, through `valueFormatter`.
    public func valueText(for value: Double) -> String {
        valueFormatter?(value) ?? range.tick(at: value)?.label ?? range.text(for: value, locale: environment.locale)
    }

    /// Every value as text, lowest first, separated by commas: what a look of your own is given.
    @_spi(Hosting) public var valuesText: String { stored.map(valueText(for:)).joined(separator: ", ") }

    /// One accessibility element per thumb, lowest first, each framed on its thumb: identifier
    /// "thumb1", "thumb2"…, its name, its value's text and number.
    @_spi(Hosting) public var accessibilityElements: [AccessibilityElement] {
        stored.indices.map(element(forThumb:))
    }

    /// The accessibility element of thumb `index` (0 is the lowest), as in
    /// ``accessibilityElements``; `nil` for an index out of range. For hosts that keep one element
    /// object per thumb and ask for one thumb at a time.
    @_spi(Hosting) public func accessibilityElement(forThumb index: Int) -> AccessibilityElement? {
        stored.indices.contains(index) ? element(forThumb: index) : nil
    }

    /// The accessibility element of ``focusedThumb``, for hosts that show one element at a time.
    @_spi(Hosting) public var focusedAccessibilityElement: AccessibilityElement { element(forThumb: focusedThumb) }

    /// The element of thumb `i`, which exists.
    private func element(forThumb i: Int) -> AccessibilityElement {
        AccessibilityElement(identifier: "thumb\(i + 1)", label: customLabels[i] ?? defaultLabel(for: i),
                             value: valueText(for: stored[i]), frame: thumbFrame(at: i), numericValue: stored[i],
                             numericRange: range.minimum...range.maximum, isEnabled: isEnabled)
    }

    // MARK: Time

    /// The fraction of the range thumb `index` shows now (follows animations).
    @_spi(Hosting) public func presentationFraction(at index: Int) -> Double {
        guard stored.indices.contains(index) else { return 0 }
        return pipeline.presentationFraction(index, resting: range.fraction(of: stored[index]))
    }

    /// The fractions of the range the thumbs show now, lowest first.
    @_spi(Hosting) public var presentationFractions: [Double] { stored.indices.map(presentationFraction(at:)) }
}

extension MultiSliderModel: ControlModel, ValueRangeModel, PointerInput, LinearTrackModel {
    /// ``values``.
    @_spi(Hosting) public var currentValue: [Double] { values }
    /// ``setValues(_:animated:)``.
    @_spi(Hosting) public func setCurrentValue(_ value: [Double], animated: Bool) { setValues(value, animated: animated) }
    /// 1: a tap on the track moves the nearest thumb there.
    @_spi(Hosting) public static var tapCount: Int { 1 }
}

extension MultiSliderModel: ValueConfiguring {}
