import Foundation

/// What a control's tick layer depends on: the ticks (by revision, so a frame never hashes ten
/// thousand of them), where values sit, and the look.
struct TickInputs<Look: Hashable>: Hashable {
    let ticksRevision: Int
    let minimum: Double
    let maximum: Double
    let scale: ValueScale
    let look: Look

    init(_ bounds: ValueBounds, look: Look) {
        ticksRevision = bounds.ticksRevision
        minimum = bounds.minimum
        maximum = bounds.maximum
        scale = bounds.scale
        self.look = look
    }
}

extension ValueBounds {
    /// The smallest gap between two drawn tick marks, points: closer ticks are thinned for
    /// drawing (never for snapping).
    static let minimumTickSpacing = 4.0

    /// The ticks inside the range as they are drawn, in order along the track: each with its
    /// fraction, thinned so that no two marks are closer than ``minimumTickSpacing`` points, where
    /// `length(a, b)` is the distance between fractions `a` and `b` along the mark line.
    func drawnTicks(length: (Double, Double) -> Double) -> [(tick: Tick, fraction: Double)] {
        let inside = ticks.filter { $0.value.isFinite && $0.value >= minimum && $0.value <= maximum }
            .sorted { $0.value < $1.value }
        var drawn: [(tick: Tick, fraction: Double)] = []
        for tick in inside {
            let f = fraction(of: tick.value)
            if let last = drawn.last, length(last.fraction, f) < Self.minimumTickSpacing { continue }
            drawn.append((tick, f))
        }
        return drawn
    }
}

/// Keeps labels that do not overlap the ones kept before them: what makes a thousand labelled
/// ticks legible.
struct LabelPlacer {
    /// The least room between two labels, points.
    static let gap = 3.0

    private var placed: [CGRect] = []

    /// Whether a label of `size` centred on `center` fits; if it does, it is kept.
    mutating func place(_ size: CGSize, at center: CGPoint) -> Bool {
        // A little room either side, so neighbouring labels never touch.
        let frame = CGRect(x: Double(center.x) - Double(size.width) / 2, y: Double(center.y) - Double(size.height) / 2,
                           width: Double(size.width), height: Double(size.height)).insetBy(dx: -Self.gap, dy: 0)
        // Labels come in order along the track: a new one can only run into the last few kept,
        // or, round a knob's arc, into the first.
        guard !placed.suffix(3).contains(where: { $0.intersects(frame) }), placed.first?.intersects(frame) != true else {
            return false
        }
        placed.append(frame)
        return true
    }
}
