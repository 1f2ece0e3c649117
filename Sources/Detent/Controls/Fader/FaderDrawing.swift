import Foundation

extension FaderModel {
    /// The fader's look now. Layers, back to front: `track` (static), with an `enabledRange`
    /// `outsideEnabledRange` (static: the parts outside it veiled in the page's colour), with
    /// ticks `ticks` (static), with end labels `endLabels` (static: `minimumValueLabel` and
    /// `maximumValueLabel` in their end slots), `fill` (dynamic: from the neutral value, else the
    /// minimum, to the value shown, clipped to the track) and, unless the fader is thumbless,
    /// `thumb` (static content at the minimum, translated to the value shown). A change of value
    /// alone changes the fill and the thumb's translation only. `style` is first resolved in the
    /// model's `environment` (see `FaderStyle/resolved(in:)`).
    public func drawing(style: FaderStyle = FaderStyle(), cache: DrawingCache? = nil) -> Drawing {
        if let look {
            return look.drawing(of: ControlLook.State(
                bounds: bounds, values: [valueBounds.value(atFraction: presentationFraction)],
                fractions: [presentationFraction], angle: nil, bounds: valueBounds, valueText: valueText, isTracking: isTracking, isEnabled: isEnabled,
                tint: style.resolved(in: environment).fillColor, environment: environment))
        }
        // Resolved first, so the static layers' cache keys are the colours actually drawn.
        let style = style.resolved(in: environment)
        let g = geometry
        let curve = style.effectiveCurvaceousness
        let trackPath = g.trackPath(curvaceousness: curve)
        let parts = LookInputs(geometry: g, style: style)
        var layers = [cachedLayer(cache, "track", inputs: parts) {
            g.trackLayer(path: trackPath, color: style.trackTintColor, outlineColor: style.trackOutlineColor,
                         outlineWidth: style.trackOutlineWidth, curvaceousness: curve)
        }]
        let enabled = valueBounds.fraction(of: valueBounds.lowerLimit)...valueBounds.fraction(of: valueBounds.upperLimit)
        let veil = environment.pageBackgroundColor.withAlpha(RangeSliderModel.outsideEnabledVeil)
        if let outside = g.outsideEnabledLayer(enabled, veil: veil, clip: trackPath) {
            layers.append(cachedLayer(cache, outside.id, inputs: FaderOutsideInputs(look: parts, enabled: enabled)) { outside })
        }
        if !valueBounds.ticks.isEmpty {
            layers.append(cachedLayer(cache, "ticks", inputs: TickInputs(valueBounds, look: parts)) {
                g.tickLayer(valueBounds, labelBand: g.tickLabelFrame, color: style.labelColor, font: style.labelFont)
            })
        }
        let ends = [(minimumValueLabel, g.minimumEndFrame), (maximumValueLabel, g.maximumEndFrame)]
        if ends.contains(where: { !($0.0 ?? "").isEmpty }) {
            layers.append(cachedLayer(cache, "endLabels", inputs: FaderEndInputs(look: parts, minimum: minimumValueLabel,
                                                                                 maximum: maximumValueLabel)) {
                Layer(id: "endLabels", items: ends.compactMap { endLabel($0.0, in: $0.1, style: style) }, isStatic: true)
            })
        }
        let f = presentationFraction
        let origin = effectiveNeutralValue.map { valueBounds.fraction(of: $0) } ?? 0
        layers.append(Layer(id: "fill", items: [.fill(.rect(g.fillFrame(from: origin, to: f)), .color(style.fillColor))],
                            clip: trackPath, isStatic: false))
        if thumbStyle == .standard {
            var thumb = cachedLayer(cache, "thumb", inputs: parts) {
                thumbLayer("thumb", path: g.restingThumbPath(curvaceousness: curve), fill: style.thumbTintColor,
                           shadow: style.thumbShadow, outline: Stroke(.color(style.thumbOutlineColor), width: style.thumbOutlineWidth))
            }
            thumb.transform = g.thumbTransform(toFraction: f)
            layers.append(thumb)
        }
        if !isEnabled {
            for i in layers.indices { layers[i].opacity *= style.disabledOpacity }
        }
        return Drawing(size: bounds.size, layers: layers)
    }

    /// An end label centred in its slot, in the style's label font, made smaller where the text
    /// would not fit along the slot; `nil` without text or room. (An end image would be drawn in
    /// the same slot.)
    private func endLabel(_ text: String?, in slot: CGRect, style: FaderStyle) -> DrawingItem? {
        guard let text, !text.isEmpty, !slot.isEmpty else { return nil }
        var font = style.labelFont
        let room = Double(orientation == .horizontal ? slot.width : slot.height) - Self.endLabelGap
        let extent = orientation == .horizontal ? TextMetrics.width(of: text, font: font) : TextMetrics.lineHeight(of: font)
        if room > 0, extent > room { font.size *= room / extent }
        // The gap lies between the label and the track.
        let g = geometry
        let towardsTrack = (g.bounds.midX - slot.midX, g.bounds.midY - slot.midY)
        let shift = Self.endLabelGap / 2
        let center = orientation == .horizontal
            ? CGPoint(x: Double(slot.midX) - (towardsTrack.0 > 0 ? shift : -shift), y: Double(slot.midY))
            : CGPoint(x: Double(slot.midX), y: Double(slot.midY) - (towardsTrack.1 > 0 ? shift : -shift))
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

/// What the veil outside an enabled range depends on.
private struct FaderOutsideInputs: Hashable {
    let look: LookInputs<FaderGeometry, FaderStyle>
    let enabled: ClosedRange<Double>
}

/// What the end labels depend on.
private struct FaderEndInputs: Hashable {
    let look: LookInputs<FaderGeometry, FaderStyle>
    let minimum: String?
    let maximum: String?
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
