import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which ways a wheel may be turned by the finger.
public enum RotationDirection: Sendable, Equatable {
    /// Either way (the original tutorial).
    case both
    /// Clockwise only; counter-clockwise movement is ignored.
    case clockwise
    /// Counter-clockwise only; clockwise movement is ignored.
    case counterclockwise
}

/// The headless spinning sector menu of the original rotary-wheel tutorial: rotation, the dead zone, snapping, momentum,
/// taps, the centre button, keyboard and accessibility.
///
/// Defaults follow the original tutorial: 8 sectors titled Circles … 3 circles, the marker on the left (π),
/// touches ignored nearer the centre than 0.4 of the radius or beyond the rim, a 0.2 s snap;
/// beyond the original tutorial, momentum is on.
///
/// Bad input: `numberOfSections` is clamped to 1…360 (the selection keeps its index, or takes the
/// last sector, and the wheel rests centred on it); indices given to `select` wrap modulo N;
/// non-finite angles, ratios and times are ignored; tracking calls out of order are ignored;
/// non-finite points are ignored (begin returns `false`).
public final class RotaryWheelModel {
    /// The original tutorial's snap duration, seconds.
    public static let snapDuration = 0.2

    /// Receives this wheel's events: `.selectionChanged`, `.primaryActionTriggered`, `.detent`,
    /// `.editingDidBegin` / `.editingDidEnd`. The wheel never sends `.valueChanged`; UIKit hosts
    /// send `UIControl.Event.valueChanged` for `.selectionChanged`.
    public let events = EventEmitter<Int>()

    /// Creates a wheel with the original tutorial's eight sectors in `bounds`.
    public init(bounds: CGRect = .zero, sectors: [RotaryWheelSector] = RotaryWheelSector.defaultSectors) {
        self.bounds = bounds.sanitizedBounds
        self.sectors = sectors
        self.numberOfSections = min(max(sectors.count, 1), RotaryWheelGeometry.maximumSections)
        markerSector = 0
    }

    // MARK: Configuration

    /// The control's bounds in points; the host sets it on every layout. Default `.zero`.
    public var bounds: CGRect {
        didSet { bounds = bounds.sanitizedBounds }
    }

    /// The number of sectors, 1…360 (clamped); default 8. Changing it stops any motion and rests the
    /// wheel on the selected sector (or the last one, if the selection no longer exists); with stop
    /// points, on the nearest sector inside them, which becomes the selection. Sends no event.
    public var numberOfSections: Int {
        didSet {
            numberOfSections = min(max(numberOfSections, 1), RotaryWheelGeometry.maximumSections)
            guard numberOfSections != oldValue else { return }
            motion = nil
            let g = geometry
            // Rest on the selection (or the last sector), inside the stop points if there are any.
            rotation = restingTarget(near: limited(g.rotation(centering: min(selected, numberOfSections - 1), nearest: 0)))
            selected = g.sectorAtMarker(rotation: rotation)
            markerSector = selected
        }
    }

    /// The sectors' titles and icons; a sector without an entry is titled with its number (1-based).
    public var sectors: [RotaryWheelSector] {
        didSet { sectorsRevision &+= 1 }
    }

    /// Changes whenever `sectors` is assigned, so a drawing cache can tell without comparing them.
    public private(set) var sectorsRevision = 0

    /// The title of sector `index` (wrapped modulo N).
    public func title(ofSector index: Int) -> String {
        let i = geometry.wrap(index)
        return i < sectors.count ? sectors[i].title : String(i + 1)
    }

    /// The marker's angle, radians; default π (the original tutorial's beak on the left). Non-finite is ignored.
    public var markerAngle: Double = .pi {
        didSet { if !markerAngle.isFinite { markerAngle = oldValue } }
    }

    /// The dead zone's radius as a fraction of the wheel's; default 0.4 (the original tutorial's 40 of 100).
    public var deadZoneRatio = 0.4

    /// The centre button's radius as a fraction of the wheel's; default 0.29.
    public var centerButtonRatio = 0.29

