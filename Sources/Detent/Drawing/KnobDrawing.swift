import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KnobModel {
    /// The knob's look now: `track` (static arc), `pointer` (static line or image at angle 0,
    /// rotated to `pointerAngle` about the centre) and, with `showsValueLabel`, `valueLabel`
    /// (dynamic). A change of value alone changes the pointer's rotation and the label only.
    /// `style` is first resolved in the model's ``environment`` (see ``KnobStyle/resolved(in:)``).
    public func drawing(style: KnobStyle = KnobStyle(), cache: DrawingCache? = nil) -> Drawing {
        let g = geometry
        let opacity = isEnabled ? 1 : style.disabledOpacity
        // Resolved first, so the static layers' cache keys are the colours actually drawn: a
        // change of appearance or tint rebuilds them.
        let style = style.resolved(in: environment)
        let tint = style.resolvedTintColor(in: environment)
        let trackPaint = Paint.color(style.trackColor ?? tint)
        let track = cachedLayer(cache, "track", inputs: TrackInputs(geometry: g, style: style)) {
            let arc = DrawingPath.arc(center: g.center, radius: g.trackRadius, startAngle: g.startAngle,
                               endAngle: g.startAngle + g.sweep, clockwise: g.sweep >= 0)
            return Layer(id: "track", items: [.stroke(arc, Stroke(trackPaint, width: g.lineWidth, cap: style.lineCap))],
                         isStatic: true)
        }
        let pointerContent = cachedLayer(cache, "pointer", inputs: TrackInputs(geometry: g, style: style)) {
            let (inner, outer) = g.pointerSegment(at: 0)
            let item: DrawingItem
            if let name = style.pointerImageName {
                let t = max(style.pointerImageThickness, 0)
                item = .image(ImageItem(name: name, frame: CGRect(x: inner.x, y: inner.y - t / 2,
                                                                  width: outer.x - inner.x, height: t)))
            } else {
                item = .stroke(.segment(from: inner, to: outer), Stroke(.color(tint), width: g.lineWidth, cap: style.lineCap))
            }
            return Layer(id: "pointer", items: [item], isStatic: true)
        }
        var pointer = pointerContent
        pointer.transform = LayerTransform(rotation: pointerAngle, anchor: g.center)
        var layers = [track, pointer]
        if style.showsValueLabel {
            let font = style.valueLabelFont
            layers.append(Layer(id: "valueLabel",
                                items: [.text(TextItem(valueText, center: g.center, font: font,
                                                       color: style.valueLabelColor ?? tint))],
                                isStatic: false))
        }
        for i in layers.indices { layers[i].opacity = opacity }
        return Drawing(size: g.bounds.size, layers: layers)
    }
}

/// What the knob's static layers depend on.
private struct TrackInputs: Hashable {
    let geometry: KnobGeometry
    let style: KnobStyle
}

extension KnobGeometry: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: bounds)
        hasher.combine(startAngle); hasher.combine(endAngle)
        hasher.combine(lineWidth); hasher.combine(pointerLength)
    }
}

extension KnobModel {
    /// The running animation (an animated `setValue` or a double-tap reset) sampled as drawings
    /// with `style`; `nil` while nothing animates or before the animation has started (it starts at
    /// the first `advance(to:)` after it was requested). Changes nothing and sends nothing. The
    /// style is resolved in the model's `environment`, as for `drawing(style:cache:)`.
    public func drawingAnimation(style: KnobStyle = KnobStyle(), cache: DrawingCache? = nil,
                                 framesPerSecond: Double = DrawingAnimation.defaultFramesPerSecond) -> DrawingAnimation? {
        // Resolved once for every frame: the environment does not change while sampling.
        let style = style.resolved(in: environment)
        return pipeline.sampledAnimation(framesPerSecond: framesPerSecond) { drawing(style: style, cache: cache) }
    }
}
