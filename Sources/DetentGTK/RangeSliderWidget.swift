import CDetentGTK
import Detent
import Foundation

/// A slider with two thumbs for a lower and an upper value, as a GTK 4 widget: a
/// `RangeSliderModel` in a ``ControlHost``.
///
/// Every property of the model is the widget's too (`lowerValue`, `upperValue`, `values`,
/// `minimumValue`, `maximumValue`, `step`, `minimumDistance`, `maximumDistance`, `orientation`,
/// `focusedThumb`, `accessibilityLabels`, `valueFormatter`, `rangeText`…; see ``ControlWidget``);
/// setting one repaints. `valueLabelSpace` and `tickLabelSpace` keep bands for the value labels
/// (above a horizontal track) and the tick labels (below it), points at the standard text size
/// times GTK's text scale; the widget asks for its given height or 31 points plus the bands,
/// whichever is more, so the thumbs keep 31 points (20 points of value labels at the default
/// 300 × 32 ask for 51). Keys adjust the focused thumb; Tab moves from the lower to the upper
/// thumb before focus leaves the widget, Shift+Tab back. The accessible (role slider, with the
/// model's orientation) shows the focused thumb's element; a drag focuses the thumb it moves.
/// Horizontal sliders read in GTK's text direction for the widget (see ``ControlWidget/layoutDirection``). The
/// look is ``ControlWidget/style``, a `RangeSliderStyle` (colours, curvaceousness,
/// shadow, labels; default: `RangeSliderStyle()`). Values (`lowerValue...upperValue`)
/// come out through ``ControlWidget/onEvent``, ``ValueControlWidget/onValueChanged``,
/// ``ControlWidget/eventStream()`` and ``ValueControlWidget/valueStream()``.
public final class RangeSliderWidget: ValueControlWidget {
    /// The host this widget is composed of; see ``ControlWidget/host``.
    public let host: ControlHost<RangeSliderModel>

    /// Creates a slider with the model's defaults (0.2 and 0.8 in 0…1) and a natural size of
    /// `width × height` points (default 300 × 32, each at least 1; across its axis at least the
    /// model's natural thickness, see ``ControlWidget/contentSize``).
    public init(width: Int = 300, height: Int = 32) {
        host = ControlHost(type: Self.type, width: width, height: height)
    }

    /// The GObject class `DetentRangeSlider` (CSS name `range-slider`), a `GtkOrientable`:
    /// properties `lower-value`, `upper-value`, `orientation`, `minimum-value`, `maximum-value`,
    /// `step`, `ticks`, `allows-tick-values-only`, `minimum-distance`, `continuous`,
    /// `precision-scrubbing`, `double-tap-interval`, `value-format`;
    /// signals `value-changed (gdouble lower, gdouble upper)`, `editing-began`, `editing-ended`.
    static let type = ControlType.thumbsInRange(
        typeName: "DetentRangeSlider", cssName: "range-slider", model: { RangeSliderModel() }, style: RangeSliderStyle(),
        own: [
            .double("lower-value", "The lower thumb's value", \.lowerValue, default: 0.2),
            .double("upper-value", "The upper thumb's value", \.upperValue, default: 0.8),
            .orientation(\.orientation),
        ],
        minimumDistance: \.minimumDistance, between: "the two values", valueSignal: .lowerUpper)

    /// The GType of `DetentRangeSlider`, the GObject class of every range slider's
    /// ``ControlWidget/widget``.
    public static var gtype: GType { type.gclass.gtype }

    /// Sets both values (swapped if given in the wrong order), optionally animated. Sends no event.
    public func setValues(lower: Double, upper: Double, animated: Bool) {
        model.setValues(lower: lower, upper: upper, animated: animated)
    }

    /// Sets one thumb's value; see `RangeSliderModel.setValue(_:for:animated:)`. Sends no event.
    public func setValue(_ value: Double, for thumb: RangeSliderThumb, animated: Bool) {
        model.setValue(value, for: thumb, animated: animated)
    }

    /// The value of `thumb`; see `RangeSliderModel.value(of:)`.
    public func value(of thumb: RangeSliderThumb) -> Double { model.value(of: thumb) }

    /// Adjusts a thumb; see `RangeSliderModel.perform(_:on:cause:)`.
    @discardableResult
    public func perform(_ action: AdjustmentAction, on thumb: RangeSliderThumb?, cause: EventCause = .key) -> Bool {
        model.perform(action, on: thumb, cause: cause)
    }

    /// `value` as the slider writes it; see `ThumbSliderModel.valueText(for:)`.
    public func valueText(for value: Double) -> String { model.valueText(for: value) }
}

extension ValueSignal where Value == ClosedRange<Double> {
    /// `(gdouble lower, gdouble upper)`: the range slider's.
    @MainActor static var lowerUpper: ValueSignal {
        ValueSignal(parameters: [detent_type_double(), detent_type_double()],
                    emit: { detent_signal_emit_double_double($0, $1, $2.lowerBound, $2.upperBound) })
    }
}
