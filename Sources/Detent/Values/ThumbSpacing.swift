import Foundation

/// The rules that keep neighbouring thumbs on one track apart, written once for the range slider
/// and the multi-thumb slider: the minimum and maximum distance between neighbours (value units),
/// the values a thumb may take next to a neighbour (on the steps wherever some keep the limits),
/// which thumb a touch or a tap takes, and which of several thumbs under a finger a drag moves.
///
/// A value type of the settings it applies; a model makes one whenever it needs the rules, which
/// costs no allocation.
struct ThumbSpacing {
    /// The range, step and enabled range the thumbs live in.
    let bounds: ValueBounds
    /// The smallest allowed distance between neighbours as it applies, ≥ 0.
    let minimum: Double
    /// The largest allowed distance between neighbours as it applies: `.infinity` for no limit,
    /// never below ``minimum``.
    let maximum: Double

    /// The rules for `thumbs` thumbs (at least 2 count as 2) in `bounds`, with the distances asked
    /// for: a minimum that is NaN or negative is 0, and at most the allowed values' span over the
    /// gaps between the thumbs (so all of them fit; `.infinity` is that span); a maximum that is
    /// `nil`, NaN or ≤ 0 is no limit, and below the minimum it is the minimum.
    init(bounds: ValueBounds, minimumDistance: Double, maximumDistance: Double?, thumbs: Int = 2) {
        self.bounds = bounds
        let gaps = Double(max(thumbs, 2) - 1)
        let span = bounds.upperLimit - bounds.lowerLimit
        let least = minimumDistance > 0 ? min(minimumDistance, span / gaps) : 0
        minimum = least
        if let d = maximumDistance, d.isFinite, d > 0 { maximum = max(d, least) } else { maximum = .infinity }
    }

    // MARK: Distance

    /// The values within the limits that a thumb may take with a neighbour at `other` (the thumb
    /// above it when `above`, else below it), keeping the distance limits as doubles subtract (not
    /// snapped to the steps); `nil` when none keeps the minimum distance. Where the doubles near
    /// `other` are farther apart than the maximum distance allows (a maximum of 4.5 at 1e307, where
    /// they are about 2e291 apart), the minimum distance wins: the nearest double that keeps it.
    func room(from other: Double, above: Bool) -> ClosedRange<Double>? {
        let d = minimum, far = maximum
        let lo = bounds.lowerLimit, hi = bounds.upperLimit
        if above {
            var a = max(Self.value(d, from: other, up: true, atLeast: true), lo)
            // `other + d` may round past the limit that is itself far enough.
            if a > hi, hi - other >= d { a = hi }
            guard a <= hi else { return nil }
            return a...max(min(hi, Self.value(far, from: other, up: true, atLeast: false)), a)
        }
        var b = min(Self.value(d, from: other, up: false, atLeast: true), hi)
        if b < lo, other - lo >= d { b = lo }
        guard b >= lo else { return nil }
        return min(max(lo, Self.value(far, from: other, up: false, atLeast: false)), b)...b
    }

    /// The allowed values (`ValueBounds/stops(in:)`) of `room`, kept inside it: the stops are
    /// found with a billionth of a step of slack, and rounding must never take a thumb past a
    /// neighbour. `nil` when there are none.
    func stops(within room: ClosedRange<Double>) -> ClosedRange<Double>? {
        guard let stops = bounds.stops(in: room) else { return nil }
        let low = max(stops.lowerBound, room.lowerBound), high = min(stops.upperBound, room.upperBound)
        return low <= high ? low...high : nil
    }

    /// The interval a thumb may take with a neighbour at `other` (above it when `above`): the
    /// values that keep the distance limits from it, on the steps wherever one keeps them. Should
    /// no value keep them, the thumb's end of the allowed values (the top for a thumb above its
    /// neighbour).
    /// With `onSteps` `false`, the values as doubles subtract, off the steps.
    func allowedInterval(from other: Double, above: Bool, onSteps: Bool = true) -> ClosedRange<Double> {
        guard let room = room(from: other, above: above) else {
            let end = above ? bounds.upperLimit : bounds.lowerLimit
            return end...end
        }
        return onSteps ? stops(within: room) ?? room : room
    }

