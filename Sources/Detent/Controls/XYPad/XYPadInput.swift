import Foundation

// The XY pad's input: drags, taps and keys, and the touch rules a host asks before them.

extension XYPadModel {
    // MARK: Drags

    /// Starts a drag at `point` (control coordinates). Returns `false`, and nothing happens, when
    /// the pad is disabled, the point is not finite, the thumb has no room to move, or the point
    /// misses ``thumbTouchFrame`` (and, when the pad ``jumpsToTouch``, the pad too). On the thumb
    /// the value does not jump: the drag moves it by the finger's travel; elsewhere on a pad that
    /// jumps, the thumb comes under the finger first. The drag's `.editingDidBegin` comes with its
    /// first change. `time` is unused.
    @_spi(Hosting) public func beginPointer(at point: CGPoint, time: Double?) -> Bool {
        guard isEnabled, point.isFinite, geometry.hasTravel else { return false }
        let onThumb = thumbTouchFrame.contains(point)
        guard onThumb || jumpsToTouch && geometry.bounds.contains(point) else { return false }
        pipeline.startGesture(at: point, value: stored, cancel: cancelTracking) {
            tracking = restingFractions
            guard !onThumb else { return }
            if defaultValue != nil && !springsBack {
                // The press may be the first tap of a double tap that restores the default value:
                // the thumb jumps only once the finger moves; a tap moves it as any tap does.
                deferredPress = point
            } else {
                jump(to: point)
            }
        }
        return true
    }

    /// The thumb under `point`, as part of the drag: the drag goes on from there.
    private func jump(to point: CGPoint) {
        let f = geometry.fractions(at: point)
        tracking = (Self.bounded(f.x, in: xAxis), Self.bounded(f.y, in: yAxis))
        applyUserValue(XYPadValue(x: xAxis.value(atFraction: tracking.x), y: yAxis.value(atFraction: tracking.y)), cause: .drag)
    }

