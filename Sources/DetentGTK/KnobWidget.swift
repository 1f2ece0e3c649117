import CGtk
import Detent
import Foundation

/// The circular slider of seeds 000 and 004 as a GTK 4 widget: a ``Detent/KnobModel`` hosted by
/// ``ControlWidget`` (drag, keys, focus, frame-clock animation, accessible slider, HiDPI).
///
/// Properties carry the model's names and rules (see ``Detent/KnobModel``); setting one repaints.
/// The tint follows the theme's accent colour unless ``tintColor`` is set. Values come out through
/// ``onEvent``, ``onValueChanged``, ``onEditingChanged``, ``eventStream()`` and ``valueStream()``.
///
/// ```swift
/// let knob = KnobWidget()
/// knob.lineWidth = 4
/// knob.onValueChanged = { print($0) }
/// gtk_box_append(box, knob.widget)
/// ```
public final class KnobWidget: ControlWidget {
    /// The headless model. Change it through the widget's properties, or call
    /// ``ControlWidget/modelDidChange()`` after changing it directly.
    public let model: KnobModel

    /// The look; `style.tintColor` is replaced by ``tintColor`` or the accent colour when drawn.
    /// Default: the seed's look.
    public var style = KnobStyle() { didSet { modelDidChange() } }

    /// The colour of track and pointer; `nil` (the default) follows the theme's accent colour.
    public var tintColor: Color? { didSet { modelDidChange() } }

    /// The colour the knob is painted with now: ``tintColor``, else the accent colour.
    public var effectiveTintColor: Color { tintColor ?? accentColor }

    /// Called with every event the model sends (value changed, editing began and ended, detents).
    public var onEvent: ((ControlEvent<Double>) -> Void)?
    /// Called with the new value whenever the user changes it (per `isContinuous`).
    public var onValueChanged: ((Double) -> Void)?
    /// Called with `true` when a drag begins and `false` when it ends.
    public var onEditingChanged: ((Bool) -> Void)?

    private let eventStreams = StreamFanOut<ControlEvent<Double>>()
    private let valueStreams = StreamFanOut<Double>()

    /// Creates a knob with the seed's defaults and a natural size of `size` points (default 150,
    /// clamped to at least 1).
    public init(size: Int = 150) {
        model = KnobModel()
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

    /// The value, in `minimumValue…maximumValue`; setting it sends no event. Default 0.
    public var value: Double {
        get { model.value }
        set { model.value = newValue; modelDidChange() }
    }

    /// Sets the value; `animated` turns the pointer along the track over 0.25 s on the frame clock.
    public func setValue(_ value: Double, animated: Bool) {
        model.setValue(value, animated: animated)
        modelDidChange()
    }

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

    /// The value a double click restores; `nil` (the default) disables it.
    public var defaultValue: Double? {
        get { model.defaultValue }
        set { model.defaultValue = newValue; modelDidChange() }
    }

    /// Whether value changes are reported during a drag (`true`, the default) or once at its end.
    public var isContinuous: Bool {
        get { model.isContinuous }
        set { model.isContinuous = newValue }
    }

    /// Whether the knob takes input; also sets the GTK widget's sensitivity. Default `true`.
    public var isEnabled: Bool {
        get { model.isEnabled }
        set {
            model.isEnabled = newValue
            if let widget { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
            modelDidChange()
        }
    }

    /// The angle of the minimum value, radians; default −11π/8.
    public var startAngle: Double {
        get { model.startAngle }
        set { model.startAngle = newValue; modelDidChange() }
    }

    /// The angle of the maximum value, radians; default 3π/8.
    public var endAngle: Double {
        get { model.endAngle }
        set { model.endAngle = newValue; modelDidChange() }
    }

    /// The stroke width of track and pointer, points; default 2.
    public var lineWidth: Double {
        get { model.lineWidth }
        set { model.lineWidth = newValue; modelDidChange() }
    }

    /// The pointer's length, points; default 6.
    public var pointerLength: Double {
        get { model.pointerLength }
        set { model.pointerLength = newValue; modelDidChange() }
    }

    /// How a drag changes the value; default `.absolute` (the seed).
    public var interactionMode: KnobInteractionMode {
        get { model.interactionMode }
        set { model.interactionMode = newValue }
    }

    /// Finer relative drags far from the centre; default `false`.
    public var isFineAdjustmentEnabled: Bool {
        get { model.isFineAdjustmentEnabled }
        set { model.isFineAdjustmentEnabled = newValue }
    }

    /// Drags begin only on the pointer; default `false`.
    public var beginsOnPointerOnly: Bool {
        get { model.beginsOnPointerOnly }
        set { model.beginsOnPointerOnly = newValue }
    }

    /// The name assistive technology reads; default "Knob".
    public var accessibilityLabel: String {
        get { model.accessibilityLabel }
        set { model.accessibilityLabel = newValue; modelDidChange() }
    }

    /// Turns a value into the text read out and shown by the centre label; `nil` uses the model's.
    public var valueFormatter: (@Sendable (Double) -> String)? {
        get { model.valueFormatter }
        set { model.valueFormatter = newValue; modelDidChange() }
    }

    /// The value as text, through `valueFormatter`.
    public var valueText: String { model.valueText }

    // MARK: ControlWidget hooks

    override func layout(bounds: CGRect) { model.bounds = bounds }

    override func makeDrawing() -> Drawing {
        var look = style
        look.tintColor = effectiveTintColor
        return model.drawing(style: look, cache: drawingCache)
    }

    override var modelIsAnimating: Bool { model.isAnimating }
    override func modelAdvance(to time: Double) -> Bool { model.advance(to: time) }
    override var modelIsTracking: Bool { model.isTracking }
    override func beginTracking(at point: CGPoint, time: Double) -> Bool { model.beginTracking(at: point) }
    override func continueTracking(at point: CGPoint, time: Double) { model.continueTracking(at: point) }
    override func endTracking(at point: CGPoint?, time: Double) { model.endTracking(at: point) }
    override func cancelTracking() { model.cancelTracking() }
    override func doubleTap() { model.doubleTap() }
    override func perform(_ action: AdjustmentAction) { model.perform(action) }
    override var currentAccessibilityElement: AccessibilityElement? { model.accessibilityElement }

    override func widgetWasFinalized() {
        model.events.handler = nil
        onEvent = nil
        onValueChanged = nil
        onEditingChanged = nil
        eventStreams.finish()
        valueStreams.finish()
    }
}
