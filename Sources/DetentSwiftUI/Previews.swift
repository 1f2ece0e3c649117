#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent

// Previews of the four views with live state (PreviewProvider works from iOS 16 and Xcode 14;
// the `#Preview` macro needs Xcode 15).

/// Holds the previewed values so the controls can be dragged in the canvas, in a form that
/// scrolls: a vertical swipe on the slider's track or the wheel's hub scrolls it.
@MainActor
private struct PreviewGallery: View {
    @State private var volume = 0.4
    @State private var range = 0.2...0.8
    @State private var sector = 0
    @State private var level = 0.5

    var body: some View {
        Form {
            Section(String(format: "Knob %.2f", volume)) {
                Knob(value: $volume, step: 0.05)
                    .lineWidth(4)
                    .pointerLength(12)
                    .defaultValue(0.5)
                    .frame(width: 160, height: 160)
                    .frame(maxWidth: .infinity)
            }
            Section("Range slider") {
                RangeSlider(values: $range, label: "Range")
                    .valueLabels(space: 18)
            }
            Section(RotaryWheelSector.defaultSectors[sector].title) {
                RotaryWheel(selection: $sector)
                    .frame(width: 260, height: 260)
                    .frame(maxWidth: .infinity)
            }
            Section("Level \(Int((level * 100).rounded()))") {
                RotatableKnob(value: $level)
                    .defaultValue(0.5)
                    .frame(width: 140, height: 140)
                    .frame(maxWidth: .infinity)
            }
        }
    }
}

struct DetentControls_Previews: @preconcurrency PreviewProvider {
    static var previews: some View {
        PreviewGallery()
            .previewDisplayName("All four controls in a form")
        Knob(value: .constant(0.7))
            .frame(width: 120, height: 120)
            .knobStyle({ var style = KnobStyle(); style.showsValueLabel = true; return style }())
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Knob with a value label")
        RangeSlider(values: .constant(0.3...0.6))
            .orientation(.vertical)
            .frame(height: 240)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Vertical range slider")
        RotaryWheel(selection: .constant(0), numberOfSections: 12)
            .frame(width: 240, height: 240)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Twelve sectors")
        RotatableKnob(value: .constant(0.5))
            .frame(width: 160, height: 160)
            .preferredColorScheme(.dark)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Rotatable knob, dark")
    }
}
#endif
