import Foundation

// The fader's input: drags, taps, keys and hover, and the touch rules a host asks before them.

extension FaderModel {
    /// 1: a tap on the track moves the thumb there (a double tap, see ``takesTaps(of:)``,
    /// restores the default value).
    @_spi(Hosting) public static var tapCount: Int { 1 }

    // MARK: Drags

    /// Starts a drag at `point` (control coordinates). Returns `false`, and nothing happens, when
    /// the fader is disabled, the point is not finite, the track has no room, or the point misses
    /// ``thumbTouchFrame``. The value does not jump: the drag moves it by the finger's travel.
    /// The drag's `.editingDidBegin` comes with its first change. `time` is unused (the parameter
    /// keeps every control's input in one form, ``ControlModel``).
    @_spi(Hosting) public func beginPointer(at point: CGPoint, time: Double?) -> Bool {
        guard isEnabled, point.isFinite, geometry.length > 0, thumbTouchFrame.contains(point) else { return false }
        pipeline.startGesture(at: point, value: single.value, cancel: cancelTracking) {
            pressStart = point
            single.trackingFraction = restingFraction
        }
        return true
    }

    /// Moves the value by the finger's travel along the axis (see the type); a move past the slop
    /// drops a tap waiting for its double-tap interval.
    @_spi(Hosting) public func followDrag(from start: CGPoint, to point: CGPoint) {
        guard let delta = geometry.dragDelta(from: start, to: point, factor: pipeline.dragFactor) else { return }
        // A drag that moves past the slop is no double tap: a waiting tap is dropped. A finger's
        // jitter in the second tap of a double tap keeps it.
        let travel = hypot(Double(point.x - pressStart.x), Double(point.y - pressStart.y))
        if travel > TouchTarget.slop, pipeline.dropWaitingTap() { changes.notify() }
        // Bounded at the allowed values' ends, so a thumb pushed past one starts back at once.
        let lo = range.fraction(of: range.lowerLimit), hi = range.fraction(of: range.upperLimit)
        single.trackingFraction = min(max(single.trackingFraction + delta, lo), hi)
        applyUserValue(range.value(atFraction: single.trackingFraction), cause: .drag)
    }

    /// Ends the drag: the deferred report, then `.editingDidEnd`.
    @_spi(Hosting) public func finishDrag() { pipeline.finishGesture(value: single.value) }

    // MARK: Taps

    /// `count` taps (one or two, ``takesTaps(of:)``) at `point`, recognised at `time`. Two restore
    /// `defaultValue`, animated, and report it. One, with `movesThumbOnTap`, on the track (not on
    /// the thumb's touch target) moves the thumb there, animated, and reports it; with a
    /// `defaultValue` every single tap (on the thumb too) waits for ``doubleTapInterval`` first, as
    /// it may be the first of a double tap. A single tap that comes while an earlier one still
    /// waits is the second of a double tap, so a host whose recognizer reports single taps only
    /// (UIKit's) resets the fader as one that counts them (GTK's) does. Returns whether it moved
    /// the thumb, restored the default or set a tap waiting.
    @_spi(Hosting) public func tapGesture(at point: CGPoint?, count: Int, time: Double?) -> Bool {
        let completesDoubleTap = pipeline.waitingTap?.isCompleted(by: time) ?? false
        guard count == 2 || completesDoubleTap else {
            guard let point else { return false }
            return afterCancellingDrag { tapTrack(at: point, time: time) }
        }
        return afterCancellingDrag { restoreDefaultValue() }
    }

    private func tapTrack(at point: CGPoint, time: Double?) -> Bool {
        guard isEnabled, point.isFinite, geometry.length > 0, geometry.bounds.contains(point) else { return false }
        let moves = movesThumbOnTap && (thumbStyle == .thumbless || !thumbTouchFrame.contains(point))
        guard defaultValue == nil else {
            // Any tap may be the first of a double tap, the thumb's too: it waits, and then moves
            // the thumb only where a tap would.
            pipeline.holdTap(at: moves ? point : nil, time: time, interval: doubleTapInterval)
            changes.notify()
            return true
        }
        return moves && moveThumb(to: point)
    }

