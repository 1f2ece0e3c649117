/// The fader's look: the track and its fill, the thumb, the end and tick labels.
///
/// Its colours are automatic until set, as the range slider's are: each follows the model's
/// environment (light or dark, increased contrast; the fill also the environment's tint) when the
/// fader is drawn, and reads as its light standard value here. A colour set here is drawn as set,
/// in every environment; ``useAutomaticColors()`` undoes that. See `resolved(in:)` for the table.
public struct FaderStyle: LinearTrackStyle {
    /// The fill: the track from the minimum (or the model's `neutralValue`) to the value.
    /// Automatic: the environment's tint (UIKit's `tintColor`); without one (0, 0.45, 0.94) in
    /// light, system blue as it resolves in dark and with increased contrast.
    @Automatic(as: LinearTrackColors.value) public var fillColor = LinearTrackColors.value.wrappedValue
    /// The track, thumb and labels, shared with the thumb sliders; see ``LinearTrackStyle``.
    @_spi(Hosting) public var trackLook = LinearTrackLook()

    /// True once resolved, so resolving again changes nothing (fonts are not scaled twice).
    private var isResolved = false

    /// The look, with automatic colours.
    public init() {}

    /// Applies `change` to every colour and the thumb's shadow: the one list of them.
    @_spi(Hosting) public mutating func applyToColors(_ change: AutomaticChange) {
        apply(change, to: \._fillColor)
        trackLook.applyToColors(change)
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
        resolvedOnce(\.isResolved) { $0.resolveTrack(in: environment, tinting: \._fillColor) }
    }
}
