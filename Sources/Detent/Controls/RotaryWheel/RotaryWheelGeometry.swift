import Foundation

/// The rotary wheel's geometry as pure functions: N sectors laid out clockwise
/// from the marker, turned by a rotation (radians, clockwise positive).
///
/// Sectors are equal unless ``sectorWeights`` make them unequal: then each spans a share of the
/// full turn proportional to its weight. Sector `i`'s centre is at
/// `markerAngle + offset(i) + rotation`, where `offset(i)` is `i · 2π/N` for equal sectors and,
/// for weighted ones, half of sector 0 plus the spans of sectors 1…i−1 plus half of sector i;
/// sector 0 sits at the marker ("beak" on the left, angle π) when the
/// rotation is 0. `numberOfSections` is clamped to 1…360; non-finite angles and ratios are
/// replaced by the defaults; bad weights follow the rule given at ``sectorWeights``.
@_spi(Hosting) public struct RotaryWheelGeometry: Sendable, Equatable {
    /// The largest number of sectors a wheel has; more is clamped to it.
    public static let maximumSections = 360

    /// The control's bounds, points.
    public var bounds: CGRect
    /// The number of sectors, 1…360 (clamped, also when assigned).
    public var numberOfSections: Int {
        didSet {
            numberOfSections = min(max(numberOfSections, 1), Self.maximumSections)
            layout = WeightedSectorLayout(weights: sectorWeights, count: numberOfSections)
        }
    }
    /// Where the marker points, radians; default π (left).
    public var markerAngle: Double
    /// Touches nearer the centre than this fraction of the radius are ignored; default 0.4
    /// (40 on a 100-point radius).
    public var deadZoneRatio: Double
    /// The centre button's radius as a fraction of the wheel's radius; default 0.29
    /// (58-point button on a 200-point wheel).
    public var centerButtonRatio: Double
    /// The sectors' relative sizes, by index; empty (the default) makes every sector equal. Each
    /// sector spans `2π · weight / (sum of the weights)`. Entries past N are ignored, missing or
    /// invalid ones (NaN, infinite, ≤ 0) count as 1, and none is smaller than a billionth of the
    /// largest: the rule given at ``RotaryWheelModel/sectorWeights``.
    public var sectorWeights: [Double] {
        didSet { layout = WeightedSectorLayout(weights: sectorWeights, count: numberOfSections) }
    }
    /// The unequal sectors' angles, or `nil` for equal sectors (the equal-sector formulas).
    private(set) var layout: WeightedSectorLayout?

    /// Creates the geometry; see the type's rules for bad input. `sectorWeights` defaults to equal
    /// sectors.
    public init(bounds: CGRect, numberOfSections: Int, markerAngle: Double = .pi,
                deadZoneRatio: Double = 0.4, centerButtonRatio: Double = 0.29, sectorWeights: [Double] = []) {
        let n = min(max(numberOfSections, 1), Self.maximumSections)
        self.init(bounds: bounds, numberOfSections: n, markerAngle: markerAngle, deadZoneRatio: deadZoneRatio,
                  centerButtonRatio: centerButtonRatio, sectorWeights: sectorWeights,
                  layout: WeightedSectorLayout(weights: sectorWeights, count: n))
    }

    /// Creates the geometry with a layout already built from `sectorWeights` for `numberOfSections`
    /// (which must be in 1…360): a model keeps its layout, so reading its geometry on every
    /// tracking event sums no weights and allocates nothing.
    init(bounds: CGRect, numberOfSections: Int, markerAngle: Double, deadZoneRatio: Double,
         centerButtonRatio: Double, sectorWeights: [Double], layout: WeightedSectorLayout?) {
        self.bounds = bounds.sanitizedBounds
        self.numberOfSections = numberOfSections
        self.markerAngle = markerAngle.isFinite ? markerAngle : .pi
        self.deadZoneRatio = deadZoneRatio.isFinite ? min(max(deadZoneRatio, 0), 1) : 0.4
        self.centerButtonRatio = centerButtonRatio.isFinite ? min(max(centerButtonRatio, 0), 1) : 0.29
        self.sectorWeights = sectorWeights
        self.layout = layout
    }

