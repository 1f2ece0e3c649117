import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The one implementation of a straight slider with 1…16 thumbs on one range: values in order,
/// distance limits between neighbours (stop or push), crossing, dragging the range between the
/// outermost thumbs, taps, keys, animation, labels that merge and the thumbs' accessibility
/// elements. The multi-thumb slider is it with any number of thumbs; the range slider is its
/// two-thumb case, so the two cannot disagree. Each control is a thin model over it that names
/// its thumbs, its settings and the value its events carry (`Value`: `[Double]`, or
/// `ClosedRange<Double>` for two thumbs).
///
/// The rules for bad input and for changes during a drag are the models' (see
/// `MultiSliderModel`); this type keeps them.
@_spi(Hosting) public final class ThumbSlider<Value: Sendable & Equatable> {
    /// The duration of animated changes and taps, seconds.
    static var animationDuration: Double { Tween.valueChangeDuration }

    /// The most thumbs a slider holds.
    static var maximumThumbCount: Int { 16 }

    /// The value rules shared with the other valued controls; its events carry `Value`.
    let pipeline = ValuePipeline<Value>()

    /// What the events carry, made from the thumbs' values in order.
    let reported: ([Double]) -> Value

    /// The number of thumbs when it is fixed (the range slider's two), else `nil`: values of
    /// another count are then ignored, and thumbs are neither added nor removed.
    let fixedThumbCount: Int?

    /// Creates a slider with thumbs at `values` (in order, on 0…1) whose events carry
    /// `reported(values)`; with `fixedCount`, always that many thumbs.
    init(values: [Double], fixedCount: Bool = false, reported: @escaping ([Double]) -> Value) {
        stored = values
        fixedThumbCount = fixedCount ? values.count : nil
        self.reported = reported
    }

    /// Notified after any change to what the slider draws, reads out or reports.
    var changes: ChangeObservers { pipeline.changes }

    /// The range, step and enabled range.
    var range: ValueBounds { pipeline.bounds }

    /// Whether input is taken; the model's `isEnabled`.
    var isEnabled: Bool { pipeline.isEnabled }

    /// True between a gesture's beginning and its end or cancel.
    var isTracking: Bool { pipeline.isTracking }

    // MARK: Values

    /// The values, in order. Two buffers take turns during a drag (the one reported, the one
    /// being worked out), so a tracking event allocates nothing; `gestureStart` holds the values a
    /// gesture began with, which the edit keeps until it ends.
    var stored: [Double]
    var spare: [Double] = []
    var gestureStart: [Double] = []

    /// The value the events carry now.
    var value: Value { reported(stored) }

    /// How many thumbs there are.
    var thumbCount: Int { stored.count }

    /// Takes the range and step; brings every thumb inside.
    func replaceBounds(with bounds: ValueBounds) {
        if pipeline.replaceBounds(with: bounds) { constraintsDidChange() }
    }

    /// Sets every thumb at once (NaN left out, at most the first 16, an empty array ignored).
    func setValues(_ newValues: [Double], animated: Bool) {
        configuration.remember(newValues, animated: animated)
        let usable = newValues.lazy.filter { !$0.isNaN }.prefix(Self.maximumThumbCount)
        guard !usable.isEmpty, fixedThumbCount.map({ $0 == usable.count }) ?? true else { return }
        // The values it holds stay, as they are: settling them again could move a row that
        // settings left off the steps.
        guard !usable.elementsEqual(stored) else { return }
        replaceValues(with: Array(usable), animated: animated)
    }

    /// Sets thumb `index`'s value, clamped into what its neighbours allow; no other thumb moves.
    func setValue(_ value: Double, forThumb index: Int, animated: Bool) {
        guard stored.indices.contains(index) else { return }
        if configuration.isOpen {
            var asked = configuration.askedValue?.value ?? stored
            if asked.indices.contains(index) { asked[index] = value }
            configuration.remember(asked, animated: animated)
        }
        // The value it holds stays: the distance rules may have placed it a unit in the last
        // place off the steps, where clamping it again would move it.
        guard !value.isNaN, value != stored[index], let clamped = range.clamp(value) else { return }
        let before = presentationFractions
        let old = stored
        // `+ 0` keeps zero +0: the distance rules' arithmetic can give −0, which reads "-0" in a
        // formatter's text while comparing equal to the 0 it replaces.
        stored[index] = ThumbSpacing.within(clamped, allowedInterval(forThumb: index, in: stored)) + 0
        ThumbSpacing.order(&stored)
        guard stored != old else { return }
        afterProgramChange(from: before, animated: animated)
    }

