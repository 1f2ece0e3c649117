// A GTK 4 application with a knob, a range slider and a six-sector wheel, and a label under each
// that follows it. `import DetentGTK` brings GTK's C API (gtk_*, g_*) along with the widgets.
//
//     swift run GTKDemo                      # until the window is closed
//     swift run GTKDemo --exit-after 3       # quits by itself after 3 seconds
import Detent
import DetentGTK
import Foundation

/// A GObject instance pointer as another of its types: what C's cast macros (`GTK_WINDOW()`,
/// `GTK_BOX()`, `G_APPLICATION()`) do. GTK's opaque types (`GtkLabel`) take `OpaquePointer(widget)`.
func cast<From, To>(_ pointer: UnsafeMutablePointer<From>) -> UnsafeMutablePointer<To> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: To.self)
}

/// The window's widgets. The GTK widgets own the Detent widgets' hosts; these references are
/// kept to talk to them.
@MainActor
final class Demo {
    let knob = KnobWidget(size: 150)
    let slider = RangeSliderWidget(width: 300)
    let wheel = RotaryWheelWidget(size: 240, sectors: [
        RotaryWheelSector(title: "Red"), RotaryWheelSector(title: "Orange"), RotaryWheelSector(title: "Yellow"),
        RotaryWheelSector(title: "Green"), RotaryWheelSector(title: "Blue"), RotaryWheelSector(title: "Violet"),
    ])
    let knobLabel = gtk_label_new(nil)!
    let sliderLabel = gtk_label_new(nil)!
    let wheelLabel = gtk_label_new(nil)!

    /// Builds the window of `app` and shows it.
    init(app: UnsafeMutablePointer<GtkApplication>) {
        let window = gtk_application_window_new(app)!
        gtk_window_set_title(cast(window), "Detent")

        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_set_margin_top(box, 16)
        gtk_widget_set_margin_bottom(box, 16)
        gtk_widget_set_margin_start(box, 16)
        gtk_widget_set_margin_end(box, 16)
        gtk_window_set_child(cast(window), box)

        knob.lineWidth = 4
        knob.onValueChanged = { [unowned self] value in showKnob(value) }
        slider.valueLabelSpace = 20
        slider.onValueChanged = { [unowned self] range in showSlider(range) }
        wheel.centerButtonTitle = "Go"
        wheel.onSelectionChanged = { [unowned self] _ in showWheel() }
        wheel.onPrimaryAction = { [unowned self] index in print("GTKDemo: pressed", wheel.model.title(ofSector: index)) }

        for (control, label) in [(knob.widget, knobLabel), (slider.widget, sliderLabel), (wheel.widget, wheelLabel)] {
            guard let control else { continue }
            gtk_widget_set_halign(control, GTK_ALIGN_CENTER)
            gtk_box_append(cast(box), control)
            gtk_box_append(cast(box), label)
        }
        showKnob(knob.value)
        showSlider(slider.lowerValue...slider.upperValue)
        showWheel()

        // "map": the window is on screen.
        let mapped: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _ in
            print("GTKDemo: window shown")
            fflush(nil) // standard output may be a pipe: let the line out now
        }
        g_signal_connect_data(window, "map", unsafeBitCast(mapped, to: GCallback.self), nil, nil, GConnectFlags(0))
        gtk_window_present(cast(window))
    }

    func showKnob(_ value: Double) {
        gtk_label_set_text(OpaquePointer(knobLabel), String(format: "Value: %.2f", value))
    }

    func showSlider(_ range: ClosedRange<Double>) {
        gtk_label_set_text(OpaquePointer(sliderLabel),
                           String(format: "Range: %.2f – %.2f", range.lowerBound, range.upperBound))
    }

    func showWheel() {
        gtk_label_set_text(OpaquePointer(wheelLabel), "Sector: \(wheel.selectedTitle)")
    }
}

/// The demo, once the application was activated.
var demo: Demo?

// --exit-after SECONDS: quit that long after starting (for scripts and tests).
let arguments = CommandLine.arguments
let exitAfter = arguments.firstIndex(of: "--exit-after").flatMap { index in
    index + 1 < arguments.count ? Double(arguments[index + 1]) : nil
}

let app = gtk_application_new("org.detent.GTKDemo", G_APPLICATION_NON_UNIQUE)!

// "activate": the main loop runs; build the window (once, however often GTK activates).
let activate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, UnsafeMutableRawPointer?) -> Void = { app, _ in
    MainActor.assumeIsolated {
        guard demo == nil, let app else { return }
        demo = Demo(app: app)
    }
}
g_signal_connect_data(app, "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil, GConnectFlags(0))

if let exitAfter, exitAfter.isFinite, exitAfter >= 0 {
    let quit: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { app in
        g_application_quit(app?.assumingMemoryBound(to: GApplication.self))
        return 0 // G_SOURCE_REMOVE
    }
    g_timeout_add_full(G_PRIORITY_DEFAULT, guint(min(exitAfter * 1000, Double(UInt32.max))), quit, app, nil)
}

// The main loop: returns when the last window closes or the timeout quits.
let status = g_application_run(cast(app), 0, nil)
g_object_unref(app)
exit(status)