    /// The interval a thumb may take between a neighbour below it at `below` and one above it at
    /// `above` (either may be missing): both neighbours' intervals where they overlap, on the
    /// steps where some value there is one, else off them; where even those do not overlap
    /// (neighbours exactly the minimum distance apart twice over, whose sums round apart by a unit
    /// in the last place), the one value halfway between the two intervals, which keeps both
    /// limits to rounding.
    func allowedInterval(below: Double?, above: Double?) -> ClosedRange<Double> {
        guard let below else { return above.map { allowedInterval(from: $0, above: false) } ?? bounds.lowerLimit...bounds.upperLimit }
        guard let above else { return allowedInterval(from: below, above: true) }
        let a = allowedInterval(from: below, above: true), b = allowedInterval(from: above, above: false)
        if max(a.lowerBound, b.lowerBound) <= min(a.upperBound, b.upperBound) {
            return max(a.lowerBound, b.lowerBound)...min(a.upperBound, b.upperBound)
        }
        let c = allowedInterval(from: below, above: true, onSteps: false)
        let d = allowedInterval(from: above, above: false, onSteps: false)
        let low = max(c.lowerBound, d.lowerBound), high = min(c.upperBound, d.upperBound)
        if low <= high { return low...high }
        let middle = low / 2 + high / 2
        return middle...middle
    }

    /// Whether `a` and `b` (`a` below) keep the distance limits, counted within ``slack``, so
    /// rounding does not break them on the steps.
    func keepsLimits(_ a: Double, _ b: Double) -> Bool {
        let gap = b - a, eps = slack
        return gap >= minimum - eps && gap <= maximum + eps
    }

    /// The rounding a distance is counted within: a billionth of the step, of the minimum distance
    /// or of the range, whichever is least; so a distance below the resolution of huge values
    /// still counts, and one that rounding takes a unit in the last place off still holds.
    private var slack: Double {
        var scale = bounds.upperLimit - bounds.lowerLimit
        if bounds.step > 0 { scale = min(scale, bounds.step) }
        if minimum > 0 { scale = min(scale, minimum) }
        return 1e-9 * scale
    }

    // MARK: A row of thumbs

    /// Makes `v` (values already clamped and in order) keep the distance limits, moving the
    /// thumbs as little as the rules let: outwards from thumb `anchor`, each neighbour takes the
    /// nearest value it may next to the one before it (pushed when too close, pulled when too
    /// far); where that runs into an end of the track, the row makes room back from it, so the
    /// anchor gives way last. On the steps where such a row exists, else off them. Makes no
    /// allocation: `v` is changed in place.
    func settle(_ v: inout [Double], from anchor: Int) {
        guard v.count > 1 else { return }
        let a = min(max(anchor, 0), v.count - 1)
        for pass in 0..<2 {
            let onSteps = pass == 0
            // A neighbour that stays leaves the rest of its side as it was: checked below.
            for j in (a + 1)..<v.count {
                let old = v[j]
                v[j] = Self.within(old, allowedInterval(from: v[j - 1], above: true, onSteps: onSteps))
                if v[j] == old { break }
            }
            for j in stride(from: a - 1, through: 0, by: -1) {
                let old = v[j]
                v[j] = Self.within(old, allowedInterval(from: v[j + 1], above: false, onSteps: onSteps))
                if v[j] == old { break }
            }
            if holds(v), !onSteps || isOnStops(v) { return }
            // Pushed against an end: up from the bottom, then down from the top.
            for j in 1..<v.count { v[j] = Self.within(v[j], allowedInterval(from: v[j - 1], above: true, onSteps: onSteps)) }
            for j in stride(from: v.count - 2, through: 0, by: -1) {
                v[j] = Self.within(v[j], allowedInterval(from: v[j + 1], above: false, onSteps: onSteps))
            }
            if holds(v), !onSteps || isOnStops(v) { return }
            // On the steps, the row makes room down from the last allowed value, where the range
            // (an enabled range) ends off the steps.
            if onSteps, let top = bounds.stop(from: bounds.upperLimit, up: false), top < v[v.count - 1] {
                v[v.count - 1] = top
                for j in stride(from: v.count - 2, through: 0, by: -1) {
                    v[j] = Self.within(v[j], allowedInterval(from: v[j + 1], above: false))
                }
                if holds(v), isOnStops(v) { return }
            }
        }
        // No row keeps the limits exactly (a range so small that adding a distance rounds away):
        // the order, at least, always holds.
        Self.order(&v)
    }

    /// Whether every value of `v` is an allowed value (`ValueBounds/clamp(_:)` keeps it, within
    /// ``slack``). Makes no allocation.
    private func isOnStops(_ v: [Double]) -> Bool {
        for x in v {
            guard let kept = bounds.clamp(x), abs(kept - x) <= slack else { return false }
        }
        return true
    }

