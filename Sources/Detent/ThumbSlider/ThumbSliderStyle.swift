import Foundation

/// The look of the sliders with thumbs on one track, the multi-thumb slider and the range slider
/// (``MultiSliderStyle`` and ``RangeSliderStyle`` are its names for each): colours,
/// curvaceousness, the thumbs' shadow, outline and highlight veil, and the optional value labels.
/// The highlighted part of the track runs from the lowest thumb to the highest (from the minimum
/// with one thumb); a dragged thumb wears the highlight veil.
///
/// Its colours are automatic until set: each follows the model's environment (light or dark,
/// increased contrast; the selected range also the environment's tint) when the slider is drawn,
/// and reads as its light standard value here. A colour set here is drawn as set, in every
/// environment; ``useAutomaticColors()`` undoes that. See `resolved(in:)` for the table.
public struct ThumbSliderStyle: LinearTrackStyle {
    /// The selected range between the thumbs. Automatic: the environment's tint (UIKit's
    /// `tintColor`); without one (0, 0.45, 0.94) in light, system blue
    /// as it resolves in dark and with increased contrast (`DrawingColor/systemBlue(in:)`).
    @Automatic(as: LinearTrackColors.value) public var trackHighlightTintColor = LinearTrackColors.value.wrappedValue
    /// The veil over a highlighted (dragged) thumb. Automatic: black at 10 % in light,
    /// 20 % in dark, 25 % and 30 % with increased contrast.
    @Automatic(dark: DrawingColor(white: 0, alpha: 0.2), lightIncreased: DrawingColor(white: 0, alpha: 0.25),
               darkIncreased: DrawingColor(white: 0, alpha: 0.3))
    public var highlightVeilColor = DrawingColor(white: 0, alpha: 0.1)
    /// The track, thumbs and labels, shared with the fader; see ``LinearTrackStyle``.
    @_spi(Hosting) public var trackLook = LinearTrackLook()

    /// True once resolved, so resolving again changes nothing (fonts are not scaled twice).
    private var isResolved = false

    /// The look, with automatic colours.
    public init() {}

    /// Applies `change` to every colour and the thumbs' shadow: the one list of them.
    @_spi(Hosting) public mutating func applyToColors(_ change: AutomaticChange) {
        apply(change, to: \._trackHighlightTintColor, \._highlightVeilColor)
        trackLook.applyToColors(change)
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
    @_spi(Hosting) public func resolved(in environment: ControlEnvironment) -> ThumbSliderStyle {
        resolvedOnce(\.isResolved) { $0.resolveTrack(in: environment, tinting: \._trackHighlightTintColor) }
    }
}
