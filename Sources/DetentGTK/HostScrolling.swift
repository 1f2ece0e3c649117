import CDetentGTK
@_spi(Hosting) import Detent
import Foundation

// Scroll-wheel routing. Whether a scroll event adjusts the control under the pointer or scrolls
// the page around it is the core's `ScrollRouter`; GTK's side only feeds it the facts of each
// event, once per event:
// - its time: its own timestamp on one clock for motion and scroll (`EventClock`), so a burst
//   keeps its rhythm even when the main loop handles its events late;
// - whether the pointer is over a control: the control that has the pointer, as GTK's crossing
//   events say (GTK sends a scroll event to the widget under the pointer, and when a scrolling
//   page slides a control under a still pointer, GTK sends it an enter);
// - whether that control has keyboard focus;
// - since when the pointer has rested on that control (a `GtkEventControllerMotion` feeding the
//   core's `PointerRest`: only the pointer's own movement counts, so a control that slid under a
//   still pointer is not rested on until the pointer moves).
// One router sees a page's every event: the first control mapped inside a `GtkScrolledWindow`
// gives that scrolled window a `ScrollRouting` with a capture-phase scroll controller, which
// routes each event before any control hears of it. A control then only applies the answer: on
// `.control` it adjusts and claims the event; on `.page` it lets the event go on to the scrolled
// window, which scrolls. A control outside any scrolled window routes its own events with a
// router of its own.

/// The core's `ScrollRouter` for one scrolled page (a `GtkScrolledWindow`) or for one control
/// outside any, with the control the pointer is over and the answer it gave for the event being
/// dispatched.
@MainActor
final class ScrollRouting {
    private var router = ScrollRouter()
    /// The event routed last, by address and timestamp (GTK hands the same event to every
    /// controller along its way), and where it goes.
    private var last: (event: OpaquePointer, timestamp: UInt32, target: ScrollTarget)?
    /// The page's control the pointer is over, as the controls' crossing events said last.
    weak var hoveredControl: (any HostCallbacks)?

    /// Routes `event` over `control` (`nil`: over no control).
    func route(_ event: OpaquePointer, over control: (any HostCallbacks)?) -> ScrollTarget {
        let target = router.route(at: EventClock.seconds(of: event), overControl: control != nil,
                                  controlIsFocused: control?.hasFocus ?? false,
                                  pointerRestingSince: control?.pointerRestingSince)
        last = (event, gdk_event_get_time(event), target)
        return target
    }

    /// Where `event` goes, if it was routed already (by its page, before it reached the control).
    func target(of event: OpaquePointer) -> ScrollTarget? {
        guard let last, last.event == event, last.timestamp == gdk_event_get_time(event) else { return nil }
        return last.target
    }

    /// The routing of the scrolled window `widget` lies in (the nearest), installed the first
    /// time a control asks; `nil` outside any scrolled window.
    static func page(around widget: UnsafeMutablePointer<GtkWidget>) -> ScrollRouting? {
        guard let page = gtk_widget_get_ancestor(widget, detent_scrolled_window_type()) else { return nil }
        if let data = g_object_get_data(page.object, pageDataKey) {
            return Unmanaged<ScrollRouting>.fromOpaque(data).takeUnretainedValue()
        }
        let routing = ScrollRouting()
        // The scrolled window owns its routing, as a widget owns its host.
        let data = Unmanaged.passRetained(routing).toOpaque()
        g_object_set_data_full(page.object, pageDataKey, data) { data in
            guard let data else { return }
            Unmanaged<ScrollRouting>.fromOpaque(data).release()
        }
        // Capture phase, added after the scrolled window's own controllers (GTK runs a widget's
        // latest controller first): it sees every event of the page before anything claims it.
        guard let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES) else { return routing }
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        connect(UnsafeMutableRawPointer(controller), "scroll", gCallback({ controller, _, _, data in
            guard let controller, let data else { return 0 }
            MainActor.assumeIsolated {
                let routing = Unmanaged<ScrollRouting>.fromOpaque(data).takeUnretainedValue()
                if let event = gtk_event_controller_get_current_event(OpaquePointer(controller)) {
                    _ = routing.route(event, over: routing.hoveredControl)
                }
            }
            return 0  // Never claims: the control or the scrolled window acts on the answer.
        } as ScrollSignal), data)
        gtk_widget_add_controller(page, controller)
        return routing
    }
}

/// The key under which a scrolled window's object data holds its ``ScrollRouting``.
private let pageDataKey = "detent-scroll-routing"

/// The clock scroll routing reads, seconds: an event's own timestamp (the window system's
/// milliseconds) put on GLib's monotonic clock by the least delay seen between an event and its
/// handling, so events keep the spacing the user gave them however late the main loop gets to
/// them; an event without a timestamp (GTK's synthesized crossings, when a scrolling page slides
/// a control under the pointer) takes the time it is handled at. (A drag's times, in
/// `HostInput.swift`, fix their offset per gesture instead, to match the frame clock within that
/// gesture; routing compares times across widgets and their page, so it needs one clock for all.)
@MainActor
enum EventClock {
    /// Monotonic time minus event time, the least seen so far.
    private static var offset = Double.infinity

    /// `event`'s time (now without an event or a timestamp).
    static func seconds(of event: OpaquePointer?) -> Double {
        let now = Double(g_get_monotonic_time()) / 1e6
        let milliseconds = event.map { gdk_event_get_time($0) } ?? 0
        guard milliseconds != 0 else { return now }
        let time = Double(milliseconds) / 1000
        offset = min(offset, now - time)
        return time + offset
    }
}

