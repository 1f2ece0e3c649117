import Foundation

/// A slider with thumbs on one range: the multi-thumb slider (``MultiSliderModel``, 1…16
/// thumbs) and the range slider (``RangeSliderModel``), its two-thumb case. Both run on one
/// implementation, so every rule here holds for both alike; the settings they share are declared
/// here once. Each model names its thumbs, keeps the settings only it has and says what value its
/// events carry.
public protocol ThumbSliderModel: ValueRangeModel, LinearControlModel where Style == ThumbSliderStyle {
    /// The thumbs, their rules and their input.
    @_spi(Hosting) var slider: ThumbSlider<Value> { get }
    /// The values a reset restores, lowest first, as set (`nil`: no reset).
    @_spi(Hosting) var defaultThumbValues: [Double]? { get }
}

extension ThumbSliderModel {
    // MARK: Settings

    /// The smallest allowed distance between neighbouring thumbs (the range slider's
    /// `upperValue − lowerValue`), value units; default 0. NaN or negative is 0; it acts as at most
    /// `(max − min) / (thumbs − 1)`, so all thumbs fit.
    ///
    /// With a step, the values a thumb may take are the step's multiples from the minimum and the
    /// maximum itself, even where the range is not a whole number of steps (as
    /// `ValueBounds/clamp(_:)` allows it): on 0…100 with step 3 they are 0, 3, …, 99 and 100;
    /// with an enabled range, those inside it. Wherever values on the steps keep the distance
    /// limits, the thumbs keep both rules: two thumbs set to 100 with a minimum distance of 6 are
    /// at 93 and 100 (the upper value stays, the lower one takes the highest step at least 6
    /// below it; 94 is off the steps). The distance counts within a billionth of a step, so
    /// rounding does not lose a step (0.1 and 0.3 are 0.2 apart, though their difference as
    /// doubles is 0.19999999999999998). Where no such values exist, the distance limits win and
    /// the values leave the steps.
    ///
    /// Off the steps the limits hold exactly as doubles subtract, even near the largest doubles:
    /// where `lower + minimumDistance` rounds to `lower` itself, the upper value is the next double
    /// above. Only where the doubles are farther apart than the maximum distance allows (a
    /// maximum of 4.5 near 1e307, where they are about 2e291 apart) can the two limits not both
    /// hold; there the minimum distance wins and the thumbs are the nearest doubles that keep it.
    /// On the range slider a value too close or too far moves the upper value; where it cannot
    /// move (at the end), the lower one.
    public var minimumDistance: Double {
        get { slider.minimumDistance }
        set { slider.minimumDistance = newValue }
    }

    /// The largest allowed distance between neighbouring thumbs, value units; default `nil`, no
    /// limit. NaN or ≤ 0 is no limit; below the minimum distance it acts as the minimum distance.
    public var maximumDistance: Double? {
        get { slider.maximumDistance }
        set { slider.maximumDistance = newValue }
    }

    /// When `true` (the default) a tap on the bare track moves the thumb nearest to it on screen
    /// there, animated.
    public var movesNearestThumbOnTap: Bool {
        get { slider.movesNearestThumbOnTap }
        set { slider.movesNearestThumbOnTap = newValue }
    }

    /// The axis; default `.horizontal`. A vertical slider increases upwards.
    public var orientation: TrackOrientation {
        get { slider.orientation }
        set { setGeometryInput(\.orientation, of: slider, to: newValue) }
    }

    /// Room kept for value labels, points across the axis at the standard text size: a band at
    /// the top of a horizontal slider, at the left of a vertical one. Default 0 (no labels).
    ///
    /// The band grows with the text, as the labels' font does: it is `valueLabelSpace` times the
    /// environment's `ControlEnvironment/textScale` (20 points are 62 at iOS's largest
    /// accessibility size, 3.1), and that band is what layout, drawing, touches and the natural
    /// size use. Negative or non-finite values are 0; the band never takes more than the whole
    /// bounds.
    public var valueLabelSpace: Double {
        get { slider.valueLabelSpace }
        set { setGeometryInput(\.valueLabelSpace, of: slider, to: newValue.keptAsLabelSpace) }
    }

    /// Room kept for tick labels (see `ticks`), points across the axis at the standard text size:
    /// a band below a horizontal slider, right of a vertical one. Default 0 (tick marks only; their
    /// labels are still read out). Like ``valueLabelSpace``, the band is this times the
    /// environment's text scale. Negative or non-finite values are 0; the band never takes more
    /// than what the value labels leave.
    public var tickLabelSpace: Double {
        get { slider.tickLabelSpace }
        set { setGeometryInput(\.tickLabelSpace, of: slider, to: newValue.keptAsLabelSpace) }
    }

    /// The text of one value, through `valueFormatter` (or `valueFormat`), else a tick's label or
    /// the range's own text.
    public func valueText(for value: Double) -> String { slider.valueText(for: value) }

    // MARK: Host

