import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The input every control model takes, in one form, so each host (UIKit, SwiftUI, GTK) forwards
/// it with one piece of code and decides nothing: drags with their times, the control's tap
/// gesture, and keyboard or accessibility adjustments.
public protocol PointerInput: ControlModel {
    /// How many taps make the control's tap gesture: 2 for the knobs (a double tap restores the
    /// default value), 1 for the range slider (moves the nearer thumb) and the wheel (selects a
    /// sector, or presses the centre button).
    @_spi(Hosting) static var tapCount: Int { get }
    /// A drag began at `point` (control coordinates) at `time` (seconds on the host's monotonic
    /// clock, `nil` for the model's last clock reading); returns whether the model tracks it.
    /// Only the wheel uses the time (to measure a flick).
    @_spi(Hosting) @discardableResult func beginTracking(at point: CGPoint, time: Double?) -> Bool
    /// The drag moved; returns whether tracking goes on.
    @_spi(Hosting) @discardableResult func continueTracking(at point: CGPoint, time: Double?) -> Bool
    /// The drag ended (`point` is `nil` when the host has none).
    @_spi(Hosting) func endTracking(at point: CGPoint?, time: Double?)
    /// A keyboard, scroll-wheel or accessibility adjustment (the range slider's goes to its
    /// focused thumb), caused by `cause`; returns whether the value changed.
    @_spi(Hosting) @discardableResult func perform(_ action: AdjustmentAction, cause: EventCause) -> Bool
    /// The control's tap gesture (``tapCount`` taps) ended at `point`; returns whether it did
    /// something. Gesture systems may report the tap before the drag the same touch began has
    /// ended, so a drag still under way is cancelled first.
    @_spi(Hosting) @discardableResult func tapGesture(at point: CGPoint) -> Bool
    /// Whose a touch landing at `point` is: the control's, undecided, or the scroller's (see
    /// ``TouchClaim``). Hosts ask this; they never hit-test themselves.
    @_spi(Hosting) func touchClaim(at point: CGPoint) -> TouchClaim
    /// The model's rule for an undecided touch that began at `start` and moved by `translation`
    /// past the slop: `true` claims the drag, `false` yields it to the scroller. Hosts call
    /// ``dragDecision(from:to:slop:)``, which applies the slop first.
    @_spi(Hosting) func claimsMovement(from start: CGPoint, by translation: CGSize) -> Bool
    /// Whether a touch at `point` lands on the control at all (its bounds, and a range slider's
    /// thumb targets beyond them).
    @_spi(Hosting) func containsTouch(at point: CGPoint) -> Bool
    /// What a key does to the control (``AdjustmentAction/init(key:mirrored:)``): dials never
    /// mirror; a horizontal range slider laid out right to left swaps left and right, so the
    /// arrow moves the thumb the way it points.
    @_spi(Hosting) func adjustment(for key: NavigationKey) -> AdjustmentAction
    /// Carries out a key press (``KeyCommand``); returns whether the key was used. Default:
    /// navigation keys adjust, the others are not used; the range slider moves between its thumbs
    /// on Tab, the wheel presses its centre button on Return.
    @_spi(Hosting) @discardableResult func handle(_ command: KeyCommand) -> Bool
}

extension PointerInput {
    /// Dials (knobs, the wheel) turn the same way in every language: left and right never swap.
    @_spi(Hosting) public func adjustment(for key: NavigationKey) -> AdjustmentAction { AdjustmentAction(key: key) }
}

extension RangeSliderModel {
    /// The arrows move a thumb the way they point: on a horizontal slider laid out right to left,
    /// the right arrow decrements.
    @_spi(Hosting) public func adjustment(for key: NavigationKey) -> AdjustmentAction {
        AdjustmentAction(key: key, mirrored: orientation == .horizontal && layoutDirection == .rightToLeft)
    }
}

extension PointerInput {
    /// Cancels a drag still under way, then runs `tap`.
    fileprivate func afterCancellingDrag(_ tap: () -> Bool) -> Bool {
        if isTracking { cancelTracking() }
        return tap()
    }
}

extension KnobModel: PointerInput {
    /// 2: a double tap restores `defaultValue`.
    @_spi(Hosting) public static var tapCount: Int { 2 }

    /// ``doubleTap()``.
    @discardableResult
    @_spi(Hosting) public func tapGesture(at point: CGPoint) -> Bool { afterCancellingDrag { doubleTap() } }
}

extension RotatableKnobModel: PointerInput {
    /// 2: a double tap restores `defaultValue`.
    @_spi(Hosting) public static var tapCount: Int { 2 }

    /// ``doubleTap()``.
    @discardableResult
    @_spi(Hosting) public func tapGesture(at point: CGPoint) -> Bool { afterCancellingDrag { doubleTap() } }
}

extension RangeSliderModel: PointerInput {
    /// 1: a tap on the track moves the nearer thumb there.
    @_spi(Hosting) public static var tapCount: Int { 1 }

    /// ``perform(_:on:cause:)`` on the focused thumb.
    @discardableResult
    @_spi(Hosting) public func perform(_ action: AdjustmentAction, cause: EventCause = .key) -> Bool {
        perform(action, on: nil, cause: cause)
    }
    /// ``tap(at:)``.
    @discardableResult
    @_spi(Hosting) public func tapGesture(at point: CGPoint) -> Bool { afterCancellingDrag { tap(at: point) } }
}

extension RotaryWheelModel: PointerInput {
    /// 1: a tap selects a sector or presses the centre button.
    @_spi(Hosting) public static var tapCount: Int { 1 }

    /// ``tap(at:)``.
    @discardableResult
    @_spi(Hosting) public func tapGesture(at point: CGPoint) -> Bool { afterCancellingDrag { tap(at: point) } }
}
