/// A random number generator whose numbers depend only on the state it starts from (SplitMix64),
/// the same on every run and every platform: pass it to ``RotaryWheelModel/spinRandomly(using:revolutions:duration:clockwise:)``
/// for a prize wheel whose spins a game can replay, or a test can predict. (The system generator
/// cannot be started from a chosen state.) Not for cryptography.
public struct RepeatableRandomNumberGenerator: RandomNumberGenerator, Sendable, Hashable {
    private var state: UInt64

    /// A generator started from `state`; two started from the same state give the same numbers.
    public init(state: UInt64) {
        self.state = state
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
