import Foundation

/// Where the range slider's value labels go: one over each thumb, or, when the two would collide,
/// one merged "lower – upper" label between them.
@_spi(Hosting) public enum RangeSliderLabels: Sendable, Equatable {
    /// Two labels, each centred over its thumb (kept inside the bounds).
    case separate(lower: TextItem, upper: TextItem)
    /// One label for the whole range, centred between the thumbs.
    case merged(TextItem)

    /// The labels as a list, lower first.
    public var items: [TextItem] {
        switch self {
        case .separate(let l, let u): return [l, u]
        case .merged(let m): return [m]
        }
    }
}

extension RangeSliderModel {
    /// The value labels for the thumbs as shown now, laid out in the label band with `font` and
    /// `color`; `nil` when the model keeps no `valueLabelSpace`. Text widths are estimated by
    /// ``TextMetrics``; labels closer than 4 points (or overlapping) merge into one.
    @_spi(Hosting) public func valueLabels(font: DrawingFont, color: DrawingColor) -> RangeSliderLabels? {
        let band = labelBounds
        guard !band.isEmpty else { return nil }
        let g = geometry
        let f = presentationFractions
        let lowerText = valueText(for: lowerValue), upperText = valueText(for: upperValue)
        let a = g.position(forFraction: f.lower), b = g.position(forFraction: f.upper)
        switch orientation {
        case .horizontal:
            let wl = TextMetrics.width(of: lowerText, font: font), wu = TextMetrics.width(of: upperText, font: font)
            let y = Double(band.midY)
            let xl = fit(a, width: wl, in: Double(band.minX)...Double(band.maxX))
            let xu = fit(b, width: wu, in: Double(band.minX)...Double(band.maxX))
            if abs(xu - xl) >= (wl + wu) / 2 + 4 {
                return .separate(lower: TextItem(lowerText, center: CGPoint(x: xl, y: y), font: font, color: color),
                                 upper: TextItem(upperText, center: CGPoint(x: xu, y: y), font: font, color: color))
            }
            let text = rangeText
            let x = fit((a + b) / 2, width: TextMetrics.width(of: text, font: font), in: Double(band.minX)...Double(band.maxX))
            return .merged(TextItem(text, center: CGPoint(x: x, y: y), font: font, color: color))
        case .vertical:
            let h = TextMetrics.lineHeight(of: font)
            let x = Double(band.midX)
            let yl = fit(a, width: h, in: Double(band.minY)...Double(band.maxY))
            let yu = fit(b, width: h, in: Double(band.minY)...Double(band.maxY))
            if abs(yu - yl) >= h + 2 {
                return .separate(lower: TextItem(lowerText, center: CGPoint(x: x, y: yl), font: font, color: color),
                                 upper: TextItem(upperText, center: CGPoint(x: x, y: yu), font: font, color: color))
            }
            let y = fit((a + b) / 2, width: h, in: Double(band.minY)...Double(band.maxY))
            return .merged(TextItem(rangeText, center: CGPoint(x: x, y: y), font: font, color: color))
        }
    }

    /// `center` moved so a box of `width` centred on it stays inside `span` where it fits.
    private func fit(_ center: Double, width: Double, in span: ClosedRange<Double>) -> Double {
        guard span.upperBound - span.lowerBound > width else { return (span.lowerBound + span.upperBound) / 2 }
        return min(max(center, span.lowerBound + width / 2), span.upperBound - width / 2)
    }
}
