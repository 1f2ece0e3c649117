import Foundation

/// The parts of a straight track's look that the range slider and the fader share: the track with
/// its outline, the veil outside an enabled range, the ticks beside the track and the thumbs.
extension LinearTrackGeometry {
    /// The track's shape: `trackFrame` with its corners rounded by `curve` (0 square, 1 a pill).
    func trackPath(curvaceousness curve: Double) -> DrawingPath {
        let track = trackFrame
        let across = Double(orientation == .horizontal ? track.height : track.width)
        return .roundedRect(track, cornerRadius: across * curve / 2)
    }

    /// The static track layer: `path` filled with `color`, and, where the outline has a width
    /// and a visible colour, the outline inside the track's edge, so the track keeps its size and
    /// a fill clipped to the track covers it.
    func trackLayer(path: DrawingPath, color: DrawingColor, outlineColor: DrawingColor, outlineWidth w: Double,
                    curvaceousness curve: Double) -> Layer {
        var items: [DrawingItem] = [.fill(path, .color(color))]
        if w.isFinite, w > 0, outlineColor.alpha > 0 {
            let inset = trackFrame.insetBy(dx: w / 2, dy: w / 2)
            let across = Double(orientation == .horizontal ? inset.height : inset.width)
            items.append(.stroke(.roundedRect(inset, cornerRadius: max(across, 0) * curve / 2),
                                 Stroke(.color(outlineColor), width: w)))
        }
        return Layer(id: "track", items: items, isStatic: true)
    }

    /// The static layer that veils the track outside the fractions `enabled` in `veil`, clipped to
    /// the track's shape; `nil` when the whole range is enabled.
    func outsideEnabledLayer(_ enabled: ClosedRange<Double>, veil: DrawingColor, clip: DrawingPath) -> Layer? {
        guard enabled != 0...1 else { return nil }
        return Layer(id: "outsideEnabledRange",
                     items: [trackPart(from: 0, to: enabled.lowerBound), trackPart(from: enabled.upperBound, to: 1)]
                         .filter { $0.width > 0 && $0.height > 0 }
                         .map { .fill(.rect($0), .color(veil)) },
                     clip: clip, isStatic: true)
    }

    /// The ticks of `values` beside the track: 1-point marks in the band between the track and
    /// the bounds' edge (below a horizontal track, right of a vertical one), thinned to 4 points
    /// apart, and, where `labelBand` is not empty, the labels of those marks that fit in it
    /// without running into each other (without one, labels are read out only). A label is
    /// centred on its mark, moved along the axis only as far as keeps it inside the band where it
    /// fits (the end labels at large text).
    func tickLayer(_ values: ValueBounds, labelBand band: CGRect, color: DrawingColor, font: DrawingFont) -> Layer {
        let track = trackFrame
        let drawn = values.drawnTicks { abs(position(forFraction: $1) - position(forFraction: $0)) }
        var marks = DrawingPath()
        for (_, f) in drawn {
            let p = position(forFraction: f)
            if orientation == .horizontal {
                let top = Double(track.maxY) + 2, bottom = max(Double(bounds.maxY) - 1, top)
                marks.move(to: CGPoint(x: p, y: top))
                marks.line(to: CGPoint(x: p, y: bottom))
            } else {
                let left = Double(track.maxX) + 2, right = max(Double(bounds.maxX) - 1, left)
                marks.move(to: CGPoint(x: left, y: p))
                marks.line(to: CGPoint(x: right, y: p))
            }
        }
        var items: [DrawingItem] = [.stroke(marks, Stroke(.color(color), width: 1))]
        if !band.isEmpty {
            var placer = LabelPlacer()
            let height = TextMetrics.lineHeight(of: font)
            for (tick, f) in drawn {
                let label = tick.label ?? "", image = tick.imageName ?? ""
                guard !label.isEmpty || !image.isEmpty else { continue }
                // An image is a square as tall as the line, before the label with a quarter of
                // the line between them.
                let imageWidth = image.isEmpty ? 0 : height + (label.isEmpty ? 0 : height / 4)
                let width = imageWidth + (label.isEmpty ? 0 : TextMetrics.width(of: label, font: font))
                let p = position(forFraction: f)
                let center = orientation == .horizontal
                    ? CGPoint(x: keep(p, extent: width, within: Double(band.minX)...Double(band.maxX)), y: Double(band.midY))
                    : CGPoint(x: Double(band.midX), y: keep(p, extent: height, within: Double(band.minY)...Double(band.maxY)))
                guard placer.place(CGSize(width: width, height: height), at: center) else { continue }
                let left = Double(center.x) - width / 2
                if !image.isEmpty {
                    let frame = CGRect(x: left, y: Double(center.y) - height / 2, width: height, height: height)
                    items.append(.image(ImageItem(name: image, frame: frame, templateColor: color)))
                }
                if !label.isEmpty {
                    let labelCenter = CGPoint(x: left + imageWidth + (width - imageWidth) / 2, y: Double(center.y))
                    items.append(.text(TextItem(label, center: labelCenter, font: font, color: color)))
                }
            }
        }
        return Layer(id: "ticks", items: items, isStatic: true)
    }

