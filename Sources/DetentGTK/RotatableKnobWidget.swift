import CGtk
import Detent
import Foundation

/// The image knob of seed 003 as a GTK 4 widget: a ``Detent/RotatableKnobModel`` (turned by
/// panning across 0–270°, value 0…1, double click restores ``defaultValue``) hosted by
/// ``ControlWidget``.
///
/// Values come out through ``onEvent``, ``onValueChanged``, ``eventStream()`` and ``valueStream()``.
public final class RotatableKnobWidget: ControlWidget {
    /// The headless model. Change it through the widget's properties, or call
    /// ``ControlWidget/modelDidChange()`` after changing it directly.
    public let model: RotatableKnobModel

    /// The look: the drawn knob image and its scale. Default: Detent's own knob.
    public var style = RotatableKnobStyle() { didSet { modelDidChange() } }

    /// Called with every event the model sends.
    public var onEvent: ((ControlEvent<Double>) -> Void)?
    /// Called with the new normalised value whenever the user changes it.
    public var onValueChanged: ((Double) -> Void)?
    /// Called with `true` when a pan begins and `false` when it ends.
    public var onEditingChanged: ((Bool) -> Void)?

    private let eventStreams = StreamFanOut<ControlEvent<Double>>()
    private let valueStreams = StreamFanOut<Double>()

    /// Creates a knob at value 0 with a natural size of `size` points (default 150, at least 1).
    public init(size: Int = 150) {
        model = RotatableKnobModel()
        super.init(role: GTK_ACCESSIBLE_ROLE_SLIDER, width: size, height: size)
        model.events.handler = { [weak self] event in self?.deliver(event) }
        modelDidChange()
    }

    /// Every event from now on, as an `AsyncStream` (ends when the widget is finalized).
    public func eventStream() -> AsyncStream<ControlEvent<Double>> { eventStreams.stream() }

    /// Every value the user sets from now on, as an `AsyncStream` (ends when the widget is finalized).
    public func valueStream() -> AsyncStream<Double> { valueStreams.stream() }

    private func deliver(_ event: ControlEvent<Double>) {
        onEvent?(event)
        switch event {
        case .valueChanged(let v):
            onValueChanged?(v)
            valueStreams.yield(v)
        case .editingDidBegin: onEditingChanged?(true)
        case .editingDidEnd: onEditingChanged?(false)
        default: break
        }
        eventStreams.yield(event)
    }

    // MARK: The model's properties

    /// The normalised value, 0…1; setting it sends no event. Default 0.
    public var value: Double {
        get { model.value }
        set { model.value = newValue; modelDidChange() }
    }

    /// Sets the normalised value, optionally animated (0.25 s on the frame clock).
    public func setValue(_ value: Double, animated: Bool) {
        model.setValue(value, animated: animated)
        modelDidChange()
    }

    /// The normalised value a double click restores; `nil` (the default) disables it.
    public var defaultValue: Double? {
        get { model.defaultValue }
        set { model.defaultValue = newValue }
    }

    /// The value as the seed's demo shows it, 0–100.
    public var level: Int { model.level }

    /// The turn from value 0 to value 1, radians; default 3π/2.
    public var sweepAngle: Double {
        get { model.sweepAngle }
        set { model.sweepAngle = newValue; modelDidChange() }
    }

    /// Radians turned per point of pan; default π/180.
    public var sensitivity: Double {
        get { model.sensitivity }
        set { model.sensitivity = newValue }
    }

    /// The distance between allowed values (normalised); 0 (the default) is continuous.
    public var step: Double {
        get { model.knob.step }
        set { model.knob.step = newValue; modelDidChange() }
    }

    /// Whether value changes are reported during a pan (`true`, the default) or once at its end.
    public var isContinuous: Bool {
        get { model.knob.isContinuous }
        set { model.knob.isContinuous = newValue }
    }

    /// Whether the knob takes input; also sets the GTK widget's sensitivity. Default `true`.
    public var isEnabled: Bool {
        get { model.knob.isEnabled }
        set {
            model.knob.isEnabled = newValue
            if let widget { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
            modelDidChange()
        }
    }

    /// The name assistive technology reads; default "Level".
    public var accessibilityLabel: String {
        get { model.knob.accessibilityLabel }
        set { model.knob.accessibilityLabel = newValue; modelDidChange() }
    }

    // MARK: ControlWidget hooks

    override func layout(bounds: CGRect) { model.bounds = bounds }
    override func makeDrawing() -> Drawing { model.drawing(style: style, cache: drawingCache) }
    override var modelIsAnimating: Bool { model.knob.isAnimating }
    override func modelAdvance(to time: Double) -> Bool { model.advance(to: time) }
    override var modelIsTracking: Bool { model.knob.isTracking }
    override func beginTracking(at point: CGPoint, time: Double) -> Bool { model.beginTracking(at: point) }
    override func continueTracking(at point: CGPoint, time: Double) { model.continueTracking(at: point) }
    override func endTracking(at point: CGPoint?, time: Double) { model.endTracking(at: point) }
    override func cancelTracking() { model.cancelTracking() }
    override func doubleTap() { model.doubleTap() }
    override func perform(_ action: AdjustmentAction) { model.perform(action) }
    override var currentAccessibilityElement: AccessibilityElement? { model.knob.accessibilityElement }

    override func widgetWasFinalized() {
        model.events.handler = nil
        onEvent = nil
        onValueChanged = nil
        onEditingChanged = nil
        eventStreams.finish()
        valueStreams.finish()
    }
}
