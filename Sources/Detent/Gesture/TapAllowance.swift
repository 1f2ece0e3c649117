import Foundation

/// The rule that tells a tap from a short drag: a touch that moved more than `TouchTarget.slop`
/// (10 points) from where it began is not a tap. Platforms recognise taps and drags separately
/// (UIKit's tap recognizer beside `UIControl` tracking, GTK's click gesture beside its drag
/// gesture) and may report both for one quick flick; the model ignores the tap then, so a
/// one-sector nudge of the wheel stays a nudge and a quick range drag does not end with the
/// nearer thumb jumping to the finger.
///
/// A tap belongs to the latest touch when the platform reports it with a time while that touch
/// is down or at most ``window`` (0.3 s) after it lifted. A tap without a time (assistive
/// technology, the program) belongs to no touch and is always a tap; so is one that comes later.
/// One refused tap clears the mark.
struct TapAllowance {
    /// How long after a touch lifts a tap the platform reports still belongs to it, seconds: 0.3
    /// (platforms report the tap as the touch ends, in the same event).
    static let window = 0.3

    /// Where the latest touch began, while it is still within the slop.
    private var start: CGPoint?
    /// Whether the latest touch moved past the slop and no tap has been refused for it yet.
    private(set) var refusesTap = false
    /// Whether the latest touch is down.
    private var isDown = false
    /// When the latest touch lifted, if it said.
    private var liftTime: Double?

    /// Takes one pointer input of the latest touch, at `time` if the host gave one.
    mutating func note(_ phase: PointerPhase, at point: CGPoint?, time: Double?) {
        switch phase {
        case .began:
            start = point.flatMap { $0.isFinite ? $0 : nil }
            refusesTap = false
            isDown = true
            liftTime = nil
        case .moved:
            noteMove(to: point)
        case .ended:
            noteMove(to: point)
            isDown = false
            liftTime = time.flatMap { $0.isFinite ? $0 : nil }
        case .cancelled:
            isDown = false
            liftTime = time.flatMap { $0.isFinite ? $0 : nil }
        }
    }

    private mutating func noteMove(to point: CGPoint?) {
        guard let start, let point, point.isFinite else { return }
        if hypot(Double(point.x - start.x), Double(point.y - start.y)) > TouchTarget.slop {
            refusesTap = true
            self.start = nil
        }
    }

    /// Whether a tap the platform reports at `time` is a tap; a refused tap clears the mark.
    mutating func acceptsTap(at time: Double?) -> Bool {
        guard refusesTap, let time else { return true }
        refusesTap = false
        // A lift without a time: the tap is taken to come with it.
        guard !isDown, let liftTime, time.isFinite else { return false }
        return time - liftTime > Self.window
    }
}
