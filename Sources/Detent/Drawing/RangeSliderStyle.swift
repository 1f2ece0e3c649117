import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The range slider's look (the original range-slider tutorial): colours, curvaceousness, the thumbs' shadow, outline and
/// highlight veil, and the optional value labels.
public struct RangeSliderStyle: Sendable, Hashable {
    /// The track outside the selected range; default white 0.9.
    public var trackTintColor = DrawingColor(white: 0.9)
    /// The selected range between the thumbs; default (0, 0.45, 0.94).
    public var trackHighlightTintColor = DrawingColor(red: 0, green: 0.45, blue: 0.94)
    /// The thumbs' fill; default white.
    public var thumbTintColor = DrawingColor.white
    /// How round track and thumbs are: corner radius = height · curvaceousness / 2. Default 1
    /// (pill shapes); 0 is square. Clamped to 0…1; NaN is 1.
    public var curvaceousness = 1.0
    /// The thumbs' shadow; default grey, offset (0, 1), blur 1.
    public var thumbShadow = Shadow(color: .gray, offset: CGSize(width: 0, height: 1), blur: 1)
    /// The thumbs' outline colour; default grey.
    public var thumbOutlineColor = DrawingColor.gray
    /// The thumbs' outline width, points; default 0.5.
    public var thumbOutlineWidth = 0.5
    /// The veil over a highlighted (dragged) thumb; default black at 10 %.
    public var highlightVeilColor = DrawingColor(white: 0, alpha: 0.1)
    /// The value labels' font (shown when the model has `valueLabelSpace`); default 12 points.
    public var labelFont = DrawingFont(size: 12)
    /// The value labels' colour; default white 0.2.
    public var labelColor = DrawingColor(white: 0.2)
    /// The opacity every layer takes while the slider is disabled; default 0.35.
    public var disabledOpacity = 0.35

    /// The original tutorial's look.
    public init() {}

    /// `curvaceousness` as it applies, 0…1.
    public var effectiveCurvaceousness: Double {
        curvaceousness.isNaN ? 1 : min(max(curvaceousness, 0), 1)
    }
}
