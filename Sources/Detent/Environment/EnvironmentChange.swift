extension ControlModel {
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

    /// ``environmentChanged(from:adopt:)`` for a control along a track, whose ends follow the
    /// reading direction and whose label room grows with the text (the fader, the sliders, the XY
    /// pad): after the model's own adoption (`adopt`), the geometry is rebuilt when the text scale
    /// changed, and `layoutDirection` (the model's reading direction) becomes the environment's.
    func trackEnvironmentChanged(from old: ControlEnvironment, layoutDirection: ReferenceWritableKeyPath<Self, ReadingDirection>,
                                 adopt: () -> Void) {
        environmentChanged(from: old) {
            adopt()
            if environment.textScale != old.textScale { rebuildGeometry() }
            if self[keyPath: layoutDirection] != environment.layoutDirection { self[keyPath: layoutDirection] = environment.layoutDirection }
        }
    }
}
