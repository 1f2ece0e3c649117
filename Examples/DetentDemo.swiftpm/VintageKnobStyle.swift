import SwiftUI
import Detent
import DetentSwiftUI

/// A look of the app's own for the knobs, drawn with SwiftUI shapes: a cream dial with marks and a
/// chicken-head pointer turned to the value (`configuration.angle`). The knobs under
/// `.detentControlStyle(VintageKnobStyle())` keep all their behaviour: drag, double-tap to reset,
/// keys, VoiceOver, haptics and the binding.
struct VintageKnobStyle: DetentControlStyle {
    func makeBody(configuration: Configuration) -> some View {
        VintageDial(configuration: configuration)
            .opacity(configuration.isEnabled ? 1 : 0.4)
    }
}

/// The dial, square, as large as the control's frame allows.
private struct VintageDial: View {
    let configuration: DetentControlStyleConfiguration
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let side = min(configuration.size.width, configuration.size.height)
        let cream = colorScheme == .dark ? Color(red: 0.33, green: 0.3, blue: 0.25) : Color(red: 0.96, green: 0.92, blue: 0.82)
        let ink = colorScheme == .dark ? Color(white: 0.92) : Color(white: 0.12)
        ZStack {
            Circle()
                .fill(RadialGradient(colors: [cream, cream.opacity(0.75)], center: .center, startRadius: 0, endRadius: side / 2))
            Circle()
                .strokeBorder(ink.opacity(0.4), lineWidth: 1)
            ForEach(Array(markAngles.enumerated()), id: \.offset) { _, angle in
                // A mark drawn at 3 o'clock near the rim, turned to its angle about the centre.
                Capsule()
                    .fill(ink)
                    .frame(width: side * 0.08, height: 1.5)
                    .offset(x: side * 0.4)
                    .rotationEffect(angle)
            }
            // The pointer is drawn pointing right, at 3 o'clock, and turned to the value's angle
            // (0 at 3 o'clock, clockwise, as rotationEffect takes it).
            ZStack {
                ChickenHead()
                    .fill(Color(white: 0.1))
                    .shadow(color: .black.opacity(0.45), radius: 2, x: 1, y: 2)
                Indicator()
                    .stroke(configuration.isTracking ? configuration.tint : .white,
                            style: StrokeStyle(lineWidth: max(side * 0.025, 1), lineCap: .round))
            }
            .rotationEffect(configuration.angle ?? .zero)
        }
        .frame(width: side, height: side)
    }

    /// Where the marks go: at the knob's ticks, else eleven marks from the start of its scale to
    /// its end. None for a control without a scale.
    private var markAngles: [Angle] {
        guard let start = configuration.startAngle, let end = configuration.endAngle else { return [] }
        let fractions = configuration.ticks.isEmpty ? (0...10).map { Double($0) / 10 } : configuration.tickFractions
        return fractions.map { start + (end - start) * $0 }
    }
}

/// A chicken-head pointer pointing right: a round hub, a long tapering beak and a short tail.
private struct ChickenHead: Shape {
    func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let hub = r * 0.22, beak = r * 0.56, tail = r * 0.36
        var path = Path()
        path.move(to: CGPoint(x: c.x - tail, y: c.y - hub * 0.55))
        path.addQuadCurve(to: CGPoint(x: c.x + beak, y: c.y), control: CGPoint(x: c.x + beak * 0.45, y: c.y - hub * 0.75))
        path.addQuadCurve(to: CGPoint(x: c.x - tail, y: c.y + hub * 0.55), control: CGPoint(x: c.x + beak * 0.45, y: c.y + hub * 0.75))
        path.closeSubpath()
        path.addEllipse(in: CGRect(x: c.x - hub, y: c.y - hub, width: 2 * hub, height: 2 * hub))
        return path
    }
}

/// The line along the beak that points at the value.
private struct Indicator: Shape {
    func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        let c = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: CGPoint(x: c.x + r * 0.22, y: c.y))
        path.addLine(to: CGPoint(x: c.x + r * 0.52, y: c.y))
        return path
    }
}

/// The vintage style on a volume knob and a rotatable knob: they drag, reset with a double-tap,
/// take keys and read out as Detent's own knobs do.
struct VintageKnobsView: View {
    @State private var volume = 3.0
    @State private var tone = 0.5

    var body: some View {
        HStack(spacing: 24) {
            KnobView("Volume", value: $volume, in: 0...11, step: 0.5)
                .ticks([0, 5.5, 11].map { Tick(value: $0, label: $0.formatted()) })
                .defaultValue(3)
                .tint(.red)                         // the indicator's colour while it is turned
                .frame(width: 120, height: 140)
            RotatableKnobView("Tone", value: $tone)
                .defaultValue(0.5)
                .frame(width: 120, height: 140)
        }
        .detentControlStyle(VintageKnobStyle())     // every Detent view in the stack
    }
}
