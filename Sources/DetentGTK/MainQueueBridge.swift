import CDetentGTK
import Foundation

/// Lets `DispatchQueue.main` work, `@MainActor` tasks and `AsyncStream` readers on the main actor
/// run while GLib's main loop (`g_main_loop_run`, `g_application_run`) owns the main thread.
///
/// On Linux those jobs wait on libdispatch's main queue, which nothing drains while GLib runs.
/// The bridge watches the queue's wake-up descriptor from GLib's default main context: when work
/// is queued the descriptor becomes readable, GLib wakes, and the bridge runs the work, within
/// the same turn of the loop (well within a frame). An idle window makes no wakeups of its own.
/// `RunLoop.main`'s own timers and sources are not turned: run them with ``drain()``.
@MainActor
public enum MainQueueBridge {
    private static var sourceID: guint = 0

    /// Whether the bridge is installed.
    public static var isInstalled: Bool { sourceID != 0 }

    /// Installs the bridge on GLib's default main context, and runs the work already queued;
    /// installing twice does nothing.
    public static func install() {
        guard sourceID == 0 else { return }
        sourceID = detent_watch_main_queue(detent_priority_default())
        drain()
    }

    /// Installs the bridge; `interval` is ignored, since the bridge no longer polls.
    @available(*, deprecated, message: "The bridge wakes when work is queued; use install()")
    public static func install(interval milliseconds: Int) {
        install()
    }

    /// Removes the bridge; main-queue work waits again until something turns the run loop.
    public static func uninstall() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }

    /// Runs the main-queue work that is ready now, and `RunLoop.main`'s timers and sources that
    /// are due, without waiting.
    public static func drain() {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: -1))
    }
}