    /// `center` moved so a box of `extent` centred on it stays inside `span`; unmoved where the box
    /// is wider than the span.
    private func keep(_ center: Double, extent: Double, within span: ClosedRange<Double>) -> Double {
        guard span.upperBound - span.lowerBound >= extent else { return center }
        return min(max(center, span.lowerBound + extent / 2), span.upperBound - extent / 2)
    }

    /// A thumb's shape at the minimum: its frame inset by 2 points, its corners rounded by `curve`.
    func restingThumbPath(curvaceousness curve: Double) -> DrawingPath {
        let rest = thumbFrame(forFraction: 0).insetBy(dx: 2, dy: 2)
        let across = Double(orientation == .horizontal ? rest.height : rest.width)
        return .roundedRect(rest, cornerRadius: across * curve / 2)
    }

    /// The translation that carries a thumb drawn at the minimum to `fraction`.
    func thumbTransform(toFraction fraction: Double) -> LayerTransform {
        let offset = position(forFraction: fraction) - position(forFraction: 0)
        return LayerTransform(translation: orientation == .horizontal
                              ? CGSize(width: offset, height: 0) : CGSize(width: 0, height: offset))
    }
}

/// The layers of a straight track's look that the fader, the range slider and the multi-thumb
/// slider build alike, from the geometry and the resolved style, through the host's cache: the
/// static layers are keyed by the two (``LookInputs``), so a change of value alone rebuilds none.
struct LinearTrackPainter<Geometry: LinearTrackGeometry & Hashable, Style: LinearTrackStyle> {
    /// The control's geometry now.
    let geometry: Geometry
    /// The style, resolved in the control's environment.
    let style: Style
    /// The host's cache of static layers, if any.
    let cache: DrawingCache?
    /// What the static layers depend on.
    let inputs: LookInputs<Geometry, Style>
    /// The track's shape, which clips what is drawn over it.
    let trackPath: DrawingPath

    init(geometry: Geometry, style: Style, cache: DrawingCache?) {
        self.geometry = geometry
        self.style = style
        self.cache = cache
        inputs = LookInputs(geometry: geometry, style: style)
        trackPath = geometry.trackPath(curvaceousness: style.effectiveCurvaceousness)
    }

    /// `track` (static): the track with its outline.
    func track() -> Layer {
        cachedLayer(cache, "track", inputs: inputs) {
            geometry.trackLayer(path: trackPath, color: style.trackTintColor, outlineColor: style.trackOutlineColor,
                                outlineWidth: style.trackOutlineWidth, curvaceousness: style.effectiveCurvaceousness)
        }
    }

