import Foundation

// The knob's input: drags, taps and keys, its touch rules, and the protocols it answers hosts
// through.

extension KnobModel: ControlModel, ValueRangeModel {
    /// The highlight is the whole dial: see `ControlModel.highlightsDial`.
    @_spi(Hosting) public var highlightsDial: Bool { true }
}

extension KnobModel {
    /// A 44-point band around the track: touches there are on the knob's ring.
    private func isOnRing(_ point: CGPoint, _ g: KnobGeometry) -> Bool {
        guard let d = Radians.distance(from: g.center, to: point) else { return false }
        let half = TouchTarget.minimumSide / 2
        return d >= g.trackRadius - half && d <= g.outerRadius + half
    }

    /// Whose a touch at `point` is: `.scroller` when disabled, outside the bounds, not finite, or
    /// (with `beginsOnPointerOnly`) off the pointer; with `beginsOnPointerOnly`, on the pointer,
    /// `.control`. Otherwise by interaction mode: `.absolute` and `.rotary` take the ring (a
    /// 44-point band around the track) at once and leave the middle undecided (a movement along
    /// the ring claims it); `.vertical` and `.horizontal` are undecided everywhere (a movement
    /// along their axis claims it); `.pan` takes every touch inside the bounds at once.
    @_spi(Hosting) public func touchClaim(at point: CGPoint) -> TouchClaim {
        let g = geometry
        guard isEnabled, point.isFinite, !g.bounds.isEmpty, g.bounds.contains(point) else { return .scroller }
        if beginsOnPointerOnly {
            guard let d = g.distanceToPointer(from: point, at: pointerAngle), d <= pointerHitRadius else { return .scroller }
            return .control
        }
        switch modeInEffect {
        case .absolute, .rotary: return isOnRing(point, g) ? .control : .undecided
        case .vertical, .horizontal, .velocity: return .undecided
        case .pan: return .control
        }
    }

    /// The knob's rule for an undecided touch: a vertical-drag knob claims mostly vertical
    /// movement, a horizontal-drag knob mostly horizontal movement, the angle modes movement
    /// along the ring (tangential about the centre); everything else goes to the scroller.
    @_spi(Hosting) public func claimsMovement(from start: CGPoint, by translation: CGSize) -> Bool {
        switch modeInEffect {
        case .vertical, .velocity: return isMostlyAlong(.vertical, translation)
        case .horizontal: return isMostlyAlong(.horizontal, translation)
        case .absolute, .rotary: return isMostlyTangential(from: start, about: geometry.center, by: translation)
        case .pan: return true
        }
    }

    /// Whether a touch at `point` lands on the knob at all: inside its bounds.
    @_spi(Hosting) public func containsTouch(at point: CGPoint) -> Bool { point.isFinite && bounds.contains(point) }
}

extension KnobModel {
    /// 2: a double tap restores `defaultValue`.
    @_spi(Hosting) public static var tapCount: Int { 2 }
}

extension KnobModel: AccessibilityNaming {}

extension KnobModel {
    /// Double-tap: restores `defaultValue`, animated, and reports the change; a tap still waiting
    /// to jump the pointer (see ``doubleTapInterval``) is dropped. Returns `false` (and changes
    /// nothing) when disabled, without a default value, or already there.
    @_spi(Hosting) public func tapGesture(at point: CGPoint?) -> Bool { afterCancellingDrag { restoreDefaultValue() } }

    /// Applies a keyboard or accessibility adjustment: ± one step, or 1 % of the travel along the
    /// scale without one; ± a page (`valueBounds.pageIncrement`, or a quarter of the travel); or
    /// the ends. An endless knob's increments and decrements go round, one visible stop per press
    /// (see ``wrapsAround``). `cause` says where it came from
    /// (default `.key`; hosts pass `.assistiveTechnology` or `.scroll`). Returns whether the value
    /// changed.
    @_spi(Hosting) public func adjust(_ action: AdjustmentAction, cause: EventCause) -> Bool {
        guard isEnabled else { return false }
        // An endless knob's keys go round, one visible stop per press.
        let (target, wrapped) = wrapsAround ? pipeline.wrappingAdjustmentTarget(action, from: single.value)
                                            : (pipeline.adjustmentTarget(action, from: single.value), false)
        return adjust(to: target, cause: cause) { applyUserValue($0, cause: cause, wrapped: wrapped) }
    }
}

