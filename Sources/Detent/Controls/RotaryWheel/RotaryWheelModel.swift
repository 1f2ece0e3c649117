import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which ways a wheel may be turned by the finger.
public enum RotationDirection: Sendable, Equatable {
    /// Either way.
    case both
    /// Clockwise only; counter-clockwise movement is ignored.
    case clockwise
    /// Counter-clockwise only; clockwise movement is ignored.
    case counterclockwise
}

/// The headless spinning sector menu: rotation, the dead zone, snapping, momentum,
/// taps, the centre button, keyboard and accessibility.
///
/// Defaults: 8 sectors titled Circles … 3 circles, the marker on the left (π),
/// touches ignored nearer the centre than 0.4 of the radius or beyond the rim, a 0.2 s snap;
/// beyond these, momentum is on.
///
/// Bad input: `numberOfSections` is clamped to 1…360 (the selection keeps its index, or takes the
/// last sector, and the wheel rests centred on it); indices given to `select` and `spin(toSector:)`
/// wrap modulo N; non-finite angles, ratios and times are ignored; tracking calls out of order are
/// ignored; non-finite points are ignored (begin returns `false`); bad ``sectorWeights`` count
/// as 1; bad spin turns and durations are described at ``spin(toSector:revolutions:duration:clockwise:)``.
public final class RotaryWheelModel {
    /// The snap duration, seconds.
    @_spi(Hosting) public static let snapDuration = 0.2

    /// The longest momentum glide, seconds: a flick's glide comes to rest within 1.5 s.
    @_spi(Hosting) public static let maximumGlideDuration = 1.5

    /// The gesture session, edit brackets and clock every control shares; the wheel's change event
    /// is `.selectionChanged`.
    @_spi(Hosting) public let session = GestureSession<Int>(changeEvent: { .selectionChanged($0) })

    /// What the host knows of its platform; see `ControlModel/environment`. Setting it sets
    /// `isEnabled` from it; with reduce motion the wheel jumps to rest instead of snapping, gliding
    /// or turning.
    @_spi(Hosting) public var environment = ControlEnvironment.standard {
        didSet {
            environmentChanged(from: oldValue) {
                if environment.reducesMotion { finishAnimations() }
            }
        }
    }

    /// Creates a wheel in `bounds` with one sector per entry of `sectors` (default: the eight
    /// default sectors; an empty list gives one sector, titled "1").
    public init(bounds: CGRect = .zero, sectors: [RotaryWheelSector] = RotaryWheelSector.defaultSectors) {
        self.bounds = bounds.sanitizedBounds
        self.sectors = sectors
        self.numberOfSections = min(max(sectors.count, 1), RotaryWheelGeometry.maximumSections)
        markerSector = 0
        shape = makeGeometry()
    }

    // MARK: Configuration

    /// The control's bounds in points; the host sets it on every layout. Default `.zero`.
    public var bounds: CGRect {
        didSet {
            bounds = bounds.sanitizedBounds
            shape = makeGeometry()
            if bounds != oldValue { changes.notify() }
        }
    }

    /// The number of sectors, 1…360 (clamped); default 8. Changing it stops any motion and rests the
    /// wheel on the selected sector (or the last one, if the selection no longer exists); with stop
    /// points, on the nearest sector inside them, which becomes the selection. Sends no event.
    public var numberOfSections: Int {
        didSet {
            numberOfSections = min(max(numberOfSections, 1), RotaryWheelGeometry.maximumSections)
            shape = makeGeometry()
            guard numberOfSections != oldValue else { return }
            layout = WeightedSectorLayout(weights: sectorWeights, count: numberOfSections)
            restOnSelection()
        }
    }

