#if canImport(UIKit)
import SwiftUI
import Detent

/// A slider with two thumbs (the original range-slider tutorial) bound to a `ClosedRange<Double>`. A SwiftUI host for
/// ``RangeSliderModel``.
///
/// ```swift
/// @State private var price = 120_000.0...640_000.0
///
/// RangeSlider(values: $price, in: 0...1_000_000, step: 10_000)
///     .frame(height: 31)
/// ```
///
/// Drag a thumb, or tap the track to move the nearer thumb there. VoiceOver sees one adjustable
/// element per thumb. Horizontal sliders follow the environment's layout direction.
@MainActor
public struct RangeSlider: View, CopyConfigured {
    @Binding private var values: ClosedRange<Double>
    private let bounds: ClosedRange<Double>
    private let step: Double
    private let onEditingChanged: (Bool) -> Void
    private var style = RangeSliderStyle()
    private var orientation = RangeSliderOrientation.horizontal
    private var minimumDistance = 0.0
    private var crossing = false
    private var draggableRange = false
    private var continuous = true
    private var animates = false
    private var labelSpace = 0.0
    private var formatter: (@Sendable (Double) -> String)?
    private var platform = ControlEnvironmentReader()
    @StateObject private var host = ViewHost(RangeSliderModel())

    /// A range slider for `values` within `bounds`, in steps of `step` (0, the default, is
    /// continuous). `onEditingChanged` is called with `true` when a drag begins and `false` when it
    /// ends.
    public init(values: Binding<ClosedRange<Double>>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        _values = values
        self.bounds = bounds
        self.step = step
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        let _ = synchronize()
        let elements = host.model.accessibilityElements
        ControlSurface(host: host, style: style)
            .overlay {
                // One adjustable element per thumb, framed on the thumb by the core.
                ZStack {
                    ForEach(Array(zip(RangeSliderThumb.allCases, elements)), id: \.1.identifier) { thumb, element in
                        Color.clear
                            .frame(width: element.frame.width, height: element.frame.height)
                            .adjustableElement(element) { action in
                                host.model.perform(action, on: thumb, cause: .assistiveTechnology)
                            }
                            .position(x: element.frame.midX, y: element.frame.midY)
                    }
                }
                .allowsHitTesting(false)
            }
            .accessibilityElement(children: .contain)
    }

    // MARK: Configuration

    /// The look: colours, curvaceousness, shadow, label font. Default: the original tutorial's.
    public func rangeSliderStyle(_ style: RangeSliderStyle) -> RangeSlider { with { $0.style = style } }

    /// The axis; default `.horizontal`.
    public func orientation(_ orientation: RangeSliderOrientation) -> RangeSlider { with { $0.orientation = orientation } }

    /// The smallest allowed distance between the thumbs; default 0.
    public func minimumDistance(_ distance: Double) -> RangeSlider { with { $0.minimumDistance = distance } }

    /// When `true` a thumb dragged past the other swaps roles with it; default `false`.
    public func allowsCrossing(_ allows: Bool) -> RangeSlider { with { $0.crossing = allows } }

    /// When `true` dragging between the thumbs moves both; default `false`.
    public func isRangeDraggable(_ draggable: Bool) -> RangeSlider { with { $0.draggableRange = draggable } }

    /// When `false` the binding is written once, when the drag ends; default `true`.
    public func isContinuous(_ continuous: Bool) -> RangeSlider { with { $0.continuous = continuous } }

    /// When `true`, changes of the binding from outside move the thumbs over 0.25 s; default `false`.
    public func animatesValueChanges(_ animates: Bool) -> RangeSlider { with { $0.animates = animates } }

    /// Shows value labels in a band of `space` points above the thumbs (beside them when vertical),
    /// formatted by `formatter` (`nil`: the model's default); labels that would collide merge.
    public func valueLabels(space: Double, formatter: (@Sendable (Double) -> String)? = nil) -> RangeSlider {
        with {
            $0.labelSpace = space
            $0.formatter = formatter
        }
    }

    // MARK: Forwarding

    /// Pushes the view's environment (its layout direction mirrors a horizontal slider),
    /// parameters and binding into the model and points the model's events at the current binding.
    private func synchronize() {
        host.updatingView {
            host.assign(\.environment, platform.value)
            host.assign(\.minimumValue, bounds.lowerBound)
            host.assign(\.maximumValue, bounds.upperBound)
            host.assign(\.step, step)
            host.assign(\.orientation, orientation)
            host.assign(\.minimumDistance, minimumDistance)
            host.assign(\.allowsCrossing, crossing)
            host.assign(\.isRangeDraggable, draggableRange)
            host.assign(\.isContinuous, continuous)
            host.assign(\.valueLabelSpace, labelSpace)
            host.model.valueFormatter = formatter
            host.bind($values, animates: animates, onEditingChanged: onEditingChanged)
        }
    }
}
#endif
