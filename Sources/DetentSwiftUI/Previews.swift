#if canImport(UIKit)
import SwiftUI
import Detent

// Previews of the four views with live state (PreviewProvider works from iOS 16 and Xcode 14;
// the `#Preview` macro needs Xcode 15).

/// Holds the previewed values so the controls can be dragged in the canvas.
@MainActor
private struct PreviewGallery: View {
    @State private var volume = 0.4
    @State private var range = 0.2...0.8
    @State private var sector = 0
    @State private var level = 0.5

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                Knob(value: $volume, step: 0.05)
                    .lineWidth(4)
                    .pointerLength(12)
                    .defaultValue(0.5)
                    .frame(width: 160, height: 160)
                Text(String(format: "%.2f", volume))
                RangeSlider(values: $range)
                    .valueLabels(space: 18)
                    .frame(height: 49)
                    .padding(.horizontal)
                RotaryWheel(selection: $sector)
                    .frame(width: 260, height: 260)
                Text(RotaryWheelSector.defaultSectors[sector].title)
                RotatableKnob(value: $level)
                    .defaultValue(0.5)
                    .frame(width: 140, height: 140)
                Text("\(Int((level * 100).rounded()))")
            }
            .padding()
        }
    }
}

struct DetentControls_Previews: @preconcurrency PreviewProvider {
    static var previews: some View {
        PreviewGallery()
            .previewDisplayName("All four controls")
        Knob(value: .constant(0.7))
            .knobStyle({ var style = KnobStyle(); style.showsValueLabel = true; return style }())
            .frame(width: 120, height: 120)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Knob with a value label")
        RangeSlider(values: .constant(0.3...0.6))
            .orientation(.vertical)
            .frame(width: 31, height: 240)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Vertical range slider")
        RotaryWheel(selection: .constant(0), numberOfSections: 12)
            .frame(width: 240, height: 240)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Twelve sectors")
    }
}
#endif
