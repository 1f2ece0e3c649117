#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// What ``RangeSlider`` and ``MultiSlider`` share besides their range: thumbs on one track, kept
/// apart by distance limits, with value and tick labels, one look (`ThumbSliderStyle`) and its
/// colours, each a property of the control (the same settings as the model's). VoiceOver sees one
/// adjustable element per thumb, in a group the slider's `accessibilityLabel` names.
///
/// Use its subclasses; this class cannot be used on its own.
@MainActor
open class MultiThumbControl: ValueRangeControl {
    /// The model this control shows, for the properties below.
    var thumbsModel: any ThumbSliderModel { forwardedModel() }

    /// The slider's look as data, for what has no property here (fonts, shadow, outline widths).
    /// The colour properties, when set, replace its colours.
    @Redrawing open var style = ThumbSliderStyle()

    /// Turns a value into the text VoiceOver reads and the value labels show. See
    /// `ValueRangeModel.valueFormatter`.
    @ControlSetting(\MultiThumbControl.thumbsModel.valueFormatter) open var valueFormatter: (@Sendable (Double) -> String)?

    // MARK: Thumbs

    /// The smallest allowed distance between neighbouring thumbs, in value units. See
    /// `ThumbSliderModel.minimumDistance`.
    @IBInspectable @ControlSetting(\MultiThumbControl.thumbsModel.minimumDistance) open var minimumDistance: Double

    /// The largest allowed distance between neighbouring thumbs, in value units. See
    /// `ThumbSliderModel.maximumDistance`.
    @ControlSetting(\MultiThumbControl.thumbsModel.maximumDistance) open var maximumDistance: Double?

    /// When `true` a tap on the track moves the nearest thumb there. See
    /// `ThumbSliderModel.movesNearestThumbOnTap`.
    @IBInspectable @ControlSetting(\MultiThumbControl.thumbsModel.movesNearestThumbOnTap) open var movesNearestThumbOnTap: Bool

    /// When `true` a drag slows as the finger moves away from the track, with a haptic at each
    /// change of speed. See `LinearControlModel.precisionScrubbing`.
    @IBInspectable @ControlSetting(\MultiThumbControl.thumbsModel.precisionScrubbing) open var precisionScrubbing: Bool

    // MARK: Layout

    /// `.horizontal` (mirrored in right-to-left layouts) or `.vertical` (minimum at the bottom).
    /// See `ThumbSliderModel.orientation`.
    @ControlSetting(\MultiThumbControl.thumbsModel.orientation) open var orientation: TrackOrientation

    /// Room for value labels over the thumbs (beside them when vertical), points at the standard
    /// text size: the band, like the labels' font, grows with Dynamic Type, and so does the
    /// intrinsic height. Labels that would collide merge into one "a – b" label. See
    /// `ThumbSliderModel.valueLabelSpace`.
    @IBInspectable @ControlSetting(converting: \MultiThumbControl.thumbsModel.valueLabelSpace) open var valueLabelSpace: CGFloat

    /// Room for the ticks' labels under the track (beside it when vertical), points at the
    /// standard text size. See `ThumbSliderModel.tickLabelSpace`.
    @IBInspectable @ControlSetting(converting: \MultiThumbControl.thumbsModel.tickLabelSpace) open var tickLabelSpace: CGFloat

    // MARK: Look

    // UIKit colours are kept as given and resolved for the current traits at every render, so
    // dynamic colours (`.systemGray5`, asset colours) follow light, dark and contrast.

    /// The track outside the highlighted part; `nil` (the default) keeps the style's colour.
    @IBInspectable @StyleColor(\ThumbSliderStyle.trackTintColor) open var trackTintColor: UIColor?

    /// The highlighted part of the track: a range slider's selected range between its thumbs, a
    /// multi-thumb slider's track from the lowest thumb to the highest. `nil` (the default) keeps
    /// the style's colour, which follows the view's `tintColor` unless the style sets it.
    @IBInspectable @StyleColor(\ThumbSliderStyle.trackHighlightTintColor) open var trackHighlightTintColor: UIColor?

    /// The thumbs' fill; `nil` (the default) keeps the style's colour.
    @IBInspectable @StyleColor(\ThumbSliderStyle.thumbTintColor) open var thumbTintColor: UIColor?

    /// The thumbs' outline; `nil` (the default) keeps the style's colour.
    @IBInspectable @StyleColor(\ThumbSliderStyle.thumbOutlineColor) open var thumbOutlineColor: UIColor?

    /// The value and tick labels' colour; `nil` (the default) keeps the style's colour.
    @IBInspectable @StyleColor(\ThumbSliderStyle.labelColor) open var labelColor: UIColor?

    /// How round track and thumbs are, 0 (square) to 1 (pill). See `LinearTrackStyle.curvaceousness`.
    @IBInspectable @ControlSetting(converting: \MultiThumbControl.style.curvaceousness) open var curvaceousness: CGFloat
}
#endif
