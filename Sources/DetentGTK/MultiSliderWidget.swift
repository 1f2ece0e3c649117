import CDetentGTK
import Detent
import Foundation

/// A slider with 1…16 thumbs as a GTK 4 widget: a `MultiSliderModel` in a ``ControlHost``.
///
/// Every property of the model is the widget's too (`values`, `thumbCount`, `minimumValue`,
/// `maximumValue`, `step`, `minimumDistance`, `maximumDistance`, `collision`, `orientation`,
/// `focusedThumb`, `accessibilityLabels`, `valueFormatter`, `valueLabelSpace`, `tickLabelSpace`…;
/// see ``ControlWidget``); setting one repaints, and `insertThumb(withValue:)` and `removeThumb(at:)`
/// add and remove thumbs at run time. The nearest thumb takes a press (among thumbs on top of
/// each other, the drag's direction picks); a dragged thumb pushes its neighbours or stops at
/// them, as `collision` says. Keys adjust the focused thumb; Tab walks the thumbs before focus
/// leaves the widget, Shift+Tab back. The accessible (role slider, with the model's orientation)
/// shows the focused thumb's element. Horizontal sliders read in GTK's text direction for the
/// widget (see ``ControlWidget/layoutDirection``). The look is ``ControlWidget/style``, a `MultiSliderStyle`
/// (the range slider's look). Values, lowest first, come out through
/// ``ControlWidget/onEvent``, ``ValueControlWidget/onValueChanged``,
/// ``ControlWidget/eventStream()``, ``ValueControlWidget/valueStream()`` and the GObject signal
/// `value-changed (GVariant *values)`, an `ad` array.
///
/// ```swift
/// let stops = MultiSliderWidget(values: [0.1, 0.4, 0.9])
/// stops.collision = .push
/// stops.onValueChanged = { print($0) }
/// gtk_box_append(box, stops.widget)
/// ```
public final class MultiSliderWidget: ValueControlWidget {
    /// The host this widget is composed of; see ``ControlWidget/host``.
    public let host: ControlHost<MultiSliderModel>

    /// Creates a slider with a thumb for each of `values`, set as the model's `values` are
    /// (clamped into the range, 0…1 by default; sorted; at most 16; an empty list ignored);
    /// `nil` (the default) keeps the model's three thumbs at 0.25, 0.5 and 0.75. Its natural size is `width × height` points (default
    /// 300 × 32, each at least 1; across its axis at least the model's natural thickness, see
    /// ``ControlWidget/contentSize``).
    public init(width: Int = 300, height: Int = 32, values: [Double]? = nil) {
        let model = Self.type.makeModel()
        if let values { model.values = values }
        host = ControlHost(type: Self.type, model: model, width: width, height: height)
    }

    /// The GObject class `DetentMultiSlider` (CSS name `multi-slider`), a `GtkOrientable`:
    /// properties `orientation`, `values`, `minimum-value`, `maximum-value`, `step`, `ticks`,
    /// `allows-tick-values-only`, `minimum-distance`, `continuous`, `precision-scrubbing`,
    /// `double-tap-interval`, `value-format`; signals
    /// `value-changed (GVariant *values)`, `editing-began`, `editing-ended`.
    static let type = ControlType.thumbsInRange(
        typeName: "DetentMultiSlider", cssName: "multi-slider", model: { MultiSliderModel() }, style: MultiSliderStyle(),
        own: [.orientation(\.orientation), values], minimumDistance: \.minimumDistance, between: "neighbouring values",
        valueSignal: .values)

    /// `values`: the thumbs' values, lowest first, as an `ad` array; setting it sets the model's
    /// `values` (clamped, sorted, at most 16 thumbs; an empty array is ignored).
    private static var values: ControlProperty<MultiSliderModel> {
        ControlProperty(name: "values", blurb: "The thumbs' values, lowest first (ad)", kind: .doubles,
                        get: { .doubles($0.model.values) },
                        set: { host, new in if case .doubles(let values) = new { host.model.values = values } })
    }

    /// The GType of `DetentMultiSlider`, the GObject class of every multi-thumb slider's
    /// ``ControlWidget/widget``.
    public static var gtype: GType { type.gclass.gtype }

    /// Sets every thumb at once; see `MultiSliderModel/setValues(_:animated:)`. Sends no event.
    public func setValues(_ values: [Double], animated: Bool) { model.setValues(values, animated: animated) }

    /// Sets one thumb's value; see `MultiSliderModel/setValue(_:forThumb:animated:)`. Sends no event.
    public func setValue(_ value: Double, forThumb index: Int, animated: Bool) {
        model.setValue(value, forThumb: index, animated: animated)
    }

    /// Adds a thumb; see `MultiSliderModel.insertThumb(withValue:)`.
    @discardableResult
    public func insertThumb(withValue value: Double) -> Int? { model.insertThumb(withValue: value) }

    /// Removes a thumb; see `MultiSliderModel.removeThumb(at:)`.
    @discardableResult
    public func removeThumb(at index: Int) -> Bool { model.removeThumb(at: index) }

    /// Adjusts a thumb; see `MultiSliderModel.perform(_:onThumb:cause:)`.
    @discardableResult
    public func perform(_ action: AdjustmentAction, onThumb index: Int?, cause: EventCause = .key) -> Bool {
        model.perform(action, onThumb: index, cause: cause)
    }

    /// `value` as the slider writes it; see `ThumbSliderModel.valueText(for:)`.
    public func valueText(for value: Double) -> String { model.valueText(for: value) }
}

extension ValueSignal where Value == [Double] {
    /// `(GVariant *values)`, an array of doubles (`ad`): the multi-thumb slider's, lowest first.
    @MainActor static var values: ValueSignal {
        ValueSignal(parameters: [detent_type_variant()],
                    emit: { instance, id, values in
                        values.withUnsafeBufferPointer { detent_signal_emit_doubles(instance, id, $0.baseAddress, gsize($0.count)) }
                    })
    }
}
