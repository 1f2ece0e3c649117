import CDetentGTK
import Foundation

/// Lets `DispatchQueue.main` work, `@MainActor` tasks and `AsyncStream` readers on the main actor
/// run while GLib's main loop (`g_main_loop_run`, `g_application_run`) owns the main thread.
///
/// On Linux those jobs wait on the main run loop, which nothing turns while GLib runs. The bridge
/// adds a GLib timeout that turns the main run loop once without waiting, every `interval`
/// milliseconds (default 8, a little faster than a 60 Hz frame; clamped to 1…1000).
@MainActor
public enum MainQueueBridge {
    private static var sourceID: guint = 0

    /// Whether the bridge is installed.
    public static var isInstalled: Bool { sourceID != 0 }

    /// Installs the bridge on GLib's default main context; installing twice does nothing.
    public static func install(interval milliseconds: Int = 8) {
        guard sourceID == 0 else { return }
        let interval = guint(min(max(milliseconds, 1), 1000))
        sourceID = g_timeout_add_full(detent_priority_default(), interval, { _ in
            MainActor.assumeIsolated { MainQueueBridge.drain() }
            return 1
        }, nil, nil)
    }

    /// Removes the bridge; main-queue work waits again until something turns the run loop.
    public static func uninstall() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }

    /// Runs the main-queue work that is ready now, without waiting.
    public static func drain() {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: -1))
    }
}
