import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The range slider's look (the original range-slider tutorial): colours, curvaceousness, the thumbs' shadow, outline and
/// highlight veil, and the optional value labels.
///
/// Its colours are automatic until set: each follows the model's environment (light or dark,
/// increased contrast; the selected range also the environment's tint) when the slider is drawn,
/// and reads as its light standard value here. A colour set here is drawn as set, in every
/// environment; ``useAutomaticColors()`` undoes that. See ``resolved(in:)`` for the table.
public struct RangeSliderStyle: ControlStyle {
    /// The track outside the selected range. Automatic: white 0.9 in light (the original
    /// tutorial's), 0.22 in dark, 0.9 and 0.15 with increased contrast.
    public var trackTintColor: DrawingColor {
        get { custom.trackTint ?? Palette(.standard).trackTint }
        set { custom.trackTint = newValue }
    }
    /// The selected range between the thumbs. Automatic: the environment's tint (UIKit's
    /// `tintColor`); without one (0, 0.45, 0.94) in light (the original tutorial's), system blue
    /// as it resolves in dark and with increased contrast (``DrawingColor/systemBlue(in:)``).
    public var trackHighlightTintColor: DrawingColor {
        get { custom.highlight ?? Palette(.standard).highlight }
        set { custom.highlight = newValue }
    }
    /// The thumbs' fill. Automatic: white in light, white 0.9 in dark (a soft light grey instead of
    /// glaring white on a dark page), white and 0.95 with increased contrast.
    public var thumbTintColor: DrawingColor {
        get { custom.thumb ?? Palette(.standard).thumb }
        set { custom.thumb = newValue }
    }
    /// How round track and thumbs are: corner radius = height · curvaceousness / 2. Default 1
    /// (pill shapes); 0 is square. Clamped to 0…1; NaN is 1.
    public var curvaceousness = 1.0
    /// The thumbs' shadow. Automatic: grey, offset (0, 1), blur 1 in light (the original
    /// tutorial's); black at 80 % in dark, where a grey shadow would glow.
    public var thumbShadow: Shadow {
        get { custom.shadow ?? Palette(.standard).shadow }
        set { custom.shadow = newValue }
    }
    /// The thumbs' outline colour. Automatic: grey 0.5 in light (the original tutorial's), black
    /// in dark (it parts the light thumb from the selected range), grey 0.35 and black with
    /// increased contrast.
    public var thumbOutlineColor: DrawingColor {
        get { custom.outline ?? Palette(.standard).outline }
        set { custom.outline = newValue }
    }
    /// The thumbs' outline width, points; default 0.5. With increased contrast at least 1.
    public var thumbOutlineWidth = 0.5
    /// The outline around the track, drawn when ``trackOutlineWidth`` is above 0. Automatic:
    /// grey 0.45 in light, 0.6 in dark (both reach 4.5:1 against the page).
    public var trackOutlineColor: DrawingColor {
        get { custom.trackOutline ?? Palette(.standard).trackOutline }
        set { custom.trackOutline = newValue }
    }
    /// The track outline's width, points; default 0 (none, as the original tutorial). With
    /// increased contrast at least 1, so the groove reads against the page.
    public var trackOutlineWidth = 0.0
    /// The veil over a highlighted (dragged) thumb. Automatic: black at 10 % in light (the
    /// original tutorial's), 20 % in dark, 25 % and 30 % with increased contrast.
    public var highlightVeilColor: DrawingColor {
        get { custom.veil ?? Palette(.standard).veil }
        set { custom.veil = newValue }
    }
    /// The value labels' font (shown when the model has `valueLabelSpace`) at the standard text
    /// size; default 12 points. The drawing scales it by the environment's
    /// ``ControlEnvironment/textScale``; the model's `valueLabelSpace` should leave room for it.
    public var labelFont = DrawingFont(size: 12)
    /// The value labels' colour. Automatic: white 0.2 in light (the original tutorial's), 0.85 in
    /// dark, black and white with increased contrast.
    public var labelColor: DrawingColor {
        get { custom.label ?? Palette(.standard).label }
        set { custom.label = newValue }
    }
    /// The opacity every layer takes while the slider is disabled; default 0.35.
    public var disabledOpacity = 0.35

    /// The colours set by the user; `nil` ones are automatic.
    private var custom = CustomColors()
    /// True once resolved, so resolving again changes nothing (fonts are not scaled twice).
    private var isResolved = false

    /// The original tutorial's look, with automatic colours.
    public init() {}

    /// `curvaceousness` as it applies, 0…1.
    public var effectiveCurvaceousness: Double {
        curvaceousness.isNaN ? 1 : min(max(curvaceousness, 0), 1)
    }

    /// Makes every colour (and the thumbs' shadow) automatic again, as in a new style.
    public mutating func useAutomaticColors() { custom = CustomColors() }

