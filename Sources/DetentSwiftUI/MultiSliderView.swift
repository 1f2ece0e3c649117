#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent
import DetentUIKit

/// A slider with 1 to 16 thumbs bound to an array of any floating-point type, one value per
/// thumb, written as you write a `Slider`. The SwiftUI face of DetentUIKit's `MultiSlider`.
///
/// ```swift
/// @State private var splits = [200.0, 2_000.0, 8_000.0]
///
/// MultiSliderView("Crossover", values: $splits, in: 20...20_000)
///     .scale(.logarithmic)
///     .minimumDistance(50)
///     .collision(.push)
/// ```
///
/// Drag a thumb, or tap the track to move the nearest thumb there; each thumb answers to a 44 × 44
/// point target, and where thumbs lie on top of each other the drag's direction picks the one that
/// moves. The binding holds the values lowest first: the slider sorts what it is given, keeps at
/// most 16 values (the first 16) and ignores an empty array; a binding that gains or loses values
/// adds or removes thumbs. VoiceOver sees one adjustable element per thumb, in a group named by
/// the label (shown above the slider). Horizontal sliders follow the environment's layout
/// direction, and the highlighted track the accent colour set with ``tint(_:)`` (else UIKit's
/// tint colour). Like `Slider`, it takes the length it is offered (200 points when left open);
/// across it, it is 44 points thick, so every thumb's 44 × 44 target lies inside the view, plus
/// the label bands, which grow with Dynamic Type.
///
/// In a `ScrollView`, `List` or `Form`, a swipe across the slider that starts on its bare track,
/// or on a thumb but mostly across the slider, scrolls the page; one along it moves the thumb.
@MainActor
public struct MultiSliderView<Label: View, ValueLabel: View>: View, DetentControlView {
    private let content: LabelledParameters<[Double], Label, ValueLabel>
    @_spi(Hosting) public var modifiers = ControlModifiers<MultiSlider>()

    /// A slider for `values` (one thumb each) within `bounds` (default 0…1), in steps of `step`
    /// (0, the default, is continuous), with a `label` above it and value labels before and after
    /// it. `onEditingChanged` is called with `true` when an edit begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(values: Binding<[V]>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(ValueParameters(values, in: bounds, step: step, onEditingChanged: onEditingChanged),
                  ControlLabels(label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel()))
    }

    /// The slider for `parameters` with `labels`, what each initialiser gathers.
    private init(_ parameters: ValueParameters<[Double]>, _ labels: ControlLabels<Label, ValueLabel>) {
        content = LabelledParameters(parameters, labels)
    }

    /// The slider: DetentUIKit's `MultiSlider` bound to this view's values and settings, with its
    /// labels.
    public var body: some View {
        content.control({ MultiSlider() }, modifiers, modifiers.sliderLayout)
    }

    // MARK: Configuration

    /// What a dragged thumb does at a neighbour: `.stop` stops it, `.push` carries the neighbours
    /// along. See `MultiSliderModel.collision`.
    public func collision(_ collision: MultiSliderCollision) -> MultiSliderView { setting(\.collision, collision) }

    /// The values a double tap (or VoiceOver's reset action) restores, animated, thumb count
    /// included; `nil` for none. See `MultiSliderModel.defaultValues`.
    public func defaultValues(_ values: [Double]?) -> MultiSliderView { setting(\.defaultValues, values) }

    /// The names VoiceOver reads for the thumbs, lowest first ("Low", "Mid", "High"); thumbs beyond
    /// the names (those the binding adds too) keep their default, "Value 2 of 3" in the
    /// environment's language.
    public func thumbAccessibilityLabels(_ labels: [String]) -> MultiSliderView {
        setting { slider in slider.model.customAccessibilityLabels = labels }
    }
}

extension MultiSliderView where ValueLabel == EmptyView {
    /// A slider for `values` within `bounds`, in steps of `step`, with a `label` above it that
    /// names it for VoiceOver.
    public init<V: BinaryFloatingPoint>(values: Binding<[V]>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(ValueParameters(values, in: bounds, step: step, onEditingChanged: onEditingChanged), ControlLabels(label: label()))
    }
}

extension MultiSliderView where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider for `values` within `bounds` (default 0…1), in steps of `step` (0, the default, is
    /// continuous), without labels (each thumb reads its own name).
    public init<V: BinaryFloatingPoint>(values: Binding<[V]>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(values: values, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension MultiSliderView where Label == Text, ValueLabel == EmptyView {
    /// A slider titled by a localized string key (shown above it; VoiceOver names the group of
    /// thumbs with it), for `values` within `bounds`, in steps of `step`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, values: Binding<[V]>,
                                        in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(values: values, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A slider titled by a string you have already localized (or that needs none).
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, values: Binding<[V]>,
                                                           in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
                                                           onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(values: values, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
        self = named(title)
    }
}

extension DetentUIKit.MultiSlider: WrappedControl {
    static var styleKind: DetentControlStyleConfiguration.Kind { .multiSlider }
    func apply(_ looks: ModifiedLooks) { looks.multiSlider.apply(to: self) }
}

extension ValueParameters where Value == [Double] {
    /// Parameters for an array of any binary floating-point type, in `Double`s; the binding
    /// converts back with the type's own rounding, which keeps the order.
    init<V: BinaryFloatingPoint>(_ values: Binding<[V]>, in bounds: ClosedRange<V>, step: V.Stride,
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        self.init(value: Binding(get: { values.wrappedValue.map { Double($0) } },
                                 set: { values.wrappedValue = $0.map { V($0) } }),
                  bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
                  onEditingChanged: onEditingChanged)
    }
}

extension View {
    /// Gives every ``MultiSliderView`` in this view and below `style` (colours, curvaceousness,
    /// shadow, label font; default: `MultiSliderStyle()`); the colour modifiers and `.tint(_:)`
    /// still win where they are set.
    public func multiSliderStyle(_ style: MultiSliderStyle) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.multiSlider.style = style }
    }

    /// Colours every ``MultiSliderView`` in this view and below: the `track` outside the
    /// highlighted part, the `selectedTrack` from the lowest thumb to the highest (default: the
    /// accent colour), the `thumb` fill and `thumbOutline`, and the value and tick `label`s. `nil`
    /// keeps the style's colour; dynamic colours follow light, dark and contrast.
    public func multiSliderColors(track: Color? = nil, selectedTrack: Color? = nil, thumb: Color? = nil,
                                  thumbOutline: Color? = nil, label: Color? = nil) -> some View {
        transformEnvironment(\.modifiedLooks) {
            $0.multiSlider.colors = .thumbSlider(track: track, selectedTrack: selectedTrack, thumb: thumb,
                                                 thumbOutline: thumbOutline, label: label)
        }
    }
}

extension DetentControlStyleConfiguration.Kind {
    /// A ``MultiSliderView``: one value per thumb, lowest first, and no angle.
    public static let multiSlider = Self(description: "multiSlider")
}
#endif
