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
///
/// The drawing (`drawing(style:cache:)`). Layers, back to front: `background` (static disc),
/// `sectors` (every sector over its own span (``sectorWeights``), with its separator and its icon
/// or title at its centre; static, at the style's `fadedSectorOpacity` (0.6), rotated by
/// `rotation`), `selectedSector` (the selected sector at full opacity, same rotation; hidden while
/// the finger is on the wheel), `marker` and `centerButton` (static). Spinning changes two
/// rotations and nothing else, so a frame costs the same for 3 sectors or 360.
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

    /// A wheel with the eight default sectors; see `ControlModel/init(bounds:)`.
    @_spi(Hosting) public convenience init() {
        self.init(sectors: RotaryWheelSector.defaultSectors)
    }

    /// Creates a wheel in `bounds` (default `.zero`) with one sector per entry of `sectors` (an
    /// empty list gives one sector, titled "1"). `init(bounds:)` makes the eight default sectors.
    public init(bounds: CGRect = .zero, sectors: [RotaryWheelSector]) {
        session.controlBounds = bounds.sanitizedBounds
        self.sectors = sectors
        self.numberOfSections = min(max(sectors.count, 1), RotaryWheelGeometry.maximumSections)
        markerSector = 0
        shape = makeGeometry()
    }

    // MARK: Configuration

    /// The number of sectors, 1…360 (clamped); default 8. Changing it stops any motion and rests the
    /// wheel on the selected sector (or the last one, if the selection no longer exists); with stop
    /// points, on the nearest sector inside them, which becomes the selection. Sends no event.
    public var numberOfSections: Int {
        didSet {
            numberOfSections = min(max(numberOfSections, 1), RotaryWheelGeometry.maximumSections)
            rebuildGeometry()
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
            rebuildGeometry()
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
        didSet { rebuildGeometry() }
    }

    /// Stops any motion and rests the wheel on the selection (or the last sector, if the selection
    /// no longer exists), inside the stop points if there are any: after the sectors moved.
    private func restOnSelection() {
        motion = nil
        let g = geometry
        rotation = restingTarget(near: limited(g.rotation(centering: min(selected, numberOfSections - 1), nearest: 0)))
        selected = g.sectorAtMarker(rotation: rotation)
        markerSector = selected
        // Under a finger, the host knows this selection now: the drag starts from it.
        session.programDidSet(selected)
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

    /// Changes whenever `sectors` changes, so a drawing cache can tell without comparing them.
    @_spi(Hosting) public private(set) var sectorsRevision = 0

    /// The title of sector `index` (wrapped modulo N).
    public func title(ofSector index: Int) -> String {
        let i = geometry.wrap(index)
        return i < sectors.count ? sectors[i].title : String(i + 1)
    }

    /// The marker's angle, radians; default π (beak on the left). Non-finite is ignored.
    @GeometryInput(negativeIsZero: false) public var markerAngle = Double.pi

    /// The dead zone's radius as a fraction of the wheel's; default 0.4 (40 of 100). Non-finite is
    /// ignored; the geometry takes it clamped to 0…1.
    @GeometryInput(negativeIsZero: false) public var deadZoneRatio = 0.4

    /// The centre button's radius as a fraction of the wheel's; default 0.29. Non-finite is
    /// ignored; the geometry takes it clamped to 0…1.
    @GeometryInput(negativeIsZero: false) public var centerButtonRatio = 0.29

    /// The geometry these properties describe.
    @_spi(Hosting) public var geometry: RotaryWheelGeometry { shape }

    /// `geometry`, rebuilt whenever one of the properties it is made of is set (their observers
    /// call ``rebuildGeometry()``). Kept, not computed, because every tracking event reads it: one
    /// private stored value costs neither a rebuild (and the copies of the weights it holds) nor
    /// the runtime exclusivity check each public stored property it is made of would.
    private var shape = RotaryWheelGeometry(bounds: .zero, numberOfSections: 1)

    /// Builds ``geometry`` again; see `ControlModel/rebuildGeometry()`.
    @_spi(Hosting) public func rebuildGeometry() { shape = makeGeometry() }

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
            if decelerationTime != oldValue { changes.notify() }
        }
    }

    /// The longest ``decelerationTime``, seconds: 10 (a glide at the fastest flick then lasts about
    /// two minutes).
    @_spi(Hosting) public static let maximumDecelerationTime = 10.0

    /// Release speeds below this (radians per second) do not glide; default 1.5. NaN and negative
    /// values are ignored.
    public var minimumFlickVelocity = 1.5 {
        didSet {
            if !(minimumFlickVelocity >= 0) { minimumFlickVelocity = oldValue }
            if minimumFlickVelocity != oldValue { changes.notify() }
        }
    }

    /// Release speeds are capped at this, radians per second; default 6π (three turns a second).
    /// NaN and negative values are ignored.
    public var maximumFlickVelocity = 6 * Double.pi {
        didSet {
            if !(maximumFlickVelocity >= 0) { maximumFlickVelocity = oldValue }
            if maximumFlickVelocity != oldValue { changes.notify() }
        }
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
            guard rotationLimits != nil else { return }
            if let m = motion {
                // A wheel turning by itself comes to rest inside the new stop points: its motion
                // is aimed again, from where it is, at the nearest resting place inside them: the
                // program's motion now, which ends the edit that set the first going.
                let target = restingTarget(near: limited(m.to))
                guard target != m.to else { return }
                motionCause = .program
                motion = WheelMotion(from: rotation, to: target, curve: .eased(.easeInEaseOut, duration: Self.snapDuration))
                selected = geometry.sectorAtMarker(rotation: target)
                session.programDidSet(selected)
                return
            }
            // A wheel left outside new stop points comes to rest on the nearest sector inside them
            // (under the finger, when the finger lifts).
            guard !isTrackingGesture, let limits = rotationLimits, !limits.contains(rotation) else { return }
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

    var selected = 0
    var markerSector: Int

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

    // MARK: Drag state

    var isTrackingGesture: Bool { session.isTracking }
    /// Whether the latest touch stopped the wheel moving by itself: its tap then selects nothing.
    var touchStoppedMotion = false
    var lastAngle: Double?
    var lastTime = 0.0
    var lastMoveTime = 0.0
    var velocity = 0.0

    // MARK: Settings transaction and accessibility name

    /// The settings transaction under way, if any (see ``ControlModel/configure(_:)``).
    var configuration = ConfigurationBracket<Int>()

    /// Opens a settings transaction.
    @_spi(Hosting) public func beginConfiguration() { configuration.open() }

    /// Closes a settings transaction: the sector selected inside it is selected again among the
    /// final sectors.
    @_spi(Hosting) public func endConfiguration() {
        // Closed before the sector is selected again, which reads it.
        if let asked = configuration.close() { select(asked.value, animated: asked.animated) }
    }

    /// The name the app gave the wheel, or `nil` (the default); see `AccessibilityNaming`.
    @_spi(Hosting) public var customAccessibilityLabel: String? {
        didSet { if accessibilityLabelChanged(from: oldValue) { changes.notify() } }
    }

    // MARK: Time

    var motion: WheelMotion? {
        didSet {
            // A motion not yet started is a new one; the clock's updates of a running one are not.
            let isNew = motion.map { $0.startTime == nil && $0 != oldValue } ?? false
            if isNew { animationRevision &+= 1 }
            // The motion an edit set going ended, or another took its place: so does the edit.
            if oldValue != nil, motion == nil || isNew { session.edits.motionDidEnd() }
        }
    }

    /// Changes every time a new motion (a snap, a glide, a turn) is set going; see
    /// ``ControlModel/animationRevision``.
    @_spi(Hosting) public private(set) var animationRevision = 0
    /// What set the running motion going: its detents carry this cause.
    var motionCause = EventCause.program
    var clock: Double { session.clock }

    /// The running motion (snap, glide or animated turn), if any.
    @_spi(Hosting) public var runningMotion: WheelMotion? { motion }

    /// True while the wheel moves by itself (see ``ControlModel/isAnimating``).
    @_spi(Hosting) public var runsOnClock: Bool { motion != nil }

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
    func settle() {
        guard rotationLimits == nil else { return }
        rotation = remainder(rotation, Radians.fullTurn)
    }
}

