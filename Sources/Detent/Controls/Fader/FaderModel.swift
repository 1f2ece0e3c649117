import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The headless one-thumb slider (a fader): value, range, scale, ticks, touch tracking, taps,
/// animation, keyboard and accessibility. Hosts forward input and clock ticks and paint what the
/// model says; they decide nothing themselves.
///
/// Defaults: value 0 in 0…1, continuous, horizontal left to right, a standard thumb as thick as
/// the bounds, no end labels, no default value, no neutral value.
///
/// A drag that begins on the thumb (its 44 × 44-point touch target; on a thumbless fader,
/// anywhere on the bounds) moves the value by the finger's travel along the axis:
/// `Δ / (length − thumb)` of the range along the scale, a tenth of that with Shift. A tap on the
/// track moves the thumb there, animated; a double tap restores `defaultValue`.
///
/// Bad input, one rule each, beside the rules of `value`, `defaultValue` and the range
/// (`ValueBounds`):
/// - A range of one value (`min == max`) is shown at the minimum's end.
/// - `neutralValue`: NaN and infinities are ignored; clamped into the range when used.
/// - `bounds`: see `CGRect.sanitizedBounds`; bounds with no room along the axis refuse to begin
///   tracking, and every value is drawn at the same place.
/// - `tickLabelSpace`: negative or non-finite values are 0; the end labels take at most a third
///   of the length each.
/// - Tracking calls out of order, and settings changed in a drag: as every model (``ControlModel``).
///
/// The drawing (`drawing(style:cache:)`). Layers, back to front: `track` (static), with ticks
/// `ticks` (static), with end labels `endLabels` (static: `minimumValueLabel` and
/// `maximumValueLabel` in their end slots), `fill` (dynamic: from the neutral value, else the
/// minimum, to the value shown, clipped to the track), with an `enabledRange` `outsideEnabledRange`
/// (static: the parts outside it veiled in the page's colour, the fill included) and, unless the
/// fader is thumbless, `thumb` (static content at the minimum, translated to the value shown). A
/// change of value alone changes the fill and the thumb's translation only.
public final class FaderModel {
    /// The duration of an animated value change or a tap's move, seconds (0.25 s).
    @_spi(Hosting) public static let animationDuration = Tween.valueChangeDuration

    /// The value rules shared with the knob and the range slider.
    let pipeline = ValuePipeline<Double>()

    /// The value and what goes with it, kept by the rules the fader shares with the knob.
    var single = SingleValue()

    /// A fader with every default; see `ControlModel/init(bounds:)`.
    @_spi(Hosting) public init() {
        shape = makeGeometry()
    }

    /// What the host knows of its platform; see `ControlModel/environment`. Setting it sets
    /// `isEnabled` and `layoutDirection` from it and, with reduce motion, makes animated changes
    /// jump.
    @_spi(Hosting) public var environment = ControlEnvironment.standard {
        // The end slots and the tick label band grow with the text scale.
        didSet { trackEnvironmentChanged(from: oldValue) { pipeline.adopt(environment) } }
    }

    // MARK: Value

    // MARK: Geometry

    /// The axis; default `.horizontal`. A vertical fader increases upwards.
    @GeometryInput public var orientation = TrackOrientation.horizontal

    /// Whether the fader shows a thumb; default `.standard`. A `.thumbless` fader is dragged from
    /// anywhere on it, and its fill is the handle.
    @GeometryInput public var thumbStyle = FaderThumbStyle.standard

    /// The text drawn at the minimum's end of the track (UIKit's `minimumValueImage` place), for
    /// example "0" or "Quiet"; `nil` (the default) or empty for none. The track makes room for
    /// it, up to a third of the length.
    @GeometryInput public var minimumValueLabel = String?.none

    /// The text drawn at the maximum's end of the track; `nil` (the default) or empty for none.
    /// The track makes room for it, up to a third of the length.
    @GeometryInput public var maximumValueLabel = String?.none

    /// The name of an image the host registered, drawn at the minimum's end of the track instead
    /// of ``minimumValueLabel`` (UIKit's `minimumValueImage`), in a square of
    /// ``endImageSide`` points; a template image takes the labels' colour. `nil` (the default)
    /// or empty for none.
    @GeometryInput public var minimumValueImageName = String?.none

