import CDetentGTK
@_spi(Hosting) import Detent
import Foundation

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
