import CGtk
import Detent
import Foundation

/// The circular slider of the original knob tutorials as a GTK 4 widget: a ``Detent/KnobModel`` hosted by
/// ``ControlWidget`` (drag, keys, focus, frame-clock animation, accessible slider, HiDPI).
///
/// Properties carry the model's names and rules (see ``Detent/KnobModel``); setting one repaints.
/// The look is ``ModelControlWidget/style``, a ``Detent/KnobStyle`` (default: the original tutorial's look).
/// The tint follows the theme's accent colour unless ``tintColor`` is set. Values come out through
/// ``ModelControlWidget/onEvent``, ``ValueControlWidget/onValueChanged``,
/// ``ValueControlWidget/onEditingChanged``, ``ModelControlWidget/eventStream()`` and
/// ``ValueControlWidget/valueStream()``.
///
/// ```swift
/// let knob = KnobWidget()
/// knob.lineWidth = 4
/// knob.onValueChanged = { print($0) }
/// gtk_box_append(box, knob.widget)
/// ```
public final class KnobWidget: ValueControlWidget<KnobModel> {
    /// The colour of track and pointer; `nil` (the default) follows the theme's accent colour.
    /// It replaces ``ModelControlWidget/style``'s `tintColor` when the knob is drawn.
    public var tintColor: DrawingColor? { didSet { modelDidChange() } }

    /// The colour the knob is painted with now: ``tintColor``, else the accent colour.
    public var effectiveTintColor: DrawingColor { tintColor ?? accentColor }

    /// Creates a knob with the original tutorial's defaults and a natural size of `size` points (default 150,
    /// clamped to at least 1).
    public init(size: Int = 150) {
        super.init(model: KnobModel(), style: KnobStyle(), width: size, height: size)
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

    /// The value a double click restores; `nil` (the default) disables it.
    public var defaultValue: Double? {
        get { model.defaultValue }
        set { model.defaultValue = newValue; modelDidChange() }
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

    /// How a drag changes the value; default `.absolute` (the original tutorial).
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

    override func makeDrawing() -> Drawing {
        var look = style
        look.tintColor = look.tintColor ?? effectiveTintColor
        return model.drawing(style: look, cache: drawingCache)
    }

    override var currentAccessibilityElement: AccessibilityElement? { model.accessibilityElement }
}
