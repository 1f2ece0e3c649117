#if canImport(UIKit)
import UIKit
import Combine
@_spi(Hosting) import Detent

/// What ``DetentControl`` needs from the model it hosts, without knowing its type.
@MainActor
protocol HostedModel: AnyObject {
    /// Connects the model's events to `control` (target-action and haptics), for as long as the
    /// host lives.
    func attach(to control: DetentControl)
    /// The model, for everything that does not depend on its value and style types: bounds,
    /// enabled state, clock, tracking and input.
    var controlModel: any PointerInput { get }
    /// The model's look now.
    func drawing() -> Drawing
    /// The running animation sampled as drawings.
    func animation() -> DrawingAnimation?
    /// Sends the model's value to the value publisher if it changed (outside gestures; during a
    /// gesture the model's `.valueChanged` events publish, as `isContinuous` says).
    func publishValue()
}

/// Owns one core model for a control: draws it with the control's current style and relays its
/// events, observed once, to the control (target-action, haptics), to Combine subscribers and to
/// `AsyncStream`s. The model's own `events.handler` stays free for the user.
@MainActor
final class ModelHost<Model: PointerInput>: HostedModel {
    let model: Model
    /// The style the next drawing uses; the control refreshes it before every render.
    var style: Model.Style
    let cache = DrawingCache()

    private let eventSubject = PassthroughSubject<ControlEvent<Model.Value>, Never>()
    private let valueSubject: CurrentValueSubject<Model.Value, Never>
    /// The control owns this host, so the host holds it weakly.
    private weak var control: DetentControl?
    private var eventsToken: ObservationToken?

    init(_ model: Model, style: Model.Style) {
        self.model = model
        self.style = style
        valueSubject = CurrentValueSubject(model.currentValue)
    }

    func attach(to control: DetentControl) {
        self.control = control
        eventsToken = model.events.observe { [weak self] event, cause in self?.deliver(event, cause: cause) }
    }

    private func deliver(_ event: ControlEvent<Model.Value>, cause: EventCause) {
        // The value first: receivers that change the model publish their newer value after it.
        if let value = event.reportedValue { publish(value) }
        eventSubject.send(event)
        control?.modelSent(event.kind, feedback: event.feedback(cause: cause))
    }

    var controlModel: any PointerInput { model }

    func drawing() -> Drawing { model.drawing(style: style, cache: cache) }

    func animation() -> DrawingAnimation? {
        model.drawingAnimation(style: style, cache: cache, framesPerSecond: DrawingAnimation.defaultFramesPerSecond)
    }

    func publishValue() {
        guard !model.isTracking else { return }
        publish(model.currentValue)
    }

    private func publish(_ value: Model.Value) {
        if valueSubject.value != value { valueSubject.send(value) }
    }

    // MARK: Values out

    /// The current value now and every later change, by the user (as `isContinuous` says) or the
    /// program.
    var valuePublisher: AnyPublisher<Model.Value, Never> { valueSubject.eraseToAnyPublisher() }

    /// Every event the model sends from now on.
    var eventPublisher: AnyPublisher<ControlEvent<Model.Value>, Never> { eventSubject.eraseToAnyPublisher() }

    /// A new stream of the model's events (the core's own stream).
    func eventStream() -> AsyncStream<ControlEvent<Model.Value>> { model.events.stream() }

    /// A new stream of the values the user chooses, read from the core's event stream.
    func valueStream() -> AsyncStream<Model.Value> {
        let source = model.events.stream()
        return AsyncStream { continuation in
            let task = Task {
                for await event in source {
                    if let value = event.reportedValue { continuation.yield(value) }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// What a core event means to a UIKit control.
enum ModelEventKind {
    case valueChanged
    case editingDidBegin
    case editingDidEnd
    case selectionChanged
    case primaryAction
    case detent
}

extension ControlEvent {
    /// The event without its payload.
    var kind: ModelEventKind {
        switch self {
        case .valueChanged: return .valueChanged
        case .editingDidBegin: return .editingDidBegin
        case .editingDidEnd: return .editingDidEnd
        case .selectionChanged: return .selectionChanged
        case .primaryActionTriggered: return .primaryAction
        case .detent: return .detent
        }
    }
}
#endif
