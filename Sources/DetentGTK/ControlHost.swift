import CDetentGTK
@_spi(Hosting) import Detent
import Foundation

/// The GTK side of one Detent control, written once for all of them: a `DetentControlArea` widget (a `GtkDrawingArea` subclass) that shows
/// `Model`, forwards input and the platform's environment to it, drives its clock and reports its
/// events. Every widget (``KnobWidget``, ``FaderWidget``, ``RangeSliderWidget``…) is composed of
/// one host; use the widget's members (see
/// ``ControlWidget``), the host has no public members of its own.
///
/// The host decides nothing. It observes the model once (`model.changes`: repaint, start the
/// frame clock while the model animates, refresh the accessible) and listens to its events once
/// (`model.events.observe`: the widget's callbacks and streams), so any change to the model, made
/// through the widget or on the model directly, reaches the screen.
///
/// - Drawing: the widget's `snapshot` sets the model's bounds to the allocation, fills its
///   `environment` from GTK, builds the drawing (through a static-layer `DrawingCache`)
///   and composes it as GSK render nodes at the widget's scale factor (``RenderNodeComposer``:
///   cached nodes for static layers, so a value-only frame is a transform change; HiDPI
///   rasterises them again at the new scale); the core's `FocusRing` goes around the
///   model's focused element while focus is visible.
/// - After every change of the model the host repaints, keeps its clock running while the model
///   animates and brings the accessible up to date (below, with the host's lifetime: the widget
///   owns it, and GTK's C callbacks find it through `withHost(_:_:)`).
/// - Input (`HostInput.swift`), scroll-wheel routing (`HostScrolling.swift`), the GObject
///   properties and signals (`HostGObject.swift`) and the environment (`HostEnvironment.swift`)
///   each have a file.
///
/// All members must be used on the main thread, where GTK runs.
@MainActor
public final class ControlHost<Model: ControlModel> {
    /// The headless model; the widget's `model`.
    let model: Model

    /// The look the model is drawn with; a new one repaints.
    var style: Model.Style {
        didSet { if style != oldValue { modelChanged() } }
    }

    /// The control's GObject class, properties and signals.
    let type: ControlType<Model>

    /// The GTK widget (a `DetentControlArea`); `nil` before `gtk_init` and once it was finalized.
    var widget: UnsafeMutablePointer<GtkWidget>?

    /// The pointer GTK's C callbacks are given as their data; see ``withHost(_:_:)``. `nil`
    /// whenever ``widget`` is.
    var callbackSlot: UnsafeMutableRawPointer?

    /// The text direction the program set for the widget; see ``ControlWidget/layoutDirection``.
    var textDirection: ReadingDirection? {
        didSet { applyTextDirection() }
    }

    // MARK: Output

    /// Every event; see ``ControlWidget/onEvent``.
    var onEvent: ((ControlEvent<Model.Value>) -> Void)?
    /// `.valueChanged`'s value; see ``ValueControlWidget/onValueChanged``.
    var onValueChanged: ((Model.Value) -> Void)?
    /// `true` at `.editingDidBegin`, `false` at `.editingDidEnd`.
    var onEditingChanged: ((Bool) -> Void)?
    /// `.selectionChanged`'s index (the wheel).
    var onSelectionChanged: ((Int) -> Void)?
    /// `.primaryActionTriggered`'s index (the wheel).
    var onPrimaryAction: ((Int) -> Void)?
    /// Called once, after the widget was finalized.
    var onDestroy: (() -> Void)?

    let eventStreams = StreamFanOut<ControlEvent<Model.Value>>()
    let valueStreams = StreamFanOut<Model.Value>()
    let selectionStreams = StreamFanOut<Int>()

    // MARK: Painting and time

    /// Composes the frames, caching static layers as render nodes for this widget alone.
    let composer = RenderNodeComposer()
    /// The static layers the model built last time.
    private let drawingCache = DrawingCache()
    /// How many times GTK has painted the widget.
    private(set) var paintCount = 0
    /// The frame-clock tick callback driving the model while it animates; 0 for none.
    var tickCallbackID: guint = 0
    /// What the accessible shows now (`refreshAccessible()`).
    var lastAccessible: AccessibilityElement?
    /// While painting, changes need no second repaint: the frame under way shows them.
    private var isDrawing = false
    /// The size the program gave the widget (``contentSize``).
    private var givenSize = (width: 1, height: 1)

