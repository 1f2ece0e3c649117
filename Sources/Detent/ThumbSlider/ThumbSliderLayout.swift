import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a thumb slider's parts lie: the value label band, the tick label band and the slider
/// between them, with the track's geometry. Made by the model from its settings whenever one of
/// them (or the text scale) changes, and kept, since every tracking event reads it.
struct ThumbSliderLayout: Equatable {
    /// The control's bounds.
    var bounds: CGRect
    /// Where track and thumbs live: the bounds less the label bands.
    var slider: CGRect
    /// The value label band (empty without one).
    var labels: CGRect
    /// The tick label band (empty without one).
    var ticks: CGRect
    /// The track's geometry in `slider`.
    var geometry: ThumbSliderGeometry

    /// The layout of `bounds` with an axis, a reading direction and label bands `valueLabels` and
    /// `tickLabels` points thick (already scaled by the text scale; each at most what is left).
    init(bounds: CGRect, orientation: TrackOrientation, layoutDirection: ReadingDirection,
         valueLabels: Double, tickLabels: Double) {
        self.bounds = bounds
        (slider, labels, ticks) = ThumbSliderGeometry.split(bounds, orientation: orientation, valueLabels: valueLabels,
                                                            tickLabels: tickLabels)
        geometry = ThumbSliderGeometry(bounds: slider, orientation: orientation, layoutDirection: layoutDirection)
    }
}

extension ThumbSlider {
    /// The track's geometry.
    var geometry: ThumbSliderGeometry { layout.geometry }

    /// The bounds less the label bands.
    var sliderBounds: CGRect { layout.slider }

    /// The fraction of the range thumb `index` shows now (follows animations); 0 out of range.
    func presentationFraction(at index: Int) -> Double {
        guard stored.indices.contains(index) else { return 0 }
        return pipeline.presentationFraction(index, resting: range.fraction(of: stored[index]))
    }

    /// The fractions of the range the thumbs show now, lowest first.
    var presentationFractions: [Double] { stored.indices.map(presentationFraction(at:)) }

    /// The frame of thumb `index` as shown now; `.zero` out of range.
    func thumbFrame(at index: Int) -> CGRect {
        guard stored.indices.contains(index) else { return .zero }
        return geometry.thumbFrame(forFraction: presentationFraction(at: index))
    }

    /// The frame of thumb `index` grown to a touch target; `.zero` out of range.
    func thumbTouchFrame(at index: Int) -> CGRect {
        guard stored.indices.contains(index) else { return .zero }
        return geometry.touchTarget(around: thumbFrame(at: index))
    }

    /// The thumb a touch at `point` takes; `nil` for none, or several (the drag's direction
    /// decides those).
    func thumb(at point: CGPoint) -> Int? {
        guard case .thumb(let i) = ThumbSpacing.pick(at: point, count: stored.count, frame: thumbFrame(at:),
                                                     touchFrame: thumbTouchFrame(at:)) else { return nil }
        return i
    }

    /// Whose a touch at `point` is: where a drag may begin `.undecided` (a movement along the
    /// slider claims it, one across it scrolls the page), anywhere else `.scroller`.
    func touchClaim(at point: CGPoint) -> TouchClaim {
        guard isEnabled, point.isFinite, !sliderBounds.isEmpty, isDraggable(at: point) else { return .scroller }
        return .undecided
    }

    /// Whether a touch at `point` lands on the slider: inside its bounds or on a thumb's target.
    func containsTouch(at point: CGPoint) -> Bool {
        point.isFinite && (layout.bounds.contains(point) || isOnThumbTarget(point))
    }

    /// The accessibility element of thumb `i` (which exists), named `label` (and `shortName` for
    /// voice input), framed on the thumb. While the slider is enabled and `resets` (it has
    /// defaults), it offers "Reset to default value", which does what a double tap does.
    func element(forThumb i: Int, identifier: String, label: String, shortName: String, resets: Bool) -> AccessibilityElement {
        AccessibilityElement(identifier: identifier, label: label, value: valueText(for: stored[i]), frame: thumbFrame(at: i),
                             numericValue: stored[i], numericRange: range.minimum...range.maximum, isEnabled: isEnabled,
                             actions: isEnabled && resets ? [AccessibilityAction(.resetToDefault, locale: environment.locale)] : [],
                             orientation: geometry.orientation, spokenNames: [shortName])
    }

