import Foundation

/// Precision scrubbing, as media players do it: while a drag is under way, the farther the finger
/// moves from the track (across it, beyond the control's bounds), the less of its travel moves the
/// value, in bands ``bandWidth`` points wide: full speed within the first band, then half, a
/// quarter, and an eighth from the fourth band on. Each change of band is an event
/// (`.detent(.scrubbingSpeed(_:))`, cause `.drag`), so hosts can show it and play a haptic.
/// Opt-in, on the fader, the range and multi-thumb sliders and the XY pad.
enum PrecisionScrubbing {
    /// How wide each band is, points: 50.
    static let bandWidth = 50.0

    /// The speed at `distance` points from the control across the track: 1, 0.5, 0.25 or 0.125;
    /// 1 for a distance that is not finite or not positive.
    static func speed(atDistance distance: Double) -> Double {
        guard distance.isFinite, distance > 0 else { return 1 }
        let band = min(Int(distance / bandWidth), 3)
        return 1 / Double(1 << band)
    }
}

extension GestureSession {
    /// The share of the finger's travel a drag's move takes now: the fine modifier's (a tenth with
    /// Shift) times the scrubbing speed.
    var dragFactor: Double { modifiers.moveFactor * scrubbingSpeed }

    /// Turns precision scrubbing on or off, notifying when that changes it.
    func setPrecisionScrubbing(_ on: Bool) {
        guard on != precisionScrubbing else { return }
        precisionScrubbing = on
        changes.notify()
    }

    /// With precision scrubbing on, a drag's pointer is `distance` points from the control across
    /// the track: the speed follows its band, and a change of band is reported inside the drag's
    /// edit.
    func scrub(atDistance distance: Double) {
        guard precisionScrubbing, isTracking else { return }
        let speed = PrecisionScrubbing.speed(atDistance: distance)
        guard speed != scrubbingSpeed else { return }
        scrubbingSpeed = speed
        emitChange(.detent(.scrubbingSpeed(speed)), cause: .drag)
    }
}

extension LinearTrackGeometry {
    /// How far `point` lies beyond the bounds across the track (above or below a horizontal track,
    /// left or right of a vertical one), points; 0 within them.
    func crossDistance(of point: CGPoint) -> Double {
        switch orientation {
        case .horizontal: max(0, Double(bounds.minY - point.y), Double(point.y - bounds.maxY))
        case .vertical: max(0, Double(bounds.minX - point.x), Double(point.x - bounds.maxX))
        }
    }
}
