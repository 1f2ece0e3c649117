#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// Plays the `Feedback` the core asks for (`ControlEvent.feedback(cause:)`) with
/// UIKit's feedback generators: a selection tick for `.tick` (a step, a sector boundary), a light
/// impact for `.endStop` (an end of the range). Each generator is prepared again after it plays,
/// so the next detent of a drag plays without delay. The UIKit controls and the SwiftUI views use
/// one each; use it in a host of your own.
@MainActor
@_spi(Hosting) public final class HapticFeedbackPlayer {
    private lazy var selection = UISelectionFeedbackGenerator()
    private lazy var endStop = UIImpactFeedbackGenerator(style: .light)

    /// A player whose generators are made when first needed.
    public init() {}

    /// Wakes the Taptic Engine, so the first detent of a gesture that is beginning plays at once.
    public func prepare() {
        selection.prepare()
        endStop.prepare()
    }

    /// Plays `feedback`.
    @_spi(Hosting) public func play(_ feedback: Feedback) {
        switch feedback {
        case .tick:
            selection.selectionChanged()
            selection.prepare()
        case .endStop:
            endStop.impactOccurred()
            endStop.prepare()
        }
    }
}
#endif
