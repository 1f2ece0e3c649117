import Foundation

/// A value range with an optional step: the numeric rules the knobs and the range slider share.
///
/// Bad input has one rule each:
/// - a non-finite bound is ignored (the old bound stays), and so is a bound that would put the two
///   more than `Double.greatestFiniteMagnitude` apart: the span is always a finite number;
/// - a minimum above the maximum moves the maximum up to it, and a maximum below the minimum moves
///   the minimum down to it (UISlider's rule), so `minimum <= maximum` always holds;
/// - `minimum == maximum` is allowed: every value is that number and every fraction is 0;
/// - a step that is not finite or not positive means "no step" (0); a step larger than the range
///   leaves two stops, the minimum and the maximum; a step so small that the range holds more
///   steps than a `Double` can count acts as no step;
/// - NaN values are rejected by `clamp` (it returns `nil`); ±infinity clamps to the ends.
@_spi(Hosting) public struct ValueBounds: Sendable, Equatable {
    /// The lowest value; default 0.
    public private(set) var minimum: Double
    /// The highest value; default 1.
    public private(set) var maximum: Double
    /// The distance between allowed values, in value units; 0 means continuous (the default).
    public private(set) var step: Double
    /// How values spread along the track or arc; default `.linear`. A scale that is not valid for
    /// the range acts as `.linear` (see ``ValueScale``).
    public var scale: ValueScale = .linear {
        didSet { effectiveScale = scale.effective(minimum: minimum, maximum: maximum) }
    }
    /// `scale` as it applies to the range now, kept up to date so conversions do not check it.
    private var effectiveScale: ValueScale = .linear
    /// The power of ten `clamp` rounds snapped values with (see ``roundedToDecimals(_:scale:)``):
    /// as many decimals as the step and the minimum are written with, `nil` when either needs more
    /// than 9. Kept up to date with them, so a drag's many clamps count no digits.
    private var decimalScale: Double?

    /// The marked values; default none. See ``Tick``.
    public var ticks: [Tick] = [] {
        didSet {
            // The same list assigned again is no change: nothing to redraw, no value to move.
            guard ticks != oldValue else { return }
            tickValues = TickValues(ticks)
            ticksRevision &+= 1
        }
    }
    /// The ticks' values, sorted, for snapping and keys.
    private(set) var tickValues = TickValues()
    /// Changes whenever `ticks` changes, so a drawing cache can tell without comparing them.
    public private(set) var ticksRevision = 0

    /// When `true`, values are only tick values (inside the allowed values): drags, taps, keys and
    /// assistive technology land on the nearest tick. Without ticks inside, it changes nothing.
    /// Default `false`.
    public var allowsTickValuesOnly = false

    /// Bounds from `minimum` to `maximum` with `step`, sanitised by the rules above.
    public init(minimum: Double = 0, maximum: Double = 1, step: Double = 0) {
        self.minimum = 0
        self.maximum = 1
        self.step = 0
        setMaximum(maximum)
        setMinimum(minimum)
        setStep(step)
    }

    /// Sets the minimum; see the type's rules.
    public mutating func setMinimum(_ value: Double) {
        guard value.isFinite, (maximum - value).isFinite else { return }
        minimum = value
        if maximum < value { maximum = value }
        effectiveScale = scale.effective(minimum: minimum, maximum: maximum)
        decimalScale = Self.decimalScale(step: step, origin: minimum)
    }

    /// Sets the maximum; see the type's rules.
    public mutating func setMaximum(_ value: Double) {
        guard value.isFinite, (value - minimum).isFinite else { return }
        maximum = value
        if minimum > value {
            minimum = value
            decimalScale = Self.decimalScale(step: step, origin: minimum)
        }
        effectiveScale = scale.effective(minimum: minimum, maximum: maximum)
    }

    /// Sets the step; see the type's rules.
    public mutating func setStep(_ value: Double) {
        step = value.isFinite && value > 0 ? value : 0
        decimalScale = Self.decimalScale(step: step, origin: minimum)
    }

    /// `maximum − minimum`, never negative.
    public var span: Double { maximum - minimum }

    /// The part of the range values may take (UIKit's `enabledRange`); `nil` (the default) is the
    /// whole range. The track still shows the whole range. Rules: a range with a bound that is
    /// not finite is ignored (the old one stays); it is clamped into `minimum…maximum` when used, so
    /// one wholly outside shrinks to the nearer end.
    public var enabledRange: ClosedRange<Double>? {
        didSet {
            if let r = enabledRange, !(r.lowerBound.isFinite && r.upperBound.isFinite) { enabledRange = oldValue }
        }
    }

