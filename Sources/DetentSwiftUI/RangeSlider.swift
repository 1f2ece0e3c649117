#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent
@_spi(Hosting) import DetentUIKit

/// A slider with two thumbs bound to a
/// `ClosedRange<Double>`. The SwiftUI face of DetentUIKit's `RangeSlider`, which hosts a
/// `RangeSliderModel`.
///
/// ```swift
/// @State private var price = 120_000.0...640_000.0
///
/// Form {
///     RangeSlider(values: $price, in: 0...1_000_000, step: 10_000, label: "Price")
/// }
/// ```
///
/// Drag a thumb, or tap the track to move the nearer thumb there; each thumb answers to a 44 × 44
/// point target. VoiceOver sees one adjustable element per thumb, in a group named `label`.
/// Horizontal sliders follow the environment's layout direction, and the selected range the app's
/// accent colour unless `.rangeSliderStyle(_:)` sets it. It is 44 points thick, so each thumb and
/// its 44 × 44 target lie inside the view (SwiftUI delivers no touch outside it), plus the label
/// band, which grows with Dynamic Type; it takes the length it is offered (200 points when left
/// open).
///
/// In a `ScrollView`, `List` or `Form`, a swipe across the slider that starts on its bare track,
/// or on a thumb but mostly across the slider, scrolls the page; one along it moves the thumb.
@MainActor
public struct RangeSlider: View, ControlConfigured {
    private let parameters: ValueParameters<ClosedRange<Double>>
    var settings: [(DetentUIKit.RangeSlider) -> Void] = []

    /// A range slider for `values` within `bounds`, in steps of `step` (0, the default, is
    /// continuous). `label` names the slider for VoiceOver as it enters it (each thumb reads its
    /// own name, "Lower value" and "Upper value"); `onEditingChanged` is called with `true` when a
    /// drag begins and `false` when it ends.
    public init(values: Binding<ClosedRange<Double>>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0,
                label: String? = nil, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        parameters = ValueParameters(values, bounds, step, ControlLabel(label), onEditingChanged)
    }

    /// The slider: DetentUIKit's `RangeSlider`, bound to this view's values and settings.
    public var body: some View {
        parameters.control({ DetentUIKit.RangeSlider() }, settings: settings)
    }

    // MARK: Configuration

    /// The axis; default `.horizontal`.
    public func orientation(_ orientation: RangeSliderOrientation) -> RangeSlider { setting(\.orientation, orientation) }

    /// The smallest allowed distance between the thumbs, in value units; default 0.
    public func minimumDistance(_ distance: Double) -> RangeSlider { setting(\.minimumDistance, distance) }

    /// When `true` a thumb dragged past the other swaps roles with it; default `false`.
    public func allowsCrossing(_ allows: Bool) -> RangeSlider { setting(\.allowsCrossing, allows) }

    /// When `true` dragging between the thumbs moves both; default `false`.
    public func isRangeDraggable(_ draggable: Bool) -> RangeSlider { setting(\.isRangeDraggable, draggable) }

    /// When `false` the binding is written once, when the drag ends; default `true`.
    public func isContinuous(_ continuous: Bool) -> RangeSlider { setting(\.isContinuous, continuous) }

    /// Shows value labels in a band of `space` points above the thumbs (beside them when vertical;
    /// points at the standard text size, the band growing with Dynamic Type),
    /// formatted by `formatter` (`nil`: the model's default, in the environment's locale); labels
    /// that would collide merge.
    public func valueLabels(space: Double, formatter: (@Sendable (Double) -> String)? = nil) -> RangeSlider {
        setting(\.valueLabelSpace, space).setting { slider in slider.model.valueFormatter = formatter }
    }

    // MARK: Pro settings

    /// How values spread along the track; default `.linear`. `.logarithmic` suits a frequency
    /// band (a range wholly above 0). The bound values, the step and the ticks stay in value units.
    public func scale(_ scale: ValueScale) -> RangeSlider { setting(\.scale, scale) }

    /// Marked values drawn beside the track, each with an optional label; keys and VoiceOver move
    /// from tick to tick. With `valuesOnly` the thumbs take only tick values. Default: none.
    public func ticks(_ ticks: [Tick], valuesOnly: Bool = false) -> RangeSlider {
        setting(\.ticks, ticks).setting(\.allowsTickValuesOnly, valuesOnly)
    }

    /// Limits both values to `range` while the track still shows the whole range, the parts
    /// outside dimmed; `nil` (the default) allows the whole range.
    public func enabledRange(_ range: ClosedRange<Double>?) -> RangeSlider { setting(\.enabledRange, range) }
}
#endif
