import Foundation

/// A control whose drag moves its value by the pointer's travel, not to the pointer (the fader,
/// the range slider, the multi-thumb slider, the XY pad): how a drag moves and ends is one rule
/// for all of them, and each says only what a move does (``followDrag(from:to:)``) and what ending
/// the drag does (``finishDrag()``). Hosts call the ``ControlModel`` methods, never these two.
@_spi(Hosting) public protocol TravelDragging: ControlModel {
    /// Moves the value by the pointer's travel from `start` (where the last event left it) to
    /// `point` (both finite, a drag under way), in the notification batch the move runs in.
    func followDrag(from start: CGPoint, to point: CGPoint)
    /// Ends the drag under way: the deferred `.valueChanged` when `isContinuous` is off and the
    /// value differs from the last one reported, then `.editingDidEnd`.
    func finishDrag()
    /// How far `point` lies from the control, points, across its track (the XY pad: beyond its
    /// bounds): what precision scrubbing measures.
    func scrubbingDistance(at point: CGPoint) -> Double
    /// Whether a drag slows as the pointer moves away from the track (each model documents it).
    var precisionScrubbing: Bool { get set }
}

extension TravelDragging {
    /// Follows the pointer to `point`; tracking goes on outside the bounds. Returns `true` while a
    /// drag is under way (`false` when none is, and nothing happens); a non-finite point is
    /// ignored and tracking goes on. `time` is unused.
    @_spi(Hosting) public func movePointer(to point: CGPoint, time: Double?) -> Bool {
        session.continueGesture(to: point, track: scrubAndFollow(from:to:))
    }

    /// A move of the drag: the scrubbing band at `point` first (see `PrecisionScrubbing`), then
    /// the move at the speed it gives.
    private func scrubAndFollow(from start: CGPoint, to point: CGPoint) {
        session.scrub(atDistance: scrubbingDistance(at: point))
        followDrag(from: start, to: point)
    }

    /// Ends the drag at `point` (a last move, when finite), then finishes it (``finishDrag()``),
    /// in one notification. Ignored without a drag.
    @_spi(Hosting) public func endPointer(at point: CGPoint?, time: Double?) {
        session.endGesture(at: point, track: scrubAndFollow(from:to:), finish: finishDrag)
    }

    /// Ends the drag where it is, as when the system takes the pointer away: ``finishDrag()``
    /// without a last move. Ignored without a drag.
    @_spi(Hosting) public func cancelPointer() {
        guard isTracking else { return }
        changes.batch { finishDrag() }
    }
}
