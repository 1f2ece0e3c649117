import Foundation

/// The automatic colours of a straight track with thumbs, which the sliders, the fader and the
/// XY pad share, so all read alike side by side in every environment: ``LinearTrackLook`` and
/// each style's own parts are declared with these (see ``Automatic/init(wrappedValue:as:)``).
enum LinearTrackColors {
    /// The part that shows the value (the range slider's selected range, the fader's fill):
    /// (0, 0.45, 0.94) in light, system blue as it resolves in dark and with increased contrast.
    /// The environment's tint comes before it (see ``LinearTrackStyle/resolveTrack(in:tinting:)``).
    static let value = Automatic(wrappedValue: DrawingColor(red: 0, green: 0.45, blue: 0.94),
                                 dark: .systemBlue(in: ControlEnvironment(appearance: .dark)),
                                 lightIncreased: .systemBlue(in: ControlEnvironment(isContrastIncreased: true)),
                                 darkIncreased: .systemBlue(in: ControlEnvironment(appearance: .dark, isContrastIncreased: true)))
    /// The track outside the value: white 0.9 in light, 0.22 in dark, 0.9 and 0.15 with increased
    /// contrast. Dark as it is so the value's part keeps 3:1 against it, darker than a groove
    /// reaching 3:1 against black could be.
    static let track = Automatic(wrappedValue: DrawingColor(white: 0.9), dark: DrawingColor(white: 0.22),
                                 lightIncreased: DrawingColor(white: 0.9), darkIncreased: DrawingColor(white: 0.15))
    /// The outline around the track: grey 0.45 in light, 0.6 in dark (both reach 4.5:1 against
    /// the page).
    static let trackOutline = Automatic(wrappedValue: DrawingColor(white: 0.45), dark: DrawingColor(white: 0.6),
                                        lightIncreased: DrawingColor(white: 0.45), darkIncreased: DrawingColor(white: 0.6))
    /// The thumb's fill: white in light, white 0.9 in dark (a soft light grey instead of glaring
    /// white on a dark page), white and 0.95 with increased contrast.
    static let thumb = Automatic(wrappedValue: DrawingColor.white, dark: DrawingColor(white: 0.9),
                                 lightIncreased: .white, darkIncreased: DrawingColor(white: 0.95))
    /// The thumb's outline: grey 0.5 in light, black in dark (it parts the light thumb from the
    /// value's part), grey 0.35 and black with increased contrast.
    static let thumbOutline = Automatic(wrappedValue: DrawingColor.gray, dark: .black,
                                        lightIncreased: DrawingColor(white: 0.35), darkIncreased: .black)
    /// The thumb's shadow: grey, offset (0, 1), blur 1 in light and light with increased
    /// contrast; black at 80 % in dark, where a grey shadow would glow.
    static let thumbShadow = Automatic(wrappedValue: lightShadow, dark: darkShadow, lightIncreased: lightShadow,
                                       darkIncreased: darkShadow)
    /// The labels beside the track: white 0.2 in light, 0.85 in dark, black and white with
    /// increased contrast. The environment's text colour comes before it.
    static let label = Automatic(wrappedValue: DrawingColor(white: 0.2), dark: DrawingColor(white: 0.85),
                                 lightIncreased: .black, darkIncreased: .white)
}

/// The thumbs' shadow in light (the range slider's and the fader's): grey, offset (0, 1), blur 1.
let lightShadow = Shadow(color: .gray, offset: CGSize(width: 0, height: 1), blur: 1)
/// The thumbs' shadow in dark: black at 80 %, where a grey shadow would glow.
let darkShadow = Shadow(color: DrawingColor(white: 0, alpha: 0.8), offset: CGSize(width: 0, height: 1), blur: 1)

/// The look every straight track with thumbs shares (``FaderStyle``, ``MultiSliderStyle`` and
/// so the range slider's): the track and its outline, the thumbs, the labels beside the track and
/// the opacity while disabled, declared once here. Each style adds the colour of the part that
/// shows the value (``FaderStyle/fillColor``, ``ThumbSliderStyle/trackHighlightTintColor``) and
/// what only it draws.
///
/// Its colours are automatic until set: each follows the model's environment (light or dark,
/// increased contrast; the labels also the environment's text colour) when the control is drawn,
/// and reads as its light standard value here. A colour set is drawn as set, in every
/// environment; `useAutomaticColors()` undoes that. With increased contrast the thumb and track
/// outlines are at least 1 point wide; the label font is scaled by the text scale.
public protocol LinearTrackStyle: AutomaticColorStyle {
    /// Where the shared look is kept.
    @_spi(Hosting) var trackLook: LinearTrackLook { get set }
}

/// The storage of ``LinearTrackStyle``'s shared look, with its automatic colours.
@_spi(Hosting) public struct LinearTrackLook: Sendable, Hashable {
    @Automatic(as: LinearTrackColors.track) var trackTintColor = LinearTrackColors.track.wrappedValue
    @Automatic(as: LinearTrackColors.trackOutline) var trackOutlineColor = LinearTrackColors.trackOutline.wrappedValue
    var trackOutlineWidth = 0.0
    @Automatic(as: LinearTrackColors.thumb) var thumbTintColor = LinearTrackColors.thumb.wrappedValue
    @Automatic(as: LinearTrackColors.thumbOutline) var thumbOutlineColor = LinearTrackColors.thumbOutline.wrappedValue
    var thumbOutlineWidth = 0.5
    @Automatic(as: LinearTrackColors.thumbShadow) var thumbShadow = LinearTrackColors.thumbShadow.wrappedValue
    var curvaceousness = 1.0
    var labelFont = DrawingFont(size: 12)
    @Automatic(as: LinearTrackColors.label) var labelColor = LinearTrackColors.label.wrappedValue
    var disabledOpacity = 0.35

