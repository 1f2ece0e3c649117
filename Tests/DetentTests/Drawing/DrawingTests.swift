@_spi(Hosting) import Detent
import Foundation
import Testing

/// The look as data: stable layer ids, and a change of value alone touching only transforms,
/// opacities and dynamic layers (so renderers re-rasterise nothing static).
@Suite("Drawings")
struct DrawingTests {
    /// Asserts every static layer of `after` has the same content key as in `before`, and returns
    /// the ids whose transform changed.
    @discardableResult
    static func staticContentUnchanged(_ before: Drawing, _ after: Drawing,
                                       sourceLocation: SourceLocation = #_sourceLocation) -> Set<String> {
        #expect(before.layers.map(\.id) == after.layers.map(\.id), sourceLocation: sourceLocation)
        var moved: Set<String> = []
        for layer in after.layers {
            guard let old = before[layer.id] else { continue }
            if layer.isStatic {
                #expect(old.contentKey == layer.contentKey, "static layer \(layer.id) changed content",
                        sourceLocation: sourceLocation)
            }
            if old.transform != layer.transform { moved.insert(layer.id) }
        }
        return moved
    }

    @Test func knobValueChangeOnlyTurnsThePointer() {
        let knob = standardKnob()
        var style = KnobStyle()
        style.showsValueLabel = true
        let before = knob.drawing(style: style)
        #expect(before.layers.map(\.id) == ["track", "pointer", "valueLabel"])
        knob.value = 0.7
        let after = knob.drawing(style: style)
        #expect(Self.staticContentUnchanged(before, after) == ["pointer"])
        // The pointer turns to the value's angle: start + 0.7 · (end − start).
        let expected = -11 * Double.pi / 8 + 0.7 * (14 * Double.pi / 8)
        #expect(abs(after["pointer"]!.transform.rotation - expected) < 1e-12)
        #expect(after["valueLabel"]!.contentKey != before["valueLabel"]!.contentKey)
    }

    @Test func knobTrackIsTheArcBetweenTheAngles() {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        guard case .shape(let path, _, let stroke, _)? = knob.drawing()["track"]?.items.first,
              case .arc(let center, let radius, let start, let end, let clockwise)? = path.elements.first else {
            Issue.record("the track is one stroked arc")
            return
        }
        #expect(center == CGPoint(x: 100, y: 50))
        #expect(radius == 50 - 6)             // min(w, h)/2 − max(pointerLength, lineWidth/2)
        #expect(start == -11 * Double.pi / 8 && abs(end - 3 * Double.pi / 8) < 1e-12 && clockwise)
        #expect(stroke?.width == 2)
    }

    @Test func rangeSliderValueChangeMovesThumbsAndHighlightOnly() {
        let slider = standardRangeSlider()
        let before = slider.drawing()
        #expect(before.layers.map(\.id) == ["track", "highlight", "lowerThumb", "lowerThumbVeil", "upperThumb", "upperThumbVeil"])
        slider.lowerValue = 0.4
        let after = slider.drawing()
        #expect(Self.staticContentUnchanged(before, after) == ["lowerThumb", "lowerThumbVeil"])
        // The thumb moves by (width − thumbWidth) · Δvalue = 269 · 0.2 points.
        #expect(abs(Double(after["lowerThumb"]!.transform.translation.width) - 269 * 0.4) < 1e-9)
        #expect(after["highlight"]!.contentKey != before["highlight"]!.contentKey)
    }

    @Test func rangeSliderVeilShowsOnlyOnTheDraggedThumb() {
        let slider = standardRangeSlider()
        #expect(slider.drawing()["lowerThumbVeil"]!.opacity == 0)
        let lower = slider.thumbFrame(.lower)
        #expect(slider.beginTracking(at: CGPoint(x: lower.midX, y: lower.midY)))
        let dragged = slider.drawing()
        #expect(dragged["lowerThumbVeil"]!.opacity == 1 && dragged["upperThumbVeil"]!.opacity == 0)
    }

    @Test(arguments: [3, 8, 12, 360])
    func wheelSpinOnlyTurnsTwoLayers(count: Int) {
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        wheel.numberOfSections = count
        let cache = DrawingCache()
        // A finger on the ring (left of the centre) first, so only the spin differs between frames.
        #expect(wheel.beginTracking(at: CGPoint(x: 10, y: 120), time: 0))
        let before = wheel.drawing(cache: cache)
        wheel.continueTracking(at: CGPoint(x: 14, y: 90), time: 0.05)
        let during = wheel.drawing(cache: cache)
        #expect(wheel.rotation > 0)
        #expect(Self.staticContentUnchanged(before, during) == ["sectors", "selectedSector"])
        #expect(during["sectors"]!.transform.rotation == wheel.rotation)
    }

    @Test func wheelSectorsFadeWhileDraggedAndSelectedIsOpaque() {
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let resting = wheel.drawing()
        #expect(resting["sectors"]!.opacity == 0.6 && resting["selectedSector"]!.opacity == 1)
        #expect(wheel.beginTracking(at: CGPoint(x: 10, y: 100), time: 0))
        #expect(wheel.drawing()["selectedSector"]!.opacity == 0)
    }

    @Test func wheelIconsExistForTheEightDefaultNames() {
        for name in RotaryWheelSector.defaultSectors.compactMap(\.iconName) {
            #expect(!WheelIcons.items(named: name, center: .zero, size: 40, color: .white).isEmpty, "icon \(name)")
        }
        #expect(WheelIcons.items(named: "Unknown", center: .zero, size: 40, color: .white).isEmpty)
    }

    @Test func rotatableKnobTurnsOnlyItsKnobLayer() {
        let knob = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let before = knob.drawing()
        knob.value = 1
        let after = knob.drawing()
        #expect(Self.staticContentUnchanged(before, after) == ["knob"])
        #expect(abs(after["knob"]!.transform.rotation - 3 * Double.pi / 2) < 1e-12)
    }

    @Test func rotatableKnobUsesTheImageOfItsState() {
        let knob = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        var style = RotatableKnobStyle()
        style.imageNames = [.normal: "knob", .highlighted: "knob-pressed"]
        func imageName(_ d: Drawing) -> String? {
            if case .image(let item)? = d["knob"]?.items.first { return item.name }
            return nil
        }
        #expect(imageName(knob.drawing(style: style)) == "knob")
        #expect(knob.beginTracking(at: CGPoint(x: 100, y: 100)))
        #expect(imageName(knob.drawing(style: style)) == "knob-pressed")
        knob.endTracking(at: nil)
        knob.knob.isEnabled = false
        #expect(imageName(knob.drawing(style: style)) == "knob")   // no disabled image: falls back to normal
    }

    @Test func badBoundsDrawNothingNaN() {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: -50, height: CGFloat.nan))
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 0, height: 0))
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
        for drawing in [knob.drawing(), slider.drawing(), wheel.drawing(), RotatableKnobModel().drawing()] {
            let svg = SVGRenderer.render(drawing)
            #expect(!svg.contains("nan") && !svg.contains("inf"))
        }
    }
}