    /// The geometry these properties describe.
    public var geometry: RotaryWheelGeometry {
        RotaryWheelGeometry(bounds: bounds, numberOfSections: numberOfSections, markerAngle: markerAngle,
                            deadZoneRatio: deadZoneRatio, centerButtonRatio: centerButtonRatio)
    }

    /// When `true` (the default) the wheel always comes to rest with a sector centred on the marker.
    public var snapsToSectors = true

    /// When `true` (the default) a flick spins on and decelerates before coming to rest.
    public var isMomentumEnabled = true

    /// The momentum's decay time constant, seconds; default 0.5 (a flick at v rad/s glides about
    /// v · 0.5 radians). Non-finite or non-positive values are ignored.
    public var decelerationTime = 0.5 {
        didSet { if !(decelerationTime.isFinite && decelerationTime > 0) { decelerationTime = oldValue } }
    }

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
            // A wheel left outside new stop points comes to rest on the nearest sector inside them.
            guard let limits = rotationLimits, !limits.contains(rotation), !session.isActive else { return }
            motion = nil
            rotation = restingTarget(near: limited(rotation))
            selected = geometry.sectorAtMarker(rotation: rotation)
            markerSector = selected
        }
    }

    /// Which ways the finger may turn the wheel; default `.both`.
    public var allowedDirection = RotationDirection.both

    /// When `false` the wheel ignores tracking, taps and adjustments. Default `true`.
    public var isEnabled = true {
        didSet { if !isEnabled, session.isActive { cancelTracking() } }
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
    public var sectorAtMarker: Int { markerSector }

    /// The opacity sector `index` is drawn with: 1 for the selected sector, 0.6 for the others and
    /// for all while the finger is on the wheel (the original tutorial's values).
    public func sectorAlpha(_ index: Int) -> Double {
        !session.isActive && geometry.wrap(index) == selected ? 1 : 0.6
    }

    /// The original tutorial's faded opacity.
    public static let fadedAlpha = 0.6

    // MARK: Tracking

    private var session = GestureSession()
    private var lastAngle: Double?
    private var lastTime = 0.0
    private var lastMoveTime = 0.0
    private var velocity = 0.0

    /// True between a successful `beginTracking` and its end or cancel.
    public var isTracking: Bool { session.isActive }

    /// Starts a spin at `point` at clock reading `time` (seconds; `nil` uses the last `advance`).
    /// Returns `false` off the ring (nearer than the dead zone, beyond the rim), for non-finite
    /// points or when disabled. A touch stops any motion where it is. Sends `.editingDidBegin`.
    @discardableResult
    public func beginTracking(at point: CGPoint, time: Double? = nil) -> Bool {
        let g = geometry
        guard isEnabled, g.isOnRing(point), let angle = Radians.of(point, about: g.center) else { return false }
        if session.isActive { cancelTracking() }
        motion = nil
        session.begin()
        lastAngle = angle
        lastTime = validTime(time)
        lastMoveTime = lastTime
        velocity = 0
        events.emit(.editingDidBegin)
        return true
    }

    /// Turns the wheel by the change of the touch's angle. Points off the ring are ignored (the
    /// turn resumes from the next point on it, without a jump). Returns `true` while tracking.
    @discardableResult
    public func continueTracking(at point: CGPoint, time: Double? = nil) -> Bool {
        guard session.isActive else { return false }
        track(to: point, time: validTime(time))
        return true
    }

    /// Lifts the finger at `point` (turning like a last `continueTracking`) and `time`. The wheel
    /// glides if the release was a flick and momentum is on, then rests on the sector nearest the
    /// marker (0.2 s), which becomes `selectedIndex`; `.selectionChanged` is sent now if it differs.
    /// Then `.editingDidEnd`. Ignored without a gesture.
    public func endTracking(at point: CGPoint?, time: Double? = nil) {
        guard session.isActive else { return }
        let now = validTime(time)
        if let point { track(to: point, time: now) }
        // A finger that stopped before lifting throws nothing.
        let speed = now - lastMoveTime > 0.1 ? 0 : velocity
        release(velocity: isMomentumEnabled ? speed : 0)
    }

    /// Takes the finger away without a flick: the wheel rests on the nearest sector. Sends
    /// `.selectionChanged` if it differs, then `.editingDidEnd`. Ignored without a gesture.
    public func cancelTracking() {
        guard session.isActive else { return }
        release(velocity: 0)
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
        setRotation(target)
    }

    private func limited(_ r: Double) -> Double {
        guard let limits = rotationLimits else { return r }
        return min(max(r, limits.lowerBound), limits.upperBound)
    }

    private func release(velocity v: Double) {
        _ = session.finish()
        lastAngle = nil
        let speed = min(max(v, -maximumFlickVelocity), maximumFlickVelocity)
        let glides = abs(speed) >= minimumFlickVelocity
        let projected = glides ? rotation + speed * decelerationTime : rotation
        let target = restingTarget(near: projected)
        let distance = target - rotation
        if glides, distance * speed > 0 {
            // Glide at the release speed, ending exactly on the target.
            let tau = min(max(distance / speed, 0.05), 4 * decelerationTime)
            motion = WheelMotion(from: rotation, to: target, curve: .decelerating(timeConstant: tau))
        } else if distance != 0 {
            motion = WheelMotion(from: rotation, to: target, curve: .eased(.easeInEaseOut, duration: Self.snapDuration))
        } else {
            // Already at rest: a turn started during the drag (`select`) must not carry it away.
            motion = nil
        }
        choose(geometry.sectorAtMarker(rotation: target), report: true)
        events.emit(.editingDidEnd)
    }

    /// Where the wheel rests when aiming at `rotation`: the nearest sector centre (if snapping)
    /// inside the rotation limits.
    private func restingTarget(near r: Double) -> Double {
        let g = geometry
        var target = snapsToSectors ? g.restingRotation(nearest: r) : r
        if let limits = rotationLimits {
            // A snapped rest beyond a stop point backs off to the last sector inside it.
            if snapsToSectors, target > limits.upperBound { target -= g.sectorAngle }
            if snapsToSectors, target < limits.lowerBound { target += g.sectorAngle }
            target = min(max(target, limits.lowerBound), limits.upperBound)
        }
        return target
    }

    private func choose(_ index: Int, report: Bool) {
        guard index != selected else { return }
        selected = index
        if report { events.emit(.selectionChanged(index)) }
    }

    /// Moves the wheel to `r`; with `reportingDetents`, sends one `.detent(.sectorBoundary)` for
    /// every sector that reached the marker on the way (at most one turn's worth), in order.
    private func setRotation(_ r: Double, reportingDetents: Bool = true) {
        let old = rotation
        rotation = r
        let g = geometry
        let atMarker = g.sectorAtMarker(rotation: r)
        guard atMarker != markerSector else { return }
        let previous = markerSector
        markerSector = atMarker
        guard reportingDetents else { return }
        let w = g.sectorAngle
        // Sector centres passed, counted on the unwrapped rotations (the marker sees sector −r/w).
        let passed = Int(exactly: (-r / w).rounded() - (-old / w).rounded()) ?? 0
        let direction = passed < 0 ? -1 : 1
        let count = min(abs(passed), g.numberOfSections)
        if count > 1 {
            for k in 1..<count { events.emit(.detent(.sectorBoundary(g.wrap(previous + direction * k)))) }
        }
        events.emit(.detent(.sectorBoundary(atMarker)))
    }

    // MARK: Taps, programmatic turns, keys

    /// A tap at `point`: on the centre button it triggers the primary action for the selected
    /// sector (`.primaryActionTriggered`); on a sector it brings that sector to the marker (animated)
    /// and selects it (`.selectionChanged`). Returns whether the tap did something.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        guard isEnabled, !session.isActive, point.isFinite else { return false }
        let g = geometry
        if g.isOnCenterButton(point) {
            events.emit(.primaryActionTriggered(selected))
            return true
        }
        guard let index = g.sector(at: point, rotation: rotation) else { return false }
        turn(to: index, animated: true, report: true)
        return true
    }

    /// Brings sector `index` (wrapped modulo N) to the marker by the shortest turn, within the
    /// rotation limits, and selects it. Sends no `.selectionChanged` (programmatic); an animated turn
    /// sends `.detent` as sectors pass the marker, a jump (`animated: false`) sends nothing.
    /// Ignored while the finger is on the wheel (like `spin`, `tap` and `perform`): the finger wins.
    public func select(_ index: Int, animated: Bool) {
        guard !session.isActive else { return }
        turn(to: index, animated: animated, report: false)
    }

    /// Spins the wheel by `angle` radians (clockwise positive), then rests as a release would (on a
    /// sector, if snapping). The duration grows with the angle (0.2 s to 2 s). Sends no
    /// `.selectionChanged`; `.detent` events mark the sectors passing the marker.
    public func spin(by angle: Double, animated: Bool) {
        guard angle.isFinite, !session.isActive else { return }
        let target = restingTarget(near: limited(rotation + angle))
        choose(geometry.sectorAtMarker(rotation: target), report: false)
        move(to: target, animated: animated,
             duration: min(max(abs(target - rotation) / Radians.fullTurn * 0.6, Self.snapDuration), 2))
    }

    private func turn(to index: Int, animated: Bool, report: Bool) {
        let g = geometry
        let target = restingTarget(near: limited(g.rotation(centering: index, nearest: rotation)))
        choose(g.sectorAtMarker(rotation: target), report: report)
        move(to: target, animated: animated, duration: Self.snapDuration)
    }

    private func move(to target: Double, animated: Bool, duration: Double) {
        if animated, target != rotation {
            motion = WheelMotion(from: rotation, to: target, curve: .eased(.easeInEaseOut, duration: duration))
        } else {
            motion = nil
            setRotation(target, reportingDetents: false)
            settle()
        }
    }

    /// Applies a keyboard or accessibility adjustment: increment and decrement select the next and
    /// previous sector, page moves a quarter of the wheel, Home and End the first and last sector.
    /// Reports `.selectionChanged`. Returns whether the selection changed.
    @discardableResult
    public func perform(_ action: AdjustmentAction) -> Bool {
        guard isEnabled, !session.isActive else { return false }
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
        turn(to: index, animated: true, report: true)
        return selected != before
    }

    /// The name read for the wheel; default "Wheel".
    public var accessibilityLabel = "Wheel"

    /// The wheel as one adjustable accessibility element; its value is the selected sector's title,
    /// its numeric value the selected index in `0…numberOfSections − 1` (for hosts such as GTK
    /// whose adjustable roles need a number).
    public var accessibilityElement: AccessibilityElement {
        AccessibilityElement(identifier: "wheel", label: accessibilityLabel, value: selectedTitle, frame: bounds,
                             numericValue: Double(selected), numericRange: 0...Double(numberOfSections - 1))
    }

    // MARK: Time

    private var motion: WheelMotion?
    private var clock = 0.0

    /// The running motion (snap, glide or animated turn), if any.
    public var runningMotion: WheelMotion? { motion }

    /// True while the wheel moves by itself; the host keeps calling `advance(to:)` until `false`.
    public var isAnimating: Bool { motion != nil }

    /// Moves the model's clock to `time` (seconds, any monotonic clock) and the wheel along its
    /// motion; sends `.detent` for each sector passing the marker. Returns `isAnimating`.
    @discardableResult
    public func advance(to time: Double) -> Bool {
        guard time.isFinite else { return isAnimating }
        clock = time
        guard var m = motion else { return false }
        m.start(at: time)
        setRotation(m.rotation(at: time))
        if m.isFinished(at: time) {
            motion = nil
            settle()
        } else {
            motion = m
        }
        return isAnimating
    }

    /// Ends any motion at once, at its resting rotation.
    public func finishAnimations() {
        guard let m = motion else { return }
        motion = nil
        setRotation(m.to, reportingDetents: false)
        settle()
    }

    /// At rest, a wheel without limits keeps its rotation in (−π, π] so it never loses precision.
    private func settle() {
        guard rotationLimits == nil else { return }
        rotation = remainder(rotation, Radians.fullTurn)
    }
}
