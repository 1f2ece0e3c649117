import SwiftUI
import UIKit
import Detent
import DetentSwiftUI
import DetentUIKit

/// Every Detent view written the way SwiftUI's own controls are, in a file that imports SwiftUI,
/// UIKit, Detent, DetentSwiftUI and DetentUIKit together: every type below is unqualified. A
/// `Float` knob with value labels, a localized title and `.tint`; a range slider in `Double`s
/// beside a `Slider`; three `Float` thumbs of a multi-thumb slider; an XY pad bound to a `CGFloat`
/// per axis; a wheel bound to an enum as a `Picker` is; the controls follow `.disabled` and a
/// German locale; and a UIKit `Knob` set up with its own properties inside a representable.
struct IdiomsView: View {
    enum Flavor: String, CaseIterable, Hashable {
        case vanilla, chocolate, strawberry, mint
    }

    @State private var volume: Float = 0.3
    @State private var band = 0.25...0.75
    @State private var flavor = Flavor.chocolate
    @State private var gain = 0.5
    @State private var isEnabled = true
    @State private var marks: [Float] = [0.2, 0.5, 0.8]
    @State private var tilt = CGPoint(x: 0.5, y: 0.5)

    var body: some View {
        VStack(spacing: 16) {
            KnobView(value: $volume, in: 0...1, step: 0.05) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            }
            .tint(.orange)
            .knobColors(track: .orange.opacity(0.3))
            .frame(width: 140, height: 180)

            RangeSliderView("Band", values: $band)
                .tint(.green)
            Slider(value: $gain, in: 0...1) { Text("Gain") }
            MultiSliderView("Marks", values: $marks, step: 0.05)
                .multiSliderColors(selectedTrack: .mint)
            XYPadView("Tilt", x: $tilt.x, y: $tilt.y)
                .xyPadColors(crosshair: .pink)
                .frame(width: 160, height: 180)
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
            }
            RotaryWheelView("Flavor", Flavor.allCases, selection: $flavor) { flavor in
                RotaryWheelSector(title: flavor.rawValue.capitalized)
            }
            .rotaryWheelColors(marker: .pink)
            .frame(width: 220, height: 240)

            UIKitKnob(value: $gain)
                .frame(width: 120, height: 120)
        }
        .disabled(!isEnabled)
        .environment(\.locale, Locale(identifier: "de_DE"))
        // Outside the disabled stack, so it can switch the controls back on.
        Toggle("Enabled", isOn: $isEnabled)
    }
}

/// DetentUIKit's `Knob` in SwiftUI by hand, as a UIKit developer configures it: every setting a
/// property of the control, colours as `UIColor`s, the value through `init(frame:primaryAction:)`.
private struct UIKitKnob: UIViewRepresentable {
    @Binding var value: Double

    func makeUIView(context: Context) -> Knob {
        let knob = Knob(frame: .zero, primaryAction: UIAction { action in
            guard let knob = action.sender as? Knob else { return }
            value = knob.value
        })
        knob.defaultValue = 0.5
        knob.trackColor = .systemGray4
        knob.showsValueLabel = true
        knob.ticks = [Tick(value: 0), Tick(value: 0.5), Tick(value: 1)]
        return knob
    }

    func updateUIView(_ knob: Knob, context: Context) {
        knob.isEnabled = context.environment.isEnabled
        if knob.value != value { knob.setValue(value, animated: context.transaction.animation != nil) }
    }
}
