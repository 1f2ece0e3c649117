import Detent
import Foundation

/// A look of the app's own for a fader: a row of twelve LED segments lit up to the value, green,
/// then amber, then red, as a channel meter. The fader keeps all its behaviour (drags, taps,
/// keys, VoiceOver, haptics, one edit per gesture); only the drawing is this function's.
enum LEDMeterLook {
    static let segments = 12

    static let look = ControlLook { state in
        let b = state.bounds
        let gap = 3.0
        let width = max((Double(b.width) - gap * Double(segments - 1)) / Double(segments), 0)
        let lit = Int(((state.fractions.first ?? 0) * Double(segments)).rounded())
        let items: [DrawingItem] = (0..<segments).map { i in
            // Left to right, or right to left where the layout reads that way.
            let slot = state.isRightToLeft ? segments - 1 - i : i
            let frame = CGRect(x: Double(slot) * (width + gap), y: Double(b.minY) + 4, width: width, height: max(Double(b.height) - 8, 0))
            let hue: DrawingColor = i >= segments - 2 ? DrawingColor(red: 0.95, green: 0.2, blue: 0.15)
                : i >= segments - 5 ? DrawingColor(red: 1, green: 0.7, blue: 0.1) : DrawingColor(red: 0.2, green: 0.8, blue: 0.3)
            return .fill(.roundedRect(frame, cornerRadius: 2), .color(i < lit ? hue : hue.withAlpha(0.18)))
        }
        var meter = Layer(id: "meter", items: items, isStatic: false)
        meter.opacity = state.isEnabled ? 1 : 0.35
        return Drawing(size: b.size, layers: [meter])
    }
}
