/// The rotary wheel's look (the original rotary-wheel tutorial): a background disc, sectors with an icon or a title, the
/// marker ("beak") and the centre button. The original tutorial's opacities (selected 1, others 0.6) are the
/// model's `sectorAlpha`; the drawing fades the others by ``fadedSectorOpacity``.
///
/// Its colours are automatic until set: each follows the model's environment (light or dark,
/// increased contrast) when the wheel is drawn, and reads as its light standard value here. The
/// wheel is a dark disc in every appearance; dark mode gives it a light rim so its edge reads on a
/// black page, and a dark centre button. A colour set here is drawn as set, in every environment;
/// ``useAutomaticColors()`` undoes that. See ``resolved(in:)`` for the table.
public struct RotaryWheelStyle: ControlStyle {
    /// The disc behind the sectors. Automatic: a dark slate (0.13, 0.15, 0.19) everywhere.
    public var backgroundColor: DrawingColor {
        get { custom.background ?? Palette(.standard).background }
        set { custom.background = newValue }
    }
    /// The sectors' fills, used in turn. Automatic: two blues, deeper with increased contrast so
    /// white titles reach 7:1. An empty list draws no fills.
    public var sectorColors: [DrawingColor] {
        get { custom.sectors ?? Palette(.standard).sectors }
        set { custom.sectors = newValue }
    }
    /// The lines between sectors. Automatic: white at 35 %, opaque white with increased contrast.
    /// Drawn only while sectors are at least 6 points wide at the rim.
    public var separatorColor: DrawingColor {
        get { custom.separator ?? Palette(.standard).separator }
        set { custom.separator = newValue }
    }
    /// The icons' colour. Automatic: white.
    public var iconColor: DrawingColor {
        get { custom.icon ?? Palette(.standard).icon }
        set { custom.icon = newValue }
    }
    /// The titles' colour. Automatic: white.
    public var titleColor: DrawingColor {
        get { custom.title ?? Palette(.standard).title }
        set { custom.title = newValue }
    }
    /// The titles' largest font at the standard text size; titles shrink to fit their sector and,
    /// where even 7 points would not fit, only every k-th sector is labelled. The drawing scales
    /// it by the environment's ``ControlEnvironment/textScale`` before fitting. It also caps the
    /// centre button's title. Default 12 points, bold.
    public var titleFont = DrawingFont(size: 12, isBold: true)
    /// Shows the sectors' icons (sectors with an `iconName`); default `true`.
    public var showsIcons = true
    /// Shows titles for sectors without an icon; default `true`.
    public var showsTitles = true
    /// The opacity of the sectors that are not selected (and of all while the finger is on the
    /// wheel); default 0.6, the original tutorial's. With increased contrast at least 0.85, so
    /// their titles stay readable.
    public var fadedSectorOpacity = 0.6
    /// The marker's colour. Automatic: a warm red (0.93, 0.33, 0.24); (0.78, 0.16, 0.1) in light
    /// and (1, 0.45, 0.38) in dark with increased contrast.
    public var markerColor: DrawingColor {
        get { custom.marker ?? Palette(.standard).marker }
        set { custom.marker = newValue }
    }
    /// The outline around the disc, ``rimWidth`` wide, inside its edge. Automatic: none
    /// (clear) in light, where the dark disc stands out; white 0.45 in dark and 0.7 in dark with
    /// increased contrast, so the disc's edge reads on a black page.
    public var rimColor: DrawingColor {
        get { custom.rim ?? Palette(.standard).rim }
        set { custom.rim = newValue }
    }
    /// The rim's width, points; default 1.5, at least 2 with increased contrast.
    public var rimWidth = 1.5
    /// The centre button's colour (the edge of its radial gradient). Automatic: white 0.92 in
    /// light, 0.24 in dark, 0.92 and 0.2 with increased contrast.
    public var centerButtonColor: DrawingColor {
        get { custom.button ?? Palette(.standard).button }
        set { custom.button = newValue }
    }
    /// The centre of the centre button's radial gradient. Automatic: white in light, 0.36 in
    /// dark, white and 0.26 with increased contrast.
    public var centerButtonHighlightColor: DrawingColor {
        get { custom.buttonHighlight ?? Palette(.standard).buttonHighlight }
        set { custom.buttonHighlight = newValue }
    }
    /// The centre button's outline. Automatic: black at 25 % in light, white 0.7 in dark (so the
    /// dark button parts from the disc), black and white 0.85 with increased contrast.
    public var centerButtonOutlineColor: DrawingColor {
        get { custom.buttonOutline ?? Palette(.standard).buttonOutline }
        set { custom.buttonOutline = newValue }
    }
    /// Text on the centre button; `nil` (the default) for none.
    public var centerButtonTitle: String?
    /// The centre button title's colour. Automatic: dark grey 0.2 in light, white 0.95 in dark,
    /// black and white with increased contrast.
    public var centerButtonTitleColor: DrawingColor {
        get { custom.buttonTitle ?? Palette(.standard).buttonTitle }
        set { custom.buttonTitle = newValue }
    }
    /// The opacity every layer takes while the wheel is disabled; default 0.35.
    public var disabledOpacity = 0.35

    /// The colours set by the user; `nil` ones are automatic.
    private var custom = CustomColors()
    /// True once resolved, so resolving again changes nothing (fonts are not scaled twice).
    private var isResolved = false

    /// The default look, with automatic colours.
    public init() {}

    /// Makes every colour automatic again, as in a new style.
    public mutating func useAutomaticColors() { custom = CustomColors() }