    /// What the host knows of its platform; see `ControlModel/environment`. Setting it sets
    /// `isEnabled` and `layoutDirection` from it and, with reduce motion, makes animated changes
    /// jump; the label bands grow with its text scale.
    @_spi(Hosting) public var environment: ControlEnvironment {
        get { slider.environment }
        set {
            let old = slider.environment
            slider.environment = newValue
            trackEnvironmentChanged(from: old) { slider.pipeline.adopt(newValue) }
        }
    }

    /// The range and step (`minimumValue`, `maximumValue`, `step`), as one value; default 0…1
    /// without a step. Setting it brings every thumb inside under the distance rules (no event).
    @_spi(Hosting) public var valueBounds: ValueBounds {
        get { slider.range }
        set { slider.replaceBounds(with: newValue) }
    }

    /// Opens a settings transaction.
    @_spi(Hosting) public func beginConfiguration() { slider.beginConfiguration() }

    /// Closes a settings transaction: the values asked for inside it are set again under the final
    /// range, step and distances.
    @_spi(Hosting) public func endConfiguration() { slider.endConfiguration() }

    /// The value label band's thickness the text scale asks for, points (before the bounds limit it).
    var scaledValueLabelSpace: Double { min(valueLabelSpace * environment.textScale, .greatestFiniteMagnitude) }

    /// The tick label band's thickness the text scale asks for, points (before the bounds limit it).
    var scaledTickLabelSpace: Double { min(tickLabelSpace * environment.textScale, .greatestFiniteMagnitude) }

    /// Builds the thumbs' layout again; see `ControlModel/rebuildGeometry()`.
    @_spi(Hosting) public func rebuildGeometry() {
        slider.layout = ThumbSliderLayout(bounds: bounds, orientation: orientation, layoutDirection: layoutDirection,
                                          valueLabels: scaledValueLabelSpace, tickLabels: scaledTickLabelSpace)
    }

    // MARK: Input

    /// Starts a drag at `point`: the thumb whose touch target (its frame grown to at least 44 × 44
    /// points) holds it; where several do (thumbs on top of each other), the drag's direction
    /// picks, again at every movement until they part: towards the maximum the highest of them,
    /// else the lowest. Where the slider allows it, a point between the outermost thumbs drags
    /// them all. Anywhere else, disabled, a non-finite point or no room returns `false`. The drag's
    /// `.editingDidBegin` comes with its first change. `time` is unused (the parameter keeps every control's input in one
    /// form, ``ControlModel``).
    @_spi(Hosting) public func beginPointer(at point: CGPoint, time: Double?) -> Bool {
        slider.beginPointer(at: point, cancel: cancelTracking)
    }

    /// Moves the dragged thumb (or the range) by the drag's change since the last event:
    /// `(max − min) · Δ / (length − thumb)` along the scale, a tenth of that with Shift.
    @_spi(Hosting) public func followDrag(from start: CGPoint, to point: CGPoint) { slider.followDrag(from: start, to: point) }

    /// Ends the drag: the deferred report, then `.editingDidEnd`.
    @_spi(Hosting) public func finishDrag() { slider.finishDrag() }

    /// `count` taps (one or two, ``takesTaps(of:)``) at `point`, recognised at `time`; a drag
    /// under way is cancelled first. One tap on the bare track moves the thumb nearest to it on
    /// screen there, animated, and reports it; it moves no thumb while disabled, with
    /// `movesNearestThumbOnTap` off, off the slider or on a thumb's touch frame. With
    /// `defaultValues` set every single tap waits 0.35 s first, as it may be the first of a double
    /// tap. Two, or a single tap within 0.35 s of a waiting one, restore `defaultValues`, animated,
    /// as one edit caused by the tap; without `defaultValues` a double tap does nothing. Returns
    /// whether a value changed or a tap waits.
    @_spi(Hosting) public func tapGesture(at point: CGPoint?, count: Int, time: Double?) -> Bool {
        tapOrDoubleTap(at: point, count: count, time: time, act: moveNearestThumb(to:)) { restoreDefaults(cause: .tap) }
    }

    /// Whether a tap at `point` acts: on the slider, enabled, on the bare track where taps move
    /// the nearest thumb, or anywhere on it with `defaultValues` (a double tap resets).
    @_spi(Hosting) public func tapActs(at point: CGPoint) -> Bool {
        guard isEnabled, point.isFinite, slider.sliderBounds.contains(point) else { return false }
        return defaultThumbValues != nil || slider.movesNearestThumbOnTap && !slider.isOnThumbTarget(point)
    }

    /// The waiting tap, its double-tap interval passed, moves the nearest thumb there.
    @_spi(Hosting) public func takeWaitingTap(at point: CGPoint) { _ = moveNearestThumb(to: point) }