    // MARK: State of the other files

    /// Where the current drag began, widget coordinates (`HostInput.swift`).
    var dragStart = CGPoint.zero
    /// Whether the click under way may still be a tap (`HostInput.swift`).
    var clickIsTap = false
    /// Event time to frame-clock time, fixed per gesture (`HostInput.swift`).
    var clockOffset: Double?
    /// Since when the pointer has rested over the widget, by the core's rule, seconds on
    /// `EventClock` (`HostScrolling.swift`).
    var pointerRest = PointerRest()
    /// When the pointer last moved over the widget; `nil` before it has.
    var pointerRestingSince: Double? { pointerRest.since }
    /// The router of the scrolled window the widget is shown in, if any (`HostScrolling.swift`).
    var pageRouting: ScrollRouting?
    /// The widget's own router, for scroll events no page routed (`HostScrolling.swift`).
    lazy var ownRouting = ScrollRouting()
    /// GTK's settings as last read, and the handlers that keep them fresh (`HostEnvironment.swift`).
    var platformSettings = PlatformSettings()
    var settingsConnection: (settings: OpaquePointer, handlers: [gulong])?

    /// The GObject properties' values as last notified (`HostGObject.swift`).
    var lastPropertyValues: [PropertyValue] = []
    /// The GtkAdjustment the value is bound to, and the handlers that follow it (`HostGObject.swift`).
    var adjustmentLink: (adjustment: UnsafeMutablePointer<GtkAdjustment>, handlers: [gulong])?
    /// While the model and the adjustment are being brought in step (`HostGObject.swift`).
    var isSyncingAdjustment = false
    /// The context menu and the value entry, made the first time they are shown
    /// (`HostValueEntry.swift`).
    var contextMenu: UnsafeMutablePointer<GtkWidget>?
    var valueEntry: ValueEntryPopover?

    private var changesToken: ObservationToken?
    private var eventsToken: ObservationToken?

    /// Hosts `model` (default: `type`'s new model), drawn with `type`'s style, in an instance of
    /// `type`'s GObject class (or in `instance`, one made in C, when given) with a natural size of
    /// `width × height` points (each clamped to 1…Int32.max). GTK must be initialised
    /// (`gtk_init`); before that the host has no widget and a message says so on standard error,
    /// but the model, its callbacks and streams still work.
    init(type: ControlType<Model>, model: Model? = nil, width: Int, height: Int,
         instance: UnsafeMutablePointer<GtkWidget>? = nil) {
        let model = model ?? type.makeModel()
        self.model = model
        self.style = type.style
        self.type = type
        changesToken = model.changes.observe { [weak self] in self?.modelChanged() }
        eventsToken = model.events.observe { [weak self] event, _ in self?.deliver(event) }
        let created: UnsafeMutablePointer<GtkWidget>?
        if let instance {
            created = instance
        } else if gtk_is_initialized() != 0 {
            ControlArea.isConstructingInSwift = true
            created = detent_drawing_area_new(type.gclass.gtype, ControlClass.accessibleRole)
            ControlArea.isConstructingInSwift = false
        } else {
            created = nil
        }
        guard let area = created else {
            // A programmer error: say so once, and give a host without a widget rather than crash.
            FileHandle.standardError.write(Data("DetentGTK: \(Model.self)'s widget created before gtk_init(); it has no widget\n".utf8))
            return
        }
        widget = area
        let slot = attach(to: area)
        contentSize = (width, height)
        gtk_widget_set_focusable(area, 1)
        gtk_widget_set_focus_on_click(area, 1)
        connect(area.raw, "resize", gCallback({ _, width, height, data in
            withHost(data) { $0.resized(width: Int(width), height: Int(height)) }
        } as ResizeSignal), slot)
        installInput(on: area, data: slot)
        installContextMenu(on: area, data: slot)
        watchPlatform(of: area, data: slot)
        refreshEnvironment()
        refreshAccessible()
        lastPropertyValues = propertyValues()
    }

