import Foundation

// Where the range slider's parts lie: its geometry settings, the label bands, the slider between
// them and each thumb's frame (the thumb sliders' rules, `ThumbSliderGeometry`).

extension RangeSliderModel {
    /// The geometry these properties describe.
    @_spi(Hosting) public var geometry: ThumbSliderGeometry { slider.geometry }

    /// The bounds less the label bands: where track and thumbs live.
    @_spi(Hosting) public var sliderBounds: CGRect { slider.layout.slider }

    /// The value label band (empty when `valueLabelSpace` is 0): `valueLabelSpace` scaled by the
    /// text scale, as far as the bounds allow.
    @_spi(Hosting) public var labelBounds: CGRect { slider.layout.labels }

    /// The tick label band (empty when `tickLabelSpace` is 0): `tickLabelSpace` scaled by the text
    /// scale, as far as what the value labels leave allows.
    @_spi(Hosting) public var tickLabelBounds: CGRect { slider.layout.ticks }

    /// The frame of `thumb` as shown now (follows animations).
    @_spi(Hosting) public func thumbFrame(_ thumb: RangeSliderThumb) -> CGRect { slider.thumbFrame(at: thumb.index) }
}
