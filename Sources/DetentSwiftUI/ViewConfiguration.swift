#if canImport(UIKit)
import SwiftUI
import Detent
import DetentUIKit

/// A view whose configuration modifiers (`.lineWidth(_:)`, `.orientation(_:)`…) each add one
/// setting that the view applies to its UIKit control on every update. A setting the view was
/// not given leaves the model's own default.
@MainActor
protocol ControlConfigured {
    associatedtype Control: WrappedControl
    /// The settings the modifiers added, applied in order (so the last of two wins).
    var settings: [(Control) -> Void] { get set }
}

extension ControlConfigured {
    /// A copy of the view that also applies `setting` to its control.
    func setting(_ setting: @escaping (Control) -> Void) -> Self {
        var copy = self
        copy.settings.append(setting)
        return copy
    }

    /// A copy of the view that sets the model's `keyPath` to `value` (only when it differs).
    func setting<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<Control.Model, Value>, _ value: Value) -> Self {
        setting { control in assign(value, to: keyPath, on: control.model) }
    }

}

/// A wrapped control whose value lies in a range with a step: the knobs and the range slider.
@MainActor
protocol RangedControl: WrappedControl {
    associatedtype RangeModel: ValueRangeModel
    /// The model that holds the range and the step.
    var rangeModel: RangeModel { get }
}

extension DetentUIKit.Knob: RangedControl {
    var rangeModel: KnobModel { model }
}

extension DetentUIKit.RangeSlider: RangedControl {
    var rangeModel: RangeSliderModel { model }
}

extension DetentUIKit.RotatableKnob: RangedControl {
    var rangeModel: KnobModel { model.knob }
}

/// What the knob views and the range slider are created with, `Slider`'s parameters: the bound
/// value, its range and step, the label VoiceOver reads and the editing callback.
@MainActor
struct ValueParameters<Value: Sendable & Equatable> {
    /// The value the control shows and the user sets.
    let value: Binding<Value>
    /// The range the value lies in.
    let bounds: ClosedRange<Double>
    /// The distance between allowed values; 0 is continuous.
    let step: Double
    /// What VoiceOver calls the control.
    let label: ControlLabel
    /// Called with `true` when a drag begins and `false` when it ends.
    let onEditingChanged: (Bool) -> Void

    init(_ value: Binding<Value>, _ bounds: ClosedRange<Double>, _ step: Double, _ label: ControlLabel,
         _ onEditingChanged: @escaping (Bool) -> Void) {
        self.value = value
        self.bounds = bounds
        self.step = step
        self.label = label
        self.onEditingChanged = onEditingChanged
    }

    /// The control `make` creates, bound to these parameters, with `settings` applied after the
    /// range and step.
    func control<Control: RangedControl>(_ make: @escaping () -> Control, settings: [(Control) -> Void]) -> some View
    where Control.Model.Value == Value {
        ControlRepresentable(value: value, make: make, label: label.string, onEditingChanged: onEditingChanged) { control in
            let before = control.rangeModel.valueBounds
            if let range = rangeSettings(for: control.rangeModel) { control.apply(range) }
            for setting in settings { setting(control) }
            return control.rangeModel.valueBounds != before
        }
        .labelled(label)
    }

    /// The value settings that give `model` this range and step, or `nil` when it has them
    /// already. They go in as `ValueSettings` so that the new range never clamps itself
    /// on the old one, whichever end moves first.
    private func rangeSettings(for model: some ValueRangeModel) -> ValueSettings? {
        guard model.minimumValue != bounds.lowerBound || model.maximumValue != bounds.upperBound || model.step != step
        else { return nil }
        var settings = ValueSettings()
        settings.minimumValue = bounds.lowerBound
        settings.maximumValue = bounds.upperBound
        settings.step = step
        return settings
    }
}

/// What VoiceOver calls a view: nothing given (the model's default name, "Knob", "Level",
/// "Wheel"), a string (passed to the UIKit control, which gives it to its model), or a `Text`
/// from a `label` view builder (an accessibility label on the control).
enum ControlLabel {
    case none
    case string(String)
    case text(Text)

    /// The label as `label: String?` gives it.
    init(_ string: String?) {
        self = string.map(ControlLabel.string) ?? .none
    }

    /// The text the UIKit control takes, if given as a string.
    var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }
}

extension View {
    /// This view with `label` as its accessibility label when it is a `Text`.
    @ViewBuilder
    func labelled(_ label: ControlLabel) -> some View {
        if case .text(let text) = label {
            accessibilityLabel(text)
        } else {
            self
        }
    }
}
#endif