    /// Hosts a new model of `type` in `instance`, made in C (by `g_object_new`, GtkBuilder), with
    /// the Swift initializer's default size.
    convenience init(type: ControlType<Model>, instance: UnsafeMutablePointer<GtkWidget>) {
        self.init(type: type, width: type.naturalSize.width, height: type.naturalSize.height, instance: instance)
    }

    // MARK: Reacting to the model

    /// The model changed (a property, input or time): repaint, keep the clock running while it
    /// animates, and bring the accessible up to date.
    func modelChanged() {
        if !isDrawing { queueDraw() }
        refreshRequestedSize()
        startTickingIfNeeded()
        refreshAccessible()
        pushToAdjustment()
        notifyChangedProperties()
    }

    /// One event from the model: ``onEvent``, then the callback and stream of its kind, then the
    /// event streams.
    private func deliver(_ event: ControlEvent<Model.Value>) {
        onEvent?(event)
        switch event {
        case .valueChanged(let value):
            onValueChanged?(value)
            valueStreams.yield(value)
        case .editingDidBegin: onEditingChanged?(true)
        case .editingDidEnd: onEditingChanged?(false)
        case .selectionChanged(let index):
            onSelectionChanged?(index)
            selectionStreams.yield(index)
        case .primaryActionTriggered(let index): onPrimaryAction?(index)
        case .detent: break
        }
        eventStreams.yield(event)
        emitSignal(for: event)
    }

    /// Stops observing the model: its widget is gone.
    func stopObserving() {
        changesToken = nil
        eventsToken = nil
    }

    // MARK: GTK

    /// Asks GTK to repaint the widget at the next frame.
    func queueDraw() {
        guard let widget else { return }
        gtk_widget_queue_draw(widget)
    }

    /// The size the program gave the widget, points; sizes below 1 become 1, above `Int32.max`
    /// that. The drawing area asks for the core's `ControlSizing.requestedSize` of it.
    var contentSize: (width: Int, height: Int) {
        get { widget == nil ? (0, 0) : givenSize }
        set {
            givenSize = (Int(Int32(clamping: max(newValue.width, 1))), Int(Int32(clamping: max(newValue.height, 1))))
            refreshRequestedSize()
        }
    }

    /// Gives the drawing area the size the core asks for the given size and the model's natural
    /// size (a range slider at least as thick as its label bands at the text scale need), when it
    /// differs from what it asks now; GTK lays the widget out again (the setters queue a resize).
    private func refreshRequestedSize() {
        guard let widget else { return }
        let size = ControlSizing.requestedSize(width: givenSize.width, height: givenSize.height, natural: model.naturalSize)
        let area: UnsafeMutablePointer<GtkDrawingArea> = cast(widget.raw)
        let width = Int32(clamping: size.width), height = Int32(clamping: size.height)
        if gtk_drawing_area_get_content_width(area) != width { gtk_drawing_area_set_content_width(area, width) }
        if gtk_drawing_area_get_content_height(area) != height { gtk_drawing_area_set_content_height(area, height) }
    }

    /// Adds a tick callback on the widget's frame clock while the model animates and none runs.
    private func startTickingIfNeeded() {
        guard let widget, let callbackSlot, tickCallbackID == 0, model.isAnimating else { return }
        tickCallbackID = gtk_widget_add_tick_callback(widget, { _, clock, data in
            guard let clock else { return 0 }
            let seconds = detent_frame_clock_seconds(clock)
            return withHost(data) { $0.tick(at: seconds) } == true ? 1 : 0
        }, callbackSlot, nil)
    }

    /// One frame: advances the model (which announces the change, so it repaints); returns
    /// whether to keep ticking.
    func tick(at seconds: Double) -> Bool {
        let running = model.advance(to: seconds)
        if !running { tickCallbackID = 0 }
        return running
    }

