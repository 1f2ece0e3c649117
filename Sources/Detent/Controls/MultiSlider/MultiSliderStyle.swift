import Foundation

/// The multi-thumb slider's look: the thumb sliders' (see ``ThumbSliderStyle`` for each colour,
/// shape and label setting and its default), which the range slider shares. The highlighted part
/// of the track runs from the lowest thumb to the highest.
public typealias MultiSliderStyle = ThumbSliderStyle
