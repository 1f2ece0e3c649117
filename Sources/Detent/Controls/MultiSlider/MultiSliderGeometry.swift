import Foundation

// Where the multi-thumb slider's parts lie: the label bands, the slider between them and each
// thumb's frame. The track and thumb rules are the range slider's (`RangeSliderGeometry`).

extension MultiSliderModel {
    /// The value label band's thickness the text scale asks for, points (before the bounds limit it).
    var scaledValueLabelSpace: Double { min(valueLabelSpace * environment.textScale, .greatestFiniteMagnitude) }

    /// The tick label band's thickness the text scale asks for, points (before the bounds limit it).
    var scaledTickLabelSpace: Double { min(tickLabelSpace * environment.textScale, .greatestFiniteMagnitude) }

    private var labelSplit: (slider: CGRect, labels: CGRect, ticks: CGRect) {
        RangeSliderGeometry.split(bounds, orientation: orientation, valueLabels: scaledValueLabelSpace, tickLabels: scaledTickLabelSpace)
    }

    /// The bounds less the label bands: where track and thumbs live.
    @_spi(Hosting) public var sliderBounds: CGRect { labelSplit.slider }

    /// The value label band (empty when `valueLabelSpace` is 0).
    @_spi(Hosting) public var labelBounds: CGRect { labelSplit.labels }

    /// The tick label band (empty when `tickLabelSpace` is 0).
    @_spi(Hosting) public var tickLabelBounds: CGRect { labelSplit.ticks }

    /// The frame of thumb `index` as shown now (follows animations); `.zero` for an index out of
    /// range.
    @_spi(Hosting) public func thumbFrame(at index: Int) -> CGRect {
        guard index >= 0, index < thumbCount else { return .zero }
        return geometry.thumbFrame(forFraction: presentationFraction(at: index))
    }
}
