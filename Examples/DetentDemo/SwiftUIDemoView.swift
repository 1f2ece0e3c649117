import SwiftUI
import Detent
import DetentSwiftUI

/// One SwiftUI screen with all four views, each bound to state shown beside it.
struct SwiftUIDemoView: View {
    @State private var knobValue = 0.25
    @State private var price = 120_000.0...640_000.0
    @State private var sector = 0
    @State private var level = 0.5
    @State private var isEditingKnob = false
    @State private var openedSector: String?

    var body: some View {
        NavigationStack {
            Form {
                Section("Knob") {
                    HStack(spacing: 24) {
                        Knob(value: $knobValue, step: 0.01, label: "Knob") { isEditingKnob = $0 }
                            .lineWidth(4)
                            .pointerLength(12)
                            .defaultValue(0.25)
                            .animatesValueChanges(true)
                            .frame(width: 120, height: 120)
                        VStack(alignment: .leading) {
                            Text(String(format: "%.2f", knobValue)).font(.title.monospacedDigit())
                            Text(isEditingKnob ? "editing" : " ").foregroundColor(.secondary)
                            Button("Random Value") { knobValue = Double.random(in: 0...1) }
                        }
                    }
                }
                Section("Range slider") {
                    RangeSlider(values: $price, in: 0...1_000_000, step: 10_000)
                        .frame(height: 31)
                    Text("\(dollars(price.lowerBound)) – \(dollars(price.upperBound))")
                }
                Section("Rotary wheel") {
                    VStack {
                        RotaryWheel(selection: $sector) { index in
                            openedSector = RotaryWheelSector.defaultSectors[index].title
                        }
                        .frame(width: 260, height: 260)
                        Text(RotaryWheelSector.defaultSectors[sector].title).font(.title2)
                        if let openedSector { Text("Opened \(openedSector)").foregroundColor(.secondary) }
                    }
                    .frame(maxWidth: .infinity)
                }
                Section("Badge") {
                    StudioBadgeView()
                }
                Section("Rotatable knob") {
                    HStack(spacing: 24) {
                        RotatableKnob(value: $level, label: "Volume")
                            .defaultValue(0.5)
                            .frame(width: 120, height: 120)
                        VStack(alignment: .leading) {
                            Text("Volume").font(.headline)
                            Text("\(Int((level * 100).rounded()))").font(.largeTitle.monospacedDigit())
                        }
                    }
                }
            }
            .navigationTitle("Detent in SwiftUI")
        }
    }

    private func dollars(_ value: Double) -> String {
        value.formatted(.currency(code: "USD").precision(.fractionLength(0)))
    }
}
