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
}
