import Detent
import Foundation

/// The Studio's vintage knob: a chicken-head pointer over a cream dial, drawn by a look of the
/// gallery's own (`ControlLook`) while the knob keeps all its behaviour.
enum VintageLook {
    /// The look. The dial and its marks do not change with the value (static layers, rasterised
    /// once); the pointer is drawn once pointing at 3 o'clock and turned to the value's angle, so
    /// a value change is a rotation, as with Detent's own knob.
    static let chickenHead = ControlLook { state in
        let b = state.bounds
        let center = CGPoint(x: b.midX, y: b.midY)
        let radius = max(min(b.width, b.height) / 2 - 1, 0)
        let ink = state.isDark ? DrawingColor(white: 0.92) : DrawingColor(white: 0.12)
        let cream = state.isDark ? DrawingColor(red: 0.33, green: 0.3, blue: 0.25) : DrawingColor(red: 0.96, green: 0.92, blue: 0.82)

        var marks = DrawingPath()
        var labels: [DrawingItem] = []
        if let start = state.startAngle, let end = state.endAngle {
            for (tick, fraction) in zip(state.ticks, state.tickFractions) {
                let angle = start + (end - start) * fraction
                marks.move(to: point(at: angle, radius: radius * 0.84, about: center))
                marks.line(to: point(at: angle, radius: radius * 0.95, about: center))
                if let label = tick.label, radius >= 40 {
                    labels.append(.text(TextItem(label, center: point(at: angle, radius: radius * 0.7, about: center),
                                                 font: DrawingFont(size: 8 * state.textScale), color: ink)))
                }
            }
        }
        let dial = Layer(id: "dial", items: [
            .fill(.circle(center: center, radius: radius), .radialGradient(center: center, radius: radius, stops: [
                GradientStop(0, cream), GradientStop(1, cream.mixed(with: .black, 0.12)),
            ])),
            .stroke(.circle(center: center, radius: radius), Stroke(.color(ink.withAlpha(0.4)), width: 1)),
            .stroke(marks, Stroke(.color(ink), width: 1.5, cap: .round)),
        ] + labels, isStatic: true)

        // The chicken head at angle 0: a round hub, a long tapering beak to the right and a
        // short tail to the left, with a white line along the beak that points at the value.
        let hub = radius * 0.22, beak = radius * 0.56, tail = radius * 0.36
        var head = DrawingPath()
        head.move(to: CGPoint(x: center.x - tail, y: center.y - hub * 0.55))
        head.quadCurve(to: CGPoint(x: center.x + beak, y: center.y), control: CGPoint(x: center.x + beak * 0.45, y: center.y - hub * 0.75))
        head.quadCurve(to: CGPoint(x: center.x - tail, y: center.y + hub * 0.55), control: CGPoint(x: center.x + beak * 0.45, y: center.y + hub * 0.75))
        head.close()
        let body = DrawingColor(white: 0.1)
        let indicator = state.isTracking ? state.tintColor : .white
        let pointer = Layer(id: "chickenHead", items: [
            .fill(head, .color(body), shadow: Shadow(color: DrawingColor(white: 0, alpha: 0.45), offset: CGSize(width: 1, height: 2), blur: 3)),
            .fill(.circle(center: center, radius: hub), .color(body)),
            .stroke(.segment(from: CGPoint(x: center.x + hub, y: center.y), to: CGPoint(x: center.x + beak * 0.92, y: center.y)),
                    Stroke(.color(indicator), width: max(radius * 0.05, 1), cap: .round)),
        ], transform: LayerTransform(rotation: state.angle ?? 0, anchor: center), isStatic: true)

        let opacity = state.isEnabled ? 1 : 0.35
        return Drawing(size: b.size, layers: [dial, pointer].map { layer in
            var layer = layer
            layer.opacity = opacity
            return layer
        })
    }

    /// The point at `angle` (radians, 0 at 3 o'clock, clockwise) and `radius` from `center`.
    private static func point(at angle: Double, radius: Double, about center: CGPoint) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}
