import Foundation

// Where the multi-thumb slider's parts lie: the label bands, the slider between them and each
// thumb's frame (the thumb sliders' rules, `ThumbSliderGeometry`).

extension MultiSliderModel {
    /// The bounds less the label bands: where track and thumbs live.
    @_spi(Hosting) public var sliderBounds: CGRect { slider.layout.slider }

    /// The value label band (empty when `valueLabelSpace` is 0).
    @_spi(Hosting) public var labelBounds: CGRect { slider.layout.labels }

    /// The tick label band (empty when `tickLabelSpace` is 0).
    @_spi(Hosting) public var tickLabelBounds: CGRect { slider.layout.ticks }

    /// The frame of thumb `index` as shown now (follows animations); `.zero` for an index out of
    /// range.
    @_spi(Hosting) public func thumbFrame(at index: Int) -> CGRect { slider.thumbFrame(at: index) }
}
