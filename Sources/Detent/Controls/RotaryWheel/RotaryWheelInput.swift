import Foundation

// The wheel's input: its touch rules, taps and keys, and the protocols it answers hosts through.

extension RotaryWheelModel: ControlModel {
    /// The selected sector's index.
    @_spi(Hosting) public var currentValue: Int { selectedIndex }
    /// ``select(_:animated:)``.
    @_spi(Hosting) public func setCurrentValue(_ value: Int, animated: Bool) { select(value, animated: animated) }
}

extension RotaryWheelModel {
    /// Whose a touch at `point` is: on the ring between the dead zone and the rim `.undecided`
    /// (a movement along the rim claims it, one towards or away from the centre scrolls the
    /// page); on the hub (the dead zone, the centre button), beyond the rim, or when disabled
    /// `.scroller` (a tap on the centre button still presses it).
    @_spi(Hosting) public func touchClaim(at point: CGPoint) -> TouchClaim {
        guard isEnabled, point.isFinite, geometry.isOnRing(point) else { return .scroller }
        return .undecided
    }

    /// The wheel's rule for an undecided touch: a movement along the rim (more tangential than
    /// radial about the centre) claims it.
    @_spi(Hosting) public func claimsMovement(from start: CGPoint, by translation: CGSize) -> Bool {
        isMostlyTangential(from: start, about: geometry.center, by: translation)
    }

    /// Whether a touch at `point` lands on the wheel at all: inside its bounds.
    @_spi(Hosting) public func containsTouch(at point: CGPoint) -> Bool { point.isFinite && bounds.contains(point) }
}

extension RotaryWheelModel {
    /// Navigation keys turn the wheel a sector; Return, Enter and Space press the centre button
    /// (``triggerPrimaryAction(cause:)`` with cause `.key`, `false` while disabled or dragged).
    @_spi(Hosting) public func handle(_ command: KeyCommand) -> Bool {
        handle(command, moveFocus: { _ in false }, activate: { triggerPrimaryAction(cause: .key) })
    }

    /// Assistive technology's activation presses the centre button (cause
    /// `.assistiveTechnology`; `false` while disabled or dragged).
    @_spi(Hosting) public func activateForAssistiveTechnology() -> Bool {
        triggerPrimaryAction(cause: .assistiveTechnology)
    }
}

extension RotaryWheelModel {
    /// 1: a tap selects a sector or presses the centre button.
    @_spi(Hosting) public static var tapCount: Int { 1 }
}

extension RotaryWheelModel {
    /// A tap at `point`: on the centre button it triggers the primary action for the selected
    /// sector (`.primaryActionTriggered`); on a sector it brings that sector to the marker (animated)
    /// and selects it (`.selectionChanged`), one edit that ends when the turn does. While a tap's
    /// turn is under way, a tap picks its sector on the wheel as it stood when that turn began, so
    /// the second click of a double click lands where the first did (and the turn goes on). A tap
    /// whose touch stopped the wheel moving by itself does nothing more: the wheel rests where the touch
    /// stopped it. Returns whether the tap did something.
    @_spi(Hosting) public func tapGesture(at point: CGPoint?) -> Bool {
        guard let point else { return false }
        return afterCancellingDrag { tapWheel(at: point) }
    }

    /// Whether a tap at `point` acts: on the centre button or a sector of the enabled wheel.
    @_spi(Hosting) public func tapActs(at point: CGPoint) -> Bool {
        guard isEnabled, point.isFinite else { return false }
        return geometry.isOnCenterButton(point) || geometry.sector(at: point, rotation: rotation) != nil
    }

    private func tapWheel(at point: CGPoint) -> Bool {
        guard isEnabled, !isTrackingGesture, point.isFinite else { return false }
        if touchStoppedMotion {
            touchStoppedMotion = false
            return false
        }
        let g = geometry
        if g.isOnCenterButton(point) {
            events.emit(.primaryActionTriggered(selected), cause: .tap)
            return true
        }
        let shown = motionCause == .tap ? motion?.from ?? rotation : rotation
        guard let index = g.sector(at: point, rotation: shown) else { return false }
        // The sector a turn is already bringing to the marker: the turn goes on.
        if index == selected, motion != nil { return true }
        changes.batch {
            session.edits.edit(cause: .tap, from: selected, movesOn: { motion != nil && motionCause == .tap }) {
                turn(to: index, animated: true, cause: .tap)
            }
        }
        return true
    }

