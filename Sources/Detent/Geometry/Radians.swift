import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Pure functions on angles in radians, in Detent's convention: 0 at 3 o'clock, positive clockwise
/// on screen (y grows downwards), exactly `atan2(dy, dx)` as UIKit reports it.
@_spi(Hosting) public enum Radians {
    /// A full turn, 2π radians.
    @_spi(Hosting) public static let fullTurn = 2 * Double.pi

    /// `angle` brought into `[0, 2π)`. A non-finite angle gives 0.
    @inlinable
    @_spi(Hosting) public static func normalized(_ angle: Double) -> Double {
        guard angle.isFinite else { return 0 }
        let r = angle.truncatingRemainder(dividingBy: fullTurn)
        let positive = r < 0 ? r + fullTurn : r
        // `r + 2π` can round up to exactly 2π for tiny negative r.
        return positive >= fullTurn ? 0 : positive
    }

    /// The shortest signed turn that takes `from` to `to`, in `(−π, π]`. Non-finite input gives 0.
    @inlinable
    @_spi(Hosting) public static func shortestDelta(from: Double, to: Double) -> Double {
        let d = normalized(to - from)
        return d > .pi ? d - fullTurn : d
    }

    /// The angle of `point` seen from `center`, `atan2(dy, dx)` with y down, in `(−π, π]`.
    /// The centre itself (and non-finite input) gives `nil`: it has no direction.
    @inlinable
    @_spi(Hosting) public static func of(_ point: CGPoint, about center: CGPoint) -> Double? {
        let dx = Double(point.x - center.x), dy = Double(point.y - center.y)
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        return atan2(dy, dx)
    }

    /// The distance from `center` to `point` in points; non-finite input gives `nil`.
    @inlinable
    @_spi(Hosting) public static func distance(from center: CGPoint, to point: CGPoint) -> Double? {
        let dx = Double(point.x - center.x), dy = Double(point.y - center.y)
        let d = (dx * dx + dy * dy).squareRoot()
        return d.isFinite ? d : nil
    }

    /// The point at `radius` from `center` in the direction `angle`.
    @inlinable
    @_spi(Hosting) public static func point(at angle: Double, radius: Double, about center: CGPoint) -> CGPoint {
        CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))
    }
}

extension CGPoint {
    /// True when both coordinates are finite numbers.
    @inlinable
    @_spi(Hosting) public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    /// The largest coordinate or extent, in points, a control's bounds may have: far beyond any
    /// screen, small enough that no product of two coordinates overflows a `Double`.
    @_spi(Hosting) public static let maximumControlExtent = 1e9

    /// The rectangle a control may lay itself out in, by one rule for every model: negative sizes
    /// are made positive (`standardized`); a rectangle with a NaN or infinite number, or whose
    /// origin, size or far edge lies beyond ``maximumControlExtent`` (for example `x = 1e308,
    /// width = 1e308`, whose far edge overflows), becomes `.zero`, so that geometry never sees NaN
    /// or infinity and the control draws nothing and refuses input.
    @inlinable
    @_spi(Hosting) public var sanitizedBounds: CGRect {
        guard origin.x.isFinite, origin.y.isFinite, size.width.isFinite, size.height.isFinite else {
            return .zero
        }
        let r = standardized
        let limit = CGRect.maximumControlExtent
        guard abs(r.minX) <= limit, abs(r.minY) <= limit, r.width <= limit, r.height <= limit,
              abs(r.maxX) <= limit, abs(r.maxY) <= limit else { return .zero }
        return r
    }

    /// The centre point of the rectangle.
    @inlinable
    @_spi(Hosting) public var center: CGPoint { CGPoint(x: midX, y: midY) }
}
