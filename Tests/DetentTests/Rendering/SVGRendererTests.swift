import Foundation
import Testing
@_spi(Hosting) import Detent

@Suite("SVGRenderer writes deterministic SVG")
struct SVGRendererTests {
    static let center = CGPoint(x: 50, y: 50)
    static let red = DrawingColor(red: 1, green: 0, blue: 0)

    // MARK: Numbers and text

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (2.0, "2"), (-2.5, "-2.5"), (1.23456, "1.235"), (0.1, "0.1"),
        (0.0004, "0"), (-0.0004, "0"), (0.0005, "0.001"), (1.05, "1.05"), (100.007, "100.007"),
        (2.4492935982947064e-15, "0"), (50.000000000000002, "50"), (1e20, "1000000000000"),
        (-1e20, "-1000000000000"), (Double.nan, "0"), (Double.infinity, "0"), (0.0123, "0.012"),
    ])
    func numbersHaveAtMostThreeDecimals(value: Double, text: String) {
        #expect(SVGRenderer.format(value) == text)
    }

    @Test func xmlIsEscaped() {
        #expect(SVGRenderer.escapeXML("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
        #expect(SVGRenderer.escapeXML("tab\tok\u{0}\u{7}\u{FFFE}é✓") == "tab\tokDé✓".replacingOccurrences(of: "D", with: ""))
    }

    // MARK: Paths

    @Test func quarterArcClockwise() {
        let path = DrawingPath.arc(center: Self.center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(SVGRenderer.pathData(path) == "M 90 50 A 40 40 0 0 1 50 90")
    }

    @Test func quarterArcCounterClockwiseGoesTheLongWayInTwoHalves() {
        let path = DrawingPath.arc(center: Self.center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // −3π/2 split into two −3π/4 pieces.
        #expect(SVGRenderer.pathData(path) == "M 90 50 A 40 40 0 0 0 21.716 21.716 A 40 40 0 0 0 50 90")
    }

    @Test func shortCounterClockwiseArc() {
        let path = DrawingPath.arc(center: Self.center, radius: 40, startAngle: .pi / 2, endAngle: 0, clockwise: false)
        #expect(SVGRenderer.pathData(path) == "M 50 90 A 40 40 0 0 0 90 50")
    }

    @Test func fullCircleIsTwoHalves() {
        #expect(SVGRenderer.pathData(.circle(center: Self.center, radius: 40))
            == "M 90 50 A 40 40 0 0 1 10 50 A 40 40 0 0 1 90 50 Z")
        let ccw = DrawingPath.arc(center: Self.center, radius: 10, startAngle: 0, endAngle: -2 * .pi, clockwise: false)
        #expect(SVGRenderer.pathData(ccw) == "M 60 50 A 10 10 0 0 0 40 50 A 10 10 0 0 0 60 50")
        let many = DrawingPath.arc(center: Self.center, radius: 10, startAngle: 0, endAngle: 7 * .pi, clockwise: true)
        #expect(SVGRenderer.pathData(many) == "M 60 50 A 10 10 0 0 1 40 50 A 10 10 0 0 1 60 50")
    }

    @Test func knobTrackArcIsSplitAndEndsAtTheEndAngle() {
        let path = DrawingPath.arc(center: Self.center, radius: 40, startAngle: -11 * .pi / 8, endAngle: 3 * .pi / 8)
        let end = Radians.point(at: 3 * .pi / 8, radius: 40, about: Self.center)
        let data = SVGRenderer.pathData(path)
        #expect(data.components(separatedBy: " A ").count == 3)
        #expect(data.hasSuffix("\(SVGRenderer.format(Double(end.x))) \(SVGRenderer.format(Double(end.y)))"))
        #expect(data.contains(" 0 0 1 "))
    }

    @Test func arcAfterAnotherPointStartsWithALine() {
        var path = DrawingPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.arc(center: Self.center, radius: 10, startAngle: .pi, endAngle: 1.5 * .pi)
        path.close()
        #expect(SVGRenderer.pathData(path) == "M 0 0 L 40 50 A 10 10 0 0 1 50 40 Z")
    }

    @Test func degenerateArcsAreJustTheirStartPoint() {
        #expect(SVGRenderer.pathData(.arc(center: Self.center, radius: 10, startAngle: 1, endAngle: 1)) == "M 55.403 58.415")
        #expect(SVGRenderer.pathData(.arc(center: Self.center, radius: 0, startAngle: 0, endAngle: 3)) == "M 50 50")
    }

    @Test func linesCurvesAndClose() {
        var path = DrawingPath()
        path.line(to: CGPoint(x: 1, y: 2))  // no current point: starts the subpath
        path.quadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: 4))
        path.curve(to: CGPoint(x: 11, y: 12), control1: CGPoint(x: 7, y: 8), control2: CGPoint(x: 9, y: 10.5))
        path.close()
        path.line(to: CGPoint(x: 0.25, y: -1))
        #expect(SVGRenderer.pathData(path) == "M 1 2 Q 3 4 5 6 C 7 8 9 10.5 11 12 Z L 0.25 -1")
        #expect(SVGRenderer.pathData(DrawingPath([.close])) == "")
        #expect(SVGRenderer.pathData(DrawingPath([.curve(to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 1, y: 1),
                                                   control2: CGPoint(x: 2, y: 2))])) == "M 1 1 C 1 1 2 2 3 3")
    }

    // MARK: Arc sweeps

    @Test(arguments: [
        (0.0, Double.pi / 2, true, Double.pi / 2),
        (0.0, Double.pi / 2, false, -1.5 * Double.pi),
        (Double.pi / 2, 0.0, true, 1.5 * Double.pi),
        (Double.pi / 2, 0.0, false, -Double.pi / 2),
        (0.0, 2 * Double.pi, true, 2 * Double.pi),
        (0.0, 9.0, true, 2 * Double.pi),
        (0.0, -2 * Double.pi, false, -2 * Double.pi),
        (1.0, 1.0, true, 0.0),
        (1.0, 1.0, false, 0.0),
        (2 * Double.pi, 0.0, true, 0.0),
        (0.0, 2 * Double.pi, false, 0.0),
        (Double.nan, 1.0, true, 0.0),
        (0.0, Double.infinity, false, 0.0),
    ])
    func arcSweepFollowsUIKitAndCairo(start: Double, end: Double, clockwise: Bool, sweep: Double) {
        #expect(abs(DrawingPath.arcSweep(startAngle: start, endAngle: end, clockwise: clockwise) - sweep) < 1e-12)
    }

    // MARK: Documents

    @Test func filledRectDocument() {
        let drawing = Drawing(size: CGSize(width: 100, height: 80), layers: [
            Layer(id: "rect", items: [.fill(.rect(CGRect(x: 20, y: 30, width: 40, height: 20)), .color(Self.red))],
                  isStatic: true),
        ])
        #expect(SVGRenderer.render(drawing) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="80" viewBox="0 0 100 80">
              <g id="rect">
                <path d="M 20 30 L 60 30 L 60 50 L 20 50 Z" fill="#ff0000"/>
              </g>
            </svg>

            """)
    }

    @Test func layerTransformOpacityAndClip() {
        let layer = Layer(id: "bar", items: [.fill(.rect(CGRect(x: 10, y: 45, width: 80, height: 10)), .color(Self.red))],
                          transform: LayerTransform(rotation: .pi / 2, anchor: Self.center,
                                                    translation: CGSize(width: 5, height: -2.5)),
                          opacity: 0.5, clip: .rect(CGRect(x: 0, y: 0, width: 50, height: 100)), isStatic: false)
        let svg = SVGRenderer.render(Drawing(size: CGSize(width: 100, height: 100), layers: [layer]))
        #expect(svg.contains("""
            <g id="bar" transform="translate(5 -2.5) rotate(90 50 50)" opacity="0.5" clip-path="url(#detent-clip-0)">
            """))
        #expect(svg.contains("""
              <defs>
                <clipPath id="detent-clip-0">
                  <path d="M 0 0 L 50 0 L 50 100 L 0 100 Z"/>
                </clipPath>
              </defs>
            """))
    }

    @Test func strokesWriteWidthCapsAndJoins() {
        let segment = DrawingPath.segment(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 0))
        let drawing = Drawing(size: CGSize(width: 10, height: 10), layers: [
            Layer(id: "s", items: [
                .stroke(segment, Stroke(.color(DrawingColor(white: 0, alpha: 0.25)), width: 2)),
                .stroke(segment, Stroke(.color(.white), width: 1.5, cap: .round, join: .round)),
                .stroke(segment, Stroke(.color(.white), width: 1, cap: .square, join: .bevel)),
                .stroke(segment, Stroke(.color(.white), width: 0)),
                .shape(path: segment, fill: .color(Self.red), stroke: Stroke(.color(.black), width: 3), shadow: nil),
            ], isStatic: true),
        ])
        let lines = SVGRenderer.render(drawing).split(separator: "\n").map(String.init)
        #expect(lines.contains("""
                <path d="M 0 0 L 10 0" fill="none" stroke="#000000" stroke-opacity="0.25" stroke-width="2" stroke-miterlimit="10"/>
            """))
        #expect(lines.contains("""
                <path d="M 0 0 L 10 0" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>
            """))
        #expect(lines.contains("""
                <path d="M 0 0 L 10 0" fill="none" stroke="#ffffff" stroke-width="1" stroke-linecap="square" stroke-linejoin="bevel"/>
            """))
        #expect(lines.contains("""
                <path d="M 0 0 L 10 0" fill="#ff0000" stroke="#000000" stroke-width="3" stroke-miterlimit="10"/>
            """))
        #expect(lines.filter { $0.contains("<path") }.count == 4, "the zero-width stroke is left out")
    }

    @Test func gradientsGoInDefsWithStableSharedIds() {
        let linear = Paint.linearGradient(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0),
                                          stops: [GradientStop(1, DrawingColor(red: 0, green: 0, blue: 1, alpha: 0.5)),
                                                  GradientStop(0, Self.red)])
        let radial = Paint.radialGradient(center: Self.center, radius: 40, stops: [GradientStop(0, .white), GradientStop(1, .black)])
        let square = DrawingPath.rect(CGRect(x: 0, y: 0, width: 100, height: 100))
        let drawing = Drawing(size: CGSize(width: 100, height: 100), layers: [
            Layer(id: "a", items: [.fill(square, linear), .fill(square, radial)], isStatic: true),
            Layer(id: "b", items: [.stroke(square, Stroke(linear, width: 2))], isStatic: false),
        ])
        let svg = SVGRenderer.render(drawing)
        #expect(svg.contains("""
                <linearGradient id="detent-gradient-0" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="100" y2="0">
                  <stop offset="0" stop-color="#ff0000"/>
                  <stop offset="1" stop-color="#0000ff" stop-opacity="0.5"/>
                </linearGradient>
                <radialGradient id="detent-gradient-1" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="40">
            """))
        #expect(svg.contains("fill=\"url(#detent-gradient-0)\""))
        #expect(svg.contains("fill=\"url(#detent-gradient-1)\""))
        #expect(svg.contains("stroke=\"url(#detent-gradient-0)\""))
        #expect(svg.components(separatedBy: "<linearGradient").count == 2, "shared, not repeated")
        #expect(SVGRenderer.render(drawing) == svg, "deterministic")
    }

    @Test func degenerateGradientsPaintTheirLastStop() {
        let stops = [GradientStop(0, Self.red), GradientStop(1, DrawingColor(white: 0.5))]
        let square = DrawingPath.rect(CGRect(x: 0, y: 0, width: 10, height: 10))
        for paint in [Paint.linearGradient(start: .zero, end: .zero, stops: stops),
                      .radialGradient(center: CGPoint(x: Double.nan, y: 1), radius: 3, stops: stops),
                      .radialGradient(center: .zero, radius: -1, stops: stops)] {
            let svg = SVGRenderer.render(Drawing(size: CGSize(width: 10, height: 10),
                                                 layers: [Layer(id: "g", items: [.fill(square, paint)], isStatic: true)]))
            #expect(svg.contains("fill=\"#808080\""))
            #expect(!svg.contains("<defs>"))
            #expect(!svg.contains("nan"))
        }
    }

    @Test func shadowsAreASharedFilter() {
        let shadow = Shadow(color: DrawingColor(white: 0.5), offset: CGSize(width: 0, height: 1), blur: 1)
        let drawing = Drawing(size: CGSize(width: 40, height: 20), layers: [
            Layer(id: "thumbs", items: [
                .fill(.circle(center: CGPoint(x: 10, y: 10), radius: 8), .color(.white), shadow: shadow),
                .fill(.circle(center: CGPoint(x: 30, y: 10), radius: 8), .color(.white), shadow: shadow),
                .fill(.circle(center: CGPoint(x: 30, y: 10), radius: 8), .color(.white),
                      shadow: Shadow(color: .black, offset: CGSize(width: 2, height: 0), blur: 0)),
            ], isStatic: true),
        ])
        let svg = SVGRenderer.render(drawing)
        #expect(svg.contains("""
                <filter id="detent-shadow-0" filterUnits="userSpaceOnUse" x="-40" y="-20" width="120" height="60" color-interpolation-filters="sRGB">
                  <feGaussianBlur in="SourceAlpha" stdDeviation="0.5" result="blur"/>
                  <feOffset in="blur" dx="0" dy="1" result="offset"/>
                  <feFlood flood-color="#808080" flood-opacity="1" result="color"/>
                  <feComposite in="color" in2="offset" operator="in" result="shadow"/>
                  <feMerge>
                    <feMergeNode in="shadow"/>
                    <feMergeNode in="SourceGraphic"/>
                  </feMerge>
                </filter>
                <filter id="detent-shadow-1"
            """))
        #expect(svg.contains("<feOffset in=\"SourceAlpha\" dx=\"2\" dy=\"0\" result=\"offset\"/>"))
        #expect(svg.components(separatedBy: "filter=\"url(#detent-shadow-0)\"").count == 3)
    }

    @Test func textAndImages() {
        let drawing = Drawing(size: CGSize(width: 100, height: 100), layers: [
            Layer(id: "label <1>", items: [
                .text(TextItem("a < b & \"c\"", center: Self.center, font: DrawingFont(size: 14, isBold: true, family: "Helvetica Neue, sans-serif"),
                               color: DrawingColor(white: 0, alpha: 0.5))),
                .text(TextItem("plain", center: CGPoint(x: 1, y: 2), font: DrawingFont(size: 1e9), color: .black)),
                .text(TextItem("nowhere", center: CGPoint(x: Double.infinity, y: 2), font: .body, color: .black)),
                .image(ImageItem(name: "knob&pointer.png", frame: CGRect(x: 10, y: 20, width: -30, height: 40))),
                .image(ImageItem(name: "empty", frame: CGRect(x: 10, y: 20, width: 0, height: 40))),
            ], isStatic: false),
        ])
        let lines = SVGRenderer.render(drawing).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("<g id=\"label &lt;1&gt;\">"))
        #expect(lines.contains("""
            <text x="50" y="50" text-anchor="middle" dominant-baseline="central" font-family="Helvetica Neue" font-size="14" font-weight="bold" fill="#000000" fill-opacity="0.5">a &lt; b &amp; &quot;c&quot;</text>
            """))
        #expect(lines.contains("""
            <text x="1" y="2" text-anchor="middle" dominant-baseline="central" font-family="sans-serif" font-size="4096" fill="#000000">plain</text>
            """))
        #expect(lines.contains("""
            <image href="knob&amp;pointer.png" x="-20" y="20" width="30" height="40" preserveAspectRatio="none"/>
            """))
        #expect(lines.filter { $0.hasPrefix("<text") || $0.hasPrefix("<image") }.count == 3)
    }

    @Test func emptyLayersAreSelfClosingGroups() {
        let svg = SVGRenderer.render(Drawing(size: CGSize(width: 1, height: 1), layers: [
            Layer(id: "empty", items: [], isStatic: true),
            Layer(id: "none", items: [.shape(path: .rect(.zero), fill: nil, stroke: nil, shadow: nil)], isStatic: true),
        ]))
        #expect(svg == """
            <svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1">
              <g id="empty"/>
              <g id="none"/>
            </svg>

            """)
    }

    @Test(arguments: [CGSize.zero, CGSize(width: -1, height: 10), CGSize(width: Double.nan, height: 10),
                      CGSize(width: 10, height: Double.infinity)])
    func drawingsWithoutACanvasGiveAnEmptySVG(size: CGSize) {
        let drawing = Drawing(size: size, layers: [
            Layer(id: "a", items: [.fill(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), .color(Self.red))], isStatic: true),
        ])
        #expect(SVGRenderer.render(drawing)
            == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" viewBox=\"0 0 0 0\"/>\n")
    }

    @Test func valuesAssignedAfterInitialisationAreSanitised() {
        var color = Self.red
        color.green = .nan
        color.alpha = 3
        var stroke = Stroke(.color(color), width: 2)
        stroke.width = .infinity
        var shadow = Shadow(color: .black, offset: .zero, blur: 2)
        shadow.blur = .nan
        var font = DrawingFont(size: 10)
        font.size = .nan
        var layer = Layer(id: "odd", items: [
            .fill(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)), .color(color), shadow: shadow),
            .stroke(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)), stroke),
            .text(TextItem("t", center: .zero, font: font, color: color)),
        ], isStatic: true)
        layer.opacity = .nan
        layer.transform.rotation = .nan
        layer.transform.translation = CGSize(width: Double.infinity, height: 1)
        let svg = SVGRenderer.render(Drawing(size: CGSize(width: 10, height: 10), layers: [layer]))
        #expect(svg.contains("<g id=\"odd\">"), "NaN opacity is 1; non-finite transforms are identity")
        #expect(svg.contains("fill=\"#ff0000\" filter=\"url(#detent-shadow-0)\""))
        #expect(svg.contains("<feOffset in=\"SourceAlpha\" dx=\"0\" dy=\"0\" result=\"offset\"/>"))
        #expect(svg.contains("font-size=\"12\""))
        #expect(!svg.contains("stroke="), "an infinitely wide stroke is left out")
        for bad in ["nan", "inf"] {
            #expect(!svg.lowercased().contains("\"\(bad)") && !svg.lowercased().contains(" \(bad)"))
        }
    }

    @Test func outputIsWellFormedXML() throws {
        let drawing = Drawing(size: CGSize(width: 50, height: 50), layers: [
            Layer(id: "x&y", items: [
                .fill(.circle(center: CGPoint(x: 25, y: 25), radius: 20), .radialGradient(center: .zero, radius: 5, stops: [GradientStop(0, .white)]),
                      shadow: Shadow(color: .black, offset: .zero, blur: 3)),
                .text(TextItem("<\u{1}>", center: CGPoint(x: 25, y: 25), font: .body, color: .black)),
            ], clip: .circle(center: CGPoint(x: 25, y: 25), radius: 24), isStatic: true),
        ])
        let data = Data(SVGRenderer.render(drawing).utf8)
        #if canImport(FoundationXML)
        let parser = XMLParserProbe(data)
        #expect(parser.parse(), "\(parser.error ?? "")")
        #else
        #expect(!data.isEmpty)
        #endif
    }
}

#if canImport(FoundationXML)
import FoundationXML

/// Parses a document and remembers the first error.
final class XMLParserProbe: NSObject, XMLParserDelegate {
    let parser: XMLParser
    var error: String?

    init(_ data: Data) {
        parser = XMLParser(data: data)
        super.init()
        parser.delegate = self
    }

    func parse() -> Bool { parser.parse() && error == nil }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        error = error ?? "\(parseError)"
    }
}
#endif