    /// The allocation is the model's bounds (which notify only when they change).
    func resized(width: Int, height: Int) {
        model.bounds = CGRect(x: 0, y: 0, width: max(width, 0), height: max(height, 0))
    }

    /// One frame, from the widget's `snapshot`: the model's drawing as render nodes at the
    /// widget's scale, then the focus ring while focus is visible.
    func snapshot(_ snapshot: OpaquePointer) {
        guard let widget else { return }
        isDrawing = true
        defer { isDrawing = false }
        let width = Int(gtk_widget_get_width(widget)), height = Int(gtk_widget_get_height(widget))
        resized(width: width, height: height)
        // The theme's accent colour has no signal of its own: read it where it is used.
        refreshEnvironment()
        let scale = Double(max(gtk_widget_get_scale_factor(widget), 1))
        if let renderer = gskRendererName(of: widget) {
            composer.staticLayerNodes = .init(rendererTypeName: renderer)
        }
        composer.append(model.drawing(style: style, cache: drawingCache), to: snapshot, scale: scale)
        paintCount += 1
        if gtk_widget_has_visible_focus(widget) != 0, let ring = model.focusRing(tint: accentColor) {
            Self.append(ring, to: snapshot)
        }
    }

    /// The ring as a GSK border node.
    private static func append(_ ring: FocusRing, to snapshot: OpaquePointer) {
        var outline = GskRoundedRect()
        var rect = graphene_rect_t(ring.frame)
        gsk_rounded_rect_init_from_rect(&outline, &rect, Float(ring.cornerRadius))
        let width = Float(ring.lineWidth)
        let rgba = ring.color.gdkRGBA
        let widths = [Float](repeating: width, count: 4)
        let colors = [GdkRGBA](repeating: rgba, count: 4)
        gtk_snapshot_append_border(snapshot, &outline, widths, colors)
    }
}

// The accessible: the role is given at creation (see `ControlClass.accessibleRole`); label, value, range,
// value text and orientation follow the model's accessibility element after every change.