    /// The centre of the bounds.
    public var center: CGPoint { bounds.center }
    /// The wheel's radius: half the shorter side.
    public var radius: Double { Double(min(bounds.width, bounds.height)) / 2 }
    /// The inner edge of the touchable ring.
    public var innerRadius: Double { radius * deadZoneRatio }
    /// The centre button's radius.
    public var centerButtonRadius: Double { radius * centerButtonRatio }
    /// The angle one sector spans with equal sectors, 2π/N radians (with ``sectorWeights``, the
    /// mean span; see ``span(ofSector:)``).
    public var sectorAngle: Double { Radians.fullTurn / Double(numberOfSections) }

    /// True when every sector spans the same angle (no weights, or weights that come out equal).
    public var hasEqualSectors: Bool { layout == nil }

    /// The angle sector `index` (wrapped modulo N) spans, radians: 2π/N for equal sectors.
    public func span(ofSector index: Int) -> Double {
        layout?.spans[wrap(index)] ?? sectorAngle
    }

    /// The smallest angle a sector spans, radians.
    public var narrowestSpan: Double { layout?.narrowest ?? sectorAngle }

    /// Sector `index`'s (wrapped modulo N) share of the wheel, 0…1: its span over a full turn (1/N
    /// for equal sectors). A random spin lands on it with this probability.
    public func share(ofSector index: Int) -> Double {
        layout.map { $0.spans[wrap(index)] / Radians.fullTurn } ?? 1 / Double(numberOfSections)
    }

    /// Sector `index`'s centre, radians clockwise from sector 0's centre; an index beyond
    /// `0..<N` adds its whole turns (sector N is sector 0 one turn on).
    private func offset(ofSector index: Int) -> Double {
        guard let layout else { return Double(index) * sectorAngle }
        let n = numberOfSections
        // Floor division, written so that no index (not even `Int.min`) overflows.
        let turns = index / n - (index % n < 0 ? 1 : 0)
        return Double(turns) * Radians.fullTurn + layout.centre(wrap(index))
    }

    /// The screen angle of sector `index`'s centre at `rotation`.
    public func centerAngle(ofSector index: Int, rotation: Double) -> Double {
        markerAngle + offset(ofSector: index) + rotation
    }

    /// The sector under the marker at `rotation`: the one whose span holds the marker (for equal
    /// sectors, the one whose centre is nearest it: `round(−rotation / (2π/N)) mod N`).
    public func sectorAtMarker(rotation: Double) -> Int {
        guard rotation.isFinite else { return 0 }
        // Weighted sectors: the same reckoning that counts the sectors reaching the marker, so the
        // detents and the marker sector agree even with the marker on an edge.
        if let layout { return layout.place(-rotation).sector }
        // One turn first: N sectors fill it, so the sector is the same, and a huge rotation can
        // neither overflow `Int` nor disagree with the rotation the wheel settles to.
        let turn = remainder(rotation, Radians.fullTurn)
        return wrap(Int((-turn / sectorAngle).rounded()))
    }

    /// The rotation nearest `rotation` at which the sector under the marker is centred on it: a
    /// turn of at most half that sector.
    public func restingRotation(nearest rotation: Double) -> Double {
        guard rotation.isFinite else { return 0 }
        // Subtracting the remainder cannot overflow, where `(rotation / sectorAngle).rounded()`
        // times `sectorAngle` can for huge rotations.
        guard let layout else { return rotation - remainder(rotation, sectorAngle) }
        // The marker sits at −rotation on the wheel; turning by its distance past the sector's
        // centre brings the centre to it.
        return rotation + layout.place(-rotation).pastCentre
    }

