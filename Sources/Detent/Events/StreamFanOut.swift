/// Hands out `AsyncStream`s and sends every element yielded to all of them: a host's value and
/// event streams. A stream holds at most ``bufferLimit`` elements its reader has not taken yet
/// (the newest are kept), so a reader that stops reading costs bounded memory; a stream whose
/// reader went away is forgotten at the next element, and ``finish()`` ends them all (a host
/// calls it when its control goes away).
///
/// It starts no task and holds no reference to the control. Not thread-safe: use it from the
/// thread that owns the model (the main thread in every host).
@_spi(Hosting) public final class StreamFanOut<Element: Sendable> {
    private var continuations: [AsyncStream<Element>.Continuation] = []

    /// How many unread elements a stream keeps before it drops its oldest: 100.
    public static var bufferLimit: Int { 100 }

    /// Creates a fan-out with no streams.
    public init() {}

    /// A new stream of every element yielded from now on.
    public func stream() -> AsyncStream<Element> {
        // `AsyncStream.makeStream()` needs iOS 17; the closure form runs synchronously.
        var captured: AsyncStream<Element>.Continuation?
        let stream = AsyncStream<Element>(bufferingPolicy: .bufferingNewest(Self.bufferLimit)) { captured = $0 }
        if let captured { continuations.append(captured) }
        return stream
    }

    /// Sends `element` to every live stream, forgetting streams whose reader went away. Makes no
    /// heap allocation while no stream is attached.
    public func yield(_ element: Element) {
        guard !continuations.isEmpty else { return }
        continuations.removeAll { continuation in
            if case .terminated = continuation.yield(element) { return true }
            return false
        }
    }

    /// Ends every stream: their readers' loops finish.
    public func finish() {
        for continuation in continuations { continuation.finish() }
        continuations.removeAll()
    }

    deinit {
        for continuation in continuations { continuation.finish() }
    }
}
