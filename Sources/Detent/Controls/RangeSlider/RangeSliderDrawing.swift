import Foundation

extension RangeSliderModel {
    /// The slider's look now. Layers, back to front: `track` (static), `highlight` (the selected
    /// range, dynamic, clipped to the track), `lowerThumb` and `upperThumb` (static content at the
    /// minimum, translated to their values), `lowerThumbVeil` and `upperThumbVeil` (static, opaque
    /// only while that thumb is dragged) and, with `valueLabelSpace`, `valueLabels` (dynamic).
    /// `style` is first resolved in the model's `environment` (see
    /// `RangeSliderStyle/resolved(in:)`).
    public func drawing(style: RangeSliderStyle = RangeSliderStyle(), cache: DrawingCache? = nil) -> Drawing {
        if let look {
            let shown = presentationFractions
            return look.drawing(of: ControlLook.State(
                bounds: bounds, values: [valueBounds.value(atFraction: shown.lower), valueBounds.value(atFraction: shown.upper)],
                fractions: [shown.lower, shown.upper], angle: nil, bounds: valueBounds, valueText: rangeText,
                isTracking: isTracking, isEnabled: isEnabled,
                tint: style.resolved(in: environment).trackHighlightTintColor, environment: environment))
        }
        // Resolved first, so the static layers' cache keys are the colours actually drawn.
        let style = style.resolved(in: environment)
        let g = geometry
        let curve = style.effectiveCurvaceousness
        let track = g.trackFrame
        let trackAcross = Double(orientation == .horizontal ? track.height : track.width)
        let trackPath = DrawingPath.roundedRect(track, cornerRadius: trackAcross * curve / 2)
        let inputs = StaticInputs(bounds: HashableRect(bounds), slider: HashableRect(g.bounds), orientation: orientation,
                                  rtl: layoutDirection == .rightToLeft, style: style)

        var layers: [Layer] = []
        layers.append(cachedLayer(cache, "track", inputs: inputs) {
            var items: [DrawingItem] = [.fill(trackPath, .color(style.trackTintColor))]
            // The outline (increased contrast, or the user's) lies inside the track's edge, so the
            // track keeps its size and the highlight, clipped to the track, covers it.
            let w = style.trackOutlineWidth
            if w.isFinite, w > 0, style.trackOutlineColor.alpha > 0 {
                let inset = track.insetBy(dx: w / 2, dy: w / 2)
                let across = Double(orientation == .horizontal ? inset.height : inset.width)
                items.append(.stroke(.roundedRect(inset, cornerRadius: max(across, 0) * curve / 2),
                                     Stroke(.color(style.trackOutlineColor), width: w)))
            }
            return Layer(id: "track", items: items, isStatic: true)
        })
        let enabled = valueBounds.fraction(of: valueBounds.lowerLimit)...valueBounds.fraction(of: valueBounds.upperLimit)
        if enabled != 0...1 {
            // The parts outside the enabled range, veiled in the page's colour.
            let veil = environment.pageBackgroundColor.withAlpha(Self.outsideEnabledVeil)
            layers.append(cachedLayer(cache, "outsideEnabledRange", inputs: OutsideInputs(track: inputs, enabled: enabled)) {
                Layer(id: "outsideEnabledRange",
                      items: [g.trackPart(from: 0, to: enabled.lowerBound), g.trackPart(from: enabled.upperBound, to: 1)]
                          .filter { $0.width > 0 && $0.height > 0 }
                          .map { .fill(.rect($0), .color(veil)) },
                      clip: trackPath, isStatic: true)
            })
        }
        if !valueBounds.ticks.isEmpty {
            layers.append(cachedLayer(cache, "ticks", inputs: TickInputs(valueBounds, look: inputs)) {
                tickLayer(g, color: style.labelColor, font: style.labelFont)
            })
        }
        let f = presentationFractions
        layers.append(Layer(id: "highlight",
                            items: [.fill(.rect(g.highlightedFrame(from: f.lower, to: f.upper)), .color(style.trackHighlightTintColor))],
                            clip: trackPath, isStatic: false))

        let restFrame = g.thumbFrame(forFraction: 0).insetBy(dx: 2, dy: 2)
        let thumbAcross = Double(orientation == .horizontal ? restFrame.height : restFrame.width)
        let thumbPath = DrawingPath.roundedRect(restFrame, cornerRadius: thumbAcross * curve / 2)
        let rest = g.position(forFraction: 0)
        for thumb in RangeSliderThumb.allCases {
            let id = thumb == .lower ? "lowerThumb" : "upperThumb"
            let offset = g.position(forFraction: thumb == .lower ? f.lower : f.upper) - rest
            let move = LayerTransform(translation: orientation == .horizontal
                                      ? CGSize(width: offset, height: 0) : CGSize(width: 0, height: offset))
            var body = cachedLayer(cache, id, inputs: inputs) {
                Layer(id: id, items: [
                    .fill(thumbPath, .color(style.thumbTintColor), shadow: style.thumbShadow),
                    .stroke(thumbPath, Stroke(.color(style.thumbOutlineColor), width: style.thumbOutlineWidth)),
                ], isStatic: true)
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
    /// The ticks beside the track: 1-point marks in the band between the track and the slider's
    /// edge (below a horizontal track, right of a vertical one), thinned to 4 points apart, and,
    /// with a `tickLabelSpace`, the labels of those marks that fit there without running into each
    /// other (without one, labels are read out only). A label centred on its mark, moved along the
    /// axis only as far as keeps it inside the band where it fits (the end labels at large text).
    fileprivate func tickLayer(_ g: RangeSliderGeometry, color: DrawingColor, font: DrawingFont) -> Layer {
        let track = g.trackFrame
        let drawn = valueBounds.drawnTicks { abs(g.position(forFraction: $1) - g.position(forFraction: $0)) }
        var marks = DrawingPath()
        for (_, f) in drawn {
            let p = g.position(forFraction: f)
            if orientation == .horizontal {
                let top = Double(track.maxY) + 2, bottom = max(Double(g.bounds.maxY) - 1, top)
                marks.move(to: CGPoint(x: p, y: top))
                marks.line(to: CGPoint(x: p, y: bottom))
            } else {
                let left = Double(track.maxX) + 2, right = max(Double(g.bounds.maxX) - 1, left)
                marks.move(to: CGPoint(x: left, y: p))
                marks.line(to: CGPoint(x: right, y: p))
            }
        }
        var items: [DrawingItem] = [.stroke(marks, Stroke(.color(color), width: 1))]
        let band = tickLabelBounds
        if !band.isEmpty {
            var placer = LabelPlacer()
            let height = TextMetrics.lineHeight(of: font)
            for (tick, f) in drawn {
                guard let label = tick.label, !label.isEmpty else { continue }
                let width = TextMetrics.width(of: label, font: font)
                let p = g.position(forFraction: f)
                let center = orientation == .horizontal
                    ? CGPoint(x: Self.keep(p, extent: width, within: Double(band.minX)...Double(band.maxX)), y: Double(band.midY))
                    : CGPoint(x: Double(band.midX), y: Self.keep(p, extent: height, within: Double(band.minY)...Double(band.maxY)))
                guard placer.place(CGSize(width: width, height: height), at: center) else { continue }
                items.append(.text(TextItem(label, center: center, font: font, color: color)))
            }
        }
        return Layer(id: "ticks", items: items, isStatic: true)
    }

    /// `center` moved so a box of `extent` centred on it stays inside `span`; unmoved where the box
    /// is wider than the span.
    private static func keep(_ center: Double, extent: Double, within span: ClosedRange<Double>) -> Double {
        guard span.upperBound - span.lowerBound >= extent else { return center }
        return min(max(center, span.lowerBound + extent / 2), span.upperBound - extent / 2)
    }

    /// How strongly the page's colour veils the track outside an enabled range: 0.6.
    static let outsideEnabledVeil = 0.6
}

/// What the veil outside an enabled range depends on.
private struct OutsideInputs: Hashable {
    let track: StaticInputs
    let enabled: ClosedRange<Double>
}
