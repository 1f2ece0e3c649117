/// When a two-way binding's value (SwiftUI's `Binding`, or any host's bound property) goes into a
/// control's model, and how: the rule a SwiftUI view asks at every update, so that the view itself
/// decides nothing. What it answers goes in through `ControlModel.setValueFromOutside(_:animated:)`,
/// which holds it while the user edits and sets the last one held when the edit ends.
///
/// The sync remembers the bound value it last saw: the one the user reported through the control
/// (``userChanged(to:)``), or the binding's at an update. At a view update,
/// ``update(binding:current:settingsChanged:animationRequested:)`` answers with the value to give
/// the model, or `nil`:
/// - the binding differs from the remembered value: it changed from outside, or it kept something
///   else than the user's value (it clamps or rounds); give it, so that after the edit the control
///   shows what the binding holds;
/// - the view's settings changed the values the control can take (its range, step or sector
///   count), so a narrower range may have clamped the model or a wider one admits the binding
///   again: give it, when the model shows something else;
/// - the binding agrees again after a value was given (the user came back inside what a clamping
///   binding takes): give it, so the model drops the value it holds;
/// - otherwise: nothing.
///
/// Values that differ by no more than a `Float`'s precision are the same (a `Float` binding reads
/// back the user's `Double` rounded). A value is animated only when the update asked for an
/// animation (SwiftUI's `withAnimation`), and never the first one, which is where the control
/// starts. Nothing given carries a haptic or an event: the model sets it as the program does.
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

    /// The bound value last reported by the user or taken from the binding; `nil` before the
    /// first update.
    public private(set) var boundValue: Value?

    /// Whether the last update gave the model a value that differed from the one remembered.
    private var gaveValue = false
    /// Whether the user reported a value since an update gave one: the next update gives the
    /// binding even when it agrees, so the model drops what it was given.
    private var reportedSinceGiving = false

    /// A sync that has seen no value yet.
    public init() {}

    /// The user set `value` through the control (its `.valueChanged`), and the host wrote it to
    /// the binding: the next update compares the binding with it.
    public mutating func userChanged(to value: Value) {
        boundValue = value
        if gaveValue { reportedSinceGiving = true }
    }

    /// The value to give the model at a view update, or `nil` to leave it (see the type's rules).
    /// - Parameters:
    ///   - binding: the binding's value now.
    ///   - current: the model's value now.
    ///   - settingsChanged: whether this update changed the control's range, step or sector count.
    ///   - animationRequested: whether the update's transaction animates.
    ///   - same: whether two values stand for the same bound value; default: equal to within a
    ///     `Float`'s precision (a wheel bound to elements that repeat compares the elements).
    public mutating func update(binding: Value, current: Value, settingsChanged: Bool,
                                animationRequested: Bool, same: ((Value, Value) -> Bool)? = nil) -> Update? {
        func isSame(_ a: Value, _ b: Value) -> Bool { same?(a, b) ?? Self.same(a, b) }
        let isFirst = boundValue == nil
        let differs = boundValue.map { !isSame(binding, $0) } ?? true
        let agreesAgain = !differs && reportedSinceGiving
        boundValue = binding
        gaveValue = false
        reportedSinceGiving = false
        guard differs || settingsChanged || agreesAgain else { return nil }
        guard agreesAgain || !isSame(binding, current) else { return nil }
        gaveValue = differs && !isFirst
        return Update(value: binding, animated: animationRequested && !isFirst)
    }

    /// Whether `a` and `b` are the same value: equal, or made of the same numbers to within a
    /// `Float`'s precision (a number, a range, a list, a point of stored numbers).
    private static func same(_ a: Value, _ b: Value) -> Bool {
        if a == b { return true }
        let x = numbers(in: a), y = numbers(in: b)
        guard !x.isEmpty, x.count == y.count else { return false }
        return zip(x, y).allSatisfy { abs($0 - $1) <= Double(Float.ulpOfOne) * max(abs($0), abs($1)) }
    }

    /// The numbers `value` is made of: itself, a range's bounds, a list's elements, a value's
    /// stored numbers; empty for a value with something else in it.
    private static func numbers(in value: Any) -> [Double] {
        switch value {
        case let number as Double: return [number]
        case let range as ClosedRange<Double>: return [range.lowerBound, range.upperBound]
        case let list as [Double]: return list
        default:
            let children = Mirror(reflecting: value).children.map(\.value)
            let numbers = children.compactMap { $0 as? Double }
            return numbers.count == children.count ? numbers : []
        }
    }
}

extension BindingSync: Sendable where Value: Sendable {}
extension BindingSync.Update: Sendable where Value: Sendable {}
