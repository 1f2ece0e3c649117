/// When a two-way binding's value (SwiftUI's `Binding`, or any host's bound property) goes into a
/// control's model, and how: the rule a SwiftUI view asks at every update, so that the view itself
/// decides nothing.
///
/// The sync remembers the bound value it last saw (written by the user through the control, or
/// taken from the binding). At a view update, ``update(binding:current:isTracking:settingsChanged:animationRequested:)``
/// answers with the value to set on the model (with `setCurrentValue(_:animated:)`), or `nil`:
/// - the binding changed from outside (it differs from the remembered value): set it;
/// - the view's settings changed the values the control can take (its range, step or sector
///   count), so a narrower range may have clamped the model or a wider one admits the binding
///   again: set it, unless the user is dragging (the drag's value wins until it ends);
/// - otherwise, or when the model already shows that value: nothing.
///
/// A set is animated only when the update asked for an animation (SwiftUI's `withAnimation`), and
/// never the first one, which is where the control starts. The user's own changes
/// (``userChanged(to:)``) are remembered and so never pushed back. Sets carry no haptic: the host
/// makes them with cause `.program`.
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

    /// The user set `value` through the control (its `.valueChanged`): the binding takes it, and
    /// the next update pushes nothing back.
    public mutating func userChanged(to value: Value) {
        boundValue = value
    }

    /// The value to set on the model at a view update, or `nil` to leave it (see the type's rules).
    /// - Parameters:
    ///   - binding: the binding's value now.
    ///   - current: the model's value now.
    ///   - isTracking: whether the user is dragging the control.
    ///   - settingsChanged: whether this update changed the control's range, step or sector count.
    ///   - animationRequested: whether the update's transaction animates.
    public mutating func update(binding: Value, current: Value, isTracking: Bool, settingsChanged: Bool,
                                animationRequested: Bool) -> Update? {
        guard binding != boundValue || (settingsChanged && !isTracking) else { return nil }
        let isFirst = boundValue == nil
        boundValue = binding
        guard binding != current else { return nil }
        return Update(value: binding, animated: animationRequested && !isFirst)
    }
}

extension BindingSync: Sendable where Value: Sendable {}
extension BindingSync.Update: Sendable where Value: Sendable {}
