import SwiftUI
import Detent
import DetentSwiftUI

/// The pro settings as SwiftUI modifiers (README's and the SwiftUI article's snippet): a
/// logarithmic frequency knob with labelled ticks, a bipolar pan knob, an endless encoder, a
/// frequency band limited to part of its track, a three-way crossover whose split points push
/// each other, a level fader with unity at three quarters, a filter pad (cutoff across on a logarithmic axis, resonance up), and a prize wheel with unequal
/// sectors.
struct StudioView: View {
    @State private var cutoff = 1_000.0
    @State private var pan = 0.0
    @State private var encoder = 0.0
    @State private var band = 200.0...5_000.0
    @State private var splits = [200.0, 2_000.0, 8_000.0]
    @State private var level = -6.0
    @State private var prize = 0
    @State private var padCutoff: Float = 1_000
    @State private var resonance: Float = 0.2

    private let octaves: [Tick] = [20, 100, 1_000, 10_000, 20_000].map { hz in
        Tick(value: hz, label: hz >= 1_000 ? "\(Int(hz / 1_000))k" : "\(Int(hz))")
    }

    var body: some View {
        // 96 + 96 + 64 + 2 × 12 = 280 points: fits a form row on a 375-point-wide iPhone, the narrowest iOS 16 runs on.
        HStack(spacing: 12) {
            KnobView("Cutoff", value: $cutoff, in: 20...20_000)
                .scale(.logarithmic)            // equal ratios at equal angles
                .ticks(octaves)                 // labelled marks; keys move tick to tick
                .showsValueArc()
                .frame(width: 96, height: 116)
            KnobView("Pan", value: $pan, in: -1...1)
                .neutralValue(0)                // the arc grows from the centre
                .defaultValue(0)                // double-tap recentres
                .frame(width: 96, height: 116)
            KnobView("Encoder", value: $encoder, in: 0...1)
                .wrapsAround()                  // no end stop
                .frame(width: 64, height: 84)
        }
        RangeSliderView("Band", values: $band, in: 20...20_000)
            .scale(.logarithmic)
            .ticks(octaves, valuesOnly: false)
            .enabledRange(50...15_000)          // the rest of the track is dimmed
        MultiSliderView("Crossover", values: $splits, in: 20...20_000)
            .scale(.logarithmic)
            .minimumDistance(50)                // bands at least 50 Hz wide
            .collision(.push)                   // a split point carries its neighbours along
            .thumbAccessibilityLabels(["Low", "Mid", "High"])
        FaderView(value: $level, in: -60...12) {
            Text("Level")
        } minimumValueLabel: {
            Image(systemName: "speaker")
        } maximumValueLabel: {
            Image(systemName: "speaker.wave.3")
        }
        .scale(.piecewise([(position: 0.25, value: -20), (position: 0.75, value: 0)]))  // 0 dB at three quarters
        .ticks([-60, -20, 0, 12].map { Tick(value: $0) })
        .defaultValue(0)                        // double-tap returns to unity
        .valueFormat(.decibels(decimals: 1, minusInfinityAt: -60))  // long press › Enter Value… takes "-6 dB"
        XYPadView("Filter", x: $padCutoff, y: $resonance, xIn: 20...20_000, yIn: 0...1)
            .scales(x: .logarithmic)            // equal ratios across the pad
            .axisAccessibilityLabels(x: "Cutoff", y: "Resonance")
            .valueFormatter { axis, value in
                axis == .x ? "\(Int(value.rounded())) Hz" : String(format: "%.2f", value)
            }
            .frame(width: 220, height: 240)
        RotaryWheelView("Prize", selection: $prize)
            .sectorWeights([3, 1, 1, 2, 1, 1, 0.5, 1])   // the first sector is three times as wide
            .frame(width: 220, height: 240)
    }
}
