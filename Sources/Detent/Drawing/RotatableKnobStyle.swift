/// Which image a rotatable knob shows.
public enum RotatableKnobImageState: Sendable, Hashable, CaseIterable {
    /// At rest.
    case normal
    /// While the finger turns it.
    case highlighted
    /// While disabled.
    case disabled
}

/// The rotatable knob's look (the original rotatable-knob tutorial): a knob image turned by the value. By default Detent draws
/// the image itself (a shaded body with grip notches and an indicator) over a fixed scale of
/// ticks; named images per state replace the drawn body.
public struct RotatableKnobStyle: Sendable, Hashable {
    /// The body's lit colour, where its radial gradient starts (upper left); default white 0.96.
    public var bodyLightColor = DrawingColor(white: 0.96)
    /// The body's shaded colour, where its radial gradient ends; default white 0.55.
    public var bodyDarkColor = DrawingColor(white: 0.55)
    /// The indicator line's colour; default orange.
    public var indicatorColor = DrawingColor(red: 1, green: 0.55, blue: 0.1)
    /// The scale ticks' colour; default grey 0.45.
    public var scaleColor = DrawingColor(white: 0.45)
    /// How many gaps the scale has between its first and last tick; default 10 (11 ticks, one per
    /// 10 on the 0–100 level). 0 hides the scale.
    public var scaleDivisions = 10
    /// Images by state, by name as the host registered them; a state without one falls back to
    /// `.normal`, and without that to the drawn knob. Default none.
    public var imageNames: [RotatableKnobImageState: String] = [:]
    /// The opacity every layer takes while disabled (when no disabled image is given); default 0.35.
    public var disabledOpacity = 0.35

    /// The default look.
    public init() {}
}
