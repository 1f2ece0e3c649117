import CGtk
import Detent
import Foundation

/// A ``ControlWidget`` hosting one Detent model: what the four widgets share beyond GTK's
/// plumbing, written once over the core's ``Detent/ControlModel`` and ``Detent/PointerInput``.
///
/// It owns the ``model`` and its ``style``; hands the model's bounds, drawing, clock, tracking
/// state and cancellation to ``ControlWidget``; forwards ``isEnabled`` to the model and to GTK's
/// sensitivity; and sends every event the model reports to ``onEvent`` and ``eventStream()``.
/// When the widget is finalized it drops every callback and finishes every stream. The concrete
/// widgets add the model's own properties and their own callbacks.
///
/// Use ``KnobWidget``, ``RangeSliderWidget``, ``RotaryWheelWidget`` or ``RotatableKnobWidget``;
/// this class cannot be created on its own.
public class ModelControlWidget<Model: PointerInput>: ControlWidget {
    /// The headless model. Change it through the widget's properties, or call
    /// ``ControlWidget/modelDidChange()`` after changing it directly.
    public let model: Model

    /// The look the model is drawn with (``Detent/KnobStyle``, ``Detent/RangeSliderStyle``,
    /// ``Detent/RotaryWheelStyle`` or ``Detent/RotatableKnobStyle``); setting it repaints.
    /// Default: the style type's own default (`KnobStyle()` and so on).
    public var style: Model.Style { didSet { modelDidChange() } }

    /// Called with every event the model sends (values or selections, editing began and ended,
    /// primary actions, detents).
    public var onEvent: ((ControlEvent<Model.Value>) -> Void)?

    private let eventStreams = StreamFanOut<ControlEvent<Model.Value>>()

    /// The streams of the value a subclass reports (``ValueControlWidget/valueStream()``,
    /// ``RotaryWheelWidget/selectionStream()``); finished with the event streams.
    let valueStreams = StreamFanOut<Model.Value>()

    /// Hosts `model`, drawn with `style`, in a drawing area with `role` and a natural size of
    /// `width × height` points (see ``ControlWidget``), listens to the model's events and brings
    /// the widget up to date with the model.
    init(model: Model, style: Model.Style, role: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_SLIDER,
         width: Int, height: Int) {
        self.model = model
        self.style = style
        super.init(role: role, width: width, height: height)
        model.events.handler = { [weak self] event in self?.deliver(event) }
        modelDidChange()
    }

    /// Every event from now on, as an `AsyncStream` (ends when the widget is finalized).
    public func eventStream() -> AsyncStream<ControlEvent<Model.Value>> { eventStreams.stream() }

    /// Whether the control takes input; also sets the GTK widget's sensitivity. Default `true`.
    public var isEnabled: Bool {
        get { model.isEnabled }
        set {
            model.isEnabled = newValue
            if let widget { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
            modelDidChange()
        }
    }

    /// One event from the model: ``onEvent``, then the subclass's callbacks and value streams
    /// (``report(_:)``), then the event streams.
    private func deliver(_ event: ControlEvent<Model.Value>) {
        onEvent?(event)
        report(event)
        eventStreams.yield(event)
    }

    // MARK: Hooks for the concrete widgets

    /// Hands `event` to the subclass's own callbacks and to ``valueStreams``.
    func report(_ event: ControlEvent<Model.Value>) {}

    /// The widget was finalized: set the subclass's own callbacks to `nil`.
    func dropCallbacks() {}

    // MARK: ControlWidget hooks

    override func layout(bounds: CGRect) { model.bounds = bounds }
    override func makeDrawing() -> Drawing { model.drawing(style: style, cache: drawingCache) }
    override var modelIsAnimating: Bool { model.isAnimating }
    override func modelAdvance(to time: Double) -> Bool { model.advance(to: time) }
    override var modelIsTracking: Bool { model.isTracking }
    override func cancelTracking() { model.cancelTracking() }
    override func beginTracking(at point: CGPoint, time: Double) -> Bool { model.beginTracking(at: point, time: time) }
    override func continueTracking(at point: CGPoint, time: Double) { model.continueTracking(at: point, time: time) }
    override func endTracking(at point: CGPoint?, time: Double) { model.endTracking(at: point, time: time) }
    override func perform(_ action: AdjustmentAction) { model.perform(action, cause: .key) }
    override func tapGesture(at point: CGPoint, presses: Int) {
        if presses == Model.tapCount { model.tapGesture(at: point) }
    }

    override func widgetWasFinalized() {
        model.events.handler = nil
        onEvent = nil
        dropCallbacks()
        eventStreams.finish()
        valueStreams.finish()
    }
}

/// A ``ModelControlWidget`` whose model reports the value the user sets (`.valueChanged`) and the
/// drags that begin and end (`.editingDidBegin`, `.editingDidEnd`): ``KnobWidget``,
/// ``RangeSliderWidget`` and ``RotatableKnobWidget``. Values come out through ``onValueChanged``
/// and ``valueStream()``, drags through ``onEditingChanged``.
///
/// Use the concrete widgets; this class cannot be created on its own.
public class ValueControlWidget<Model: PointerInput>: ModelControlWidget<Model> {
    /// Called with the new value (the model's ``Detent/ControlModel/currentValue``) whenever the
    /// user changes it: during a drag or once at its end, as `isContinuous` says.
    public var onValueChanged: ((Model.Value) -> Void)?

    /// Called with `true` when a drag begins and `false` when it ends.
    public var onEditingChanged: ((Bool) -> Void)?

    /// Every value the user sets from now on, as an `AsyncStream` (ends when the widget is finalized).
    public func valueStream() -> AsyncStream<Model.Value> { valueStreams.stream() }

    override func report(_ event: ControlEvent<Model.Value>) {
        switch event {
        case .valueChanged(let v):
            onValueChanged?(v)
            valueStreams.yield(v)
        case .editingDidBegin: onEditingChanged?(true)
        case .editingDidEnd: onEditingChanged?(false)
        default: break
        }
    }

    override func dropCallbacks() {
        onValueChanged = nil
        onEditingChanged = nil
    }
}

extension ValueControlWidget where Model: ValueRangeModel {
    /// The lowest value; default 0.
    public var minimumValue: Double {
        get { model.minimumValue }
        set { model.minimumValue = newValue; modelDidChange() }
    }

    /// The highest value; default 1.
    public var maximumValue: Double {
        get { model.maximumValue }
        set { model.maximumValue = newValue; modelDidChange() }
    }

    /// The distance between allowed values; 0 (the default) is continuous.
    public var step: Double {
        get { model.step }
        set { model.step = newValue; modelDidChange() }
    }

    /// Whether value changes are reported during a drag (`true`, the default) or once at its end.
    public var isContinuous: Bool {
        get { model.isContinuous }
        set { model.isContinuous = newValue }
    }
}
