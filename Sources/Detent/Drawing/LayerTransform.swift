import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A layer's placement: a rotation about an anchor point, then a translation. Moving a knob's
/// pointer or spinning a wheel changes only this, never the layer's content (CALayer
/// idea, made portable).
public struct LayerTransform: Sendable, Equatable {
    /// The rotation, radians, clockwise on screen.
    public var rotation: Double
    /// The point the rotation turns about, in the control's coordinates.
    public var anchor: CGPoint
    /// The offset applied after the rotation, points.
    public var translation: CGSize

    /// A transform; non-finite numbers become 0.
    public init(rotation: Double = 0, anchor: CGPoint = .zero, translation: CGSize = .zero) {
        self.rotation = rotation.isFinite ? rotation : 0
        self.anchor = anchor.isFinite ? anchor : .zero
        self.translation = translation.width.isFinite && translation.height.isFinite ? translation : .zero
    }

    /// No rotation, no translation.
    public static let identity = LayerTransform()

    /// True when the transform moves nothing.
    @_spi(Hosting) public var isIdentity: Bool { rotation == 0 && translation == .zero }

    /// `point` rotated about the anchor, then translated.
    @_spi(Hosting) public func apply(_ point: CGPoint) -> CGPoint {
        let c = cos(rotation), s = sin(rotation)
        let dx = Double(point.x - anchor.x), dy = Double(point.y - anchor.y)
        return CGPoint(x: Double(anchor.x) + dx * c - dy * s + Double(translation.width),
                       y: Double(anchor.y) + dx * s + dy * c + Double(translation.height))
    }

    /// The transform that undoes this one: `inverted().apply(apply(p)) == p` (to rounding). A
    /// rotation about the anchor undone about the moved anchor, then the translation taken back.
    @_spi(Hosting) public func inverted() -> LayerTransform {
        let movedAnchor = CGPoint(x: Double(anchor.x) + Double(translation.width),
                                  y: Double(anchor.y) + Double(translation.height))
        return LayerTransform(rotation: -rotation, anchor: movedAnchor,
                              translation: CGSize(width: -Double(translation.width), height: -Double(translation.height)))
    }

    /// The smallest axis-aligned rectangle holding `rect` transformed (its four corners); `.null`
    /// for a null rectangle. Renderers use it with ``inverted()`` to find which part of a layer's
    /// own coordinates can show on a canvas.
    @_spi(Hosting) public func boundingBox(of rect: CGRect) -> CGRect {
        guard !rect.isNull else { return .null }
        // Four corners without an array: renderers ask this for every layer of every frame.
        let a = apply(CGPoint(x: rect.minX, y: rect.minY)), b = apply(CGPoint(x: rect.maxX, y: rect.minY))
        let c = apply(CGPoint(x: rect.minX, y: rect.maxY)), d = apply(CGPoint(x: rect.maxX, y: rect.maxY))
        let minX = min(a.x, b.x, c.x, d.x), maxX = max(a.x, b.x, c.x, d.x)
        let minY = min(a.y, b.y, c.y, d.y), maxY = max(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The affine matrix `(a, b, c, d, tx, ty)` as Core Graphics and cairo order it:
    /// x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    @_spi(Hosting) public var matrix: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let cr = cos(rotation), sr = sin(rotation)
        let ax = Double(anchor.x), ay = Double(anchor.y)
        return (cr, sr, -sr, cr,
                ax - ax * cr + ay * sr + Double(translation.width),
                ay - ax * sr - ay * cr + Double(translation.height))
    }
}

extension LayerTransform: Hashable {
    /// Hashes rotation, anchor and translation.
    public func hash(into h: inout Hasher) {
        h.combine(rotation); h.combine(point: anchor); h.combine(size: translation)
    }
}