    /// The lowest value allowed: the enabled range's start within the range (the minimum without one).
    public var lowerLimit: Double {
        guard let r = enabledRange else { return minimum }
        return min(max(r.lowerBound, minimum), maximum)
    }

    /// The highest value allowed: the enabled range's end within the range (the maximum without one).
    public var upperLimit: Double {
        guard let r = enabledRange else { return maximum }
        return min(max(r.upperBound, minimum), maximum)
    }

    /// `value` clamped into the allowed values (the enabled range, else the range) and moved to the
    /// nearest step inside them; `nil` for NaN. A step of few decimals lands on decimal values: 0.7
    /// on a 0.05 step is 0.7, not the 14 · 0.05 = 0.7000000000000001 the product rounds to. Where no
    /// step lies inside an enabled range, every value in it is allowed. Zero is always +0: a −0
    /// would read "-0" in a formatter's text while comparing equal to the 0 it replaces.
    public func clamp(_ value: Double) -> Double? {
        // Adding +0 turns −0 into +0 and leaves every other number as it is.
        nearestAllowed(value).map { $0 + 0 }
    }

    private func nearestAllowed(_ value: Double) -> Double? {
        guard !value.isNaN else { return nil }
        let lo = lowerLimit, hi = upperLimit
        let clamped = min(max(value, lo), hi)
        if allowsTickValuesOnly, let tick = tickValues.nearest(to: clamped, in: lo...hi) { return tick }
        guard step > 0, span > 0, (span / step).isFinite else { return clamped }
        // The nearest stop inside the limits: the nearest step, else the steps on either side
        // (where the nearest lies just outside an enabled range), and the maximum, which is a
        // stop even when the span is not a whole number of steps. Ties go to the nearest step.
        let slack = 1e-9 * step
        let q = (clamped - minimum) / step
        var best = Double.nan
        func consider(_ stop: Double) {
            // The slack is for a step's rounding. The maximum is exact (and a step past it is cut
            // to it): an enabled range ending just below it (at 0, of a range ending at 1e-20)
            // must not take it in, or cut to the range's end it would be a value that is no stop.
            guard stop >= lo - slack, stop <= hi + slack, stop <= hi || stop != maximum else { return }
            if best.isNaN || abs(stop - clamped) < abs(best - clamped) { best = stop }
        }
        let nearest = q.rounded(), below = q.rounded(.down)
        consider(stepValue(nearest))
        consider(maximum)
        // The steps on either side: one of them is the nearest, already considered (and kept on
        // a tie), so only the other one can change the answer; none when `q` is a whole number.
        let other = below == nearest ? q.rounded(.up) : below
        if other != nearest { consider(stepValue(other)) }
        // No stop inside an enabled range: its values are all allowed.
        guard !best.isNaN else { return clamped }
        return min(max(best, lo), hi)
    }

    /// The value of step number `index` (a whole number), rounded to the step's decimals and
    /// kept inside the range.
    private func stepValue(_ index: Double) -> Double {
        min(max(Self.roundedToDecimals(minimum + index * step, scale: decimalScale), minimum), maximum)
    }

    /// The allowed values (the ones `clamp` returns) inside `interval`, as the interval from the
    /// lowest to the highest of them; `nil` when none lies inside. With a step the allowed values
    /// are its multiples from the minimum and the maximum itself; with `allowsTickValuesOnly` the
    /// ticks; otherwise every value between the limits, and the answer is `interval` within them.
    /// A step within a billionth of a step (or of the span, if smaller) outside `interval` counts
    /// as inside, so that rounding (0.3 − 0.2 is 0.09999999999999998) does not lose the step 0.1.
    func stops(in interval: ClosedRange<Double>) -> ClosedRange<Double>? {
        guard let a = stop(from: interval.lowerBound, up: true), let b = stop(from: interval.upperBound, up: false),
              a <= b else { return nil }
        return a...b
    }

    /// The allowed value nearest to `value` at or above it (`up`), or at or below it; `nil` when
    /// there is none that way (or `value` is NaN). Rounding as ``stops(in:)`` says.
    func stop(from value: Double, up: Bool) -> Double? {
        guard let nearest = clamp(value) else { return nil }
        let slack = step > 0 ? 1e-9 * min(step, span) : 0
        func fits(_ v: Double) -> Bool { up ? v >= value - slack : v <= value + slack }
        if fits(nearest) { return nearest }
        // The nearest allowed value lies the other way: the next one along is the answer, if any.
        guard let next = stop(after: nearest, up: up), fits(next) else { return nil }
        return next
    }

