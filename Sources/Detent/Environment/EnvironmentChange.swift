extension PointerInput {
    /// The rules every model keeps when its `environment` changed from `old`, run from that
    /// property's observer: nothing when it is equal; otherwise `adopt` (the model's own rules:
    /// reduce motion, layout direction, label bands), then the enabled state the environment
    /// gives, then one change notification.
    ///
    /// `isEnabled` is written only when it differs, so its own rule (cancelling a drag) runs
    /// once, and not through an `inout`: observers read it while the notification runs.
    func environmentChanged(from old: ControlEnvironment, adopt: () -> Void = {}) {
        guard environment != old else { return }
        adopt()
        if isEnabled != environment.isEnabled { isEnabled = environment.isEnabled }
        changes.notify()
    }
}

/// A control along a track whose ends follow the reading direction and whose label room grows
/// with the text (the range slider, the fader): the environment sets both.
protocol LinearTrackModel: PointerInput {
    /// The reading direction of a horizontal track.
    var layoutDirection: ReadingDirection { get set }
    /// Builds the geometry again from the model's properties and environment.
    func rebuildGeometry()
}

extension LinearTrackModel {
    /// ``PointerInput/environmentChanged(from:adopt:)`` for a control along a track: after the
    /// model's own adoption (`adopt`), the geometry is rebuilt when the text scale changed (the
    /// label room grows with it, and the track lies beside it), and the layout direction is the
    /// environment's.
    func trackEnvironmentChanged(from old: ControlEnvironment, adopt: () -> Void) {
        environmentChanged(from: old) {
            adopt()
            if environment.textScale != old.textScale { rebuildGeometry() }
            if layoutDirection != environment.layoutDirection { layoutDirection = environment.layoutDirection }
        }
    }
}