    /// Raises each value of `v` that lies below the one before it to that one: `v` in order,
    /// moved as little as that takes. Makes no allocation.
    static func order(_ v: inout [Double]) {
        guard v.count > 1 else { return }
        for j in 1..<v.count where v[j] < v[j - 1] { v[j] = v[j - 1] }
    }

    /// Whether every pair of neighbours in `v` is in order and keeps the limits (``keepsLimits``).
    func holds(_ v: [Double]) -> Bool {
        guard v.count > 1 else { return true }
        for j in 1..<v.count where !(v[j - 1] <= v[j] && keepsLimits(v[j - 1], v[j])) { return false }
        return true
    }

    /// `x` kept inside `r`.
    static func within(_ x: Double, _ r: ClosedRange<Double>) -> Double { min(max(x, r.lowerBound), r.upperBound) }

    /// `v + distance` (`up`) or `v − distance`, moved by the few units in the last place that
    /// rounding took where the result would not be at least (`atLeast`) or at most `distance`
    /// from `v` as doubles subtract (where `v + distance` rounds to `v`, the next double along).
    /// `distance` is ≥ 0 and may be `.infinity`; the answer may be infinite, never NaN.
    static func value(_ distance: Double, from v: Double, up: Bool, atLeast: Bool) -> Double {
        func holds(_ x: Double) -> Bool {
            let gap = up ? x - v : v - x
            return atLeast ? gap >= distance : gap <= distance
        }
        var x = up ? v + distance : v - distance
        var tries = 0
        while !holds(x), x.isFinite, tries < 4 {
            // Away from `v` gains distance, towards it loses it.
            x = up == atLeast ? x.nextUp : x.nextDown
            tries += 1
        }
        return x
    }

    // MARK: Picking

    /// The thumb a tap aimed at `target` moves, of `count` thumbs in order whose values `value`
    /// gives: the nearest; of thumbs equally near, the highest when the target lies above them
    /// all (thumbs on top of each other, tapped above), else the lowest.
    static func nearestThumb(to target: Double, count: Int, value: (Int) -> Double) -> Int {
        var best = 0, bestDistance = Double.infinity, lastTied = 0
        for i in 0..<max(count, 1) {
            let d = abs(target - value(i))
            if d < bestDistance {
                (best, bestDistance, lastTied) = (i, d, i)
            } else if d == bestDistance {
                lastTied = i
            }
        }
        return target > value(lastTied) ? lastTied : best
    }

    /// The thumb a touch at `point` takes, of `count` thumbs in order whose drawn frames `frame`
    /// and touch frames (grown to 44 × 44 points) `touchFrame` give: the thumb whose drawn frame
    /// holds it, else the thumb whose touch frame holds it (the nearest centre of those that do).
    /// Where several drawn frames hold the point, or several touch frames with centres equally
    /// near, the drag's direction decides among them (``ThumbPick/undecided(_:)``).
    static func pick(at point: CGPoint, count: Int, frame: (Int) -> CGRect, touchFrame: (Int) -> CGRect) -> ThumbPick {
        guard point.isFinite, count > 0 else { return .none }
        var first = -1, last = -1
        for i in 0..<count where frame(i).contains(point) {
            if first < 0 { first = i }
            last = i
        }
        if first >= 0 { return first == last ? .thumb(first) : .undecided(first...last) }
        var best = Double.infinity
        for i in 0..<count where touchFrame(i).contains(point) {
            let d = Radians.distance(from: frame(i).center, to: point) ?? 0
            if d < best {
                (best, first, last) = (d, i, i)
            } else if d == best {
                last = i
            }
        }
        guard first >= 0 else { return .none }
        return first == last ? .thumb(first) : .undecided(first...last)
    }
}

/// Which thumb a touch takes (``ThumbSpacing/pick(at:count:frame:touchFrame:)``).
enum ThumbPick: Equatable {
    /// No thumb: the touch is on none of their touch frames.
    case none
    /// This thumb.
    case thumb(Int)
    /// One of these thumbs, as the drag's direction says: towards the maximum the highest of
    /// them, else the lowest, again at every movement until one moves (so thumbs on top of each
    /// other at either end of the track always part).
    case undecided(ClosedRange<Int>)

    /// The thumb a drag's change `delta` (along the value) moves: the picked one, or among the
    /// undecided ones the highest for a positive change, the lowest otherwise.
    func thumb(forDelta delta: Double) -> Int? {
        switch self {
        case .none: return nil
        case .thumb(let i): return i
        case .undecided(let r): return delta > 0 ? r.upperBound : r.lowerBound
        }
    }
}
