import Foundation

extension KnobModel {
    /// What a look of your own is given to draw now (see ``ControlLook``): the state this model's
    /// `drawing(style:cache:)` hands its `look`, built here only, so a host that draws the state
    /// itself (DetentSwiftUI's control styles) shows exactly what a look would. `style` gives the
    /// tint, resolved in the model's `environment`.
    @_spi(Hosting) public func lookState(style: KnobStyle) -> ControlLook.State {
        ControlLook.State(
            of: self, values: [presentationValue], fractions: [presentationFraction], angle: pointerAngle,
            angles: (geometry.angle(forFraction: 0), geometry.angle(forFraction: 1)), bounds: valueBounds,
            valueText: presentationValueText, tint: style.resolvedTintColor(in: environment))
    }

    /// The body of `drawing(style:cache:)`: this control's layers, listed on the model.
    @_spi(Hosting) public func makeDrawing(style: KnobStyle, cache: DrawingCache?) -> Drawing {
        // Read before resolving, which fills the track colour in with the tint.
        let chosenTrackColor = style.trackColor
        return composeDrawing(style: style) { style in
            let g = geometry
            let tint = style.resolvedTintColor(in: environment)
            let arcFrom = valueArcStart
            // Under a value arc the track steps back, so the arc in the tint reads over it.
            let trackColor = chosenTrackColor ?? (arcFrom == nil ? tint : tint.fading(Self.dimmedTrackOpacity))
            let enabled = valueBounds.fraction(of: valueBounds.lowerLimit)...valueBounds.fraction(of: valueBounds.upperLimit)
            let trackInputs = TrackInputs(geometry: g, style: style, trackColor: trackColor, enabled: enabled)
            let track = cachedLayer(cache, "track", inputs: trackInputs) {
                if g.turns > 1 {
                    // Several turns: the track is the whole circle; the turn shows below the centre.
                    return Layer(id: "track", items: [.stroke(.circle(center: g.center, radius: g.trackRadius),
                                                              Stroke(.color(trackColor), width: g.lineWidth))], isStatic: true)
                }
                var items: [DrawingItem] = []
                // The enabled part at full strength, the parts outside it dimmed.
                for (part, alpha) in [(0...enabled.lowerBound, Self.dimmedTrackOpacity), (enabled, 1),
                                      (enabled.upperBound...1, Self.dimmedTrackOpacity)] where part.upperBound > part.lowerBound {
                    items.append(.stroke(arc(g, from: part.lowerBound, to: part.upperBound),
                                         Stroke(.color(trackColor.fading(alpha)), width: g.lineWidth, cap: style.lineCap)))
                }
                return Layer(id: "track", items: items, isStatic: true)
            }
            let pointerContent = cachedLayer(cache, "pointer", inputs: trackInputs) {
                let (inner, outer) = g.pointerSegment(at: 0)
                let item: DrawingItem
                if let name = style.pointerImageName {
                    let t = max(style.pointerImageThickness, 0)
                    item = .image(ImageItem(name: name, frame: CGRect(x: inner.x, y: inner.y - t / 2,
                                                                      width: outer.x - inner.x, height: t),
                                            templateColor: tint))
                } else {
                    item = .stroke(.segment(from: inner, to: outer), Stroke(.color(tint), width: g.lineWidth, cap: style.lineCap))
                }
                return Layer(id: "pointer", items: [item], isStatic: true)
            }
            var pointer = pointerContent
            pointer.transform = LayerTransform(rotation: pointerAngle, anchor: g.center)
            var layers = [track]
            if !valueBounds.ticks.isEmpty {
                let look = KnobTickLook(geometry: g, color: style.trackColor ?? tint, labelColor: style.valueLabelColor ?? tint,
                                        font: style.tickLabelFont)
                layers.append(cachedLayer(cache, "ticks", inputs: TickInputs(valueBounds, look: look)) { tickLayer(look) })
            }
            if g.turns > 1 {
                layers.append(turnIndicator(g, color: tint))
            }
            if let from = arcFrom, presentationFraction != from, g.turns == 1 {
                layers.append(Layer(id: "valueArc",
                                    items: [.stroke(arc(g, from: min(from, presentationFraction), to: max(from, presentationFraction)),
                                                    Stroke(.color(tint), width: g.lineWidth, cap: style.lineCap))],
                                    isStatic: false))
            }
            layers.append(pointer)
            if style.showsValueLabel {
                // Large text grows the label inside the same ring: where its estimated width would
                // pass the track's inner edge (less 4 points each side), it shrinks to fit there.
                var font = style.valueLabelFont
                let room = 2 * (g.trackRadius - g.lineWidth / 2) - 8
                let text = presentationValueText
                let width = TextMetrics.width(of: text, font: font)
                if room > 0, width > room { font.size *= room / width }
                layers.append(Layer(id: "valueLabel",
                                    items: [.text(TextItem(text, center: g.center, font: font,
                                                           color: style.valueLabelColor ?? tint))],
                                    isStatic: false))
            }
            return layers
        }
    }
}

extension KnobModel {
    /// The opacity of the track's dimmed parts: outside the enabled range, and under a value arc.
    static let dimmedTrackOpacity = 0.3

