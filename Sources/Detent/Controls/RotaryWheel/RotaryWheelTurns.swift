import Foundation

// The wheel's turns: spins and turns the program asks for, keys and the centre button.

extension RotaryWheelModel {
    /// Spins the wheel by `angle` radians (clockwise positive), then rests as a release would (on a
    /// sector, if snapping). The duration grows with the angle (0.2 s to 2 s). Sends no
    /// `.selectionChanged`; `.detent` events mark the sectors passing the marker. NaN and
    /// infinities are ignored; angles beyond `maximumSpinRevolutions` turns either way count as
    /// that many (so the rotation keeps its precision).
    public func spin(by angle: Double, animated: Bool) {
        guard angle.isFinite, !isTrackingGesture else { return }
        let most = Self.maximumSpinRevolutions * Radians.fullTurn
        let target = restingTarget(near: limited(rotation + min(max(angle, -most), most)))
        changes.batch {
            choose(geometry.sectorAtMarker(rotation: target), report: false, cause: .program)
            move(to: target, animated: animated, cause: .program, curve: .eased(.easeInEaseOut,
                 duration: min(max(abs(target - rotation) / Radians.fullTurn * 0.6, Self.snapDuration), 2)))
        }
    }

    /// The default number of whole extra turns of ``spin(toSector:revolutions:duration:clockwise:)``: 3.
    public static let defaultSpinRevolutions = 3.0

    /// The default length of ``spin(toSector:revolutions:duration:clockwise:)``, seconds: 4.
    public static let defaultSpinDuration = 4.0

    /// The most whole extra turns a spin to a sector makes: 100; more is clamped to it.
    @_spi(Hosting) public static let maximumSpinRevolutions = 100.0

    /// Spins the wheel as a prize wheel spins: it sets off at speed, slows at a constant rate (a
    /// `WheelMotion/Curve/glide(duration:)`, as friction slows it) and stops with sector `index`
    /// centred on the marker, its rotation exactly `RotaryWheelGeometry/restingRotation(ofSector:)`,
    /// never passing it on the way.
    ///
    /// - Parameters:
    ///   - index: the sector to land on; wraps modulo N (−1 is the last sector), as in `select`.
    ///   - revolutions: whole turns made before the wheel first reaches the sector; default 3. The
    ///     fraction is dropped; NaN and negative values count as 0, values above
    ///     `maximumSpinRevolutions` (and infinity) as 100.
    ///   - duration: seconds from start to rest; default 4. NaN, infinite and negative durations
    ///     count as the default; 0 jumps to rest at once.
    ///   - clockwise: the direction, clockwise by default (the rotation grows); a one-way
    ///     ``allowedDirection`` overrides it.
    ///
    /// The sector becomes ``selectedIndex`` at once. Like `select`, it sends no `.selectionChanged`
    /// (the program chose); each sector reaching the marker sends `.detent(.sectorBoundary)` with
    /// cause `.program`, so hosts play no haptics. A wheel already on the sector (within a
    /// nanoradian) makes only the whole turns. Before the glide, `rotation` may change by whole
    /// turns, which changes nothing on screen, so that the glide ends exactly on the resting
    /// rotation. Ignored while the finger is on the wheel; with reduce motion the wheel jumps.
    ///
    /// Stop points (``rotationLimits``): the spin makes no whole turns and goes to the rotation
    /// centring the sector that is reached first in its direction; if that lies beyond a stop
    /// point, to the one reached first the other way (when ``allowedDirection`` is `.both`) if
    /// that lies inside them; otherwise, as `select` does, to the last sector inside them.
    public func spin(toSector index: Int, revolutions: Double = defaultSpinRevolutions,
                     duration: Double = defaultSpinDuration, clockwise: Bool = true) {
        guard !isTrackingGesture else { return }
        let way: Double = switch allowedDirection {
        case .both: clockwise ? 1 : -1
        case .clockwise: 1
        case .counterclockwise: -1
        }
        let seconds = duration.isFinite && duration >= 0 ? duration : Self.defaultSpinDuration
        let rest = geometry.restingRotation(ofSector: index)
        // The turn left to the sector in the spin's direction, in [0, 2π); a wheel already on it
        // (but for rounding) needs none, rather than almost a whole turn.
        var ahead = Radians.normalized(way * (rest - rotation))
        if ahead > Radians.fullTurn - 1e-9 { ahead = 0 }
        var start = rotation, target = rest
        if let limits = rotationLimits {
            let forward = rotation + way * ahead, back = forward - way * Radians.fullTurn
            if limits.contains(forward) {
                target = forward
            } else if allowedDirection == .both, limits.contains(back) {
                target = back
            } else {
                target = restingTarget(near: limited(forward))
            }
        } else {
            // Starting whole turns back (the same angle) lets the glide end exactly on `rest`.
            let turns = revolutions >= 0 ? min(revolutions, Self.maximumSpinRevolutions).rounded(.down) : 0
            start = rest - way * (ahead + turns * Radians.fullTurn)
        }
        changes.batch {
            choose(geometry.sectorAtMarker(rotation: target), report: false, cause: .program)
            move(from: start, to: target, animated: seconds > 0, cause: .program, curve: .glide(duration: seconds))
        }
    }

