/// How a drag on a knob changes its value.
public enum KnobInteractionMode: Sendable, Equatable {
    /// The behaviour: the pointer jumps to the finger's angle about the centre and follows it;
    /// angles in the gap flip at the gap's midpoint.
    case absolute
    /// The value turns by the change of the finger's angle about the centre, with no jump on touch.
    case rotary
    /// Dragging up raises the value (the pro-audio habit); `pointsPerRange` points of travel span
    /// the whole range. Default 200.
    case vertical(pointsPerRange: Double = 200)
    /// Dragging right raises the value; `pointsPerRange` points of travel span the whole range.
    /// Default 200.
    case horizontal(pointsPerRange: Double = 200)
    /// Dragging up raises the value by more the faster the finger moves: `pointsPerRange` points
    /// span the whole range at 200 points a second, the change grows with the speed (from a
    /// tenth at 20 points a second to ten times at 2 000). Default 200. Needs the drag's times.
    case velocity(pointsPerRange: Double = 200)
    /// The rotatable knob's pan: the pointer turns by `(Δx − Δy) · radiansPerPoint` since
    /// the last event, so speed matters and right or up turns clockwise. Default 1° per point.
    case pan(radiansPerPoint: Double = .pi / 180)

    /// The sensitivity this mode uses, with bad values (non-finite, zero or negative) replaced by
    /// the default, so a drag never produces NaN.
    var sanitized: KnobInteractionMode {
        switch self {
        case .absolute, .rotary: return self
        case .vertical(let p): return .vertical(pointsPerRange: p.isFinite && p > 0 ? p : 200)
        case .horizontal(let p): return .horizontal(pointsPerRange: p.isFinite && p > 0 ? p : 200)
        case .velocity(let p): return .velocity(pointsPerRange: p.isFinite && p > 0 ? p : 200)
        case .pan(let r): return .pan(radiansPerPoint: r.isFinite && r > 0 ? r : .pi / 180)
        }
    }

    /// The speed a velocity drag moves at its nominal rate, points per second.
    static let referenceSpeed = 200.0

    /// A velocity drag's gain at `speed` points per second: speed over ``referenceSpeed``, from
    /// a tenth to ten times; 1 for a speed that is not a number.
    static func velocityGain(speed: Double) -> Double {
        guard speed.isFinite, speed >= 0 else { return 1 }
        return min(max(speed / referenceSpeed, 0.1), 10)
    }
}
