/// Delivers a control's events to its host callback and to any number of `AsyncStream`s.
///
/// Events are delivered after the model's state is complete, so a handler may read or change the
/// model. Delivery makes no heap allocation while no stream is attached.
public final class EventEmitter<Value: Sendable & Equatable> {
    /// Called synchronously with every event, on the caller's thread. Default `nil`.
    public var handler: ((ControlEvent<Value>) -> Void)?

    private var continuations: [Int: AsyncStream<ControlEvent<Value>>.Continuation] = [:]
    private var nextStreamID = 0

    /// Creates an emitter with no handler and no streams.
    public init() {}

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
    public func finish() {
        for continuation in continuations.values { continuation.finish() }
        continuations.removeAll()
    }

    /// Sends `event` to the handler, then to every live stream.
    public func emit(_ event: ControlEvent<Value>) {
        handler?(event)
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
