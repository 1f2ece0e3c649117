/// The rotary wheel's look: a background disc, sectors with an icon or a title, the
/// marker ("beak") and the centre button. The opacities (selected 1, others 0.6) are the
/// model's `sectorAlpha`; the drawing fades the others by ``fadedSectorOpacity``.
///
/// Its colours are automatic until set: each follows the model's environment (light or dark,
/// increased contrast) when the wheel is drawn, and reads as its light standard value here. The
/// wheel is a dark disc in every appearance; dark mode gives it a light rim so its edge reads on a
/// black page, and a dark centre button. A colour set here is drawn as set, in every environment;
/// ``useAutomaticColors()`` undoes that. See `resolved(in:)` for the table.
public struct RotaryWheelStyle: AutomaticColorStyle {
    /// The disc behind the sectors. Automatic: a dark slate (0.13, 0.15, 0.19) everywhere.
    @Automatic public var backgroundColor = DrawingColor(red: 0.13, green: 0.15, blue: 0.19)
    /// The sectors' fills, used in turn. Automatic: with a tint from the platform (the accent
    /// colour, `tintColor`), the tint, deepened where needed so the titles keep 4.5:1 (7:1 with
    /// increased contrast), and a shade 20 % deeper; without one, two blues, deeper with increased
    /// contrast so white titles reach 7:1. An empty list draws no fills.
    @Automatic(dark: blues, lightIncreased: deeperBlues, darkIncreased: deeperBlues)
    public var sectorColors = blues
    /// The lines between sectors. Automatic: white at 35 %, opaque white with increased contrast.
    /// Drawn only while sectors are at least 6 points wide at the rim.
    @Automatic(dark: DrawingColor(white: 1, alpha: 0.35), lightIncreased: .white, darkIncreased: .white)
    public var separatorColor = DrawingColor(white: 1, alpha: 0.35)
    /// The icons' colour. Automatic: white.
    @Automatic public var iconColor = DrawingColor.white
    /// The titles' colour. Automatic: white.
    @Automatic public var titleColor = DrawingColor.white
    /// The titles' largest font at the standard text size; titles shrink to fit their sector and,
    /// where even 7 points would not fit, only every k-th sector is labelled. The drawing scales
    /// it by the environment's `ControlEnvironment/textScale` before fitting. It also caps the
    /// centre button's title. Default 12 points, bold.
    public var titleFont = DrawingFont(size: 12, isBold: true)
    /// Shows the sectors' icons (sectors with an `iconName`); default `true`.
    public var showsIcons = true
    /// Shows titles for sectors without an icon; default `true`.
    public var showsTitles = true
    /// The opacity of the sectors that are not selected (and of all while the finger is on the
    /// wheel); default 0.6. With increased contrast at least 0.85, so
    /// their titles stay readable.
    public var fadedSectorOpacity = 0.6
    /// The marker's colour. Automatic: a warm red (0.93, 0.33, 0.24); (0.78, 0.16, 0.1) in light
    /// and (1, 0.45, 0.38) in dark with increased contrast.
    @Automatic(dark: warmRed, lightIncreased: DrawingColor(red: 0.78, green: 0.16, blue: 0.1),
               darkIncreased: DrawingColor(red: 1, green: 0.45, blue: 0.38))
    public var markerColor = warmRed
    /// The outline around the disc, ``rimWidth`` wide, inside its edge. Automatic: none
    /// (clear) in light, where the dark disc stands out; white 0.45 in dark and 0.7 in dark with
    /// increased contrast, so the disc's edge reads on a black page.
    @Automatic(dark: DrawingColor(white: 0.45), lightIncreased: .clear, darkIncreased: DrawingColor(white: 0.7))
    public var rimColor = DrawingColor.clear
    /// The rim's width, points; default 1.5, at least 2 with increased contrast.
    public var rimWidth = 1.5
    /// The centre button's colour (the edge of its radial gradient). Automatic: white 0.92 in
    /// light, 0.24 in dark, 0.92 and 0.2 with increased contrast.
    @Automatic(dark: DrawingColor(white: 0.24), lightIncreased: DrawingColor(white: 0.92), darkIncreased: DrawingColor(white: 0.2))
    public var centerButtonColor = DrawingColor(white: 0.92)
    /// The centre of the centre button's radial gradient. Automatic: white in light, 0.36 in
    /// dark, white and 0.26 with increased contrast.
    @Automatic(dark: DrawingColor(white: 0.36), lightIncreased: .white, darkIncreased: DrawingColor(white: 0.26))
    public var centerButtonHighlightColor = DrawingColor.white
    /// The centre button's outline. Automatic: black at 25 % in light, white 0.7 in dark (so the
    /// dark button parts from the disc), black and white 0.85 with increased contrast.
    @Automatic(dark: DrawingColor(white: 0.7), lightIncreased: .black, darkIncreased: DrawingColor(white: 0.85))
    public var centerButtonOutlineColor = DrawingColor(white: 0, alpha: 0.25)
    /// Text on the centre button; `nil` (the default) for none.
    public var centerButtonTitle: String?
    /// The centre button title's colour. Automatic: dark grey 0.2 in light, white 0.95 in dark,
    /// black and white with increased contrast.
    @Automatic(dark: DrawingColor(white: 0.95), lightIncreased: .black, darkIncreased: .white)
    public var centerButtonTitleColor = DrawingColor(white: 0.2)
    /// The opacity every layer takes while the wheel is disabled; default 0.35.
    public var disabledOpacity = 0.35

