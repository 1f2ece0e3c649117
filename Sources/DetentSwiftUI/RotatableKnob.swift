#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent
@_spi(Hosting) import DetentUIKit

/// An image knob turned by panning across 0–270°, bound to
/// a `Double`. The SwiftUI face of DetentUIKit's `RotatableKnob`, which hosts a
/// `RotatableKnobModel`.
///
/// ```swift
/// @State private var level = 0.0
///
/// RotatableKnob(value: $level, label: "Volume")
///     .defaultValue(0.5)                                 // double-tap restores it
///     .knobImage(UIImage(named: "knob"), for: .normal)   // or leave out: Detent draws a knob
///     .frame(width: 160, height: 160)
/// Text("\(Int((level * 100).rounded()))")
/// ```
///
/// Panning anywhere on the knob turns it, also inside a scrolling container. A binding changed from
/// outside turns it at once, or inside `withAnimation` over 0.25 s. The knob is square: as large
/// as its frame allows, 150 points along a dimension left open.
@MainActor
public struct RotatableKnob: View, ControlConfigured {
    private let parameters: ValueParameters<Double>
    var settings: [(DetentUIKit.RotatableKnob) -> Void] = []

    /// A knob for `value`, from 0 to 1 (the knob's normalised value; `level` 0–100 is
    /// `Int((value * 100).rounded())`), in steps of `step` (0, the default, is continuous). `label`
    /// is what VoiceOver reads ("Level" when `nil`); `onEditingChanged` is called with `true` when
    /// a pan begins and `false` when it ends.
    public init(value: Binding<Double>, step: Double = 0, label: String? = nil,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        parameters = ValueParameters(value, 0...1, step, ControlLabel(label), onEditingChanged)
    }

    /// A knob for `value`, from 0 to 1, in steps of `step`, named for VoiceOver by `label` (as
    /// `Slider`'s label, it is not shown).
    public init(value: Binding<Double>, step: Double = 0, @ViewBuilder label: () -> Text,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        parameters = ValueParameters(value, 0...1, step, .text(label()), onEditingChanged)
    }

    /// The knob: DetentUIKit's `RotatableKnob`, bound to this view's value and settings.
    public var body: some View {
        parameters.control({ DetentUIKit.RotatableKnob() }, settings: settings)
    }

    // MARK: Configuration

    /// The value a double-tap restores, animated; `nil` (the default) turns the reset off.
    public func defaultValue(_ value: Double?) -> RotatableKnob { setting(\.defaultValue, value) }

    /// How far one point of pan turns the knob, radians; default π/180 (1°).
    public func sensitivity(_ radiansPerPoint: Double) -> RotatableKnob { setting(\.sensitivity, radiansPerPoint) }

    /// When `false` the binding is written once, when the pan ends; default `true`.
    public func isContinuous(_ continuous: Bool) -> RotatableKnob { setting(\.knob.isContinuous, continuous) }

    /// Shows `image` for `state` instead of the drawn knob (`nil` removes it); a state without one
    /// uses `.normal`'s.
    public func knobImage(_ image: UIImage?, for state: RotatableKnobImageState) -> RotatableKnob {
        setting { knob in if knob.image(for: state) !== image { knob.setImage(image, for: state) } }
    }

    /// How values spread along the knob's sweep; default `.linear`. The bound value and the step
    /// stay in value units.
    public func scale(_ scale: ValueScale) -> RotatableKnob { setting(\.scale, scale) }
}
#endif
