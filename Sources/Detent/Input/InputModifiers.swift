/// The keyboard modifiers held during input, as far as they change what input does. A host reads
/// them from its platform with each event (GTK's event state, UIKit's `UIEvent.modifierFlags`)
/// and sends them with that event's input; they apply to it alone.
public struct InputModifiers: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The modifiers a keyboard's held keys mean, the one rule every host follows: Shift is
    /// ``fine`` adjustment; no other key changes what input does.
    @_spi(Hosting) public init(shift: Bool) { self = shift ? .fine : [] }

    /// Fine adjustment, Shift on a keyboard: drags, keys and scroll notches move ten times less
    /// (`fineFactor`). A step still snaps.
    public static let fine = InputModifiers(rawValue: 1 << 0)

    /// How much of a move a fine adjustment makes: a tenth.
    @_spi(Hosting) public static let fineFactor = 0.1

    /// The factor moves are scaled by: `fineFactor` with `.fine`, else 1.
    @_spi(Hosting) public var moveFactor: Double { contains(.fine) ? Self.fineFactor : 1 }
}
