#if canImport(UIKit)
import UIKit
import Combine
@_spi(Hosting) import Detent

/// What ``DetentControl`` uses of its model without knowing the model's type: the members of
/// one ``ModelState``, bound to it by ``init(_:)``. The control keeps this and nothing else of its
/// model's typed state. The control observes the model's changes, runs its clock and hears its
/// events; the state hears the events too, first, only to feed its publishers and streams
/// (``ModelState/relay``). Nothing here holds the control or calls it back.
@MainActor
struct HostedModel {
    /// The state, for ``ModelHosting/valueRelay``, which knows its model's type.
    let state: AnyObject
    /// The model, for everything that does not depend on its value and style types: bounds,
    /// enabled state, clock, tracking and input.
    let controlModel: any ControlModel
    /// Observes the model's events for as long as the token lives: each reaches `handler` with
    /// what it means to a UIKit control and the feedback the core says it deserves (`nil` for the
    /// program's changes), after the values' publishers and streams (``ValueRelay``), which the
    /// state fed first.
    let observeEvents: @MainActor (_ handler: @escaping @MainActor (ModelEventKind, Feedback?) -> Void) -> ObservationToken
    /// ``ModelState/drawing()``.
    let drawing: @MainActor () -> Drawing
    /// ``ModelState/lookState()``.
    let lookState: @MainActor () -> ControlLook.State
    /// ``ModelState/animation()``.
    let animation: @MainActor () -> DrawingAnimation?
    /// ``ModelState/refreshStyle()``.
    let refreshStyle: @MainActor () -> Void
    /// ``ModelState/publishValue()``.
    let publishValue: @MainActor () -> Void
    /// Replaces ``ModelState/parameterLink``.
    let linkParameters: @MainActor (_ link: AnyObject?) -> Void

    /// `state` and its members of the same names.
    init<Model>(_ state: ModelState<Model>) {
        self.state = state
        controlModel = state.model
        let model = state.model
        observeEvents = { handler in
            model.events.observe { event, cause in handler(event.kind, event.feedback(cause: cause)) }
        }
        drawing = state.drawing
        lookState = state.lookState
        animation = state.animation
        refreshStyle = state.refreshStyle
        publishValue = state.publishValue
        linkParameters = { state.parameterLink = $0 }
    }
}

/// What a control keeps of its core model that depends on the model's type: the style it draws
/// the model with, the drawing cache, the relay of values and events to the control's publishers
/// and streams (``ValueRelay``), and the link to an audio host's parameters. The model's own
/// `events.handler` stays free for the user. ``DetentControl``, which does not know `Model`,
/// keeps it as a ``HostedModel``.
@MainActor
final class ModelState<Model: ControlModel> {
    let model: Model
    /// The style the next drawing uses; the control refreshes it before every render.
    private(set) var style: Model.Style
    /// The control's style as it should be drawn now (its colour properties applied, resolved for
    /// its traits); `nil` once the control is gone.
    private let currentStyle: @MainActor () -> Model.Style?
    let cache = DrawingCache()
    /// The values and events as publishers and streams, fed by the state's own observer of the
    /// model's events: the first, so they publish before any observer added later hears an event.
    let relay: ValueRelay<Model.Value>
    /// Keeps the relay's observer subscribed for as long as the state lives.
    private let relayToken: ObservationToken
    /// The model's link to an audio host's parameters, if bound; releasing it ends the binding.
    var parameterLink: AnyObject?

    init(_ model: Model, style: Model.Style, currentStyle: @escaping @MainActor () -> Model.Style?) {
        self.model = model
        self.style = style
        self.currentStyle = currentStyle
        let relay = ValueRelay<Model.Value>(initialValue: model.currentValue)
        self.relay = relay
        // The observer keeps the relay only: the model's emitter holding the state (which holds
        // the model) would be a cycle.
        relayToken = model.events.observe { event, _ in relay.deliver(event) }
    }

    /// Takes the control's style as it should be drawn now, for the drawings, look states and
    /// animations that follow.
    func refreshStyle() {
        if let current = currentStyle() { style = current }
    }

    /// The model's look now.
    func drawing() -> Drawing { model.drawing(style: style, cache: cache) }

    /// What a look of your own is given to draw now, with the current style's tint.
    func lookState() -> ControlLook.State { model.lookState(style: style) }

    /// The running animation sampled as drawings.
    func animation() -> DrawingAnimation? {
        model.drawingAnimation(style: style, cache: cache, framesPerSecond: DrawingAnimation.defaultFramesPerSecond)
    }

    /// Sends the model's value to the value publisher if it changed (outside gestures; during a
    /// gesture the model's `.valueChanged` events publish, as `isContinuous` says).
    func publishValue() {
        guard !model.isTracking else { return }
        relay.publish(model.currentValue)
    }
}

/// A control's values and events for Combine and Swift concurrency: what ``ValueReportingControl``
/// hands out. It starts no task and holds no reference to the control; its streams end when the
/// control goes away (each keeps at most `StreamFanOut.bufferLimit` unread elements).
@_spi(Hosting) @MainActor
public final class ValueRelay<Value: Sendable & Equatable> {
    private let eventSubject = PassthroughSubject<ControlEvent<Value>, Never>()
    private let valueSubject: CurrentValueSubject<Value, Never>
    private let eventStreams = StreamFanOut<ControlEvent<Value>>()
    private let valueStreams = StreamFanOut<Value>()

    init(initialValue: Value) {
        valueSubject = CurrentValueSubject(initialValue)
    }

    /// One event of the model: the value first (receivers that change the model publish their
    /// newer value after it), then the event.
    func deliver(_ event: ControlEvent<Value>) {
        if let value = event.reportedValue {
            publish(value)
            valueStreams.yield(value)
        }
        eventSubject.send(event)
        eventStreams.yield(event)
    }

    /// Publishes `value` if it differs from the last one published.
    func publish(_ value: Value) {
        if valueSubject.value != value { valueSubject.send(value) }
    }

    /// The value now and every later change.
    var valuePublisher: AnyPublisher<Value, Never> { valueSubject.eraseToAnyPublisher() }

    /// Every event from now on.
    var eventPublisher: AnyPublisher<ControlEvent<Value>, Never> { eventSubject.eraseToAnyPublisher() }

    /// A new stream of the values the user sets.
    func valueStream() -> AsyncStream<Value> { valueStreams.stream() }

    /// A new stream of every event.
    func eventStream() -> AsyncStream<ControlEvent<Value>> { eventStreams.stream() }
}

/// Plays the `Feedback` the core asks for (`ControlEvent.feedback(cause:)`) with
/// UIKit's feedback generators: a selection tick for `.tick` (a step, a sector boundary), a light
/// impact for `.endStop` (an end of the range). Each generator is prepared again after it plays,
/// so the next detent of a drag plays without delay. The UIKit controls and the SwiftUI views use
/// one each; use it in a host of your own.
@MainActor
@_spi(Hosting) public final class HapticFeedbackPlayer {
    private lazy var selection = UISelectionFeedbackGenerator()
    private lazy var endStop = UIImpactFeedbackGenerator(style: .light)

    /// A player whose generators are made when first needed.
    public init() {}

    /// Wakes the Taptic Engine, so the first detent of a gesture that is beginning plays at once.
    public func prepare() {
        selection.prepare()
        endStop.prepare()
    }

    /// Plays `feedback`.
    @_spi(Hosting) public func play(_ feedback: Feedback) {
        switch feedback {
        case .tick:
            selection.selectionChanged()
            selection.prepare()
        case .endStop:
            endStop.impactOccurred()
            endStop.prepare()
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
