#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent

// Previews of the views with live state (PreviewProvider works from iOS 16 and Xcode 14;
// the `#Preview` macro needs Xcode 15).

/// Holds the previewed values so the controls can be dragged in the canvas, in a form that
/// scrolls: a vertical swipe on the slider's track or the wheel's hub scrolls it.
@MainActor
private struct PreviewGallery: View {
    @State private var volume: Float = 0.4
    @State private var range = 0.2...0.8
    @State private var sector = 0
    @State private var level = 0.5

    var body: some View {
        Form {
            Section(String(format: "Knob %.2f", volume)) {
                KnobView("Volume", value: $volume, step: 0.05)
                    .lineWidth(4)
                    .pointerLength(12)
                    .defaultValue(0.5)
                    .frame(width: 160, height: 180)
                    .frame(maxWidth: .infinity)
            }
            Section("Range slider") {
                RangeSliderView("Range", values: $range)
                    .valueLabels(space: 18)
            }
            Section(RotaryWheelSector.defaultSectors[sector].title) {
                RotaryWheelView(selection: $sector)
                    .frame(width: 260, height: 260)
                    .frame(maxWidth: .infinity)
            }
            Section("Level \(Int((level * 100).rounded()))") {
                RotatableKnobView(value: $level)
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
            .previewDisplayName("Four controls in a form")
        KnobView(value: .constant(0.7)) {
            Text("Gain")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("11")
        }
        .showsValueLabel()
        .tint(.orange)
        .frame(width: 140, height: 180)
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Knob with labels and a value label")
        RangeSliderView(values: .constant(0.3...0.6))
            .orientation(.vertical)
            .frame(height: 240)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Vertical range slider")
        MultiSliderView("Stops", values: .constant([0.1, 0.4, 0.45, 0.9]))
            .valueLabels(space: 18)
            .frame(width: 280)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Multi-thumb slider with value labels")
        XYPadView("Joystick", value: .constant(XYPadValue(x: 0.5, y: 0.5)))
            .springsBack()
            .frame(width: 180, height: 200)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("XY pad that springs back")
        RotaryWheelView(selection: .constant(0), numberOfSections: 12)
            .frame(width: 240, height: 240)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Twelve sectors")
        RotatableKnobView(value: .constant(0.5))
            .frame(width: 160, height: 160)
            .preferredColorScheme(.dark)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Rotatable knob, dark")
        HStack(spacing: 16) {
            KnobView("Knob", value: .constant(0.7))
            RotatableKnobView("Rotatable", value: .constant(0.3))
        }
        .detentControlStyle(PreviewDialStyle())
        .frame(width: 260, height: 140)
        .previewLayout(.sizeThatFits)
        .previewDisplayName("A control style of your own")
    }
}

/// A control style as small as one gets: a ring and a dot turned to the control's angle.
private struct PreviewDialStyle: DetentControlStyle {
    func makeBody(configuration: Configuration) -> some View {
        let side = min(configuration.size.width, configuration.size.height)
        ZStack {
            Circle().strokeBorder(Color.secondary, lineWidth: 2)
            Circle()
                .fill(configuration.tint)
                .frame(width: 10, height: 10)
                .offset(x: side / 2 - 12)
                .rotationEffect(configuration.angle ?? .zero)
        }
        .frame(width: side, height: side)
        .opacity(configuration.isEnabled ? 1 : 0.4)
    }
}
#endif