    /// This style as the wheel draws it in `environment`. Colours the user set stay; automatic
    /// ones are:
    ///
    /// | property | light | dark | light, more contrast | dark, more contrast |
    /// | --- | --- | --- | --- | --- |
    /// | `backgroundColor` | slate | slate | slate | slate |
    /// | `sectorColors` | two blues | two blues | two deeper blues | two deeper blues |
    /// | `separatorColor` | white 35 % | white 35 % | white | white |
    /// | `iconColor`, `titleColor` | white | white | white | white |
    /// | `markerColor` | (0.93, 0.33, 0.24) | (0.93, 0.33, 0.24) | (0.78, 0.16, 0.1) | (1, 0.45, 0.38) |
    /// | `rimColor` | clear | 0.45 | clear | 0.7 |
    /// | `centerButtonColor` | 0.92 | 0.24 | 0.92 | 0.2 |
    /// | `centerButtonHighlightColor` | white | 0.36 | white | 0.26 |
    /// | `centerButtonOutlineColor` | black 25 % | 0.7 | black | 0.85 |
    /// | `centerButtonTitleColor` | 0.2 | 0.95 | black | white |
    ///
    /// With increased contrast ``fadedSectorOpacity`` is at least 0.85 and ``rimWidth`` at least
    /// 2. ``titleFont`` is scaled by the text scale (titles still shrink to fit their sector).
    /// Nothing mirrors right to left: the wheel turns and lists its sectors clockwise everywhere.
    /// See ``ControlStyle/resolved(in:)``.
    public func resolved(in environment: ControlEnvironment) -> RotaryWheelStyle {
        guard !isResolved else { return self }
        let auto = Palette(environment)
        var style = self
        style.custom = CustomColors(
            background: custom.background ?? auto.background, sectors: custom.sectors ?? auto.sectors,
            separator: custom.separator ?? auto.separator, icon: custom.icon ?? auto.icon,
            title: custom.title ?? auto.title, marker: custom.marker ?? auto.marker, rim: custom.rim ?? auto.rim,
            button: custom.button ?? auto.button, buttonHighlight: custom.buttonHighlight ?? auto.buttonHighlight,
            buttonOutline: custom.buttonOutline ?? auto.buttonOutline, buttonTitle: custom.buttonTitle ?? auto.buttonTitle)
        if environment.isContrastIncreased {
            // Faded titles at 0.6 fall below 4.5:1 on the faded sectors; 0.85 still marks them
            // as not selected.
            style.fadedSectorOpacity = fadedSectorOpacity.isNaN ? 0.85 : max(fadedSectorOpacity, 0.85)
            style.rimWidth = rimWidth.isNaN ? 2 : max(rimWidth, 2)
        }
        style.titleFont.size *= environment.textScale
        style.isResolved = true
        return style
    }
}

/// The wheel's colours the user set.
private struct CustomColors: Hashable, Sendable {
    var background: DrawingColor?
    var sectors: [DrawingColor]?
    var separator: DrawingColor?
    var icon: DrawingColor?
    var title: DrawingColor?
    var marker: DrawingColor?
    var rim: DrawingColor?
    var button: DrawingColor?
    var buttonHighlight: DrawingColor?
    var buttonOutline: DrawingColor?
    var buttonTitle: DrawingColor?
}

/// The wheel's automatic colours in one environment (the table in
/// ``RotaryWheelStyle/resolved(in:)``).
private struct Palette {
    let background, separator, icon, title, marker, rim, button, buttonHighlight, buttonOutline, buttonTitle: DrawingColor
    let sectors: [DrawingColor]

    init(_ e: ControlEnvironment) {
        background = DrawingColor(red: 0.13, green: 0.15, blue: 0.19)
        sectors = e.isContrastIncreased
            ? [DrawingColor(red: 0.1, green: 0.32, blue: 0.66), DrawingColor(red: 0.06, green: 0.24, blue: 0.52)]
            : [DrawingColor(red: 0.16, green: 0.42, blue: 0.78), DrawingColor(red: 0.11, green: 0.33, blue: 0.64)]
        separator = e.isContrastIncreased ? .white : DrawingColor(white: 1, alpha: 0.35)
        icon = .white
        title = .white
        marker = e.pick(light: DrawingColor(red: 0.93, green: 0.33, blue: 0.24), dark: DrawingColor(red: 0.93, green: 0.33, blue: 0.24),
                        lightIncreased: DrawingColor(red: 0.78, green: 0.16, blue: 0.1),
                        darkIncreased: DrawingColor(red: 1, green: 0.45, blue: 0.38))
        rim = e.pick(light: .clear, dark: DrawingColor(white: 0.45), lightIncreased: .clear, darkIncreased: DrawingColor(white: 0.7))
        button = e.pick(light: DrawingColor(white: 0.92), dark: DrawingColor(white: 0.24),
                        lightIncreased: DrawingColor(white: 0.92), darkIncreased: DrawingColor(white: 0.2))
        buttonHighlight = e.pick(light: .white, dark: DrawingColor(white: 0.36), lightIncreased: .white, darkIncreased: DrawingColor(white: 0.26))
        buttonOutline = e.pick(light: DrawingColor(white: 0, alpha: 0.25), dark: DrawingColor(white: 0.7),
                               lightIncreased: .black, darkIncreased: DrawingColor(white: 0.85))
        buttonTitle = e.pick(light: DrawingColor(white: 0.2), dark: DrawingColor(white: 0.95), lightIncreased: .black, darkIncreased: .white)
    }
}