    /// Moves the thumb by the drag's change since the last event, held at the pad's edges; a
    /// deferred jump first waits for the finger to move past `TouchTarget/slop`.
    @_spi(Hosting) public func followDrag(from start: CGPoint, to point: CGPoint) {
        if let press = deferredPress {
            guard hypot(point.x - press.x, point.y - press.y) >= TouchTarget.slop else { return }
            deferredPress = nil
            pipeline.dropWaitingTap()
            jump(to: point)
            return
        }
        let delta = geometry.fractionDelta(from: start, to: point)
        let factor = pipeline.dragFactor
        let dx = delta.x * factor, dy = delta.y * factor
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return }
        // Bounded at the allowed values' ends, so a thumb pushed past an edge starts back at once.
        tracking = (Self.bounded(tracking.x + dx, in: xAxis), Self.bounded(tracking.y + dy, in: yAxis))
        applyUserValue(XYPadValue(x: xAxis.value(atFraction: tracking.x), y: yAxis.value(atFraction: tracking.y)), cause: .drag)
    }

    /// `fraction` held between the fractions of the allowed values' ends of `axis`.
    private static func bounded(_ fraction: Double, in axis: ValueBounds) -> Double {
        min(max(fraction, axis.fraction(of: axis.lowerLimit)), axis.fraction(of: axis.upperLimit))
    }

    /// Ends the drag: with ``springsBack`` on, the spring back (reported as part of the drag),
    /// then the deferred report and `.editingDidEnd`, then the glide back on the clock.
    @_spi(Hosting) public func finishDrag() {
        deferredPress = nil
        let shown = presentationFractions
        let springs = springsBack && effectiveNeutralValue != stored
        if springs { applyUserValue(effectiveNeutralValue, cause: .drag) }
        _ = pipeline.finishGesture(value: stored)
        guard springs else { return }
        tracking = restingFractions
        pipeline.animate(from: [shown.x, shown.y], to: [tracking.x, tracking.y], animated: true,
                         duration: Self.springBackDuration, curve: .easeOut)
    }

    /// Applies values the user chose: clamps and snaps them and, when they change, stops any
    /// animation, reports the change, sends the detents each axis crossed (an end or a step) and
    /// notifies.
    private func applyUserValue(_ proposed: XYPadValue, cause: EventCause) {
        let new = clamped(proposed)
        guard new != stored else { return }
        let old = stored
        stored = new
        pipeline.stopAnimations()
        pipeline.reportChange(new, cause: cause)
        pipeline.reportDetent(from: old.x, to: new.x, cause: cause, in: xAxis)
        pipeline.reportDetent(from: old.y, to: new.y, cause: cause, in: yAxis)
        changes.notify()
    }

    // MARK: Taps

    /// A tap's target: the values at `point`, on the pad off the thumb's touch target; `nil` when
    /// the pad is disabled, springs back, has no room, or the point is not finite, off the pad or
    /// on the thumb.
    func tapTarget(at point: CGPoint) -> XYPadValue? {
        guard isEnabled, !springsBack, point.isFinite, geometry.hasTravel, geometry.bounds.contains(point),
              !thumbTouchFrame.contains(point) else { return nil }
        let f = geometry.fractions(at: point)
        return XYPadValue(x: xAxis.value(atFraction: f.x), y: yAxis.value(atFraction: f.y))
    }

    /// Moves the thumb to `target` (clamped and snapped), animated, as one edit caused by
    /// `cause`. Returns whether the values changed.
    func move(to target: XYPadValue, cause: EventCause) -> Bool {
        let old = stored, shown = presentationFractions
        changes.batch {
            pipeline.edit(cause: cause, from: stored) { applyUserValue(target, cause: cause) }
            tracking = restingFractions
            pipeline.animate(from: [shown.x, shown.y], to: [tracking.x, tracking.y], animated: true,
                             duration: Self.animationDuration)
        }
        return stored != old
    }

    // MARK: Keys

    /// Applies a keyboard or assistive-technology adjustment to `axis` (`nil`, the default:
    /// ``focusedAxis``): ± one step, or 1 % of the axis's travel along its scale without one (a
    /// tenth with Shift); ± a page (or a quarter of the travel); Home and End go to the axis's
    /// ends. `cause` says where it came from (default `.key`). Returns whether a value changed.
    @discardableResult
    public func perform(_ action: AdjustmentAction, on axis: XYPadAxis? = nil, cause: EventCause = .key) -> Bool {
        send(action, cause: cause, to: axis, through: \.adjustedAxis)
    }

    /// Applies an adjustment to the axis `perform(_:on:cause:)` names, else the focused one.
    @_spi(Hosting) public func adjust(_ action: AdjustmentAction, cause: EventCause) -> Bool {
        adjust(action, on: adjustedAxis ?? focusedAxis, cause: cause)
    }

    /// Applies `action` to `axis`, as one edit caused by `cause` (a burst of keys is one edit).
    func adjust(_ action: AdjustmentAction, on axis: XYPadAxis, cause: EventCause) -> Bool {
        guard isEnabled else { return false }
        let range = axisBounds(axis)
        var target = stored
        target[axis] = pipeline.adjustmentTarget(action, from: stored[axis], in: range)
        let old = stored
        changes.batch {
            pipeline.edit(cause: cause, from: stored) { applyUserValue(target, cause: cause) }
            tracking = restingFractions
        }
        return stored != old
    }

    // MARK: More taps, and touch rules

    /// `count` taps (one or two, ``takesTaps(of:)``) at `point`, recognised at `time`; a drag
    /// still under way is cancelled first. One tap on the pad, off the thumb's touch target, moves
    /// the thumb there, animated, as one edit caused by the tap; it changes nothing when the pad is
    /// disabled, springs back, has no room, or the point is not finite, off the pad or on the
    /// thumb. With ``defaultValue`` set every single tap waits 0.35 s first, as it may be the first
    /// of a double tap. Two, or a single tap within 0.35 s of a waiting one, restore
    /// ``defaultValue``, animated, as one edit caused by the tap; without a default a double tap
    /// does nothing.
    @_spi(Hosting) public func tapGesture(at point: CGPoint?, count: Int, time: Double?) -> Bool {
        tapOrDoubleTap(at: point, count: count, time: time, act: takeTap(at:)) { restoreDefaultValue(cause: .tap) }
    }

    /// Whether a tap at `point` acts: where it would move the thumb (see ``tapGesture(at:count:time:)``), or
    /// anywhere on the enabled pad with a ``defaultValue`` (a double tap resets).
    @_spi(Hosting) public func tapActs(at point: CGPoint) -> Bool {
        tapTarget(at: point) != nil || isEnabled && point.isFinite && bounds.contains(point) && (defaultValue != nil || jumpsToTouch)
    }

    /// The waiting tap, its double-tap interval passed, moves the thumb there.
    @_spi(Hosting) public func takeWaitingTap(at point: CGPoint) { _ = takeTap(at: point) }

    /// "Reset to default value" (offered while the pad is enabled and has a ``defaultValue``):
    /// what a double tap does, with the cause `.assistiveTechnology`.
    @_spi(Hosting) public func performAccessibilityAction(_ kind: AccessibilityAction.Kind) -> Bool {
        switch kind {
        case .resetToDefault: resetDroppingWaitingTap { restoreDefaultValue(cause: .assistiveTechnology) }
        }
    }

    /// The thumb, when the pointer rests on its touch target.
    @_spi(Hosting) public func hoverFrame(at point: CGPoint) -> CGRect? {
        point.isFinite && thumbTouchFrame.contains(point) ? thumbFrame : nil
    }

    /// The focused axis's value: what a typed value sets.
    @_spi(Hosting) public var typedEntryValue: Double? { value[focusedAxis] }

    /// A typed value for ``focusedAxis``, animated, as one edit caused by `.typedEntry`; see
    /// `ControlModel/enterValue(_:)`.
    @_spi(Hosting) public func enterTypedValue(_ value: Double) -> Bool {
        afterCancellingDrag {
            var target = self.value
            target[focusedAxis] = value
            return move(to: target, cause: .typedEntry)
        }
    }

    private func takeTap(at point: CGPoint) -> Bool {
        guard let target = tapTarget(at: point) else { return false }
        return move(to: target, cause: .tap)
    }

    private func restoreDefaultValue(cause: EventCause) -> Bool {
        guard isEnabled, let target = defaultValue else { return false }
        return move(to: target, cause: cause)
    }

    /// Whose a touch at `point` is: on ``thumbTouchFrame``, and anywhere on the pad when it
    /// ``jumpsToTouch``, `.control` at once, since a drag there means the thumb in every direction
    /// (no direction of it can be left to a scroller); anywhere else (the bare pad of one that
    /// does not jump, outside, disabled, no room to move) `.scroller`, and a tap there still
    /// reaches the pad.
    @_spi(Hosting) public func touchClaim(at point: CGPoint) -> TouchClaim {
        guard isEnabled, point.isFinite, geometry.hasTravel else { return .scroller }
        return thumbTouchFrame.contains(point) || jumpsToTouch && geometry.bounds.contains(point) ? .control : .scroller
    }

    /// The pad claims every touch it takes at once (``touchClaim(at:)``), so no movement is left
    /// undecided: `true`.
    @_spi(Hosting) public func claimsMovement(from start: CGPoint, by translation: CGSize) -> Bool { true }

    /// Whether a touch at `point` lands on the pad at all: inside its bounds or on the thumb's
    /// touch target (which may reach beyond them).
    @_spi(Hosting) public func containsTouch(at point: CGPoint) -> Bool {
        point.isFinite && (bounds.contains(point) || thumbTouchFrame.contains(point))
    }

}

