/// Which image a rotatable knob shows.
public enum RotatableKnobImageState: Sendable, Hashable, CaseIterable {
    /// At rest.
    case normal
    /// While the finger turns it.
    case highlighted
    /// While disabled.
    case disabled
}

/// The rotatable knob's look: a knob image turned by the value. By default Detent draws
/// the image itself (a shaded body with grip notches and an indicator) over a fixed scale of
/// ticks; named images per state replace the drawn body.
///
/// Its colours are automatic until set: each follows the model's environment (light or dark,
/// increased contrast) when the knob is drawn, and reads as its light standard value here. Dark
/// mode draws a dark body with a light outline and a light scale. A colour set here is drawn as
/// set, in every environment; ``useAutomaticColors()`` undoes that. See `resolved(in:)` for the
/// table.
public struct RotatableKnobStyle: AutomaticColorStyle {
    /// The body's lit colour, where its radial gradient starts (upper left). Automatic: white 0.96
    /// in light, 0.34 in dark, 0.92 and 0.22 with increased contrast.
    // The dark body stays at or below white 0.34 so the orange indicator keeps 3:1 on all of it.
    @Automatic(dark: DrawingColor(white: 0.34), lightIncreased: DrawingColor(white: 0.92), darkIncreased: DrawingColor(white: 0.22))
    public var bodyLightColor = DrawingColor(white: 0.96)
    /// The body's shaded colour, where its radial gradient ends. Automatic: white 0.55 in light,
    /// 0.16 in dark, 0.82 and 0.12 with increased contrast (a flatter body, so the indicator reads
    /// on all of it).
    @Automatic(dark: DrawingColor(white: 0.16), lightIncreased: DrawingColor(white: 0.82), darkIncreased: DrawingColor(white: 0.12))
    public var bodyDarkColor = DrawingColor(white: 0.55)
    /// The outline around the body. Automatic: black at 35 % in light, white 0.5 in dark (the
    /// dark body's edge on a black page), black and white 0.75 with increased contrast.
    @Automatic(dark: DrawingColor(white: 0.5), lightIncreased: .black, darkIncreased: DrawingColor(white: 0.75))
    public var bodyOutlineColor = DrawingColor(white: 0, alpha: 0.35)
    /// The grip notches around the body's rim. Automatic: black at 25 % in light, white at 20 %
    /// in dark, opaque greys 0.45 and 0.6 with increased contrast.
    @Automatic(dark: DrawingColor(white: 1, alpha: 0.2), lightIncreased: DrawingColor(white: 0.45),
               darkIncreased: DrawingColor(white: 0.6))
    public var notchColor = DrawingColor(white: 0, alpha: 0.25)
    /// The indicator line's colour. Automatic: orange (1, 0.55, 0.1) in light and dark, a deep
    /// orange (0.6, 0.22, 0) in light and a light one (1, 0.65, 0.25) in dark with increased
    /// contrast.
    @Automatic(dark: orange, lightIncreased: DrawingColor(red: 0.6, green: 0.22, blue: 0),
               darkIncreased: DrawingColor(red: 1, green: 0.65, blue: 0.25))
    public var indicatorColor = orange
    /// The glow around the body while the finger turns it. Automatic: the indicator's colour at
    /// 60 %, opaque with increased contrast.
    public var highlightColor: DrawingColor {
        get { highlightColorSet ?? indicatorColor.withAlpha(0.6) }
        set { highlightColorSet = newValue }
    }
    /// The scale ticks' colour. Automatic: grey 0.45 in light, 0.62 in dark, 0.3 and 0.75 with
    /// increased contrast.
    @Automatic(dark: DrawingColor(white: 0.62), lightIncreased: DrawingColor(white: 0.3), darkIncreased: DrawingColor(white: 0.75))
    public var scaleColor = DrawingColor(white: 0.45)
    /// How many gaps the scale has between its first and last tick; default 10 (11 ticks, one per
    /// 10 on the 0–100 level). 0 hides the scale.
    public var scaleDivisions = 10
    /// Images by state, by name as the host registered them; a state without one falls back to
    /// `.normal`, and without that to the drawn knob. Default none.
    public var imageNames: [RotatableKnobImageState: String] = [:]
    /// The opacity every layer takes while disabled (when no disabled image is given); default 0.35.
    public var disabledOpacity = 0.35

    /// The glow's colour as set (by the user, or by resolution); `nil` while automatic. Not an
    /// ``Automatic`` property: its automatic value follows ``indicatorColor``, set or not.
    private var highlightColorSet: DrawingColor?
    /// True once resolved, so resolving again returns the style unchanged.
    private var isResolved = false

    /// The default look, with automatic colours.
    public init() {}

    /// Applies `change` to every colour: the one list of them. The glow (``highlightColor``)
    /// follows the indicator until set; a reset forgets the glow set, and resolution sets it.
    @_spi(Hosting) public mutating func applyToColors(_ change: AutomaticChange) {
        apply(change, to: \._bodyLightColor, \._bodyDarkColor, \._bodyOutlineColor, \._notchColor, \._indicatorColor,
              \._scaleColor)
        if case .reset = change { highlightColorSet = nil }
    }

    /// This style as the knob draws it in `environment`. Colours the user set stay; automatic
    /// ones are:
    ///
    /// | property | light | dark | light, more contrast | dark, more contrast |
    /// | --- | --- | --- | --- | --- |
    /// | `bodyLightColor` | 0.96 | 0.34 | 0.92 | 0.22 |
    /// | `bodyDarkColor` | 0.55 | 0.16 | 0.82 | 0.12 |
    /// | `bodyOutlineColor` | black 35 % | 0.5 | black | 0.75 |
    /// | `notchColor` | black 25 % | white 20 % | 0.45 | 0.6 |
    /// | `indicatorColor` | (1, 0.55, 0.1) | (1, 0.55, 0.1) | (0.6, 0.22, 0) | (1, 0.65, 0.25) |
    /// | `highlightColor` | indicator 60 % | indicator 60 % | indicator | indicator |
    /// | `scaleColor` | 0.45 | 0.62 | 0.3 | 0.75 |
    ///
    /// The knob has no text, so the text scale changes nothing. Nothing mirrors right to left:
    /// the knob turns clockwise to increase everywhere. See `ControlStyle/resolved(in:)`.
    @_spi(Hosting) public func resolved(in environment: ControlEnvironment) -> RotatableKnobStyle {
        resolvedOnce(\.isResolved) { style in
            style.applyToColors(.resolve(in: environment))
            // The glow is the indicator as drawn, the user's or the automatic one; opaque with
            // increased contrast.
            style.highlightColorSet = style.highlightColorSet
                ?? style.indicatorColor.withAlpha(environment.isContrastIncreased ? 1 : 0.6)
        }
    }
}

/// The indicator's orange in light and dark.
private let orange = DrawingColor(red: 1, green: 0.55, blue: 0.1)
