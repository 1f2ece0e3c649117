import Foundation

/// The range slider's look: the thumb sliders' (see ``ThumbSliderStyle`` for each colour, shape
/// and label setting and its default), which the multi-thumb slider shares. The selected range
/// between the thumbs is the highlighted part of the track.
public typealias RangeSliderStyle = ThumbSliderStyle

/// The axis of a straight track; see ``TrackOrientation``.
@available(*, deprecated, renamed: "TrackOrientation")
public typealias RangeSliderOrientation = TrackOrientation
