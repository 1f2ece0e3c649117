/// When a two-way binding's value (SwiftUI's `Binding`, or any host's bound property) goes into a
/// control's model, and how: the rule a SwiftUI view asks at every update, so that the view itself
/// decides nothing. What it answers goes in through `ControlModel.setValueFromOutside(_:animated:)`,
/// which holds it while the user edits and sets the last one held when the edit ends.
///
/// The sync remembers the bound value it last saw (what the binding stored when the user changed
/// the control, or what it held at an update). At a view update,
/// ``update(binding:current:settingsChanged:animationRequested:)`` answers with the value to give
/// the model, or `nil`:
/// - the binding changed from outside (it differs from the remembered value): give it;
/// - the view's settings changed the values the control can take (its range, step or sector
///   count), so a narrower range may have clamped the model or a wider one admits the binding
///   again: give it, when the model shows something else;
/// - otherwise: nothing.
///
/// When the user changes the control, ``userChanged(to:stored:)`` compares what the binding stored
/// with what the control reported: a binding that clamps or rounds what it is given stored
/// something else, and the control is given that (held until the edit ends).
///
/// A value given at an update is animated only when the update asked for an animation (SwiftUI's
/// `withAnimation`), and never the first one, which is where the control starts. Nothing given
/// carries a haptic or an event: the model sets it as the program does.
@_spi(Hosting) public struct BindingSync<Value: Equatable>: Equatable {
    /// What the model should be given at an update.
    public struct Update: Equatable {
        /// The value to set.
        public var value: Value
        /// Whether to animate the change.
        public var animated: Bool

        /// An update setting `value`, animated or not.
        public init(value: Value, animated: Bool) {
            self.value = value
            self.animated = animated
        }
    }

    /// The bound value last written by the user or taken from the binding; `nil` before the first
    /// update.
    public private(set) var boundValue: Value?

    /// A sync that has seen no value yet.
    public init() {}

    /// The user changed the control to `reported` (its `.valueChanged`), and the binding, given
    /// it, now holds `stored`. Returns the value to give the model from outside, or `nil`:
    /// - `stored`, when it differs from `reported` (a binding that clamps, rounds or keeps the
    ///   value its own way), so that after the edit the control shows what the binding holds;
    /// - `stored` again when the binding takes a value as it is after one it did not (the user
    ///   came back inside what it takes), so the model drops the value it was given before;
    /// - otherwise `nil`: the next update gives nothing back either.
    public mutating func userChanged(to reported: Value, stored: Value) -> Value? {
        boundValue = stored
        let differs = stored != reported
        defer { gaveStoredValue = differs }
        return differs || gaveStoredValue ? stored : nil
    }

    /// Whether the last ``userChanged(to:stored:)`` gave the model a value the binding kept its
    /// own way.
    private var gaveStoredValue = false

    /// The value to give the model at a view update, or `nil` to leave it (see the type's rules).
    /// - Parameters:
    ///   - binding: the binding's value now.
    ///   - current: the model's value now.
    ///   - settingsChanged: whether this update changed the control's range, step or sector count.
    ///   - animationRequested: whether the update's transaction animates.
    public mutating func update(binding: Value, current: Value, settingsChanged: Bool,
                                animationRequested: Bool) -> Update? {
        guard binding != boundValue || settingsChanged else { return nil }
        let isFirst = boundValue == nil
        boundValue = binding
        guard binding != current else { return nil }
        return Update(value: binding, animated: animationRequested && !isFirst)
    }
}

extension BindingSync: Sendable where Value: Sendable {}
extension BindingSync.Update: Sendable where Value: Sendable {}
