import Foundation

/// A straight track with several thumbs on one range (the range slider, the multi-thumb slider):
/// the touch rules they share, written once.
protocol ThumbTrack: ValueRangeModel, PointerInput {
    /// How many thumbs the track has; thumb 0 is the lowest.
    var thumbCount: Int { get }
    /// The area that answers to a touch on thumb `index`.
    func thumbTouchFrame(at index: Int) -> CGRect
    /// The slider itself, without its label bands.
    var sliderBounds: CGRect { get }
    /// The track's geometry.
    var geometry: RangeSliderGeometry { get }
    /// Whether a tap on the bare track moves the nearest thumb there.
    var movesNearestThumbOnTap: Bool { get }
}

extension ThumbTrack {
    /// Whether a touch at `point` is on a thumb's touch frame.
    func isOnThumbTarget(_ point: CGPoint) -> Bool {
        point.isFinite && (0..<thumbCount).contains { thumbTouchFrame(at: $0).contains(point) }
    }

    /// A tap at `point` (`nil`: none, and nothing happens): a drag under way is cancelled, then a
    /// tap on the bare track gives `moveNearestThumb` the value under it. A tap moves no thumb
    /// while disabled, with `movesNearestThumbOnTap` off, off the slider or on a thumb's touch
    /// frame. Returns whether a value changed.
    func tapMovingNearestThumb(at point: CGPoint?, _ moveNearestThumb: (_ target: Double) -> Bool) -> Bool {
        guard let point else { return false }
        return afterCancellingDrag {
            guard isEnabled, movesNearestThumbOnTap, !isTracking, point.isFinite, sliderBounds.contains(point),
                  !isOnThumbTarget(point) else { return false }
            return moveNearestThumb(valueBounds.value(atFraction: geometry.fraction(at: point)))
        }
    }
}

extension RangeSliderModel: ThumbTrack {
    /// Two: the lower thumb (0) and the upper one (1).
    var thumbCount: Int { 2 }
    func thumbTouchFrame(at index: Int) -> CGRect { thumbTouchFrame(index == 0 ? .lower : .upper) }
}

extension MultiSliderModel: ThumbTrack {}
