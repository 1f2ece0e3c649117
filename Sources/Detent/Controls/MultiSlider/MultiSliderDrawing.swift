import Foundation

extension MultiSliderModel {
    /// What a look of your own is given to draw now (see ``ControlLook``): every thumb's value as
    /// shown and its fraction, the highlight's colour as the tint; built here only, so a host that
    /// draws the state itself (DetentSwiftUI's control styles) shows exactly what a look would.
    @_spi(Hosting) public func lookState(style: MultiSliderStyle) -> ControlLook.State {
        let shown = presentationFractions
        return ControlLook.State(
            of: self, values: shown.map(valueBounds.value(atFraction:)), fractions: shown, angle: nil,
            bounds: valueBounds, valueText: valuesText, tint: style.resolved(in: environment).trackHighlightTintColor)
    }

    /// The slider's look now. Layers, back to front: `track` (static), with an `enabledRange`
    /// `outsideEnabledRange` (static), with ticks `ticks` (static), `highlight` (dynamic: the track
    /// from the lowest thumb to the highest, from the minimum with one thumb, clipped to the
    /// track), then per thumb `thumb1`, `thumb2`… (static content at the minimum, translated to
    /// its value) each followed by its veil `thumb1Veil`… (static, opaque only while that thumb is
    /// dragged), and, with `valueLabelSpace`, `valueLabels` (dynamic; see
    /// `valueLabels(font:color:)`). A change of values alone changes the highlight, the thumbs'
    /// translations and the labels. With a look of your own (`look`), that look is drawn instead.
    /// `style` is first resolved in the model's `environment` (see `RangeSliderStyle/resolved(in:)`).
    public func drawing(style: MultiSliderStyle = MultiSliderStyle(), cache: DrawingCache? = nil) -> Drawing {
        composeDrawing(style: style) { style in
            slider.layers(style: style, cache: cache, page: environment.pageBackgroundColor) { "thumb\($0 + 1)" }
        }
    }

    /// The running animation (an animated `setValues`, a tap on the track) sampled as drawings
    /// with `style`; see ``KnobModel/drawingAnimation(style:cache:framesPerSecond:)``.
    @_spi(Hosting) public func drawingAnimation(style: MultiSliderStyle = MultiSliderStyle(), cache: DrawingCache? = nil,
                                                framesPerSecond: Double = DrawingAnimation.defaultFramesPerSecond) -> DrawingAnimation? {
        let style = style.resolved(in: environment)
        return slider.pipeline.sampledAnimation(framesPerSecond: framesPerSecond) { drawing(style: style, cache: cache) }
    }
}
