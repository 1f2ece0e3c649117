#if canImport(UIKit)
import SwiftUI
import Detent

/// An image knob turned by panning across 0–270° (the original rotatable-knob tutorial), bound to a `Double`. A SwiftUI host
/// for ``RotatableKnobModel``.
///
/// ```swift
/// @State private var level = 0.0
///
/// RotatableKnob(value: $level)
///     .defaultValue(0.5)                       // double-tap restores it
///     .knobImage(Image("knob"), for: .normal)  // or leave out: Detent draws a knob
///     .frame(width: 160, height: 160)
/// Text("\(Int((level * 100).rounded()))")
/// ```
@MainActor
public struct RotatableKnob: View, CopyConfigured {
    private let parameters: KnobParameters
    private var style = RotatableKnobStyle()
    private var resetValue: Double?
    private var sensitivity = Double.pi / 180
    private var continuous = true
    private var animates = false
    private var stateImages: [RotatableKnobImageState: Image] = [:]
    private var platform = ControlEnvironmentReader()
    @StateObject private var host = ViewHost(RotatableKnobModel())

    /// A knob for `value` in `bounds` (0…1 by default, the original tutorial's normalised value), in steps of
    /// `step` (0, the default, is continuous). `label` is what VoiceOver reads ("Level" when `nil`).
    public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0,
                label: String? = nil, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        parameters = KnobParameters(value: value, bounds: bounds, step: step, label: label,
                                    onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        let _ = synchronize()
        ControlSurface(host: host, style: resolvedStyle, images: images)
            .adjustableElement(host.model.accessibilityElement, adjust: host.adjust)
    }

    // MARK: Configuration

    /// The look of the drawn knob and its scale. Default: Detent's.
    public func rotatableKnobStyle(_ style: RotatableKnobStyle) -> RotatableKnob { with { $0.style = style } }

    /// The value a double-tap restores, animated; `nil` (the default) turns the reset off.
    public func defaultValue(_ value: Double?) -> RotatableKnob { with { $0.resetValue = value } }

    /// How far one point of pan turns the knob, radians; default π/180 (1°).
    public func sensitivity(_ radiansPerPoint: Double) -> RotatableKnob { with { $0.sensitivity = radiansPerPoint } }

    /// When `false` the binding is written once, when the pan ends; default `true`.
    public func isContinuous(_ continuous: Bool) -> RotatableKnob { with { $0.continuous = continuous } }

    /// When `true`, changes of the binding from outside turn the knob over 0.25 s; default `false`.
    public func animatesValueChanges(_ animates: Bool) -> RotatableKnob { with { $0.animates = animates } }

    /// Shows `image` for `state` instead of the drawn knob; a state without one uses `.normal`'s.
    public func knobImage(_ image: Image, for state: RotatableKnobImageState) -> RotatableKnob {
        with { $0.stateImages[state] = image }
    }

    // MARK: Forwarding

    private static func imageName(_ state: RotatableKnobImageState) -> String { "DetentSwiftUI.RotatableKnob.\(state)" }

    private var resolvedStyle: RotatableKnobStyle {
        var resolved = style
        for state in stateImages.keys { resolved.imageNames[state] = Self.imageName(state) }
        return resolved
    }

    private var images: [String: Image] {
        Dictionary(uniqueKeysWithValues: stateImages.map { (Self.imageName($0.key), $0.value) })
    }

    /// Pushes the view's environment, parameters and binding into the model and points the model's
    /// events at the current binding.
    private func synchronize() {
        host.updatingView {
            host.assign(\.environment, platform.value)
            host.assign(parameters, to: \.knob, defaultLabel: "Level")
            host.assign(\.knob.isContinuous, continuous)
            host.assign(\.defaultValue, resetValue)
            host.assign(\.sensitivity, sensitivity)
            host.bind(parameters.$value, animates: animates, onEditingChanged: parameters.onEditingChanged)
        }
    }
}
#endif
