import Foundation
@_spi(Hosting) import Detent

/// Collects every event a model emits, with its cause, in order, so tests can assert what a host
/// would have seen.
final class EventRecorder<Value: Sendable & Equatable> {
    private(set) var events: [ControlEvent<Value>] = []
    /// The cause of each event in `events`.
    private(set) var causes: [EventCause] = []
    private var subscription: ObservationToken?

    /// Observes `emitter` as a host does; `onEvent` runs for each event, with its cause, after it
    /// is recorded.
    init(_ emitter: EventEmitter<Value>, onEvent: ((ControlEvent<Value>, EventCause) -> Void)? = nil) {
        subscription = emitter.observe { [weak self] event, cause in
            guard let self else { return }
            events.append(event)
            causes.append(cause)
            if event == .editingDidBegin { beganCount += 1 }
            if event == .editingDidEnd { endedCount += 1 }
            onEvent?(event, cause)
        }
    }

    /// Forgets what was recorded so far.
    func clear() {
        events.removeAll()
        causes.removeAll()
        beganCount = 0
        endedCount = 0
    }

    /// The feedback a host would have played, in order.
    var feedback: [Feedback] {
        zip(events, causes).compactMap { $0.feedback(cause: $1) }
    }

    /// The payloads of the `.valueChanged` events, in order.
    var values: [Value] {
        events.compactMap { if case .valueChanged(let v) = $0 { return v } else { return nil } }
    }

    /// The indices of the `.selectionChanged` events, in order.
    var selections: [Int] {
        events.compactMap { if case .selectionChanged(let i) = $0 { return i } else { return nil } }
    }

    /// The indices of the `.primaryActionTriggered` events, in order.
    var primaryActions: [Int] {
        events.compactMap { if case .primaryActionTriggered(let i) = $0 { return i } else { return nil } }
    }

    /// The detents crossed, in order.
    var detents: [Notch] {
        events.compactMap { if case .detent(let d) = $0 { return d } else { return nil } }
    }

    /// How many `.editingDidBegin` events arrived.
    private(set) var beganCount = 0

    /// How many `.editingDidEnd` events arrived.
    private(set) var endedCount = 0
}

extension EventRecorder {
    /// What breaks one edit, one begin and end, in what was recorded: a begin inside an edit, an
    /// end without one, an empty edit, an event the user caused outside an edit.
    var editBracketProblems: [String] {
        var open = false, inside = 0
        var found: [String] = []
        for (event, cause) in zip(events, causes) {
            switch event {
            case .editingDidBegin:
                if open { found.append("a begin inside an edit") }
                open = true
                inside = 0
            case .editingDidEnd:
                if !open { found.append("an end without a begin") }
                if inside == 0 { found.append("an empty edit") }
                open = false
            case .primaryActionTriggered:
                break
            default:
                guard cause.isUser else { break }
                if !open { found.append("\(event) (\(cause)) outside an edit") }
                inside += 1
            }
        }
        return found
    }
}

extension EventRecorder where Value == Double {
    /// True when no reported value is NaN or infinite.
    var allValuesFinite: Bool { values.allSatisfy(\.isFinite) }
}

extension EventRecorder where Value == ClosedRange<Double> {
    /// True when no reported bound is NaN or infinite.
    var allValuesFinite: Bool { values.allSatisfy { $0.lowerBound.isFinite && $0.upperBound.isFinite } }
}

// MARK: - Small helpers shared by the test files

/// Tolerance for comparing doubles computed along different paths.
let tolerance = 1e-9

/// `a` and `b` agree within `eps`.
func close(_ a: Double, _ b: Double, _ eps: Double = tolerance) -> Bool { abs(a - b) <= eps }

/// `a` and `b` name the same direction (equal modulo 2π) within `eps`.
func sameAngle(_ a: Double, _ b: Double, _ eps: Double = 1e-9) -> Bool {
    abs(Radians.shortestDelta(from: a, to: b)) <= eps
}

/// The point at `radius` from `center` in direction `angle` (screen convention, y down).
func point(_ angle: Double, _ radius: Double, about center: CGPoint) -> CGPoint {
    CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))
}

extension CGRect {
    /// True when every edge is a finite number.
    var isFiniteRect: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