    /// The rotation in `[−π, π]` at which sector `index` (wrapped modulo N) rests centred on the
    /// marker: where ``RotaryWheelModel/spin(toSector:revolutions:duration:clockwise:)`` lands,
    /// to the last bit.
    public func restingRotation(ofSector index: Int) -> Double {
        remainder(-offset(ofSector: wrap(index)), Radians.fullTurn)
    }

    /// The resting rotation next to `rest` (a rotation centring a sector): one sector further
    /// clockwise (`clockwise`, a larger rotation, which brings the sector before it to the marker)
    /// or counter-clockwise.
    func restingRotation(nextTo rest: Double, clockwise: Bool) -> Double {
        guard layout != nil else { return clockwise ? rest + sectorAngle : rest - sectorAngle }
        let here = sectorAtMarker(rotation: rest)
        let step = (span(ofSector: here) + span(ofSector: here + (clockwise ? -1 : 1))) / 2
        return clockwise ? rest + step : rest - step
    }

    /// The rotation nearest `rotation` that centres sector `index` on the marker (the shortest turn).
    public func rotation(centering index: Int, nearest rotation: Double) -> Double {
        let exact = -offset(ofSector: wrap(index))
        return rotation + Radians.shortestDelta(from: rotation, to: exact)
    }

    /// How many sectors reached the marker while the rotation went from `old` to `new`, counted
    /// on the unwrapped rotations: positive when the sectors after the marker one came (a
    /// counter-clockwise turn), negative for a clockwise turn; 0 if too many to count.
    func sectorsReachingMarker(from old: Double, to new: Double) -> Int {
        guard let layout else {
            let w = sectorAngle
            // The marker sees sector −r/w.
            return Int(exactly: (-new / w).rounded() - (-old / w).rounded()) ?? 0
        }
        func unwrapped(_ r: Double) -> Double {
            let place = layout.place(-r)
            return place.turns * Double(numberOfSections) + Double(place.sector)
        }
        return Int(exactly: unwrapped(new) - unwrapped(old)) ?? 0
    }

    /// The sector at `fraction` (0…1) of the way round the wheel from sector 0's leading edge,
    /// each sector taking its share: a uniform random fraction picks each sector with the
    /// probability of its share. Fractions outside `[0, 1)` and NaN are clamped into it.
    func sector(atFraction fraction: Double) -> Int {
        let f = fraction >= 0 ? min(fraction, 1) : 0
        guard let layout else { return min(Int(f * Double(numberOfSections)), numberOfSections - 1) }
        // A fraction of 1 (or one that rounds to a full turn) falls in the last sector.
        return layout.sector(atEdgeOffset: f * Radians.fullTurn)
    }

    /// The sector under `point` at `rotation`, or `nil` off the ring (dead zone, beyond the rim)
    /// or for non-finite points.
    public func sector(at point: CGPoint, rotation: Double) -> Int? {
        guard isOnRing(point), let angle = Radians.of(point, about: center) else { return nil }
        guard let layout else {
            let offset = Radians.normalized(angle - markerAngle - rotation + sectorAngle / 2)
            return wrap(Int(offset / sectorAngle))
        }
        return layout.place(angle - markerAngle - rotation).sector
    }

    /// True when `point` lies on the touchable ring: `innerRadius ≤ distance ≤ radius`.
    public func isOnRing(_ point: CGPoint) -> Bool {
        guard let d = Radians.distance(from: center, to: point), radius > 0 else { return false }
        return d >= innerRadius && d <= radius
    }

    /// True when `point` lies on the centre button.
    public func isOnCenterButton(_ point: CGPoint) -> Bool {
        guard let d = Radians.distance(from: center, to: point), radius > 0 else { return false }
        return d <= centerButtonRadius
    }

    /// `index` brought into `0..<numberOfSections` (−1 is the last sector).
    public func wrap(_ index: Int) -> Int {
        let r = index % numberOfSections
        return r < 0 ? r + numberOfSections : r
    }
}
