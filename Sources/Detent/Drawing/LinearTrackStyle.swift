import Foundation

/// The automatic colours of a straight track with a thumb, which the range slider and the fader
/// share, so both read alike side by side in every environment: each style declares its parts
/// with these (see ``Automatic/init(wrappedValue:as:)``).
enum LinearTrackColors {
    /// The part that shows the value (the range slider's selected range, the fader's fill):
    /// (0, 0.45, 0.94) in light, system blue as it resolves in dark and with increased contrast.
    /// The environment's tint comes before it (see ``LinearTrackStyle/resolveTrack(in:tinting:text:)``).
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

/// The look of a straight track with thumbs (the range slider's, the fader's): what resolving it
/// in an environment does besides each style's own colours.
protocol LinearTrackStyle: AutomaticColorStyle {
    /// The track outside the part that shows the value.
    var trackTintColor: DrawingColor { get }
    /// The outline around the track.
    var trackOutlineColor: DrawingColor { get }
    /// The track outline's width, points.
    var trackOutlineWidth: Double { get set }
    /// The thumbs' fill.
    var thumbTintColor: DrawingColor { get }
    /// The thumbs' outline colour.
    var thumbOutlineColor: DrawingColor { get }
    /// The thumbs' outline width, points.
    var thumbOutlineWidth: Double { get set }
    /// The thumbs' shadow.
    var thumbShadow: Shadow { get }
    /// How round the track and the thumbs are, as set.
    var curvaceousness: Double { get }
    /// The labels' colour.
    var labelColor: DrawingColor { get }
    /// The labels' font at the standard text size.
    var labelFont: DrawingFont { get set }
}

extension LinearTrackStyle {
    /// ``curvaceousness`` as it applies, 0…1 (NaN is 1).
    var effectiveCurvaceousness: Double {
        curvaceousness.isNaN ? 1 : min(max(curvaceousness, 0), 1)
    }

    /// Resolves this style in `environment`, the body of its `resolved(in:)`: the environment's
    /// tint goes to `tinting` (the part that shows the value) and its text colour to `text` (the
    /// labels lie on the page), both before their own automatic colours; every other colour not
    /// set takes its automatic value; the thumb and track outlines are at least 1 point wide with
    /// increased contrast; the labels' font is scaled by the text scale. `tinting` and `text` are
    /// the storage (`\._name`) of the style's properties.
    mutating func resolveTrack(in environment: ControlEnvironment, tinting: WritableKeyPath<Self, Automatic<DrawingColor>>,
                               text: WritableKeyPath<Self, Automatic<DrawingColor>>) {
        if let tint = environment.tintColor { self[keyPath: tinting].resolve(to: tint) }
        if let color = environment.textColor { self[keyPath: text].resolve(to: color) }
        applyToColors(.resolve(in: environment))
        thumbOutlineWidth = environment.raisedWithIncreasedContrast(thumbOutlineWidth, toAtLeast: 1)
        trackOutlineWidth = environment.raisedWithIncreasedContrast(trackOutlineWidth, toAtLeast: 1)
        labelFont.size *= environment.textScale
    }
}
