import CDetentGTK
@_spi(Hosting) import Detent
import DetentGTK
import Foundation
import Testing

/// The Xvfb that GTK in this test process talks to; stopped when the process exits.
nonisolated(unsafe) private var inProcessXvfbPID: pid_t = 0

/// Stops that Xvfb (an `atexit` handler: it runs on whichever thread exits).
private func stopInProcessXvfb() {
    if inProcessXvfbPID > 0 { kill(inProcessXvfbPID, SIGTERM) }
}

/// GTK initialised in this test process, once, on a private Xvfb display, with the test
/// accessibility backend (so accessible properties can be read back).
@MainActor
enum InProcessGTK {
    private static var display: VirtualDisplay?
    private static var failure: String?

    /// Starts Xvfb and GTK the first time; throws (every time) if that failed.
    static func start() throws {
        if display != nil { return }
        if let failure { throw HarnessError(failure) }
        do {
            let d = try VirtualDisplay()
            setenv("DISPLAY", d.name, 1)
            setenv("GDK_BACKEND", "x11", 1)
            setenv("GSK_RENDERER", VirtualDisplay.gskRenderer, 1)
            setenv("GTK_A11Y", "test", 1)
            setenv("GSETTINGS_BACKEND", "memory", 1)
            unsetenv("WAYLAND_DISPLAY")
            guard gtk_init_check() != 0 else { throw HarnessError("gtk_init_check failed on \(d.name)") }
            display = d
            inProcessXvfbPID = d.process.processIdentifier
            atexit(stopInProcessXvfb)
        } catch {
            failure = "\(error)"
            throw error
        }
    }

    /// A window with `widgets` in a column, presented and run until each was painted (the test
    /// fails if one was not); the caller destroys the window.
    static func window(showing widgets: [any ControlWidget], sourceLocation: SourceLocation = #_sourceLocation)
        throws -> (window: UnsafeMutablePointer<GtkWidget>, column: UnsafeMutablePointer<GtkWidget>) {
        try start()
        let win = gtk_window_new()!
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_window_set_child(DetentGTKTests.window(win), column)
        for widget in widgets { gtk_box_append(box(column), widget.widget) }
        gtk_window_present(DetentGTKTests.window(win))
        #expect(iterate { widgets.allSatisfy { $0.paintCount > 0 } }, "all painted", sourceLocation: sourceLocation)
        return (win, column)
    }

    /// Runs xdotool with `arguments` on the in-process display while GLib's main context runs, so
    /// the events it sends reach this process's windows; then runs GLib `settle` seconds more.
    static func xdotool(_ arguments: [String], settle: Double = 0.3) throws {
        guard let display, let tool = Tools.xdotool else { throw HarnessError(Tools.missingMessage) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = display.environment
        try launch(process)
        guard iterate(until: { !process.isRunning }) else {
            stop(process, grace: 1)
            throw HarnessError("xdotool \(arguments.joined(separator: " ")) was still running after 10 s and was killed")
        }
        process.waitUntilExit()
        let until = Date().addingTimeInterval(settle)
        iterate { Date() > until }
    }

    /// Runs GLib's main context until `condition` holds or `timeout` seconds pass; returns whether
    /// it held.
    @discardableResult
    static func iterate(timeout: Double = 10, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 { usleep(1000) }
        }
        return true
    }
}

/// Counts `g_object_weak_ref` notifications: GTK disposing a widget.
@MainActor
final class DisposeCounter {
    var count = 0

    /// Watches `widget`; `count` goes up when GTK disposes it.
    func watch(_ widget: UnsafeMutablePointer<GtkWidget>?) {
        guard let widget else { return }
        watch(UnsafeMutableRawPointer(widget))
    }

    /// Watches any GObject (a texture, for example); `count` goes up when it is finalized.
    func watch(_ object: UnsafeMutableRawPointer) {
        g_object_weak_ref(object.assumingMemoryBound(to: GObject.self), { data, _ in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<DisposeCounter>.fromOpaque(data).takeUnretainedValue().count += 1 }
        }, Unmanaged.passUnretained(self).toOpaque())
    }
}

/// Weak references to objects, to count how many are still alive.
final class WeakObjects {
    private var references: [() -> AnyObject?] = []

    /// Watches `object` without keeping it alive.
    func add(_ object: AnyObject) {
        references.append { [weak object] in object }
    }

    /// How many of the watched objects are alive.
    var alive: Int { references.count { $0() != nil } }
}

