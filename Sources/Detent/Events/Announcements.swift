// What a model announces, and how. What: its events (`ControlEvent`, each with its `EventCause`,
// and the `Feedback` a host plays for it). How: the events through an `EventEmitter` (the user's
// handler, the hosts' observers and streams), its changes through `ChangeObservers` (repaint,
// accessibility, clock), each delivered synchronously after the model's state is complete.

/// Something a control reports to its host: the core's equivalent of `UIControl.Event`, plus
/// selection and detent notifications. `Value` is the control's value type: `Double` for the
/// knobs, `ClosedRange<Double>` for the range slider, `Int` (a sector index) for the wheel.
public enum ControlEvent<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value changed through the user (tracking, tap, double-tap, keyboard or accessibility).
    /// With `isContinuous == false` it is sent once, when the gesture ends or is cancelled.
    /// Programmatic changes (`value = …`, `setValue(_:animated:)`) send nothing, as in UIKit.
    case valueChanged(Value)
    /// A tracking gesture began (the `beginTracking` call returned `true`).
    case editingDidBegin
    /// A tracking gesture ended or was cancelled.
    case editingDidEnd
    /// The selected item changed to this index through the user (the wheel's sectors).
    case selectionChanged(Int)
    /// The primary action was triggered for this index (the wheel's centre button).
    case primaryActionTriggered(Int)
    /// A detent was crossed: a step, a sector boundary or an end stop. Hosts play haptics or sound.
    case detent(Notch)
}

/// A notch the user's gesture crossed; hosts turn it into haptics (`UISelectionFeedbackGenerator`)
/// or a click sound.
public enum Notch: Sendable, Equatable, Hashable {
    /// The value moved onto step number `index` (`minimumValue + index · step`).
    case step(Int)
    /// The wheel turned sector `index` onto the marker.
    case sectorBoundary(Int)
    /// The value reached one end of its range.
    case endStop(RangeEnd)
    /// The value crossed or reached the knob's `neutralValue` (the centre of a pan, 0 dB).
    case neutral
    /// A knob that wraps around passed from its maximum to its minimum, or back.
    case wrapped
    /// The drag's speed changed with precision scrubbing on: the finger moved to another band
    /// away from the track, and the value now follows it at this share of its travel (1, 0.5,
    /// 0.25 or 0.125). See the linear controls' and the XY pad's `precisionScrubbing`.
    case scrubbingSpeed(Double)
}

/// One end of a value range.
public enum RangeEnd: Sendable, Equatable, Hashable {
    /// The `minimumValue` end.
    case minimum
    /// The `maximumValue` end.
    case maximum
}

extension ControlEvent {
    /// The value a stream of the user's values reports for this event: the payload of
    /// `.valueChanged`, and for the wheel, whose value is its selected index, that of
    /// `.selectionChanged`; `nil` for every other event.
    @_spi(Hosting) public var reportedValue: Value? {
        switch self {
        case .valueChanged(let value): return value
        case .selectionChanged(let index): return index as? Value
        default: return nil
        }
    }
}

/// What made a control report an event: the user (by dragging, by the momentum of their flick,
/// by a tap, a key, a scroll-wheel notch or assistive technology) or the program.
public enum EventCause: Sendable, Hashable, CaseIterable {
    /// A finger or pointer dragging the control.
    case drag
    /// The glide that follows the user's flick, and the snap that ends a drag.
    case momentum
    /// A tap or click: a range slider's thumb moving to it, a wheel's sector turning to the
    /// marker, a double-tap reset.
    case tap
    /// A key press (arrows, Page Up/Down, Home/End).
    case key
    /// A scroll-wheel notch.
    case scroll
    /// Assistive technology: VoiceOver's increment and decrement, an accessible's actions.
    case assistiveTechnology
    /// A value the user typed into the control's value entry ("Enter Value…").
    case typedEntry
    /// The program: `setValue`, `select`, `spin`, a binding changed from outside.
    case program

    /// Whether the user caused it (every cause but ``program``).
    public var isUser: Bool { self != .program }
}

/// The physical feedback (a haptic, a click sound) an event deserves.
@_spi(Hosting) public enum Feedback: Sendable, Hashable, CaseIterable {
    /// A light tick: the value moved onto a step, a sector reached the marker (UIKit:
    /// `UISelectionFeedbackGenerator.selectionChanged()`).
    case tick
    /// A firmer bump: the value reached an end of its range (UIKit: a light
    /// `UIImpactFeedbackGenerator`).
    case endStop
}

extension ControlEvent {
    /// The feedback a host plays for this event with this cause, or `nil` for none. Only detents
    /// deserve feedback, and only when the user caused them: never for `select`, `spin`,
    /// `setValue` or a binding changed from outside (``EventCause/program``). Hosts ask this and
    /// play what it says; they add no rule of their own.
    @_spi(Hosting) public func feedback(cause: EventCause) -> Feedback? {
        guard cause.isUser, case .detent(let notch) = self else { return nil }
        if case .endStop = notch { return .endStop }
        return .tick
    }
}

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
/// what they hold changes, so a host may set them on every update (ticks and sectors included:
/// the same list assigned again notifies nothing).
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

/// Observers kept in the order they subscribed, each under an id its token removes it by: the
/// storage of ``ChangeObservers`` and ``EventEmitter``.
struct ObserverList<Observer> {
    /// The observers, oldest first.
    private(set) var entries: [(id: Int, observer: Observer)] = []
    private var nextID = 0

    /// Adds `observer` last; returns the id that removes it.
    mutating func add(_ observer: Observer) -> Int {
        let id = nextID
        nextID += 1
        entries.append((id, observer))
        return id
    }

    /// Removes the observer added under `id`, if it is still there.
    mutating func remove(id: Int) {
        // Found on a copy and removed by index: no code runs inside an access to the list.
        let list = entries
        guard let index = list.firstIndex(where: { $0.id == id }) else { return }
        entries.remove(at: index)
    }
}

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
