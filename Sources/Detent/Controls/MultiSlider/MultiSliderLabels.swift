import Foundation

extension MultiSliderModel {
    /// The value labels for the thumbs as shown now, laid out in the label band with `font` and
    /// `color`, lowest value first; `nil` when the model keeps no `valueLabelSpace`.
    ///
    /// Each label is centred over its thumb, moved along the axis only as far as keeps it inside
    /// the band. Neighbouring labels closer than 4 points (2 on a vertical slider) or overlapping
    /// merge into one label centred between their outermost thumbs, reading "lowest – highest" in
    /// the locale's way (one value where both read the same, as for thumbs on top of each other);
    /// merging goes on until no two labels collide. Text widths are estimated by ``TextMetrics``.
    /// Right to left, the labels follow their thumbs.
    @_spi(Hosting) public func valueLabels(font: DrawingFont, color: DrawingColor) -> [TextItem]? {
        slider.valueLabels(font: font, color: color)
    }
}
