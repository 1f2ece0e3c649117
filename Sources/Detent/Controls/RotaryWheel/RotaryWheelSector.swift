/// What one sector of a wheel shows and reads out.
public struct RotaryWheelSector: Sendable, Equatable {
    /// The title shown and read by assistive technology.
    public var title: String
    /// The name of an icon the renderer draws (see the appearance's icon set); `nil` for none.
    public var iconName: String?

    /// Creates a sector.
    public init(title: String, iconName: String? = nil) {
        self.title = title
        self.iconName = iconName
    }

    /// The eight sectors: Circles, Flower, Monster, Person, Smile, Sun, Swirl, 3 circles,
    /// each with the icon of the same name.
    public static let defaultSectors: [RotaryWheelSector] = [
        "Circles", "Flower", "Monster", "Person", "Smile", "Sun", "Swirl", "3 circles",
    ].map { RotaryWheelSector(title: $0, iconName: $0) }
}
