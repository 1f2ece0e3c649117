#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent
import DetentUIKit

/// A slider with two thumbs bound to a `ClosedRange` of any floating-point type, written as you
/// write a `Slider`. The SwiftUI face of DetentUIKit's `RangeSlider`.
///
/// ```swift
/// @State private var price = 120_000.0...640_000.0
///
/// Form {
///     RangeSliderView("Price", values: $price, in: 0...1_000_000, step: 10_000)
/// }
/// ```
///
/// Drag a thumb, or tap the track to move the nearer thumb there; each thumb answers to a 44 × 44
/// point target. VoiceOver sees one adjustable element per thumb, in a group named by the label
/// (shown above the slider). Horizontal sliders follow the environment's layout direction, and
/// the selected range the accent colour set with ``tint(_:)`` (else UIKit's tint colour). Like
/// `Slider`, it takes the length it is offered (200 points when left open). Across it, it is 44
/// points thick, so each thumb and its 44 × 44 target lie inside the view (SwiftUI delivers no
/// touch outside it), plus the label bands, which grow with Dynamic Type.
///
/// In a `ScrollView`, `List` or `Form`, a swipe across the slider that starts on its bare track,
/// or on a thumb but mostly across the slider, scrolls the page; one along it moves the thumb.
@MainActor
public struct RangeSliderView<Label: View, ValueLabel: View>: View, DetentControlView {
    private let content: LabelledParameters<ClosedRange<Double>, Label, ValueLabel>
    @_spi(Hosting) public var modifiers = ControlModifiers<RangeSlider>()

    /// A range slider for `values` within `bounds` (default 0…1), in steps of `step` (0, the
    /// default, is continuous), with a `label` above it and value labels before and after it.
    /// `onEditingChanged` is called with `true` when an edit begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(values: Binding<ClosedRange<V>>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(ValueParameters(values, in: bounds, step: step, onEditingChanged: onEditingChanged),
                  ControlLabels(label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel()))
    }

    /// The range slider for `parameters` with `labels`, what each initialiser gathers.
    private init(_ parameters: ValueParameters<ClosedRange<Double>>, _ labels: ControlLabels<Label, ValueLabel>) {
        content = LabelledParameters(parameters, labels)
    }

    /// The slider: DetentUIKit's `RangeSlider` bound to this view's values and settings, with its
    /// labels.
    public var body: some View {
        content.control({ RangeSlider() }, modifiers, modifiers.sliderLayout)
    }

    // MARK: Configuration

    /// When `true` a thumb dragged past the other swaps roles with it. See
    /// `RangeSliderModel.allowsCrossing`.
    public func allowsCrossing(_ allows: Bool) -> RangeSliderView { setting(\.allowsCrossing, allows) }

    /// The values a double tap (or VoiceOver's reset action) restores, animated; `nil` for none.
    /// See `RangeSliderModel.defaultValues`.
    public func defaultValues(_ values: ClosedRange<Double>?) -> RangeSliderView { setting(\.defaultValues, values) }

    /// When `true` dragging between the thumbs moves both. See `RangeSliderModel.isRangeDraggable`.
    public func isRangeDraggable(_ draggable: Bool) -> RangeSliderView { setting(\.isRangeDraggable, draggable) }
}

extension RangeSliderView where ValueLabel == EmptyView {
    /// A range slider for `values` within `bounds`, in steps of `step`, with a `label` above it
    /// that names it for VoiceOver.
    public init<V: BinaryFloatingPoint>(values: Binding<ClosedRange<V>>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(ValueParameters(values, in: bounds, step: step, onEditingChanged: onEditingChanged), ControlLabels(label: label()))
    }
}

extension RangeSliderView where Label == EmptyView, ValueLabel == EmptyView {
    /// A range slider for `values` within `bounds` (default 0…1), in steps of `step` (0, the
    /// default, is continuous), without labels (each thumb reads its own name).
    public init<V: BinaryFloatingPoint>(values: Binding<ClosedRange<V>>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(values: values, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension RangeSliderView where Label == Text, ValueLabel == EmptyView {
    /// A range slider titled by a localized string key (shown above it; VoiceOver names the group
    /// of thumbs with it), for `values` within `bounds`, in steps of `step`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, values: Binding<ClosedRange<V>>,
                                        in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(values: values, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A range slider titled by a string you have already localized (or that needs none).
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, values: Binding<ClosedRange<V>>,
                                                           in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
                                                           onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(values: values, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
        self = named(title)
    }
}

extension DetentUIKit.RangeSlider: WrappedControl {
    static var styleKind: DetentControlStyleConfiguration.Kind { .rangeSlider }
    func apply(_ looks: ModifiedLooks) { looks.rangeSlider.apply(to: self) }
}

extension View {
    /// Draws every ``RangeSliderView`` in this view and below with `style` (colours, curvaceousness,
    /// shadow, label font; default: `RangeSliderStyle()`).
    public func rangeSliderStyle(_ style: RangeSliderStyle) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.rangeSlider.style = style }
    }

    /// Colours every ``RangeSliderView`` in this view and below: the `track` outside the selection,
    /// the `selectedTrack` between the thumbs (default: the accent colour), the `thumb` fill and
    /// `thumbOutline`, and the value and tick `label`s. `nil` keeps the style's colour.
    public func rangeSliderColors(track: Color? = nil, selectedTrack: Color? = nil, thumb: Color? = nil,
                                  thumbOutline: Color? = nil, label: Color? = nil) -> some View {
        transformEnvironment(\.modifiedLooks) {
            $0.rangeSlider.colors = .thumbSlider(track: track, selectedTrack: selectedTrack, thumb: thumb,
                                                 thumbOutline: thumbOutline, label: label)
        }
    }
}

extension DetentControlStyleConfiguration.Kind {
    /// A ``RangeSliderView``: two values, lower and upper, and no angle.
    public static let rangeSlider = Self(description: "rangeSlider")
}
#endif
