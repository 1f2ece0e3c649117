import Foundation

extension MultiSliderModel {
    /// What a look of your own is given to draw now (see ``ControlLook``): every thumb's value as
    /// shown and its fraction, the highlight's colour as the tint; built here only, so a host that
    /// draws the state itself (DetentSwiftUI's control styles) shows exactly what a look would.
    @_spi(Hosting) public func lookState(style: MultiSliderStyle) -> ControlLook.State {
        let shown = presentationFractions
        return ControlLook.State(
            bounds: bounds, values: shown.map(valueBounds.value(atFraction:)), fractions: shown, angle: nil,
            bounds: valueBounds, valueText: valuesText, isTracking: isTracking, isEnabled: isEnabled,
            tint: style.resolved(in: environment).trackHighlightTintColor, environment: environment)
    }

    /// The slider's look now. Layers, back to front: `track` (static), with an `enabledRange`
    /// `outsideEnabledRange` (static), with ticks `ticks` (static), `highlight` (dynamic: the track
    /// from the lowest thumb to the highest, from the minimum with one thumb, clipped to the
    /// track), then per thumb `thumb1`, `thumb2`… (static content at the minimum, translated to
    /// its value) each followed by its veil `thumb1Veil`… (static, opaque only while that thumb is
    /// dragged), and, with `valueLabelSpace`, `valueLabels` (dynamic; see
    /// `valueLabels(font:color:)`). A change of values alone changes the highlight, the thumbs'
    /// translations and the labels. With a look of your own (`look`), that look is drawn instead.
    /// `style` is first resolved in the model's `environment` (see `RangeSliderStyle/resolved(in:)`).
    public func drawing(style: MultiSliderStyle = MultiSliderStyle(), cache: DrawingCache? = nil) -> Drawing {
        if let look { return look.drawing(of: lookState(style: style)) }
        let shown = presentationFractions
        // Resolved first, so the static layers' cache keys are the colours actually drawn.
        let style = style.resolved(in: environment)
        let g = geometry
        let curve = style.effectiveCurvaceousness
        let trackPath = g.trackPath(curvaceousness: curve)
        let parts = MultiSliderStaticInputs(geometry: g, style: style)
        var layers = [cachedLayer(cache, "track", inputs: parts) {
            g.trackLayer(path: trackPath, color: style.trackTintColor, outlineColor: style.trackOutlineColor,
                         outlineWidth: style.trackOutlineWidth, curvaceousness: curve)
        }]
        let enabled = valueBounds.fraction(of: valueBounds.lowerLimit)...valueBounds.fraction(of: valueBounds.upperLimit)
        let veil = environment.pageBackgroundColor.withAlpha(RangeSliderModel.outsideEnabledVeil)
        if let outside = g.outsideEnabledLayer(enabled, veil: veil, clip: trackPath) {
            layers.append(cachedLayer(cache, outside.id, inputs: MultiSliderOutsideInputs(look: parts, enabled: enabled)) { outside })
        }
        if !valueBounds.ticks.isEmpty {
            layers.append(cachedLayer(cache, "ticks", inputs: TickInputs(valueBounds, look: parts)) {
                g.tickLayer(valueBounds, labelBand: tickLabelBounds, color: style.labelColor, font: style.labelFont)
            })
        }
        let low = shown.count > 1 ? shown.first ?? 0 : 0, high = shown.last ?? 0
        layers.append(Layer(id: "highlight", items: [.fill(.rect(g.highlightedFrame(from: low, to: high)), .color(style.trackHighlightTintColor))],
                            clip: trackPath, isStatic: false))
        let thumbPath = g.restingThumbPath(curvaceousness: curve)
        for (i, fraction) in shown.enumerated() {
            let id = "thumb\(i + 1)"
            let move = g.thumbTransform(toFraction: fraction)
            var body = cachedLayer(cache, id, inputs: parts) {
                thumbLayer(id, path: thumbPath, fill: style.thumbTintColor, shadow: style.thumbShadow,
                           outline: Stroke(.color(style.thumbOutlineColor), width: style.thumbOutlineWidth))
            }
            body.transform = move
            var thumbVeil = cachedLayer(cache, id + "Veil", inputs: parts) {
                Layer(id: id + "Veil", items: [.fill(thumbPath, .color(style.highlightVeilColor))], isStatic: true)
            }
            thumbVeil.transform = move
            thumbVeil.opacity = highlightedThumb == i ? 1 : 0
            layers.append(body)
            layers.append(thumbVeil)
        }
        if let labels = valueLabels(font: style.labelFont, color: style.labelColor) {
            layers.append(Layer(id: "valueLabels", items: labels.map { .text($0) }, isStatic: false))
        }
        if !isEnabled {
            for i in layers.indices { layers[i].opacity *= style.disabledOpacity }
        }
        return Drawing(size: bounds.size, layers: layers)
    }

    /// The running animation (an animated `setValues`, a tap on the track) sampled as drawings
    /// with `style`; see ``KnobModel/drawingAnimation(style:cache:framesPerSecond:)``.
    @_spi(Hosting) public func drawingAnimation(style: MultiSliderStyle = MultiSliderStyle(), cache: DrawingCache? = nil,
                                                framesPerSecond: Double = DrawingAnimation.defaultFramesPerSecond) -> DrawingAnimation? {
        let style = style.resolved(in: environment)
        return pipeline.sampledAnimation(framesPerSecond: framesPerSecond) { drawing(style: style, cache: cache) }
    }
}

/// What the slider's static layers depend on: its geometry and its resolved style.
private struct MultiSliderStaticInputs: Hashable {
    let geometry: RangeSliderGeometry
    let style: RangeSliderStyle

    static func == (a: Self, b: Self) -> Bool { a.geometry == b.geometry && a.style == b.style }

    func hash(into h: inout Hasher) {
        h.combine(rect: geometry.bounds)
        h.combine(geometry.orientation)
        h.combine(geometry.layoutDirection)
        h.combine(style)
    }
}

/// What the veil outside an enabled range depends on.
private struct MultiSliderOutsideInputs: Hashable {
    let look: MultiSliderStaticInputs
    let enabled: ClosedRange<Double>
}