    /// Brings sector `index` (wrapped modulo N) to the marker by the shortest turn, within the
    /// rotation limits, and selects it. Sends no `.selectionChanged` (programmatic); an animated turn
    /// sends `.detent` as sectors pass the marker, a jump (`animated: false`) sends nothing.
    /// Ignored while the finger is on the wheel (like `spin`, `tap` and `perform`): the finger wins.
    public func select(_ index: Int, animated: Bool) {
        configuration.remember(index, animated: animated)
        guard !isTrackingGesture else { return }
        // The selected sector, selected again, changes nothing: at rest it stays, and a turn to
        // it goes on.
        if selected == ((index % numberOfSections) + numberOfSections) % numberOfSections,
           motion != nil || geometry.sectorAtMarker(rotation: rotation) == selected { return }
        changes.batch { turn(to: index, animated: animated, cause: .program) }
    }
}

extension RotaryWheelModel {
    /// Starts a spin at `point` at clock reading `time` (seconds; `nil` uses the last `advance`).
    /// Returns `false` off the ring (nearer than the dead zone, beyond the rim), for non-finite
    /// points or when disabled. A touch stops the wheel where it is when it moves by itself (a
    /// flick's glide, a spin, the program's turn); a turn the user asked for (a tap's, a key's)
    /// goes on under a still finger, and the finger's first movement takes the wheel from where
    /// it is. The drag's edit opens at its
    /// first change: a touch that turns nothing sends nothing.
    @_spi(Hosting) public func beginPointer(at point: CGPoint, time: Double?) -> Bool {
        let g = geometry
        guard isEnabled, g.isOnRing(point), let angle = Radians.of(point, about: g.center) else { return false }
        session.startGesture(at: point, value: selected, cancel: cancelPointer) {
            // A touch on a wheel moving by itself stops it; the tap it may make selects nothing.
            touchStoppedMotion = motion != nil && (motionCause == .program || motionCause == .momentum)
            if touchStoppedMotion { motion = nil }
            lastAngle = angle
            lastTime = validTime(time)
            lastMoveTime = lastTime
            velocity = 0
        }
        return true
    }

    /// Turns the wheel by the change of the touch's angle. Points off the ring are ignored (the
    /// turn resumes from the next point on it, without a jump). Returns `true` while tracking.
    @_spi(Hosting) public func movePointer(to point: CGPoint, time: Double?) -> Bool {
        // A point that is not finite breaks the turn like one off the ring: it resumes from the
        // next point on the ring, without a jump.
        if !point.isFinite, isTrackingGesture { lastAngle = nil }
        return session.continueGesture(to: point) { track(to: $1, time: validTime(time)) }
    }

    /// Lifts the finger at `point` (turning like a last `continueTracking`) and `time`. The wheel
    /// glides if the release was a flick and momentum is on, then rests on the sector nearest the
    /// marker (0.2 s), which becomes `selectedIndex`; `.selectionChanged` is sent now if it differs.
    /// The drag's `.editingDidEnd` follows when the wheel comes to rest. A finger that never turned
    /// the wheel leaves a turn under way to go on. Ignored without a gesture.
    @_spi(Hosting) public func endPointer(at point: CGPoint?, time: Double?) {
        let now = validTime(time)
        session.endGesture(at: point, track: { track(to: $1, time: now) }) {
            // A finger that stopped before lifting throws nothing.
            let speed = now - lastMoveTime > 0.1 ? 0 : velocity
            release(velocity: isMomentumEnabled ? speed : 0)
        }
    }

    /// Takes the finger away without a flick: the wheel rests on the nearest sector. Sends
    /// `.selectionChanged` if it differs, and `.editingDidEnd` when it rests. Ignored without a
    /// gesture.
    @_spi(Hosting) public func cancelPointer() {
        guard isTrackingGesture else { return }
        changes.batch { release(velocity: 0) }
    }

    private func validTime(_ time: Double?) -> Double {
        if let time, time.isFinite { return time }
        return clock
    }

    private func track(to point: CGPoint, time: Double) {
        let g = geometry
        guard g.isOnRing(point), let angle = Radians.of(point, about: g.center) else {
            lastAngle = nil
            return
        }
        defer { lastAngle = angle }
        guard let previous = lastAngle else { return }
        var turn = Radians.shortestDelta(from: previous, to: angle)
        switch allowedDirection {
        case .both: break
        case .clockwise: turn = max(turn, 0)
        case .counterclockwise: turn = min(turn, 0)
        }
        if motion != nil {
            // A turn the finger left going goes on until the finger moves past the slop, then the
            // finger takes it over from where it is.
            guard session.tapAllowance.refusesTap else { return }
            motion = nil
            touchStoppedMotion = true
        }
        let target = limited(rotation + turn)
        let applied = target - rotation
        guard applied != 0 else { return }
        let dt = time - lastTime
        if dt > 0 {
            let instant = applied / dt
            velocity = velocity == 0 ? instant : 0.5 * velocity + 0.5 * instant
            lastTime = time
        }
        lastMoveTime = time
        setRotation(target, cause: .drag)
    }

