import Foundation

extension ControlModel {
    /// The control's look now, as data: its layers, back to front, each with an id, its items
    /// and a transform, ready for any renderer (DetentCairo's, a host's layers, an SVG). `style`'s
    /// automatic colours are first chosen for the host's environment (light or dark, contrast,
    /// tint, text size); a look of your own (``look``) draws instead when set.
    /// Pass a `cache` (``DrawingCache``) kept for the control to reuse the static layers while
    /// only the value moves: a change of value alone changes the dynamic layers and the static
    /// layers' transforms. Each control's layers and their ids are listed in its model's
    /// documentation. Default style: the style's standard look.
    public func drawing(style: Style = Style(), cache: DrawingCache? = nil) -> Drawing {
        makeDrawing(style: style, cache: cache)
    }

    /// The body every model's `drawing(style:cache:)` shares: a look of your own (`look`) draws
    /// the state instead; otherwise `layers` builds the control's layers from `style` resolved in
    /// the model's `environment` (first, so the static layers' cache keys are the colours actually
    /// drawn), and a disabled control's layers are dimmed by the style's `disabledOpacity`; the
    /// hover highlight, when a pointer rests on a thumb or knob, goes beneath the thumbs (beneath
    /// every layer where there are none).
    func composeDrawing(style: Style, layers build: (_ resolved: Style) -> [Layer]) -> Drawing {
        if let look { return look.drawing(of: lookState(style: style)) }
        let resolved = style.resolved(in: environment)
        var layers = build(resolved)
        if !isEnabled {
            for i in layers.indices { layers[i].opacity *= resolved.disabledOpacity }
        }
        if let hover = hoverLayer {
            // Beneath the thumbs, above the track or pad they sit on (a pad's fill would hide it).
            let firstThumb = layers.firstIndex { $0.id.range(of: "thumb", options: .caseInsensitive) != nil }
            layers.insert(hover, at: firstThumb ?? 0)
        }
        return Drawing(size: bounds.size, layers: layers)
    }
}
