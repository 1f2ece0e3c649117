import CDetentGTK
@_spi(Hosting) import Detent
import Foundation

/// A Detent control as a GTK 4 widget: ``KnobWidget``, ``FaderWidget``, ``RangeSliderWidget``,
/// ``MultiSliderWidget``, ``XYPadWidget``, ``RotaryWheelWidget``, ``RotatableKnobWidget``. Each is composed of one ``ControlHost`` that
/// shows its ``model`` in a `DetentControlArea` (a `GtkDrawingArea` subclass whose `snapshot`
/// composes GSK render nodes), and everything here is written once for all of them.
///
/// Every property of the model is a property of the widget by the same name (dynamic member
/// lookup): `knob.lineWidth = 4` sets `knob.model.lineWidth`. Setting any model property, through
/// the widget or on ``model`` directly, repaints the widget, because the host observes the
/// model's changes rather than the widget's setters.
///
/// The widget decides nothing: input (drags, clicks, keys with cause `.key`, scroll-wheel notches
/// with cause `.scroll` where the core's `ScrollRouter` gives them to the control rather than to
/// a scrolled window around it), time (the frame clock, while the model animates) and the platform's
/// environment (the theme's accent colour as tint, sensitivity, text direction, dark and
/// high-contrast themes, animations, text scale) go to the model; the model's drawing, accessible
/// description and events come back.
///
/// Lifetime: the GTK widget owns the host. When GTK finalizes the widget (its window is
/// destroyed, its parent removes it, or ``discardIfUnparented()``), ``widget`` becomes `nil`,
/// callbacks are dropped (breaking any cycle through them) and the streams finish. Keep a Swift
/// reference to the widget object only to talk to it; after finalization its members change the
/// model alone. A widget never added to a parent stays floating and is never finalized, as in C.
///
/// All members must be used on the main thread, where GTK runs, after `gtk_init()`.
@MainActor
@dynamicMemberLookup
public protocol ControlWidget: AnyObject {
    /// The headless model the widget shows.
    associatedtype Model: ControlModel

    /// The GTK host this widget is composed of (model, drawing area, input, clock, accessible,
    /// lifetime). It has no public members; use the widget's.
    var host: ControlHost<Model> { get }
}

@MainActor
extension ControlWidget {
    /// The GTK widget (a `DetentControlArea`, a `GtkDrawingArea` subclass) to add to a container; `nil` before `gtk_init()` and
    /// once it was finalized.
    public var widget: UnsafeMutablePointer<GtkWidget>? { host.widget }

    /// The headless model. Change it directly or through the widget's members of the same names;
    /// either way the widget repaints. Its `environment` is GTK's: the host overwrites it when
    /// GTK's changes.
    public var model: Model { host.model }

    /// The look the model is drawn with (the control's style: `KnobStyle`, `FaderStyle`,
    /// `RangeSliderStyle`…); setting it repaints.
    /// Default: the style type's own default (`KnobStyle()` and so on).
    public var style: Model.Style {
        get { host.style }
        set { host.style = newValue }
    }

    /// A look of your own, drawn instead of Detent's (``style`` then no longer applies); `nil`
    /// (the default) for Detent's look. Drags, clicks, keys, scrolling, the accessible and the
    /// signals stay the control's, and animated changes animate it; setting it repaints. See
    /// `ControlLook`.
    public var look: ControlLook? {
        get { host.model.look }
        set { host.model.look = newValue }
    }

    /// The model's property at `keyPath`, read and written through the widget
    /// (`knob.lineWidth = 4`).
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<Model, T>) -> T {
        get { host.model[keyPath: keyPath] }
        set { host.model[keyPath: keyPath] = newValue }
    }

    /// The model's read-only property at `keyPath` (`knob.valueText`, `wheel.selectedIndex`).
    public subscript<T>(dynamicMember keyPath: KeyPath<Model, T>) -> T {
        host.model[keyPath: keyPath]
    }

    // MARK: Output

    /// Called with every event the model sends, whatever caused it (values or selections,
    /// editing began and ended, primary actions, detents). Default `nil`. The model's own
    /// `events.handler` stays yours: setting it does not displace this.
    public var onEvent: ((ControlEvent<Model.Value>) -> Void)? {
        get { host.onEvent }
        set { host.onEvent = newValue }
    }

    /// Called with `true` when a drag begins and `false` when it ends or is cancelled. Default `nil`.
    public var onEditingChanged: ((Bool) -> Void)? {
        get { host.onEditingChanged }
        set { host.onEditingChanged = newValue }
    }

    /// Every event from now on, as an `AsyncStream` (ends when the widget is finalized).
    public func eventStream() -> AsyncStream<ControlEvent<Model.Value>> { host.eventStreams.stream() }

    // MARK: GTK

    /// Whether the control takes input: the GTK widget's sensitivity, which the model's
    /// environment (and so its `isEnabled` and dimmed look) follows; an insensitive parent
    /// disables it too. Default `true`.
    public var isEnabled: Bool {
        get { host.isEnabled }
        set { host.isEnabled = newValue }
    }

    /// The theme's accent colour as last read (at the latest draw or change of GTK's state);
    /// system blue until then and when the theme defines none.
    public var accentColor: DrawingColor { host.accentColor }

    /// The size the program gives the widget, points: the natural and minimum size it asks GTK
    /// for. Values below 1 become 1; `(0, 0)` without a widget. A range slider asks for at least
    /// its model's natural thickness across its axis (31 points plus its label bands, which grow
    /// with GTK's text scale) and asks again whenever that changes; the knobs and the wheel ask
    /// for this size at every text scale.
    public var contentSize: (width: Int, height: Int) {
        get { host.contentSize }
        set { host.contentSize = newValue }
    }

    /// Asks GTK to repaint the widget at the next frame. Changes to the model do this themselves;
    /// it is for what the model does not know (an image the style names was replaced).
    public func queueDraw() { host.queueDraw() }

    /// How many times GTK has painted the widget so far (0 until it is first shown).
    public var paintCount: Int { host.paintCount }

    /// Whether a frame-clock tick callback is driving the model's animation right now.
    public var isTicking: Bool { host.tickCallbackID != 0 }

    /// Called once, after the widget was finalized and the host let go of it. Default `nil`.
    public var onDestroy: (() -> Void)? {
        get { host.onDestroy }
        set { host.onDestroy = newValue }
    }

    /// For a widget never added to a parent: sinks its floating reference and drops it, which
    /// finalizes the widget and releases its host. Does nothing when the widget has a parent
    /// (remove it from its parent instead) or is already gone.
    public func discardIfUnparented() { host.discardIfUnparented() }
}

