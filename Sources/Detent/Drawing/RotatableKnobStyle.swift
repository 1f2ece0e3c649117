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
///
/// Its colours are automatic until set: each follows the model's environment (light or dark,
/// increased contrast) when the knob is drawn, and reads as its light standard value here. Dark
/// mode draws a dark body with a light outline and a light scale. A colour set here is drawn as
/// set, in every environment; ``useAutomaticColors()`` undoes that. See ``resolved(in:)`` for the
/// table.
public struct RotatableKnobStyle: ControlStyle {
    /// The body's lit colour, where its radial gradient starts (upper left). Automatic: white 0.96
    /// in light, 0.34 in dark, 0.92 and 0.22 with increased contrast.
    public var bodyLightColor: DrawingColor {
        get { custom.bodyLight ?? Palette(.standard).bodyLight }
        set { custom.bodyLight = newValue }
    }
    /// The body's shaded colour, where its radial gradient ends. Automatic: white 0.55 in light,
    /// 0.16 in dark, 0.82 and 0.12 with increased contrast (a flatter body, so the indicator reads
    /// on all of it).
    public var bodyDarkColor: DrawingColor {
        get { custom.bodyDark ?? Palette(.standard).bodyDark }
        set { custom.bodyDark = newValue }
    }
    /// The outline around the body. Automatic: black at 35 % in light, white 0.5 in dark (the
    /// dark body's edge on a black page), black and white 0.75 with increased contrast.
    public var bodyOutlineColor: DrawingColor {
        get { custom.bodyOutline ?? Palette(.standard).bodyOutline }
        set { custom.bodyOutline = newValue }
    }
    /// The grip notches around the body's rim. Automatic: black at 25 % in light, white at 20 %
    /// in dark, opaque greys 0.45 and 0.6 with increased contrast.
    public var notchColor: DrawingColor {
        get { custom.notch ?? Palette(.standard).notch }
        set { custom.notch = newValue }
    }
    /// The indicator line's colour. Automatic: orange (1, 0.55, 0.1) in light and dark, a deep
    /// orange (0.6, 0.22, 0) in light and a light one (1, 0.65, 0.25) in dark with increased
    /// contrast.
    public var indicatorColor: DrawingColor {
        get { custom.indicator ?? Palette(.standard).indicator }
        set { custom.indicator = newValue }
    }
    /// The glow around the body while the finger turns it. Automatic: the indicator's colour at
    /// 60 %, opaque with increased contrast.
    public var highlightColor: DrawingColor {
        get { custom.highlight ?? indicatorColor.withAlpha(0.6) }
        set { custom.highlight = newValue }
    }
    /// The scale ticks' colour. Automatic: grey 0.45 in light, 0.62 in dark, 0.3 and 0.75 with
    /// increased contrast.
    public var scaleColor: DrawingColor {
        get { custom.scale ?? Palette(.standard).scale }
        set { custom.scale = newValue }
    }
    /// How many gaps the scale has between its first and last tick; default 10 (11 ticks, one per
    /// 10 on the 0–100 level). 0 hides the scale.
    public var scaleDivisions = 10
    /// Images by state, by name as the host registered them; a state without one falls back to
    /// `.normal`, and without that to the drawn knob. Default none.
    public var imageNames: [RotatableKnobImageState: String] = [:]
    /// The opacity every layer takes while disabled (when no disabled image is given); default 0.35.
    public var disabledOpacity = 0.35

    /// The colours set by the user; `nil` ones are automatic.
    private var custom = CustomColors()
    /// True once resolved, so resolving again returns the style unchanged.
    private var isResolved = false

    /// The default look, with automatic colours.
    public init() {}

    /// Makes every colour automatic again, as in a new style.
    public mutating func useAutomaticColors() { custom = CustomColors() }

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
    /// the knob turns clockwise to increase everywhere. See ``ControlStyle/resolved(in:)``.
    public func resolved(in environment: ControlEnvironment) -> RotatableKnobStyle {
        guard !isResolved else { return self }
        let auto = Palette(environment)
        let indicator = custom.indicator ?? auto.indicator
        var style = self
        style.custom = CustomColors(
            bodyLight: custom.bodyLight ?? auto.bodyLight, bodyDark: custom.bodyDark ?? auto.bodyDark,
            bodyOutline: custom.bodyOutline ?? auto.bodyOutline, notch: custom.notch ?? auto.notch,
            indicator: indicator,
            highlight: custom.highlight ?? indicator.withAlpha(environment.isContrastIncreased ? 1 : 0.6),
            scale: custom.scale ?? auto.scale)
        style.isResolved = true
        return style
    }
}

/// The rotatable knob's colours the user set.
private struct CustomColors: Hashable, Sendable {
    var bodyLight: DrawingColor?
    var bodyDark: DrawingColor?
    var bodyOutline: DrawingColor?
    var notch: DrawingColor?
    var indicator: DrawingColor?
    var highlight: DrawingColor?
    var scale: DrawingColor?
}

/// The rotatable knob's automatic colours in one environment (the table in
/// ``RotatableKnobStyle/resolved(in:)``). The dark body stays at or below white 0.34 so the
/// orange indicator keeps 3:1 on all of it.
private struct Palette {
    let bodyLight, bodyDark, bodyOutline, notch, indicator, scale: DrawingColor

    init(_ e: ControlEnvironment) {
        bodyLight = e.pick(light: DrawingColor(white: 0.96), dark: DrawingColor(white: 0.34),
                           lightIncreased: DrawingColor(white: 0.92), darkIncreased: DrawingColor(white: 0.22))
        bodyDark = e.pick(light: DrawingColor(white: 0.55), dark: DrawingColor(white: 0.16),
                          lightIncreased: DrawingColor(white: 0.82), darkIncreased: DrawingColor(white: 0.12))
        bodyOutline = e.pick(light: DrawingColor(white: 0, alpha: 0.35), dark: DrawingColor(white: 0.5),
                             lightIncreased: .black, darkIncreased: DrawingColor(white: 0.75))
        notch = e.pick(light: DrawingColor(white: 0, alpha: 0.25), dark: DrawingColor(white: 1, alpha: 0.2),
                       lightIncreased: DrawingColor(white: 0.45), darkIncreased: DrawingColor(white: 0.6))
        let orange = DrawingColor(red: 1, green: 0.55, blue: 0.1)
        indicator = e.pick(light: orange, dark: orange, lightIncreased: DrawingColor(red: 0.6, green: 0.22, blue: 0),
                           darkIncreased: DrawingColor(red: 1, green: 0.65, blue: 0.25))
        scale = e.pick(light: DrawingColor(white: 0.45), dark: DrawingColor(white: 0.62),
                       lightIncreased: DrawingColor(white: 0.3), darkIncreased: DrawingColor(white: 0.75))
    }
}
