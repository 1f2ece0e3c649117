import CDetentGTK
import DetentGTK
import Foundation

// detent-gallery: the demo panels and the Studio panel in one GTK window; `--events`
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
    // Scripts/soak fails when resident memory grows, to catch leaks. Under GSK's GL renderer
    // (Mesa's llvmpipe) the buffers made and freed every frame leave glibc's heap with free pages
    // it keeps resident, so resident memory creeps while the memory in use stays level. With
    // DETENT_GALLERY_TRIM_MALLOC set (the soak sets it) the gallery gives those free pages back
    // every 5 s (malloc_trim), and resident memory follows the memory in use: blocks still
    // allocated, a leak's among them, stay counted.
    if environment["DETENT_GALLERY_TRIM_MALLOC"] != nil {
        g_timeout_add_seconds(5, { _ in
            // <malloc.h> is not in Swift's Glibc module: glibc's own symbol, looked up by name.
            guard let symbol = dlsym(nil, "malloc_trim") else { return 0 }
            typealias MallocTrim = @convention(c) (Int) -> Int32
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
            return 1
        }, nil)
    }
    // SIGTERM (how test harnesses and `kill` stop the gallery) closes the window as the close
    // button does: the widgets and their controls are freed, the main loop quits, and the process
    // exits normally. So atexit handlers run, among them the AddressSanitizer build's leak check,
    // which a death by signal would skip, and which then finds any control that outlived its
    // window. The signal is ignored first so only the dispatch source sees it; the main queue runs
    // inside GLib's loop (MainQueueBridge).
    signal(SIGTERM, SIG_IGN)
    let terminate = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .main)
    terminate.setEventHandler {
        MainActor.assumeIsolated {
            gtk_window_destroy(UnsafeMutableRawPointer(gallery.window).assumingMemoryBound(to: GtkWindow.self))
        }
    }
    terminate.resume()
    g_main_loop_run(loop)
    terminate.cancel()
    // GTK drops its last references to the destroyed window's widgets in the loop's next
    // iterations (pending frames, idles and timeouts): run the loop a little longer so the
    // widgets finalize and their controls are freed before the process ends.
    let settled = Date().addingTimeInterval(0.5)
    while Date() < settled {
        if g_main_context_iteration(nil, 0) == 0 { Thread.sleep(forTimeInterval: 0.01) }
    }
    g_main_loop_unref(loop)
    withExtendedLifetime(gallery) {}
}
exit(0)
