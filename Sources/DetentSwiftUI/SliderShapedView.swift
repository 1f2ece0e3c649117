#if canImport(UIKit)
import SwiftUI

/// A Detent view bound to one floating-point value in a range, created as a `Slider` is:
/// ``KnobView`` and ``FaderView``. Its initialisers, with every label, without value labels,
/// without labels and with a title, are written once here. Only Detent's views conform: its
/// initialiser requirement is `@_spi(Hosting)`.
@MainActor
public protocol SliderShapedView: DetentControlView {
    /// The view that names the control (shown with it, read by VoiceOver).
    associatedtype Label: View
    /// The views at the minimum's and the maximum's ends.
    associatedtype ValueLabel: View

    /// The view for `content`, what the initialisers below gather: the one initialiser each view
    /// writes.
    @_spi(Hosting) init(_ content: LabelledParameters<Double, Label, ValueLabel>)
}

extension SliderShapedView {
    /// A control for `value` in `bounds` (default 0…1), in steps of `step` (0, the default, is
    /// continuous), with a `label` and value labels at its ends. `onEditingChanged` is called with
    /// `true` when an edit begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(LabelledParameters(ValueParameters(value, in: bounds, step: step, onEditingChanged: onEditingChanged),
                                     ControlLabels(label: label(), minimumValueLabel: minimumValueLabel(),
                                                   maximumValueLabel: maximumValueLabel())))
    }
}

extension SliderShapedView where ValueLabel == EmptyView {
    /// A control for `value` in `bounds` (default 0…1), in steps of `step` (0, the default, is
    /// continuous), with a `label` that names it for VoiceOver.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension SliderShapedView where Label == EmptyView, ValueLabel == EmptyView {
    /// A control for `value` in `bounds` (default 0…1), in steps of `step` (0, the default, is
    /// continuous), without labels (VoiceOver names it by its kind in the environment's language).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension SliderShapedView where Label == Text, ValueLabel == EmptyView {
    /// A control titled by a localized string key (shown with it, read by VoiceOver), for `value`
    /// in `bounds` (default 0…1), in steps of `step` (0, the default, is continuous).
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        step: V.Stride = 0, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A control titled by a string you have already localized (or that needs none).
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                                           step: V.Stride = 0, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
        self = named(title)
    }
}
#endif
