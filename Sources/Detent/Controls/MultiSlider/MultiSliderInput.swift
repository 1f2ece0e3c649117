import Foundation

// The multi-thumb slider's touch and key rules and its size: what a host asks before and around
// input.

extension MultiSliderModel {
    /// The area that answers to a touch on thumb `index`: its frame (as shown now), grown about its
    /// centre to at least `TouchTarget/minimumSide` on each side; `.zero` for an index out of range.
    @_spi(Hosting) public func thumbTouchFrame(at index: Int) -> CGRect { slider.thumbTouchFrame(at: index) }

    /// The thumb a touch at `point` takes: the thumb whose drawn frame holds it, else the one whose
    /// touch frame holds it (the nearest centre of those that do). `nil` when no thumb does, and
    /// also when the point is on several drawn thumbs or equally near several centres: then the
    /// drag's direction decides.
    @_spi(Hosting) public func thumb(at point: CGPoint) -> Int? { slider.thumb(at: point) }

    /// Moves keyboard focus to the next thumb up (`forward`, as Tab does) or down (as Shift-Tab
    /// does). Returns `false`, changing nothing, when there is no thumb that way: focus should then
    /// leave the slider.
    @_spi(Hosting) @discardableResult
    public func moveFocus(forward: Bool) -> Bool { slider.moveFocus(forward: forward) }
}