    /// The allowed value next to the allowed value `value`, above it (`up`) or below; `nil` at
    /// the end of the allowed values.
    private func stop(after value: Double, up: Bool) -> Double? {
        let lo = lowerLimit, hi = upperLimit
        if allowsTickValuesOnly, tickValues.nearest(to: value, in: lo...hi) != nil {
            return tickValue(after: value, up: up)
        }
        // Without a step the allowed values are an interval: `value`, its end, has no next one.
        guard step > 0, span > 0, (span / step).isFinite else { return nil }
        // The step numbers on either side of `value` (which may be the maximum, off the grid):
        // the first whose allowed value lies beyond it.
        let q = (value - minimum) / step
        let first = up ? q.rounded(.down) : q.rounded(.up)
        for k in 0..<3 {
            let index = up ? first + Double(k) : first - Double(k)
            guard let next = clamp(minimum + index * step) else { return nil }
            if up ? next > value : next < value { return next }
        }
        return nil
    }

    /// `value` moved along the travel as far as `reference` moves to reach `anchor`, so that it
    /// keeps its distance from the moving reference: on a linear scale exactly
    /// `anchor − (reference − value)` in value units (not clamped), on other scales the same
    /// distance in fractions of the travel (within the range). Not snapped.
    func translated(_ value: Double, from reference: Double, to anchor: Double) -> Double {
        if effectiveScale == .linear { return anchor - (reference - value) }
        return self.value(atFraction: fraction(of: anchor) - (fraction(of: reference) - fraction(of: value)))
    }

    /// The fewest decimal digits (at most `limit`) that write `value` exactly within rounding; nil
    /// when more are needed.
    static func decimalDigits(of value: Double, limit: Int) -> Int? {
        var d = 0
        var s = value
        // Relative to the number itself, so 1e-20 needs twenty digits, not none.
        while abs(s - s.rounded()) > 1e-9 * abs(s) {
            guard d < limit else { return nil }
            s *= 10
            d += 1
        }
        return d
    }

    /// 10 to the power of the decimals `step` and `origin` are written with (at most 9 each);
    /// `nil` when either needs more.
    private static func decimalScale(step: Double, origin: Double) -> Double? {
        guard let a = decimalDigits(of: step, limit: 9), let b = decimalDigits(of: origin, limit: 9) else { return nil }
        return pow(10, Double(max(a, b)))
    }

    /// `value` rounded to the decimals `scale` (``decimalScale(step:origin:)``) stands for, so sums
    /// of short decimals stay short; unchanged without a scale (more than 9 decimals), or when the
    /// rounding would lose precision.
    private static func roundedToDecimals(_ value: Double, scale: Double?) -> Double {
        guard let scale else { return value }
        let scaled = value * scale
        guard abs(scaled) < 1e15 else { return value }
        return scaled.rounded() / scale
    }

    /// The step number of `value` (`(value − minimum) / step`, rounded), or `nil` without a step
    /// (and for a step so small that its number does not fit an `Int`).
    public func stepIndex(of value: Double) -> Int? {
        guard step > 0, span > 0, value.isFinite else { return nil }
        if value >= maximum { return Int(exactly: ((maximum - minimum) / step).rounded(.up)) }
        return Int(exactly: ((value - minimum) / step).rounded())
    }

    /// Where `value` lies along the track, 0 at the minimum and 1 at the maximum, through the
    /// ``scale`` (0 for an empty range or a NaN value; ±infinity go to the ends).
    public func fraction(of value: Double) -> Double {
        guard span > 0, !value.isNaN else { return 0 }
        let p = effectiveScale.position(of: value, minimum: minimum, maximum: maximum)
        return p.isFinite ? min(max(p, 0), 1) : 0
    }

    /// The value at `fraction` (clamped to 0…1) of the track, through the ``scale``, not snapped to
    /// a step; the ends are exactly the minimum and the maximum.
    public func value(atFraction fraction: Double) -> Double {
        guard fraction.isFinite else { return minimum }
        let v = effectiveScale.value(atPosition: min(max(fraction, 0), 1), minimum: minimum, maximum: maximum)
        return v.isFinite ? min(max(v, minimum), maximum) : minimum
    }

