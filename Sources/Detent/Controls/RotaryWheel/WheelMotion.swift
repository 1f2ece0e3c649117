import Foundation

/// A planned turn of the wheel, from one rotation to another, as a pure function of time: either
/// an eased animation (the snap, a tap, `select`) or a momentum glide that starts at the finger's
/// release speed and decays exponentially onto its target.
@_spi(Hosting) public struct WheelMotion: Sendable, Equatable {
    /// How the rotation moves from `from` to `to`.
    public enum Curve: Sendable, Equatable {
        /// A timing curve over a fixed duration, seconds.
        case eased(TimingCurve, duration: Double)
        /// `from + (to − from)(1 − e^(−t/τ))`: starts at speed `(to − from)/τ`, τ in seconds.
        case decelerating(timeConstant: Double)
        /// A momentum glide over `duration` seconds that slows to a stop at a constant rate, as
        /// friction does: `from + (to − from)(1 − (1 − t/duration)²)`, starting at speed
        /// `2(to − from)/duration`.
        case glide(duration: Double)
    }

    /// The rotation at the start, radians.
    public let from: Double
    /// The rotation at rest, radians.
    public let to: Double
    /// The shape of the motion.
    public let curve: Curve
    /// The clock reading the motion started at; `nil` until the first `start(at:)`.
    public private(set) var startTime: Double?

    /// The remaining turn, radians, below which a glide counts as arrived.
    static let arrivalTolerance = 1e-4

    /// A motion from `from` to `to`. Non-finite or negative durations and time constants are 0.
    public init(from: Double, to: Double, curve: Curve) {
        self.from = from
        self.to = to
        switch curve {
        case .eased(let c, let d): self.curve = .eased(c, duration: d.isFinite && d > 0 ? d : 0)
        case .decelerating(let t): self.curve = .decelerating(timeConstant: t.isFinite && t > 0 ? t : 0)
        case .glide(let d): self.curve = .glide(duration: d.isFinite && d > 0 ? d : 0)
        }
    }

    /// Fixes the start time if it is not fixed yet.
    public mutating func start(at time: Double) {
        if startTime == nil { startTime = time }
    }

    /// How long the motion lasts, seconds.
    public var duration: Double {
        switch curve {
        case .eased(_, let d), .glide(let d): return d
        case .decelerating(let tau):
            let distance = abs(to - from)
            guard tau > 0, distance > Self.arrivalTolerance else { return 0 }
            return tau * log(distance / Self.arrivalTolerance)
        }
    }

    /// The rotation at clock reading `time` (`from` before the start, `to` at and after the end).
    public func rotation(at time: Double) -> Double {
        guard let startTime else { return from }
        let elapsed = max(time - startTime, 0)
        if elapsed >= duration { return to }
        switch curve {
        case .eased(let c, let d):
            return from + (to - from) * c.progress(at: elapsed / d)
        case .decelerating(let tau):
            return from + (to - from) * (1 - exp(-elapsed / tau))
        case .glide(let d):
            let left = 1 - elapsed / d
            return from + (to - from) * (1 - left * left)
        }
    }

    /// The speed at the start, radians per second (0 for eased motions, which start at rest).
    public var initialVelocity: Double {
        switch curve {
        case .decelerating(let tau) where tau > 0: return (to - from) / tau
        case .glide(let d) where d > 0: return 2 * (to - from) / d
        default: return 0
        }
    }

    /// True at and after the end.
    public func isFinished(at time: Double) -> Bool {
        guard let startTime else { return duration == 0 }
        return time - startTime >= duration
    }
}