    /// Where the value arc starts along the track (0…1): the neutral value, else the minimum with
    /// `showsValueArc`; `nil` when the knob draws none.
    var valueArcStart: Double? {
        if let n = effectiveNeutral { return valueBounds.fraction(of: n) }
        return showsValueArc ? 0 : nil
    }

    /// The turn indicator of a knob of several turns: a dot per turn in a row below the centre,
    /// the pointer's turn filled, the others outlined (dynamic: it follows the value).
    fileprivate func turnIndicator(_ g: KnobGeometry, color: DrawingColor) -> Layer {
        let current = g.turn(atFraction: presentationFraction)
        let radius = max(min(g.trackRadius / 16, 4), 1)
        let gap = radius * 3
        let y = Double(g.center.y) + g.trackRadius / 2
        let x0 = Double(g.center.x) - gap * Double(g.turns - 1) / 2
        var items: [DrawingItem] = []
        for i in 0..<g.turns {
            let dot = DrawingPath.circle(center: CGPoint(x: x0 + gap * Double(i), y: y), radius: radius)
            items.append(i == current ? .fill(dot, .color(color)) : .stroke(dot, Stroke(.color(color.fading(0.6)), width: 1)))
        }
        return Layer(id: "turns", items: items, isStatic: false)
    }

    /// The track's arc from fraction `a` to fraction `b` of the sweep.
    fileprivate func arc(_ g: KnobGeometry, from a: Double, to b: Double) -> DrawingPath {
        DrawingPath.arc(center: g.center, radius: g.trackRadius, startAngle: g.angle(forFraction: a),
                        endAngle: g.angle(forFraction: b), clockwise: g.sweep >= 0)
    }
}

/// What the knob's tick layer looks like.
private struct KnobTickLook: Hashable {
    let geometry: KnobGeometry
    let color: DrawingColor
    let labelColor: DrawingColor
    let font: DrawingFont
}

extension KnobModel {
    /// The ticks around the arc: short radial marks between the track and the edge (inside the
    /// track when there is no room outside), thinned to 4 points apart, and the labels of those
    /// marks that fit inside the track without running into each other.
    fileprivate func tickLayer(_ look: KnobTickLook) -> Layer {
        let g = look.geometry
        let half = g.lineWidth / 2
        var outer = g.outerRadius - 0.5, inner = g.trackRadius + half + 1
        let outside = outer - inner >= 2
        if !outside { (inner, outer) = (max(g.trackRadius - half - 5, 0), max(g.trackRadius - half - 1, 0)) }
        let drawn = valueBounds.drawnTicks { abs(g.angle(forFraction: $1) - g.angle(forFraction: $0)) * outer }
        var marks = DrawingPath()
        for (_, f) in drawn {
            let a = g.angle(forFraction: f)
            marks.move(to: Radians.point(at: a, radius: inner, about: g.center))
            marks.line(to: Radians.point(at: a, radius: outer, about: g.center))
        }
        var items: [DrawingItem] = [.stroke(marks, Stroke(.color(look.color), width: 1))]
        let lineHeight = TextMetrics.lineHeight(of: look.font)
        let labelRadius = (outside ? g.trackRadius - half : inner) - 2 - lineHeight / 2
        var placer = LabelPlacer()
        for (tick, f) in drawn {
            guard let label = tick.label, !label.isEmpty, labelRadius > lineHeight / 2 else { continue }
            let center = Radians.point(at: g.angle(forFraction: f), radius: labelRadius, about: g.center)
            let size = CGSize(width: TextMetrics.width(of: label, font: look.font), height: lineHeight)
            guard placer.place(size, at: center) else { continue }
            items.append(.text(TextItem(label, center: center, font: look.font, color: look.labelColor)))
        }
        return Layer(id: "ticks", items: items, isStatic: true)
    }
}

/// What the knob's static layers depend on.
private struct TrackInputs: Hashable {
    let geometry: KnobGeometry
    let style: KnobStyle
    let trackColor: DrawingColor
    let enabled: ClosedRange<Double>
}

extension KnobGeometry: Hashable {
    /// Hashes what `==` compares: the bounds, the angles, the stroke sizes, the turns and wrapping.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: bounds)
        hasher.combine(startAngle); hasher.combine(endAngle)
        hasher.combine(lineWidth); hasher.combine(pointerLength)
        hasher.combine(turns); hasher.combine(wraps)
    }
}

extension KnobModel {
    /// The running animation (an animated `setValue` or a double-tap reset) sampled as drawings
    /// with `style`; `nil` while nothing animates or before the animation has started (it starts at
    /// the first `advance(to:)` after it was requested). Changes nothing and sends nothing. The
    /// style is resolved in the model's `environment`, as for `drawing(style:cache:)`.
    @_spi(Hosting) public func drawingAnimation(style: KnobStyle = KnobStyle(), cache: DrawingCache? = nil,
                                 framesPerSecond: Double = DrawingAnimation.defaultFramesPerSecond) -> DrawingAnimation? {
        // Resolved once for every frame: the environment does not change while sampling.
        let style = style.resolved(in: environment)
        return pipeline.sampledAnimation(framesPerSecond: framesPerSecond) { drawing(style: style, cache: cache) }
    }
}
