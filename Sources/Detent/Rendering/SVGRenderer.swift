import Foundation

/// Writes a ``Drawing`` as SVG 1.1 text, for documentation pictures and text snapshot tests.
///
/// The output is deterministic: the same drawing always gives the same bytes, on every platform and
/// in every locale. Numbers have at most three decimals (see `format(_:)`); definitions
/// (gradients, clip paths, shadow filters) live in one `<defs>` element with ids numbered in order
/// of first use (`detent-gradient-0`, `detent-clip-0`, `detent-shadow-0`…), identical definitions
/// shared.
///
/// Layout of the document:
/// - `<svg xmlns width height viewBox="0 0 width height">`, sizes in points.
/// - One `<g id=… transform=… opacity=… clip-path=…>` per layer, back to front. The transform is
///   `translate(tx ty) rotate(degrees anchorX anchorY)` (rotation first), and the clip path is in
///   the layer's own coordinates, as the ``Layer`` describes; attributes with default values are
///   left out.
/// - Shapes are `<path d=…>` with `fill`, `stroke`, `stroke-width`, `stroke-linecap`,
///   `stroke-linejoin` and `stroke-miterlimit="10"` (Core Graphics' and cairo's default) for
///   mitred joins. Gradients use `gradientUnits="userSpaceOnUse"`.
/// - Shadows are a filter: the shape's alpha blurred with `feGaussianBlur` of standard deviation
///   `blur / 2`, offset by the shadow's offset in the layer's coordinates, tinted with the
///   shadow's colour and drawn under the shape. The filter region is the canvas grown by its
///   size on every side.
/// - Text is `<text text-anchor="middle" dominant-baseline="central">` at the item's centre, with
///   the font's first family, its size (at most `DrawingFont/maximumRenderedSize`) and
///   `font-weight="bold"` when bold.
/// - Images are `<image href="name" x y width height preserveAspectRatio="none">`: the name is
///   written as the link, for the page that shows the SVG to resolve.
///
/// Bad input: a drawing without a finite positive size gives an empty `<svg>` of 0×0 with no
/// content; items that cannot be drawn (empty paths, non-finite text centres or image frames,
/// zero-size images, shapes with neither fill nor stroke) are left out; gradients with degenerate
/// geometry paint their last stop's colour (`Paint/degenerateGradientColor`); strokes of width 0
/// are left out.
public enum SVGRenderer {
    /// The SVG document for `drawing`, ending with a newline (see the type's description).
    public static func render(_ drawing: Drawing) -> String {
        guard drawing.hasDrawableCanvas else {
            return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" viewBox=\"0 0 0 0\"/>\n"
        }
        var writer = SVGWriter(canvas: drawing.size)
        return writer.document(drawing)
    }

