import Foundation

// The XY pad's taps, keys, touch rules, accessibility elements and size: what a host asks before and around input.

extension XYPadModel {
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

    /// 2: each axis is one adjustable accessibility element, x first, framed on the thumb.
    @_spi(Hosting) public var accessibilityPartCount: Int { XYPadAxis.allCases.count }

    /// The element of axis `index` (0 is x, 1 is y); `nil` for another index.
    @_spi(Hosting) public func accessibilityElement(ofPart index: Int) -> AccessibilityElement? {
        XYPadAxis.allCases.indices.contains(index) ? accessibilityElement(for: XYPadAxis.allCases[index]) : nil
    }

    /// `perform(_:on:cause:)` on axis `index` (0 is x, 1 is y), caused by assistive technology;
    /// another index changes nothing.
    @_spi(Hosting) public func adjustAccessibilityPart(at index: Int, _ action: AdjustmentAction) -> Bool {
        XYPadAxis.allCases.indices.contains(index) && perform(action, on: XYPadAxis.allCases[index], cause: .assistiveTechnology)
    }

    /// Focuses axis `index` (0 is x, 1 is y); another index changes nothing.
    @_spi(Hosting) public func focusAccessibilityPart(at index: Int) {
        if XYPadAxis.allCases.indices.contains(index) { focusedAxis = XYPadAxis.allCases[index] }
    }

    /// The accessibility element of `axis`: identifier "x" or "y", its name, its value's text and
    /// number, framed on the thumb. Its increment and decrement are `perform(_:on:cause:)` with
    /// cause `.assistiveTechnology`.
    @_spi(Hosting) public func accessibilityElement(for axis: XYPadAxis) -> AccessibilityElement {
        let range = axisBounds(axis)
        return AccessibilityElement(identifier: axis == .x ? "x" : "y",
                                    label: axis == .x ? accessibilityLabels.x : accessibilityLabels.y,
                                    value: valueText(for: axis), frame: thumbFrame, numericValue: value[axis],
                                    numericRange: range.minimum...range.maximum, isEnabled: isEnabled,
                                    actions: isEnabled && defaultValue != nil
                                        ? [AccessibilityAction(.resetToDefault, locale: environment.locale)] : [],
                                    spokenNames: [(axis == .x ? AccessibilityString.xyPadXShortLabel : .xyPadYShortLabel)
                                        .text(for: environment.locale)])
    }

    /// The accessibility element of ``focusedAxis``, for hosts that show one element at a time.
    @_spi(Hosting) public var focusedAccessibilityElement: AccessibilityElement { accessibilityElement(for: focusedAxis) }

    /// A square of `ControlSizing/squareSide` (150 points).
    @_spi(Hosting) public var naturalSize: NaturalSize { .square(ControlSizing.squareSide) }

    /// The natural size. At an edge of the pad the thumb's 44-point touch target reaches past the
    /// bounds by up to half the difference between 44 and the thumb's size (8 points with the
    /// default 28-point thumb); a host that clips touches to its bounds keeps the rest of it.
    @_spi(Hosting) public var touchInclusiveNaturalSize: NaturalSize { naturalSize }
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
