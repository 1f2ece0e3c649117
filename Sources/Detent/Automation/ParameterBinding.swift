import Foundation

/// A control bound to an audio host's automation parameters: a knob, fader or rotatable knob to
/// one, the XY pad to two (x and y). The one rule for both directions:
///
/// - **The user's edits go to the parameters** as one gesture each: `.touch` when the edit begins
///   (a drag, a burst of keys, a typed value, a reset), `.value` for each value the control
///   reports, `.release` when the edit ends (each value inside the parameter's range), so the host records automation and does not play it
///   back against the finger. Values the program sets are not written back.
/// - **The host's values come in through ``parameterChanged(_:at:)``** and are set as values from
///   outside (`ControlModel/setValueFromOutside(_:animated:)`): between edits at once; during an
///   edit held, and the last one set when the edit ends if it differs.
///
/// Binding takes the parameter's range, step and scale (the knob's and fader's `minimumValue`,
/// `maximumValue`, `step` and `scale`, the pad's axes'; the rotatable knob's 0…1 maps onto the
/// range by the scale and keeps its own step), its format when it has one (the value entry's, and
/// the read-out's where the app set no `valueFormatter`), and its value. ``unbind()``, or releasing the binding, stops both directions.
///
/// ```swift
/// let knob = KnobModel()
/// var written: [(Double, AutomationGesture)] = []
/// let cutoff = AutomationParameter(minimum: 20, maximum: 20_000, value: 440, format: .hertz()) {
///     written.append(($0, $1))
/// }
/// let binding = ParameterBinding(knob, to: cutoff)
/// binding.parameterChanged(1_000)          // the host's automation plays: the knob shows 1 kHz
/// ```
public final class ParameterBinding<Model: ControlModel> {
    /// The bound control.
    public let model: Model
    private let parameters: [AutomationParameter]
    /// Each parameter's range, sanitised: what is written stays inside it.
    private let scales: [ParameterScale]
    /// The parameters' values in the control's value.
    private let parameterValues: (Model.Value) -> [Double]
    /// The control's value with the parameters' values: `values` in parameter order, over the
    /// value it holds now.
    private let modelValue: ([Double], Model.Value) -> Model.Value
    /// The parameters' values as last written or heard, so only a change is written.
    private var known: [Double]
    private var observation: ObservationToken?
    /// Whether the parameters were touched and not yet released: an edit is under way.
    private var isTouching = false

    /// Binds `model` to `parameters`: `parameterValues` reads their values from the control's
    /// value, `modelValue` writes them into it. The caller has taken the parameters' ranges and
    /// formats into the model.
    init(model: Model, parameters: [AutomationParameter], parameterValues: @escaping (Model.Value) -> [Double],
         modelValue: @escaping ([Double], Model.Value) -> Model.Value) {
        self.model = model
        self.parameters = parameters
        scales = parameters.map(ParameterScale.init)
        self.parameterValues = parameterValues
        self.modelValue = modelValue
        let initial = parameters.map { $0.value.isFinite ? $0.value : $0.minimum }
        model.setValueFromOutside(modelValue(initial, model.currentValue))
        // What the parameters hold once the control has clamped and snapped their values.
        known = parameterValues(model.currentValue)
        observation = model.events.observe { [weak self] event, cause in self?.controlSent(event, cause: cause) }
    }

    /// Whether the binding still connects the control and its parameters (until ``unbind()``).
    public var isBound: Bool { observation != nil }

    /// The host changed parameter `index` (0, or 1 for the XY pad's y) to `value`, in the
    /// parameter's units: the control shows it (at once between edits, after the user's edit
    /// otherwise). Call it on the thread the control runs on. A non-finite value, an index the
    /// binding does not have, or a call after ``unbind()`` changes nothing.
    public func parameterChanged(_ value: Double, at index: Int = 0) {
        guard isBound, value.isFinite, known.indices.contains(index) else { return }
        known[index] = value
        model.setValueFromOutside(modelValue(known, model.currentValue))
    }

    /// Stops both directions: the user's edits are no longer written and the host's values no
    /// longer shown. An edit under way is released first (`.release` at the control's value), so
    /// the host does not keep the parameter held. The control keeps its value and its settings.
    /// Calling it twice does nothing; releasing the binding unbinds it.
    public func unbind() {
        guard observation != nil else { return }
        if isTouching { write(parameterValues(model.currentValue), as: .release, changedOnly: false) }
        observation?.cancel()
        observation = nil
    }

    deinit { unbind() }

    /// An event of the control, written to the parameters when the user caused it.
    private func controlSent(_ event: ControlEvent<Model.Value>, cause: EventCause) {
        guard cause.isUser else { return }
        switch event {
        case .editingDidBegin:
            // The edit begins with its first change: the touch carries the value before it.
            write(parameterValues(model.valueBeforeEdit ?? model.currentValue), as: .touch, changedOnly: false)
        case .valueChanged(let value):
            write(parameterValues(value), as: .value, changedOnly: true)
        case .editingDidEnd:
            write(parameterValues(model.currentValue), as: .release, changedOnly: false)
        case .detent, .selectionChanged, .primaryActionTriggered:
            break
        }
    }

    private func write(_ values: [Double], as gesture: AutomationGesture, changedOnly: Bool) {
        if gesture != .value { isTouching = gesture == .touch }
        for (index, value) in values.enumerated() where index < parameters.count && value.isFinite {
            let value = scales[index].clamp(value)
            if changedOnly && known[index] == value { continue }
            known[index] = value
            parameters[index].write(value, gesture)
        }
    }
}

extension ParameterBinding where Model.Value == Double {
    /// Binds a one-value control (a knob, a fader, a rotatable knob) to `parameter`: its range,
    /// step and scale become the control's (a rotatable knob's 0…1 maps onto the range by the
    /// scale), its format the control's
    /// ``ControlModel/valueFormat`` when it has one, and its value the control's. See
    /// ``ParameterBinding`` for the rule.
    public convenience init(_ model: Model, to parameter: AutomationParameter) {
        if let ranged = model as? any ValueRangeModel {
            ranged.minimumValue = parameter.minimum
            ranged.maximumValue = parameter.maximum
            ranged.step = parameter.step.isFinite ? max(parameter.step, 0) : 0
            ranged.scale = parameter.scale
            if let format = parameter.format { model.valueFormat = format }
            self.init(model: model, parameters: [parameter], parameterValues: { [$0] }, modelValue: { values, _ in values[0] })
        } else {
            let scale = ParameterScale(parameter)
            if let format = parameter.format { model.valueFormat = scale.fractionFormat(format) }
            self.init(model: model, parameters: [parameter], parameterValues: { [scale.value(at: $0)] },
                      modelValue: { values, _ in scale.fraction(of: values[0]) })
        }
    }
}
