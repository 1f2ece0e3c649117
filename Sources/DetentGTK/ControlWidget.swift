import CGtk
import Detent
import DetentCairo
import Foundation

/// The GTK plumbing the four Detent widgets share: a `GtkDrawingArea` with an accessible role,
/// painted by ``DetentCairo/CairoRenderer`` from the model's `Drawing`, and input forwarded to the
/// model. The widget decides nothing itself; the model does.
///
/// - Drawing: the draw function sets the model's bounds to the allocation, builds the drawing
///   (through a static-layer ``Detent/DrawingCache``) and paints it at the widget's scale factor
///   (HiDPI: static layers are rasterised again when the scale changes).
/// - Input: a `GtkGestureDrag` calls `beginTracking(at:)` / `continueTracking(at:)` /
///   `endTracking(at:)` / `cancelTracking()` with points in widget coordinates (times from the
///   events, in seconds on the frame clock's monotonic base); a `GtkGestureClick` grouped with it
///   calls `tap(at:)` for a click that did not move past GTK's drag threshold and `doubleTap()` for
///   a double click; a `GtkEventControllerScroll` turns each scroll-wheel notch into an increment
///   or decrement; a `GtkEventControllerKey` maps arrows, Page Up/Down and Home/End to
///   ``Detent/AdjustmentAction``s. The widget is focusable, takes focus on press and paints a
///   focus ring around the model's focused accessibility element while focus is visible.
/// - Time: while the model says it is animating, a tick callback on the widget's frame clock
///   calls `advance(to:)` with the frame time and queues a redraw; it stops when the model stops.
/// - Accessibility: the accessible role is given at creation (slider or spin button); label,
///   value, range and value text follow the model's accessibility element after every change.
/// - Tint: the theme's accent colour (`accent_bg_color`, else `accent_color`, else
///   `theme_selected_bg_color`, else system blue) is looked up at every draw; see ``accentColor``.
///
/// Lifetime: the GTK widget owns this object. It is retained into the widget's object data and
/// released when the widget is finalized (for example when its window is destroyed or its parent
/// removes it), at which point ``widget`` becomes `nil`, callbacks are dropped (breaking any cycle
/// through them) and the event streams finish. Keep a Swift reference only to talk to the widget;
/// after finalization its setters change the model alone. A widget never added to a parent stays
/// floating and is never finalized, as in C: add it somewhere or call ``discardIfUnparented()``.
///
/// All members must be used on the main thread, where GTK runs.
@MainActor
public class ControlWidget {
    /// The GTK widget (a `GtkDrawingArea`) to add to a container; `nil` once it was finalized.
    public private(set) var widget: UnsafeMutablePointer<GtkWidget>?

    /// The theme's accent colour as last looked up (at the latest draw); system blue until then
    /// or when the theme defines none.
    public private(set) var accentColor: DrawingColor = .systemBlue

    /// Called once, after the widget was finalized and this object let go of it.
    public var onDestroy: (() -> Void)?

    /// How many times GTK has painted the widget so far (0 until it is first shown).
    public private(set) var paintCount = 0

    /// The renderer painting this widget; it caches static layers for this widget alone.
    let renderer = CairoRenderer()
    /// The static layers the model built last time.
    let drawingCache = DrawingCache()

    private var tickCallbackID: guint = 0
    private var dragStart = CGPoint.zero
    private var clickIsTap = false
    private var clockOffset: Double?
    private var lastAccessibility: AccessibilityElement?
    private var lastBounds = CGRect.null

    /// The key under which the widget's object data holds this object.
    static let objectDataKey = "detent-control-widget"

