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

    /// The body of `drawing(style:cache:)`: this control's layers, listed on the model.
    @_spi(Hosting) public func makeDrawing(style: MultiSliderStyle, cache: DrawingCache?) -> Drawing {
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