/// A ``ControlWidget`` whose model reports the value the user sets (`.valueChanged`):
/// every control but ``RotaryWheelWidget`` (whose user picks a sector).
@MainActor
public protocol ValueControlWidget: ControlWidget {}

/// The name ``ControlWidget/layoutDirection`` had when only the mirroring widgets offered it.
@available(*, deprecated, renamed: "ControlWidget")
public typealias MirroredControlWidget = ControlWidget

@MainActor
extension ControlWidget {
    /// GTK's text direction for this widget (`gtk_widget_set_direction`), which the model's
    /// environment follows. A horizontal track (a fader's, a slider's, an XY pad's x axis) reads
    /// in it: right to left puts the minimum on the right. The dials and the wheel turn the same
    /// way in every language, so it changes nothing they draw. `nil` (the default) takes GTK's
    /// default direction (the locale's).
    public var layoutDirection: ReadingDirection? {
        get { host.textDirection }
        set { host.textDirection = newValue }
    }

    /// Sets the control's default (`defaultValue`, the sliders' `defaultValues`) as the program
    /// does, turning there on the frame clock when `animated`, and sends no event; returns whether
    /// the control has a default. See `ControlModel.reset(animated:)`.
    @discardableResult
    public func reset(animated: Bool) -> Bool { model.reset(animated: animated) }

    /// The value as one text, as assistive technology reads it; see `ControlModel.valueText`.
    /// Declared here so the sliders' and the pad's `valueText(for:)` leave it reachable.
    public var valueText: String { model.valueText }

    /// Adjusts the value as a key would; see `ControlModel.perform(_:cause:)`.
    @discardableResult
    public func perform(_ action: AdjustmentAction, cause: EventCause = .key) -> Bool {
        model.perform(action, cause: cause)
    }

    /// Sets a value typed as text; see `ControlModel.enterValue(_:)`.
    @discardableResult
    public func enterValue(_ text: String) throws -> Bool { try model.enterValue(text) }

    /// Sets a value from outside (automation, MIDI); see `ControlModel.setValueFromOutside(_:animated:)`.
    @discardableResult
    public func setValueFromOutside(_ value: Model.Value, animated: Bool = false) -> Bool {
        model.setValueFromOutside(value, animated: animated)
    }

    /// Applies several settings with one repaint; see `ControlModel.configure(_:)`.
    public func configure(_ body: (Model) -> Void) { model.configure(body) }

    /// Shows the value entry, a popover with a `GtkEntry` holding the value as the model's
    /// `valueFormat` writes it (`ControlModel.entryText`), selected; Return applies what is typed
    /// (`ControlModel.enterValue(_:)`: one edit, cause `.typedEntry`) or says under the entry why
    /// it is no value; Escape closes it and changes nothing. The context menu's "Enter Value…" and
    /// a digit typed while the control has focus open it too. Returns whether it is shown: not for
    /// the wheel (no typed value), a disabled control, or one without a widget.
    @discardableResult
    public func showValueEntry() -> Bool { host.showValueEntry(startingWith: nil) }

    /// Shows the context menu ("Reset to Default" where a default is set, "Enter Value…" where
    /// the control takes typed values, in the user's language), as a right click, a long press,
    /// the Menu key or Shift+F10 does, pointing at the widget's middle. Returns whether it is
    /// shown: not when no item applies (a disabled control, a wheel).
    @discardableResult
    public func showContextMenu() -> Bool { host.showContextMenuInTheMiddle() }
}

extension ControlWidget where Model.Value == Double {
    /// Sets the knob's value (a rotatable knob's is normalised, 0…1); `animated` turns it over
    /// 0.25 s on the frame clock (a jump when the user asked GTK for no animations). Sends no
    /// event. See `ControlModel.setCurrentValue(_:animated:)`.
    public func setValue(_ value: Double, animated: Bool) {
        model.setCurrentValue(value, animated: animated)
    }
}

@MainActor
extension ValueControlWidget {
    /// Called with the new value (the model's `currentValue`) whenever the user changes it:
    /// during a drag or once at its end, as `isContinuous` says; by a key, a scroll-wheel notch, a
    /// tap or a double click. Programmatic changes send nothing. Default `nil`.
    public var onValueChanged: ((Model.Value) -> Void)? {
        get { host.onValueChanged }
        set { host.onValueChanged = newValue }
    }

    /// Every value the user sets from now on, as an `AsyncStream` (ends when the widget is finalized).
    public func valueStream() -> AsyncStream<Model.Value> { host.valueStreams.stream() }
}
