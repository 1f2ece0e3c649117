#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// A control that shows one core model with one style: what ties every Detent control's `model`
/// and `style` to the ``ModelState`` that draws the model and relays its events, written once.
/// ``DetentControl`` makes the state when it first needs it; a control adopts this protocol and
/// declares its `model` and `style`, nothing more.
@MainActor
protocol ModelHosting: ValueReportingControl where Value == Model.Value {
    /// The core model's type.
    associatedtype Model: ControlModel
    /// The model the control shows.
    var model: Model { get }
    /// The control's look as the app set it, before its colour properties.
    var style: Model.Style { get }
    /// Adds to `style` what the control's other properties say (its images, a list of colours),
    /// after the colour properties. Does nothing by default.
    func completeStyle(_ style: inout Model.Style)
}

extension ModelHosting {
    func completeStyle(_ style: inout Model.Style) {}

    /// The typed state of the control's model, which asks the control for its style before every
    /// render.
    func makeHostedModel() -> HostedModel {
        HostedModel(ModelState(model, style: style) { [weak self] in self?.drawnStyle() })
    }

    /// The style as it is drawn now: ``style`` with the colours the control's colour properties
    /// replace, resolved for its traits, then what ``completeStyle(_:)`` adds.
    private func drawnStyle() -> Model.Style {
        var drawn = styled(style)
        completeStyle(&drawn)
        return drawn
    }

    /// Where the model's values and events come out, for ``ValueReportingControl``.
    @_spi(Hosting) public var valueRelay: ValueRelay<Value> {
        // `hosted` holds the state `makeHostedModel()` made, for this very model type.
        guard let state = hosted.state as? ModelState<Model> else { preconditionFailure("a control's state holds its model") }
        return state.relay
    }
}
#endif
