#if canImport(UIKit) && canImport(AudioToolbox)
import AudioToolbox
import UIKit
@_spi(Hosting) import Detent

extension DetentControl {
    /// Ends the control's binding to Audio Unit parameters (`bind(to:)`, `XYPad/bind(x:y:)`): the
    /// user's edits are no longer written to them, their observers are removed, and the control
    /// keeps its value and range. Does nothing when the control is not bound. Freeing the control
    /// ends its binding too.
    public func unbindParameters() {
        hosted.linkParameters(nil)
    }

    /// Binds the control's model to `parameters` with the core's rule (`ParameterBinding`),
    /// replacing any binding before it.
    func link<Model: ControlModel>(to parameters: [AUParameter],
                                   bind: ([AutomationParameter]) -> ParameterBinding<Model>) {
        // The old observers go before the new binding reads the parameters' values.
        hosted.linkParameters(nil)
        hosted.linkParameters(AudioUnitParameterLink(parameters, bind: bind))
    }
}

/// A control's binding to `AUParameter`s: the core's `ParameterBinding` writing the user's edits
/// (with the link's observer tokens as their originator, so they do not come back), and one
/// parameter observer each, which carries the host's values to the main thread. Releasing the link
/// removes the observers and ends the binding.
final class AudioUnitParameterLink {
    private let parameters: [AUParameter]
    private let tokens: [AUParameterObserverToken]
    /// The core's binding, kept alive by the link.
    private let binding: AnyObject

    @MainActor
    init<Model: ControlModel>(_ parameters: [AUParameter], bind: ([AutomationParameter]) -> ParameterBinding<Model>) {
        let sink = ParameterValueSink()
        let tokens = parameters.enumerated().map { index, parameter in
            parameter.token(byAddingParameterObserver: Self.observer(index: index, sink: sink))
        }
        let binding = bind(zip(parameters, tokens).map { AutomationParameter($0, originator: $1) })
        sink.receive = { [weak binding] value, index in binding?.parameterChanged(value, at: index) }
        self.parameters = parameters
        self.tokens = tokens
        self.binding = binding
    }

    deinit {
        for (parameter, token) in zip(parameters, tokens) {
            parameter.removeParameterObserver(token)
        }
    }

    /// An observer for parameter `index`. The audio unit calls it on any thread, so it is made
    /// outside the main actor (a closure made on the main actor would be checked to run there),
    /// and it hands the value to the main queue, in order.
    private static func observer(index: Int, sink: ParameterValueSink) -> AUParameterObserver {
        { _, value in
            let value = Double(value)
            // The compiler knows the main queue's closures run on the main actor.
            DispatchQueue.main.async { sink.receive?(value, index) }
        }
    }
}

/// Where a parameter's observer hands the host's values, on the main actor.
@MainActor
private final class ParameterValueSink {
    var receive: ((_ value: Double, _ index: Int) -> Void)?
}

/// A parameter read by a ``ValueFormat``, whose closures must be `Sendable`; the control reads its
/// formats on the main thread only.
private struct ParameterStrings: @unchecked Sendable {
    let parameter: AUParameter

    func text(for value: Double) -> String {
        var value = AUValue(value)
        return parameter.string(fromValue: &value)
    }

    /// The value `text` names, by the core's rule for a parameter that never refuses text
    /// (`AutomationParameter.value(named:…)`): `AUParameter`'s `value(from:)` reads "abc" as some
    /// value, so text that names none would otherwise be applied to the parameter.
    func value(from text: String, locale: Locale) -> Double? {
        AutomationParameter.value(named: text, locale: locale, valueStrings: parameter.valueStrings,
                                  minimum: Double(parameter.minValue),
                                  read: { Double(parameter.value(from: $0)) },
                                  write: { self.text(for: $0) })
    }
}

extension AutomationParameter {
    /// `parameter` as a control binds to it: its range and value, its step and scale
    /// (`AutomationParameter.audioUnitTravel(unit:flags:)`: an indexed or on/off parameter stops
    /// on each value, a logarithmic one turns logarithmically), its value strings when it has them
    /// (else a format for its unit, `ValueFormat.forAudioUnit(unit:unitName:)`), and the user's
    /// edits written with `originator`.
    init(_ parameter: AUParameter, originator: AUParameterObserverToken) {
        let format: ValueFormat?
        if parameter.flags.contains(.flag_ValuesHaveStrings) {
            let strings = ParameterStrings(parameter: parameter)
            format = ValueFormat(text: { value, _ in strings.text(for: value) },
                                 value: { text, locale in strings.value(from: text, locale: locale) })
        } else {
            format = .forAudioUnit(unit: parameter.unit.rawValue, unitName: parameter.unitName)
        }
        self.init(minimum: Double(parameter.minValue), maximum: Double(parameter.maxValue),
                  value: Double(parameter.value), format: format) { value, gesture in
            parameter.setValue(AUValue(value), originator: originator, atHostTime: 0, eventType: gesture.eventType)
        }
        (step, scale) = Self.audioUnitTravel(unit: parameter.unit.rawValue, flags: parameter.flags.rawValue)
    }
}

extension AutomationGesture {
    /// The automation event this part of a gesture is written as.
    var eventType: AUParameterAutomationEventType {
        switch self {
        case .touch: .touch
        case .value: .value
        case .release: .release
        }
    }
}
#endif
