import CDetentGTK
@_spi(Hosting) import Detent
import Foundation

// Input: GTK's gestures and controllers, translated into the core's `ControlInput` values and
// sent to the model (`send(_:)`), each with the modifiers of its own event.
// - A `GtkGestureDrag` sends pointer phases with points in widget coordinates and times from the
//   events (seconds on the frame clock's monotonic base).
// - A `GtkGestureClick`, grouped with the drag, sends a tap of as many presses as the click had,
//   when it did not move past GTK's drag threshold; the model acts on its own count.
// - A `GtkEventControllerKey` sends keys as the core's `KeyCommand`s (adjustments, Tab between the
//   range slider's thumbs, Return on the wheel); a digit opens the value entry and the Menu key the
//   context menu (`HostValueEntry.swift`); keys the model does not use go on to GTK.
// - A `GtkEventControllerScroll` sends each scroll-wheel notch the core's `ScrollRouter` gives the
//   control (`HostScrolling.swift`).
// Nothing here repaints: the model announces what changed and the host observes it.

extension ControlHost {
    /// Adds the drag, click, key, scroll and motion controllers to `area`; `data` is the callbacks' data.
    func installInput(on area: UnsafeMutablePointer<GtkWidget>, data: UnsafeMutableRawPointer) {
        installGestures(on: area, data: data)
        if let keys = gtk_event_controller_key_new() {
            connect(UnsafeMutableRawPointer(keys), "key-pressed", gCallback({ _, keyval, _, state, data in
                withHost(data) { $0.keyPressed(keyval, modifiers: state) } == true ? 1 : 0
            } as KeySignal), data)
            gtk_widget_add_controller(area, keys)
        }
        installScrolling(on: area, data: data)
    }

    private func installGestures(on area: UnsafeMutablePointer<GtkWidget>, data: UnsafeMutableRawPointer) {
        guard let drag = gtk_gesture_drag_new(), let click = gtk_gesture_click_new() else { return }
        let dragRaw = UnsafeMutableRawPointer(drag), clickRaw = UnsafeMutableRawPointer(click)
        connect(dragRaw, "drag-begin", gCallback({ gesture, x, y, data in
            withHost(data) { $0.dragBegan(gesture, x: x, y: y) }
        } as DragSignal), data)
        connect(dragRaw, "drag-update", gCallback({ gesture, dx, dy, data in
            withHost(data) { $0.dragMoved(gesture, dx: dx, dy: dy) }
        } as DragSignal), data)
        connect(dragRaw, "drag-end", gCallback({ gesture, dx, dy, data in
            withHost(data) { $0.dragEnded(gesture, dx: dx, dy: dy) }
        } as DragSignal), data)
        connect(dragRaw, "cancel", gCallback({ _, _, data in
            withHost(data) { $0.dragCancelled() }
        } as SequenceSignal), data)
        connect(clickRaw, "pressed", gCallback({ _, _, _, _, data in
            withHost(data) { $0.clickPressed() }
        } as ClickSignal), data)
        connect(clickRaw, "stopped", gCallback({ _, data in
            withHost(data) { $0.clickStopped() }
        } as VoidSignal), data)
        connect(clickRaw, "released", gCallback({ gesture, presses, x, y, data in
            withHost(data) { $0.clickReleased(gesture, presses: Int(presses), x: x, y: y) }
        } as ClickSignal), data)
        // One group: a claimed sequence stays with both gestures (a drag that began still lets a
        // short click count as a tap).
        gtk_gesture_group(drag, click)
        gtk_widget_add_controller(area, drag)
        gtk_widget_add_controller(area, click)
    }

    /// Seconds on the frame clock's base for the event being handled: the event's own timestamp
    /// (milliseconds, X server or compositor time) shifted by an offset fixed at the start of each
    /// gesture, so differences between events are exact; the current monotonic time for events
    /// without a timestamp.
    private func eventTime(_ controller: UnsafeMutableRawPointer?, startsGesture: Bool = false) -> Double {
        let now = Double(g_get_monotonic_time()) / 1e6
        guard let controller else { return now }
        let milliseconds = gtk_event_controller_get_current_event_time(OpaquePointer(controller))
        guard milliseconds != 0 else { return now }
        let t = Double(milliseconds) / 1000
        if startsGesture || clockOffset == nil { clockOffset = now - t }
        return t + (clockOffset ?? 0)
    }

    /// The modifiers held during the event `controller` is handling (Shift: fine adjustment).
    func modifiers(_ controller: UnsafeMutableRawPointer?) -> InputModifiers {
        guard let controller else { return [] }
        return InputModifiers(gdkState: gtk_event_controller_get_current_event_state(OpaquePointer(controller)))
    }

    /// What GTK reported to one of the widget's controllers, as the host reads it.
    enum GTKInput {
        /// `drag-begin` at a point in widget coordinates.
        case dragBegan(CGPoint)
        /// `drag-update`, the drag now at a point.
        case dragMoved(CGPoint)
        /// `drag-end`, or a click's release while a drag is under way, at a point.
        case dragEnded(CGPoint)
        /// The drag gesture's `cancel`.
        case dragCancelled
        /// A click of `presses` presses released at a point without passing the drag threshold.
        case click(presses: Int, at: CGPoint)
        /// A key press the core knows, with the event's modifier state.
        case key(KeyCommand, GdkModifierType)
        /// A scroll-wheel notch the router gave the control.
        case scroll(dx: Double, dy: Double)
    }

