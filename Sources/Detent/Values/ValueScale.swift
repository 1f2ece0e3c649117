import Foundation

/// How a control's values spread along its track or arc: the map between a position (0 at the
/// minimum's end, 1 at the maximum's) and a value in `minimum…maximum`. Steps, ticks, the default
/// value and every reported value stay in value units; only where they sit along the track changes.
///
/// Bad scales fall back to `.linear`, one rule each (see ``effective(minimum:maximum:)``):
/// - `.logarithmic` over a range that does not lie wholly above 0 (a minimum ≤ 0);
/// - `.power` with an exponent that is NaN, infinite or ≤ 0; a centre that is NaN, infinite or not
///   strictly inside the range makes the power one-sided (from the minimum);
/// - `.piecewise` whose breakpoints are not strictly increasing in both position and value, lie
///   outside 0…1 or the range, or are not finite (a breakpoint at position 0 or 1 must sit on the
///   minimum or maximum).
public enum ValueScale: Sendable, Hashable {
    /// Evenly spread: position `p` is `minimum + p · (maximum − minimum)`. The default.
    case linear
    /// Equal ratios take equal distances (frequency, gain as a ratio): position `p` is
    /// `minimum · (maximum / minimum)^p`. For ranges wholly above 0.
    case logarithmic
    /// Skewed by `exponent` (JUCE's skew): `minimum + span · p^exponent` — above 1 the low end gets
    /// more of the track. With a `centre` inside the range, the two halves of the track mirror each
    /// other about it: position 0.5 is the centre, and each half is skewed towards it (a bipolar
    /// control such as a pan or a detune).
    case power(exponent: Double, centre: Double? = nil)
    /// Straight segments through (position, value) breakpoints, strictly increasing in both, with
    /// (0, minimum) and (1, maximum) as the ends (gain with 0 dB at three quarters).
    case piecewise([(position: Double, value: Double)])

    /// Equal when the same kind with the same numbers, bit for bit (so a scale holding NaN equals
    /// itself, and setting it again is no change).
    public static func == (a: ValueScale, b: ValueScale) -> Bool {
        switch (a, b) {
        case (.linear, .linear), (.logarithmic, .logarithmic): return true
        case let (.power(e1, c1), .power(e2, c2)): return e1.bitPattern == e2.bitPattern && c1?.bitPattern == c2?.bitPattern
        case let (.piecewise(p1), .piecewise(p2)):
            return p1.count == p2.count && zip(p1, p2).allSatisfy {
                $0.position.bitPattern == $1.position.bitPattern && $0.value.bitPattern == $1.value.bitPattern
            }
        default: return false
        }
    }

    /// Hashes the kind and its numbers, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .linear: hasher.combine(0)
        case .logarithmic: hasher.combine(1)
        case .power(let exponent, let centre):
            hasher.combine(2)
            hasher.combine(exponent)
            hasher.combine(centre)
        case .piecewise(let points):
            hasher.combine(3)
            for point in points {
                hasher.combine(point.position)
                hasher.combine(point.value)
            }
        }
    }

    /// The scale as it applies to `minimum…maximum`: itself when valid there, else `.linear`
    /// (the type's rules), with a centre outside the range dropped.
    public func effective(minimum: Double, maximum: Double) -> ValueScale {
        guard maximum > minimum else { return .linear }
        switch self {
        case .linear: return .linear
        case .logarithmic: return minimum > 0 ? .logarithmic : .linear
        case .power(let exponent, let centre):
            guard exponent.isFinite, exponent > 0 else { return .linear }
            if let c = centre, c.isFinite, c > minimum, c < maximum { return .power(exponent: exponent, centre: c) }
            return .power(exponent: exponent, centre: nil)
        case .piecewise(let points):
            let inner = points.filter { !($0.position == 0 && $0.value == minimum) && !($0.position == 1 && $0.value == maximum) }
            let all = [(position: 0.0, value: minimum)] + inner + [(position: 1.0, value: maximum)]
            let valid = all.allSatisfy { $0.position.isFinite && $0.value.isFinite }
                && zip(all, all.dropFirst()).allSatisfy { $1.position > $0.position && $1.value > $0.value }
            return valid ? .piecewise(inner) : .linear
        }
    }
}

extension ValueScale {
    /// The value at position `p` (0…1) of `minimum…maximum`, for an effective scale.
    func value(atPosition p: Double, minimum: Double, maximum: Double) -> Double {
        if p <= 0 { return minimum }
        if p >= 1 { return maximum }
        let span = maximum - minimum
        switch self {
        case .linear:
            return minimum + p * span
        case .logarithmic:
            return minimum * exp(p * log(maximum / minimum))
        case .power(let exponent, nil):
            return minimum + span * pow(p, exponent)
        case .power(let exponent, let centre?):
            if p >= 0.5 { return centre + (maximum - centre) * pow((p - 0.5) * 2, exponent) }
            return centre - (centre - minimum) * pow((0.5 - p) * 2, exponent)
        case .piecewise(let inner):
            let (a, b) = Self.segment(inner, minimum, maximum) { $0.position <= p }
            guard b.position > a.position else { return a.value }
            return a.value + (b.value - a.value) * (p - a.position) / (b.position - a.position)
        }
    }

    /// The position (0…1) of `value` in `minimum…maximum`, for an effective scale.
    func position(of value: Double, minimum: Double, maximum: Double) -> Double {
        if value <= minimum { return 0 }
        if value >= maximum { return 1 }
        let span = maximum - minimum
        switch self {
        case .linear:
            return (value - minimum) / span
        case .logarithmic:
            return log(value / minimum) / log(maximum / minimum)
        case .power(let exponent, nil):
            return pow((value - minimum) / span, 1 / exponent)
        case .power(let exponent, let centre?):
            if value >= centre { return 0.5 + pow((value - centre) / (maximum - centre), 1 / exponent) / 2 }
            return 0.5 - pow((centre - value) / (centre - minimum), 1 / exponent) / 2
        case .piecewise(let inner):
            let (a, b) = Self.segment(inner, minimum, maximum) { $0.value <= value }
            guard b.value > a.value else { return a.position }
            return a.position + (b.position - a.position) * (value - a.value) / (b.value - a.value)
        }
    }

    /// The breakpoints around a point: the last one `isBefore` holds for and the next, among
    /// (0, minimum), `inner` and (1, maximum). Walks them in place, so a conversion allocates nothing.
    private static func segment(_ inner: [(position: Double, value: Double)], _ minimum: Double, _ maximum: Double,
                                isBefore: ((position: Double, value: Double)) -> Bool)
        -> ((position: Double, value: Double), (position: Double, value: Double)) {
        var a = (position: 0.0, value: minimum)
        for point in inner {
            guard isBefore(point) else { return (a, point) }
            a = point
        }
        return (a, (position: 1.0, value: maximum))
    }
}
