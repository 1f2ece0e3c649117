/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction` defines it.
@_spi(Hosting) public struct TimingCurve: Sendable, Equatable {
    /// The first control point, x in 0…1.
    public let x1: Double, y1: Double
    /// The second control point, x in 0…1.
    public let x2: Double, y2: Double

    /// A curve through control points (x1, y1) and (x2, y2). x values are clamped to 0…1 and
    /// non-finite values replaced by those of `linear`, so the curve is always a function of time.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        func unit(_ v: Double, _ fallback: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : fallback }
        self.x1 = unit(x1, 0)
        self.x2 = unit(x2, 1)
        self.y1 = y1.isFinite ? y1 : 0
        self.y2 = y2.isFinite ? y2 : 1
    }

    /// Constant speed.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Core Animation's `easeInEaseOut` (0.42, 0, 0.58, 1): animation curve.
    public static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)
    /// Core Animation's `easeOut` (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)

    /// The eased progress for linear time progress `t` (clamped to 0…1).
    public func progress(at t: Double) -> Double {
        guard t.isFinite else { return 1 }
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        let s = parameter(forX: t)
        return bezier(s, y1, y2)
    }

    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Solves x(s) = x: Newton's method, then bisection where the slope is flat.
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-9 { return s }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            let value = bezier(s, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
