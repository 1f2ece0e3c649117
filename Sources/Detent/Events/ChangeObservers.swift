/// The observers of one model's changes. A model notifies them after any change that affects
/// what is drawn, what assistive technology reads or what is reported: a property set (on the
/// model or through a host), input, or time. Hosts subscribe once and repaint, refresh their
/// accessibility and start their frame clock from here; they never re-declare model properties
/// only to remember to repaint.
///
/// Notifications are synchronous, on the caller's thread, after the model's state is complete. A
/// change made inside a ``batch(_:)`` (one input call, one clock tick) notifies once, at its end.
/// An observer may read the model and may add or remove observers; a change it makes notifies
/// again after the current round. Notifying makes no heap allocation. Settings notify only when
/// what they hold changes, so a host may set them on every update (assigning ticks or sectors
/// counts as a change: their revision moves).
@_spi(Hosting) public final class ChangeObservers {
    // The storage every input reads. Each access to it is instantaneous (the list is copied to be
    // walked, appended to, and removed from by index; the flags are read or written), so no two
    // can overlap: the runtime exclusivity check the compiler would otherwise make on each access
    // can only ever pass.
    @exclusivity(unchecked) private var observers = ObserverList<() -> Void>()
    @exclusivity(unchecked) private var batchDepth = 0
    @exclusivity(unchecked) private var pending = false
    @exclusivity(unchecked) private var isNotifying = false

    /// Creates an empty list.
    public init() {}

    /// Calls `observer` after every change from now on, until the returned token is cancelled or
    /// released. Keep the token for as long as you observe.
    public func observe(_ observer: @escaping () -> Void) -> ObservationToken {
        let id = observers.add(observer)
        return ObservationToken { [weak self] in self?.observers.remove(id: id) }
    }

    /// How many observers are subscribed.
    public var count: Int { observers.entries.count }

    /// Reports a change: observers run now, or at the end of the outermost batch.
    public func notify() {
        pending = true
        guard batchDepth == 0, !isNotifying else { return }
        isNotifying = true
        defer { isNotifying = false }
        while pending {
            pending = false
            // `for` walks a snapshot (no copy unless an observer changes the list meanwhile).
            for entry in observers.entries { entry.observer() }
        }
    }

    /// Runs `body`, notifying once at its end if anything in it reported a change.
    public func batch<Result>(_ body: () throws -> Result) rethrows -> Result {
        batchDepth += 1
        defer {
            batchDepth -= 1
            if batchDepth == 0, pending { notify() }
        }
        return try body()
    }
}

/// A subscription to a model's changes or events; cancelling it (or releasing it) ends the
/// subscription. Like Combine's `AnyCancellable`, keep it for as long as you observe.
public final class ObservationToken {
    private var cancellation: (() -> Void)?

    /// A token that runs `cancel` once, when cancelled or released.
    @_spi(Hosting) public init(_ cancel: @escaping () -> Void) {
        cancellation = cancel
    }

    /// Ends the subscription; later calls do nothing.
    public func cancel() {
        let c = cancellation
        cancellation = nil
        c?()
    }

    deinit { cancel() }
}
