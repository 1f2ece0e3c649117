import Foundation

extension RotaryWheelModel {
    /// What a look of your own is given to draw now (see ``ControlLook``): the state this model's
    /// `drawing(style:cache:)` hands its `look`, built here only, so a host that draws the state
    /// itself (DetentSwiftUI's control styles) shows exactly what a look would. The wheel's tint is
    /// the environment's: its style has no accent of its own.
    @_spi(Hosting) public func lookState(style: RotaryWheelStyle) -> ControlLook.State {
        ControlLook.State(
            of: self, values: [Double(selectedIndex)],
            fractions: [Double(selectedIndex) / Double(numberOfSections)], angle: rotation, bounds: nil,
            valueText: selectedTitle, tint: nil)
    }

    /// The body of `drawing(style:cache:)`: this control's layers, listed on the model.
    @_spi(Hosting) public func makeDrawing(style: RotaryWheelStyle, cache: DrawingCache?) -> Drawing {
        composeDrawing(style: style) { style in
            let g = geometry
            let inputs = WheelInputs(bounds: HashableRect(g.bounds), sections: g.numberOfSections, marker: g.markerAngle,
                                     center: g.centerButtonRatio, sectors: sectorsRevision, layout: g.layout, style: style)
            let spin = LayerTransform(rotation: rotation, anchor: g.center)
            var layers: [Layer] = []
            layers.append(cachedLayer(cache, "background", inputs: inputs) {
                let light = style.backgroundColor.mixed(with: .white, 0.18)
                var items: [DrawingItem] = [.fill(.circle(center: g.center, radius: g.radius),
                                                  .radialGradient(center: g.center, radius: g.radius,
                                                                  stops: [GradientStop(0, light), GradientStop(1, style.backgroundColor)]))]
                // The rim lies inside the disc's edge, so the wheel's size does not change with it.
                let w = min(style.rimWidth, g.radius)
                if w.isFinite, w > 0, style.rimColor.alpha > 0 {
                    items.append(.stroke(.circle(center: g.center, radius: g.radius - w / 2), Stroke(.color(style.rimColor), width: w)))
                }
                return Layer(id: "background", items: items, isStatic: true)
            })
            var sectorsLayer = cachedLayer(cache, "sectors", inputs: inputs) {
                var items: [DrawingItem] = []
                for i in 0..<g.numberOfSections { items += sectorItems(i, geometry: g, style: style, separators: true) }
                return Layer(id: "sectors", items: items, isStatic: true)
            }
            sectorsLayer.transform = spin
            let faded = style.fadedSectorOpacity
            sectorsLayer.opacity = faded.isNaN ? Self.fadedAlpha : min(max(faded, 0), 1)
            layers.append(sectorsLayer)
            var selectedLayer = cachedLayer(cache, "selectedSector", inputs: SelectedInputs(wheel: inputs, index: selectedIndex)) {
                Layer(id: "selectedSector", items: sectorItems(selectedIndex, geometry: g, style: style, separators: false), isStatic: true)
            }
            selectedLayer.transform = spin
            selectedLayer.opacity = sectorAlpha(selectedIndex) == 1 ? 1 : 0
            layers.append(selectedLayer)
            layers.append(cachedLayer(cache, "marker", inputs: inputs) {
                let r = g.radius
                let half = max(0.07 * r, 3)
                var beak = DrawingPath()
                beak.move(to: Radians.point(at: g.markerAngle, radius: 0.84 * r, about: g.center))
                beak.line(to: Radians.point(at: g.markerAngle + half / max(r, 1), radius: r, about: g.center))
                beak.line(to: Radians.point(at: g.markerAngle - half / max(r, 1), radius: r, about: g.center))
                beak.close()
                return Layer(id: "marker", items: [.fill(beak, .color(style.markerColor),
                                                         shadow: Shadow(color: DrawingColor(white: 0, alpha: 0.4), offset: .zero, blur: 2))],
                             isStatic: true)
            })
            layers.append(cachedLayer(cache, "centerButton", inputs: inputs) {
                let r = g.centerButtonRadius
                let face = DrawingPath.circle(center: g.center, radius: r)
                var items: [DrawingItem] = [
                    .fill(face, .radialGradient(center: g.center, radius: max(r, 0.001),
                                                stops: [GradientStop(0, style.centerButtonHighlightColor), GradientStop(1, style.centerButtonColor)]),
                          shadow: Shadow(color: DrawingColor(white: 0, alpha: 0.5), offset: CGSize(width: 0, height: 1), blur: 3)),
                    .stroke(face, Stroke(.color(style.centerButtonOutlineColor), width: 1)),
                ]
                if let title = style.centerButtonTitle, r > 4 {
                    let size = min(style.titleFont.size, 1.6 * r / max(Double(title.count), 1))
                    items.append(.text(TextItem(title, center: g.center, font: DrawingFont(size: size, isBold: true),
                                                color: style.centerButtonTitleColor)))
                }
                return Layer(id: "centerButton", items: items, isStatic: true)
            })
            return layers
        }
    }

