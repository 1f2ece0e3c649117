import Foundation

/// Whose a touch is when it lands, as far as a surrounding scroll view (UIScrollView, SwiftUI's
/// `ScrollView`, `List`, `Form`, a `GtkScrolledWindow`) is concerned.
@_spi(Hosting) public enum TouchClaim: Sendable, Hashable {
    /// The control's at once (a knob's ring, a rotatable knob's face): the scroller must not take
    /// the drag.
    case control
    /// The control's only if its first movement says so (a range thumb, a wheel's ring): see
    /// ``ControlModel/dragDecision(from:to:slop:)``.
    case undecided
    /// Not the control's drag (a range slider's bare track, the wheel's hub, outside the control,
    /// or a disabled control): the scroller may take it. A tap there still reaches the control.
    case scroller
}

/// The distances the arbitration rules use, points.
@_spi(Hosting) public enum TouchTarget {
    /// The smallest touch target, points on a side: Apple's Human Interface Guidelines' 44 × 44.
    @_spi(Hosting) public static let minimumSide = 44.0
    /// How far a touch moves before its direction decides who takes it, points (UIScrollView's
    /// pan recognizer starts at about 10).
    @_spi(Hosting) public static let slop = 10.0

    /// `frame` grown about its centre to at least ``minimumSide`` on each side: a thumb's (or a
    /// track's) touch target.
    static func around(_ frame: CGRect) -> CGRect {
        let dx = max(minimumSide - Double(frame.width), 0) / 2
        let dy = max(minimumSide - Double(frame.height), 0) / 2
        return frame.insetBy(dx: -dx, dy: -dy)
    }
}

/// What the first movement of an undecided touch decides.
@_spi(Hosting) public enum DragDecision: Sendable, Hashable {
    /// The touch has not yet moved past the slop: wait.
    case pending
    /// The control takes the drag: the host begins tracking and refuses the scroller's pan.
    case claim
    /// The scroller takes the drag: the host leaves the touch to it.
    case yield
}

/// The rule each model gives for a movement of an undecided touch.
extension ControlModel {
    /// Decides an undecided touch that began at `start` and is now at `point` (control
    /// coordinates): `.pending` until it has moved `slop` points (default `TouchTarget/slop`;
    /// NaN or negative is 0), then `.claim` or `.yield` by the model's rule
    /// (``claimsMovement(from:by:)``). A touch the model claimed outright always gives `.claim`, one
    /// it leaves to the scroller `.yield`; non-finite points give `.pending`.
    @_spi(Hosting) public func dragDecision(from start: CGPoint, to point: CGPoint, slop: Double = TouchTarget.slop) -> DragDecision {
        switch touchClaim(at: start) {
        case .control: return .claim
        case .scroller: return .yield
        case .undecided: break
        }
        let dx = Double(point.x - start.x), dy = Double(point.y - start.y)
        guard dx.isFinite, dy.isFinite else { return .pending }
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance.isFinite, distance >= (slop >= 0 ? slop : 0), distance > 0 else { return .pending }
        return claimsMovement(from: start, by: CGSize(width: dx, height: dy)) ? .claim : .yield
    }
}

/// Whether a movement `translation` from `start` runs more along the circle about `center` than
/// towards or away from it (more tangential than radial). At the centre itself nothing is
/// tangential.
func isMostlyTangential(from start: CGPoint, about center: CGPoint, by translation: CGSize) -> Bool {
    let rx = Double(start.x - center.x), ry = Double(start.y - center.y)
    let r = (rx * rx + ry * ry).squareRoot()
    guard r > 0, r.isFinite else { return false }
    let mx = Double(translation.width), my = Double(translation.height)
    let radial = abs(mx * rx + my * ry) / r
    let tangential = abs(mx * ry - my * rx) / r
    return tangential > radial
}

/// Whether a movement runs more along `axis` than across it.
func isMostlyAlong(_ axis: TrackOrientation, _ translation: CGSize) -> Bool {
    let along = abs(Double(axis == .horizontal ? translation.width : translation.height))
    let across = abs(Double(axis == .horizontal ? translation.height : translation.width))
    return along > across
}
