/// The XY pad's look: the pad and its border, the crosshair through the thumb, the thumb.
///
/// Its colours are automatic until set, as the fader's are: each follows the model's environment
/// (light or dark, increased contrast; the crosshair also the environment's tint) when the pad is
/// drawn, and reads as its light standard value here. A colour set here is drawn as set, in every
/// environment; ``useAutomaticColors()`` undoes that. See `resolved(in:)` for the table.
public struct XYPadStyle: AutomaticColorStyle {
    /// The pad's fill. Automatic: white 0.9 in light, 0.22 in dark, 0.9 and 0.15 with increased
    /// contrast (the fader's track colours).
    @Automatic(as: LinearTrackColors.track) public var padColor = LinearTrackColors.track.wrappedValue
    /// The pad's border, drawn when ``padBorderWidth`` is above 0. Automatic: grey 0.45 in light,
    /// 0.6 in dark (both reach 4.5:1 against the page).
    @Automatic(as: LinearTrackColors.trackOutline) public var padBorderColor = LinearTrackColors.trackOutline.wrappedValue
    /// The pad border's width, points; default 1. With increased contrast at least 1.
    public var padBorderWidth = 1.0
    /// The pad's corner radius, points; default 8. Negative or NaN is 0; at most half the pad's
    /// shorter side.
    public var cornerRadius = 8.0
    /// The crosshair's lines through the thumb. Automatic: the environment's tint (UIKit's
    /// `tintColor`); without one (0, 0.45, 0.94) in light, system blue as it resolves in dark and
    /// with increased contrast.
    @Automatic(as: LinearTrackColors.value) public var crosshairColor = LinearTrackColors.value.wrappedValue
    /// The crosshair lines' width, points; default 1. Negative or NaN is 0 (no crosshair).
    public var crosshairWidth = 1.0
    /// The thumb's fill. Automatic: white in light, white 0.9 in dark, white and 0.95 with
    /// increased contrast.
    @Automatic(as: LinearTrackColors.thumb) public var thumbTintColor = LinearTrackColors.thumb.wrappedValue
    /// The thumb's outline colour. Automatic: grey 0.5 in light, black in dark, grey 0.35 and
    /// black with increased contrast.
    @Automatic(as: LinearTrackColors.thumbOutline) public var thumbOutlineColor = LinearTrackColors.thumbOutline.wrappedValue
    /// The thumb's outline width, points; default 0.5. With increased contrast at least 1.
    public var thumbOutlineWidth = 0.5
    /// The thumb's shadow. Automatic: grey, offset (0, 1), blur 1 in light; black at 80 % in
    /// dark, where a grey shadow would glow.
    @Automatic(as: LinearTrackColors.thumbShadow) public var thumbShadow = LinearTrackColors.thumbShadow.wrappedValue
    /// The opacity every layer takes while the pad is disabled; default 0.35.
    public var disabledOpacity = 0.35

    /// True once resolved, so resolving again changes nothing.
    private var isResolved = false

    /// The look, with automatic colours.
    public init() {}

    /// Applies `change` to every colour and the thumb's shadow: the one list of them.
    @_spi(Hosting) public mutating func applyToColors(_ change: AutomaticChange) {
        apply(change, to: \._padColor, \._padBorderColor, \._crosshairColor, \._thumbTintColor, \._thumbOutlineColor,
              \._thumbShadow)
    }

    /// This style as the pad draws it in `environment`. Colours the user set stay; automatic ones
    /// are (light / dark / light with increased contrast / dark with increased contrast):
    ///
    /// | property | light | dark | light, more contrast | dark, more contrast |
    /// | --- | --- | --- | --- | --- |
    /// | `padColor` | 0.9 | 0.22 | 0.9 | 0.15 |
    /// | `padBorderColor` | 0.45 | 0.6 | 0.45 | 0.6 |
    /// | `crosshairColor` | tint, else (0, 0.45, 0.94) | tint, else system blue | tint, else system blue | tint, else system blue |
    /// | `thumbTintColor` | white | 0.9 | white | 0.95 |
    /// | `thumbOutlineColor` | 0.5 | black | 0.35 | black |
    /// | `thumbShadow` | grey | black 80 % | grey | black 80 % |
    ///
    /// With increased contrast the pad's border and the thumb's outline are at least 1 point wide.
    /// See `ControlStyle/resolved(in:)`.
    @_spi(Hosting) public func resolved(in environment: ControlEnvironment) -> XYPadStyle {
        resolvedOnce(\.isResolved) { style in
            if let tint = environment.tintColor { style._crosshairColor.resolve(to: tint) }
            style.applyToColors(.resolve(in: environment))
            style.padBorderWidth = environment.raisedWithIncreasedContrast(style.padBorderWidth, toAtLeast: 1)
            style.thumbOutlineWidth = environment.raisedWithIncreasedContrast(style.thumbOutlineWidth, toAtLeast: 1)
        }
    }
}