extension ControlHost {
    /// Brings the accessible up to date with the model, updating only what changed.
    func refreshAccessible() {
        guard let widget else { return }
        let element = model.focusedAccessibilityElement
        guard element != lastAccessible else { return }
        let old = lastAccessible
        lastAccessible = element
        if old?.label != element.label {
            detent_accessible_set_label(widget.accessible, element.label)
        }
        // An element without an axis (a dial, the pad) leaves GTK's default.
        if let orientation = element.orientation, orientation != old?.orientation {
            detent_accessible_set_orientation(widget.accessible,
                                              orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        }
        let range = element.numericRange ?? 0...0
        detent_accessible_set_value(widget.accessible, element.numericValue ?? range.lowerBound,
                                    range.lowerBound, range.upperBound, element.value)
    }
}

// Lifetime: the GTK widget owns its host. `attach(to:)` puts the host into the widget's object
// data; GTK releases it when it finalizes the widget (its window was destroyed, its parent removed
// it, or `discardIfUnparented()` dropped it), and the host then lets go of everything GTK gave it.
// Swift references to the widget object keep only the host alive, never the GTK widget.

/// The entry points GTK's C callbacks call. A C function pointer cannot name a generic type, so
/// the callbacks reach ``ControlHost`` through this protocol, by ``withHost(_:_:)``.
@MainActor
protocol HostCallbacks: AnyObject, Sendable {
    func snapshot(_ snapshot: OpaquePointer)
    func resized(width: Int, height: Int)
    func tick(at seconds: Double) -> Bool
    func platformChanged()
    func settingsChanged()
    func dragBegan(_ gesture: UnsafeMutableRawPointer?, x: Double, y: Double)
    func dragMoved(_ gesture: UnsafeMutableRawPointer?, dx: Double, dy: Double)
    func dragEnded(_ gesture: UnsafeMutableRawPointer?, dx: Double, dy: Double)
    func dragCancelled()
    func clickPressed()
    func clickStopped()
    func clickReleased(_ gesture: UnsafeMutableRawPointer?, presses: Int, x: Double, y: Double)
    func keyPressed(_ keyval: guint, modifiers: GdkModifierType) -> Bool
    func scrolled(_ controller: UnsafeMutableRawPointer?, dx: Double, dy: Double) -> Bool
    func pointerEntered(_ controller: UnsafeMutableRawPointer?, at point: CGPoint)
    func pointerMoved(_ controller: UnsafeMutableRawPointer?, at point: CGPoint)
    func pointerLeft()
    func joinPage()
    @discardableResult func contextMenuRequested(at point: CGPoint) -> Bool
    func contextMenuChose(_ name: String)
    func valueEntryActivated()
    func valueEntryClosed()
    func getProperty(_ index: Int, _ value: UnsafeMutablePointer<GValue>)
    func setProperty(_ index: Int, _ value: UnsafePointer<GValue>)
    func adjustmentChanged()
    func bindAdjustment(_ adjustment: UnsafeMutablePointer<GtkAdjustment>?)
    var adjustment: UnsafeMutablePointer<GtkAdjustment>? { get }
    func perform(_ action: AdjustmentAction) -> Bool
    var hasFocus: Bool { get }
    var pointerRestingSince: Double? { get }
    func widgetWasFinalized()
}

extension ControlHost: HostCallbacks {}

/// Runs `body` with the host whose callback slot is `data` (the data every C callback of a host
/// is given; see `ControlHost.attach(to:)`), on the main actor, where GTK calls back. Returns
/// `body`'s result, or `nil` without data.
@discardableResult
func withHost<Result: Sendable>(_ data: UnsafeMutableRawPointer?,
                                _ body: @MainActor (any HostCallbacks) -> Result) -> Result? {
    guard let data else { return nil }
    let host = data.assumingMemoryBound(to: (any HostCallbacks).self).pointee
    return MainActor.assumeIsolated { body(host) }
}

/// The key under which a widget's object data holds its host.
let hostDataKey = "detent-control-host"

/// The object data's destroy notify, run when GTK finalizes the widget: tells the host, then
/// releases it.
private let releaseHost: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
    guard let data else { return }
    withHost(data) { $0.widgetWasFinalized() }
    let slot = data.assumingMemoryBound(to: (any HostCallbacks).self)
    slot.deinitialize(count: 1)
    slot.deallocate()
}

extension ControlHost {
    /// Hands this host to `area`, which owns it from now on; returns the data for `area`'s C
    /// callbacks (valid until `area` is finalized).
    func attach(to area: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutableRawPointer {
        let slot = UnsafeMutablePointer<any HostCallbacks>.allocate(capacity: 1)
        slot.initialize(to: self)
        let data = UnsafeMutableRawPointer(slot)
        callbackSlot = data
        g_object_set_data_full(area.object, hostDataKey, data, releaseHost)
        return data
    }

    /// The widget was finalized: forget it, stop observing the model, release the cached render
    /// nodes, drop every callback
    /// (breaking any cycle through them), finish the streams, then say so through `onDestroy`.
    func widgetWasFinalized() {
        widget = nil
        callbackSlot = nil
        // The widget's dispose unparented its popovers.
        contextMenu = nil
        valueEntry = nil
        tickCallbackID = 0
        pageRouting = nil
        stopWatchingSettings()
        unbindAdjustment()
        stopObserving()
        composer.removeCachedNodes()
        onEvent = nil
        onValueChanged = nil
        onEditingChanged = nil
        onSelectionChanged = nil
        onPrimaryAction = nil
        eventStreams.finish()
        valueStreams.finish()
        selectionStreams.finish()
        let notify = onDestroy
        onDestroy = nil
        notify?()
    }

    /// For a widget never added to a parent: sinks its floating reference and drops it, which
    /// finalizes it. Does nothing for a widget with a parent or one already gone.
    func discardIfUnparented() {
        guard let widget, gtk_widget_get_parent(widget) == nil, g_object_is_floating(widget.raw) != 0 else { return }
        g_object_ref_sink(widget.raw)
        g_object_unref(widget.raw)
    }
}
