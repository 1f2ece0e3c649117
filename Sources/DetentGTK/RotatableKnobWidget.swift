import CDetentGTK
import Detent
import Foundation

/// An image knob turned by panning, as a GTK 4 widget: a
/// `RotatableKnobModel` (turned by panning across 0–270°, value 0…1, a double click
/// restores `defaultValue`) in a ``ControlHost``.
///
/// Every property of the model is the widget's too (`value`, `defaultValue`, `level`,
/// `sweepAngle`, `sensitivity`, `rotation`…; see ``ControlWidget``); setting one repaints. The look
/// is ``ControlWidget/style``, a `RotatableKnobStyle` (the drawn knob image and its scale;
/// default: Detent's own knob). Normalised values come out through ``ControlWidget/onEvent``,
/// ``ValueControlWidget/onValueChanged``, ``ControlWidget/eventStream()`` and
/// ``ValueControlWidget/valueStream()``; pans begin and end through
/// ``ControlWidget/onEditingChanged``.
public final class RotatableKnobWidget: ValueControlWidget, AdjustableControlWidget {
    /// The host this widget is composed of; see ``ControlWidget/host``.
    public let host: ControlHost<RotatableKnobModel>

    /// Creates a knob at value 0 with a natural size of `size` points (default 150, at least 1).
    public init(size: Int = 150) {
        host = ControlHost(type: Self.type, width: size, height: size)
    }

    /// The GObject class `DetentRotatableKnob` (CSS name `rotatable-knob`): properties `value`
    /// (normalised, 0…1), `step`, `continuous`, `double-tap-interval`, `value-format`, `adjustment`;
    /// signals
    /// `value-changed (gdouble value)`, `editing-began`, `editing-ended`.
    static let type = ControlType<RotatableKnobModel>(
        typeName: "DetentRotatableKnob", cssName: "rotatable-knob", model: { RotatableKnobModel() },
        style: RotatableKnobStyle(), naturalSize: (150, 150),
        properties: [
            .double("value", "The normalised value, 0…1", \.value, range: 0...1),
            .double("step", "The distance between allowed normalised values; 0 is continuous", \.knob.step, range: 0...1),
            .continuous(\.knob.isContinuous, during: "pan"),
        ],
        valueSignal: .double, adjustmentMapping: .normalised)

    /// The GType of `DetentRotatableKnob`, the GObject class of every rotatable knob's
    /// ``ControlWidget/widget``.
    public static var gtype: GType { type.gclass.gtype }

    // The model keeps these three on its inner knob (`model.knob`); the widget names them as the
    // knob does.

    /// The distance between allowed values (normalised). See `KnobModel.step` (on
    /// `RotatableKnobModel.knob`).
    public var step: Double {
        get { model.knob.step }
        set { model.knob.step = newValue }
    }

    /// Whether value changes are reported during a pan or once at its end. See
    /// `KnobModel.isContinuous` (on `RotatableKnobModel.knob`).
    public var isContinuous: Bool {
        get { model.knob.isContinuous }
        set { model.knob.isContinuous = newValue }
    }

    /// The name assistive technology reads. See `RotatableKnobModel.accessibilityLabel`.
    public var accessibilityLabel: String {
        get { model.accessibilityLabel }
        set { model.accessibilityLabel = newValue }
    }
}

extension AdjustmentMapping where Model == RotatableKnobModel {
    /// The rotatable knob's: its normalised value is the adjustment value's place between lower
    /// and upper (the adjustment keeps its own range), its step the step increment's share of
    /// that range.
    static var normalised: AdjustmentMapping {
        AdjustmentMapping(
            apply: { model, adjustment in
                let span = adjustment.upper - adjustment.lower
                guard span.isFinite, span > 0 else {
                    model.setValueFromOutside(0)
                    return
                }
                let step = adjustment.step / span
                if model.knob.step != step { model.knob.step = step }
                model.setValueFromOutside((adjustment.value - adjustment.lower) / span)
            },
            values: { model, adjustment in
                let span = adjustment.upper - adjustment.lower
                var values = adjustment
                if span.isFinite, span > 0 {
                    values.value = adjustment.lower + model.value * span
                    values.step = model.knob.step * span
                }
                return values
            })
    }
}