    /// The sectors' relative sizes, by index; empty (the default) makes every sector equal. Each
    /// sector spans `2π · weight / (sum of the weights)` in the layout, the hit test, the snap
    /// (the wheel rests with the centre of the sector under the marker on it), the detents (one
    /// as each sector's edge reaches the marker), the drawing, and the odds of
    /// ``spinRandomly(using:revolutions:duration:clockwise:)``. For example `[1, 2, 1]` gives
    /// sector 1 half the wheel.
    ///
    /// Bad input, one rule: an entry past ``numberOfSections`` is ignored; a missing entry, or one
    /// that is NaN, infinite, zero or negative, counts as 1 (so all-invalid weights give equal
    /// sectors); a weight below a billionth of the largest counts as a billionth of it, so every
    /// sector keeps a sliver that can be hit and selected. Weights that come out all equal lay the
    /// wheel out exactly as no weights do.
    ///
    /// Changing the layout stops any motion and rests the wheel on the selected sector (with stop
    /// points, on the nearest sector inside them, which becomes the selection), as changing
    /// ``numberOfSections`` does. Sends no event.
    public var sectorWeights: [Double] = [] {
        didSet {
            guard sectorWeights != oldValue else { return }
            shape = makeGeometry()
            let new = WeightedSectorLayout(weights: sectorWeights, count: numberOfSections)
            guard new != layout else {
                changes.notify()
                return
            }
            layout = new
            restOnSelection()
        }
    }

    /// The unequal sectors' angles (built from ``sectorWeights`` once per change), `nil` for
    /// equal sectors.
    private var layout: WeightedSectorLayout? {
        didSet { shape = makeGeometry() }
    }

    /// Stops any motion and rests the wheel on the selection (or the last sector, if the selection
    /// no longer exists), inside the stop points if there are any: after the sectors moved.
    private func restOnSelection() {
        motion = nil
        let g = geometry
        rotation = restingTarget(near: limited(g.rotation(centering: min(selected, numberOfSections - 1), nearest: 0)))
        selected = g.sectorAtMarker(rotation: rotation)
        markerSector = selected
        changes.notify()
    }

    /// The sectors' titles and icons; a sector without an entry is titled with its number (1-based).
    ///
    /// Assigning a non-empty list sets ``numberOfSections`` to its count (at most 360), so six
    /// sectors make a six-sector wheel; assigning an empty list leaves ``numberOfSections`` as it
    /// is, every sector titled with its number. Set ``numberOfSections`` after `sectors` for more
    /// sectors than entries (the rest are titled with their numbers) or fewer (the extra entries
    /// are not shown).
    public var sectors: [RotaryWheelSector] {
        didSet {
            if !sectors.isEmpty { numberOfSections = sectors.count }
            guard sectors != oldValue else { return }
            sectorsRevision &+= 1
            changes.notify()
        }
    }

    /// Changes whenever `sectors` is assigned, so a drawing cache can tell without comparing them.
    @_spi(Hosting) public private(set) var sectorsRevision = 0

    /// The title of sector `index` (wrapped modulo N).
    public func title(ofSector index: Int) -> String {
        let i = geometry.wrap(index)
        return i < sectors.count ? sectors[i].title : String(i + 1)
    }

    /// The marker's angle, radians; default π (beak on the left). Non-finite is ignored.
    public var markerAngle: Double = .pi {
        didSet {
            if !markerAngle.isFinite { markerAngle = oldValue }
            shape = makeGeometry()
            if markerAngle != oldValue { changes.notify() }
        }
    }

    /// The dead zone's radius as a fraction of the wheel's; default 0.4 (40 of 100).
    public var deadZoneRatio = 0.4 {
        // Compared bit for bit, so that NaN set again is no change.
        didSet {
            shape = makeGeometry()
            if deadZoneRatio.bitPattern != oldValue.bitPattern { changes.notify() }
        }
    }

    /// The centre button's radius as a fraction of the wheel's; default 0.29.
    public var centerButtonRatio = 0.29 {
        // Compared bit for bit, so that NaN set again is no change.
        didSet {
            shape = makeGeometry()
            if centerButtonRatio.bitPattern != oldValue.bitPattern { changes.notify() }
        }
    }

    /// The geometry these properties describe.
    @_spi(Hosting) public var geometry: RotaryWheelGeometry { shape }

    /// `geometry`, rebuilt whenever one of the properties it is made of is set (their observers
    /// call ``makeGeometry()``). Kept, not computed, because every tracking event reads it: one
    /// private stored value costs neither a rebuild (and the copies of the weights it holds) nor
    /// the runtime exclusivity check each public stored property it is made of would.
    private var shape = RotaryWheelGeometry(bounds: .zero, numberOfSections: 1)

