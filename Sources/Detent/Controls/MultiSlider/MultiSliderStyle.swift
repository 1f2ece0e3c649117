import Foundation

/// The multi-thumb slider's look: the range slider's, with the same automatic colours, shapes,
/// shadow, outlines, veil and labels (see `RangeSliderStyle` for each and its default). The
/// highlighted part of the track runs from the lowest thumb to the highest (from the minimum with
/// one thumb); a dragged thumb wears the highlight veil.
public typealias MultiSliderStyle = RangeSliderStyle
