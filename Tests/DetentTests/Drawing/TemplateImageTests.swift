import Foundation
import Testing
@_spi(Hosting) import Detent

/// Images a host supplies may be templates (UIKit's template rendering, SF Symbols): the drawing
/// says which colour they take, the colour the control draws the same part in.
@Suite("Template images take the colour of the part they replace")
struct TemplateImageTests {
    private func imageItems(_ drawing: Drawing) -> [ImageItem] {
        drawing.layers.flatMap(\.items).compactMap { item in
            if case .image(let image) = item { return image }
            return nil
        }
    }

    private func strokeColors(_ drawing: Drawing, layer id: String) -> [DrawingColor] {
        drawing.layers.filter { $0.id == id }.flatMap(\.items).compactMap { item in
            if case .shape(_, _, let stroke?, _) = item, case .color(let color) = stroke.paint { return color }
            return nil
        }
    }

    @Test func aKnobsPointerImageTakesThePointersColourInEveryEnvironment() throws {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        let tints: [DrawingColor?] = [nil, DrawingColor(red: 1, green: 0.5, blue: 0)]
        for appearance in ControlAppearance.allCases {
            for tint in tints {
                knob.environment = ControlEnvironment(tintColor: tint, appearance: appearance)
                var style = KnobStyle()
                let line = knob.drawing(style: style, cache: nil)
                let pointerColor = try #require(strokeColors(line, layer: "pointer").first)
                style.pointerImageName = "pointer"
                let image = try #require(imageItems(knob.drawing(style: style, cache: nil)).first)
                #expect(image.name == "pointer")
                #expect(image.templateColor == pointerColor, "\(appearance), tint \(String(describing: tint))")
            }
        }
    }

    @Test func aRotatableKnobsImageTakesTheIndicatorsColour() throws {
        let knob = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        for appearance in ControlAppearance.allCases {
            knob.environment = ControlEnvironment(appearance: appearance)
            var style = RotatableKnobStyle()
            style.imageNames[.normal] = "knob"
            let image = try #require(imageItems(knob.drawing(style: style, cache: nil)).first)
            #expect(image.templateColor == style.resolved(in: knob.environment).indicatorColor)
        }
    }
}