    private func makeGeometry() -> RotaryWheelGeometry {
        RotaryWheelGeometry(bounds: bounds, numberOfSections: numberOfSections, markerAngle: markerAngle,
                            deadZoneRatio: deadZoneRatio, centerButtonRatio: centerButtonRatio,
                            sectorWeights: sectorWeights, layout: layout)
    }

    /// When `true` (the default) the wheel always comes to rest with a sector centred on the marker.
    public var snapsToSectors = true {
        didSet { if snapsToSectors != oldValue { changes.notify() } }
    }

    /// When `true` (the default) a flick spins on and decelerates before coming to rest.
    public var isMomentumEnabled = true {
        didSet { if isMomentumEnabled != oldValue { changes.notify() } }
    }

    /// How far a flick carries the wheel, seconds of its release speed; default 0.5 (a flick at
    /// v rad/s glides about v · 0.5 radians, then onto the nearest sector). The glide slows at a
    /// constant rate and lasts about twice this, never longer than `maximumGlideDuration`.
    /// Non-finite or non-positive values are ignored; values above
    /// `maximumDecelerationTime` clamp to it, so a glide's length stays a finite number.
    public var decelerationTime = 0.5 {
        didSet {
            if !(decelerationTime.isFinite && decelerationTime > 0) { decelerationTime = oldValue }
            decelerationTime = min(decelerationTime, Self.maximumDecelerationTime)
        }
    }

    /// The longest ``decelerationTime``, seconds: 10 (a glide at the fastest flick then lasts about
    /// two minutes).
    @_spi(Hosting) public static let maximumDecelerationTime = 10.0

    /// Release speeds below this (radians per second) do not glide; default 1.5. NaN and negative
    /// values are ignored.
    public var minimumFlickVelocity = 1.5 {
        didSet { if !(minimumFlickVelocity >= 0) { minimumFlickVelocity = oldValue } }
    }

    /// Release speeds are capped at this, radians per second; default 6π (three turns a second).
    /// NaN and negative values are ignored.
    public var maximumFlickVelocity = 6 * Double.pi {
        didSet { if !(maximumFlickVelocity >= 0) { maximumFlickVelocity = oldValue } }
    }

    /// Stop points: the rotation (radians) stays within this range; `nil` (the default) spins
    /// without end. Non-finite bounds are ignored. A wheel at rest outside
    /// new limits moves (without animation or event) to the nearest sector inside them, which becomes
    /// the selection.
    public var rotationLimits: ClosedRange<Double>? {
        didSet {
            if let r = rotationLimits, !(r.lowerBound.isFinite && r.upperBound.isFinite) {
                rotationLimits = oldValue
                return
            }
            guard rotationLimits != oldValue else { return }
            defer { changes.notify() }
            guard rotationLimits != nil, !isTrackingGesture else { return }
            if let m = motion {
                // A wheel turning by itself comes to rest inside the new stop points: its motion
                // is aimed again, from where it is, at the nearest resting place inside them.
                let target = restingTarget(near: limited(m.to))
                guard target != m.to else { return }
                motion = WheelMotion(from: rotation, to: target, curve: .eased(.easeInEaseOut, duration: Self.snapDuration))
                selected = geometry.sectorAtMarker(rotation: target)
                return
            }
            // A wheel left outside new stop points comes to rest on the nearest sector inside them.
            guard let limits = rotationLimits, !limits.contains(rotation) else { return }
            rotation = restingTarget(near: limited(rotation))
            selected = geometry.sectorAtMarker(rotation: rotation)
            markerSector = selected
        }
    }

    /// Which ways the finger may turn the wheel; default `.both`.
    public var allowedDirection = RotationDirection.both {
        didSet { if allowedDirection != oldValue { changes.notify() } }
    }

    // MARK: State

    /// The rotation shown now, radians, clockwise positive (follows motion).
    public internal(set) var rotation = 0.0

    private var selected = 0
    private var markerSector: Int

    /// The selected sector: the one at rest on the marker (decided when the finger lifts).
    public var selectedIndex: Int { selected }

    /// The title of the selected sector.
    public var selectedTitle: String { title(ofSector: selected) }

    /// The sector nearest the marker right now (changes during a drag or glide).
    @_spi(Hosting) public var sectorAtMarker: Int { markerSector }

