import Foundation

extension RangeSliderModel {
    /// What a look of your own is given to draw now (see ``ControlLook``): the state this model's
    /// `drawing(style:cache:)` hands its `look`, built here only, so a host that draws the state
    /// itself (DetentSwiftUI's control styles) shows exactly what a look would. `style` gives the
    /// tint, resolved in the model's `environment`.
    @_spi(Hosting) public func lookState(style: RangeSliderStyle) -> ControlLook.State {
        let shown = presentationFractions
        return ControlLook.State(
            of: self, values: [valueBounds.value(atFraction: shown.lower), valueBounds.value(atFraction: shown.upper)],
            fractions: [shown.lower, shown.upper], angle: nil, bounds: valueBounds, valueText: rangeText,
            tint: style.resolved(in: environment).trackHighlightTintColor)
    }

    /// The body of `drawing(style:cache:)`: this control's layers, listed on the model.
    @_spi(Hosting) public func makeDrawing(style: RangeSliderStyle, cache: DrawingCache?) -> Drawing {
        composeDrawing(style: style) { style in
            slider.layers(style: style, cache: cache, page: environment.pageBackgroundColor) { RangeSliderThumb(index: $0).identifier }
        }
    }
}

extension RangeSliderModel {
    /// The running animation (an animated `setValues`, a tap on the track) sampled as drawings
    /// with `style`; see ``KnobModel/drawingAnimation(style:cache:framesPerSecond:)``.
    @_spi(Hosting) public func drawingAnimation(style: RangeSliderStyle = RangeSliderStyle(), cache: DrawingCache? = nil,
                                 framesPerSecond: Double = DrawingAnimation.defaultFramesPerSecond) -> DrawingAnimation? {
        let style = style.resolved(in: environment)
        return slider.pipeline.sampledAnimation(framesPerSecond: framesPerSecond) { drawing(style: style, cache: cache) }
    }
}
