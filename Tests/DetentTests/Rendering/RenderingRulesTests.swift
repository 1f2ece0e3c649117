import Foundation
import Testing
@_spi(Hosting) import Detent

@Suite("Rendering rules the Apple renderers share")
struct RenderingRulesTests {
    static let red = DrawingColor(red: 1, green: 0, blue: 0)
    static let grey = DrawingColor(white: 0.5)

    @Test func renderedPaintKeepsColoursAndWellFormedGradients() {
        let stops = [GradientStop(0, Self.red), GradientStop(1, Self.grey)]
        let linear = Paint.linearGradient(start: .zero, end: CGPoint(x: 10, y: 0), stops: stops)
        let radial = Paint.radialGradient(center: CGPoint(x: 5, y: 5), radius: 3, stops: stops)
        #expect(Paint.color(Self.red).rendered == .color(Self.red))
        #expect(linear.rendered == linear)
        #expect(radial.rendered == radial)
    }

    @Test func renderedPaintOfADegenerateGradientIsItsLastStop() {
        let stops = [GradientStop(0, Self.red), GradientStop(1, Self.grey)]
        for paint in [Paint.linearGradient(start: .zero, end: .zero, stops: stops),
                      .radialGradient(center: CGPoint(x: Double.nan, y: 1), radius: 3, stops: stops),
                      .radialGradient(center: .zero, radius: -1, stops: stops)] {
            #expect(paint.rendered == .color(Self.grey))
        }
    }

    @Test func renderedPaintOfAGradientWithoutStopsIsNothing() {
        #expect(Paint.linearGradient(start: .zero, end: CGPoint(x: 1, y: 1), stops: []).rendered == nil)
        #expect(Paint.radialGradient(center: .zero, radius: 0, stops: []).rendered == nil)
    }

    @Test(arguments: [
        ("sans-serif", nil), ("system-ui, serif", nil), (" '-apple-system' ", nil), ("", nil),
        ("Avenir Next, sans-serif", "Avenir Next"), ("\"Menlo\"", "Menlo"),
    ] as [(String, String?)])
    func namedFamilyIsNilForTheSystemFont(family: String, named: String?) {
        #expect(DrawingFont(size: 12, family: family).namedFamily == named)
    }
}
