import CDetentGTK
@_spi(Hosting) import Detent
import Foundation

/// A circular slider as a GTK 4 widget: a `KnobModel`
/// in a ``ControlHost`` (drag, keys, scroll wheel, focus, frame-clock animation, accessible
/// slider, HiDPI, GTK's environment).
///
/// Every property of the model is the widget's too (`value`, `minimumValue`, `maximumValue`,
/// `step`, `isContinuous`, `defaultValue`, `startAngle`, `endAngle`, `lineWidth`,
/// `pointerLength`, `interactionMode`, `accessibilityLabel`, `valueFormatter`, `valueText`…; see
/// ``ControlWidget``); setting one repaints. The look is ``ControlWidget/style``, a
/// `KnobStyle` (default: `KnobStyle()`); its tint follows the theme's
/// accent colour unless ``tintColor`` is set. Values come out through ``ControlWidget/onEvent``,
/// ``ValueControlWidget/onValueChanged``, ``ControlWidget/onEditingChanged``,
/// ``ControlWidget/eventStream()`` and ``ValueControlWidget/valueStream()``.
///
/// ```swift
/// let knob = KnobWidget()
/// knob.lineWidth = 4
/// knob.onValueChanged = { print($0) }
/// gtk_box_append(box, knob.widget)
/// ```
public final class KnobWidget: ValueControlWidget, AdjustableControlWidget {
    /// The host this widget is composed of; see ``ControlWidget/host``.
    public let host: ControlHost<KnobModel>

    /// Creates a knob with the model's defaults (value 0 in 0…1) and a natural size of `size` points
    /// (default 150, clamped to at least 1).
    public init(size: Int = 150) {
        host = ControlHost(type: Self.type, width: size, height: size)
    }

    /// The GObject class `DetentKnob` (CSS name `knob`): properties `value`, `minimum-value`,
    /// `maximum-value`, `step`, `ticks`, `allows-tick-values-only`, `continuous`, `double-tap-interval`,
    /// `value-format`, `adjustment`; signals `value-changed (gdouble value)`,
    /// `editing-began`, `editing-ended`.
    static let type = ControlType.valueInRange(
        typeName: "DetentKnob", cssName: "knob", model: { KnobModel() }, style: KnobStyle(), naturalSize: (150, 150))

    /// The GType of `DetentKnob`, the GObject class of every knob's ``ControlWidget/widget``.
    public static var gtype: GType { type.gclass.gtype }

    /// The colour of track and pointer; `nil` follows the theme's accent colour. See
    /// `KnobStyle.tintColor`.
    public var tintColor: DrawingColor? {
        get { style.tintColor }
        set { style.tintColor = newValue }
    }

    /// The colour the knob is painted with now: ``tintColor``, else the theme's accent colour,
    /// else system blue, as the model resolves it.
    public var effectiveTintColor: DrawingColor { style.resolvedTintColor(in: model.environment) }

    /// The pointer's angle for `value`, radians; see `KnobModel.pointerAngle(forValue:)`.
    public func pointerAngle(forValue value: Double) -> Double { model.pointerAngle(forValue: value) }
}
