import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One of the range slider's two thumbs.
public enum RangeSliderThumb: Sendable, Equatable, CaseIterable {
    /// The thumb of `lowerValue`.
    case lower
    /// The thumb of `upperValue`.
    case upper
}

/// The headless two-thumb slider: values, constraints, touch tracking, taps,
/// animation, keyboard and accessibility. It is the two-thumb case of the multi-thumb slider:
/// both run on one implementation, so the rules of ``MultiSliderModel`` (picking the thumb a
/// touch takes, parting thumbs on top of each other, the distance limits) hold here unchanged.
///
/// Defaults: range 0…1, `lowerValue` 0.2, `upperValue` 0.8, continuous,
/// horizontal left-to-right, thumbs square with the bounds' height.
///
/// `minimumValue ≤ lowerValue ≤ upperValue ≤ maximumValue` holds after every call. Bad input:
/// - NaN values are ignored; ±infinity and out-of-range values clamp; bounds follow `ValueBounds`.
/// - Setting `lowerValue` above `upperValue` (or `upperValue` below `lowerValue`) clamps it to the
///   other thumb, as robustness rule says; `setValues(lower:upper:animated:)` sets both
///   at once and swaps them if given in the wrong order.
/// - `minimumDistance`: NaN or negative is 0, above the range it is the range. `maximumDistance`:
///   NaN or ≤ 0 means no limit; below `minimumDistance` it acts as `minimumDistance`. The values
///   keep both the step and the distance limits wherever some values do (see `minimumDistance`);
///   the distance limits win where both cannot hold.
/// - Tracking calls out of order, and settings changed in a drag: as every model (``ControlModel``;
///   the pair is constrained again at once).
///
/// The drawing (`drawing(style:cache:)`). Layers, back to front: `track` (static), `highlight` (the
/// selected range, dynamic, clipped to the track), `lowerThumb` and `upperThumb` (static content at
/// the minimum, translated to their values), `lowerThumbVeil` and `upperThumbVeil` (static, opaque
/// only while that thumb is dragged) and, with `valueLabelSpace`, `valueLabels` (dynamic).
public final class RangeSliderModel {
    /// The duration of animated changes and taps, seconds.
    @_spi(Hosting) public static let animationDuration = ThumbSlider<ClosedRange<Double>>.animationDuration

    /// The two thumbs, their rules and their input: the one thumb-slider implementation.
    @_spi(Hosting) public let slider = ThumbSlider(values: [0.2, 0.8], fixedCount: true) { $0[0]...$0[1] }

    /// The gesture session the slider runs on.
    @_spi(Hosting) public var session: GestureSession<ClosedRange<Double>> { slider.pipeline }

    /// A range slider with every default; see `ControlModel/init(bounds:)`.
    @_spi(Hosting) public init() {
        rebuildGeometry()
    }

    // MARK: Values

    /// When `true` a thumb dragged past the other swaps roles with it; default `false` (it stops).
    public var allowsCrossing: Bool { get { slider.allowsCrossing } set { slider.allowsCrossing = newValue } }

    /// When `true` dragging the highlighted range between the thumbs moves both; default `false`,
    /// where only the thumbs begin a drag.
    public var isRangeDraggable: Bool { get { slider.isRangeDraggable } set { slider.isRangeDraggable = newValue } }

    /// The lower value; default 0.2. Setting it clamps into `minimumValue…upperValue` (less the
    /// distance limits) and sends no event.
    public var lowerValue: Double {
        get { slider.stored[0] }
        set { setValue(newValue, for: .lower, animated: false) }
    }

    /// The upper value; default 0.8. Setting it clamps into `lowerValue…maximumValue` (less the
    /// distance limits) and sends no event.
    public var upperValue: Double {
        get { slider.stored[1] }
        set { setValue(newValue, for: .upper, animated: false) }
    }

    /// `lowerValue...upperValue`.
    public var values: ClosedRange<Double> { slider.value }

    /// The values a double tap, assistive technology's "Reset to default value" and
    /// ``ControlModel/reset(animated:)`` restore, taken as ``setValues(lower:upper:animated:)``
    /// takes them; `nil` (the default) for no reset. While set, a single tap waits 0.35 s before
    /// it moves a thumb, as it may be the first of a double tap.
    public var defaultValues: ClosedRange<Double>? {
        didSet { if defaultValues != oldValue { changes.notify() } }
    }

