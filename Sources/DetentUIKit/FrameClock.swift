#if canImport(UIKit)
import QuartzCore

/// The controls' frame clock: a `CADisplayLink` that calls `onFrame` once per screen refresh while
/// it runs. The control starts it when its model begins to animate and stops it when the model
/// says it is done, so an idle control costs nothing.
///
/// The display link retains its target, so the target holds the clock weakly: a control that goes
/// away takes its clock with it, and the link invalidates itself at its next tick.
@MainActor
final class FrameClock {
    /// Called on every frame while the clock runs.
    var onFrame: (() -> Void)?

    private var link: CADisplayLink?

    /// True between ``start()`` and ``stop()``.
    var isRunning: Bool { link != nil }

    /// Starts calling `onFrame` every frame; does nothing when already running.
    func start() {
        guard link == nil else { return }
        let target = FrameClockTarget()
        target.clock = self
        let link = CADisplayLink(target: target, selector: #selector(FrameClockTarget.step(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops the clock.
    func stop() {
        link?.invalidate()
        link = nil
    }

    fileprivate func step() { onFrame?() }
}

@MainActor
private final class FrameClockTarget: NSObject {
    weak var clock: FrameClock?

    @objc func step(_ link: CADisplayLink) {
        guard let clock else {
            link.invalidate()
            return
        }
        clock.step()
    }
}
#endif