    /// The value labels as shown now in the label band, lowest first; `nil` without a band.
    ///
    /// Each label is centred over its thumb, moved along the axis only as far as keeps it inside
    /// the band. Neighbouring labels closer than 4 points (2 on a vertical slider) or overlapping
    /// merge into one label centred between their outermost thumbs, reading "lowest – highest" in
    /// the locale's way (one value where both read the same); merging goes on until no two labels
    /// collide. Text widths are estimated by ``TextMetrics``.
    func valueLabels(font: DrawingFont, color: DrawingColor) -> [TextItem]? {
        let band = layout.labels
        guard !band.isEmpty else { return nil }
        let horizontal = geometry.orientation == .horizontal
        let span = horizontal ? Double(band.minX)...Double(band.maxX) : Double(band.minY)...Double(band.maxY)
        let positions = stored.indices.map { geometry.position(forFraction: presentationFraction(at: $0)) }
        let lineHeight = TextMetrics.lineHeight(of: font), gap = horizontal ? 4.0 : 2.0

        func label(_ c: ClosedRange<Int>) -> (text: String, center: Double, extent: Double) {
            let text = text(of: c)
            let extent = horizontal ? TextMetrics.width(of: text, font: font) : lineHeight
            return (text, fit((positions[c.lowerBound] + positions[c.upperBound]) / 2, extent: extent, in: span), extent)
        }

        var clusters = stored.indices.map { $0...$0 }
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

    /// The slider's layers with a resolved `style`, the thumbs' layers named by `id`; see
    /// `LinearTrackPainter/thumbedTrack`. The highlight runs from the lowest thumb to the highest,
    /// from the minimum with one thumb.
    func layers(style: ThumbSliderStyle, cache: DrawingCache?, page: DrawingColor, id: (Int) -> String) -> [Layer] {
        let shown = presentationFractions
        return LinearTrackPainter(geometry: geometry, style: style, cache: cache).thumbedTrack(
            range, page: page, tickBand: layout.ticks, highlight: (shown.count > 1 ? shown[0] : 0, shown[shown.count - 1]),
            thumbs: shown.count, id: id, fraction: { shown[$0] }, highlighted: highlightedThumb,
            labels: valueLabels(font: style.labelFont, color: style.labelColor))
    }

    /// `ControlSizing/sliderThickness` (or the touch target's side, `touchInclusive`) plus the
    /// label bands across the axis.
    func naturalSize(touchInclusive: Bool, valueLabels: Double, tickLabels: Double) -> NaturalSize {
        let thickness = touchInclusive ? max(ControlSizing.sliderThickness, TouchTarget.minimumSide) : ControlSizing.sliderThickness
        return .bar(geometry.orientation, thickness: thickness + valueLabels + tickLabels)
    }
}

extension LinearTrackPainter where Style == ThumbSliderStyle {
    /// The layers of a track with thumbs (the multi-thumb slider's and the range slider's), back
    /// to front: `track`, `outsideEnabledRange` (the parts of `values` outside its enabled range
    /// veiled in `page`), `ticks` (labels in `tickBand`), `highlight` (the track between the
    /// fractions `highlight`), then each of the `thumbs` thumbs (`id(i)` at `fraction(i)`) with
    /// its veil, opaque on the thumb `highlighted`, and, with `labels`, `valueLabels` (dynamic).
    func thumbedTrack(_ values: ValueBounds, page: DrawingColor, tickBand: CGRect, highlight: (Double, Double),
                      thumbs: Int, id: (Int) -> String, fraction: (Int) -> Double, highlighted: Int?,
                      labels: [TextItem]?) -> [Layer] {
        var layers = [track()]
        append(outsideEnabledRange(values, page: page), to: &layers)
        append(ticks(values, labelBand: tickBand), to: &layers)
        layers.append(valuePart("highlight", frame: geometry.highlightedFrame(from: highlight.0, to: highlight.1),
                                color: style.trackHighlightTintColor))
        for i in 0..<thumbs {
            appendThumb(id(i), at: fraction(i), veil: (style.highlightVeilColor, highlighted == i), to: &layers)
        }
        if let labels { layers.append(Layer(id: "valueLabels", items: labels.map { .text($0) }, isStatic: false)) }
        return layers
    }
}
