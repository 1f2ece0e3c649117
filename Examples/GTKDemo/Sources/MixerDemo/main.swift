// A mixer strip GtkBuilder builds from mixer.ui by Detent's type names (Mixer.swift): a vertical
// gain fader, a pan knob and a filter XY pad, whose handlers print what the user chooses.
//
//     swift run MixerDemo                    # until the window is closed
//     swift run MixerDemo --exit-after 3     # quits by itself after 3 seconds
import DetentGTK
import Foundation

/// A GObject instance pointer as another of its types, as C's cast macros do.
func cast<From, To>(_ pointer: UnsafeMutablePointer<From>) -> UnsafeMutablePointer<To> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: To.self)
}

let app = gtk_application_new("org.detent.MixerDemo", G_APPLICATION_NON_UNIQUE)!

// "activate": build the window around the strip (once, however often GTK activates).
let activate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, UnsafeMutableRawPointer?) -> Void = { app, _ in
    MainActor.assumeIsolated {
        guard let app, gtk_application_get_active_window(app) == nil else { return }
        let window = gtk_application_window_new(app)!
        gtk_window_set_title(cast(window), "Detent Mixer")
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_set_margin_top(box, 16)
        gtk_widget_set_margin_bottom(box, 16)
        gtk_window_set_child(cast(window), box)
        let built = Mixer.build(into: box)
        print(built ? "MixerDemo: window shown" : "MixerDemo: mixer.ui could not be read")
        fflush(nil) // standard output may be a pipe: let the line out now
        gtk_window_present(cast(window))
    }
}
g_signal_connect_data(app, "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil, GConnectFlags(0))

// --exit-after SECONDS: quit that long after starting (for scripts and tests).
if let index = CommandLine.arguments.firstIndex(of: "--exit-after"), index + 1 < CommandLine.arguments.count,
   let seconds = Double(CommandLine.arguments[index + 1]), seconds.isFinite, seconds >= 0 {
    let quit: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { app in
        g_application_quit(app?.assumingMemoryBound(to: GApplication.self))
        return 0 // G_SOURCE_REMOVE
    }
    g_timeout_add_full(G_PRIORITY_DEFAULT, guint(min(seconds * 1000, Double(UInt32.max))), quit, app, nil)
}

let status = g_application_run(cast(app), 0, nil)
g_object_unref(app)
exit(status)
