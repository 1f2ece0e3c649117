import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The rotary wheel's geometry (the original rotary-wheel tutorial) as pure functions: N equal sectors laid out clockwise
/// from the marker, turned by a rotation (radians, clockwise positive).
///
/// Sector `i`'s centre is at `markerAngle + i · 2π/N + rotation`; sector 0 sits at the marker
/// (the original tutorial's "beak" on the left, angle π) when the rotation is 0. `numberOfSections` is clamped
/// to 1…360; non-finite angles and ratios are replaced by the defaults.
public struct RotaryWheelGeometry: Sendable, Equatable {
    /// The largest number of sectors a wheel has; more is clamped to it.
    public static let maximumSections = 360

    /// The control's bounds, points.
    public var bounds: CGRect
    /// The number of sectors, 1…360.
    public var numberOfSections: Int
    /// Where the marker points, radians; default π (left, as in the original tutorial).
    public var markerAngle: Double
    /// Touches nearer the centre than this fraction of the radius are ignored; default 0.4
    /// (the original tutorial's 40 on a 100-point radius).
    public var deadZoneRatio: Double
    /// The centre button's radius as a fraction of the wheel's radius; default 0.29 (the original tutorial's
    /// 58-point button on a 200-point wheel).
    public var centerButtonRatio: Double

    /// Creates the geometry; see the type's rules for bad input.
    public init(bounds: CGRect, numberOfSections: Int, markerAngle: Double = .pi,
                deadZoneRatio: Double = 0.4, centerButtonRatio: Double = 0.29) {
        self.bounds = bounds.sanitizedBounds
        self.numberOfSections = min(max(numberOfSections, 1), Self.maximumSections)
        self.markerAngle = markerAngle.isFinite ? markerAngle : .pi
        self.deadZoneRatio = deadZoneRatio.isFinite ? min(max(deadZoneRatio, 0), 1) : 0.4
        self.centerButtonRatio = centerButtonRatio.isFinite ? min(max(centerButtonRatio, 0), 1) : 0.29
    }

    /// The centre of the bounds.
    public var center: CGPoint { bounds.center }
    /// The wheel's radius: half the shorter side.
    public var radius: Double { Double(min(bounds.width, bounds.height)) / 2 }
    /// The inner edge of the touchable ring.
    public var innerRadius: Double { radius * deadZoneRatio }
    /// The centre button's radius.
    public var centerButtonRadius: Double { radius * centerButtonRatio }
    /// The angle one sector spans, 2π/N.
    public var sectorAngle: Double { Radians.fullTurn / Double(numberOfSections) }

    /// The screen angle of sector `index`'s centre at `rotation`.
    public func centerAngle(ofSector index: Int, rotation: Double) -> Double {
        markerAngle + Double(index) * sectorAngle + rotation
    }

    /// The sector whose centre is nearest the marker at `rotation`: `round(−rotation / (2π/N)) mod N`.
    public func sectorAtMarker(rotation: Double) -> Int {
        guard rotation.isFinite else { return 0 }
        // One turn first: N sectors fill it, so the sector is the same, and a huge rotation can
        // neither overflow `Int` nor disagree with the rotation the wheel settles to.
        let turn = remainder(rotation, Radians.fullTurn)
        return wrap(Int((-turn / sectorAngle).rounded()))
    }

    /// The rotation nearest `rotation` at which a sector is centred on the marker.
    public func restingRotation(nearest rotation: Double) -> Double {
        guard rotation.isFinite else { return 0 }
        // Subtracting the remainder cannot overflow, where `(rotation / sectorAngle).rounded()`
        // times `sectorAngle` can for huge rotations.
        return rotation - remainder(rotation, sectorAngle)
    }

    /// The rotation nearest `rotation` that centres sector `index` on the marker (the shortest turn).
    public func rotation(centering index: Int, nearest rotation: Double) -> Double {
        let exact = -Double(wrap(index)) * sectorAngle
        return rotation + Radians.shortestDelta(from: rotation, to: exact)
    }

    /// The sector under `point` at `rotation`, or `nil` off the ring (dead zone, beyond the rim)
    /// or for non-finite points.
    public func sector(at point: CGPoint, rotation: Double) -> Int? {
        guard isOnRing(point), let angle = Radians.of(point, about: center) else { return nil }
        let offset = Radians.normalized(angle - markerAngle - rotation + sectorAngle / 2)
        return wrap(Int(offset / sectorAngle))
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
