import Foundation

// The knob's input rules, touch claim, size and the protocols it answers hosts through.

extension KnobModel {
    /// A square of `ControlSizing/squareSide` (150) points, at every text scale: the centre value
    /// label and the tick labels are drawn inside the ring, so larger text takes no room outside
    /// it (their fonts grow inside the same square).
    @_spi(Hosting) public var naturalSize: NaturalSize { .square(ControlSizing.squareSide) }
}

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
        switch interactionMode.sanitized {
        case .absolute, .rotary: return isOnRing(point, g) ? .control : .undecided
        case .vertical, .horizontal, .velocity: return .undecided
        case .pan: return .control
        }
    }

    /// The knob's rule for an undecided touch: a vertical-drag knob claims mostly vertical
    /// movement, a horizontal-drag knob mostly horizontal movement, the angle modes movement
    /// along the ring (tangential about the centre); everything else goes to the scroller.
    @_spi(Hosting) public func claimsMovement(from start: CGPoint, by translation: CGSize) -> Bool {
        switch interactionMode.sanitized {
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