    /// The `d` attribute for `path`, commands separated by spaces: `M x y`, `L x y`,
    /// `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `A r r 0 large sweep x y` and `Z`.
    ///
    /// Arcs follow ``DrawingPath/arcSweep(startAngle:endAngle:clockwise:)``; they begin with `M` to their
    /// start when there is no current point and with `L` to it when the current point is elsewhere;
    /// sweeps larger than a half turn are split into two equal `A` commands, so full circles and
    /// nearly full arcs are exact. The sweep flag is 1 for clockwise (y down). A line or curve
    /// without a current point starts the subpath as cairo does (a line at its end point, a curve
    /// at its first control point); `close` without a current point is left out.
    @_spi(Hosting) public static func pathData(_ path: DrawingPath) -> String {
        var commands: [String] = []
        var current: (x: String, y: String)?
        var subpathStart: (x: String, y: String)?

        func point(_ p: CGPoint) -> (x: String, y: String) { (format(Double(p.x)), format(Double(p.y))) }
        func startIfNeeded(at p: (x: String, y: String)) {
            if current == nil {
                commands.append("M \(p.x) \(p.y)")
                current = p
                subpathStart = p
            }
        }

        for element in path.elements {
            switch element {
            case .move(let to):
                let p = point(to)
                commands.append("M \(p.x) \(p.y)")
                current = p
                subpathStart = p
            case .line(let to):
                let p = point(to)
                if current == nil {
                    startIfNeeded(at: p)
                } else {
                    commands.append("L \(p.x) \(p.y)")
                    current = p
                }
            case .quadCurve(let to, let control):
                let c = point(control), p = point(to)
                startIfNeeded(at: c)
                commands.append("Q \(c.x) \(c.y) \(p.x) \(p.y)")
                current = p
            case .curve(let to, let control1, let control2):
                let c1 = point(control1), c2 = point(control2), p = point(to)
                startIfNeeded(at: c1)
                commands.append("C \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(p.x) \(p.y)")
                current = p
            case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
                let r = max(radius, 0)
                let sweep = r > 0 ? DrawingPath.arcSweep(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) : 0
                let start = point(Radians.point(at: startAngle, radius: r, about: center))
                if let c = current {
                    if c != start {
                        commands.append("L \(start.x) \(start.y)")
                        current = start
                    }
                } else {
                    startIfNeeded(at: start)
                }
                guard sweep != 0 else { break }
                let pieces = abs(sweep) > .pi ? 2 : 1
                let radiusText = format(r)
                let flag = sweep > 0 ? "1" : "0"
                for i in 1...pieces {
                    let angle = startAngle + sweep * Double(i) / Double(pieces)
                    let p = point(Radians.point(at: angle, radius: r, about: center))
                    commands.append("A \(radiusText) \(radiusText) 0 0 \(flag) \(p.x) \(p.y)")
                    current = p
                }
            case .close:
                guard current != nil else { break }
                commands.append("Z")
                current = subpathStart
            }
        }
        return commands.joined(separator: " ")
    }