    /// Sector `i` at rotation 0, over its own span (``sectorWeights``): its fill, an optional
    /// separator at its leading edge, and its icon or title at its centre where they are legible.
    private func sectorItems(_ i: Int, geometry g: RotaryWheelGeometry, style: RotaryWheelStyle, separators: Bool) -> [DrawingItem] {
        let n = g.numberOfSections
        let w = g.span(ofSector: i)
        let outer = 0.97 * g.radius
        let inner = min(g.centerButtonRadius + 0.03 * g.radius, outer)
        let mid = g.centerAngle(ofSector: i, rotation: 0)
        var items: [DrawingItem] = []
        // Sectors narrower than 6 points at the rim would turn alternating fills into moiré: they
        // are left to one ring (drawn with sector 0, beneath the rest) with a tick per sector.
        let crowded = w * outer < 6
        if !style.sectorColors.isEmpty {
            let fullRing = DrawingPath.ringSector(center: g.center, innerRadius: inner, outerRadius: outer, startAngle: 0,
                                           endAngle: Radians.fullTurn)
            if separators, i == 0, n == 1 || g.narrowestSpan * outer < 6 {
                items.append(.fill(fullRing, .color(style.sectorColors[0])))
            }
            if !(separators && (n == 1 || crowded)) {
                let path = n == 1 ? fullRing : DrawingPath.ringSector(center: g.center, innerRadius: inner, outerRadius: outer,
                                                               startAngle: mid - w / 2, endAngle: mid + w / 2)
                items.append(.fill(path, .color(style.sectorColors[i % style.sectorColors.count])))
            }
        }
        if separators, n > 1 {
            let from = crowded ? max(outer - 0.06 * g.radius, inner) : inner
            items.append(.stroke(.segment(from: Radians.point(at: mid - w / 2, radius: from, about: g.center),
                                          to: Radians.point(at: mid - w / 2, radius: outer, about: g.center)),
                                 Stroke(.color(style.separatorColor), width: crowded ? 0.5 : 1)))
        }
        let iconRadius = (inner + outer) / 2
        let arc = n == 1 ? Radians.fullTurn * iconRadius : w * iconRadius
        let sector = i < sectors.count ? sectors[i] : nil
        if style.showsIcons, let name = sector?.iconName, WheelIcons.names.contains(name) {
            let size = min(0.3 * g.radius, 0.7 * arc, outer - inner)
            if size >= 6 {
                items += WheelIcons.items(named: name, center: Radians.point(at: mid, radius: iconRadius, about: g.center),
                                          size: size, upAngle: mid, color: style.iconColor)
                return items
            }
        }
        guard style.showsTitles else { return items }
        let title = title(ofSector: i)
        // Labels need about 7 points of arc per line; on crowded wheels only every k-th sector gets
        // one, with room for about three lines between labels so they read as a scale.
        let fitted = min(style.titleFont.size, 0.45 * arc, (outer - inner) / max(Double(title.count), 1) / 0.6)
        var stride = 1
        // Equal sectors label a regular scale; unequal ones label each sector that has room.
        if fitted < 7, g.hasEqualSectors {
            let needed = 7 / max(0.15 * arc, 1e-9)
            stride = [2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 60, 72, 90, 120, 180, 360]
                .first { Double($0) >= needed } ?? n
        }
        // Every k-th sector, leaving out one that would crowd sector 0 across the wrap.
        guard i % stride == 0, i == 0 || n - i >= stride else { return items }
        let size = min(style.titleFont.size, 0.45 * arc * Double(stride), 0.9 * (outer - inner) / max(Double(title.count), 1) / 0.6)
        guard size >= 4 else { return items }
        items.append(.text(TextItem(title, center: Radians.point(at: mid, radius: iconRadius, about: g.center),
                                    font: DrawingFont(size: size, isBold: style.titleFont.isBold, family: style.titleFont.family),
                                    color: style.titleColor)))
        return items
    }
}

/// What the wheel's static layers depend on.
private struct WheelInputs: Hashable {
    let bounds: HashableRect
    let sections: Int
    let marker: Double
    let center: Double
    let sectors: Int
    /// Unequal sectors' angles (hashed by a digest: the key costs the same for any N).
    let layout: WeightedSectorLayout?
    let style: RotaryWheelStyle
}

/// What the selected sector's layer depends on.
private struct SelectedInputs: Hashable {
    let wheel: WheelInputs
    let index: Int
}

extension RotaryWheelModel {
    /// The running motion (the snap, a momentum glide, a tap's or `select`'s turn, a `spin`)
    /// sampled as drawings with `style`; see ``KnobModel/drawingAnimation(style:cache:framesPerSecond:)``.
    @_spi(Hosting) public func drawingAnimation(style: RotaryWheelStyle = RotaryWheelStyle(), cache: DrawingCache? = nil,
                                 framesPerSecond: Double = DrawingAnimation.defaultFramesPerSecond) -> DrawingAnimation? {
        guard let motion = runningMotion, let start = motion.startTime else { return nil }
        let style = style.resolved(in: environment)
        let saved = rotation
        defer { rotation = saved }
        return .sampling(startTime: start, duration: motion.duration, framesPerSecond: framesPerSecond) { time in
            rotation = motion.rotation(at: time)
            return drawing(style: style, cache: cache)
        }
    }
}
