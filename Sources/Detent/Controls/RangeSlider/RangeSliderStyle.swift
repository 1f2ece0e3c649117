import Foundation

/// The range slider's look: the multi-thumb slider's (see ``MultiSliderStyle`` for each colour,
/// shape and label setting and its default), since the range slider is its two-thumb case. The
/// selected range between the thumbs is the highlighted part of the track.
public typealias RangeSliderStyle = MultiSliderStyle

/// The axis of a straight track; see ``TrackOrientation``.
@available(*, deprecated, renamed: "TrackOrientation")
public typealias RangeSliderOrientation = TrackOrientation