    /// Moves the thumb to the tapped `point`, animated, as one edit caused by the tap.
    private func moveThumb(to point: CGPoint) -> Bool {
        let target = range.value(atFraction: geometry.fraction(at: point))
        let old = single.value
        move(to: target, cause: .tap)
        return single.value != old
    }

    /// The waiting tap, its double-tap interval passed, moves the thumb there.
    @_spi(Hosting) public func takeWaitingTap(at point: CGPoint) { _ = moveThumb(to: point) }

    /// The thumb, when the pointer rests on its touch target.
    @_spi(Hosting) public func hoverFrame(at point: CGPoint) -> CGRect? {
        point.isFinite && thumbTouchFrame.contains(point) ? thumbFrame : nil
    }

    // MARK: Keys

    /// Applies a keyboard or accessibility adjustment: ± one step, from tick to tick, or 1 % of
    /// the travel along the scale (a tenth with Shift); ± a page (`valueBounds.pageIncrement`, or
    /// a quarter of the travel); Home and End go to the allowed ends. `cause` says where it came
    /// from. Returns whether the value changed.
    @_spi(Hosting) public func adjust(_ action: AdjustmentAction, cause: EventCause) -> Bool {
        guard isEnabled else { return false }
        return adjust(to: pipeline.adjustmentTarget(action, from: single.value), cause: cause) { applyUserValue($0, cause: cause) }
    }

    // MARK: Touch rules

    /// Whose a touch at `point` is: on ``thumbTouchFrame`` (the thumb's target, or a thumbless
    /// fader's track) `.undecided`, since a movement along the fader claims it and one across it
    /// scrolls the page; anywhere else (the bare track, the end labels, outside, disabled)
    /// `.scroller`, and a tap there still reaches the fader.
    @_spi(Hosting) public func touchClaim(at point: CGPoint) -> TouchClaim {
        guard isEnabled, point.isFinite, geometry.length > 0, thumbTouchFrame.contains(point) else { return .scroller }
        return .undecided
    }

    /// Whether a tap at `point` acts: on the fader, enabled, where it would move the thumb
    /// (``movesThumbOnTap``, off the thumb unless thumbless), or anywhere on it with a
    /// `defaultValue` (a double tap resets).
    @_spi(Hosting) public func tapActs(at point: CGPoint) -> Bool {
        guard isEnabled, point.isFinite, geometry.length > 0, bounds.contains(point) else { return false }
        return defaultValue != nil || movesThumbOnTap && (thumbStyle == .thumbless || !thumbTouchFrame.contains(point))
    }

    /// The fader's rule for an undecided touch: a movement mostly along its axis claims it, one
    /// mostly across it goes to the scroller (a vertical pan over a horizontal fader scrolls).
    @_spi(Hosting) public func claimsMovement(from start: CGPoint, by translation: CGSize) -> Bool {
        isMostlyAlong(orientation, translation)
    }

    /// Whether a touch at `point` lands on the fader at all: inside its bounds or on the thumb's
    /// touch target (which may reach beyond them).
    @_spi(Hosting) public func containsTouch(at point: CGPoint) -> Bool {
        point.isFinite && (bounds.contains(point) || thumbTouchFrame.contains(point))
    }

    /// The arrows move the thumb the way they point: on a horizontal fader laid out right to
    /// left, the right arrow decrements.
    @_spi(Hosting) public func adjustment(for key: NavigationKey) -> AdjustmentAction {
        AdjustmentAction(key: key, mirrored: orientation == .horizontal && layoutDirection == .rightToLeft)
    }

}

extension FaderModel {
    /// How far `point` lies beyond the control across the track, points.
    @_spi(Hosting) public func scrubbingDistance(at point: CGPoint) -> Double { geometry.crossDistance(of: point) }
}

extension FaderModel: LinearControlModel {}
