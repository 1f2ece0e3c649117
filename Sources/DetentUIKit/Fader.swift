#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// A slider with one thumb (a fader): a track filled from the minimum (or
/// ``SingleValueControl/neutralValue``) to the thumb, which follows the finger. A UIKit host for
/// `FaderModel`; every setting of the model is a property here, and `UISlider`'s names mean the
/// same here.
///
/// ```swift
/// let fader = Fader(value: -6, in: -60...12)
/// fader.orientation = .vertical
/// fader.defaultValue = 0              // double-tap restores it
/// fader.minimumValueImage = UIImage(systemName: "speaker")
/// fader.maximumValueImage = UIImage(systemName: "speaker.wave.3")
/// fader.addTarget(self, action: #selector(levelChanged(_:)), for: .valueChanged)
/// ```
///
/// Drag the thumb to move the value by the finger's travel (a tenth as far with Shift on a hardware
/// keyboard); tap the track to move the thumb there, animated; double-tap to restore
/// ``SingleValueControl/defaultValue``. The thumb answers to a touch target of at least 44 × 44
/// points. A `.thumbless` fader (a volume bar) is dragged anywhere and its fill is the handle. The
/// fill follows the view's `tintColor` unless ``minimumTrackTintColor`` or the style sets it. Like
/// `UISlider`, it is 31 points thick (plus ``tickLabelSpace``, which grows with Dynamic Type) and
/// as long as its layout makes it; horizontal faders mirror in right-to-left layouts. VoiceOver
/// sees one adjustable element. See ``DetentControl`` for the events it sends.
///
/// Its value (``SingleValueControl/value``, ``SingleValueControl/setValue(_:animated:)``,
/// ``SingleValueControl/defaultValue``, ``SingleValueControl/neutralValue``,
/// ``SingleValueControl/valueFormatter``) is set through ``SingleValueControl``, and its range,
/// step, ticks and scale through ``ValueRangeControl``, the classes it inherits them from.
@IBDesignable
open class Fader: SingleValueControl, ValueReportingControl, ModelHosting {
    /// A horizontal bar 31 points thick (made 200 points long).
    override class var initialNaturalSize: NaturalSize { .bar(.horizontal, thickness: ControlSizing.sliderThickness) }

    /// The headless model this control shows, for advanced use (the control's properties cover
    /// every setting). Change it on the main thread; the control redraws after every change.
    public let model = FaderModel()

    /// The fader's look as data, for what has no property here (fonts, shadow, outline widths).
    /// The colour properties, when set, replace its colours.
    @Redrawing open var style = FaderStyle()

    // MARK: Layout

    /// `.horizontal` (mirrored in right-to-left layouts) or `.vertical` (minimum at the bottom).
    /// See `FaderModel.orientation`.
    @ControlSetting(\Fader.model.orientation) open var orientation: TrackOrientation

    /// `.standard` (a round thumb on a thin track) or `.thumbless` (a thicker track whose fill is
    /// the handle, dragged from anywhere on it). See `FaderModel.thumbStyle`.
    @ControlSetting(\Fader.model.thumbStyle) open var thumbStyle: FaderThumbStyle

    /// Text at the minimum's end of the track ("0", "Quiet"); ``minimumValueImage`` takes its
    /// place when set. See `FaderModel.minimumValueLabel`.
    @IBInspectable @ControlSetting(\Fader.model.minimumValueLabel) open var minimumValueLabel: String?

    /// Text at the maximum's end of the track. See `FaderModel.maximumValueLabel`.
    @IBInspectable @ControlSetting(\Fader.model.maximumValueLabel) open var maximumValueLabel: String?

    /// The image at the minimum's end of the track, as `UISlider`'s, drawn 20 points square; a
    /// template image (or an SF Symbol) takes the labels' colour. `nil` (the default) for none.
    @IBInspectable open var minimumValueImage: UIImage? {
        didSet { setEndImage(minimumValueImage, named: Self.minimumImageName, at: \.minimumValueImageName) }
    }

    /// The image at the maximum's end of the track; see ``minimumValueImage``.
    @IBInspectable open var maximumValueImage: UIImage? {
        didSet { setEndImage(maximumValueImage, named: Self.maximumImageName, at: \.maximumValueImageName) }
    }

    private static let minimumImageName = "DetentUIKit.Fader.minimumValue"
    private static let maximumImageName = "DetentUIKit.Fader.maximumValue"

    /// Registers `image` under `name` and tells the model to draw it, or takes both away.
    private func setEndImage(_ image: UIImage?, named name: String, at end: ReferenceWritableKeyPath<FaderModel, String?>) {
        images[name] = image
        model[keyPath: end] = image == nil ? nil : name
    }

    /// Room for the ticks' labels and images under the track (beside it when vertical), points at
    /// the standard text size. A tick's `imageName` is looked up in ``DetentControl/images``, then
    /// the main bundle. See `FaderModel.tickLabelSpace`.
    @IBInspectable @ControlSetting(converting: \Fader.model.tickLabelSpace) open var tickLabelSpace: CGFloat

    // MARK: Interaction

    /// When `true` a tap on the track moves the thumb there, animated. See
    /// `FaderModel.movesThumbOnTap`.
    @IBInspectable @ControlSetting(\Fader.model.movesThumbOnTap) open var movesThumbOnTap: Bool

    /// When `true` a drag slows as the finger moves away from the track, with a haptic at each
    /// change of speed. See `LinearControlModel.precisionScrubbing`.
    @IBInspectable @ControlSetting(\Fader.model.precisionScrubbing) open var precisionScrubbing: Bool

    // MARK: Look

    /// The fill from the minimum (or ``SingleValueControl/neutralValue``) to the thumb, as `UISlider`'s; `nil` (the
    /// default) keeps the style's colour, which follows the view's `tintColor`. Dynamic colours
    /// follow light, dark and contrast.
    @IBInspectable @StyleColor(\FaderStyle.fillColor) open var minimumTrackTintColor: UIColor?

    /// The track beyond the fill; `nil` (the default) keeps the style's colour.
    @IBInspectable @StyleColor(\FaderStyle.trackTintColor) open var maximumTrackTintColor: UIColor?

    /// The thumb's fill; `nil` (the default) keeps the style's colour.
    @IBInspectable @StyleColor(\FaderStyle.thumbTintColor) open var thumbTintColor: UIColor?

    /// The colour of end labels, tick labels and template images; `nil` (the default) keeps the
    /// style's colour.
    @IBInspectable @StyleColor(\FaderStyle.labelColor) open var labelColor: UIColor?

    /// How round track and thumb are, 0 (square) to 1 (pill). See `LinearTrackStyle.curvaceousness`.
    @IBInspectable @ControlSetting(converting: \Fader.style.curvaceousness) open var curvaceousness: CGFloat
}

extension FaderModel: SingleValueHostedModel {}
#endif