    /// The opacity sector `index` is drawn with: 1 for the selected sector, 0.6 for the others and
    /// for all while the finger is on the wheel (values).
    @_spi(Hosting) public func sectorAlpha(_ index: Int) -> Double {
        !isTrackingGesture && geometry.wrap(index) == selected ? 1 : 0.6
    }

    /// The faded opacity.
    @_spi(Hosting) public static let fadedAlpha = 0.6

    // MARK: Tracking

    private var isTrackingGesture: Bool { session.isTracking }
    /// Whether the latest touch stopped the wheel moving by itself: its tap then selects nothing.
    private var touchStoppedMotion = false
    private var lastAngle: Double?
    private var lastTime = 0.0
    private var lastMoveTime = 0.0
    private var velocity = 0.0

    /// Starts a spin at `point` at clock reading `time` (seconds; `nil` uses the last `advance`).
    /// Returns `false` off the ring (nearer than the dead zone, beyond the rim), for non-finite
    /// points or when disabled. A touch stops any motion where it is. Sends `.editingDidBegin`.
    @_spi(Hosting) public func beginPointer(at point: CGPoint, time: Double?) -> Bool {
        let g = geometry
        guard isEnabled, g.isOnRing(point), let angle = Radians.of(point, about: g.center) else { return false }
        session.startGesture(at: point, value: selected, cancel: cancelPointer) {
            // A touch on a moving wheel stops it; the tap it may make selects nothing.
            touchStoppedMotion = motion != nil
            motion = nil
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
    /// Then `.editingDidEnd`. Ignored without a gesture.
    @_spi(Hosting) public func endPointer(at point: CGPoint?, time: Double?) {
        let now = validTime(time)
        session.endGesture(at: point, track: { track(to: $1, time: now) }) {
            // A finger that stopped before lifting throws nothing.
            let speed = now - lastMoveTime > 0.1 ? 0 : velocity
            release(velocity: isMomentumEnabled ? speed : 0)
        }
    }

    /// Takes the finger away without a flick: the wheel rests on the nearest sector. Sends
    /// `.selectionChanged` if it differs, then `.editingDidEnd`. Ignored without a gesture.
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

    private func limited(_ r: Double) -> Double {
        guard let limits = rotationLimits else { return r }
        return min(max(r, limits.lowerBound), limits.upperBound)
    }

    private func release(velocity v: Double) {
        lastAngle = nil
        let speed = min(max(v, -maximumFlickVelocity), maximumFlickVelocity)
        let glides = abs(speed) >= minimumFlickVelocity
        let projected = glides ? rotation + speed * decelerationTime : rotation
        let target = restingTarget(near: projected)
        let distance = target - rotation
        motionCause = .momentum
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
        session.finishGesture(value: selected)
    }

    /// Where the wheel rests when aiming at `rotation`: the nearest sector centre (if snapping)
    /// inside the rotation limits.
    private func restingTarget(near r: Double) -> Double {
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

    private func choose(_ index: Int, report: Bool, cause: EventCause) {
        guard index != selected else { return }
        selected = index
        guard report else { return }
        session.reportChange(index, cause: cause)
    }

    /// The brackets of the user's edits that are not drags (taps, keys, assistive technology).
    private var edits: EditBracket<Int> { session.edits }

    /// Moves the wheel to `r`; with `reportingDetents`, sends one `.detent(.sectorBoundary)` for
    /// every sector that reached the marker on the way (at most one turn's worth), in order.
    private func setRotation(_ r: Double, cause: EventCause, reportingDetents: Bool = true) {
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
            for k in 1..<count { events.emit(.detent(.sectorBoundary(g.wrap(previous + direction * k))), cause: cause) }
        }
        events.emit(.detent(.sectorBoundary(atMarker)), cause: cause)
    }

    // MARK: Taps, programmatic turns, keys

    /// A tap at `point`: on the centre button it triggers the primary action for the selected
    /// sector (`.primaryActionTriggered`); on a sector it brings that sector to the marker (animated)
    /// and selects it (`.selectionChanged`). A tap whose touch stopped the wheel gliding or turning
    /// by itself does nothing more: the wheel rests where the touch stopped it. Returns whether the
    /// tap did something.
    @_spi(Hosting) public func tapGesture(at point: CGPoint?) -> Bool {
        guard let point else { return false }
        return afterCancellingDrag { tapWheel(at: point) }
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
        guard let index = g.sector(at: point, rotation: rotation) else { return false }
        changes.batch { session.edit(cause: .tap, from: selected) { turn(to: index, animated: true, cause: .tap) } }
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

    /// The settings transaction under way, if any (see ``PointerInput/configure(_:)``).
    var configuration = ConfigurationBracket<Int>()

    /// Opens a settings transaction.
    @_spi(Hosting) public func beginConfiguration() { configuration.open() }

    /// Closes a settings transaction: the sector selected inside it is selected again among the
    /// final sectors.
    @_spi(Hosting) public func endConfiguration() { closeValueConfiguration() }

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
    private func turn(to index: Int, animated: Bool, cause: EventCause) {
        let g = geometry
        let target = restingTarget(near: limited(g.rotation(centering: index, nearest: rotation)))
        choose(g.sectorAtMarker(rotation: target), report: cause.isUser, cause: cause)
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
        changes.batch { session.edit(cause: cause, from: selected) { turn(to: index, animated: true, cause: cause) } }
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

    /// The name the app gave the wheel, or `nil` (the default); see `AccessibilityNaming`.
    @_spi(Hosting) public var customAccessibilityLabel: String? {
        didSet { if accessibilityLabelChanged(from: oldValue) { changes.notify() } }
    }

    /// "Wheel".
    @_spi(Hosting) public var defaultAccessibilityString: AccessibilityString { .wheelLabel }

    /// The wheel as one adjustable accessibility element; its value is the selected sector's title,
    /// its numeric value the selected index in `0…numberOfSections − 1` (for hosts such as GTK
    /// whose adjustable roles need a number).
    @_spi(Hosting) public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(identifier: "wheel", label: accessibilityLabel, value: selectedTitle, frame: bounds,
                             numericValue: Double(selected), numericRange: 0...Double(numberOfSections - 1), isEnabled: isEnabled)
    }

    // MARK: Time

    private var motion: WheelMotion? {
        // A motion not yet started is a new one; the clock's updates of a running one are not.
        didSet { if let m = motion, m.startTime == nil, m != oldValue { animationRevision &+= 1 } }
    }

    /// Changes every time a new motion (a snap, a glide, a turn) is set going; see
    /// ``ControlModel/animationRevision``.
    @_spi(Hosting) public private(set) var animationRevision = 0
    /// What set the running motion going: its detents carry this cause.
    private var motionCause = EventCause.program
    private var clock: Double { session.clock }

    /// The running motion (snap, glide or animated turn), if any.
    @_spi(Hosting) public var runningMotion: WheelMotion? { motion }

    /// True while the wheel moves by itself, or a burst of key presses waits for its end (see
    /// ``valueBeforeEdit``); the host keeps calling `advance(to:)` until `false`.
    public var isAnimating: Bool { motion != nil || edits.isBurstOpen }

    /// Moves the model's clock to `time` (seconds, any monotonic clock) and the wheel along its
    /// motion; sends `.detent` for each sector passing the marker. Returns `isAnimating`.
    @_spi(Hosting) public func advanceClock(to time: Double) -> Bool {
        guard time.isFinite else { return isAnimating }
        session.tick(to: time)
        guard var m = motion else { return isAnimating }
        m.start(at: time)
        changes.batch {
            setRotation(m.rotation(at: time), cause: motionCause)
            if m.isFinished(at: time) {
                motion = nil
                settle()
            } else {
                motion = m
            }
            changes.notify()
        }
        return isAnimating
    }

    /// Ends any motion at once, at its resting rotation.
    @_spi(Hosting) public func finishAnimations() {
        guard let m = motion else { return }
        motion = nil
        setRotation(m.to, cause: motionCause, reportingDetents: false)
        settle()
        changes.notify()
    }

    /// At rest, a wheel without limits keeps its rotation in (−π, π] so it never loses precision.
    private func settle() {
        guard rotationLimits == nil else { return }
        rotation = remainder(rotation, Radians.fullTurn)
    }
}

extension RotaryWheelModel: ValueConfiguring {}
