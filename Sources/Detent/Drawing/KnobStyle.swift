/// The knob's look (the original knob tutorials): track and pointer stroked in the tint colour, plus the
/// original tutorial's exercises, a centre value label and a pointer image.
public struct KnobStyle: Sendable, Hashable {
    /// The colour of track and pointer; `nil` (the default) follows the environment's tint
    /// (UIKit's `tintColor`, SwiftUI's `.tint`, GTK's accent colour), else system blue.
    public var tintColor: DrawingColor?
    /// The track's colour; `nil` (the default) uses `tintColor`, as the original tutorial does.
    public var trackColor: DrawingColor?
    /// The ends of track and pointer strokes; default `.butt` (the original tutorial's CAShapeLayer default).
    public var lineCap: LineCap = .butt
    /// Shows the value (the model's `valueText`) in the centre; default `false`.
    public var showsValueLabel = false
    /// The centre label's font; default 17 points.
    public var valueLabelFont = DrawingFont.body
    /// The centre label's colour; `nil` (the default) uses `tintColor`.
    public var valueLabelColor: DrawingColor?
    /// The name of an image drawn instead of the pointer line (the host registers it with the
    /// renderer); `nil` (the default) draws the original tutorial's line.
    public var pointerImageName: String?
    /// The pointer image's thickness across the pointer, points; default 8.
    public var pointerImageThickness = 8.0
    /// The opacity every layer takes while the knob is disabled; default 0.35.
    public var disabledOpacity = 0.35

    /// The original tutorial's look in system blue.
    public init() {}

    /// The colour track and pointer are drawn in within `environment`: ``tintColor``, else the
    /// environment's tint, else system blue.
    public func resolvedTintColor(in environment: ControlEnvironment) -> DrawingColor {
        tintColor ?? environment.tintColor ?? .systemBlue
    }
}
