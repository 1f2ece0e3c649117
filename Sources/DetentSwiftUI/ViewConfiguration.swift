#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent
@_spi(Hosting) import DetentUIKit

/// What a view's modifiers set, kept apart from what the view was created with.
@_spi(Hosting)
public struct ControlModifiers<Control> {
    /// The accent colour `.tint(_:)` set on the view itself; `nil` takes `.detentTint(_:)` from
    /// the environment, else UIKit's tint colour.
    var tint: Color?
    /// The settings the modifiers added, applied in order (so the last of two wins).
    var settings: [(Control) -> Void] = []
    /// The axis a slider's labels are laid out along, which `.orientation(_:)` sets with the
    /// control's (a fader's, a range slider's and a multi-thumb slider's); horizontal unless set.
    var labelAxis = TrackOrientation.horizontal

    /// Where a slider's labels go: a vertical slider's in a column, the maximum's over it.
    var sliderLayout: LabelLayout { labelAxis == .vertical ? .column : .inline }
}

extension DetentControlView {
    /// A copy of the view that also applies `setting` to its control.
    func setting(_ setting: @escaping (Control) -> Void) -> Self {
        var copy = self
        copy.modifiers.settings.append(setting)
        return copy
    }

    /// A copy of the view that shows `tint` as its accent colour: each view's `tint(_:)`.
    func tinted(_ tint: Color?) -> Self {
        var copy = self
        copy.modifiers.tint = tint
        return copy
    }

    /// A copy of the view that sets the control's `keyPath` to `value` (only when it differs).
    func setting<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<Control, Value>, _ value: Value) -> Self {
        setting { control in assign(value, to: keyPath, on: control) }
    }

    /// A copy of the view whose control is named `title` in the model too (its
    /// `accessibilityLabel`), not only for SwiftUI's accessibility: the value entry's message and
    /// Voice Control's names say it. A title given as a localized string key stays SwiftUI's.
    func named<S: StringProtocol>(_ title: S) -> Self { setting(\.accessibilityLabel, String(title)) }
}

extension DetentControlView {
    /// A copy of the view that sets the control's orientation (the property at `axis`) to
    /// `orientation` and lays the labels out along it: the fader's, the range slider's and the
    /// multi-thumb slider's `orientation(_:)`.
    func oriented(_ orientation: TrackOrientation,
                  _ axis: ReferenceWritableKeyPath<Control, TrackOrientation>) -> Self {
        var copy = setting(axis, orientation)
        copy.modifiers.labelAxis = orientation
        return copy
    }
}

/// What the knob views and the sliders are created with, `Slider`'s parameters as the core takes
/// them: the bound value in `Double`s, its range and step, and the editing callback.
@MainActor
struct ValueParameters<Value: Sendable & Equatable> {
    /// The value the control shows and the user sets.
    let value: Binding<Value>
    /// The range the value lies in.
    let bounds: ClosedRange<Double>
    /// The distance between allowed values; 0 is continuous.
    let step: Double
    /// Called with `true` when a drag begins and `false` when it ends.
    let onEditingChanged: (Bool) -> Void

    /// The control `make` creates, bound to these parameters, with the range and step set on the
    /// model at `rangeModel` (the control's own, or the rotatable knob's inner knob) and the
    /// `modifiers`' settings applied after them, showing their tint (`nil`: UIKit's tint colour),
    /// drawn by the environment's control style if there is one.
    func control<Control: WrappedControl, RangeModel: ValueRangeModel>(
        _ make: @escaping () -> Control, rangeModel: KeyPath<Control, RangeModel>, _ modifiers: ControlModifiers<Control>
    ) -> some View where Control.Model.Value == Value {
        StyledControl(ControlRepresentable(value: value, make: make, tint: modifiers.tint,
                                           onEditingChanged: onEditingChanged) { control in
            let ranged = control[keyPath: rangeModel]
            let before = ranged.valueBounds
            // One transaction: the range, the step and the other settings are announced once.
            ranged.configure { model in
                model.minimumValue = bounds.lowerBound
                model.maximumValue = bounds.upperBound
                model.step = step
                for setting in modifiers.settings { setting(control) }
            }
            return ranged.valueBounds != before
        })
    }
}

/// What a view over one ranged control is created with: `Slider`'s parameters, the bound value in
/// `Double`s, and its labels. The views' initialisers make it; only the views read it.
@_spi(Hosting)
@MainActor
public struct LabelledParameters<Value: Sendable & Equatable, Label: View, ValueLabel: View> {
    let parameters: ValueParameters<Value>
    let labels: ControlLabels<Label, ValueLabel>

    /// The view's `parameters` with its `labels`.
    init(_ parameters: ValueParameters<Value>, _ labels: ControlLabels<Label, ValueLabel>) {
        self.parameters = parameters
        self.labels = labels
    }

    /// The control `make` creates, bound to the parameters (their range and step set on the model
    /// at `rangeModel`) and set up by `modifiers`, with the labels around it placed by `layout`.
    func control<Control: WrappedControl, RangeModel: ValueRangeModel>(
        _ make: @escaping () -> Control, rangeModel: KeyPath<Control, RangeModel>, _ modifiers: ControlModifiers<Control>,
        _ layout: LabelLayout
    ) -> some View where Control.Model.Value == Value {
        labels.around(parameters.control(make, rangeModel: rangeModel, modifiers), layout)
    }

    /// The control `make` creates, as above, for a control whose own model holds the range and
    /// the step (the knob, the fader, the range and the multi-thumb sliders).
    func control<Control: WrappedControl>(_ make: @escaping () -> Control, _ modifiers: ControlModifiers<Control>,
                                          _ layout: LabelLayout) -> some View
    where Control.Model: ValueRangeModel, Control.Model.Value == Value {
        control(make, rangeModel: \.model, modifiers, layout)
    }
}

extension ValueParameters where Value == Double {
    /// Parameters for a value of any binary floating-point type, in `Double`s; the binding
    /// converts back with the type's own rounding. Writes go straight to the caller's binding, so
    /// a binding with its own animation (`$x.animation()`) keeps it.
    init<V: BinaryFloatingPoint>(_ value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        self.init(value: Binding(get: { Double(value.wrappedValue) },
                                 set: { value.wrappedValue = V($0) }),
                  bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
                  onEditingChanged: onEditingChanged)
    }
}

extension ValueParameters where Value == ClosedRange<Double> {
    /// Parameters for a range of any binary floating-point type, in `Double`s.
    init<V: BinaryFloatingPoint>(_ values: Binding<ClosedRange<V>>, in bounds: ClosedRange<V>, step: V.Stride,
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        self.init(value: Binding(get: { Double(values.wrappedValue.lowerBound)...Double(values.wrappedValue.upperBound) },
                                 set: { newValue in
                                     let lower = V(newValue.lowerBound), upper = V(newValue.upperBound)
                                     // The type's rounding keeps the order: both round the same way.
                                     values.wrappedValue = min(lower, upper)...max(lower, upper)
                                 }),
                  bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
                  onEditingChanged: onEditingChanged)
    }
}
#endif
