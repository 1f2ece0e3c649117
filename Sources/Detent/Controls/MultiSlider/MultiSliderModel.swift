import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a dragged thumb of a ``MultiSliderModel`` does when it meets a neighbour (the minimum
/// distance) or would leave one too far behind (the maximum distance).
public enum MultiSliderCollision: Sendable, Equatable {
    /// The dragged thumb carries its neighbours along: it pushes them ahead while they are too
    /// close and pulls them after it while they are too far, until the outermost thumb reaches
    /// an end of the track; there the dragged thumb stops too.
    case push
    /// The dragged thumb stops where the distance limits to its neighbours stop it; no other thumb
    /// moves (the range slider's rule).
    case stop
}

/// The headless slider with 1…16 thumbs: values, distance limits between neighbours, touch
/// tracking, taps, animation, keyboard and accessibility. Hosts forward input and clock ticks and
/// paint what the model says; they decide nothing themselves. The range slider is its two-thumb
/// case: both run on one implementation, so every rule below holds for both.
///
/// Defaults: range 0…1, three thumbs at 0.25, 0.5 and 0.75, no distance limits, `.stop` collision,
/// continuous, horizontal left to right, thumbs square with the bounds' height.
///
/// A drag that begins on a thumb (its 44 × 44-point touch target; the nearest one where targets
/// overlap) moves it by the finger's travel, `Δ / (length − thumb)` of the range along the scale,
/// a tenth of that with Shift. Where several thumbs lie under the finger (on top of each other,
/// at either end of the track too), the drag's direction picks: towards the maximum the highest of
/// them, else the lowest, so they always part. A tap on the track moves the nearest thumb there,
/// animated. One edit (one `.editingDidBegin`, one `.editingDidEnd`) per gesture, tap, key burst
/// or assistive-technology step.
///
/// `minimumValue ≤ values[0] ≤ values[1] ≤ … ≤ maximumValue` holds after every call, and so do
/// the distance limits. Bad input, one rule each:
/// - `values`, `setValues`: NaN entries are left out (an array with no other entry is ignored);
///   ±infinity and out-of-range values clamp; the values are sorted; more than 16 keep the first
///   16 given; an empty array is ignored. `setValue(_:forThumb:animated:)`: NaN and an index out
///   of range are ignored. `insertThumb(withValue:)`: NaN, or a 17th thumb, is refused (returns `nil`).
///   `removeThumb(at:)`: an index out of range, or the last thumb, is refused (returns `false`).
/// - Bounds and step: see `ValueBounds` (non-finite bounds ignored; a minimum above the maximum
///   moves the maximum, and vice versa; `min == max` puts every thumb on that value).
/// - `minimumDistance`: NaN or negative is 0; larger than the allowed values' span over the gaps
///   between the thumbs (`(max − min) / (count − 1)`), it acts as that, so every thumb fits.
///   `maximumDistance`: `nil`, NaN or ≤ 0 means no limit; below the minimum distance it acts as
///   the minimum distance. Where a change leaves a thumb too close or too far, the thumbs above
///   it move; where they cannot (at the maximum), the ones below make room.
/// - Tracking calls out of order, and settings changed in a drag: as every model
///   (``ControlModel``; the row is constrained again at once and the drag goes on from the
///   dragged thumb's new value); a change of the number of thumbs
///   (`insertThumb`, `removeThumb`, `values` of another count) ends the drag first, as
///   `cancelTracking()` does, since the thumb under the finger may have changed its place.
///
/// The drawing (`drawing(style:cache:)`). Layers, back to front: `track` (static), with an
/// `enabledRange` `outsideEnabledRange` (static), with ticks `ticks` (static), `highlight`
/// (dynamic: the track from the lowest thumb to the highest, from the minimum with one thumb,
/// clipped to the track), then per thumb `thumb1`, `thumb2`… (static content at the minimum,
/// translated to its value) each followed by its veil `thumb1Veil`… (static, opaque only while that
/// thumb is dragged), and, with `valueLabelSpace`, `valueLabels` (dynamic; see
/// `valueLabels(font:color:)`). A change of values alone changes the highlight, the thumbs'
/// translations and the labels.
public final class MultiSliderModel {
    /// The duration of animated changes and taps, seconds (0.25 s).
    @_spi(Hosting) public static let animationDuration = ThumbSlider<[Double]>.animationDuration

    /// The most thumbs a slider holds: 16.
    public static let maximumThumbCount = ThumbSlider<[Double]>.maximumThumbCount

    /// The thumbs, their rules and their input: the one thumb-slider implementation.
    @_spi(Hosting) public let slider = ThumbSlider<[Double]>(values: [0.25, 0.5, 0.75]) { $0 }

    /// The gesture session the slider runs on.
    @_spi(Hosting) public var session: GestureSession<[Double]> { slider.pipeline }

    /// A multi-thumb slider with every default; see `ControlModel/init(bounds:)`.
    @_spi(Hosting) public init() {
        rebuildGeometry()
    }

    // MARK: Values

    /// The thumbs' values in order, lowest first; default `[0.25, 0.5, 0.75]`. Setting it is
    /// `setValues(_:animated: false)`: it may change the number of thumbs, and sends no event.
    public var values: [Double] {
        get { slider.stored }
        set { setValues(newValue, animated: false) }
    }

    /// The values a double tap, assistive technology's "Reset to default value" and
    /// ``ControlModel/reset(animated:)`` restore, thumb count included, taken as
    /// ``setValues(_:animated:)`` takes them (NaN is left out when set; an empty array restores
    /// nothing); `nil` (the default) for no reset. While set, a single tap waits 0.35 s before it
    /// moves a thumb, as it may be the first of a double tap.
    public var defaultValues: [Double]? {
        didSet {
            if let d = defaultValues, d.contains(where: \.isNaN) { defaultValues = d.filter { !$0.isNaN } }
            if defaultValues != oldValue { changes.notify() }
        }
    }

    /// ``defaultValues``.
    @_spi(Hosting) public var defaultCurrentValue: [Double]? {
        get { defaultValues }
        set { defaultValues = newValue }
    }

    /// ``defaultValues``.
    @_spi(Hosting) public var defaultThumbValues: [Double]? { defaultValues }

    /// How many thumbs the slider has, 1…16 (``maximumThumbCount``).
    public var thumbCount: Int { slider.thumbCount }

    /// Sets every thumb at once, sorted, under the rules above (NaN left out, out-of-range values
    /// clamped, at most the first 16, an empty array ignored); with `animated` the thumbs slide
    /// there over 0.25 s, driven by `advance(to:)`, when their number stays. Sends no event.
    public func setValues(_ newValues: [Double], animated: Bool) { slider.setValues(newValues, animated: animated) }

    /// Sets thumb `index`'s value (0 is the lowest thumb), clamped into what its neighbours allow
    /// (no other thumb moves); sends no event. NaN and an index out of range are ignored.
    public func setValue(_ value: Double, forThumb index: Int, animated: Bool) {
        slider.setValue(value, forThumb: index, animated: animated)
    }

    /// Adds a thumb at `value` (clamped and snapped), where it belongs in the order, after any
    /// thumb already there; the others make room where the distance limits need it, as for
    /// ``values``. Returns the new thumb's index, or `nil` (nothing changes) when `value` is NaN or
    /// the slider already has 16 thumbs. Sends no event; a drag under way ends first.
    @discardableResult
    public func insertThumb(withValue value: Double) -> Int? { slider.insertThumb(withValue: value) }

    /// Removes thumb `index` (0 is the lowest); the others stay, unless the maximum distance then
    /// needs them closer. Returns `false`, changing nothing, for an index out of range or the
    /// slider's last thumb (one always stays). Sends no event; a drag under way ends first.
    @discardableResult
    public func removeThumb(at index: Int) -> Bool { slider.removeThumb(at: index) }

    /// What a dragged thumb does at a neighbour: `.stop` (the default) stops it, `.push` carries
    /// the neighbours along. Keys and taps follow it too.
    public var collision: MultiSliderCollision {
        get { slider.pushesNeighbours ? .push : .stop }
        set { slider.pushesNeighbours = newValue == .push }
    }

    /// `minimumDistance` as it applies to the thumbs there are.
    @_spi(Hosting) public var effectiveMinimumDistance: Double { slider.spacing.minimum }

    /// `maximumDistance` as it applies: `.infinity` for no limit, never below the minimum distance.
    @_spi(Hosting) public var effectiveMaximumDistance: Double { slider.spacing.maximum }

    // MARK: Geometry

    /// The geometry these properties describe: the range slider's (square thumbs as thick as the
    /// slider, a track a third as thick).
    @_spi(Hosting) public var geometry: ThumbSliderGeometry { slider.geometry }

    // MARK: Keys and accessibility settings

    /// The thumb keyboard adjustments apply to (0 is the lowest): the one last dragged, or where
    /// the host moved focus (Tab between thumbs). Default 0; set out of range, it is clamped to the
    /// thumbs there are.
    public var focusedThumb: Int { get { slider.focusedThumb } set { slider.focusedThumb = newValue } }

    /// The names read for the thumbs, lowest first, one per thumb. Until the app names a thumb its
    /// name is the default, "Value 2 of 3", in the language of the environment's locale (German
    /// "Wert 2 von 3", Japanese "値 2/3"). Names belong to places in the order (the lowest thumb,
    /// the next…), not to a thumb that moves; only the names an assignment changes are set, and
    /// names beyond the thumbs there are are ignored.
    public var accessibilityLabels: [String] {
        get { slider.stored.indices.map(label(forThumb:)) }
        set {
            let old = accessibilityLabels
            var changed = false
            for (i, name) in newValue.enumerated() where i < old.count && name != old[i] {
                customLabels[i] = name
                changed = true
            }
            if changed { changes.notify() }
        }
    }

    /// The names the app set, by place.
    private var customLabels: [Int: String] = [:]

    /// The names the app gave the thumbs, by place (lowest first), `nil` where a thumb keeps its
    /// default; places beyond the thumbs there are keep their names for thumbs added later.
    /// Setting it replaces every name given before, so a name left out returns to the default:
    /// what a host that is given the whole list each time (a SwiftUI view) sets.
    @_spi(Hosting) public var customAccessibilityLabels: [String?] {
        get { (0..<(customLabels.keys.max().map { $0 + 1 } ?? 0)).map { customLabels[$0] } }
        set {
            var names: [Int: String] = [:]
            for (i, name) in newValue.enumerated() { if let name { names[i] = name } }
            guard names != customLabels else { return }
            customLabels = names
            changes.notify()
        }
    }

    /// The name read for thumb `index`: the app's, else "Value 2 of 3" in the locale's language.
    func label(forThumb index: Int) -> String {
        customLabels[index]
            ?? AccessibilityFormat.multiSliderThumbLabel.text(for: environment.locale, "\(index + 1)", "\(thumbCount)")
    }

    /// The thumb an adjustment under way applies to, when not the focused one
    /// (`perform(_:onThumb:cause:)`).
    var adjustedThumb: Int?

    // MARK: Time

    /// The fraction of the range thumb `index` shows now (follows animations).
    @_spi(Hosting) public func presentationFraction(at index: Int) -> Double { slider.presentationFraction(at: index) }

    /// The fractions of the range the thumbs show now, lowest first.
    @_spi(Hosting) public var presentationFractions: [Double] { slider.presentationFractions }
}
