import Foundation

/// The knob's geometry as pure functions of its bounds, angles and stroke sizes.
///
/// Rules for bad input: non-finite or negative bounds are sanitised (`CGRect.sanitizedBounds`);
/// radii never go below 0; a sweep (`endAngle − startAngle`) beyond ±2π is clamped to ±2π; a
/// negative sweep runs counter-clockwise; a zero sweep maps every value to `startAngle` and no
/// touch angle to a value (`fraction(forTouchAngle:)` returns `nil`). `turns` below 1 is 1.
///
/// With more than one turn, or `wraps`, the range spans `turns` full circles from `startAngle`
/// (clockwise when `endAngle ≥ startAngle`, else counter-clockwise) and `endAngle` is not used.
@_spi(Hosting) public struct KnobGeometry: Sendable, Equatable {
    /// The control's bounds, in points.
    public var bounds: CGRect
    /// The angle of the minimum value, radians.
    public var startAngle: Double
    /// The angle of the maximum value, radians.
    public var endAngle: Double
    /// The stroke width of track and pointer, points.
    public var lineWidth: Double
    /// The pointer's length, points.
    public var pointerLength: Double
    /// How many full turns the range spans (1: the arc from `startAngle` to `endAngle`).
    public var turns: Int
    /// Whether the range is one endless circle (an encoder): the maximum meets the minimum.
    public var wraps: Bool

    /// Creates the geometry; see the type's rules for bad input.
    public init(bounds: CGRect, startAngle: Double, endAngle: Double, lineWidth: Double, pointerLength: Double,
                turns: Int = 1, wraps: Bool = false) {
        self.bounds = bounds.sanitizedBounds
        self.startAngle = startAngle.isFinite ? startAngle : 0
        self.endAngle = endAngle.isFinite ? endAngle : 0
        self.lineWidth = lineWidth.isFinite ? max(lineWidth, 0) : 0
        self.pointerLength = pointerLength.isFinite ? max(pointerLength, 0) : 0
        self.turns = max(turns, 1)
        self.wraps = wraps
    }

    /// Whether the range spans whole circles (more than one turn, or wrapping) instead of the
    /// arc from `startAngle` to `endAngle`.
    public var spansFullTurns: Bool { turns > 1 || wraps }

    /// The centre of the bounds.
    public var center: CGPoint { bounds.center }

    /// Half the shorter side: the pointer's outer end touches the bounds' edge there.
    public var outerRadius: Double { Double(min(bounds.width, bounds.height)) / 2 }

    /// The track's radius, `min(w, h)/2 − max(pointerLength, lineWidth/2)`, never below 0.
    public var trackRadius: Double { max(outerRadius - max(pointerLength, lineWidth / 2), 0) }

    /// `endAngle − startAngle`, clamped to ±2π; with full turns, ±2π · `turns`.
    public var sweep: Double {
        if spansFullTurns { return (endAngle >= startAngle ? 1 : -1) * Radians.fullTurn * Double(turns) }
        return min(max(endAngle - startAngle, -Radians.fullTurn), Radians.fullTurn)
    }

    /// The turn (0-based) the pointer is on at `fraction` of the range.
    public func turn(atFraction fraction: Double) -> Int {
        guard fraction.isFinite else { return 0 }
        return min(max(Int((fraction * Double(turns)).rounded(.down)), 0), turns - 1)
    }

    /// The pointer angle for a fraction of the range (0 at `startAngle`, 1 at `endAngle`); the
    /// fraction is clamped to 0…1 (so +∞ is the end) and NaN counts as 0.
    public func angle(forFraction fraction: Double) -> Double {
        startAngle + min(max(fraction.isNaN ? 0 : fraction, 0), 1) * sweep
    }

    /// The angle in the middle of the gap between the track's ends, where a touch flips from the
    /// maximum to the minimum: `end + (2π − (end − start))/2` for a clockwise sweep.
    public var gapMidpointAngle: Double {
        let s = sweep
        return s >= 0 ? endAngle + (Radians.fullTurn - s) / 2 : endAngle - (Radians.fullTurn + s) / 2
    }

    /// The fraction of the range a touch at `angle` selects, by rule made correct for
    /// any angles: on the track the fraction follows the angle; in the gap, angles before the gap's
    /// midpoint give 1 (the maximum) and angles beyond it count as before the start and give 0.
    /// Returns `nil` for a non-finite angle or a zero sweep.
    public func fraction(forTouchAngle angle: Double) -> Double? {
        fraction(forTouchAngle: angle, near: 0)
    }

    /// The fraction a touch at `angle` selects when the range spans full turns: of the places
    /// along the turns that `angle` points at, the one nearest `current` (across the joint, when
    /// the range wraps). On an arc of one turn, as ``fraction(forTouchAngle:)``.
    public func fraction(forTouchAngle angle: Double, near current: Double) -> Double? {
        let s = sweep
        guard angle.isFinite, abs(s) > 1e-12 else { return nil }
        if spansFullTurns {
            let within = Radians.normalized((s > 0 ? 1 : -1) * (angle - startAngle)) / Radians.fullTurn
            let n = Double(turns)
            let here = current.isFinite ? current : 0
            func distance(_ f: Double) -> Double {
                let d = abs(f - here)
                return wraps ? min(d, 1 - d) : d
            }
            return (0..<turns).map { (Double($0) + within) / n }.min { distance($0) < distance($1) }
        }
        let direction = s > 0 ? 1.0 : -1.0
        let length = abs(s)
        // The offset from the start along the sweep's direction, in [0, 2π).
        let offset = Radians.normalized(direction * (angle - startAngle))
        if offset <= length { return offset / length }
        let gap = Radians.fullTurn - length
        return offset - length < gap / 2 ? 1 : 0
    }

    /// The pointer's two ends at `angle`: it ends at the bounds' edge and is `pointerLength` plus
    /// half the line width long.
    public func pointerSegment(at angle: Double) -> (inner: CGPoint, outer: CGPoint) {
        let outer = outerRadius
        let inner = max(outer - pointerLength - lineWidth / 2, 0)
        return (Radians.point(at: angle, radius: inner, about: center), Radians.point(at: angle, radius: outer, about: center))
    }

    /// The distance in points from `point` to the pointer drawn at `angle`; `nil` for a
    /// non-finite point.
    public func distanceToPointer(from point: CGPoint, at angle: Double) -> Double? {
        guard point.isFinite else { return nil }
        let (a, b) = pointerSegment(at: angle)
        let abx = Double(b.x - a.x), aby = Double(b.y - a.y)
        let apx = Double(point.x - a.x), apy = Double(point.y - a.y)
        let lengthSquared = abx * abx + aby * aby
        let t = lengthSquared > 0 ? min(max((apx * abx + apy * aby) / lengthSquared, 0), 1) : 0
        let dx = apx - t * abx, dy = apy - t * aby
        return (dx * dx + dy * dy).squareRoot()
    }
}
