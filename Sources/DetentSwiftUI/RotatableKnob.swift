#if canImport(UIKit)
import SwiftUI
import Detent

/// An image knob turned by panning across 0–270° (seed 003), bound to a `Double`. A SwiftUI host
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
public struct RotatableKnob: View {
    @Binding private var value: Double
    private let bounds: ClosedRange<Double>
    private let step: Double
    private let label: String?
    private let onEditingChanged: (Bool) -> Void
    private var style = RotatableKnobStyle()
    private var resetValue: Double?
    private var sensitivity = Double.pi / 180
    private var continuous = true
    private var animates = false
    private var stateImages: [RotatableKnobImageState: Image] = [:]
    @StateObject private var host = ViewHost(RotatableKnobModel())

    /// A knob for `value` in `bounds` (0…1 by default, the seed's normalised value), in steps of
    /// `step` (0, the default, is continuous). `label` is what VoiceOver reads ("Level" when `nil`).
    public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0,
                label: String? = nil, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        _value = value
        self.bounds = bounds
        self.step = step
        self.label = label
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        let _ = synchronize()
        let element = host.model.accessibilityElement
        ControlSurface(host: host, style: resolvedStyle, images: images, input: input)
            .accessibilityElement()
            .accessibilityLabel(Text(element.label))
            .accessibilityValue(Text(element.value))
            .accessibilityAdjustableAction { direction in
                guard let action = direction.adjustment else { return }
                host.model.perform(action)
                host.changed()
            }
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

    private func with(_ change: (inout RotatableKnob) -> Void) -> RotatableKnob {
        var copy = self
        change(&copy)
        return copy
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

    private func synchronize() {
        let model = host.model
        let knob = model.knob
        if knob.minimumValue != bounds.lowerBound { knob.minimumValue = bounds.lowerBound }
        if knob.maximumValue != bounds.upperBound { knob.maximumValue = bounds.upperBound }
        if knob.step != step { knob.step = step }
        if knob.isContinuous != continuous { knob.isContinuous = continuous }
        if knob.accessibilityLabel != label ?? "Level" { knob.accessibilityLabel = label ?? "Level" }
        host.assign(\.defaultValue, resetValue)
        host.assign(\.sensitivity, sensitivity)
        if !model.isTracking, model.value != value {
            model.setValue(value, animated: animates && host.hasSynchronized)
        }
        host.hasSynchronized = true
        host.startFramesIfNeeded()
        let binding = $value
        let editing = onEditingChanged
        host.onEvent = { event in
            switch event {
            case .valueChanged(let newValue): binding.wrappedValue = newValue
            case .editingDidBegin: editing(true)
            case .editingDidEnd: editing(false)
            default: break
            }
        }
    }

    private var input: SurfaceInput {
        let model = host.model
        return SurfaceInput(
            begin: { point, _ in model.beginTracking(at: point) },
            move: { point, _ in model.continueTracking(at: point) },
            end: { point, _ in model.endTracking(at: point) },
            cancel: { model.cancelTracking() },
            tapCount: 2,
            tap: { _ in model.doubleTap() }
        )
    }
}
#endif
