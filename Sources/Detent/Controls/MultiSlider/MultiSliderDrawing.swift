import Foundation

extension MultiSliderModel {
    /// What a look of your own is given to draw now (see ``ControlLook``): every thumb's value as
    /// shown and its fraction, the highlight's colour as the tint; built here only, so a host that
    /// draws the state itself (DetentSwiftUI's control styles) shows exactly what a look would.
    @_spi(Hosting) public func lookState(style: MultiSliderStyle) -> ControlLook.State {
        let shown = presentationFractions
        return ControlLook.State(
            of: self, values: shown.map(valueBounds.value(atFraction:)), fractions: shown, angle: nil,
            bounds: valueBounds, valueText: valuesText, tint: style.resolved(in: environment).trackHighlightTintColor)
    }

    /// The body of `drawing(style:cache:)`: this control's layers, listed on the model.
    @_spi(Hosting) public func makeDrawing(style: MultiSliderStyle, cache: DrawingCache?) -> Drawing {
        composeDrawing(style: style) { style in
            slider.layers(style: style, cache: cache, page: environment.pageBackgroundColor) { "thumb\($0 + 1)" }
        }
    }

    /// The running animation (an animated `setValues`, a tap on the track) sampled as drawings
    /// with `style`; see ``KnobModel/drawingAnimation(style:cache:framesPerSecond:)``.
    @_spi(Hosting) public func drawingAnimation(style: MultiSliderStyle = MultiSliderStyle(), cache: DrawingCache? = nil,
                                                framesPerSecond: Double = DrawingAnimation.defaultFramesPerSecond) -> DrawingAnimation? {
        let style = style.resolved(in: environment)
        return slider.pipeline.sampledAnimation(framesPerSecond: framesPerSecond) { drawing(style: style, cache: cache) }
    }
}

extension LinearTrackPainter where Style == MultiSliderStyle {
    /// The layers of a track with thumbs (the multi-thumb slider's, and so the range slider's), back to
    /// front: `track`, `outsideEnabledRange` (the parts of `values` outside its enabled range
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

extension MultiSliderGeometry: Hashable {
    /// Hashes what `==` compares: the bounds, the axis and the direction.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: bounds)
        hasher.combine(orientation)
        hasher.combine(layoutDirection)
    }
}
