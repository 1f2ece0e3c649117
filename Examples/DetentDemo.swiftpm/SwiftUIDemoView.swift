import SwiftUI
import Detent
import DetentSwiftUI

/// One SwiftUI screen with all four views in a `Form` that scrolls, each bound to state shown
/// beside it. A vertical swipe that starts on the range slider's track or the wheel's hub scrolls
/// the form; a drag along the slider or around the wheel moves the control.
struct SwiftUIDemoView: View {
    @State private var knobValue = 0.25
    @State private var price = 120_000.0...640_000.0
    @State private var sector = 0
    @State private var level = 0.5
    @State private var isEditingKnob = false
    @State private var openedSector: String?
    @State private var isEnabled = true
    @State private var hapticsOn = true

    var body: some View {
        NavigationStack {
            Form {
                // `.disabled` and the haptics switch are environment values: they reach every
                // control in these sections.
                Group {
                    Section("Knob") {
                        HStack(spacing: 24) {
                            KnobView(value: $knobValue, step: 0.01) { isEditingKnob = $0 }
                                .lineWidth(4)
                                .pointerLength(12)
                                .defaultValue(0.25)
                                .frame(width: 120, height: 120)
                            VStack(alignment: .leading) {
                                Text(String(format: "%.2f", knobValue)).font(.title.monospacedDigit())
                                Text(isEditingKnob ? "editing" : " ").foregroundColor(.secondary)
                                // Borderless: in a form, a bordered button makes its whole row a button.
                                Button("Random Value") {
                                    withAnimation { knobValue = Double.random(in: 0...1) }
                                }
                                .buttonStyle(.borderless)
                            }
                        }
                    }
                    Section("Range slider") {
                        RangeSliderView("Price", values: $price, in: 0...1_000_000, step: 10_000)
                        Text("\(dollars(price.lowerBound)) – \(dollars(price.upperBound))")
                    }
                    Section("Rotary wheel") {
                        VStack {
                            RotaryWheelView("Shape", selection: $sector) { index in
                                openedSector = RotaryWheelSector.defaultSectors[index].title
                            }
                            .frame(width: 260, height: 280)
                            Text(RotaryWheelSector.defaultSectors[sector].title).font(.title2)
                            if let openedSector { Text("Opened \(openedSector)").foregroundColor(.secondary) }
                        }
                        .frame(maxWidth: .infinity)
                    }
                    Section("Studio") {
                        StudioView()
                    }
                    Section("Your own look") {
                        VintageKnobsView()
                    }
                    Section("Badge") {
                        StudioBadgeView()
                    }
                    Section("Idioms") {
                        IdiomsView()
                    }
                    Section("Rotatable knob") {
                        HStack(spacing: 24) {
                            RotatableKnobView(value: $level) { Text("Volume") }
                                .defaultValue(0.5)
                                .frame(width: 120, height: 140)
                            VStack(alignment: .leading) {
                                Text("Volume").font(.headline)
                                Text("\(Int((level * 100).rounded()))").font(.largeTitle.monospacedDigit())
                            }
                        }
                    }
                }
                .disabled(!isEnabled)
                .hapticFeedbackEnabled(hapticsOn)
                Section("Environment") {
                    Toggle("Enabled", isOn: $isEnabled)
                    Toggle("Haptics", isOn: $hapticsOn)
                }
            }
            .navigationTitle("Detent in SwiftUI")
        }
    }

    private func dollars(_ value: Double) -> String {
        value.formatted(.currency(code: "USD").precision(.fractionLength(0)))
    }
}
