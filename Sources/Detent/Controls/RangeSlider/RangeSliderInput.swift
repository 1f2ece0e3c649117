import Foundation

// The range slider's touch and key rules and its size: what a host asks before and around input.

extension RangeSliderModel {
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