extension ControlHost {
    /// Adds the scroll and motion controllers to `area`, and joins the page the area is mapped in.
    func installScrolling(on area: UnsafeMutablePointer<GtkWidget>, data: UnsafeMutableRawPointer) {
        let flags = GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue
                                                  | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue)
        if let scroll = gtk_event_controller_scroll_new(flags) {
            connect(UnsafeMutableRawPointer(scroll), "scroll", gCallback({ controller, dx, dy, data in
                withHost(data) { $0.scrolled(controller, dx: dx, dy: dy) } == true ? 1 : 0
            } as ScrollSignal), data)
            gtk_widget_add_controller(area, scroll)
        }
        if let motion = gtk_event_controller_motion_new() {
            let raw = UnsafeMutableRawPointer(motion)
            connect(raw, "enter", gCallback({ controller, x, y, data in
                withHost(data) { $0.pointerEntered(controller, at: CGPoint(x: x, y: y)) }
            } as DragSignal), data)
            connect(raw, "motion", gCallback({ controller, x, y, data in
                withHost(data) { $0.pointerMoved(controller, at: CGPoint(x: x, y: y)) }
            } as DragSignal), data)
            connect(raw, "leave", gCallback({ _, data in
                withHost(data) { $0.pointerLeft() }
            } as VoidSignal), data)
            gtk_widget_add_controller(area, motion)
        }
        // Mapped: the widget is in its final place, so the scrolled window around it (if any) is known.
        connect(area.raw, "map", gCallback({ _, data in
            withHost(data) { $0.joinPage() }
        } as VoidSignal), data)
    }

    /// Finds the page the widget is shown in, giving it a router if it has none yet.
    func joinPage() {
        guard let widget else { return }
        pageRouting = ScrollRouting.page(around: widget)
    }

    /// The pointer entered the widget at `point`, widget coordinates; `controller` is the motion
    /// controller. GTK emits "enter" outside event handling (no current event), so it cannot tell
    /// a pointer that moved in from a widget a scrolling page slid under a still pointer: the core
    /// hears that it cannot tell (`PointerRest`'s rule for that case), and the motion event that
    /// follows a real move-in says it moved. The model hears where the pointer is, for its hover
    /// highlight.
    func pointerEntered(_ controller: UnsafeMutableRawPointer?, at point: CGPoint) {
        let event = controller.flatMap { gtk_event_controller_get_current_event(OpaquePointer($0)) }
        pointerRest.arrived(at: windowPoint(point, from: controller), time: EventClock.seconds(of: event), byMoving: nil)
        pageRouting?.hoveredControl = self
        model.send(.hover(at: point))
    }

    /// The pointer moved over the widget to `point`, widget coordinates; `controller` is the motion
    /// controller. A motion event from the window system (one with a timestamp) is the pointer's
    /// own movement, also the one at the point where it entered; one GTK makes up (none) moved
    /// only if the pointer is elsewhere in the window (a page scrolled under a still pointer moves
    /// it in the widget, not in the window).
    func pointerMoved(_ controller: UnsafeMutableRawPointer?, at point: CGPoint) {
        let event = controller.flatMap { gtk_event_controller_get_current_event(OpaquePointer($0)) }
        let location = windowPoint(point, from: controller), time = EventClock.seconds(of: event)
        if let event, gdk_event_get_time(event) != 0 {
            pointerRest.arrived(at: location, time: time, byMoving: true)
        } else {
            pointerRest.moved(to: location, time: time)
        }
        pageRouting?.hoveredControl = self
        model.send(.hover(at: point))
    }

    /// `point` in the coordinates of the window (the root) of the widget `controller` is on; the
    /// point itself when there is no such widget.
    private func windowPoint(_ point: CGPoint, from controller: UnsafeMutableRawPointer?) -> CGPoint {
        guard let controller, let area = gtk_event_controller_get_widget(OpaquePointer(controller)),
              let root = gtk_widget_get_root(area) else { return point }
        var x = 0.0, y = 0.0
        guard gtk_widget_translate_coordinates(area, UnsafeMutablePointer<GtkWidget>(root), point.x, point.y, &x, &y) != 0
        else { return point }
        return CGPoint(x: x, y: y)
    }

    /// The pointer left the widget: the hover highlight goes.
    func pointerLeft() {
        if pageRouting?.hoveredControl === self { pageRouting?.hoveredControl = nil }
        model.send(.hover(at: nil))
    }

    /// Whether the widget has keyboard focus.
    var hasFocus: Bool {
        guard let widget else { return false }
        return gtk_widget_has_focus(widget) != 0
    }

    /// A scroll event over the widget (one notch, or GTK's whole steps of a smooth scroll): the
    /// router says whether it adjusts the control, one increment or decrement with cause
    /// `.scroll`, or goes on to the page. Returns whether the control claimed it.
    func scrolled(_ controller: UnsafeMutableRawPointer?, dx: Double, dy: Double) -> Bool {
        guard let controller, let event = gtk_event_controller_get_current_event(OpaquePointer(controller)) else { return false }
        let routing = pageRouting ?? ownRouting
        let target = routing.target(of: event) ?? routing.route(event, over: self)
        guard target == .control, AdjustmentAction.scroll(deltaX: dx, deltaY: dy) != nil else { return false }
        send(.scroll(dx: dx, dy: dy), from: controller)
        return true
    }
}
