/// Several settings in one transaction: ``ControlModel/configure(_:)`` brackets them, so they are
/// applied in the order their rules need and announced once.
///
/// Inside the bracket a value set before the range that must hold it is remembered as asked and
/// set again, under the final range and step, when the bracket closes: a range of 0…1 000 000
/// and a value of 120 000 come out as set in either order. Interface builders that set a
/// storyboard control's properties one at a time open the bracket before decoding and close it
/// after.
struct ConfigurationBracket<Value> {
    /// How many brackets are open (they nest).
    private(set) var depth = 0
    /// The value last asked for inside the bracket, and whether animated.
    private var asked: (value: Value, animated: Bool)?

    /// Whether a bracket is open.
    var isOpen: Bool { depth > 0 }

    /// Opens a bracket.
    mutating func open() { depth += 1 }

    /// Remembers `value`, asked for inside an open bracket; nothing outside one.
    mutating func remember(_ value: Value, animated: Bool) {
        guard isOpen else { return }
        asked = (value, animated)
    }

    /// The value last asked for, if any, for a model to apply itself.
    var askedValue: (value: Value, animated: Bool)? { asked }

    /// Closes a bracket; returns the value to apply again when the outermost one closes.
    mutating func close() -> (value: Value, animated: Bool)? {
        guard depth > 0 else { return nil }
        depth -= 1
        guard depth == 0 else { return nil }
        defer { asked = nil }
        return asked
    }
}