    /// Applies `change` to every automatic colour and the thumbs' shadow: the one list of them.
    mutating func applyToColors(_ change: AutomaticChange) {
        _trackTintColor.apply(change)
        _trackOutlineColor.apply(change)
        _thumbTintColor.apply(change)
        _thumbOutlineColor.apply(change)
        _thumbShadow.apply(change)
        _labelColor.apply(change)
    }

    /// Resolves the look in `environment`: the environment's text colour before the labels'
    /// automatic one (they lie on the page), every other colour not set its automatic value, the
    /// outlines at least 1 point wide with increased contrast, the font scaled by the text scale.
    mutating func resolve(in environment: ControlEnvironment) {
        if let color = environment.textColor { _labelColor.resolve(to: color) }
        applyToColors(.resolve(in: environment))
        thumbOutlineWidth = environment.raisedWithIncreasedContrast(thumbOutlineWidth, toAtLeast: 1)
        trackOutlineWidth = environment.raisedWithIncreasedContrast(trackOutlineWidth, toAtLeast: 1)
        labelFont.size *= environment.textScale
    }
}

extension LinearTrackStyle {
    /// The track outside the part that shows the value. Automatic: white 0.9 in light, 0.22 in
    /// dark, 0.9 and 0.15 with increased contrast (dark enough in dark that the value's part keeps
    /// 3:1 against it).
    public var trackTintColor: DrawingColor {
        get { trackLook.trackTintColor }
        set { trackLook.trackTintColor = newValue }
    }

    /// The outline around the track, drawn when ``trackOutlineWidth`` is above 0. Automatic: grey
    /// 0.45 in light, 0.6 in dark (both reach 4.5:1 against the page).
    public var trackOutlineColor: DrawingColor {
        get { trackLook.trackOutlineColor }
        set { trackLook.trackOutlineColor = newValue }
    }

    /// The track outline's width, points; default 0 (none). With increased contrast at least 1, so
    /// the groove reads against the page.
    public var trackOutlineWidth: Double {
        get { trackLook.trackOutlineWidth }
        set { trackLook.trackOutlineWidth = newValue }
    }

    /// The thumbs' fill. Automatic: white in light, white 0.9 in dark (a soft light grey instead of
    /// glaring white on a dark page), white and 0.95 with increased contrast.
    public var thumbTintColor: DrawingColor {
        get { trackLook.thumbTintColor }
        set { trackLook.thumbTintColor = newValue }
    }

    /// The thumbs' outline colour. Automatic: grey 0.5 in light, black in dark (it parts the light
    /// thumb from the value's part), grey 0.35 and black with increased contrast.
    public var thumbOutlineColor: DrawingColor {
        get { trackLook.thumbOutlineColor }
        set { trackLook.thumbOutlineColor = newValue }
    }

    /// The thumbs' outline width, points; default 0.5. With increased contrast at least 1.
    public var thumbOutlineWidth: Double {
        get { trackLook.thumbOutlineWidth }
        set { trackLook.thumbOutlineWidth = newValue }
    }

    /// The thumbs' shadow. Automatic: grey, offset (0, 1), blur 1 in light; black at 80 % in dark,
    /// where a grey shadow would glow.
    public var thumbShadow: Shadow {
        get { trackLook.thumbShadow }
        set { trackLook.thumbShadow = newValue }
    }

    /// How round the track and the thumbs are: corner radius = thickness · curvaceousness / 2.
    /// Default 1 (a pill track, round thumbs); 0 is square. Clamped to 0…1; NaN is 1.
    public var curvaceousness: Double {
        get { trackLook.curvaceousness }
        set { trackLook.curvaceousness = newValue }
    }

    /// The font of the labels beside the track (a fader's end labels, a slider's value labels,
    /// tick labels) at the standard text size; default 12 points. The drawing scales it by the
    /// environment's `ControlEnvironment/textScale`. A slider's `valueLabelSpace` and
    /// `tickLabelSpace` should leave room for it; a fader's end slots are measured in 12 points,
    /// and an end label wider than its slot is drawn smaller to fit.
    public var labelFont: DrawingFont {
        get { trackLook.labelFont }
        set { trackLook.labelFont = newValue }
    }

    /// The colour of the labels beside the track and of the tick marks. Automatic: the
    /// environment's text colour where the host gives one (GTK's CSS `color`), else white 0.2 in
    /// light, 0.85 in dark, black and white with increased contrast.
    public var labelColor: DrawingColor {
        get { trackLook.labelColor }
        set { trackLook.labelColor = newValue }
    }

    /// The opacity every layer takes while the control is disabled; default 0.35.
    public var disabledOpacity: Double {
        get { trackLook.disabledOpacity }
        set { trackLook.disabledOpacity = newValue }
    }

    /// ``curvaceousness`` as it applies, 0…1 (NaN is 1).
    @_spi(Hosting) public var effectiveCurvaceousness: Double {
        curvaceousness.isNaN ? 1 : min(max(curvaceousness, 0), 1)
    }

    /// Resolves this style in `environment`, the body of its `resolved(in:)`: the environment's
    /// tint goes to `tinting` (the storage, `\._name`, of the part that shows the value) before
    /// its automatic colour, the shared look resolves as ``LinearTrackLook`` says, and every other
    /// colour of the style's own not set takes its automatic value.
    mutating func resolveTrack(in environment: ControlEnvironment, tinting: WritableKeyPath<Self, Automatic<DrawingColor>>) {
        if let tint = environment.tintColor { self[keyPath: tinting].resolve(to: tint) }
        trackLook.resolve(in: environment)
        applyToColors(.resolve(in: environment))
    }
}