    /// Spins to a sector chosen at random, each with the probability of its share of the wheel
    /// (`RotaryWheelGeometry/share(ofSector:)`: proportional to its ``sectorWeights``, equal
    /// without them), exactly as ``spin(toSector:revolutions:duration:clockwise:)`` spins there;
    /// returns the chosen sector.
    ///
    /// The choice takes exactly one `next()` from `generator` and nothing else random, so a
    /// generator started from the same state repeats the same choices, on every platform. The
    /// other parameters and their bad input are those of `spin(toSector:…)`. The chosen sector is
    /// where the wheel comes to rest unless stop points keep it from it, or the finger is on the
    /// wheel (then nothing spins, but the choice is still made and returned).
    @discardableResult
    public func spinRandomly(using generator: inout some RandomNumberGenerator,
                             revolutions: Double = defaultSpinRevolutions, duration: Double = defaultSpinDuration,
                             clockwise: Bool = true) -> Int {
        // The top 53 bits as a fraction in [0, 1): every representable step equally likely.
        let fraction = Double(generator.next() >> 11) * 0x1p-53
        let index = geometry.sector(atFraction: fraction)
        spin(toSector: index, revolutions: revolutions, duration: duration, clockwise: clockwise)
        return index
    }

    /// Turns to sector `index`; the user's turns (`cause` not `.program`) report the selection.
    /// The user's turn to the sector already selected, while the wheel is turning to it, changes
    /// nothing: that turn goes on as it was.
    func turn(to index: Int, animated: Bool, cause: EventCause) {
        let g = geometry
        let target = restingTarget(near: limited(g.rotation(centering: index, nearest: rotation)))
        let reached = g.sectorAtMarker(rotation: target)
        if cause.isUser, reached == selected, motion != nil { return }
        choose(reached, report: cause.isUser, cause: cause)
        move(to: target, animated: animated, cause: cause, curve: .eased(.easeInEaseOut, duration: Self.snapDuration))
    }

    /// Sets the wheel turning from `start` (default: where it is; otherwise the same angle whole
    /// turns away) to `target` along `curve`, or, unanimated or with reduce motion, puts it there.
    private func move(from start: Double? = nil, to target: Double, animated: Bool, cause: EventCause,
                      curve: WheelMotion.Curve) {
        motionCause = cause
        let start = start ?? rotation
        if animated, !environment.reducesMotion, target != start {
            if start != rotation {
                // Whole turns only: nothing moves on screen, no sector passes the marker.
                rotation = start
                markerSector = geometry.sectorAtMarker(rotation: start)
            }
            motion = WheelMotion(from: start, to: target, curve: curve)
        } else {
            motion = nil
            setRotation(target, cause: cause, reportingDetents: false)
            settle()
        }
        changes.notify()
    }

    /// Applies a keyboard or accessibility adjustment: increment and decrement select the next and
    /// previous sector, page moves a quarter of the wheel, Home and End the first and last sector.
    /// Reports `.selectionChanged` with `cause` (default `.key`). Returns whether the selection
    /// changed.
    @_spi(Hosting) public func adjust(_ action: AdjustmentAction, cause: EventCause) -> Bool {
        guard isEnabled, !isTrackingGesture else { return false }
        let n = numberOfSections, page = max(n / 4, 1)
        let index: Int
        switch action {
        case .increment: index = selected + 1
        case .decrement: index = selected - 1
        case .pageUp: index = selected + page
        case .pageDown: index = selected - page
        case .home: index = 0
        case .end: index = n - 1
        }
        let before = selected
        changes.batch {
            session.edits.edit(cause: cause, from: selected, movesOn: { motion != nil && motionCause == cause }) {
                turn(to: index, animated: true, cause: cause)
            }
        }
        return selected != before
    }

    /// Triggers the primary action for the selected sector, as a tap on the centre button does:
    /// sends `.primaryActionTriggered(selectedIndex)` with `cause` (default `.key`). Hosts call it
    /// for Return, Enter and Space and (with `.assistiveTechnology`) for assistive technology's
    /// activate action. Returns `false` (and sends nothing) when disabled or while the finger is
    /// on the wheel.
    @discardableResult
    public func triggerPrimaryAction(cause: EventCause = .key) -> Bool {
        guard isEnabled, !isTracking else { return false }
        events.emit(.primaryActionTriggered(selectedIndex), cause: cause)
        return true
    }
}
