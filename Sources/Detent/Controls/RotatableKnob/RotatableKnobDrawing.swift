import Foundation

extension RotatableKnobModel {
    /// The state whose image shows now.
    @_spi(Hosting) public var imageState: RotatableKnobImageState {
        !knob.isEnabled ? .disabled : (knob.isTracking ? .highlighted : .normal)
    }

    /// What a look of your own is given to draw now (see ``ControlLook``): the state this model's
    /// `drawing(style:cache:)` hands its `look`, built here only, so a host that draws the state
    /// itself (DetentSwiftUI's control styles) shows exactly what a look would. `style` gives the
    /// tint, resolved in the model's `environment`.
    @_spi(Hosting) public func lookState(style: RotatableKnobStyle) -> ControlLook.State {
        ControlLook.State(
            of: self, values: [knob.presentationValue], fractions: [knob.presentationFraction], angle: rotation,
            angles: (0, abs(knob.geometry.sweep)), bounds: knob.valueBounds, valueText: knob.presentationValueText,
            tint: style.resolved(in: environment).indicatorColor)
    }

    /// The body of `drawing(style:cache:)`: this control's layers, listed on the model.
    @_spi(Hosting) public func makeDrawing(style: RotatableKnobStyle, cache: DrawingCache?) -> Drawing {
        // A disabled image of the style's own shows the state: nothing to dim.
        composeDrawing(style: style, dimsWhenDisabled: style.imageNames[.disabled] == nil) { style in
            let g = knob.geometry
            let r = g.outerRadius
            let body = 0.8 * r
            let state = imageState
            let image = style.imageNames[state] ?? style.imageNames[.normal]
            let inputs = RotatableInputs(geometry: g, style: style, image: image)
            var layers: [Layer] = []
            layers.append(cachedLayer(cache, "scale", inputs: inputs) {
                var ticks = DrawingPath()
                let n = max(style.scaleDivisions, 0)
                if n > 0 {
                    for k in 0...n {
                        let a = g.angle(forFraction: Double(k) / Double(n))
                        ticks.move(to: Radians.point(at: a, radius: 0.88 * r, about: g.center))
                        ticks.line(to: Radians.point(at: a, radius: 0.98 * r, about: g.center))
                    }
                }
                return Layer(id: "scale", items: ticks.isEmpty ? [] : [.stroke(ticks, Stroke(.color(style.scaleColor), width: max(0.025 * r, 1), cap: .round))],
                             isStatic: true)
            })
            if image == nil {
                // The body stays put so its light does not turn with it; only grip and indicator turn.
                layers.append(cachedLayer(cache, "body", inputs: inputs) {
                    let face = DrawingPath.circle(center: g.center, radius: body)
                    let lit = CGPoint(x: Double(g.center.x) - 0.35 * body, y: Double(g.center.y) - 0.35 * body)
                    return Layer(id: "body", items: [
                        .fill(face, .radialGradient(center: lit, radius: max(1.4 * body, 0.001),
                                                    stops: [GradientStop(0, style.bodyLightColor), GradientStop(1, style.bodyDarkColor)]),
                              shadow: Shadow(color: DrawingColor(white: 0, alpha: 0.45), offset: CGSize(width: 0, height: 0.04 * r), blur: 0.06 * r)),
                        .stroke(face, Stroke(.color(style.bodyOutlineColor), width: max(0.015 * r, 0.5))),
                    ], isStatic: true)
                })
            }
            var knobLayer = cachedLayer(cache, "knob", inputs: inputs) {
                if let image {
                    let frame = CGRect(x: Double(g.center.x) - body, y: Double(g.center.y) - body, width: 2 * body, height: 2 * body)
                    return Layer(id: "knob", items: [.image(ImageItem(name: image, frame: frame, templateColor: style.indicatorColor))], isStatic: true)
                }
                var notches = DrawingPath()
                for k in 0..<24 {
                    let a = Double(k) * Radians.fullTurn / 24
                    notches.move(to: Radians.point(at: a, radius: 0.88 * body, about: g.center))
                    notches.line(to: Radians.point(at: a, radius: body, about: g.center))
                }
                let start = g.angle(forFraction: 0)
                return Layer(id: "knob", items: [
                    .stroke(notches, Stroke(.color(style.notchColor), width: max(0.02 * r, 0.5))),
                    .stroke(.segment(from: Radians.point(at: start, radius: 0.3 * body, about: g.center),
                                     to: Radians.point(at: start, radius: 0.78 * body, about: g.center)),
                            Stroke(.color(style.indicatorColor), width: max(0.08 * body, 1), cap: .round)),
                ], isStatic: true)
            }
            knobLayer.transform = LayerTransform(rotation: rotation, anchor: g.center)
            layers.append(knobLayer)
            var glow = cachedLayer(cache, "highlight", inputs: inputs) {
                Layer(id: "highlight", items: [.stroke(.circle(center: g.center, radius: body + 0.03 * r),
                                                       Stroke(.color(style.highlightColor), width: max(0.03 * r, 1)))],
                      isStatic: true)
            }
            glow.opacity = state == .highlighted ? 1 : 0
            layers.append(glow)
            return layers
        }
    }
}

/// What the rotatable knob's static layers depend on.
private struct RotatableInputs: Hashable {
    let geometry: KnobGeometry
    let style: RotatableKnobStyle
    let image: String?
}

extension RotatableKnobModel {
    /// The running animation (an animated `setValue` or a double-tap reset) sampled as drawings
    /// with `style`; see ``KnobModel/drawingAnimation(style:cache:framesPerSecond:)``.
    @_spi(Hosting) public func drawingAnimation(style: RotatableKnobStyle = RotatableKnobStyle(), cache: DrawingCache? = nil,
                                 framesPerSecond: Double = DrawingAnimation.defaultFramesPerSecond) -> DrawingAnimation? {
        let style = style.resolved(in: environment)
        return knob.pipeline.sampledAnimation(framesPerSecond: framesPerSecond) { drawing(style: style, cache: cache) }
    }
}
