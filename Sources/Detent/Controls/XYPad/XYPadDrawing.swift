import Foundation

extension XYPadModel {
    /// What a look of your own is given to draw now (see ``ControlLook``): x and y as shown, their
    /// fractions, and the crosshair's colour as the tint; built here only, so a host that draws the
    /// state itself (DetentSwiftUI's control styles) shows exactly what a look would.
    @_spi(Hosting) public func lookState(style: XYPadStyle) -> ControlLook.State {
        let f = presentationFractions, shown = presentationValue
        return ControlLook.State(
            of: self, values: [shown.x, shown.y], fractions: [f.x, f.y], angle: nil, bounds: nil,
            valueText: valueText, tint: style.resolved(in: environment).crosshairColor)
    }

    /// The body of `drawing(style:cache:)`: this control's layers, listed on the model.
    @_spi(Hosting) public func makeDrawing(style: XYPadStyle, cache: DrawingCache?) -> Drawing {
        composeDrawing(style: style) { style in
            let f = presentationFractions
            let g = geometry
            let parts = LookInputs(geometry: g, style: style)
            var layers = [cachedLayer(cache, "pad", inputs: parts) { padLayer(g, style: style) }]
            let offset = g.offset(x: f.x, y: f.y)
            let line = style.crosshairWidth.isFinite ? max(style.crosshairWidth, 0) : 0
            if line > 0 {
                let rest = g.center(x: 0, y: 0), pad = g.bounds.insetBy(dx: padBorder(style), dy: padBorder(style))
                let stroke = Stroke(.color(style.crosshairColor), width: line)
                var across = cachedLayer(cache, "crosshairX", inputs: parts) {
                    Layer(id: "crosshairX", items: [.stroke(.segment(from: CGPoint(x: rest.x, y: pad.minY),
                                                                      to: CGPoint(x: rest.x, y: pad.maxY)), stroke)], isStatic: true)
                }
                across.transform = LayerTransform(translation: CGSize(width: offset.width, height: 0))
                var up = cachedLayer(cache, "crosshairY", inputs: parts) {
                    Layer(id: "crosshairY", items: [.stroke(.segment(from: CGPoint(x: pad.minX, y: rest.y),
                                                                      to: CGPoint(x: pad.maxX, y: rest.y)), stroke)], isStatic: true)
                }
                up.transform = LayerTransform(translation: CGSize(width: 0, height: offset.height))
                layers += [across, up]
            }
            var thumb = cachedLayer(cache, "thumb", inputs: parts) {
                let frame = g.thumbFrame(x: 0, y: 0)
                return thumbLayer("thumb", path: .circle(center: frame.center, radius: Double(frame.width) / 2),
                                  fill: style.thumbTintColor, shadow: style.thumbShadow,
                                  outline: Stroke(.color(style.thumbOutlineColor), width: style.thumbOutlineWidth))
            }
            thumb.transform = LayerTransform(translation: offset)
            layers.append(thumb)
            return layers
        }
    }

    /// The pad border's width as drawn: 0 for a negative or NaN width.
    private func padBorder(_ style: XYPadStyle) -> Double {
        style.padBorderWidth.isFinite ? max(style.padBorderWidth, 0) : 0
    }

    /// The pad: its fill, with its border inside the bounds.
    private func padLayer(_ g: XYPadGeometry, style: XYPadStyle) -> Layer {
        let border = padBorder(style)
        let frame = g.bounds.insetBy(dx: border / 2, dy: border / 2)
        let shorter = Double(min(frame.width, frame.height))
        let radius = style.cornerRadius.isFinite ? min(max(style.cornerRadius, 0), max(shorter / 2, 0)) : 0
        let path = DrawingPath.roundedRect(frame, cornerRadius: radius)
        var items: [DrawingItem] = [.fill(path, .color(style.padColor))]
        if border > 0 { items.append(.stroke(path, Stroke(.color(style.padBorderColor), width: border))) }
        return Layer(id: "pad", items: items, isStatic: true)
    }

    /// The running animation (an animated `setValue`, a tap's move, a spring back) sampled as
    /// drawings with `style`; see `KnobModel/drawingAnimation(style:cache:framesPerSecond:)`.
    @_spi(Hosting) public func drawingAnimation(style: XYPadStyle = XYPadStyle(), cache: DrawingCache? = nil,
                                                framesPerSecond: Double = DrawingAnimation.defaultFramesPerSecond) -> DrawingAnimation? {
        let style = style.resolved(in: environment)
        return pipeline.sampledAnimation(framesPerSecond: framesPerSecond) { drawing(style: style, cache: cache) }
    }
}