    /// The core's input for what `controller` reported: the one place GTK's events become
    /// `ControlInput`s, each with its time on the frame clock's base and its own modifiers.
    func controlInput(for input: GTKInput, from controller: UnsafeMutableRawPointer?) -> ControlInput {
        switch input {
        case .dragBegan(let point):
            return .pointer(.began, at: point, time: eventTime(controller, startsGesture: true),
                            modifiers: modifiers(controller))
        case .dragMoved(let point):
            return .pointer(.moved, at: point, time: eventTime(controller), modifiers: modifiers(controller))
        case .dragEnded(let point):
            return .pointer(.ended, at: point, time: eventTime(controller), modifiers: modifiers(controller))
        case .dragCancelled:
            return .pointer(.cancelled, at: nil)
        case .click(let presses, let point):
            return .tap(at: point, count: presses, time: eventTime(controller))
        case .key(let command, let state):
            return .key(command, modifiers: InputModifiers(gdkState: state))
        case .scroll(let dx, let dy):
            return .scroll(deltaX: dx, deltaY: dy, modifiers: modifiers(controller))
        }
    }

    /// Sends what `controller` reported to the model; returns the model's answer.
    @discardableResult
    func send(_ input: GTKInput, from controller: UnsafeMutableRawPointer?) -> Bool {
        model.send(controlInput(for: input, from: controller))
    }

    func dragBegan(_ gesture: UnsafeMutableRawPointer?, x: Double, y: Double) {
        guard let widget else { return }
        if gtk_widget_get_focusable(widget) != 0 { gtk_widget_grab_focus(widget) }
        dragStart = CGPoint(x: x, y: y)
        if send(.dragBegan(dragStart), from: gesture), let gesture {
            gtk_gesture_set_state(OpaquePointer(gesture), GTK_EVENT_SEQUENCE_CLAIMED)
        }
    }

    /// The drag's point `dx, dy` from where it began.
    private func dragPoint(_ dx: Double, _ dy: Double) -> CGPoint {
        CGPoint(x: Double(dragStart.x) + dx, y: Double(dragStart.y) + dy)
    }

    func dragMoved(_ gesture: UnsafeMutableRawPointer?, dx: Double, dy: Double) {
        guard model.isTracking else { return }
        send(.dragMoved(dragPoint(dx, dy)), from: gesture)
    }

    func dragEnded(_ gesture: UnsafeMutableRawPointer?, dx: Double, dy: Double) {
        guard model.isTracking else { return }
        send(.dragEnded(dragPoint(dx, dy)), from: gesture)
    }

    func dragCancelled() { send(.dragCancelled, from: nil) }

    func clickPressed() { clickIsTap = true }

    /// GTK gave up on the click (the pointer moved past the drag threshold): no tap.
    func clickStopped() { clickIsTap = false }

    func clickReleased(_ gesture: UnsafeMutableRawPointer?, presses: Int, x: Double, y: Double) {
        defer { clickIsTap = false }
        guard clickIsTap else { return }
        let point = CGPoint(x: x, y: y)
        // The drag gesture may hear of the release after the click does: end its gesture first,
        // so the model sees the press, the release, then the tap.
        if model.isTracking { send(.dragEnded(point), from: gesture) }
        send(.click(presses: presses, at: point), from: gesture)
    }

    /// A key press: the Menu key and Shift+F10 show the context menu, the core's keys go to the
    /// model, and a character that begins a number opens the value entry with it.
    func keyPressed(_ keyval: guint, modifiers: GdkModifierType) -> Bool {
        if Self.asksForContextMenu(keyval, modifiers: modifiers) { return showContextMenuInTheMiddle() }
        if let command = KeyCommand(keyval: keyval, modifiers: modifiers) {
            return send(.key(command, modifiers), from: nil)
        }
        let control = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
        guard modifiers.rawValue & control == 0, let text = entryText(forKey: keyval) else { return false }
        return showValueEntry(startingWith: text)
    }
}

extension KeyCommand {
    /// The command GTK's `keyval` with `modifiers` stands for, if any (keypad keys too).
    init?(keyval: guint, modifiers: GdkModifierType) {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: self = .navigate(.up)
        case GDK_KEY_Down, GDK_KEY_KP_Down: self = .navigate(.down)
        case GDK_KEY_Right, GDK_KEY_KP_Right: self = .navigate(.right)
        case GDK_KEY_Left, GDK_KEY_KP_Left: self = .navigate(.left)
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: self = .navigate(.pageUp)
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: self = .navigate(.pageDown)
        case GDK_KEY_Home, GDK_KEY_KP_Home: self = .navigate(.home)
        case GDK_KEY_End, GDK_KEY_KP_End: self = .navigate(.end)
        case GDK_KEY_Tab, GDK_KEY_KP_Tab:
            self = .moveFocus(forward: modifiers.rawValue & GDK_SHIFT_MASK.rawValue == 0)
        case GDK_KEY_ISO_Left_Tab: self = .moveFocus(forward: false)
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space: self = .activate
        default: return nil
        }
    }
}

extension InputModifiers {
    /// The modifiers GTK's event `state` holds (`InputModifiers.init(shift:)`).
    init(gdkState state: GdkModifierType) {
        self.init(shift: state.rawValue & GDK_SHIFT_MASK.rawValue != 0)
    }
}
