import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A tap that waits out the double-tap interval, because it may be the first of a double tap:
/// where it acts when the wait is over (`nil`: nowhere, it only waits for a second tap) and until
/// when, a reading of the model's clock. The session holds at most one.
struct WaitingTap {
    /// Where the tap acts once its wait is over; `nil` for nowhere.
    var point: CGPoint?
    /// The clock reading its wait ends at, seconds.
    var deadline: Double

    /// Whether a tap recognised at `time` is the second of a double tap: within the wait, or at
    /// an unknown time (`nil`), which a host reporting no times gives only while the wait runs.
    func isCompleted(by time: Double?) -> Bool { time.map { $0 <= deadline } ?? true }
}

extension GestureSession {
    /// Sets a tap at `point` waiting for `interval` seconds from `time` (`nil` or not finite: the
    /// clock's reading now), in place of any tap waiting before.
    func holdTap(at point: CGPoint?, time: Double?, interval: Double) {
        let at = time.flatMap { $0.isFinite ? $0 : nil } ?? clock
        waitingTap = WaitingTap(point: point, deadline: at + interval)
    }

    /// Ends the wait of the tap waiting, if any; returns whether one waited.
    @discardableResult
    func dropWaitingTap() -> Bool {
        defer { waitingTap = nil }
        return waitingTap != nil
    }

    /// The waiting tap, taken out of its wait, once its interval has passed at `time` with no
    /// press under way (a second press decides for itself: a drag drops the tap, a tap replaces
    /// it); `nil` otherwise.
    func takeDueTap(at time: Double) -> WaitingTap? {
        guard let tap = waitingTap, time >= tap.deadline, !isTracking else { return nil }
        waitingTap = nil
        return tap
    }
}

extension WaitingTap {
    /// The double-tap interval every control starts with, seconds: 0.35.
    static let standardInterval = 0.35
}

extension ControlModel {
    /// How long after a tap a second one makes a double tap, seconds; default 0.35. Where a double
    /// tap restores the default (a `defaultValue`, the sliders' `defaultValues`, the pad's default
    /// point), a single tap acts only this long after it, if no second tap came (the model then
    /// counts as animating, so hosts keep its clock running): a double tap resets without first
    /// moving to the finger. A knob in absolute mode with a default jumps to the finger when it
    /// moves past `TouchTarget/slop`, or, for a tap, after this wait. The double tap itself is the
    /// platform's gesture (UIKit's, GTK's), so keep this at least as long as the platform's
    /// double-tap time. NaN and negative values are ignored; more than 5 s (infinity too) is 5 s.
    public var doubleTapInterval: Double {
        get { session.doubleTapInterval }
        set {
            var interval = newValue
            guard SingleValue.settle(doubleTapInterval: &interval, from: session.doubleTapInterval) else { return }
            session.doubleTapInterval = interval
            changes.notify()
        }
    }
}

extension ControlModel {
    /// Taps on a control whose double tap restores its default (the thumb sliders, the XY pad):
    /// two taps, or a single one while an earlier one waits (a host whose recognizer reports single
    /// taps only), run `restore`, once, as the user's edit, where the control has a default
    /// (``defaultCurrentValue``); without one they are ignored. A single tap acts at once without a
    /// default (`act`, at its point); with one it waits out the interval, as it may be the first of
    /// a double tap, and then acts (``takeWaitingTap(at:)``). A drag under way is cancelled first.
    /// Returns whether it did something (a tap that waits did).
    func tapOrDoubleTap(at point: CGPoint?, count: Int, time: Double?,
                        act: (CGPoint) -> Bool, restore: () -> Bool) -> Bool {
        let hasDefault = defaultCurrentValue != nil
        if count == 2 || session.waitingTap?.isCompleted(by: time) == true {
            guard hasDefault || session.waitingTap != nil else { return false }
            return resetDroppingWaitingTap { hasDefault && restore() }
        }
        guard let point else { return false }
        guard hasDefault else { return afterCancellingDrag { act(point) } }
        return afterCancellingDrag {
            session.holdTap(at: point, time: time, interval: doubleTapInterval)
            changes.notify()
            return true
        }
    }

    /// Runs `restore`, a reset as the user's edit, after cancelling a drag under way and dropping
    /// a waiting tap (a double tap's first tap, or any tap before assistive technology's reset).
    /// Returns what `restore` returns.
    func resetDroppingWaitingTap(_ restore: () -> Bool) -> Bool {
        afterCancellingDrag {
            let dropped = session.dropWaitingTap()
            let restored = restore()
            // Dropping the waiting tap alone changes `isAnimating`.
            if dropped && !restored { changes.notify() }
            return restored
        }
    }
}

extension LinearControlModel {
    /// 1 or 2: on a control moved by the pointer's travel (a thumb on a track or a pad), a tap
    /// acts where it lands and a double tap restores the default.
    @_spi(Hosting) public static func takesTaps(of count: Int) -> Bool { count == 1 || count == 2 }

    /// A single tap at `point`, recognised at no known time: see ``tapGesture(at:count:time:)``,
    /// which each such control answers itself.
    @_spi(Hosting) public func tapGesture(at point: CGPoint?) -> Bool { tapGesture(at: point, count: 1, time: nil) }
}
