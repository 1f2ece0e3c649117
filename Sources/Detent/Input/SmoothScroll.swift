import Foundation

/// The unit of a scroll event's deltas, as the host's platform reports them.
@_spi(Hosting) public enum ScrollUnit: Sendable, Hashable, CaseIterable {
    /// Notches of a scroll wheel: 1 per notch; a high-resolution wheel's fractions add up to whole
    /// notches (GTK's wheel unit).
    case notches
    /// Points of travel on a trackpad or a mouse wheel turned into travel (UIKit's scroll pan
    /// translation, GTK's surface unit): ``pointsPerNotch`` points make one notch.
    case points

    /// The travel that stands for one wheel notch, points: 10, so a 100-point two-finger swipe
    /// moves a control ten increments.
    public static let pointsPerNotch = 10.0

    /// The most notches one event moves, so a flick reported as one huge delta moves a control
    /// by a bounded amount: 20.
    static let mostNotchesPerEvent = 20.0

    /// `delta` in notches.
    func notches(_ delta: Double) -> Double { self == .points ? delta / Self.pointsPerNotch : delta }
}

extension ControlModel {
    /// A continuous scroll (a trackpad's, a high-resolution wheel's): its travel along the axis
    /// that moves most adds up in the session, and each whole notch gathered is one increment or
    /// decrement with cause `.scroll`, as ``ControlInput/scroll(deltaX:deltaY:modifiers:)`` sends
    /// for a notch; up increments, and right does what the right arrow does (it decrements a
    /// horizontal slider laid out right to left). Travel the other way first drops what was gathered, so
    /// a reversal acts at once. A disabled control, or a delta that is not finite, takes nothing.
    /// Returns whether the control took the travel (it may not have reached a notch yet).
    func scrollSmoothly(deltaX: Double, deltaY: Double, unit: ScrollUnit, modifiers: InputModifiers) -> Bool {
        guard isEnabled, deltaX.isFinite, deltaY.isFinite, deltaX != 0 || deltaY != 0 else { return false }
        // Up (a negative vertical delta) and right are increments, as for a notch; right is a
        // decrement where the right arrow is (a horizontal slider laid out right to left), so the
        // thumb follows the fingers.
        let right = adjustment(for: .right) == .decrement ? -deltaX : deltaX
        let up = unit.notches(abs(deltaY) >= abs(deltaX) ? -deltaY : right)
        let limit = ScrollUnit.mostNotchesPerEvent
        var travel = session.scrollTravel
        if travel != 0, (travel > 0) != (up > 0) { travel = 0 }
        travel = min(max(travel + up, -limit), limit)
        let notches = travel.rounded(.towardZero)
        session.scrollTravel = travel - notches
        guard notches != 0 else { return true }
        // Several notches in one event are one change for the host to show.
        changes.batch {
            withModifiers(modifiers) {
                for _ in 0..<Int(abs(notches)) { _ = adjust(notches > 0 ? .increment : .decrement, cause: .scroll) }
            }
        }
        return true
    }
}
