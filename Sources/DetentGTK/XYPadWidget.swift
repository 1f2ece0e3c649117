import CDetentGTK
import Detent
import Foundation

/// A two-dimensional pad (an XY pad) as a GTK 4 widget: an `XYPadModel` in a ``ControlHost``
/// (drag, tap, keys, scroll wheel, focus, frame-clock animation, accessible slider, HiDPI, GTK's
/// environment).
///
/// Every property of the model is the widget's too (`value`, `xMinimum`, `xMaximum`, `xStep`,
/// `xScale`, the same for y, `isContinuous`, `springsBack`, `jumpsToTouch`, `neutralValue`, `thumbSize`,
/// `focusedAxis`, `accessibilityLabels`, `valueFormatter`…; see ``ControlWidget``); setting one
/// repaints. Drag the thumb or tap the pad; the arrow keys move x (left and right, mirrored in
/// right-to-left text) and y (up and down), Shift ten times finer; Tab moves the other keys'
/// focus from x to y before focus leaves the widget. The accessible (role slider) shows the
/// focused axis. The look is ``ControlWidget/style``, an `XYPadStyle` (default: `XYPadStyle()`);
/// its crosshair follows the theme's accent colour unless the style sets one. Values come out
/// through ``ControlWidget/onEvent``, ``ValueControlWidget/onValueChanged``,
/// ``ControlWidget/onEditingChanged``, ``ControlWidget/eventStream()``,
/// ``ValueControlWidget/valueStream()`` and the GObject signal
/// `value-changed (gdouble x, gdouble y)`.
///
/// ```swift
/// let pad = XYPadWidget()
/// pad.springsBack = true
/// pad.onValueChanged = { print($0.x, $0.y) }
/// gtk_box_append(box, pad.widget)
/// ```
public final class XYPadWidget: ValueControlWidget {
    /// The host this widget is composed of; see ``ControlWidget/host``.
    public let host: ControlHost<XYPadModel>

    /// Creates a pad with the model's defaults (x and y 0 in 0…1) and a natural size of
    /// `size` × `size` points (default 150, clamped to at least 1).
    public init(size: Int = 150) {
        host = ControlHost(type: Self.type, width: size, height: size)
    }

    /// The GObject class `DetentXYPad` (CSS name `xy-pad`): properties `x-value`, `y-value`,
    /// `continuous`, `springs-back`, `jumps-to-touch`, `x-minimum`, `x-maximum`, `x-step`,
    /// `y-minimum`, `y-maximum`, `y-step`, `precision-scrubbing`, `double-tap-interval`, `value-format`;
    /// signals `value-changed (gdouble x, gdouble y)`,
    /// `editing-began`, `editing-ended`.
    static let type = ControlType<XYPadModel>(
        typeName: "DetentXYPad", cssName: "xy-pad", model: { XYPadModel() }, style: XYPadStyle(), naturalSize: (150, 150),
        properties: [
            .double("x-value", "The horizontal value, in the x axis's range", \.value.x),
            .double("y-value", "The vertical value, in the y axis's range; it grows upwards", \.value.y),
            .continuous(\.isContinuous),
            .boolean("springs-back", "Whether the thumb returns to the neutral point when a drag ends", \.springsBack,
                     default: false),
            .boolean("jumps-to-touch", "Whether a press on the pad puts the thumb under the pointer (by default when it springs back)",
                     \.jumpsToTouch, default: false),
            .double("x-minimum", "The lowest horizontal value", \.xMinimum),
            .double("x-maximum", "The highest horizontal value", \.xMaximum, default: 1),
            .nonNegative("x-step", "The distance between allowed horizontal values; 0 is continuous", \.xStep),
            .double("y-minimum", "The lowest vertical value", \.yMinimum),
            .double("y-maximum", "The highest vertical value", \.yMaximum, default: 1),
            .nonNegative("y-step", "The distance between allowed vertical values; 0 is continuous", \.yStep),
            .precisionScrubbing(),
        ],
        valueSignal: .xy)

    /// The GType of `DetentXYPad`, the GObject class of every pad's ``ControlWidget/widget``.
    public static var gtype: GType { type.gclass.gtype }

    /// Sets the point; see `XYPadModel/setValue(_:animated:)`. Sends no event.
    public func setValue(_ value: XYPadValue, animated: Bool) { model.setValue(value, animated: animated) }

    /// Adjusts an axis; see `XYPadModel.perform(_:on:cause:)`.
    @discardableResult
    public func perform(_ action: AdjustmentAction, on axis: XYPadAxis?, cause: EventCause = .key) -> Bool {
        model.perform(action, on: axis, cause: cause)
    }

    /// The value of `axis` as the pad writes it; see `XYPadModel.valueText(for:)`.
    public func valueText(for axis: XYPadAxis) -> String { model.valueText(for: axis) }
}

extension ValueSignal where Value == XYPadValue {
    /// `(gdouble x, gdouble y)`: the XY pad's.
    @MainActor static var xy: ValueSignal {
        ValueSignal(parameters: [detent_type_double(), detent_type_double()],
                    emit: { detent_signal_emit_double_double($0, $1, $2.x, $2.y) })
    }
}
