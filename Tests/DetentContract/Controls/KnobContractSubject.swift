import Foundation
@_spi(Hosting) import Detent

// The knob in the contract tests: its settings (the pro ones too) and the rules only it keeps.

extension KnobModel: SingleValueSubject {
    static func make() -> KnobModel { KnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200)).withContractStep() }
    static var defaultStyle: KnobStyle { KnobStyle() }

    static var settings: [Setting<KnobModel>] {
        let own: [Setting<KnobModel>] = [
            Setting("lineWidth", \.lineWidth, other: 5) { $1.number(20) },
            Setting("pointerLength", \.pointerLength, other: 9) { $1.number(20) },
            Setting("startAngle", \.startAngle, other: -2) { $1.number(10, offset: -5) },
            Setting("endAngle", \.endAngle, other: 1) { $1.number(10, offset: -5) },
        ]
        return own + rangeSettings + readOutSettings(name: "Gain") + [
            Setting("interactionMode", \.interactionMode, other: .vertical()) { _, s in
                let sensitivity = s.number(300)
                return s.pick([.absolute, .rotary, .vertical(pointsPerRange: sensitivity), .horizontal(pointsPerRange: sensitivity),
                               .pan(radiansPerPoint: sensitivity / 1000), .velocity(pointsPerRange: sensitivity)])
            },
            defaultValueSetting,
            doubleTapIntervalSetting,
            .toggle("isFineAdjustmentEnabled", \.isFineAdjustmentEnabled),
            .toggle("beginsOnPointerOnly", \.beginsOnPointerOnly),
            Setting("pointerHitRadius", \.pointerHitRadius, other: 30) { $1.number(40) },
        ] + scaleSettings + [
            .toggle("wrapsAround", \.wrapsAround),
            Setting("numberOfTurns", \.numberOfTurns, other: 3) { Int($1.number(6).isFinite ? max(min($1.number(6), 1e6), -1e6) : 0) },
            neutralValueSetting,
            .toggle("showsValueArc", \.showsValueArc),
        ]
    }

    static var programActions: [(KnobModel, Step) -> Void] { [{ knob, _ in knob.finishAnimations() }] }

    /// On the pointer at value 0 (absolute mode: the touch does not jump), then 3 o'clock.
    var dragPoints: (start: CGPoint, moved: CGPoint) {
        (Radians.point(at: startAngle, radius: 90, about: CGPoint(x: 100, y: 100)), CGPoint(x: 195, y: 100))
    }

    /// The pointer, or the track at an angle.
    func aimedPoint(_ step: Step) -> CGPoint {
        let g = geometry
        return Radians.point(at: step.a > 0.5 ? pointerAngle : step.b * 2 * .pi, radius: g.trackRadius, about: g.center)
    }

    func tapGestureEnded(at point: CGPoint) -> Bool { doubleTap() }

    /// The value keeps the value rules (`checkValueRules`), and it is shown at a finite angle on
    /// the track.
    func checkOwnRules(after events: ArraySlice<ControlEvent<Double>>, _ v: Violations) {
        checkValueRules(value, v)
        let f = presentationFraction
        v.check(f.isFinite && (0...1).contains(f), "shown at fraction \(f)")
        v.check(pointerAngle.isFinite && presentationValue.isFinite, "shown angle or value not finite")
        v.check(geometry.trackRadius.isFinite && geometry.trackRadius >= 0, "track radius \(geometry.trackRadius)")
    }
}
