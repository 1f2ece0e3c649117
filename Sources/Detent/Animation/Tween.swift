/// A change of one number over time: the core's animation. It starts at the first clock reading
/// after it was made (as a Core Animation animation starts at commit), so a host never needs to
/// know the model's clock when it asks for an animated change.
@_spi(Hosting) public struct Tween: Sendable, Equatable {
    /// The value at the start.
    public let from: Double
    /// The value at the end.
    public let to: Double
    /// The length in seconds; never negative.
    public let duration: Double
    /// How progress is eased.
    public let curve: TimingCurve
    /// The clock reading (seconds) the tween started at; `nil` until the first `start(at:)`.
    public private(set) var startTime: Double?

    /// A tween from `from` to `to` over `duration` seconds. A non-finite or negative duration
    /// gives 0 (the tween is at its end at once).
    public init(from: Double, to: Double, duration: Double, curve: TimingCurve = .easeInEaseOut) {
        self.from = from
        self.to = to
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.curve = curve
    }

    /// Fixes the start time if it is not fixed yet.
    public mutating func start(at time: Double) {
        if startTime == nil { startTime = time }
    }

    /// Linear progress 0…1 at clock reading `time`; 0 before the start, 1 at or after the end.
    public func linearProgress(at time: Double) -> Double {
        guard let startTime else { return 0 }
        guard duration > 0 else { return 1 }
        return min(max((time - startTime) / duration, 0), 1)
    }

    /// The value at clock reading `time`.
    public func value(at time: Double) -> Double {
        value(atProgress: linearProgress(at: time))
    }

    /// The value at linear progress `t` in 0…1 (eased by `curve`).
    public func value(atProgress t: Double) -> Double {
        let p = curve.progress(at: t)
        return p >= 1 ? to : from + (to - from) * p
    }

    /// True once `time` is at or past the end.
    public func isFinished(at time: Double) -> Bool {
        linearProgress(at: time) >= 1
    }
}

extension Tween {
    /// How long an animated value change takes, seconds: 0.25 (a thumb sliding to a tap, a pointer
    /// turning to a value set with animation, a reset). Every control with a value animates over it.
    static let valueChangeDuration = 0.25
}
