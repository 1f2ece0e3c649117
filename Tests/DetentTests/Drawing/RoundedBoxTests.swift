@_spi(Hosting) import Detent
import Foundation
import Testing

/// A path knows the rounded box it outlines, from its elements alone, so renderers can draw it by
/// cheaper means; any other path is none.
@Suite("Rounded boxes read from paths")
struct RoundedBoxTests {
    @Test("Rectangles, rounded rectangles, capsules and circles are read back as built")
    func buildersAreRecognised() {
        let rect = CGRect(x: 1.5, y: 2.25, width: 40, height: 12)
        #expect(DrawingPath.rect(rect).roundedBox == RoundedBox(rect: rect, cornerRadius: 0))
        #expect(DrawingPath.roundedRect(rect, cornerRadius: 3).roundedBox == RoundedBox(rect: rect, cornerRadius: 3))
        // A radius beyond half the shorter side is the capsule's.
        #expect(DrawingPath.roundedRect(rect, cornerRadius: 50).roundedBox == RoundedBox(rect: rect, cornerRadius: 6))
        #expect(DrawingPath.roundedRect(rect, cornerRadius: 0).roundedBox == RoundedBox(rect: rect, cornerRadius: 0))
        let circle = DrawingPath.circle(center: CGPoint(x: 10, y: 20), radius: 7)
        #expect(circle.roundedBox == RoundedBox(rect: CGRect(x: 3, y: 13, width: 14, height: 14), cornerRadius: 7))
        // A rectangle drawn the other way round is the same box.
        let reversed = DrawingPath([.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 0, y: 5)),
                                    .line(to: CGPoint(x: 8, y: 5)), .line(to: CGPoint(x: 8, y: 0)), .close])
        #expect(reversed.roundedBox == RoundedBox(rect: CGRect(x: 0, y: 0, width: 8, height: 5), cornerRadius: 0))
    }

    @Test("Other paths are no box")
    func otherPathsAreNone() {
        var openRect = DrawingPath.rect(CGRect(x: 0, y: 0, width: 10, height: 10)).elements
        openRect.removeLast()
        var rounded = DrawingPath.roundedRect(CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 3).elements
        // One corner's radius changed.
        rounded[2] = .arc(center: CGPoint(x: 17, y: 7), radius: 2, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let paths: [DrawingPath] = [
            DrawingPath(),
            .arc(center: .zero, radius: 5, startAngle: 0, endAngle: 2 * .pi),
            .ringSector(center: .zero, innerRadius: 3, outerRadius: 6, startAngle: 0, endAngle: 1),
            .segment(from: .zero, to: CGPoint(x: 4, y: 4)),
            DrawingPath(openRect),
            DrawingPath(rounded),
            // A quadrilateral that is not a rectangle.
            DrawingPath([.move(to: .zero), .line(to: CGPoint(x: 5, y: 1)), .line(to: CGPoint(x: 5, y: 5)),
                         .line(to: CGPoint(x: 0, y: 5)), .close]),
            // A circle turning the other way.
            DrawingPath([.move(to: CGPoint(x: 5, y: 0)),
                         .arc(center: .zero, radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: false), .close]),
        ]
        for path in paths { #expect(path.roundedBox == nil, "\(path.elements)") }
    }
}
