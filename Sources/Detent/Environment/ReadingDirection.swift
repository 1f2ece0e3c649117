/// The reading direction a horizontal control lays out in.
public enum ReadingDirection: Sendable, Equatable {
    /// The minimum on the left.
    case leftToRight
    /// The minimum on the right, as right-to-left languages expect.
    case rightToLeft
}