extension XYPadModel {
    /// Moves keyboard focus to y (`forward`, as Tab does) or back to x (as Shift-Tab does).
    /// Returns `false`, changing nothing, when there is no axis that way: focus should then leave
    /// the pad.
    @_spi(Hosting) @discardableResult
    public func moveFocus(forward: Bool) -> Bool {
        XYPadAxis.allCases.moveFocus(&focusedAxis, forward: forward)
    }

    /// What `key` does: the axis it moves and the adjustment. Up and down adjust y; left and
    /// right adjust x the way they point (right to left, the right arrow decrements, as x's
    /// minimum is on the right); Page Up/Down, Home and End adjust ``focusedAxis``.
    @_spi(Hosting) public func axisAdjustment(for key: NavigationKey) -> (axis: XYPadAxis, action: AdjustmentAction) {
        let action = AdjustmentAction(key: key, mirrored: layoutDirection == .rightToLeft)
        switch key {
        case .left, .right: return (.x, action)
        case .up, .down: return (.y, action)
        case .pageUp, .pageDown, .home, .end: return (focusedAxis, action)
        }
    }

    /// The adjustment `key` makes, on the axis ``axisAdjustment(for:)`` says.
    @_spi(Hosting) public func adjustment(for key: NavigationKey) -> AdjustmentAction { axisAdjustment(for: key).action }