    /// True once resolved, so resolving again changes nothing (fonts are not scaled twice).
    private var isResolved = false

    /// The default look, with automatic colours.
    public init() {}

    /// Applies `change` to every colour: the one list of them.
    @_spi(Hosting) public mutating func applyToColors(_ change: AutomaticChange) {
        apply(change, to: \._backgroundColor, \._sectorColors, \._separatorColor, \._iconColor, \._titleColor,
              \._markerColor, \._rimColor, \._centerButtonColor, \._centerButtonHighlightColor,
              \._centerButtonOutlineColor, \._centerButtonTitleColor)
    }

    /// This style as the wheel draws it in `environment`. Colours the user set stay; automatic
    /// ones are:
    ///
    /// | property | light | dark | light, more contrast | dark, more contrast |
    /// | --- | --- | --- | --- | --- |
    /// | `backgroundColor` | slate | slate | slate | slate |
    /// | `sectorColors` | tint and a deeper shade, else two blues | the same | tint and a deeper shade, else two deeper blues | the same |
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
    /// See `ControlStyle/resolved(in:)`.
    @_spi(Hosting) public func resolved(in environment: ControlEnvironment) -> RotaryWheelStyle {
        resolvedOnce(\.isResolved) { style in
            // The sectors follow the platform's accent colour where it gives one: the tint,
            // deepened until the titles keep their contrast on it, and a shade deeper still, so
            // neighbours stay apart.
            if let tint = environment.tintColor {
                let first = tint.withAlpha(1).ensuringContrast(environment.minimumTextContrast, against: style.titleColor)
                style._sectorColors.resolve(to: [first, first.mixed(with: .black, 0.2)])
            }
            style.applyToColors(.resolve(in: environment))
            // Faded titles at 0.6 fall below 4.5:1 on the faded sectors; 0.85 still marks them
            // as not selected.
            style.fadedSectorOpacity = environment.raisedWithIncreasedContrast(style.fadedSectorOpacity, toAtLeast: 0.85)
            style.rimWidth = environment.raisedWithIncreasedContrast(style.rimWidth, toAtLeast: 2)
            style.titleFont.size *= environment.textScale
        }
    }
}

/// The sectors' two blues.
private let blues = [DrawingColor(red: 0.16, green: 0.42, blue: 0.78), DrawingColor(red: 0.11, green: 0.33, blue: 0.64)]
/// The sectors' blues with increased contrast: deeper, so white titles reach 7:1.
private let deeperBlues = [DrawingColor(red: 0.1, green: 0.32, blue: 0.66), DrawingColor(red: 0.06, green: 0.24, blue: 0.52)]
/// The marker's red in light and dark.
private let warmRed = DrawingColor(red: 0.93, green: 0.33, blue: 0.24)
