#if canImport(UIKit)
import QuartzCore

/// The controls' frame clock: a `CADisplayLink` that calls `onFrame` once per screen refresh while
/// it runs, with the time the frame will be shown (`targetTimestamp`, on the clock of
/// `CACurrentMediaTime()` and `UITouch.timestamp`). It asks for ProMotion's rates, 60 to 120 frames
/// a second (an iPhone app also needs `CADisableMinimumFrameDurationOnPhone` in its Info.plist to
/// get above 60). The control starts it when its model begins to animate and stops it when the
/// model says it is done, so an idle control costs nothing.
///
/// The display link retains its target, so the target is a small proxy that holds the clock
/// weakly: the link never keeps a control alive, and a link whose clock has gone invalidates
/// itself at its next tick.
@MainActor
final class FrameClock {
    /// Called on every frame while the clock runs, with the frame's target time, seconds.
    var onFrame: ((CFTimeInterval) -> Void)?

    private var link: CADisplayLink?

    /// True between ``start()`` and ``stop()``.
    var isRunning: Bool { link != nil }

    /// Starts calling `onFrame` every frame; does nothing when already running.
    func start() {
        guard link == nil else { return }
        let target = FrameClockTarget()
        target.clock = self
        let link = CADisplayLink(target: target, selector: #selector(FrameClockTarget.step(_:)))
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops the clock and invalidates its display link.
    func stop() {
        link?.invalidate()
        link = nil
    }

    fileprivate func step(_ link: CADisplayLink) { onFrame?(link.targetTimestamp) }
}

/// The display link's target: forwards each tick to the clock it holds weakly.
@MainActor
private final class FrameClockTarget: NSObject {
    weak var clock: FrameClock?

    @objc func step(_ link: CADisplayLink) {
        guard let clock else {
            link.invalidate()
            return
        }
        clock.step(link)
    }
}
#endif