    private func moveNearestThumb(to point: CGPoint) -> Bool {
        guard isEnabled, slider.movesNearestThumbOnTap, !isTracking, point.isFinite, slider.sliderBounds.contains(point),
              !slider.isOnThumbTarget(point) else { return false }
        return slider.moveNearestThumb(to: valueBounds.value(atFraction: slider.geometry.fraction(at: point)))
    }

    /// Restores the defaults as one edit caused by `cause`; see `ThumbSlider.restore(_:cause:)`.
    func restoreDefaults(cause: EventCause) -> Bool {
        guard let defaults = defaultThumbValues else { return false }
        return slider.restore(defaults, cause: cause)
    }

    /// "Reset to default value" (offered while the slider is enabled and has `defaultValues`):
    /// what a double tap does, with the cause `.assistiveTechnology`.
    @_spi(Hosting) public func performAccessibilityAction(_ kind: AccessibilityAction.Kind) -> Bool {
        switch kind {
        case .resetToDefault: resetDroppingWaitingTap { restoreDefaults(cause: .assistiveTechnology) }
        }
    }

    /// How far `point` lies beyond the control across the track, points.
    @_spi(Hosting) public func scrubbingDistance(at point: CGPoint) -> Double { slider.geometry.crossDistance(of: point) }

    /// The thumb a press at `point` would take, when there is one.
    @_spi(Hosting) public func hoverFrame(at point: CGPoint) -> CGRect? {
        guard point.isFinite else { return nil }
        return slider.thumb(at: point).map(slider.thumbFrame(at:))
    }

    /// The focused thumb's value: what a typed value sets.
    @_spi(Hosting) public var typedEntryValue: Double? { slider.stored[slider.focusedThumb] }

    /// A typed value for the focused thumb, animated, as one edit caused by `.typedEntry`, under
    /// the distance rules (a neighbour stops it, or is pushed); see `ControlModel/enterValue(_:)`.
    @_spi(Hosting) public func enterTypedValue(_ value: Double) -> Bool {
        afterCancellingDrag { slider.moveFocusedThumb(to: value, cause: .typedEntry) }
    }

    /// Whose a touch at `point` is: where a drag may begin (a thumb's touch frame, the range
    /// where it is draggable) `.undecided`, since a movement along the slider claims it and one
    /// across it scrolls the page; anywhere else (the bare track, outside, disabled) `.scroller`,
    /// and a tap there still reaches the slider.
    @_spi(Hosting) public func touchClaim(at point: CGPoint) -> TouchClaim { slider.touchClaim(at: point) }

    /// The slider's rule for an undecided touch: a movement mostly along its axis claims it, one
    /// mostly across it goes to the scroller.
    @_spi(Hosting) public func claimsMovement(from start: CGPoint, by translation: CGSize) -> Bool {
        isMostlyAlong(orientation, translation)
    }

    /// Whether a touch at `point` lands on the slider at all: inside its bounds or on a thumb's
    /// touch frame (which may reach beyond them). Hosts use it for hit-testing.
    @_spi(Hosting) public func containsTouch(at point: CGPoint) -> Bool { slider.containsTouch(at: point) }

    /// The arrows move a thumb the way they point: on a horizontal slider laid out right to left,
    /// the right arrow decrements.
    @_spi(Hosting) public func adjustment(for key: NavigationKey) -> AdjustmentAction {
        AdjustmentAction(key: key, mirrored: orientation == .horizontal && layoutDirection == .rightToLeft)
    }

    /// Navigation keys adjust the focused thumb; Tab and Shift+Tab move between the thumbs
    /// (`false` past the last one, so focus leaves the slider).
    @_spi(Hosting) public func handle(_ command: KeyCommand) -> Bool {
        handle(command, moveFocus: { slider.moveFocus(forward: $0) }, activate: { false })
    }

    // MARK: Size

    /// `ControlSizing/sliderThickness` plus the value and tick label bands across the axis, each
    /// band its space times the environment's text scale (the model takes both out of its
    /// bounds): 31 + (20 + 14) = 65 points with 20 points of value labels and 14 of tick labels at
    /// the standard text size, 31 + 34 × 3.1 = 136.4 at iOS's largest accessibility size. The
    /// slider itself, and so its thumbs, stays 31 points thick. No natural length along the axis.
    @_spi(Hosting) public var naturalSize: NaturalSize {
        slider.naturalSize(touchInclusive: false, valueLabels: scaledValueLabelSpace, tickLabels: scaledTickLabelSpace)
    }

    /// The natural size with the slider itself (the thumbs' side) at least
    /// `TouchTarget/minimumSide` (44) thick, plus the label bands: a thumb's touch target is its
    /// frame grown to 44 × 44 points about its centre, so only thumbs of 44 points keep their
    /// targets inside the bounds, across the axis and at both ends of it.
    @_spi(Hosting) public var touchInclusiveNaturalSize: NaturalSize {
        slider.naturalSize(touchInclusive: true, valueLabels: scaledValueLabelSpace, tickLabels: scaledTickLabelSpace)
    }
}