    /// `ticks` (static): the ticks of `values` beside the track, their labels in `labelBand`;
    /// `nil` without ticks.
    func ticks(_ values: ValueBounds, labelBand: CGRect) -> Layer? {
        guard !values.ticks.isEmpty else { return nil }
        return cachedLayer(cache, "ticks", inputs: TickInputs(values, look: BandInputs(look: inputs, band: HashableRect(labelBand)))) {
            geometry.tickLayer(values, labelBand: labelBand, color: style.labelColor, font: style.labelFont)
        }
    }

    /// `outsideEnabledRange` (static): the track outside the enabled range of `values`, veiled in
    /// `page` (the page's colour) at ``outsideEnabledVeil``; `nil` when the whole range is enabled.
    func outsideEnabledRange(_ values: ValueBounds, page: DrawingColor) -> Layer? {
        let enabled = values.fraction(of: values.lowerLimit)...values.fraction(of: values.upperLimit)
        guard let outside = geometry.outsideEnabledLayer(enabled, veil: page.withAlpha(Self.outsideEnabledVeil), clip: trackPath)
        else { return nil }
        return cachedLayer(cache, outside.id, inputs: OutsideEnabledInputs(look: inputs, enabled: enabled)) { outside }
    }

    /// The dynamic layer `id` that shows the value: `frame` filled with `color`, clipped to the
    /// track.
    func valuePart(_ id: String, frame: CGRect, color: DrawingColor) -> Layer {
        Layer(id: id, items: [.fill(.rect(frame), .color(color))], clip: trackPath, isStatic: false)
    }

    /// Appends the thumb `id` at `fraction` to `layers`: static content at the minimum,
    /// translated there, followed, with `veil`, by its veil `id + "Veil"` (static, opaque only
    /// while `veil.isShown`).
    func appendThumb(_ id: String, at fraction: Double, veil: (color: DrawingColor, isShown: Bool)? = nil,
                     to layers: inout [Layer]) {
        // The thumb's shape is built only when its static layers are (a frame that reuses them
        // costs no path), and once for both.
        var built: DrawingPath?
        func path() -> DrawingPath {
            if let built { return built }
            let made = geometry.restingThumbPath(curvaceousness: style.effectiveCurvaceousness)
            built = made
            return made
        }
        let move = geometry.thumbTransform(toFraction: fraction)
        var body = cachedLayer(cache, id, inputs: inputs) {
            thumbLayer(id, path: path(), fill: style.thumbTintColor, shadow: style.thumbShadow,
                       outline: Stroke(.color(style.thumbOutlineColor), width: style.thumbOutlineWidth))
        }
        body.transform = move
        layers.append(body)
        guard let veil else { return }
        var cover = cachedLayer(cache, id + "Veil", inputs: inputs) {
            Layer(id: id + "Veil", items: [.fill(path(), .color(veil.color))], isStatic: true)
        }
        cover.transform = move
        cover.opacity = veil.isShown ? 1 : 0
        layers.append(cover)
    }

    /// Appends `layer` to `layers` when there is one.
    func append(_ layer: Layer?, to layers: inout [Layer]) {
        if let layer { layers.append(layer) }
    }

    /// How strongly the page's colour veils the track outside an enabled range: 0.6.
    static var outsideEnabledVeil: Double { 0.6 }
}

/// What the tick layer's look depends on: the track's look and where its labels go.
private struct BandInputs<Look: Hashable>: Hashable {
    let look: Look
    let band: HashableRect
}

/// What the veil outside an enabled range depends on.
private struct OutsideEnabledInputs<Look: Hashable>: Hashable {
    let look: Look
    let enabled: ClosedRange<Double>
}

/// A thumb's static content at the minimum: `path` filled with `fill` under `shadow`, outlined by
/// `outline`.
func thumbLayer(_ id: String, path: DrawingPath, fill: DrawingColor, shadow: Shadow?, outline: Stroke) -> Layer {
    Layer(id: id, items: [.fill(path, .color(fill), shadow: shadow), .stroke(path, outline)], isStatic: true)
}
