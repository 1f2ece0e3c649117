import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Since when the pointer has rested over one control, for scroll routing (the
/// `pointerRestingSince` a ``ScrollRouter`` reads), by one rule for every host: only the
/// pointer's own movement counts. A control that slides under a still pointer (the page scrolled
/// under it) was not aimed at, so the pointer rests on it only from its first move there; a
/// pointer that arrives where it was last seen over the control (where a click ends a hover and
/// begins it again) keeps the rest it had, since it is still where the user aimed.
///
/// A host keeps one per control and tells it where the pointer arrives and moves, in a frame that
/// does not scroll with the page (the window's), with times on the clock the router reads.
/// Non-finite locations and times are not movement: the pointer is then not resting.
@_spi(Hosting) public struct PointerRest: Sendable, Equatable {
    /// When the pointer last moved over the control, seconds; `nil` when it has not moved there
    /// since it arrived (or never arrived).
    public private(set) var since: Double?
    /// Where the pointer was last seen over the control.
    private var lastLocation: CGPoint?

    /// No pointer has been over the control.
    public init() {}

    /// The pointer arrived over the control at `location`, at `time`. `byMoving` says how, when
    /// the host knows: `true`, its own movement brought it (it rests from `time`); `false`, the
    /// control slid under it (it is not resting). `nil` (the host cannot tell): arriving where it
    /// was last seen over the control keeps the rest it had; arriving anywhere else waits for its
    /// first move.
    public mutating func arrived(at location: CGPoint, time: Double, byMoving: Bool? = nil) {
        guard location.isFinite, time.isFinite else {
            since = nil
            lastLocation = nil
            return
        }
        switch byMoving {
        case true?: since = time
        case false?: since = nil
        case nil: if location != lastLocation { since = nil }
        }
        lastLocation = location
    }

    /// The pointer is over the control at `location`, at `time`: a new location is a move, so it
    /// rests from `time`; the same location again changes nothing.
    public mutating func moved(to location: CGPoint, time: Double) {
        guard location.isFinite, time.isFinite else {
            since = nil
            lastLocation = nil
            return
        }
        if location != lastLocation { since = time }
        lastLocation = location
    }
}