// MARK: Drags

extension KnobModel {
    /// Starts a gesture at `point` (control coordinates). Returns `false`, and nothing happens, when
    /// the knob is disabled, the point is not finite or outside the bounds, the bounds are empty, or
    /// `beginsOnPointerOnly` is set and the point misses the pointer. In absolute mode the value jumps
    /// to the touch's angle. The drag's `.editingDidBegin` comes with its first change (a jump is
    /// one). `time` is unused: the knob needs none (the
    /// parameter keeps every control's input in one form, ``ControlModel``).
    @_spi(Hosting) public func beginPointer(at point: CGPoint, time: Double?) -> Bool {
        let g = geometry
        guard isEnabled, point.isFinite, !g.bounds.isEmpty, g.bounds.contains(point) else { return false }
        if beginsOnPointerOnly {
            guard let d = g.distanceToPointer(from: point, at: pointerAngle), d <= pointerHitRadius else { return false }
        }
        pipeline.startGesture(at: point, value: single.value, cancel: cancelTracking) {
            lastTime = trackingTime(time)
            lastAngle = Radians.of(point, about: g.center)
            single.trackingFraction = restingFraction
            guard case .absolute = modeInEffect else { return }
            if defaultValue == nil {
                track(from: point, to: point, geometry: g, time: lastTime)
            } else {
                // The press may be the first tap of a double tap that restores the default value:
                // the pointer jumps only once the finger moves, or once no second tap came.
                deferredPress = point
            }
        }
        return true
    }

    /// Follows the finger to `point`; tracking goes on outside the bounds. Returns `true` while a
    /// gesture is under way (`false` when none is, and nothing happens).
    @_spi(Hosting) public func movePointer(to point: CGPoint, time: Double?) -> Bool {
        pipeline.continueGesture(to: point) { track(from: $0, to: $1, geometry: geometry, time: trackingTime(time)) }
    }

    /// Ends the gesture at `point` (which moves the value like a last `continueTracking`). Sends
    /// the deferred `.valueChanged` when `isContinuous` is `false`, then `.editingDidEnd`.
    /// Ignored when no gesture is under way.
    @_spi(Hosting) public func endPointer(at point: CGPoint?, time: Double?) {
        pipeline.endGesture(at: point, track: { track(from: $0, to: $1, geometry: geometry, time: trackingTime(time)) }) {
            if let press = deferredPress { pipeline.holdTap(at: press, time: time, interval: doubleTapInterval) }
            finishGesture()
        }
    }

    /// Ends the gesture where it is, as when the system takes the touch away. The value stays;
    /// a deferred `.valueChanged` is sent, then `.editingDidEnd`. Ignored when no gesture is under way.
    @_spi(Hosting) public func cancelPointer() {
        guard isTracking else { return }
        finishGesture()
    }

    private func finishGesture() {
        lastAngle = nil
        deferredPress = nil
        pipeline.finishGesture(value: single.value)
    }

    /// The waiting tap, its double-tap interval passed: the pointer jumps there, as one edit
    /// caused by the tap.
    @_spi(Hosting) public func takeWaitingTap(at point: CGPoint) {
        let g = geometry
        guard let angle = Radians.of(point, about: g.center), let f = g.fraction(forTouchAngle: angle) else { return }
        single.trackingFraction = f
        pipeline.edit(cause: .tap, from: single.value) { applyUserValue(range.value(atFraction: f), cause: .tap) }
    }

    /// A tracking time: the host's, else the model's clock.
    private func trackingTime(_ time: Double?) -> Double {
        time.flatMap { $0.isFinite ? $0 : nil } ?? pipeline.clock
    }