    /// ``defaultValues``.
    @_spi(Hosting) public var defaultCurrentValue: ClosedRange<Double>? {
        get { defaultValues }
        set { defaultValues = newValue }
    }

    /// ``defaultValues`` as the thumbs' values.
    @_spi(Hosting) public var defaultThumbValues: [Double]? { defaultValues.map { [$0.lowerBound, $0.upperBound] } }

    /// The value of `thumb`.
    public func value(of thumb: RangeSliderThumb) -> Double { slider.stored[thumb.index] }

    /// Sets one thumb's value under the rules above; sends no event.
    public func setValue(_ newValue: Double, for thumb: RangeSliderThumb, animated: Bool) {
        slider.setValue(newValue, forThumb: thumb.index, animated: animated)
    }

    /// Sets both values at once (swapped if `lower > upper`), under the rules above; sends no event.
    public func setValues(lower newLower: Double, upper newUpper: Double, animated: Bool) {
        slider.setValues([newLower, newUpper], animated: animated)
    }

    /// `minimumDistance` as it applies: sanitised and at most the range.
    @_spi(Hosting) public var effectiveMinimumDistance: Double { slider.spacing.minimum }

    /// `maximumDistance` as it applies: `.infinity` for no limit, never below the minimum distance.
    @_spi(Hosting) public var effectiveMaximumDistance: Double { slider.spacing.maximum }

    /// The interval `thumb` may take with the other thumb where it is: the values that keep the
    /// distance limits from it, from the lowest to the highest allowed one (on the steps wherever
    /// one keeps them; see `minimumDistance`). Should no value keep them, the thumb's end of the
    /// allowed values.
    @_spi(Hosting) public func allowedInterval(for thumb: RangeSliderThumb) -> ClosedRange<Double> {
        slider.allowedInterval(forThumb: thumb.index, in: slider.stored)
    }

    // MARK: Keys and accessibility settings

    /// The thumb keyboard adjustments apply to: the one last dragged, or where the host moved focus
    /// (Tab between thumbs). Default `.lower`.
    public var focusedThumb: RangeSliderThumb {
        get { RangeSliderThumb(index: slider.focusedThumb) }
        set { slider.focusedThumb = newValue.index }
    }

    /// The thumbs' default names.
    static let partNames = PartNames(first: .lowerThumbLabel, second: .upperThumbLabel)

    /// The names read for the thumbs. Until the app names a thumb its name is the default, "Lower
    /// value" or "Upper value", in the language of the environment's locale (German "Unterer
    /// Wert" / "Oberer Wert", Japanese "下限値" / "上限値"), and follows a change of locale; a name
    /// the app sets wins over every locale. Only the names an assignment changes are set:
    /// `accessibilityLabels.lower = "Minimum"` leaves the upper thumb's default in place.
    public var accessibilityLabels: (lower: String, upper: String) {
        get { Self.partNames.read(customAccessibilityLabels, in: environment.locale) }
        set { customAccessibilityLabels = Self.partNames.custom(assigning: newValue, over: customAccessibilityLabels, in: environment.locale) }
    }

    /// The thumb names the app set, each `nil` (the default) for the default name in the locale's
    /// language. Hosts whose platform clears a name with `nil` set this.
    @_spi(Hosting) public var customAccessibilityLabels: (lower: String?, upper: String?) = (nil, nil) {
        didSet { if Self.partNames.read(oldValue, in: environment.locale) != accessibilityLabels { changes.notify() } }
    }

    /// The thumb an adjustment under way applies to, when not the focused one
    /// (`perform(_:on:cause:)`).
    var adjustedThumb: RangeSliderThumb?

    // MARK: Time

    /// The fractions of the range the thumbs show now (follow animations).
    @_spi(Hosting) public var presentationFractions: (lower: Double, upper: Double) {
        (slider.presentationFraction(at: 0), slider.presentationFraction(at: 1))
    }
}

extension RangeSliderThumb {
    /// The thumb's place in the order: 0 for the lower thumb, 1 for the upper one.
    var index: Int { self == .lower ? 0 : 1 }

    /// The thumb at place `index` (0 the lower, anything else the upper).
    init(index: Int) { self = index == 0 ? .lower : .upper }

    /// Its accessibility identifier and the name of its drawing layer: "lowerThumb", "upperThumb".
    var identifier: String { self == .lower ? "lowerThumb" : "upperThumb" }
}
