import Foundation
@_spi(Hosting) import Detent

// The wheel in the contract tests: its settings (weights and stop points too), its spins and the
// rules only it keeps.

extension RotaryWheelModel: ContractSubject {
    /// Without momentum, so a drag in the example tests comes to rest where it was let go.
    static func make() -> RotaryWheelModel {
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        wheel.isMomentumEnabled = false
        return wheel
    }

    static var defaultStyle: RotaryWheelStyle { RotaryWheelStyle() }
    static var hasContinuity: Bool { false }
    static var programValues: (Int, Int) { (4, 3) }

    static var settings: [Setting<RotaryWheelModel>] {
        [
            Setting("numberOfSections", \.numberOfSections, other: 5) { _, s in [0, 1, 2, 3, 8, 12, 360, 10_000, -4][Int(abs(s.a) * 100) % 9] },
            Setting("markerAngle", \.markerAngle, other: 0) { $1.number(10, offset: -5) },
            Setting("deadZoneRatio", \.deadZoneRatio, other: 0.3) { $1.number() },
            Setting("centerButtonRatio", \.centerButtonRatio, other: 0.2) { $1.number() },
            Setting("sectors", \.sectors, other: [RotaryWheelSector(title: "A")], reassignable: false) { _, s in
                (0..<Int(abs(s.a) * 20)).map { RotaryWheelSector(title: "Sector \($0)") }
            },
            Setting("accessibilityLabel", \.accessibilityLabel, other: "Menu") { $1.pick(["Menu", ""]) },
            doubleTapIntervalSetting,
            .toggle("snapsToSectors", \.snapsToSectors),
            .toggle("isMomentumEnabled", \.isMomentumEnabled),
            Setting("decelerationTime", \.decelerationTime, other: 2) { $1.number(12, offset: -1) },
            Setting("minimumFlickVelocity", \.minimumFlickVelocity, other: 3) { $1.number(10, offset: -1) },
            Setting("maximumFlickVelocity", \.maximumFlickVelocity, other: 9) { $1.number(40, offset: -1) },
            Setting("rotationLimits", \.rotationLimits, other: 0.5...1) { _, s in
                let a = s.number(20, offset: -10), b = s.b * 20 - 10
                return s.special == 7 || a.isNaN ? nil : min(a, b)...max(a, b)
            },
            Setting("allowedDirection", \.allowedDirection, other: .clockwise) { $1.pick([.both, .clockwise, .counterclockwise]) },
            Setting("sectorWeights", \.sectorWeights, other: [1, 2, 1]) { _, s in
                (0..<Int(abs(s.a) * 30)).map { i in i % 3 == 0 ? s.number(10) : Double(i % 5) * s.b }
            },
        ]
    }

    /// Spins (by an angle, to a sector, to a random one) and the settings of a flick, which
    /// change nothing on screen until the next one.
    static var programActions: [(RotaryWheelModel, Step) -> Void] {
        [
            { wheel, _ in wheel.finishAnimations() },
            { wheel, s in wheel.spin(by: s.number(40, offset: -10), animated: s.b > 0.5) },
            { wheel, s in
                wheel.spin(toSector: s.index(40, offset: -10), revolutions: s.number(8, offset: -1),
                           duration: s.special == 9 ? .nan : s.b * 3, clockwise: s.a > 0.5)
            },
            { wheel, s in
                var generator = RepeatableRandomNumberGenerator(state: UInt64(s.kind))
                let chosen = wheel.spinRandomly(using: &generator, revolutions: s.number(4), duration: s.a)
                precondition((0..<wheel.numberOfSections).contains(chosen), "chose \(chosen)")
            },
            { wheel, s in wheel.decelerationTime = s.number(2) },
            { wheel, s in wheel.minimumFlickVelocity = s.number(5) },
            { wheel, s in wheel.maximumFlickVelocity = s.number(30) },
        ]
    }

    /// On the ring, from 9 o'clock a quarter turn clockwise to 12 o'clock.
    var dragPoints: (start: CGPoint, moved: CGPoint) { (CGPoint(x: 20, y: 100), CGPoint(x: 100, y: 20)) }

    /// The ring at an angle, or the centre button.
    func aimedPoint(_ step: Step) -> CGPoint {
        let g = geometry
        guard step.a > 0.2 else { return g.center }
        return Radians.point(at: step.b * 2 * .pi, radius: (g.innerRadius + g.radius) / 2, about: g.center)
    }

    func tapGestureEnded(at point: CGPoint) -> Bool { tap(at: point) }

    func reassignValue() {
        select(selectedIndex, animated: false)
    }

    /// The wheel reports its selection when it comes to rest, never while it turns.
    var reportsWhileMoving: Bool {
        get { true }
        set {}
    }

    func programValue(_ step: Step) -> Int { step.index(40, offset: -10) }
    func isFinite(_ value: Int) -> Bool { true }
    var readOut: [AccessibilityElement] { [accessibilityElement] }
    var shownText: String { selectedTitle }

    /// The selection and the sector at the marker are sectors of the wheel; at rest they are the
    /// same and inside the stop points; every sector can be hit; the last sector a step clicked
    /// past is the one at the marker; the wheel reports selections, never values.
    func checkOwnRules(after events: ArraySlice<ControlEvent<Int>>, _ v: Violations) {
        let n = numberOfSections
        v.check((1...360).contains(n), "\(n) sectors")
        v.check((0..<n).contains(selectedIndex), "selected \(selectedIndex) of \(n)")
        v.check((0..<n).contains(sectorAtMarker), "marker sector \(sectorAtMarker) of \(n)")
        v.check(rotation.isFinite, "rotation \(rotation)")
        let g = geometry
        v.check((0..<n).allSatisfy { g.span(ofSector: $0) > 0 }, "a sector without span")
        if !isTracking && !isAnimating {
            v.check(sectorAtMarker == selectedIndex, "at rest sector \(sectorAtMarker) is at the marker but \(selectedIndex) is selected")
            if let limits = rotationLimits { v.check(limits.contains(rotation), "at rest outside the stop points") }
        }
        let alphas = (0..<min(n, 12)).map { sectorAlpha($0) }
        v.check(alphas.allSatisfy { $0 == 1 || $0 == 0.6 }, "alphas \(alphas)")
        var lastDetent: Int?
        for event in events {
            switch event {
            case .selectionChanged(let i), .primaryActionTriggered(let i): v.check((0..<n).contains(i), "\(event) of \(n)")
            case .detent(.sectorBoundary(let i)):
                v.check((0..<n).contains(i), "detent \(i) of \(n)")
                lastDetent = i
            case .valueChanged, .detent: v.check(false, "the wheel sent \(event)")
            case .editingDidBegin, .editingDidEnd: break
            }
        }
        // With reduce motion a lift's last move may click before the jump to rest, which clicks nothing.
        if let last = lastDetent, !environment.reducesMotion {
            v.check(last == sectorAtMarker, "the last detent \(last) is not at the marker (\(sectorAtMarker))")
        }
    }
}
