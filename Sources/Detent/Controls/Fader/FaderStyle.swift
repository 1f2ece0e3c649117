/// The fader's look: the track and its fill, the thumb, the end and tick labels.
///
/// Its colours are automatic until set, as the range slider's are: each follows the model's
/// environment (light or dark, increased contrast; the fill also the environment's tint) when the
/// fader is drawn, and reads as its light standard value here. A colour set here is drawn as set,
/// in every environment; ``useAutomaticColors()`` undoes that. See `resolved(in:)` for the table.
public struct FaderStyle: AutomaticColorStyle, LinearTrackStyle {
    /// The fill: the track from the minimum (or the model's `neutralValue`) to the value.
    /// Automatic: the environment's tint (UIKit's `tintColor`); without one (0, 0.45, 0.94) in
    /// light, system blue as it resolves in dark and with increased contrast.
    @Automatic(as: LinearTrackColors.value) public var fillColor = LinearTrackColors.value.wrappedValue
    /// The track outside the fill. Automatic: white 0.9 in light, 0.22 in dark, 0.9 and 0.15
    /// with increased contrast (dark enough in dark that the fill keeps 3:1 against it).
    @Automatic(as: LinearTrackColors.track) public var trackTintColor = LinearTrackColors.track.wrappedValue
    /// The outline around the track, drawn when ``trackOutlineWidth`` is above 0. Automatic:
    /// grey 0.45 in light, 0.6 in dark (both reach 4.5:1 against the page).
    @Automatic(as: LinearTrackColors.trackOutline) public var trackOutlineColor = LinearTrackColors.trackOutline.wrappedValue
    /// The track outline's width, points; default 0 (none). With increased contrast at least 1,
    /// so the groove reads against the page.
    public var trackOutlineWidth = 0.0
    /// The thumb's fill. Automatic: white in light, white 0.9 in dark, white and 0.95 with
    /// increased contrast.
    @Automatic(as: LinearTrackColors.thumb) public var thumbTintColor = LinearTrackColors.thumb.wrappedValue
    /// The thumb's outline colour. Automatic: grey 0.5 in light, black in dark (it parts the
    /// light thumb from the fill), grey 0.35 and black with increased contrast.
    @Automatic(as: LinearTrackColors.thumbOutline) public var thumbOutlineColor = LinearTrackColors.thumbOutline.wrappedValue
    /// The thumb's outline width, points; default 0.5. With increased contrast at least 1.
    public var thumbOutlineWidth = 0.5
    /// The thumb's shadow. Automatic: grey, offset (0, 1), blur 1 in light; black at 80 % in
    /// dark, where a grey shadow would glow.
    @Automatic(as: LinearTrackColors.thumbShadow) public var thumbShadow = LinearTrackColors.thumbShadow.wrappedValue
    /// How round the track and the thumb are: corner radius = thickness · curvaceousness / 2.
    /// Default 1 (a pill track, a round thumb); 0 is square. Clamped to 0…1; NaN is 1.
    public var curvaceousness = 1.0
    /// The font of the end labels (the model's `minimumValueLabel` and `maximumValueLabel`) and
    /// the tick labels at the standard text size; default 12 points. Scaled by the environment's
    /// text scale; an end label wider than the room the model keeps for it (measured in 12
    /// points) is drawn smaller to fit.
    public var labelFont = DrawingFont(size: 12)
    /// The colour of the end labels, the tick marks and their labels. Automatic: the
    /// environment's text colour where the host gives one, else white 0.2 in light, 0.85 in
    /// dark, black and white with increased contrast.
    @Automatic(as: LinearTrackColors.label) public var labelColor = LinearTrackColors.label.wrappedValue
    /// The opacity every layer takes while the fader is disabled; default 0.35.
    public var disabledOpacity = 0.35

    /// True once resolved, so resolving again changes nothing (fonts are not scaled twice).
    private var isResolved = false

    /// The look, with automatic colours.
    public init() {}

    /// Applies `change` to every colour and the thumb's shadow: the one list of them.
    @_spi(Hosting) public mutating func applyToColors(_ change: AutomaticChange) {
        apply(change, to: \._fillColor, \._trackTintColor, \._trackOutlineColor, \._thumbTintColor,
              \._thumbOutlineColor, \._thumbShadow, \._labelColor)
    }

    /// This style as the fader draws it in `environment`. Colours the user set stay; automatic
    /// ones are (light / dark / light with increased contrast / dark with increased contrast):
    ///
    /// | property | light | dark | light, more contrast | dark, more contrast |
    /// | --- | --- | --- | --- | --- |
    /// | `fillColor` | tint, else (0, 0.45, 0.94) | tint, else system blue | tint, else system blue | tint, else system blue |
    /// | `trackTintColor` | 0.9 | 0.22 | 0.9 | 0.15 |
    /// | `trackOutlineColor` | 0.45 | 0.6 | 0.45 | 0.6 |
    /// | `thumbTintColor` | white | 0.9 | white | 0.95 |
    /// | `thumbOutlineColor` | 0.5 | black | 0.35 | black |
    /// | `thumbShadow` | grey | black 80 % | grey | black 80 % |
    /// | `labelColor` | text colour, else 0.2 | text colour, else 0.85 | text colour, else black | text colour, else white |
    ///
    /// With increased contrast the thumb and track outlines are at least 1 point wide.
    /// ``labelFont`` is scaled by the text scale. Right to left is the model's: it mirrors a
    /// horizontal fader. See `ControlStyle/resolved(in:)`.
    @_spi(Hosting) public func resolved(in environment: ControlEnvironment) -> FaderStyle {
        resolvedOnce(\.isResolved) { $0.resolveTrack(in: environment, tinting: \._fillColor, text: \._labelColor) }
    }
}
