import Foundation

/// The wheel's built-in vector icons, drawn by Detent itself: one for each of eight
/// sectors, looked up by name (Circles, Flower, Monster, Person, Smile, Sun, Swirl, 3 circles).
@_spi(Hosting) public enum WheelIcons {
    /// The names of the icons there are.
    public static let names = ["Circles", "Flower", "Monster", "Person", "Smile", "Sun", "Swirl", "3 circles"]

    /// The icon `name` as items painted in `color`, centred on `center`, `size` points across, its
    /// top turned towards `upAngle` (radians; −π/2 is upright on screen). Unknown names give no items.
    public static func items(named name: String, center: CGPoint, size: Double, upAngle: Double = -.pi / 2,
                             color: DrawingColor) -> [DrawingItem] {
        guard size.isFinite, size > 0 else { return [] }
        let s = size / 2
        // Icons are designed in a box from −1 to 1 with "up" at −y; turn that up to `upAngle`.
        let turn = upAngle + .pi / 2
        let c = cos(turn), sn = sin(turn)
        func p(_ x: Double, _ y: Double) -> CGPoint {
            CGPoint(x: Double(center.x) + s * (x * c - y * sn), y: Double(center.y) + s * (x * sn + y * c))
        }
        func circle(_ x: Double, _ y: Double, _ r: Double) -> DrawingPath { .circle(center: p(x, y), radius: r * s) }
        let paint = Paint.color(color)
        let line = Stroke(paint, width: max(0.12 * s, 0.5), cap: .round, join: .round)
        func polyline(_ points: [(Double, Double)], closed: Bool = false) -> DrawingPath {
            var path = DrawingPath()
            for (i, q) in points.enumerated() {
                if i == 0 { path.move(to: p(q.0, q.1)) } else { path.line(to: p(q.0, q.1)) }
            }
            if closed { path.close() }
            return path
        }
        switch name {
        case "Circles":
            return [0.3, 0.6, 0.9].map { .stroke(circle(0, 0, $0), line) }
        case "Flower":
            let petals = (0..<6).map { k -> DrawingItem in
                let a = Double(k) * .pi / 3
                return .fill(circle(0.52 * cos(a), 0.52 * sin(a), 0.36), paint)
            }
            return petals + [.fill(circle(0, 0, 0.22), .color(color.fading(0.6)))]
        case "Monster":
            return [
                .stroke(circle(0, 0.1, 0.78), line),
                .stroke(polyline([(-0.5, -0.55), (-0.75, -0.95)]), line),
                .stroke(polyline([(0.5, -0.55), (0.75, -0.95)]), line),
                .fill(circle(-0.3, -0.05, 0.14), paint),
                .fill(circle(0.3, -0.05, 0.14), paint),
                .stroke(polyline([(-0.45, 0.4), (-0.27, 0.55), (-0.09, 0.4), (0.09, 0.55), (0.27, 0.4), (0.45, 0.55)]), line),
            ]
        case "Person":
            var body = DrawingPath()
            body.move(to: p(-0.75, 0.95))
            body.curve(to: p(0, 0.1), control1: p(-0.75, 0.35), control2: p(-0.4, 0.1))
            body.curve(to: p(0.75, 0.95), control1: p(0.4, 0.1), control2: p(0.75, 0.35))
            body.close()
            return [.fill(circle(0, -0.45, 0.35), paint), .fill(body, paint)]
        case "Smile":
            var mouth = DrawingPath()
            mouth.move(to: p(0.5 * cos(0.2 * .pi), 0.1 + 0.5 * sin(0.2 * .pi)))
            for k in 1...12 {
                let a = (0.2 + 0.6 * Double(k) / 12) * .pi
                mouth.line(to: p(0.5 * cos(a), 0.1 + 0.5 * sin(a)))
            }
            return [.stroke(circle(0, 0, 0.88), line), .fill(circle(-0.3, -0.25, 0.12), paint),
                    .fill(circle(0.3, -0.25, 0.12), paint), .stroke(mouth, line)]
        case "Sun":
            var rays = DrawingPath()
            for k in 0..<8 {
                let a = Double(k) * .pi / 4
                rays.move(to: p(0.58 * cos(a), 0.58 * sin(a)))
                rays.line(to: p(0.95 * cos(a), 0.95 * sin(a)))
            }
            return [.fill(circle(0, 0, 0.4), paint), .stroke(rays, line)]
        case "Swirl":
            let points = (0...60).map { k -> (Double, Double) in
                let t = Double(k) / 60
                let a = t * 5 * .pi
                return (0.9 * t * cos(a), 0.9 * t * sin(a))
            }
            return [.stroke(polyline(points), line)]
        case "3 circles":
            return [.fill(circle(0, -0.45, 0.38), paint), .fill(circle(-0.5, 0.42, 0.38), paint),
                    .fill(circle(0.5, 0.42, 0.38), paint)]
        default:
            return []
        }
    }
}
