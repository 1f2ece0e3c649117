@_spi(Hosting) import Detent
import Foundation
import Testing

@Suite("Focus ring and transform inverses")
struct FocusRingAndTransformTests {
    static let bounds = CGRect(x: 0, y: 0, width: 200, height: 100)

    @Test("The ring lies on the focused element's frame cut to the bounds, 2 pt wide, in the tint at 60 %")
    func ringFollowsTheElement() throws {
        let tint = DrawingColor(red: 0.2, green: 0.4, blue: 0.9)
        let ring = try #require(FocusRing(around: CGRect(x: 150, y: 10, width: 80, height: 30), in: Self.bounds, tint: tint))
        #expect(ring.frame == CGRect(x: 150, y: 10, width: 50, height: 30), "cut at the right edge")
        #expect(ring.lineWidth == 2)
        #expect(ring.cornerRadius == 7)
        #expect(ring.color == tint.withAlpha(0.6))
        // A thin element: the radius never exceeds half the shorter side.
        let thin = try #require(FocusRing(around: CGRect(x: 0, y: 40, width: 200, height: 6), in: Self.bounds, tint: tint))
        #expect(thin.cornerRadius == 3)
    }

    @Test("No ring for elements outside the bounds, too small, null or not finite")
    func noRingForBadFrames() {
        let tint = DrawingColor.systemBlue
        #expect(FocusRing(around: CGRect(x: 300, y: 0, width: 20, height: 20), in: Self.bounds, tint: tint) == nil)
        #expect(FocusRing(around: CGRect(x: 0, y: 0, width: 4, height: 50), in: Self.bounds, tint: tint) == nil)
        #expect(FocusRing(around: .null, in: Self.bounds, tint: tint) == nil)
        #expect(FocusRing(around: CGRect(x: 0, y: 0, width: Double.infinity, height: 50), in: Self.bounds, tint: tint) == nil)
        #expect(FocusRing(around: CGRect(x: Double.nan, y: 0, width: 20, height: 50), in: Self.bounds, tint: tint) == nil)
        #expect(FocusRing(around: Self.bounds, in: .null, tint: tint) == nil)
    }

    @Test("A model's ring is around the part the keys act on, else around the whole control, else none")
    func aModelsRingFallsBackToTheWholeControl() throws {
        let slider = MultiSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 40))
        slider.focusedThumb = 2
        let onThumb = try #require(slider.focusRing(tint: .systemBlue))
        #expect(onThumb.frame == slider.focusedAccessibilityElement.frame.intersection(CGRect(x: 0, y: 0, width: 300, height: 40)))
        #expect(onThumb.frame.width < 300, "the focused thumb, not the slider")
        // Labels take all but 3 points: the thumbs are too small for a ring of their own.
        slider.valueLabelSpace = 37
        #expect(FocusRing(around: slider.focusedAccessibilityElement.frame, in: slider.bounds, tint: .systemBlue) == nil)
        let whole = try #require(slider.focusRing(tint: .systemBlue))
        #expect(whole.frame == CGRect(x: 0, y: 0, width: 300, height: 40), "\(slider.focusedAccessibilityElement.frame)")
        slider.bounds = CGRect(x: 0, y: 0, width: 300, height: 3)
        #expect(slider.focusRing(tint: .systemBlue) == nil, "a control too small for any ring")
    }

    @Test("inverted() undoes a rotation about an anchor followed by a translation")
    func invertedUndoes() {
        let transforms = [
            LayerTransform.identity,
            LayerTransform(rotation: 0.7, anchor: CGPoint(x: 120, y: 80)),
            LayerTransform(rotation: -2.1, anchor: CGPoint(x: 10, y: -5), translation: CGSize(width: 33, height: -12)),
            LayerTransform(translation: CGSize(width: -4, height: 9)),
        ]
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 120, y: 80), CGPoint(x: -50, y: 300), CGPoint(x: 1e4, y: -3)]
        for t in transforms {
            for p in points {
                let back = t.inverted().apply(t.apply(p))
                #expect(abs(back.x - p.x) < 1e-9 * max(1, abs(p.x)) && abs(back.y - p.y) < 1e-9 * max(1, abs(p.y)),
                        "\(t) took \(p) back to \(back)")
            }
        }
    }

    @Test("boundingBox(of:) holds every transformed corner; a quarter turn of a 200 × 100 rect about its centre is 100 × 200")
    func boundingBoxOfATurn() {
        let quarter = LayerTransform(rotation: .pi / 2, anchor: CGPoint(x: 100, y: 50))
        let box = quarter.boundingBox(of: Self.bounds)
        #expect(abs(box.minX - 50) < 1e-9 && abs(box.minY - -50) < 1e-9)
        #expect(abs(box.width - 100) < 1e-9 && abs(box.height - 200) < 1e-9)
        #expect(LayerTransform(translation: CGSize(width: 5, height: 6)).boundingBox(of: Self.bounds)
                == CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(quarter.boundingBox(of: .null).isNull)
    }
}
