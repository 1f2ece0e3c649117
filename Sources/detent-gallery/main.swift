import CDetentGTK
import DetentGTK
import Foundation

// detent-gallery: the four Detent controls and the Studio panel in one GTK window; `--events`
// prints JSON lines, `--snapshot DIR` renders PNG files without a display (docs/gallery.md).

/// Writes one line to standard error.
func complain(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    complain("detent-gallery: \(error.message) (detent-gallery --help shows the usage)")
    exit(64)
}

if options.help {
    print(Options.usage)
    exit(0)
}

if let directory = options.snapshotDirectory {
    // Rendering only: no GTK, no display.
    do {
        let files = try Snapshots(environment: options.environment).write(to: directory)
        print("detent-gallery: wrote \(files.count) PNG files to \(directory)")
        exit(0)
    } catch {
        complain("detent-gallery: cannot write snapshots to \(directory): \(error.localizedDescription)")
        exit(1)
    }
}

let noDisplayHint = "detent-gallery: no display to open a window on; run it under a virtual one "
    + "(xvfb-run -a detent-gallery) or render PNGs without one (detent-gallery --snapshot DIR)"
let environment = ProcessInfo.processInfo.environment
let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
guard hasDisplay, gtk_init_check() != 0 else {
    complain(noDisplayHint)
    exit(2)
}

MainActor.assumeIsolated {
    MainQueueBridge.install()
    GalleryLook.apply(options)
    let loop = g_main_loop_new(nil, 0)
    let gallery = Gallery(log: options.events ? EventLog() : nil, windowSize: options.windowSize, seed: options.seed) {
        g_main_loop_quit(loop)
    }
    gallery.present()
    // SIGTERM (how test harnesses and `kill` stop the gallery) quits the main loop, so the process
    // returns from main and exits normally: atexit handlers run, among them the AddressSanitizer
    // build's leak check, which a death by signal would skip. The signal is ignored first so only
    // the dispatch source sees it; the main queue runs inside GLib's loop (MainQueueBridge).
    signal(SIGTERM, SIG_IGN)
    let terminate = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .main)
    terminate.setEventHandler { g_main_loop_quit(loop) }
    terminate.resume()
    g_main_loop_run(loop)
    terminate.cancel()
    g_main_loop_unref(loop)
    withExtendedLifetime(gallery) {}
}
exit(0)
