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
    /// ``TextMetrics``; labels closer than 4 points (2 on a vertical slider) or overlapping merge
    /// into one, "lower – upper" in the locale's way (one value where both read the same), as the
    /// multi-thumb slider's labels do.
    @_spi(Hosting) public func valueLabels(font: DrawingFont, color: DrawingColor) -> RangeSliderLabels? {
        guard let items = slider.valueLabels(font: font, color: color), let first = items.first else { return nil }
        return items.count == 2 ? .separate(lower: first, upper: items[1]) : .merged(first)
    }
}
