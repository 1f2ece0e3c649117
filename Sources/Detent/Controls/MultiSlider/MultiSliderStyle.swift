import Foundation

/// The look of the multi-thumb slider and of the range slider, its two-thumb case: colours,
/// curvaceousness, the thumbs' shadow, outline and highlight veil, and the optional value labels.
/// The highlighted part of the track runs from the lowest thumb to the highest (from the minimum
/// with one thumb); a dragged thumb wears the highlight veil.
///
/// Its colours are automatic until set: each follows the model's environment (light or dark,
/// increased contrast; the selected range also the environment's tint) when the slider is drawn,
/// and reads as its light standard value here. A colour set here is drawn as set, in every
/// environment; ``useAutomaticColors()`` undoes that. See `resolved(in:)` for the table.
public struct MultiSliderStyle: AutomaticColorStyle, LinearTrackStyle {
    /// The track outside the selected range. Automatic: white 0.9 in light,
    /// 0.22 in dark, 0.9 and 0.15 with increased contrast.
    @Automatic(as: LinearTrackColors.track) public var trackTintColor = LinearTrackColors.track.wrappedValue
    /// The selected range between the thumbs. Automatic: the environment's tint (UIKit's
    /// `tintColor`); without one (0, 0.45, 0.94) in light, system blue
    /// as it resolves in dark and with increased contrast (`DrawingColor/systemBlue(in:)`).
    @Automatic(as: LinearTrackColors.value) public var trackHighlightTintColor = LinearTrackColors.value.wrappedValue
    /// The thumbs' fill. Automatic: white in light, white 0.9 in dark (a soft light grey instead of
    /// glaring white on a dark page), white and 0.95 with increased contrast.
    @Automatic(as: LinearTrackColors.thumb) public var thumbTintColor = LinearTrackColors.thumb.wrappedValue
    /// How round track and thumbs are: corner radius = height · curvaceousness / 2. Default 1
    /// (pill shapes); 0 is square. Clamped to 0…1; NaN is 1.
    public var curvaceousness = 1.0
    /// The thumbs' shadow. Automatic: grey, offset (0, 1), blur 1 in light
    /// ; black at 80 % in dark, where a grey shadow would glow.
    @Automatic(as: LinearTrackColors.thumbShadow) public var thumbShadow = LinearTrackColors.thumbShadow.wrappedValue
    /// The thumbs' outline colour. Automatic: grey 0.5 in light, black
    /// in dark (it parts the light thumb from the selected range), grey 0.35 and black with
    /// increased contrast.
    @Automatic(as: LinearTrackColors.thumbOutline) public var thumbOutlineColor = LinearTrackColors.thumbOutline.wrappedValue
    /// The thumbs' outline width, points; default 0.5. With increased contrast at least 1.
    public var thumbOutlineWidth = 0.5
    /// The outline around the track, drawn when ``trackOutlineWidth`` is above 0. Automatic:
    /// grey 0.45 in light, 0.6 in dark (both reach 4.5:1 against the page).
    @Automatic(as: LinearTrackColors.trackOutline) public var trackOutlineColor = LinearTrackColors.trackOutline.wrappedValue
    /// The track outline's width, points; default 0 (none). With
    /// increased contrast at least 1, so the groove reads against the page.
    public var trackOutlineWidth = 0.0
    /// The veil over a highlighted (dragged) thumb. Automatic: black at 10 % in light,
    /// 20 % in dark, 25 % and 30 % with increased contrast.
    @Automatic(dark: DrawingColor(white: 0, alpha: 0.2), lightIncreased: DrawingColor(white: 0, alpha: 0.25),
               darkIncreased: DrawingColor(white: 0, alpha: 0.3))
    public var highlightVeilColor = DrawingColor(white: 0, alpha: 0.1)
    /// The value labels' font (shown when the model has `valueLabelSpace`) at the standard text
    /// size; default 12 points. The drawing scales it by the environment's
    /// `ControlEnvironment/textScale`; the model's `valueLabelSpace` should leave room for it.
    public var labelFont = DrawingFont(size: 12)
    /// The value labels' colour. Automatic: the environment's text colour (GTK's CSS `color`)
    /// where the host gives one, else white 0.2 in light, 0.85 in dark, black and white with
    /// increased contrast.
    @Automatic(as: LinearTrackColors.label) public var labelColor = LinearTrackColors.label.wrappedValue
    /// The opacity every layer takes while the slider is disabled; default 0.35.
    public var disabledOpacity = 0.35

    /// True once resolved, so resolving again changes nothing (fonts are not scaled twice).
    private var isResolved = false

    /// The look, with automatic colours.
    public init() {}

    /// `curvaceousness` as it applies, 0…1.
    @_spi(Hosting) public var effectiveCurvaceousness: Double {
        curvaceousness.isNaN ? 1 : min(max(curvaceousness, 0), 1)
    }

    /// Applies `change` to every colour and the thumbs' shadow: the one list of them.
    @_spi(Hosting) public mutating func applyToColors(_ change: AutomaticChange) {
        apply(change, to: \._trackTintColor, \._trackHighlightTintColor, \._thumbTintColor, \._thumbShadow,
              \._thumbOutlineColor, \._trackOutlineColor, \._highlightVeilColor, \._labelColor)
    }

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
    /// | `labelColor` | text colour, else 0.2 | text colour, else 0.85 | text colour, else black | text colour, else white |
    /// | `thumbShadow` | grey | black 80 % | grey | black 80 % |
    ///
    /// With increased contrast the thumb and track outlines are at least 1 point wide.
    /// ``labelFont`` is scaled by the text scale. Right to left is the model's: it mirrors the
    /// slider (the model takes `layoutDirection` from the environment). See
    /// `ControlStyle/resolved(in:)`.
    @_spi(Hosting) public func resolved(in environment: ControlEnvironment) -> MultiSliderStyle {
        resolvedOnce(\.isResolved) { $0.resolveTrack(in: environment, tinting: \._trackHighlightTintColor, text: \._labelColor) }
    }
}