    /// Navigation keys adjust their axis (see ``axisAdjustment(for:)``) with cause `.key`; Tab and
    /// Shift-Tab move between the axes (``moveFocus(forward:)``).
    @_spi(Hosting) public func handle(_ command: KeyCommand) -> Bool {
        guard case .navigate(let key) = command else {
            return handle(command, moveFocus: { moveFocus(forward: $0) }, activate: { false })
        }
        let (axis, action) = axisAdjustment(for: key)
        _ = adjust(action, on: axis, cause: .key)
        return true
    }

    /// The values shown now: ``presentationFractions`` in each axis's units.
    @_spi(Hosting) public var presentationValue: XYPadValue {
        let f = presentationFractions
        return XYPadValue(x: xBounds.value(atFraction: f.x), y: yBounds.value(atFraction: f.y))
    }
}

extension XYPadModel {
    /// How far `point` lies beyond the pad's bounds, points (the larger of the two axes').
    @_spi(Hosting) public func scrubbingDistance(at point: CGPoint) -> Double {
        let b = geometry.bounds
        let dx = max(0, Double(b.minX - point.x), Double(point.x - b.maxX))
        let dy = max(0, Double(b.minY - point.y), Double(point.y - b.maxY))
        return max(dx, dy)
    }
}

extension XYPadModel: LinearControlModel {}

extension XYPadModel: ControlModel {
    /// The pad's values.
    @_spi(Hosting) public var currentValue: XYPadValue { value }
    /// ``setValue(_:animated:)``.
    @_spi(Hosting) public func setCurrentValue(_ value: XYPadValue, animated: Bool) { setValue(value, animated: animated) }
    /// ``neutralValue``.
    @_spi(Hosting) public var neutralCurrentValue: XYPadValue? {
        get { neutralValue }
        set { neutralValue = newValue }
    }

    /// ``defaultValue``.
    @_spi(Hosting) public var defaultCurrentValue: XYPadValue? {
        get { defaultValue }
        set { defaultValue = newValue }
    }

    /// 1: a tap on the pad moves the thumb there.
    @_spi(Hosting) public static var tapCount: Int { 1 }
}

extension ParameterBinding where Model == XYPadModel {
    /// Binds the pad to two parameters: `x` to its horizontal axis, `y` to its vertical one. Their
    /// ranges, steps and scales become the axes', their formats (when they have them) read the axes' values
    /// out through `XYPadModel/valueFormatter`, and their values the pad's. A drag writes both
    /// parameters as one gesture (each `.touch`, its changes, each `.release`); the host's values
    /// come in through ``parameterChanged(_:at:)`` with index 0 for x and 1 for y. See
    /// ``ParameterBinding`` for the rule.
    public convenience init(_ pad: XYPadModel, x: AutomationParameter, y: AutomationParameter) {
        pad.configure {
            $0.xMinimum = x.minimum
            $0.xMaximum = x.maximum
            $0.yMinimum = y.minimum
            $0.yMaximum = y.maximum
            $0.xStep = x.step.isFinite ? max(x.step, 0) : 0
            $0.yStep = y.step.isFinite ? max(y.step, 0) : 0
            $0.xScale = x.scale
            $0.yScale = y.scale
            if x.format != nil || y.format != nil {
                let formats = (x: x.format ?? .number(), y: y.format ?? .number())
                $0.valueFormatter = { axis, value in (axis == .x ? formats.x : formats.y).text(for: value) }
            }
        }
        self.init(model: pad, parameters: [x, y], parameterValues: { [$0.x, $0.y] },
                  modelValue: { values, _ in XYPadValue(x: values[0], y: values[1]) })
    }
}