/// `w` as a `GtkBox *` (C's `GTK_BOX()`).
func box(_ w: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkBox> {
    UnsafeMutableRawPointer(w).assumingMemoryBound(to: GtkBox.self)
}

/// `w` as a `GtkWindow *` (C's `GTK_WINDOW()`).
func window(_ w: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(w).assumingMemoryBound(to: GtkWindow.self)
}

/// The widgets in a real GTK (in this process, on Xvfb): no GObject or Swift object outlives its
/// widget, the frame clock drives animations, and the accessible follows the model.
@Suite("GTK widgets in process (Xvfb)", .serialized,
       .enabled(if: Tools.xvfb != nil, "Xvfb is not installed (Scripts/install-deps test installs it)"))
@MainActor
struct WidgetLifetimeTests {
    @Test("Destroying the window disposes every widget and frees every Swift host, callbacks and streams included")
    func destroyingTheWindowFreesEverything() async throws {
        try InProcessGTK.start()
        let disposed = DisposeCounter()
        var finalizedHosts = 0
        weak var weakKnob: KnobWidget?
        weak var weakSlider: RangeSliderWidget?
        weak var weakWheel: RotaryWheelWidget?
        weak var weakRotatable: RotatableKnobWidget?
        weak var weakFader: FaderWidget?
        weak var weakPad: XYPadWidget?
        weak var weakMulti: MultiSliderWidget?
        let hostObjects = WeakObjects()
        var stream: AsyncStream<ControlEvent<Double>>.Iterator

        do {
            let win = gtk_window_new()!
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            let knob = KnobWidget(), slider = RangeSliderWidget(), wheel = RotaryWheelWidget(), rotatable = RotatableKnobWidget()
            let fader = FaderWidget(), pad = XYPadWidget(), multi = MultiSliderWidget()
            // Callbacks that hold their own widget: cycles the widget must break when it goes.
            knob.onValueChanged = { _ in _ = knob.value }
            slider.onEvent = { _ in _ = slider.lowerValue }
            wheel.onSelectionChanged = { _ in _ = wheel.selectedIndex }
            rotatable.onEvent = { _ in _ = rotatable.level }
            fader.onValueChanged = { _ in _ = fader.value }
            pad.onValueChanged = { _ in _ = pad.value }
            multi.onEvent = { _ in _ = multi.values }
            stream = knob.eventStream().makeAsyncIterator()
            let hosts: [any ControlWidget] = [knob, slider, wheel, rotatable, fader, pad, multi]
            for host in [knob.host, slider.host, wheel.host, rotatable.host, fader.host, pad.host, multi.host] as [AnyObject] { hostObjects.add(host) }
            for host in hosts {
                host.onDestroy = { finalizedHosts += 1 }
                disposed.watch(host.widget)
                gtk_box_append(box(column), host.widget)
            }
            gtk_window_set_child(window(win), column)
            gtk_window_present(window(win))
            #expect(InProcessGTK.iterate { hosts.allSatisfy { $0.paintCount > 0 } }, "all seven painted")
            // Destroy mid-animation: the tick callback must go with the widget.
            knob.setValue(1, animated: true)
            wheel.spin(by: 3 * .pi, animated: true)
            #expect(knob.isTicking && wheel.isTicking)
            weakKnob = knob
            weakSlider = slider
            weakWheel = wheel
            weakRotatable = rotatable
            weakFader = fader
            weakPad = pad
            weakMulti = multi
            gtk_window_destroy(window(win))
        }

        InProcessGTK.iterate(timeout: 5) {
            disposed.count == 7 && finalizedHosts == 7 && weakKnob == nil && weakWheel == nil && hostObjects.alive == 0
        }
        #expect(disposed.count == 7, "g_object_weak_ref notifications: \(disposed.count) of 7")
        #expect(finalizedHosts == 7, "hosts told of finalization: \(finalizedHosts) of 7")
        #expect(weakKnob == nil && weakSlider == nil && weakWheel == nil && weakRotatable == nil && weakFader == nil && weakPad == nil && weakMulti == nil,
                "Swift hosts still alive: knob \(weakKnob != nil), slider \(weakSlider != nil), wheel \(weakWheel != nil), rotatable \(weakRotatable != nil), fader \(weakFader != nil), pad \(weakPad != nil), multi \(weakMulti != nil)")
        #expect(hostObjects.alive == 0, "ControlHosts still alive: \(hostObjects.alive) of 7")
        #expect(await stream.next() == nil, "the event stream finished with its widget")
    }

    @Test("Removing a widget from its parent, or discarding one never added, frees it")
    func removingAndDiscardingFree() throws {
        try InProcessGTK.start()
        let disposed = DisposeCounter()
        weak var removed: RangeSliderWidget?
        weak var discarded: KnobWidget?
        let win = gtk_window_new()!
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_window_set_child(window(win), column)
        defer { gtk_window_destroy(window(win)) }
        do {
            let slider = RangeSliderWidget()
            disposed.watch(slider.widget)
            gtk_box_append(box(column), slider.widget)
            gtk_window_present(window(win))
            #expect(InProcessGTK.iterate { slider.paintCount > 0 })
            removed = slider
            gtk_box_remove(box(column), slider.widget)

            let loose = KnobWidget()
            disposed.watch(loose.widget)
            discarded = loose
            loose.discardIfUnparented()
        }
        InProcessGTK.iterate(timeout: 5) { disposed.count == 2 && removed == nil && discarded == nil }
        #expect(disposed.count == 2)
        #expect(removed == nil && discarded == nil)
    }

    @Test("Animations run on the frame clock until the model stops, then the tick callback goes")
    func animationsRunOnTheFrameClock() throws {
        try InProcessGTK.start()
        let win = gtk_window_new()!
        defer { gtk_window_destroy(window(win)) }
        let knob = KnobWidget()
        gtk_window_set_child(window(win), knob.widget)
        gtk_window_present(window(win))
        #expect(InProcessGTK.iterate { knob.paintCount > 0 })
        let painted = knob.paintCount
        let started = Date()
        knob.setValue(0.9, animated: true)
        #expect(knob.isTicking && knob.model.isAnimating)
        #expect(InProcessGTK.iterate(timeout: 5) { !knob.isTicking })
        let elapsed = Date().timeIntervalSince(started)
        #expect(!knob.model.isAnimating && knob.model.presentationValue == 0.9)
        #expect(elapsed >= KnobModel.animationDuration * 0.9, "took \(elapsed) s for a 0.25 s animation")
        #expect(knob.paintCount - painted >= 3, "painted \(knob.paintCount - painted) frames while animating")
    }

    @Test("The accessible has the slider role and follows the model's accessibility element")
    func accessibleFollowsTheModel() throws {
        try InProcessGTK.start()
        let knob = KnobWidget(), slider = RangeSliderWidget(), wheel = RotaryWheelWidget()
        let win = try InProcessGTK.window(showing: [knob, slider, wheel]).window
        defer { gtk_window_destroy(window(win)) }

        func accessible(_ host: any ControlWidget) -> OpaquePointer? { host.widget.map { OpaquePointer($0) } }
        func valueNow(_ host: any ControlWidget, _ value: Double) -> String? {
            guard let text = detent_test_accessible_check_value_now(accessible(host), value) else { return nil }
            defer { g_free(text) }
            return String(cString: text)
        }
        func text(_ host: any ControlWidget, _ property: GtkAccessibleProperty, _ value: String) -> String? {
            guard let text = detent_test_accessible_check_text(accessible(host), property, value) else { return nil }
            defer { g_free(text) }
            return String(cString: text)
        }

        #expect(gtk_test_accessible_has_role(accessible(knob), GTK_ACCESSIBLE_ROLE_SLIDER) != 0)
        knob.accessibilityLabel = "Volume"
        knob.value = 0.25
        #expect(valueNow(knob, 0.25) == nil, "knob value-now: \(valueNow(knob, 0.25) ?? "")")
        #expect(text(knob, GTK_ACCESSIBLE_PROPERTY_LABEL, "Volume") == nil)
        #expect(text(knob, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, knob.valueText) == nil)

        // The range slider shows the focused thumb.
        slider.focusedThumb = .upper
        #expect(valueNow(slider, 0.8) == nil)
        #expect(text(slider, GTK_ACCESSIBLE_PROPERTY_LABEL, "Upper value") == nil)

        // The wheel reads the selected title; its number is the index.
        wheel.select(3, animated: false)
        #expect(valueNow(wheel, 3) == nil)
        #expect(text(wheel, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "Person") == nil)
    }

    @Test("Properties reach the model, and the tint follows the theme's accent colour unless set")
    func propertiesAndTint() throws {
        try InProcessGTK.start()
        let win = gtk_window_new()!
        defer { gtk_window_destroy(window(win)) }
        let knob = KnobWidget(size: 120)
        gtk_window_set_child(window(win), knob.widget)
        gtk_window_present(window(win))
        #expect(InProcessGTK.iterate { knob.paintCount > 0 })
        knob.lineWidth = 4
        knob.pointerLength = 12
        knob.minimumValue = -1
        knob.value = .nan
        #expect(knob.model.lineWidth == 4 && knob.model.pointerLength == 12 && knob.model.minimumValue == -1)
        #expect(knob.value == 0, "NaN is ignored, as the model says")
        #expect(knob.model.bounds.size == CGSize(width: 120, height: 120), "the allocation is the model's bounds")
        #expect(knob.effectiveTintColor == knob.accentColor)
        #expect(knob.accentColor != .systemBlue, "GTK's default theme defines an accent colour")
        knob.tintColor = DrawingColor(red: 1, green: 0, blue: 0)
        #expect(knob.effectiveTintColor == DrawingColor(red: 1, green: 0, blue: 0))
        knob.contentSize = (width: -5, height: 0)
        #expect(knob.contentSize == (1, 1), "sizes below 1 become 1")
        let huge = RangeSliderWidget(width: .max, height: .min)
        #expect(huge.contentSize == (Int(Int32.max), 1), "sizes clamp to what GTK can take")
        huge.discardIfUnparented()
        #expect(huge.widget == nil)
    }
}
