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
        let band = labelBounds
        guard !band.isEmpty else { return nil }
        let horizontal = orientation == .horizontal
        let g = geometry, v = values
        let span = horizontal ? Double(band.minX)...Double(band.maxX) : Double(band.minY)...Double(band.maxY)
        let positions = v.indices.map { g.position(forFraction: presentationFraction(at: $0)) }
        let lineHeight = TextMetrics.lineHeight(of: font), gap = horizontal ? 4.0 : 2.0

        func label(_ c: ClosedRange<Int>) -> (text: String, center: Double, extent: Double) {
            let low = valueText(for: v[c.lowerBound]), high = valueText(for: v[c.upperBound])
            let text = low == high ? low : AccessibilityFormat.rangeValue.text(for: environment.locale, low, high)
            let extent = horizontal ? TextMetrics.width(of: text, font: font) : lineHeight
            return (text, fit((positions[c.lowerBound] + positions[c.upperBound]) / 2, extent: extent, in: span), extent)
        }

        var clusters = v.indices.map { $0...$0 }
        var labels = clusters.map(label)
        var k = 0
        while k + 1 < clusters.count {
            let a = labels[k], b = labels[k + 1]
            guard abs(b.center - a.center) < (a.extent + b.extent) / 2 + gap else {
                k += 1
                continue
            }
            clusters[k] = clusters[k].lowerBound...clusters[k + 1].upperBound
            clusters.remove(at: k + 1)
            labels.remove(at: k + 1)
            labels[k] = label(clusters[k])
            // The wider label may now reach the one before it.
            k = max(k - 1, 0)
        }
        let across = horizontal ? Double(band.midY) : Double(band.midX)
        return labels.map { l in
            TextItem(l.text, center: horizontal ? CGPoint(x: l.center, y: across) : CGPoint(x: across, y: l.center),
                     font: font, color: color)
        }
    }

    /// `center` moved so a box of `extent` centred on it stays inside `span` where it fits.
    private func fit(_ center: Double, extent: Double, in span: ClosedRange<Double>) -> Double {
        guard span.upperBound - span.lowerBound > extent else { return (span.lowerBound + span.upperBound) / 2 }
        return min(max(center, span.lowerBound + extent / 2), span.upperBound - extent / 2)
    }
}