    /// `value` with at most three decimals, no trailing zeros, no exponent and `.` as the decimal
    /// separator whatever the locale: `1.23456` → `"1.235"`, `2.0` → `"2"`, `-0.0001` → `"0"`.
    /// Non-finite values give `"0"`; magnitudes are limited to 10¹² so the text stays short.
    @_spi(Hosting) public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let limited = min(max(value, -1e12), 1e12)
        let thousandths = Int64((limited * 1000).rounded())
        if thousandths == 0 { return "0" }
        let negative = thousandths < 0
        let magnitude = thousandths.magnitude
        let whole = magnitude / 1000
        var fraction = magnitude % 1000
        var text = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }

    /// `text` made safe inside an XML attribute or element: `&`, `<`, `>`, `"` and `'` become
    /// entities, and control characters XML forbids (below U+0020 except tab, newline and
    /// carriage return, plus U+FFFE and U+FFFF) are dropped.
    @_spi(Hosting) public static func escapeXML(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Builds one document: content first, collecting definitions, then both assembled.
private struct SVGWriter {
    let canvas: CGSize
    var defs: [String] = []
    var gradientIDs: [Paint: String] = [:]
    var clipIDs: [DrawingPath: String] = [:]
    var shadowIDs: [Shadow: String] = [:]

    init(canvas: CGSize) { self.canvas = canvas }

    private func f(_ value: Double) -> String { SVGRenderer.format(value) }
    private func f(_ value: CGFloat) -> String { SVGRenderer.format(Double(value)) }
    private func esc(_ text: String) -> String { SVGRenderer.escapeXML(text) }

    mutating func document(_ drawing: Drawing) -> String {
        var body: [String] = []
        for layer in drawing.layers {
            body.append(contentsOf: layerLines(layer))
        }
        let w = f(canvas.width), h = f(canvas.height)
        var lines = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">"]
        if !defs.isEmpty {
            lines.append("  <defs>")
            lines.append(contentsOf: defs.map { "    " + $0 })
            lines.append("  </defs>")
        }
        lines.append(contentsOf: body.map { "  " + $0 })
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    mutating func layerLines(_ layer: Layer) -> [String] {
        var attributes = "id=\"\(esc(layer.id))\""
        let t = layer.transform.sanitized
        var transforms: [String] = []
        if t.translation != .zero {
            transforms.append("translate(\(f(t.translation.width)) \(f(t.translation.height)))")
        }
        if t.rotation != 0 {
            let degrees = t.rotation * 180 / .pi
            if f(degrees) != "0" {
                transforms.append("rotate(\(f(degrees)) \(f(t.anchor.x)) \(f(t.anchor.y)))")
            }
        }
        if !transforms.isEmpty { attributes += " transform=\"\(transforms.joined(separator: " "))\"" }
        let opacity = layer.renderedOpacity
        if opacity < 1 { attributes += " opacity=\"\(f(opacity))\"" }
        if let clip = layer.clip { attributes += " clip-path=\"url(#\(clipID(clip)))\"" }

        var content: [String] = []
        for item in layer.items {
            if let line = itemLine(item) { content.append("  " + line) }
        }
        guard !content.isEmpty else { return ["<g \(attributes)/>"] }
        return ["<g \(attributes)>"] + content + ["</g>"]
    }

    mutating func itemLine(_ item: DrawingItem) -> String? {
        switch item {
        case .shape(let path, let fill, let stroke, let shadow):
            guard !path.isEmpty else { return nil }
            let visibleStroke = stroke.flatMap { $0.isVisible ? $0 : nil }
            guard fill != nil || visibleStroke != nil else { return nil }
            var a = "d=\"\(SVGRenderer.pathData(path))\""
            if let fill {
                a += " " + paintAttributes(fill, prefix: "fill")
            } else {
                a += " fill=\"none\""
            }
            if let s = visibleStroke {
                a += " " + paintAttributes(s.paint, prefix: "stroke")
                a += " stroke-width=\"\(f(s.width))\""
                switch s.cap {
                case .butt: break
                case .round: a += " stroke-linecap=\"round\""
                case .square: a += " stroke-linecap=\"square\""
                }
                switch s.join {
                case .miter: a += " stroke-miterlimit=\"10\""
                case .round: a += " stroke-linejoin=\"round\""
                case .bevel: a += " stroke-linejoin=\"bevel\""
                }
            }
            if let shadow = shadow?.sanitized, shadow.color.alpha > 0 {
                a += " filter=\"url(#\(shadowID(shadow)))\""
            }
            return "<path \(a)/>"
        case .text(let text):
            guard text.center.isFinite, !text.string.isEmpty else { return nil }
            var a = "x=\"\(f(text.center.x))\" y=\"\(f(text.center.y))\""
            a += " text-anchor=\"middle\" dominant-baseline=\"central\""
            a += " font-family=\"\(esc(text.font.primaryFamily))\" font-size=\"\(f(text.font.renderedSize))\""
            if text.font.isBold { a += " font-weight=\"bold\"" }
            a += " " + colorAttributes(text.color, prefix: "fill")
            return "<text \(a)>\(esc(text.string))</text>"
        case .image(let image):
            let r = image.frame.standardized
            guard r.origin.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return nil }
            return "<image href=\"\(esc(image.name))\" x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" "
                + "width=\"\(f(r.width))\" height=\"\(f(r.height))\" preserveAspectRatio=\"none\"/>"
        }
    }

    func colorAttributes(_ color: DrawingColor, prefix: String) -> String {
        let color = color.sanitized
        var a = "\(prefix)=\"\(color.hex)\""
        if color.alpha < 1 { a += " \(prefix)-opacity=\"\(f(color.alpha))\"" }
        return a
    }

    mutating func paintAttributes(_ paint: Paint, prefix: String) -> String {
        if case .color(let c) = paint { return colorAttributes(c, prefix: prefix) }
        if let c = paint.degenerateGradientColor { return colorAttributes(c, prefix: prefix) }
        return "\(prefix)=\"url(#\(gradientID(paint)))\""
    }

    func stopLines(_ stops: [GradientStop]) -> [String] {
        stops.sortedByLocation.map { stop in
            var a = "offset=\"\(f(stop.location))\" stop-color=\"\(stop.color.hex)\""
            if stop.color.alpha < 1 { a += " stop-opacity=\"\(f(stop.color.alpha))\"" }
            return "  <stop \(a)/>"
        }
    }

    /// The id `table` holds for `key`, or a new one named `prefix-n` (then `isNew`, and the caller
    /// writes its definition), so each gradient, clip and shadow is defined once.
    static func definitionID<Key: Hashable>(_ key: Key, in table: inout [Key: String], prefix: String) -> (id: String, isNew: Bool) {
        if let id = table[key] { return (id, false) }
        let id = "\(prefix)-\(table.count)"
        table[key] = id
        return (id, true)
    }

    mutating func gradientID(_ paint: Paint) -> String {
        let (id, isNew) = Self.definitionID(paint, in: &gradientIDs, prefix: "detent-gradient")
        guard isNew else { return id }
        switch paint {
        case .color:
            break
        case .linearGradient(let start, let end, let stops):
            defs.append("<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(f(start.x))\" "
                + "y1=\"\(f(start.y))\" x2=\"\(f(end.x))\" y2=\"\(f(end.y))\">")
            defs.append(contentsOf: stopLines(stops))
            defs.append("</linearGradient>")
        case .radialGradient(let center, let radius, let stops):
            defs.append("<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(f(center.x))\" "
                + "cy=\"\(f(center.y))\" r=\"\(f(radius))\">")
            defs.append(contentsOf: stopLines(stops))
            defs.append("</radialGradient>")
        }
        return id
    }

    mutating func clipID(_ path: DrawingPath) -> String {
        let (id, isNew) = Self.definitionID(path, in: &clipIDs, prefix: "detent-clip")
        guard isNew else { return id }
        defs.append("<clipPath id=\"\(id)\">")
        defs.append("  <path d=\"\(SVGRenderer.pathData(path))\"/>")
        defs.append("</clipPath>")
        return id
    }

    mutating func shadowID(_ shadow: Shadow) -> String {
        let (id, isNew) = Self.definitionID(shadow, in: &shadowIDs, prefix: "detent-shadow")
        guard isNew else { return id }
        let w = Double(canvas.width), h = Double(canvas.height)
        defs.append("<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(f(-w))\" y=\"\(f(-h))\" "
            + "width=\"\(f(3 * w))\" height=\"\(f(3 * h))\" color-interpolation-filters=\"sRGB\">")
        let deviation = shadow.blur / 2
        if f(deviation) != "0" {
            defs.append("  <feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(f(deviation))\" result=\"blur\"/>")
            defs.append("  <feOffset in=\"blur\" dx=\"\(f(shadow.offset.width))\" dy=\"\(f(shadow.offset.height))\" result=\"offset\"/>")
        } else {
            defs.append("  <feOffset in=\"SourceAlpha\" dx=\"\(f(shadow.offset.width))\" dy=\"\(f(shadow.offset.height))\" result=\"offset\"/>")
        }
        defs.append("  <feFlood flood-color=\"\(shadow.color.hex)\" flood-opacity=\"\(f(shadow.color.alpha))\" result=\"color\"/>")
        defs.append("  <feComposite in=\"color\" in2=\"offset\" operator=\"in\" result=\"shadow\"/>")
        defs.append("  <feMerge>")
        defs.append("    <feMergeNode in=\"shadow\"/>")
        defs.append("    <feMergeNode in=\"SourceGraphic\"/>")
        defs.append("  </feMerge>")
        defs.append("</filter>")
        return id
    }
}
