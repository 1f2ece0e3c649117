import Foundation

// The range slider's input: its keys, the thumb a touch takes and the highlight a drag shows.

extension RangeSliderModel {
    // MARK: Drags

    /// The thumb drawn highlighted: the one being dragged. `nil` when no single thumb is (also
    /// while a finger on both thumbs has not yet moved).
    @_spi(Hosting) public var highlightedThumb: RangeSliderThumb? { slider.highlightedThumb.map(RangeSliderThumb.init(index:)) }

    /// True while the highlighted range itself is being dragged.
    @_spi(Hosting) public var isRangeHighlighted: Bool { slider.isRangeHighlighted }

    // MARK: Keys

    /// Moves keyboard focus to the next thumb (`forward`: lower to upper, as Tab does) or the
    /// previous one (upper to lower, as Shift-Tab does). Returns `false`, changing nothing, when
    /// there is no thumb that way: focus should then leave the slider.
    @_spi(Hosting) @discardableResult
    public func moveFocus(forward: Bool) -> Bool { slider.moveFocus(forward: forward) }

    /// Applies a keyboard or accessibility adjustment to `thumb` (default: `focusedThumb`):
    /// ± one step (or 1 % of the travel along the scale), ± a page (or a quarter of the travel), Home
    /// and End go as far as the thumb may.
    /// `cause` says where it came from (default `.key`). Returns whether a value changed.
    @discardableResult
    public func perform(_ action: AdjustmentAction, on thumb: RangeSliderThumb? = nil, cause: EventCause = .key) -> Bool {
        send(action, cause: cause, to: thumb, through: \.adjustedThumb)
    }

    /// Applies an adjustment to the thumb `perform(_:on:cause:)` names, else the focused one.
    @_spi(Hosting) public func adjust(_ action: AdjustmentAction, cause: EventCause) -> Bool {
        slider.adjust(action, thumb: adjustedThumb?.index, cause: cause)
    }

    // MARK: Touch rules

    /// The area that answers to a touch on `thumb`: its frame (as shown now), grown about its
    /// centre to at least `TouchTarget/minimumSide` on each side, so a 31-point slider's thumbs
    /// still take a 44 × 44-point finger.
    @_spi(Hosting) public func thumbTouchFrame(_ thumb: RangeSliderThumb) -> CGRect { slider.thumbTouchFrame(at: thumb.index) }

    /// The thumb a touch at `point` takes: the thumb whose drawn frame holds it, else the thumb
    /// whose touch frame holds it (the nearer centre when both do). `nil` when no thumb does,
    /// and also when the point is on both drawn thumbs or equally near both centres: then the
    /// drag's direction decides.
    @_spi(Hosting) public func thumb(at point: CGPoint) -> RangeSliderThumb? { slider.thumb(at: point).map(RangeSliderThumb.init(index:)) }
}

extension RangeSliderModel: ValueRangeModel {
    /// `lowerValue...upperValue`.
    @_spi(Hosting) public var currentValue: ClosedRange<Double> { values }
    /// ``setValues(lower:upper:animated:)``.
    @_spi(Hosting) public func setCurrentValue(_ value: ClosedRange<Double>, animated: Bool) {
        setValues(lower: value.lowerBound, upper: value.upperBound, animated: animated)
    }
    /// 1: a tap on the track moves the nearer thumb there.
    @_spi(Hosting) public static var tapCount: Int { 1 }
}

extension RangeSliderModel: LinearControlModel, ThumbSliderModel {}
