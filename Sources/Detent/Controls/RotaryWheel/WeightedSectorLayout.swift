import Foundation

/// Where the sectors of a wheel with unequal ``RotaryWheelModel/sectorWeights`` lie: each
/// sector's span and leading edge, as angles round the wheel.
///
/// Built once whenever the weights or the number of sectors change and then only read, so a
/// tracking event or a frame looks angles up instead of summing weights (no allocation, no cost
/// that grows with N beyond a binary search). Equal weights have no layout at all (`nil`): the
/// geometry then keeps its equal-sector formulas, bit for bit.
struct WeightedSectorLayout: Sendable, Hashable {
    /// Each sector's span, radians; together they make a full turn.
    let spans: [Double]
    /// `edges[i]` is where sector `i` begins, radians clockwise from sector 0's leading edge:
    /// `edges[0] == 0`, `edges[N] == 2π`, never decreasing.
    let edges: [Double]
    /// The smallest span, radians (whether any sector is too narrow to draw on its own).
    let narrowest: Double
    /// A digest of the spans, so a drawing cache key costs the same for 3 sectors as for 360.
    private let fingerprint: Int

    /// The smallest weight a sector keeps, as a fraction of the largest: below it every sector
    /// would still be drawn, hit and selected, but its span could round to nothing.
    static let smallestRelativeWeight = 1e-9

    /// The layout of `count` sectors weighted by `weights`, or `nil` when they come out equal.
    ///
    /// The one rule for bad input: an entry past `count` is ignored; a missing entry, or one that
    /// is NaN, infinite, zero or negative, counts as 1; weights are relative to the largest, and one
    /// below a billionth of it counts as a billionth of it.
    init?(weights: [Double], count: Int) {
        let n = max(count, 1)
        var relative = (0..<n).map { i in i < weights.count && weights[i].isFinite && weights[i] > 0 ? weights[i] : 1 }
        let largest = relative.max() ?? 1
        // Divided by the largest first, so even weights near `Double.greatestFiniteMagnitude` add
        // up to a finite total (at most N).
        for i in relative.indices { relative[i] = max(relative[i] / largest, Self.smallestRelativeWeight) }
        guard relative.contains(where: { $0 != relative[0] }) else { return nil }
        let total = relative.reduce(0, +)
        var edges = [0.0]
        edges.reserveCapacity(n + 1)
        var sum = 0.0
        for weight in relative.dropLast() {
            sum += weight
            edges.append(Radians.fullTurn * sum / total)
        }
        // The last edge is exactly a full turn, whatever the rounding of the sum.
        edges.append(Radians.fullTurn)
        let spans = (0..<n).map { edges[$0 + 1] - edges[$0] }
        self.edges = edges
        self.spans = spans
        narrowest = spans.min() ?? Radians.fullTurn
        fingerprint = spans.hashValue
    }

    /// Feeds only the digest: equal layouts have equal spans, hence equal digests.
    func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }

    /// Sector `i`'s centre, radians clockwise from sector 0's centre; 0 for sector 0.
    func centre(_ i: Int) -> Double { edges[i] + spans[i] / 2 - spans[0] / 2 }

    /// Where the angle `offset` (radians clockwise from sector 0's centre, any number of turns)
    /// falls: how many whole turns from the first, in which sector, and how far past that sector's
    /// centre (negative before it).
    func place(_ offset: Double) -> (turns: Double, sector: Int, pastCentre: Double) {
        let fromEdge = offset + spans[0] / 2
        // `remainder` is exact, so even a huge rotation lands in the right sector of its turn.
        var within = remainder(fromEdge, Radians.fullTurn)
        if within < 0 { within += Radians.fullTurn }
        if within >= Radians.fullTurn { within = 0 }
        let sector = sector(atEdgeOffset: within)
        return (((fromEdge - within) / Radians.fullTurn).rounded(), sector, within - edges[sector] - spans[sector] / 2)
    }

    /// The sector holding `angle`, radians in `[0, 2π)` clockwise from sector 0's leading edge: the
    /// last one whose edge is at or before it (a binary search).
    func sector(atEdgeOffset angle: Double) -> Int {
        var low = 0, high = spans.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if edges[middle] <= angle { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