    /// `value` moved by `delta` of the travel along the scale: on a linear scale exactly
    /// `value + delta · span` (beyond the ends too, as a drag's running total may go); on other
    /// scales the value at `fraction(of: value) + delta`, within the range. NaN gives NaN.
    public func value(_ value: Double, movedBy delta: Double) -> Double {
        if effectiveScale == .linear { return value + delta * span }
        return self.value(atFraction: fraction(of: value) + delta)
    }

    /// The tick `value` sits on (within a billionth of the span), if any.
    public func tick(at value: Double) -> Tick? {
        guard value.isFinite, let nearest = tickValues.nearest(to: value, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude),
              abs(nearest - value) <= 1e-9 * max(span, abs(value), 1e-300) else { return nil }
        return ticks.first { $0.value == nearest }
    }

    /// The next tick value above (`up`) or below `value` among the allowed values, if any.
    func tickValue(after value: Double, up: Bool) -> Double? {
        let slack = 1e-9 * max(span, abs(value))
        return up ? tickValues.next(after: value, slack: slack, in: lowerLimit...upperLimit)
                  : tickValues.previous(before: value, slack: slack, in: lowerLimit...upperLimit)
    }

    /// The end stop `value` sits on, if any: the ends of the allowed values (the enabled range's,
    /// else the range's).
    public func end(at value: Double) -> RangeEnd? {
        if value <= lowerLimit { return .minimum }
        if value >= upperLimit { return .maximum }
        return nil
    }

    /// How much of the travel one key press or assistive-technology increment moves without a
    /// step: 1 %.
    public static let travelPerIncrement = 0.01
    /// How many increments a page (Page Up/Down) is without a step: 25, a quarter of the travel.
    public static let incrementsPerPage = 25.0

    /// How far one increment (arrow key, VoiceOver swipe) moves, in value units on a linear scale:
    /// the step, or 1 % of the span. (On other scales an increment without a step is 1 % of the
    /// travel, which this does not express.)
    public var increment: Double { step > 0 ? step : span * 0.01 }

    /// The value a key press aims at from `value`: `value + delta`, except that a step down from a
    /// maximum that is not a whole number of steps above the minimum counts from the next whole
    /// step above it, so it lands on the last step below the maximum instead of skipping it.
    func keyTarget(from value: Double, by delta: Double) -> Double {
        guard delta < 0, step > 0, span > 0, value >= maximum else { return value + delta }
        let n = span / step
        guard n.isFinite, abs(n - n.rounded()) > 1e-9 * max(1, n) else { return value + delta }
        return minimum + n.rounded(.up) * step + delta
    }

    /// How far one page (Page Up/Down) moves: a quarter of the span, rounded to whole steps
    /// and at least one increment.
    public var pageIncrement: Double {
        let quarter = span / 4
        guard step > 0, (quarter / step).isFinite else { return quarter }
        return max((quarter / step).rounded(), 1) * step
    }

    /// The default text for `value`: fraction digits follow the step (at most 4) or, without a
    /// step, the span's size (2 below 10, 1 below 100, else 0). Uses "." as decimal separator and
    /// no grouping; hosts pass a localised formatter where they want one.
    public func text(for value: Double) -> String {
        text(for: value, locale: nil)
    }

    /// The text for `value` as ``text(for:)`` writes it, but in `locale`'s way (its decimal
    /// separator and digit grouping: "0,50" in German, "1,000,000" in US English), for what
    /// assistive technology reads and labels show. `nil` is ``text(for:)``'s fixed form.
    public func text(for value: Double, locale: Locale?) -> String {
        let digits: Int
        if step > 0 {
            digits = Self.decimalDigits(of: step, limit: 4) ?? 4
        } else {
            digits = span < 10 ? 2 : (span < 100 ? 1 : 0)
        }
        // Rounded first, so that no locale writes a negative zero.
        let scale = pow(10, Double(digits))
        let shown = (value * scale).rounded() / scale
        let tidy = shown == 0 ? 0 : (shown.isFinite ? shown : value)
        guard let locale else {
            let text = String(format: "%.\(digits)f", tidy)
            return text == "-0" || text.hasPrefix("-0.") && Double(text) == 0 ? String(text.dropFirst()) : text
        }
        return tidy.formatted(.number.locale(locale).precision(.fractionLength(digits)))
    }
}