    /// This style as the slider draws it in `environment`. Colours the user set stay; automatic
    /// ones are (light / dark / light with increased contrast / dark with increased contrast):
    ///
    /// | property | light | dark | light, more contrast | dark, more contrast |
    /// | --- | --- | --- | --- | --- |
    /// | `trackTintColor` | 0.9 | 0.22 | 0.9 | 0.15 |
    /// | `trackHighlightTintColor` | tint, else (0, 0.45, 0.94) | tint, else system blue | tint, else system blue | tint, else system blue |
    /// | `thumbTintColor` | white | 0.9 | white | 0.95 |
    /// | `thumbOutlineColor` | 0.5 | black | 0.35 | black |
    /// | `trackOutlineColor` | 0.45 | 0.6 | 0.45 | 0.6 |
    /// | `highlightVeilColor` | black 10 % | black 20 % | black 25 % | black 30 % |
    /// | `labelColor` | 0.2 | 0.85 | black | white |
    /// | `thumbShadow` | grey | black 80 % | grey | black 80 % |
    ///
    /// With increased contrast the thumb and track outlines are at least 1 point wide.
    /// ``labelFont`` is scaled by the text scale. Right to left is the model's: it mirrors the
    /// slider (the model takes `layoutDirection` from the environment). See
    /// ``ControlStyle/resolved(in:)``.
    public func resolved(in environment: ControlEnvironment) -> RangeSliderStyle {
        guard !isResolved else { return self }
        let auto = Palette(environment)
        var style = self
        style.custom = CustomColors(
            trackTint: custom.trackTint ?? auto.trackTint,
            highlight: custom.highlight ?? environment.tintColor ?? auto.highlight,
            thumb: custom.thumb ?? auto.thumb,
            outline: custom.outline ?? auto.outline,
            trackOutline: custom.trackOutline ?? auto.trackOutline,
            veil: custom.veil ?? auto.veil,
            label: custom.label ?? auto.label,
            shadow: custom.shadow ?? auto.shadow)
        if environment.isContrastIncreased {
            // Stronger outlines: a hairline edge is what fails first for low-vision users.
            style.thumbOutlineWidth = thumbOutlineWidth.isNaN ? 1 : max(thumbOutlineWidth, 1)
            style.trackOutlineWidth = trackOutlineWidth.isNaN ? 1 : max(trackOutlineWidth, 1)
        }
        style.labelFont.size *= environment.textScale
        style.isResolved = true
        return style
    }
}

/// The range slider's colours the user set.
private struct CustomColors: Hashable, Sendable {
    var trackTint: DrawingColor?
    var highlight: DrawingColor?
    var thumb: DrawingColor?
    var outline: DrawingColor?
    var trackOutline: DrawingColor?
    var veil: DrawingColor?
    var label: DrawingColor?
    var shadow: Shadow?
}

/// The range slider's automatic colours in one environment (the table in
/// ``RangeSliderStyle/resolved(in:)``). Dark values keep the selected range at 3:1 against the
/// groove, which is why the dark groove is darker than a 3:1 groove against black could be.
private struct Palette {
    let trackTint, highlight, thumb, outline, trackOutline, veil, label: DrawingColor
    let shadow: Shadow

    init(_ e: ControlEnvironment) {
        trackTint = e.pick(light: DrawingColor(white: 0.9), dark: DrawingColor(white: 0.22),
                           lightIncreased: DrawingColor(white: 0.9), darkIncreased: DrawingColor(white: 0.15))
        highlight = e.appearance == .light && !e.isContrastIncreased
            ? DrawingColor(red: 0, green: 0.45, blue: 0.94) : .systemBlue(in: e)
        thumb = e.pick(light: .white, dark: DrawingColor(white: 0.9), lightIncreased: .white, darkIncreased: DrawingColor(white: 0.95))
        outline = e.pick(light: .gray, dark: .black, lightIncreased: DrawingColor(white: 0.35), darkIncreased: .black)
        trackOutline = e.appearance == .light ? DrawingColor(white: 0.45) : DrawingColor(white: 0.6)
        veil = e.pick(light: DrawingColor(white: 0, alpha: 0.1), dark: DrawingColor(white: 0, alpha: 0.2),
                      lightIncreased: DrawingColor(white: 0, alpha: 0.25), darkIncreased: DrawingColor(white: 0, alpha: 0.3))
        label = e.pick(light: DrawingColor(white: 0.2), dark: DrawingColor(white: 0.85), lightIncreased: .black, darkIncreased: .white)
        shadow = e.appearance == .light
            ? Shadow(color: .gray, offset: CGSize(width: 0, height: 1), blur: 1)
            : Shadow(color: DrawingColor(white: 0, alpha: 0.8), offset: CGSize(width: 0, height: 1), blur: 1)
    }
}
