/// The knob's look: track and pointer stroked in the tint colour, plus the
/// extras, a centre value label and a pointer image.
///
/// In an environment (see `resolved(in:)`): the tint is the style's, else the environment's, else
/// system blue as it resolves for light or dark and contrast; the value label follows the tint,
/// darkened or lightened as needed to read against the page, and grows with the text scale.
public struct KnobStyle: ControlStyle {
    /// The colour of track and pointer; `nil` (the default) follows the environment's tint
    /// (UIKit's `tintColor`, SwiftUI's `.tint`, GTK's accent colour), else system blue
    /// (`DrawingColor/systemBlue(in:)`: brighter in dark, deeper with increased contrast).
    public var tintColor: DrawingColor?
    /// The track's colour; `nil` (the default) uses `tintColor`.
    public var trackColor: DrawingColor?
    /// The ends of track and pointer strokes; default `.butt` (CAShapeLayer default).
    public var lineCap: LineCap = .butt
    /// Shows the value (the model's `valueText`) in the centre; default `false`.
    public var showsValueLabel = false
    /// The centre label's font at the standard text size; default 17 points. The drawing scales
    /// it by the environment's `ControlEnvironment/textScale`, then shrinks it where the text
    /// would not fit inside the track (4 points clear of its inner edge on each side): the knob
    /// keeps its size at every text scale.
    public var valueLabelFont = DrawingFont.body
    /// The centre label's colour; `nil` (the default) uses the tint, moved towards black (light)
    /// or white (dark) just enough to reach `ControlEnvironment/minimumTextContrast` against
    /// the page. A colour set here is drawn as set.
    public var valueLabelColor: DrawingColor?
    /// The name of an image drawn instead of the pointer line (the host registers it with the
    /// renderer); `nil` (the default) draws a line.
    public var pointerImageName: String?
    /// The pointer image's thickness across the pointer, points; default 8.
    public var pointerImageThickness = 8.0
    /// The font of tick labels around the arc (the model's `ticks`) at the standard text size;
    /// default 10 points. Scaled by the environment's text scale.
    public var tickLabelFont = DrawingFont(size: 10)
    /// The opacity every layer takes while the knob is disabled; default 0.35.
    public var disabledOpacity = 0.35
    /// True once resolved, so resolving again changes nothing (fonts are not scaled twice).
    private var isResolved = false

    /// The look in system blue.
    public init() {}

    /// The colour track and pointer are drawn in within `environment`: ``tintColor``, else the
    /// environment's tint, else system blue as it resolves there.
    @_spi(Hosting) public func resolvedTintColor(in environment: ControlEnvironment) -> DrawingColor {
        tintColor ?? environment.tintColor ?? .systemBlue(in: environment)
    }

    /// This style as the knob draws it in `environment`: ``tintColor``, ``trackColor`` and
    /// ``valueLabelColor`` filled in (see each), ``valueLabelFont`` scaled by the text scale.
    /// Nothing mirrors right to left: the knob turns clockwise to increase everywhere. See
    /// `ControlStyle/resolved(in:)`.
    @_spi(Hosting) public func resolved(in environment: ControlEnvironment) -> KnobStyle {
        resolvedOnce(\.isResolved) { style in
            let tint = style.resolvedTintColor(in: environment)
            style.tintColor = tint
            style.trackColor = style.trackColor ?? tint
            style.valueLabelColor = style.valueLabelColor
                ?? tint.ensuringContrast(environment.minimumTextContrast, against: environment.pageBackgroundColor)
            style.valueLabelFont.size *= environment.textScale
            style.tickLabelFont.size *= environment.textScale
        }
    }
}
