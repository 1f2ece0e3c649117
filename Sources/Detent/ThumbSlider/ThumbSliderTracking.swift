import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a drag holds: one thumb (or several under the finger, until the drag's direction picks
/// one), or the range between the outermost thumbs.
enum ThumbSliderDrag: Equatable {
    /// The thumb, or the thumbs under the finger.
    case thumbs(ThumbPick)
    /// Every thumb, keeping their distances.
    case range
}

// The slider's drags, taps and keys.
extension ThumbSlider {
    /// The thumb drawn highlighted: the one being dragged; `nil` when none is (also while a finger
    /// on several thumbs has not yet moved, and while the range is dragged).
    var highlightedThumb: Int? {
        if case .thumbs(.thumb(let i))? = drag { return i }
        return nil
    }

    /// True while the range between the outermost thumbs is dragged.
    var isRangeHighlighted: Bool { drag == .range }

    /// The band between the outermost thumbs' values: where a drag moves the range.
    private var rangeBand: CGRect {
        geometry.band(from: range.fraction(of: stored[0]), to: range.fraction(of: stored[stored.count - 1]))
    }

    /// Whether a touch at `point` is on a thumb's touch frame.
    func isOnThumbTarget(_ point: CGPoint) -> Bool {
        point.isFinite && stored.indices.contains { thumbTouchFrame(at: $0).contains(point) }
    }

    /// Whether a touch at `point` may begin a drag: on a thumb's touch frame, or, with
    /// `isRangeDraggable` and several thumbs, on the band between the outermost ones.
    func isDraggable(at point: CGPoint) -> Bool {
        isOnThumbTarget(point) || (isRangeDraggable && stored.count > 1 && rangeBand.contains(point))
    }

    /// Starts a drag at `point`: the thumb whose touch target holds it (where several do, the
    /// drag's direction picks), else, with `isRangeDraggable`, the range when the point is
    /// between the outermost thumbs. `false` anywhere else, disabled, or without room. `cancel`
    /// ends the drag the model's way when another begins.
    func beginPointer(at point: CGPoint, cancel: () -> Void) -> Bool {
        guard isEnabled, point.isFinite, !sliderBounds.isEmpty else { return false }
        let next: ThumbSliderDrag
        let pick = ThumbSpacing.pick(at: point, count: stored.count, frame: thumbFrame(at:), touchFrame: thumbTouchFrame(at:))
        if pick != .none {
            next = .thumbs(pick)
        } else if isRangeDraggable, stored.count > 1, rangeBand.contains(point) {
            next = .range
        } else {
            return false
        }
        // A copy the edit keeps as the value before it, so the two working buffers stay unshared.
        gestureStart.removeAll(keepingCapacity: true)
        gestureStart.append(contentsOf: stored)
        pipeline.startGesture(at: point, value: reported(gestureStart), cancel: cancel) {
            drag = next
            rebaseDrag()
        }
        return true
    }

    /// Measures the drag from the values as they are now: as it begins, and after its rules or
    /// the values changed under it.
    func rebaseDrag() {
        guard let drag else { return }
        switch drag {
        case .thumbs(let pick):
            rawThumb = min(pick.thumb(forDelta: 0) ?? 0, stored.count - 1)
            raw = stored[rawThumb]
        case .range:
            rangeStart.removeAll(keepingCapacity: true)
            rangeStart.append(contentsOf: stored)
            rangeShift = 0
        }
    }

    /// Moves the dragged thumb, or the range, by the drag's change since the last event.
    func followDrag(from start: CGPoint, to point: CGPoint) {
        guard let delta = geometry.dragDelta(from: start, to: point, factor: pipeline.dragFactor),
              let current = drag else { return }
        // A thumb that crosses a neighbour it cannot pass hands the drag on without a change of
        // value; the highlight moves all the same, and is announced.
        let highlighted = highlightedThumb
        defer { if highlightedThumb != highlighted { changes.notify() } }
        switch current {
        case .range:
            moveRange(by: delta)
        case .thumbs(let pick):
            guard let i = pick.thumb(forDelta: delta), stored.indices.contains(i) else { return }
            if i != rawThumb {
                rawThumb = i
                raw = stored[i]
            }
            let moved = move(i, to: range.value(raw, movedBy: delta), cause: .drag)
            // Thumbs on top of each other: once one moves, it is the dragged thumb.
            if moved, case .thumbs(.undecided) = drag { drag = .thumbs(.thumb(rawThumb)) }
        }
    }

    /// Ends the drag: the deferred report, then `.editingDidEnd`.
    func finishDrag() {
        drag = nil
        pipeline.finishGesture(value: value)
    }

    /// Moves thumb `i` towards `target` under the collision rule (and, on a drag, crossing) and
    /// reports the change with `cause`; `raw` follows, bounded where a limit held the thumb.
    /// Returns whether a value changed. Works in the spare buffer, so it allocates nothing.
    @discardableResult
    func move(_ i: Int, to target: Double, cause: EventCause) -> Bool {
        guard let snapped = range.clamp(target) else { return false }
        spare.removeAll(keepingCapacity: true)
        spare.append(contentsOf: stored)
        if pushesNeighbours {
            spare[i] = snapped
            spacing.settle(&spare, from: i)
            raw = spare[i] == snapped ? target : spare[i]
        } else if allowsCrossing && cause == .drag {
            cross(from: i, to: target, snapped: snapped)
        } else {
            let allowed = allowedInterval(forThumb: i, in: spare)
            spare[i] = ThumbSpacing.within(snapped, allowed)
            // Rounding may leave a thumb a unit in the last place outside what its neighbours
            // allow (two thumbs 0.19999999999999996 apart at a minimum distance of 0.2): it then
            // stays, since a move never goes against its own direction.
            // Where no value keeps the limits (a row the rules let off them by rounding), the
            // thumb stays rather than break them.
            let asked = snapped - stored[i], made = spare[i] - stored[i]
            if made != 0, asked * made <= 0 || !spacing.holds(spare) && spacing.holds(stored) { spare[i] = stored[i] }
            raw = ThumbSpacing.within(target, allowed)
        }
        return commitMove(cause: cause)
    }

    /// A dragged thumb that passes a neighbour takes its place in the order and carries on in its
    /// role (the drag now holds that thumb); the passed thumb takes the dragged one's place. The
    /// dragged thumb then stops where the limits stop it, and the distance limits win: at an end
    /// of the track the passed thumbs make room.
    private func cross(from start: Int, to target: Double, snapped: Double) {
        var i = start
        while i + 1 < spare.count, target > spare[i + 1] {
            spare[i] = spare[i + 1]
            i += 1
        }
        while i > 0, target < spare[i - 1] {
            spare[i] = spare[i - 1]
            i -= 1
        }
        if i != start {
            drag = .thumbs(.thumb(i))
            rawThumb = i
        }
        let allowed = allowedInterval(forThumb: i, in: spare)
        spare[i] = ThumbSpacing.within(snapped, allowed)
        spacing.settle(&spare, from: i)
        raw = ThumbSpacing.within(target, allowed)
    }

    /// Moves every thumb by `delta` of the travel, keeping their distances (in value units on a
    /// linear scale, in travel on others), between the ends of the allowed values. Pushed against
    /// an end, the leading thumb lands on it exactly and the others keep their distances from it;
    /// the drag turns back at once. With a step the lowest thumb takes the nearest step and the
    /// others keep their distances from it, so thumbs on the steps stay on them; at the top the
    /// highest is the top and the others the steps nearest their distances below it. The
    /// distance limits then hold as everywhere.
    private func moveRange(by delta: Double) {
        let first = rangeStart[0], last = rangeStart[rangeStart.count - 1]
        let lo = range.lowerLimit, hi = range.upperLimit
        let least = range.fraction(of: lo) - range.fraction(of: first)
        let most = max(range.fraction(of: hi) - range.fraction(of: last), least)
        rangeShift = min(max(rangeShift + delta, least), most)
        spare.removeAll(keepingCapacity: true)
        if rangeShift >= most {
            for v in rangeStart { spare.append(range.translated(v, from: last, to: hi)) }
        } else {
            let anchor = rangeShift <= least ? lo : range.clamp(range.value(first, movedBy: rangeShift)) ?? lo
            for v in rangeStart { spare.append(range.translated(v, from: first, to: anchor)) }
        }
        for j in spare.indices { spare[j] = range.clamp(spare[j]) ?? lo }
        ThumbSpacing.order(&spare)
        spacing.settle(&spare, from: 0)
        commitMove(cause: .drag)
    }

    /// Takes the spare buffer's values, when they differ, and reports them with `cause`, with the
    /// detents each thumb crossed. Returns whether a value changed.
    @discardableResult
    private func commitMove(cause: EventCause) -> Bool {
        // A range too small for its distances rounds the limits away; the order always holds.
        ThumbSpacing.order(&spare)
        // Compared as numbers: −0 and 0 are one value (an empty range at −0 holds both).
        var changed = false
        for j in stored.indices where stored[j] != spare[j] { changed = true }
        guard changed else { return false }
        swap(&stored, &spare)
        pipeline.stopAnimations()
        pipeline.reportChange(value, cause: cause)
        for j in stored.indices where stored[j] != spare[j] {
            pipeline.reportDetent(from: spare[j], to: stored[j], cause: cause)
        }
        changes.notify()
        return true
    }

    // MARK: Taps and keys

    /// A tap aimed at `target` moves the thumb nearest to it on screen there, animated, under
    /// the collision rule, in one edit. Returns whether anything moved.
    func moveNearestThumb(to target: Double) -> Bool {
        let shown = presentationFractions
        // Measured along the track, as the user sees it: on a logarithmic scale the thumb
        // nearest in value may be the farther one on screen.
        let thumb = ThumbSpacing.nearestThumb(to: range.fraction(of: target), count: stored.count) { range.fraction(of: stored[$0]) }
        var moved = false
        changes.batch {
            pipeline.edit(cause: .tap, from: value) { moved = move(thumb, to: target, cause: .tap) }
            if moved { afterProgramChange(from: shown, animated: true) }
        }
        return moved
    }

    /// Restores `defaults` (taken as ``setValues(_:animated:)`` takes values: NaN dropped, clamped,
    /// sorted and spaced by the distance limits) as the user's edit caused by `cause`, animated when
    /// the number of thumbs stays. Returns whether anything changed; nothing does while disabled.
    func restore(_ defaults: [Double], cause: EventCause) -> Bool {
        let usable = Array(defaults.lazy.filter { !$0.isNaN }.prefix(Self.maximumThumbCount))
        guard isEnabled, !usable.isEmpty, fixedThumbCount.map({ $0 == usable.count }) ?? true else { return false }
        var next = usable.map { range.clamp($0) ?? range.lowerLimit }
        next.sort()
        spacing(for: next.count).settle(&next, from: 0)
        for i in next.indices { next[i] += 0 }   // zero is +0, as the program's values keep it
        guard next != stored else { return false }
        let shown = presentationFractions
        changes.batch {
            pipeline.edit(cause: cause, from: value) {
                let old = stored
                stored = next
                if focusedThumb >= stored.count { focusedThumb = stored.count - 1 }
                pipeline.stopAnimations()
                pipeline.reportChange(value, cause: cause)
                if old.count == stored.count {
                    for j in stored.indices where stored[j] != old[j] { pipeline.reportDetent(from: old[j], to: stored[j], cause: cause) }
                }
                changes.notify()
            }
            afterProgramChange(from: shown, animated: shown.count == stored.count)
        }
        return true
    }

    /// Moves the focused thumb towards `target`, animated, under the distance rules, in one edit
    /// caused by `cause`. Returns whether a value changed; nothing does while disabled.
    func moveFocusedThumb(to target: Double, cause: EventCause) -> Bool {
        guard isEnabled else { return false }
        let shown = presentationFractions, thumb = focusedThumb
        var moved = false
        changes.batch {
            pipeline.edit(cause: cause, from: value) { moved = move(thumb, to: target, cause: cause) }
            if moved { afterProgramChange(from: shown, animated: true) }
        }
        return moved
    }

    /// Applies an adjustment to thumb `index` (the focused one when `nil`), in one edit with
    /// `cause`. Returns whether a value changed.
    func adjust(_ action: AdjustmentAction, thumb index: Int?, cause: EventCause) -> Bool {
        guard isEnabled else { return false }
        let t = min(index ?? focusedThumb, stored.count - 1)
        let target = pipeline.adjustmentTarget(action, from: stored[t])
        var moved = false
        changes.batch {
            pipeline.edit(cause: cause, from: value) { moved = move(t, to: target, cause: cause) }
        }
        return moved
    }
}
