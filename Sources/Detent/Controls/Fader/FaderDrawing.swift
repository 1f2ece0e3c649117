import Foundation

extension FaderModel {
    /// What a look of your own is given to draw now (see ``ControlLook``): the state this model's
    /// `drawing(style:cache:)` hands its `look`, built here only, so a host that draws the state
    /// itself (DetentSwiftUI's control styles) shows exactly what a look would. `style` gives the
    /// tint, resolved in the model's `environment`.
    @_spi(Hosting) public func lookState(style: FaderStyle) -> ControlLook.State {
        ControlLook.State(
            of: self, values: [valueBounds.value(atFraction: presentationFraction)],
            fractions: [presentationFraction], angle: nil, bounds: valueBounds, valueText: text(for: single.value),
            tint: style.resolved(in: environment).fillColor)
    }

    /// The body of `drawing(style:cache:)`: this control's layers, listed on the model.
    @_spi(Hosting) public func makeDrawing(style: FaderStyle, cache: DrawingCache?) -> Drawing {
        composeDrawing(style: style) { style in
            let g = geometry
            let paint = LinearTrackPainter(geometry: g, style: style, cache: cache)
            var layers = [paint.track()]
            paint.append(paint.ticks(valueBounds, labelBand: g.tickLabelFrame), to: &layers)
            let ends = [FaderEnd(label: minimumValueLabel, image: minimumValueImageName, slot: g.minimumEndFrame),
                        FaderEnd(label: maximumValueLabel, image: maximumValueImageName, slot: g.maximumEndFrame)]
            if ends.contains(where: \.isShown) {
                layers.append(cachedLayer(cache, "endLabels", inputs: FaderEndInputs(look: paint.inputs, ends: ends)) {
                    Layer(id: "endLabels", items: ends.compactMap { endItem($0, style: style) }, isStatic: true)
                })
            }
            let f = presentationFraction
            let origin = effectiveNeutral.map { valueBounds.fraction(of: $0) } ?? 0
            layers.append(paint.valuePart("fill", frame: g.fillFrame(from: origin, to: f), color: style.fillColor))
            // Over the fill, which may start outside the enabled range (at the minimum).
            paint.append(paint.outsideEnabledRange(valueBounds, page: environment.pageBackgroundColor), to: &layers)
            if thumbStyle == .standard { paint.appendThumb("thumb", at: f, to: &layers) }
            return layers
        }
    }

    /// An end's image (a square of `endImageSide`, at most the slot's size) or label (in the
    /// style's label font, made smaller where the text would not fit along the slot) centred in
    /// its slot, the gap towards the track; `nil` without either or without room.
    private func endItem(_ end: FaderEnd, style: FaderStyle) -> DrawingItem? {
        let slot = end.slot
        guard end.isShown, !slot.isEmpty else { return nil }
        // The gap lies between the end's content and the track.
        let g = geometry
        let towardsTrack = (g.bounds.midX - slot.midX, g.bounds.midY - slot.midY)
        let shift = Self.endLabelGap / 2
        let center = orientation == .horizontal
            ? CGPoint(x: Double(slot.midX) - (towardsTrack.0 > 0 ? shift : -shift), y: Double(slot.midY))
            : CGPoint(x: Double(slot.midX), y: Double(slot.midY) - (towardsTrack.1 > 0 ? shift : -shift))
        if let image = end.image, !image.isEmpty {
            let side = min(Self.endImageSide, Double(min(slot.width, slot.height)))
            let frame = CGRect(x: Double(center.x) - side / 2, y: Double(center.y) - side / 2, width: side, height: side)
            return .image(ImageItem(name: image, frame: frame, templateColor: style.labelColor))
        }
        guard let text = end.label else { return nil }
        var font = style.labelFont
        let room = Double(orientation == .horizontal ? slot.width : slot.height) - Self.endLabelGap
        let extent = orientation == .horizontal ? TextMetrics.width(of: text, font: font) : TextMetrics.lineHeight(of: font)
        if room > 0, extent > room { font.size *= room / extent }
        return .text(TextItem(text, center: center, font: font, color: style.labelColor))
    }

    /// The running animation (an animated `setValue`, a tap on the track, a reset) sampled as
    /// drawings with `style`; see ``KnobModel/drawingAnimation(style:cache:framesPerSecond:)``.
    @_spi(Hosting) public func drawingAnimation(style: FaderStyle = FaderStyle(), cache: DrawingCache? = nil,
                                                framesPerSecond: Double = DrawingAnimation.defaultFramesPerSecond) -> DrawingAnimation? {
        let style = style.resolved(in: environment)
        return pipeline.sampledAnimation(framesPerSecond: framesPerSecond) { drawing(style: style, cache: cache) }
    }
}

/// What the end labels depend on.
private struct FaderEndInputs: Hashable {
    let look: LookInputs<FaderGeometry, FaderStyle>
    let ends: [FaderEnd]
}

/// One end of the fader's track: its label or image and the slot they are drawn in.
private struct FaderEnd: Hashable {
    let label: String?
    let image: String?
    let slot: CGRect

    /// Whether the end shows anything: an image, else a label.
    var isShown: Bool { !(image ?? "").isEmpty || !(label ?? "").isEmpty }

    func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(image)
        hasher.combine(rect: slot)
    }
}

extension FaderGeometry: Hashable {
    /// Hashes what `==` compares: the frames, the axis, the direction and the thumb style.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: bounds)
        hasher.combine(rect: minimumEndFrame)
        hasher.combine(rect: maximumEndFrame)
        hasher.combine(rect: tickLabelFrame)
        hasher.combine(orientation)
        hasher.combine(layoutDirection)
        hasher.combine(thumbStyle)
    }
}
