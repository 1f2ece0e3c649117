import Foundation

extension ControlModel where Style: ControlStyle {
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
