import Foundation

// The multi-thumb slider's input: its keys, the thumb a touch takes and the highlight a drag
// shows.

extension MultiSliderModel {
    // MARK: Drags

    /// The thumb drawn highlighted: the one being dragged; `nil` when none is (also while a finger
    /// on several thumbs has not yet moved).
    @_spi(Hosting) public var highlightedThumb: Int? { slider.highlightedThumb }

    // MARK: Keys

    /// Applies a keyboard or accessibility adjustment to thumb `index` (default: `focusedThumb`;
    /// an index out of range does nothing): ± one step (or 1 % of the travel along the scale), ± a
    /// page (or a quarter of the travel); Home and End go as far as the thumb may. The collision
    /// rule applies as for a drag. `cause` says where it came from (default `.key`). Returns
    /// whether a value changed.
    @discardableResult
    public func perform(_ action: AdjustmentAction, onThumb index: Int?, cause: EventCause = .key) -> Bool {
        if let index, !slider.stored.indices.contains(index) { return false }
        return send(action, cause: cause, to: index, through: \.adjustedThumb)
    }

    /// Applies an adjustment to the thumb `perform(_:onThumb:cause:)` names, else the focused one.
    @_spi(Hosting) public func adjust(_ action: AdjustmentAction, cause: EventCause) -> Bool {
        slider.adjust(action, thumb: adjustedThumb, cause: cause)
    }

    /// Moves keyboard focus to the next thumb up (`forward`, as Tab does) or down (as Shift-Tab
    /// does). Returns `false`, changing nothing, when there is no thumb that way: focus should then
    /// leave the slider.
    @_spi(Hosting) @discardableResult
    public func moveFocus(forward: Bool) -> Bool { slider.moveFocus(forward: forward) }

    // MARK: Touch rules

    /// The area that answers to a touch on thumb `index`: its frame (as shown now), grown about its
    /// centre to at least `TouchTarget/minimumSide` on each side; `.zero` for an index out of range.
    @_spi(Hosting) public func thumbTouchFrame(at index: Int) -> CGRect { slider.thumbTouchFrame(at: index) }

    /// The thumb a touch at `point` takes: the thumb whose drawn frame holds it, else the one whose
    /// touch frame holds it (the nearest centre of those that do). `nil` when no thumb does, and
    /// also when the point is on several drawn thumbs or equally near several centres: then the
    /// drag's direction decides.
    @_spi(Hosting) public func thumb(at point: CGPoint) -> Int? { slider.thumb(at: point) }
}

extension MultiSliderModel: ValueRangeModel {
    /// ``values``.
    @_spi(Hosting) public var currentValue: [Double] { values }
    /// ``setValues(_:animated:)``.
    @_spi(Hosting) public func setCurrentValue(_ value: [Double], animated: Bool) { setValues(value, animated: animated) }
    /// 1: a tap on the track moves the nearest thumb there.
    @_spi(Hosting) public static var tapCount: Int { 1 }
}

extension MultiSliderModel: LinearControlModel, ThumbSliderModel {}