    /// Creates the drawing area with `role` and a natural size of `width × height` points (each
    /// clamped to 1…Int32.max), wires every controller and hands this object to the widget. GTK
    /// must be initialised (`gtk_init`); before that the host has no widget (``widget`` is `nil`)
    /// and a message says so on standard error.
    init(role: GtkAccessibleRole, width: Int, height: Int) {
        guard gtk_is_initialized() != 0, let area = detent_drawing_area_new(role) else {
            // A programmer error: say so once, and give a host without a widget rather than crash.
            FileHandle.standardError.write(Data("DetentGTK: \(Self.self) created before gtk_init(); it has no widget\n".utf8))
            widget = nil
            return
        }
        widget = area
        let me = Unmanaged.passUnretained(self).toOpaque()
        let drawingArea: UnsafeMutablePointer<GtkDrawingArea> = cast(area.raw)
        gtk_drawing_area_set_content_width(drawingArea, Int32(clamping: max(width, 1)))
        gtk_drawing_area_set_content_height(drawingArea, Int32(clamping: max(height, 1)))
        gtk_widget_set_focusable(area, 1)
        gtk_widget_set_focus_on_click(area, 1)
        gtk_drawing_area_set_draw_func(drawingArea, { _, cr, width, height, data in
            guard let cr, let data else { return }
            MainActor.assumeIsolated {
                Unmanaged<ControlWidget>.fromOpaque(data).takeUnretainedValue()
                    .draw(cr, width: Int(width), height: Int(height))
            }
        }, me, nil)
        connect(area.raw, "resize", gCallback({ _, width, height, data in
            guard let data else { return }
            MainActor.assumeIsolated {
                Unmanaged<ControlWidget>.fromOpaque(data).takeUnretainedValue()
                    .resized(width: Int(width), height: Int(height))
            }
        } as ResizeSignal), me)
        connect(area.raw, "notify::scale-factor", gCallback({ _, _, data in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<ControlWidget>.fromOpaque(data).takeUnretainedValue().queueDraw() }
        } as NotifySignal), me)
        connect(area.raw, "state-flags-changed", gCallback({ _, _, data in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<ControlWidget>.fromOpaque(data).takeUnretainedValue().queueDraw() }
        } as StateFlagsSignal), me)
        connect(area.raw, "direction-changed", gCallback({ _, _, data in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<ControlWidget>.fromOpaque(data).takeUnretainedValue().textDirectionChanged() }
        } as DirectionSignal), me)
        installGestures(on: area, data: me)
        installKeys(on: area, data: me)
        installScrolling(on: area, data: me)

        // The widget owns this object from now on; `releaseControlWidget` lets go at finalize.
        g_object_set_data_full(area.object, Self.objectDataKey, Unmanaged.passRetained(self).toOpaque(), releaseControlWidget)
    }

    // MARK: Hooks for the concrete widgets

    /// Sets the model's bounds.
    func layout(bounds: CGRect) {}
    /// The model's drawing with the current style (and `accentColor` where it tints).
    func makeDrawing() -> Drawing { Drawing(size: .zero, layers: []) }
    /// The model's `isAnimating`.
    var modelIsAnimating: Bool { false }
    /// The model's `advance(to:)`.
    func modelAdvance(to time: Double) -> Bool { false }
    /// The model's `isTracking`.
    var modelIsTracking: Bool { false }
    /// The model's `beginTracking(at:)`.
    func beginTracking(at point: CGPoint, time: Double) -> Bool { false }
    /// The model's `continueTracking(at:)`.
    func continueTracking(at point: CGPoint, time: Double) {}
    /// The model's `endTracking(at:)`.
    func endTracking(at point: CGPoint?, time: Double) {}
    /// The model's `cancelTracking()`.
    func cancelTracking() {}
    /// A click of `presses` presses ended at `point`: the model's tap gesture when it has that many taps.
    func tapGesture(at point: CGPoint, presses: Int) {}
    /// The model's `perform(_:)`.
    func perform(_ action: AdjustmentAction) {}
    /// Keys beyond the adjustments (Tab between thumbs, Return on the wheel); `true` when handled.
    func handleOtherKey(_ keyval: guint, modifiers: GdkModifierType) -> Bool { false }
    /// The accessibility element GTK's accessible shows (the focused one, for two thumbs).
    var currentAccessibilityElement: AccessibilityElement? { nil }
    /// GTK's text direction changed (`isRightToLeft` tells the new one).
    func textDirectionChanged() {}
    /// The widget was finalized: drop callbacks and finish streams.
    func widgetWasFinalized() {}

    // MARK: Shared behaviour

    /// Whether GTK lays this widget out right to left (`gtk_widget_get_direction`).
    public var isRightToLeft: Bool {
        guard let widget else { return false }
        return gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
    }

    /// The natural and minimum size the widget asks for, points. Values below 1 become 1.
    public var contentSize: (width: Int, height: Int) {
        get {
            guard let widget else { return (0, 0) }
            let area: UnsafeMutablePointer<GtkDrawingArea> = cast(widget.raw)
            return (Int(gtk_drawing_area_get_content_width(area)), Int(gtk_drawing_area_get_content_height(area)))
        }
        set {
            guard let widget else { return }
            let area: UnsafeMutablePointer<GtkDrawingArea> = cast(widget.raw)
            gtk_drawing_area_set_content_width(area, Int32(clamping: max(newValue.width, 1)))
            gtk_drawing_area_set_content_height(area, Int32(clamping: max(newValue.height, 1)))
        }
    }

    /// Call after changing the model: repaints, starts the frame clock if the model animates and
    /// refreshes the accessible value. The widgets' own setters call it for you.
    public func modelDidChange() {
        queueDraw()
        startAnimatingIfNeeded()
        updateAccessibility()
    }

    /// Asks GTK to repaint the widget at the next frame.
    public func queueDraw() {
        guard let widget else { return }
        gtk_widget_queue_draw(widget)
    }

    /// For a widget never added to a parent: sinks its floating reference and drops it, which
    /// finalizes the widget and releases this object (see the type's lifetime rules). Does nothing
    /// when the widget has a parent (remove it from its parent instead) or is already gone.
    public func discardIfUnparented() {
        guard let widget, gtk_widget_get_parent(widget) == nil, g_object_is_floating(widget.raw) != 0 else { return }
        g_object_ref_sink(widget.raw)
        g_object_unref(widget.raw)
    }

    /// Whether a tick callback is driving the model's clock right now.
    public var isTicking: Bool { tickCallbackID != 0 }

    private func startAnimatingIfNeeded() {
        guard let widget, tickCallbackID == 0, modelIsAnimating else { return }
        tickCallbackID = gtk_widget_add_tick_callback(widget, { _, clock, data in
            guard let clock, let data else { return 0 }
            let seconds = detent_frame_clock_seconds(clock)
            return MainActor.assumeIsolated {
                Unmanaged<ControlWidget>.fromOpaque(data).takeUnretainedValue().tick(at: seconds) ? 1 : 0
            }
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// One frame: advances the model and repaints; returns whether to keep ticking.
    private func tick(at seconds: Double) -> Bool {
        let running = modelAdvance(to: seconds)
        queueDraw()
        updateAccessibility()
        if !running { tickCallbackID = 0 }
        return running
    }

    private func resized(width: Int, height: Int) {
        let bounds = CGRect(x: 0, y: 0, width: max(width, 0), height: max(height, 0))
        guard bounds != lastBounds else { return }
        lastBounds = bounds
        layout(bounds: bounds)
        updateAccessibility()
    }

    private func draw(_ cr: OpaquePointer, width: Int, height: Int) {
        guard let widget else { return }
        resized(width: width, height: height)
        accentColor = lookUpAccentColor(widget) ?? .systemBlue
        let scale = Double(max(gtk_widget_get_scale_factor(widget), 1))
        renderer.draw(makeDrawing(), in: cr, scale: scale)
        paintCount += 1
        if gtk_widget_has_visible_focus(widget) != 0, let element = currentAccessibilityElement {
            drawFocusRing(cr, around: element.frame, in: CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    /// A 2-point ring in the accent colour, inset so it stays inside the allocation.
    private func drawFocusRing(_ cr: OpaquePointer, around frame: CGRect, in bounds: CGRect) {
        let r = frame.intersection(bounds).insetBy(dx: 1, dy: 1)
        guard !r.isNull, r.width > 2, r.height > 2 else { return }
        let radius = min(6, Double(min(r.width, r.height)) / 2)
        let x = Double(r.minX), y = Double(r.minY), w = Double(r.width), h = Double(r.height)
        cairo_save(cr)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - radius, y + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, x + w - radius, y + h - radius, radius, 0, .pi / 2)
        cairo_arc(cr, x + radius, y + h - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
        cairo_set_source_rgba(cr, accentColor.red, accentColor.green, accentColor.blue, 0.6)
        cairo_set_line_width(cr, 2)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    private func updateAccessibility() {
        guard let widget, let element = currentAccessibilityElement, element != lastAccessibility else { return }
        let old = lastAccessibility
        lastAccessibility = element
        if old?.label != element.label {
            detent_accessible_set_label(widget.accessible, element.label)
        }
        let range = element.numericRange ?? 0...0
        detent_accessible_set_value(widget.accessible, element.numericValue ?? range.lowerBound,
                                    range.lowerBound, range.upperBound, element.value)
    }

    // MARK: Input

    /// Seconds on the frame clock's base for the event being handled: the event's own timestamp
    /// (milliseconds, X server or compositor time) shifted by an offset fixed at the start of each
    /// gesture, so differences between events are exact; the current monotonic time for events
    /// without a timestamp.
    private func eventTime(_ controller: UnsafeMutableRawPointer?, startsGesture: Bool) -> Double {
        let now = Double(g_get_monotonic_time()) / 1e6
        guard let controller else { return now }
        let milliseconds = gtk_event_controller_get_current_event_time(OpaquePointer(controller))
        guard milliseconds != 0 else { return now }
        let t = Double(milliseconds) / 1000
        if startsGesture || clockOffset == nil { clockOffset = now - t }
        return t + (clockOffset ?? 0)
    }

    private func installGestures(on area: UnsafeMutablePointer<GtkWidget>, data me: UnsafeMutableRawPointer) {
        guard let drag = gtk_gesture_drag_new(), let click = gtk_gesture_click_new() else { return }
        let dragRaw = UnsafeMutableRawPointer(drag), clickRaw = UnsafeMutableRawPointer(click)
        connect(dragRaw, "drag-begin", gCallback({ gesture, x, y, data in
            guard let data else { return }
            MainActor.assumeIsolated {
                Unmanaged<ControlWidget>.fromOpaque(data).takeUnretainedValue().dragBegan(gesture, x, y)
            }
        } as DragSignal), me)
        connect(dragRaw, "drag-update", gCallback({ gesture, dx, dy, data in
            guard let data else { return }
            MainActor.assumeIsolated {
                Unmanaged<ControlWidget>.fromOpaque(data).takeUnretainedValue().dragMoved(gesture, dx, dy)
            }
        } as DragSignal), me)
        connect(dragRaw, "drag-end", gCallback({ gesture, dx, dy, data in
            guard let data else { return }
            MainActor.assumeIsolated {
                Unmanaged<ControlWidget>.fromOpaque(data).takeUnretainedValue().dragEnded(gesture, dx, dy)
            }
        } as DragSignal), me)
        connect(dragRaw, "cancel", gCallback({ _, _, data in
            guard let data else { return }
            MainActor.assumeIsolated {
                let host = Unmanaged<ControlWidget>.fromOpaque(data).takeUnretainedValue()
                host.cancelTracking()
                host.modelDidChange()
            }
        } as SequenceSignal), me)
        connect(clickRaw, "pressed", gCallback({ _, _, _, _, data in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<ControlWidget>.fromOpaque(data).takeUnretainedValue().clickIsTap = true }
        } as ClickSignal), me)
        connect(clickRaw, "stopped", gCallback({ _, data in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<ControlWidget>.fromOpaque(data).takeUnretainedValue().clickIsTap = false }
        } as VoidSignal), me)
        connect(clickRaw, "released", gCallback({ gesture, presses, x, y, data in
            guard let data else { return }
            MainActor.assumeIsolated {
                Unmanaged<ControlWidget>.fromOpaque(data).takeUnretainedValue().clickReleased(gesture, Int(presses), x, y)
            }
        } as ClickSignal), me)
        // One group: a claimed sequence stays with both gestures (a drag that began still lets a
        // short click count as a tap).
        gtk_gesture_group(drag, click)
        gtk_widget_add_controller(area, drag)
        gtk_widget_add_controller(area, click)
    }

    private func dragBegan(_ gesture: UnsafeMutableRawPointer?, _ x: Double, _ y: Double) {
        guard let widget else { return }
        if gtk_widget_get_focusable(widget) != 0 { gtk_widget_grab_focus(widget) }
        dragStart = CGPoint(x: x, y: y)
        let began = beginTracking(at: dragStart, time: eventTime(gesture, startsGesture: true))
        if began, let gesture {
            gtk_gesture_set_state(OpaquePointer(gesture), GTK_EVENT_SEQUENCE_CLAIMED)
        }
        modelDidChange()
    }

    private func dragMoved(_ gesture: UnsafeMutableRawPointer?, _ dx: Double, _ dy: Double) {
        guard modelIsTracking else { return }
        continueTracking(at: CGPoint(x: Double(dragStart.x) + dx, y: Double(dragStart.y) + dy),
                         time: eventTime(gesture, startsGesture: false))
        modelDidChange()
    }

    private func dragEnded(_ gesture: UnsafeMutableRawPointer?, _ dx: Double, _ dy: Double) {
        guard modelIsTracking else { return }
        endTracking(at: CGPoint(x: Double(dragStart.x) + dx, y: Double(dragStart.y) + dy),
                    time: eventTime(gesture, startsGesture: false))
        modelDidChange()
    }

    private func clickReleased(_ gesture: UnsafeMutableRawPointer?, _ presses: Int, _ x: Double, _ y: Double) {
        defer { clickIsTap = false }
        guard clickIsTap else { return }
        let point = CGPoint(x: x, y: y)
        // The drag gesture may hear of the release after the click does: end its gesture first,
        // so the model sees the press, the release, then the tap.
        if modelIsTracking { endTracking(at: point, time: eventTime(gesture, startsGesture: false)) }
        tapGesture(at: point, presses: presses)
        modelDidChange()
    }

    private func installKeys(on area: UnsafeMutablePointer<GtkWidget>, data me: UnsafeMutableRawPointer) {
        guard let keys = gtk_event_controller_key_new() else { return }
        connect(UnsafeMutableRawPointer(keys), "key-pressed", gCallback({ _, keyval, _, state, data in
            guard let data else { return 0 }
            return MainActor.assumeIsolated {
                Unmanaged<ControlWidget>.fromOpaque(data).takeUnretainedValue().keyPressed(keyval, state) ? 1 : 0
            }
        } as KeySignal), me)
        gtk_widget_add_controller(area, keys)
    }

    /// A scroll wheel adjusts the control one increment per notch (``AdjustmentAction/scroll(deltaX:deltaY:)``).
    private func installScrolling(on area: UnsafeMutablePointer<GtkWidget>, data me: UnsafeMutableRawPointer) {
        let flags = GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue
                                                  | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue)
        guard let scroll = gtk_event_controller_scroll_new(flags) else { return }
        connect(UnsafeMutableRawPointer(scroll), "scroll", gCallback({ _, dx, dy, data in
            guard let data, let action = AdjustmentAction.scroll(deltaX: dx, deltaY: dy) else { return 0 }
            return MainActor.assumeIsolated {
                let me = Unmanaged<ControlWidget>.fromOpaque(data).takeUnretainedValue()
                me.perform(action)
                me.modelDidChange()
                return 1
            }
        } as ScrollSignal), me)
        gtk_widget_add_controller(area, scroll)
    }

    /// The adjustment a key stands for, if any.
    static func adjustment(for keyval: guint) -> AdjustmentAction? {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up, GDK_KEY_Right, GDK_KEY_KP_Right: return .increment
        case GDK_KEY_Down, GDK_KEY_KP_Down, GDK_KEY_Left, GDK_KEY_KP_Left: return .decrement
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .pageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
        case GDK_KEY_End, GDK_KEY_KP_End: return .end
        default: return nil
        }
    }

    private func keyPressed(_ keyval: guint, _ state: GdkModifierType) -> Bool {
        let handled: Bool
        if let action = Self.adjustment(for: keyval) {
            perform(action)
            handled = true
        } else {
            handled = handleOtherKey(keyval, modifiers: state)
        }
        if handled { modelDidChange() }
        return handled
    }

    // MARK: Lifetime

    fileprivate func finalized() {
        widget = nil
        tickCallbackID = 0
        widgetWasFinalized()
        let notify = onDestroy
        onDestroy = nil
        notify?()
    }
}

/// Releases the ``ControlWidget`` a widget's object data holds (the data's destroy notify, run
/// when the widget is finalized).
private let releaseControlWidget: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
    guard let data else { return }
    let host = Unmanaged<ControlWidget>.fromOpaque(data)
    MainActor.assumeIsolated { host.takeUnretainedValue().finalized() }
    host.release()
}

/// The accent colour `widget`'s theme defines, if any.
@MainActor
func lookUpAccentColor(_ widget: UnsafeMutablePointer<GtkWidget>) -> DrawingColor? {
    var rgba = GdkRGBA()
    guard detent_widget_lookup_accent_color(widget, &rgba) != 0 else { return nil }
    return DrawingColor(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
}

/// Sends every event to the closures and `AsyncStream`s a widget hands out; finishes the streams
/// when the widget goes away.
@MainActor
final class StreamFanOut<Element: Sendable> {
    private var continuations: [AsyncStream<Element>.Continuation] = []

    /// A new stream of every element yielded from now on.
    func stream() -> AsyncStream<Element> {
        var captured: AsyncStream<Element>.Continuation?
        let stream = AsyncStream<Element> { captured = $0 }
        if let captured { continuations.append(captured) }
        return stream
    }

    /// Sends `element` to every live stream, forgetting streams whose reader went away.
    func yield(_ element: Element) {
        guard !continuations.isEmpty else { return }
        continuations.removeAll { continuation in
            if case .terminated = continuation.yield(element) { return true }
            return false
        }
    }

    /// Ends every stream.
    func finish() {
        for continuation in continuations { continuation.finish() }
        continuations.removeAll()
    }
}
