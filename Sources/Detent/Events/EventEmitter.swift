/// Delivers a control's events, each with its ``EventCause``, to any number of observers, to one
/// handler the user may set, and to any number of `AsyncStream`s.
///
/// Hosts subscribe with ``observe(_:)`` and keep the token; ``handler`` is the user's own, so a
/// user who sets it never displaces a host. Events are delivered after the model's state is
/// complete, so a receiver may read or change the model. Delivery makes no heap allocation while
/// no stream is attached.
public final class EventEmitter<Value: Sendable & Equatable> {
    /// Called synchronously with every event, on the caller's thread, after the observers.
    /// Default `nil`. It is yours: hosts never set it.
    public var handler: ((ControlEvent<Value>) -> Void)? {
        get { userHandler }
        set { userHandler = newValue }
    }

    // The storage `emit` reads on every event. Each access to it is instantaneous (the lists are
    // copied to be walked, appended to, and removed from by index; the handler is read, then
    // called), so no two can overlap: the runtime exclusivity check the compiler would otherwise
    // make on each read, a tenth of a tracking event's cost, can only ever pass.
    @exclusivity(unchecked) private var userHandler: ((ControlEvent<Value>) -> Void)?
    @exclusivity(unchecked) private var observers = ObserverList<(ControlEvent<Value>, EventCause) -> Void>()
    @exclusivity(unchecked) private var continuations: [Int: AsyncStream<ControlEvent<Value>>.Continuation] = [:]
    private var nextStreamID = 0

    /// Creates an emitter with no observers, no handler and no streams.
    @_spi(Hosting) public init() {}

    /// Calls `observer` with every event and its cause from now on, until the token is cancelled
    /// or released.
    public func observe(_ observer: @escaping (ControlEvent<Value>, EventCause) -> Void) -> ObservationToken {
        let id = observers.add(observer)
        return ObservationToken { [weak self] in self?.observers.remove(id: id) }
    }

    /// A stream of every event from now on; it ends when the stream is dropped or `finish()` runs.
    /// Events are buffered without limit until the stream's reader takes them.
    public func stream() -> AsyncStream<ControlEvent<Value>> {
        let id = nextStreamID
        nextStreamID += 1
        // `AsyncStream.makeStream()` needs iOS 17; the closure form runs synchronously.
        var captured: AsyncStream<ControlEvent<Value>>.Continuation?
        let stream = AsyncStream<ControlEvent<Value>> { captured = $0 }
        guard let continuation = captured else { return stream }
        // A stream dropped by its reader is removed on the next emit, when `yield` reports it
        // terminated: the emitter is not Sendable, so `onTermination` (any thread) may not touch it.
        continuations[id] = continuation
        return stream
    }

    /// Ends every stream handed out so far.
    @_spi(Hosting) public func finish() {
        for continuation in continuations.values { continuation.finish() }
        continuations.removeAll()
    }

    /// Sends `event`, caused by `cause`, to the observers, the handler, then every live stream.
    @_spi(Hosting) public func emit(_ event: ControlEvent<Value>, cause: EventCause) {
        for entry in observers.entries { entry.observer(event, cause) }
        userHandler?(event)
        guard !continuations.isEmpty else { return }
        var ended: [Int] = []
        for (id, continuation) in continuations {
            if case .terminated = continuation.yield(event) { ended.append(id) }
        }
        for id in ended { continuations[id] = nil }
    }

    deinit {
        for continuation in continuations.values { continuation.finish() }
    }
}