    /// The name of an image drawn at the maximum's end instead of ``maximumValueLabel``; see
    /// ``minimumValueImageName``. `nil` (the default) or empty for none.
    @GeometryInput public var maximumValueImageName = String?.none

    /// The side of an end image's square, points: 20, an SF Symbol's size beside body text.
    public static let endImageSide = 20.0

    /// Room kept for tick labels (see `ticks`), points across the axis at the standard text size:
    /// a band below a horizontal fader, right of a vertical one. Default 0 (tick marks only;
    /// their labels are still read out). The band is this times the environment's text scale.
    /// Negative or non-finite values are 0; the band never takes more than the bounds.
    @GeometryInput public var tickLabelSpace = 0.0

    /// The geometry these properties describe.
    @_spi(Hosting) public var geometry: FaderGeometry { shape }

    /// `geometry`, rebuilt whenever one of the properties it is made of is set (their observers
    /// call ``rebuildGeometry()``). Kept, not computed, because every tracking event reads it: one
    /// private stored value costs neither the text measuring nor the runtime exclusivity check
    /// each public stored property it is made of would.
    private var shape = FaderGeometry(bounds: .zero)

    /// The font the end slots are measured for at the standard text size: 12 points, the
    /// style's default `FaderStyle/labelFont`.
    static let endLabelFont = DrawingFont(size: 12)

    /// The room an end takes along the axis: an image's square, else its label's text (or,
    /// vertically, its line) in ``endLabelFont`` at the text scale; and 6 points between it and
    /// the track.
    private func endRoom(_ label: String?, image: String?) -> Double {
        if let image, !image.isEmpty { return Self.endImageSide + Self.endLabelGap }
        guard let label, !label.isEmpty else { return 0 }
        var font = Self.endLabelFont
        font.size *= environment.textScale
        let extent = orientation == .horizontal ? TextMetrics.width(of: label, font: font) : TextMetrics.lineHeight(of: font)
        return extent + Self.endLabelGap
    }

    /// The room between an end label and the track, points.
    static let endLabelGap = 6.0

    /// ``geometry`` built again, as the environment's text scale changed.
    /// Builds ``geometry`` again; see `ControlModel/rebuildGeometry()`.
    @_spi(Hosting) public func rebuildGeometry() { shape = makeGeometry() }

    private func makeGeometry() -> FaderGeometry {
        FaderGeometry(bounds: bounds, orientation: orientation, layoutDirection: layoutDirection, thumbStyle: thumbStyle,
                      minimumEnd: endRoom(minimumValueLabel, image: minimumValueImageName),
                      maximumEnd: endRoom(maximumValueLabel, image: maximumValueImageName),
                      tickLabels: min(tickLabelSpace * environment.textScale, .greatestFiniteMagnitude))
    }

    /// The thumb's frame as shown now (follows animations); on a thumbless fader, the zero-wide
    /// line at the end of the fill.
    @_spi(Hosting) public var thumbFrame: CGRect { geometry.thumbFrame(forFraction: presentationFraction) }

    /// The area that answers to a drag: the thumb's frame grown to at least 44 × 44 points about
    /// its centre; on a thumbless fader, the track band grown the same way across the axis.
    @_spi(Hosting) public var thumbTouchFrame: CGRect {
        geometry.touchTarget(around: thumbStyle == .standard ? thumbFrame : geometry.bounds)
    }

    // MARK: Input and accessibility settings

    /// When `true` (the default) a tap on the track moves the thumb there, animated.
    public var movesThumbOnTap = true {
        didSet { if movesThumbOnTap != oldValue { changes.notify() } }
    }

    /// The name the app gave the fader, or `nil` (the default); see `AccessibilityNaming`.
    @_spi(Hosting) public var customAccessibilityLabel: String? {
        didSet { if accessibilityLabelChanged(from: oldValue) { changes.notify() } }
    }

    /// Where the drag under way began (see `beginPointer(at:time:)`).
    var pressStart = CGPoint.zero

    // MARK: Time

    /// The fraction of the range shown now: the animation's, or the value's.
    @_spi(Hosting) public var presentationFraction: Double { pipeline.presentationFraction(0, resting: restingFraction) }
}

extension FaderModel: ValueRangeModel, AccessibilityNaming, SingleValueModel {}
