import Foundation

extension RangeSliderModel {
    /// What a look of your own is given to draw now (see ``ControlLook``): the state this model's
    /// `drawing(style:cache:)` hands its `look`, built here only, so a host that draws the state
    /// itself (DetentSwiftUI's control styles) shows exactly what a look would. `style` gives the
    /// tint, resolved in the model's `environment`.
    @_spi(Hosting) public func lookState(style: RangeSliderStyle) -> ControlLook.State {
        let shown = presentationFractions
        return ControlLook.State(
            bounds: bounds, values: [valueBounds.value(atFraction: shown.lower), valueBounds.value(atFraction: shown.upper)],
            fractions: [shown.lower, shown.upper], angle: nil, bounds: valueBounds, valueText: rangeText,
            isTracking: isTracking, isEnabled: isEnabled,
            tint: style.resolved(in: environment).trackHighlightTintColor, environment: environment)
    }

    /// The slider's look now. Layers, back to front: `track` (static), `highlight` (the selected
    /// range, dynamic, clipped to the track), `lowerThumb` and `upperThumb` (static content at the
    /// minimum, translated to their values), `lowerThumbVeil` and `upperThumbVeil` (static, opaque
    /// only while that thumb is dragged) and, with `valueLabelSpace`, `valueLabels` (dynamic).
    /// `style` is first resolved in the model's `environment` (see
    /// `RangeSliderStyle/resolved(in:)`).
    public func drawing(style: RangeSliderStyle = RangeSliderStyle(), cache: DrawingCache? = nil) -> Drawing {
        if let look { return look.drawing(of: lookState(style: style)) }
        // Resolved first, so the static layers' cache keys are the colours actually drawn.
        let style = style.resolved(in: environment)
        let g = geometry
        let curve = style.effectiveCurvaceousness
        let trackPath = g.trackPath(curvaceousness: curve)
        let inputs = StaticInputs(bounds: HashableRect(bounds), slider: HashableRect(g.bounds), orientation: orientation,
                                  rtl: layoutDirection == .rightToLeft, style: style)

        var layers: [Layer] = []
        layers.append(cachedLayer(cache, "track", inputs: inputs) {
            g.trackLayer(path: trackPath, color: style.trackTintColor, outlineColor: style.trackOutlineColor,
                         outlineWidth: style.trackOutlineWidth, curvaceousness: curve)
        })
        let enabled = valueBounds.fraction(of: valueBounds.lowerLimit)...valueBounds.fraction(of: valueBounds.upperLimit)
        if enabled != 0...1 {
            // The parts outside the enabled range, veiled in the page's colour.
            let veil = environment.pageBackgroundColor.withAlpha(Self.outsideEnabledVeil)
            layers.append(cachedLayer(cache, "outsideEnabledRange", inputs: OutsideInputs(track: inputs, enabled: enabled)) {
                g.outsideEnabledLayer(enabled, veil: veil, clip: trackPath)!
            })
        }
        if !valueBounds.ticks.isEmpty {
            layers.append(cachedLayer(cache, "ticks", inputs: TickInputs(valueBounds, look: inputs)) {
                g.tickLayer(valueBounds, labelBand: tickLabelBounds, color: style.labelColor, font: style.labelFont)
            })
        }
        let f = presentationFractions
        layers.append(Layer(id: "highlight",
                            items: [.fill(.rect(g.highlightedFrame(from: f.lower, to: f.upper)), .color(style.trackHighlightTintColor))],
                            clip: trackPath, isStatic: false))

        let thumbPath = g.restingThumbPath(curvaceousness: curve)
        for thumb in RangeSliderThumb.allCases {
            let id = thumb == .lower ? "lowerThumb" : "upperThumb"
            let move = g.thumbTransform(toFraction: thumb == .lower ? f.lower : f.upper)
            var body = cachedLayer(cache, id, inputs: inputs) {
                thumbLayer(id, path: thumbPath, fill: style.thumbTintColor, shadow: style.thumbShadow,
                           outline: Stroke(.color(style.thumbOutlineColor), width: style.thumbOutlineWidth))
            }
            body.transform = move
            var veil = cachedLayer(cache, id + "Veil", inputs: inputs) {
                Layer(id: id + "Veil", items: [.fill(thumbPath, .color(style.highlightVeilColor))], isStatic: true)
            }
            veil.transform = move
            veil.opacity = highlightedThumb == thumb ? 1 : 0
            layers.append(body)
            layers.append(veil)
        }
        if let labels = valueLabels(font: style.labelFont, color: style.labelColor) {
            layers.append(Layer(id: "valueLabels", items: labels.items.map { .text($0) }, isStatic: false))
        }
        if !isEnabled {
            for i in layers.indices { layers[i].opacity *= style.disabledOpacity }
        }
        return Drawing(size: bounds.size, layers: layers)
    }
}

/// What the slider's static layers depend on.
private struct StaticInputs: Hashable {
    let bounds: HashableRect
    let slider: HashableRect
    let orientation: RangeSliderOrientation
    let rtl: Bool
    let style: RangeSliderStyle
}

/// A rectangle as a hash key (CGRect is not Hashable on every platform).
struct HashableRect: Hashable {
    let rect: CGRect

    init(_ r: CGRect) { rect = r }

    func hash(into h: inout Hasher) { h.combine(rect: rect) }
}

extension RangeSliderModel {
    /// The running animation (an animated `setValues`, a tap on the track) sampled as drawings
    /// with `style`; see ``KnobModel/drawingAnimation(style:cache:framesPerSecond:)``.
    @_spi(Hosting) public func drawingAnimation(style: RangeSliderStyle = RangeSliderStyle(), cache: DrawingCache? = nil,
                                 framesPerSecond: Double = DrawingAnimation.defaultFramesPerSecond) -> DrawingAnimation? {
        let style = style.resolved(in: environment)
        return pipeline.sampledAnimation(framesPerSecond: framesPerSecond) { drawing(style: style, cache: cache) }
    }
}

extension RangeSliderModel {
    /// How strongly the page's colour veils the track outside an enabled range: 0.6.
    static let outsideEnabledVeil = 0.6
}

/// What the veil outside an enabled range depends on.
private struct OutsideInputs: Hashable {
    let track: StaticInputs
    let enabled: ClosedRange<Double>
}