    func limited(_ r: Double) -> Double {
        guard let limits = rotationLimits else { return r }
        return min(max(r, limits.lowerBound), limits.upperBound)
    }

    private func release(velocity v: Double) {
        lastAngle = nil
        // A turn the still finger left going goes on; the finger changed nothing.
        if motion != nil {
            session.finishGesture(value: selected)
            return
        }
        let speed = min(max(v, -maximumFlickVelocity), maximumFlickVelocity)
        let glides = abs(speed) >= minimumFlickVelocity
        let projected = glides ? rotation + speed * decelerationTime : rotation
        let target = restingTarget(near: projected)
        let distance = target - rotation
        if environment.reducesMotion {
            motion = nil
            setRotation(target, cause: .momentum, reportingDetents: false)
            settle()
        } else if glides, distance * speed > 0 {
            // Glide from the release speed, ending exactly on the target and settling within
            // `maximumGlideDuration` (a faster start where the target is far for the speed).
            let duration = min(max(2 * distance / speed, Self.snapDuration), Self.maximumGlideDuration)
            motion = WheelMotion(from: rotation, to: target, curve: .glide(duration: duration))
        } else if distance != 0 {
            motion = WheelMotion(from: rotation, to: target, curve: .eased(.easeInEaseOut, duration: Self.snapDuration))
        } else {
            // Already at rest: a turn started during the drag (`select`) must not carry it away.
            motion = nil
        }
        choose(geometry.sectorAtMarker(rotation: target), report: true, cause: .drag)
        // A flick's glide, or the snap of a drag that changed something, is the user's momentum;
        // the snap after a touch that turned nothing settles what the program changed under it.
        motionCause = glides || edits.openCause == .drag ? .momentum : .program
        session.finishGesture(value: selected, movesOn: motion != nil)
    }

    /// Where the wheel rests when aiming at `rotation`: the nearest sector centre (if snapping)
    /// inside the rotation limits.
    func restingTarget(near r: Double) -> Double {
        let g = geometry
        var target = snapsToSectors ? g.restingRotation(nearest: r) : r
        if let limits = rotationLimits {
            // A snapped rest beyond a stop point backs off to the last sector inside it.
            if snapsToSectors, target > limits.upperBound { target = g.restingRotation(nextTo: target, clockwise: false) }
            if snapsToSectors, target < limits.lowerBound { target = g.restingRotation(nextTo: target, clockwise: true) }
            target = min(max(target, limits.lowerBound), limits.upperBound)
        }
        return target
    }

    func choose(_ index: Int, report: Bool, cause: EventCause) {
        guard index != selected else { return }
        selected = index
        guard report else { return }
        session.reportChange(index, cause: cause)
    }

    /// The brackets of the user's edits that are not drags (taps, keys, assistive technology).
    var edits: EditBracket<Int> { session.edits }

    /// Moves the wheel to `r`; with `reportingDetents`, sends one `.detent(.sectorBoundary)` for
    /// every sector that reached the marker on the way (at most one turn's worth), in order.
    func setRotation(_ r: Double, cause: EventCause, reportingDetents: Bool = true) {
        let old = rotation
        rotation = r
        if r != old { changes.notify() }
        let g = geometry
        let atMarker = g.sectorAtMarker(rotation: r)
        // Sectors passed, counted on the unwrapped rotations: a frame can sweep across a narrow
        // weighted sector, or a whole turn, and end in the sector it started in.
        let passed = g.numberOfSections > 1 ? g.sectorsReachingMarker(from: old, to: r) : 0
        guard atMarker != markerSector || passed != 0 else { return }
        let previous = markerSector
        markerSector = atMarker
        guard reportingDetents else { return }
        let direction = passed < 0 ? -1 : 1
        let count = min(abs(passed), g.numberOfSections)
        if count > 1 {
            for k in 1..<count { emitDetent(.sectorBoundary(g.wrap(previous + direction * k)), cause: cause) }
        }
        emitDetent(.sectorBoundary(atMarker), cause: cause)
    }

    /// The finger's detents open the drag's edit at its first change, and so do those of the
    /// glide its release set going; a tap's or a key's turn belongs to the edit that set it
    /// going, already open, and the program's to no edit.
    private func emitDetent(_ notch: Notch, cause: EventCause) {
        if cause == .drag || cause == .momentum {
            session.emitChange(.detent(notch), cause: cause)
        } else {
            events.emit(.detent(notch), cause: cause)
        }
    }
}