    private func track(from start: CGPoint, to point: CGPoint, geometry g: KnobGeometry, time: Double) {
        let delta = CGPoint(x: point.x - start.x, y: point.y - start.y)
        let angle = Radians.of(point, about: g.center)
        defer {
            lastTime = time
            if angle != nil { lastAngle = angle }
        }
        let distance = Radians.distance(from: g.center, to: point) ?? 0
        let length = abs(g.sweep)
        let fine = pipeline.modifiers.moveFactor
        var fraction = single.trackingFraction
        switch modeInEffect {
        case .absolute where fine < 1 && deferredPress == nil:
            // A fine drag does not jump to the finger: it turns by a tenth of the finger's turn.
            guard let angle, let previous = lastAngle, length > 1e-12 else { return }
            fraction += Radians.shortestDelta(from: previous, to: angle) * (g.sweep < 0 ? -1 : 1) / length * fine
        case .absolute:
            if let press = deferredPress {
                // A deferred press jumps once the finger has really moved: it is a drag, and any
                // waiting tap was not the first of a double tap.
                guard let moved = Radians.distance(from: press, to: point), moved >= TouchTarget.slop else { return }
                deferredPress = nil
                pipeline.dropWaitingTap()
            }
            let tracked = single.trackingFraction
            guard let angle, let f = g.fraction(forTouchAngle: angle, near: tracked) else { return }
            // On an endless knob a jump of more than half the range is the pointer passing the joint.
            fraction = g.wraps && abs(f - tracked) > 0.5 ? f + (f < tracked ? 1 : -1) : f
        case .rotary:
            guard let angle, let previous = lastAngle, length > 1e-12 else { return }
            let turn = Radians.shortestDelta(from: previous, to: angle) * (g.sweep < 0 ? -1 : 1)
            fraction += turn / length * fineScale(distance, g) * fine
        case .vertical(let points):
            let across = abs(Double(point.x - g.center.x))
            fraction += -Double(delta.y) / points * fineScale(across, g) * fine
        case .velocity(let points):
            let dt = time - lastTime
            let gain = dt > 0 ? KnobInteractionMode.velocityGain(speed: abs(Double(delta.y)) / dt) : 1
            fraction += -Double(delta.y) / points * gain * fine
        case .horizontal(let points):
            let across = abs(Double(point.y - g.center.y))
            fraction += Double(delta.x) / points * fineScale(across, g) * fine
        case .pan(let radiansPerPoint):
            guard length > 1e-12 else { return }
            fraction += Double(delta.x - delta.y) * radiansPerPoint / length * fine
        }
        // A finger that has not moved the fraction changes nothing (the value read back from the
        // same fraction may differ in its last bit).
        guard fraction.isFinite, fraction != single.trackingFraction else { return }
        let passedJoint = g.wraps && (fraction < 0 || fraction >= 1)
        single.trackingFraction = g.wraps ? fraction - fraction.rounded(.down) : min(max(fraction, 0), 1)
        applyUserValue(range.value(atFraction: single.trackingFraction), cause: .drag, wrapped: passedJoint)
    }

    private func fineScale(_ distance: Double, _ g: KnobGeometry) -> Double {
        guard isFineAdjustmentEnabled, g.outerRadius > 0, distance.isFinite else { return 1 }
        return min(max(g.outerRadius / max(distance, g.outerRadius), 0.1), 1)
    }

    /// Applies a value the user chose: clamps, snaps, reports the change and any detent; `wrapped`
    /// when it passed an endless knob's joint (then the detent is `.wrapped`, and there are no end
    /// stops).
    func applyUserValue(_ proposed: Double, cause: EventCause, wrapped: Bool) {
        applyUserValue(proposed, cause: cause) { old, v in
            if wrapped {
                pipeline.emitChange(.detent(.wrapped), cause: cause)
            } else if geometry.wraps {
                // An endless knob has no end stops; steps still click.
                if let index = range.stepIndex(of: v), index != range.stepIndex(of: old), range.end(at: v) == nil {
                    pipeline.emitChange(.detent(.step(index)), cause: cause)
                }
            } else {
                pipeline.reportDetent(from: old, to: v, neutral: effectiveNeutral, cause: cause)
            }
        }
    }

    /// Applies a value the user chose that passes no joint.
    func applyUserValue(_ proposed: Double, cause: EventCause) { applyUserValue(proposed, cause: cause, wrapped: false) }
}