    /// Adds a thumb at `value` where it belongs; returns its index, or `nil` for NaN or a 17th.
    func insertThumb(withValue value: Double) -> Int? {
        guard fixedThumbCount == nil, !value.isNaN, stored.count < Self.maximumThumbCount,
              let v = range.clamp(value) else { return nil }
        var next = stored
        let index = next.firstIndex { $0 > v } ?? next.count
        next.insert(v, at: index)
        replaceValues(with: next, animated: false, anchor: index)
        return index
    }

    /// Removes thumb `index`; `false` for an index out of range or the last thumb.
    func removeThumb(at index: Int) -> Bool {
        guard fixedThumbCount == nil, stored.count > 1, stored.indices.contains(index) else { return false }
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
            if newValues.count != stored.count, isTracking { changes.batch { finishDrag() } }
            let before = presentationFractions
            var next = newValues.map { range.clamp($0) ?? range.lowerLimit }
            next.sort()
            spacing(for: next.count).settle(&next, from: anchor)
            for i in next.indices { next[i] += 0 }   // zero is +0 (see `setValue(_:forThumb:animated:)`)
            // The values it holds, set again, change nothing: a drag or an animation goes on. (A
            // value within the rounding the distance rules count with, a billionth of the span,
            // counts as held.)
            let rounding = 1e-9 * max(range.span, 1e-300)
            guard next.count != stored.count || zip(next, stored).contains(where: { abs($0 - $1) > rounding }) else { return }
            stored = next
            if focusedThumb >= stored.count { focusedThumb = stored.count - 1 }
            rebaseDrag()
            afterProgramChange(from: before, animated: animated)
        }
    }

    /// Announces a change the program made, animating from the fractions shown `before` when asked.
    func afterProgramChange(from before: [Double], animated: Bool) {
        pipeline.programDidSet(value)
        let after = stored.map { range.fraction(of: $0) }
        pipeline.animate(from: before, to: after, animated: animated, duration: Self.animationDuration)
        changes.notify()
    }

    // MARK: Distance limits and other settings

    /// The smallest allowed distance between neighbours, value units, as set.
    var minimumDistance: Double = 0 {
        // Compared bit for bit, so that NaN set again is no change.
        didSet { if minimumDistance.bitPattern != oldValue.bitPattern { constraintsDidChange() } }
    }

    /// The largest allowed distance between neighbours, value units, as set; `nil` for none.
    var maximumDistance: Double? {
        didSet { if maximumDistance.map(\.bitPattern) != oldValue.map(\.bitPattern) { constraintsDidChange() } }
    }

    /// Whether a dragged thumb carries its neighbours along (pushing them ahead while too close,
    /// pulling them after it while too far); `false` stops it where the distance limits do.
    var pushesNeighbours = false {
        didSet { if pushesNeighbours != oldValue { changes.notify() } }
    }

    /// Whether a thumb dragged past its neighbour swaps places with it (with `.stop`).
    var allowsCrossing = false {
        didSet { if allowsCrossing != oldValue { changes.notify() } }
    }

    /// Whether a drag between the outermost thumbs moves them all.
    var isRangeDraggable = false {
        didSet { if isRangeDraggable != oldValue { changes.notify() } }
    }

    /// The axis: the model's `orientation`.
    var orientation = TrackOrientation.horizontal

    /// The model's `valueLabelSpace`, as kept.
    var valueLabelSpace = 0.0

    /// The model's `tickLabelSpace`, as kept.
    var tickLabelSpace = 0.0

    /// Whether a tap on the bare track moves the nearest thumb there.
    var movesNearestThumbOnTap = true {
        didSet { if movesNearestThumbOnTap != oldValue { changes.notify() } }
    }

    /// The distance rules for `count` thumbs, as they apply now.
    func spacing(for count: Int) -> ThumbSpacing {
        ThumbSpacing(bounds: range, minimumDistance: minimumDistance, maximumDistance: maximumDistance, thumbs: count)
    }

    /// The distance rules for the thumbs there are.
    var spacing: ThumbSpacing { spacing(for: stored.count) }

    /// The interval thumb `index` of `v` may take with its neighbours where they are (see
    /// `ThumbSpacing/allowedInterval(below:above:)`).
    func allowedInterval(forThumb index: Int, in v: [Double]) -> ClosedRange<Double> {
        spacing(for: v.count).allowedInterval(below: index > 0 ? v[index - 1] : nil,
                                              above: index + 1 < v.count ? v[index + 1] : nil)
    }

    /// Brings the thumbs inside the range and the limits after a setting changed.
    private func constraintsDidChange() {
        var next = stored.map { range.clamp($0) ?? range.lowerLimit }
        next.sort()
        spacing(for: next.count).settle(&next, from: 0)
        for i in next.indices { next[i] += 0 }   // zero is +0 (see `setValue(_:forThumb:animated:)`)
        // A −0 held before is the same value; only a real change is reported.
        let changed = next != stored
        stored = next
        if changed { pipeline.programDidSet(value) }
        pipeline.stopAnimations()
        rebaseDrag()
        changes.notify()
    }

    /// The settings transaction under way, if any.
    var configuration = ConfigurationBracket<[Double]>()

    /// Opens a settings transaction.
    func beginConfiguration() { configuration.open() }

    /// Closes a settings transaction: the values asked for inside it are set again under the final
    /// range, step and distances.
    func endConfiguration() {
        guard let asked = configuration.close() else { return }
        setValues(asked.value, animated: asked.animated)
    }

    // MARK: Layout and drag

    /// Where the parts lie; the model sets it whenever a setting it is made of changes.
    var layout = ThumbSliderLayout(bounds: .zero, orientation: .horizontal, layoutDirection: .leftToRight,
                                   valueLabels: 0, tickLabels: 0)

    /// What the drag under way holds; `nil` without one.
    var drag: ThumbSliderDrag? {
        didSet {
            // The thumb the user last dragged is the one keys and assistive technology adjust next.
            if case .thumbs(.thumb(let i))? = drag, i != focusedThumb { focusedThumb = i }
        }
    }
    /// The dragged thumb's value before snapping and limits, kept within what the limits allow,
    /// so a thumb pushed against one starts back at once.
    var raw = 0.0
    /// The thumb `raw` belongs to.
    var rawThumb = 0
    /// The values a dragged range started from (or the rules last changed at).
    var rangeStart: [Double] = []
    /// How far a dragged range has moved from `rangeStart`, in fractions of the travel.
    var rangeShift = 0.0

    // MARK: Focus and text

    /// The thumb keyboard adjustments apply to (0 is the lowest), clamped to the thumbs there are.
    var focusedThumb = 0 {
        didSet {
            let clamped = min(max(focusedThumb, 0), stored.count - 1)
            if focusedThumb != clamped { focusedThumb = clamped }
            if focusedThumb != oldValue { changes.notify() }
        }
    }

    /// Moves focus to the next thumb up (`forward`) or down; `false` when there is none that way.
    func moveFocus(forward: Bool) -> Bool {
        (0..<stored.count).moveFocus(&focusedThumb, forward: forward)
    }

    /// What the host knows of its platform; the model's `environment`, set through it.
    var environment = ControlEnvironment.standard

    /// The environment's locale, for texts.
    var locale: Locale? { environment.locale }

    /// The text of one value, through the app's `valueFormatter`, else the `valueFormat` it set.
    func valueText(for value: Double) -> String {
        pipeline.valueFormatter?(value) ?? pipeline.valueFormat?.text(for: value, locale: locale ?? .current)
            ?? range.tick(at: value)?.label ?? range.text(for: value, locale: locale)
    }

    /// The text of thumbs `first…last`: one value, or "lowest – highest" in the locale's way where
    /// they read differently.
    func text(of thumbs: ClosedRange<Int>) -> String {
        let low = valueText(for: stored[thumbs.lowerBound]), high = valueText(for: stored[thumbs.upperBound])
        return low == high ? low : AccessibilityFormat.rangeValue.text(for: locale, low, high)
    }
}
