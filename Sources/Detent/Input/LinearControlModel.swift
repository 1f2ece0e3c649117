import Foundation

/// A control laid out along straight axes, whose drag moves its values by the pointer's travel
/// rather than to the pointer: the fader, the range slider, the multi-thumb slider and the XY
/// pad. The settings they share are declared here once (``precisionScrubbing``,
/// ``layoutDirection``); how a drag moves and ends is one rule for all of them, and each says
/// only what a move does and what ending the drag does. Hosts call the ``ControlModel`` methods.
public protocol LinearControlModel: ControlModel {
    /// Moves the value by the pointer's travel from `start` (where the last event left it) to
    /// `point` (both finite, a drag under way), in the notification batch the move runs in.
    @_spi(Hosting) func followDrag(from start: CGPoint, to point: CGPoint)
    /// Ends the drag under way: the deferred `.valueChanged` when `isContinuous` is off and the
    /// value differs from the last one reported, then `.editingDidEnd`.
    @_spi(Hosting) func finishDrag()
    /// How far `point` lies from the control, points, across its track (the XY pad: beyond its
    /// bounds): what precision scrubbing measures.
    @_spi(Hosting) func scrubbingDistance(at point: CGPoint) -> Double
}

extension LinearControlModel {
    /// When `true`, precision scrubbing: during a drag, the farther the finger moves from the
    /// control (across a track, beyond it; beyond the XY pad's bounds, any way), the less of its
    /// travel moves the value, in 50-point bands (full speed, then half, a quarter, an eighth),
    /// as media players do; each change of band is reported as `.detent(.scrubbingSpeed(_:))`
    /// with cause `.drag`, inside the drag's edit. Default `false`: the value follows the finger
    /// wherever it goes.
    public var precisionScrubbing: Bool {
        get { session.precisionScrubbing }
        set { session.setPrecisionScrubbing(newValue) }
    }

    /// The reading direction of the horizontal axis; default `.leftToRight`. Right to left puts
    /// the minimum (the XY pad's x minimum) on the right; the model takes it from the host's
    /// environment. Setting it builds the geometry again and, when it changed, notifies.
    public var layoutDirection: ReadingDirection {
        get { session.layoutDirection }
        set { setGeometryInput(\.layoutDirection, of: session, to: newValue) }
    }

    /// ``ControlModel/environmentChanged(from:adopt:)`` for a control whose ends follow the
    /// reading direction and whose label room grows with the text: after the model's own
    /// adoption (`adopt`), the geometry is rebuilt when the text scale changed, and
    /// ``layoutDirection`` becomes the environment's.
    func trackEnvironmentChanged(from old: ControlEnvironment, adopt: () -> Void) {
        environmentChanged(from: old) {
            adopt()
            if environment.textScale != old.textScale { rebuildGeometry() }
            if layoutDirection != environment.layoutDirection { layoutDirection = environment.layoutDirection }
        }
    }

    /// Follows the pointer to `point`; tracking goes on outside the bounds. Returns `true` while a
    /// drag is under way (`false` when none is, and nothing happens); a non-finite point is
    /// ignored and tracking goes on. `time` is unused.
    @_spi(Hosting) public func movePointer(to point: CGPoint, time: Double?) -> Bool {
        session.continueGesture(to: point, track: scrubAndFollow(from:to:))
    }

    /// A move of the drag: the scrubbing band at `point` first (see `PrecisionScrubbing`), then
    /// the move at the speed it gives.
    private func scrubAndFollow(from start: CGPoint, to point: CGPoint) {
        session.scrub(atDistance: scrubbingDistance(at: point))
        followDrag(from: start, to: point)
    }

    /// Ends the drag at `point` (a last move, when finite), then finishes it (``finishDrag()``),
    /// in one notification. Ignored without a drag.
    @_spi(Hosting) public func endPointer(at point: CGPoint?, time: Double?) {
        session.endGesture(at: point, track: scrubAndFollow(from:to:), finish: finishDrag)
    }

    /// Ends the drag where it is, as when the system takes the pointer away: ``finishDrag()``
    /// without a last move. Ignored without a drag.
    @_spi(Hosting) public func cancelPointer() {
        guard isTracking else { return }
        changes.batch { finishDrag() }
    }
}
