import CDetentCairo
@_spi(Hosting) import Detent
import Foundation

/// A host-supplied image, as an image surface the renderer holds a reference to.
package struct RegisteredImage {
    package let surface: OpaquePointer
    package let width: Int
    package let height: Int
}

/// Paints layer content (clip and items, in the layer's own coordinates) into one cairo context.
/// `scale` is the number of device pixels per point, used to size the shadow masks.
package struct CairoPainter {
    package let cr: OpaquePointer
    package let scale: Double
    package let images: [String: RegisteredImage]
    /// Whether the painting only measures where ink goes (a recording read for its ink extents):
    /// a shadow then covers its mask's rectangle unblurred, the area the blurred mask would cover,
    /// so the extents are the same without the cost of the blur.
    package let measuresInkOnly: Bool

    /// A painter drawing into `cr` at `scale` device pixels per point, with `images` for image
    /// items; `measuresInkOnly` for a painting read only for its ink extents (default `false`).
    package init(cr: OpaquePointer, scale: Double, images: [String: RegisteredImage], measuresInkOnly: Bool = false) {
        self.cr = cr
        self.scale = scale
        self.images = images
        self.measuresInkOnly = measuresInkOnly
    }

    /// The largest side, pixels, of a shadow's mask; bigger shadows are rasterised more coarsely.
    static let maximumShadowMaskSide = 1024.0
    /// Shadows blurred more than this, points, are not drawn (they would be invisible).
    static let maximumShadowBlur = 10_000.0
    /// Shadows offset farther than this, points, on either axis are not drawn (off any canvas).
    static let maximumShadowOffset = 100_000.0

    /// Clip (intersecting cairo's current clip) then items, in order.
    package func drawContent(of layer: Layer) {
        if let clip = layer.clip {
            cairo_new_path(cr)
            Self.append(clip, to: cr)
            cairo_clip(cr)
        }
        for item in layer.items {
            draw(item)
        }
    }

    func draw(_ item: DrawingItem) {
        switch item {
        case .shape(let path, let fill, let stroke, let shadow):
            guard !path.isEmpty else { return }
            let visibleStroke = stroke.flatMap { $0.isVisible ? $0 : nil }
            guard fill != nil || visibleStroke != nil else { return }
            if let shadow = shadow?.sanitized, shadow.color.alpha > 0 {
                drawShadow(shadow, path: path, fill: fill, stroke: visibleStroke)
            }
            if let fill { Self.fill(path, with: fill, on: cr) }
            if let visibleStroke { Self.stroke(path, visibleStroke, on: cr) }
        case .text(let text):
            drawText(text)
        case .image(let image):
            drawImage(image)
        }
    }

    // MARK: Paths and paints

    /// Appends `path` to the current path of `cr` (see `DrawingPath.arcSweep(startAngle:endAngle:clockwise:)`
    /// for how arcs turn; quadratic curves become the equivalent cubic).
    static func append(_ path: DrawingPath, to cr: OpaquePointer) {
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y))
            case .quadCurve(let p, let c):
                let cx = Double(c.x), cy = Double(c.y), px = Double(p.x), py = Double(p.y)
                var x0 = cx, y0 = cy
                if cairo_has_current_point(cr) != 0 {
                    cairo_get_current_point(cr, &x0, &y0)
                } else {
                    cairo_move_to(cr, cx, cy)
                }
                cairo_curve_to(cr, x0 + 2.0 / 3.0 * (cx - x0), y0 + 2.0 / 3.0 * (cy - y0),
                               px + 2.0 / 3.0 * (cx - px), py + 2.0 / 3.0 * (cy - py), px, py)
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .arc(let center, let radius, let start, let end, let clockwise):
                let r = max(radius, 0)
                let cx = Double(center.x), cy = Double(center.y)
                guard r > 0 else {
                    cairo_line_to(cr, cx, cy)
                    continue
                }
                let sweep = DrawingPath.arcSweep(startAngle: start, endAngle: end, clockwise: clockwise)
                if r > Self.maximumCairoArcRadius {
                    Self.appendBezierArc(to: cr, cx: cx, cy: cy, radius: r, start: start, sweep: sweep)
                } else if sweep >= 0 {
                    cairo_arc(cr, cx, cy, r, start, start + sweep)
                } else {
                    cairo_arc_negative(cr, cx, cy, r, start, start + sweep)
                }
            case .close:
                cairo_close_path(cr)
            }
        }
    }

    /// Arcs of a larger radius, points, are drawn as Bézier curves: cairo sizes its arc
    /// approximation by the radius and would take practically forever.
    static let maximumCairoArcRadius = 1e6

    /// Strokes wider than this, points, are drawn this wide: cairo's pen for round caps and joins
    /// grows with the width.
    static let maximumStrokeWidth = 1e4

    /// Appends a circular arc as cubic Bézier curves of at most a quarter turn each (with a line
    /// from the current point to its start, as `cairo_arc`).
    static func appendBezierArc(to cr: OpaquePointer, cx: Double, cy: Double, radius r: Double, start: Double, sweep: Double) {
        let startX = cx + r * cos(start), startY = cy + r * sin(start)
        if cairo_has_current_point(cr) != 0 { cairo_line_to(cr, startX, startY) } else { cairo_move_to(cr, startX, startY) }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0 ..< pieces {
            let a0 = start + step * Double(i), a1 = a0 + step
            let (c0, s0, c1, s1) = (cos(a0), sin(a0), cos(a1), sin(a1))
            cairo_curve_to(cr, cx + r * (c0 - k * s0), cy + r * (s0 + k * c0),
                           cx + r * (c1 + k * s1), cy + r * (s1 - k * c1), cx + r * c1, cy + r * s1)
        }
    }

    /// Fills `path` with `paint` on `cr` (its current path is replaced): a rounded box in a plain
    /// colour straight into an image's pixels where ``RoundedBoxRasterizer`` can, else by cairo.
    package static func fill(_ path: DrawingPath, with paint: Paint, on cr: OpaquePointer) {
        cairo_new_path(cr)
        if case .color(let color) = paint, let box = path.roundedBox,
           RoundedBoxRasterizer.fill(box, color: color, on: cr) { return }
        append(path, to: cr)
        if setSource(paint, on: cr) { cairo_fill(cr) } else { cairo_new_path(cr) }
    }

    /// Strokes `path` with `stroke` on `cr` (its current path is replaced). The outline of a
    /// rounded box whose corners stay round on both sides of the line (a radius of at least half
    /// the width), or of a square-cornered box under a miter join, is filled instead between the
    /// box grown and shrunk by half the width: the region cairo's stroke covers, at a fraction of
    /// its cost (its stroker builds pen faces for every flattened step of the corners). In a
    /// plain colour that ring goes straight into an image's pixels where
    /// ``RoundedBoxRasterizer`` can, else cairo fills it even-odd.
    package static func stroke(_ path: DrawingPath, _ stroke: Stroke, on cr: OpaquePointer) {
        cairo_new_path(cr)
        guard let (outer, inner) = path.roundedBox.flatMap({ outlineBand(of: $0, stroke) }) else {
            append(path, to: cr)
            setLine(stroke, on: cr)
            if setSource(stroke.paint, on: cr) { cairo_stroke(cr) } else { cairo_new_path(cr) }
            return
        }
        if case .color(let color) = stroke.paint, RoundedBoxRasterizer.fill(outer, hole: inner, color: color, on: cr) { return }
        append(outer.path, to: cr)
        if let inner { append(inner.path, to: cr) }
        guard setSource(stroke.paint, on: cr) else {
            cairo_new_path(cr)
            return
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// The band `stroke` covers along `box`'s outline, as the box grown by half the line (`outer`)
    /// less the box shrunk by as much (`inner`; `nil` when the line covers the box whole), when
    /// that band is what cairo's stroke covers: the corners stay round on both sides of the line
    /// (a radius of at least half the width), or are square under a miter join. `nil` otherwise,
    /// and for an empty box.
    static func outlineBand(of box: RoundedBox, _ stroke: Stroke) -> (outer: RoundedBox, inner: RoundedBox?)? {
        let half = min(stroke.width, maximumStrokeWidth) / 2
        guard box.rect.width > 0, box.rect.height > 0,
              box.cornerRadius >= half || (box.cornerRadius == 0 && stroke.join == .miter) else { return nil }
        // Square corners stay square (a miter), round ones grow by half the width.
        let outer = RoundedBox(rect: box.rect.insetBy(dx: -half, dy: -half),
                               cornerRadius: box.cornerRadius == 0 ? 0 : box.cornerRadius + half)
        let insideRect = box.rect.insetBy(dx: half, dy: half)
        let inner = !insideRect.isNull && insideRect.width > 0 && insideRect.height > 0
            ? RoundedBox(rect: insideRect, cornerRadius: max(box.cornerRadius - half, 0)) : nil
        return (outer, inner)
    }

    /// Sets width (at most ``maximumStrokeWidth``), cap, join and miter limit (10, as Core
    /// Graphics).
    static func setLine(_ stroke: Stroke, on cr: OpaquePointer) {
        cairo_set_line_width(cr, min(stroke.width, maximumStrokeWidth))
        switch stroke.cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch stroke.join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, 10)
    }

    /// Makes `paint` the source of `cr`; false when it paints nothing (a gradient without stops).
    static func setSource(_ paint: Paint, on cr: OpaquePointer) -> Bool {
        if let color = paint.degenerateGradientColor {
            setColor(color, on: cr)
            return true
        }
        let pattern: OpaquePointer?
        let stops: [GradientStop]
        switch paint {
        case .color(let color):
            setColor(color, on: cr)
            return true
        case .linearGradient(let start, let end, let s):
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            stops = s
        case .radialGradient(let center, let radius, let s):
            pattern = cairo_pattern_create_radial(Double(center.x), Double(center.y), 0,
                                                  Double(center.x), Double(center.y), radius)
            stops = s
        }
        guard !stops.isEmpty, let pattern else {
            if let pattern { cairo_pattern_destroy(pattern) }
            return false
        }
        for stop in stops.sortedByLocation {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
        return true
    }

    static func setColor(_ color: DrawingColor, on cr: OpaquePointer) {
        let color = color.sanitized
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    // MARK: Text and images

    /// Toy-API text: the font's first family, bold or normal weight, its size (at most
    /// `DrawingFont.maximumRenderedSize`); centred horizontally on its advance and vertically on the
    /// font's ascent and descent, like SVG's `text-anchor="middle" dominant-baseline="central"`.
    func drawText(_ text: TextItem) {
        guard text.center.isFinite, !text.string.isEmpty else { return }
        cairo_save(cr)
        cairo_select_font_face(cr, text.font.primaryFamily, CAIRO_FONT_SLANT_NORMAL,
                               text.font.isBold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, text.font.renderedSize)
        var textExtents = cairo_text_extents_t()
        var fontExtents = cairo_font_extents_t()
        cairo_text_extents(cr, text.string, &textExtents)
        cairo_font_extents(cr, &fontExtents)
        let x = Double(text.center.x) - textExtents.x_advance / 2
        let y = Double(text.center.y) + (fontExtents.ascent - fontExtents.descent) / 2
        if x.isFinite, y.isFinite {
            cairo_new_path(cr)
            cairo_move_to(cr, x, y)
            Self.setColor(text.color, on: cr)
            cairo_show_text(cr, text.string)
        }
        cairo_restore(cr)
    }

    /// Images whose frame is wider or taller than this, points, are not drawn.
    static let maximumImageSide = 1e6

    /// The registered image of that name stretched to the frame; nothing for unknown names,
    /// non-finite frames, frames of zero area or frames larger than ``maximumImageSide``.
    func drawImage(_ item: ImageItem) {
        let r = item.frame.standardized
        guard let image = images[item.name], image.width > 0, image.height > 0,
              r.origin.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0,
              r.width <= Self.maximumImageSide, r.height <= Self.maximumImageSide else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(r.minX), Double(r.minY))
        cairo_scale(cr, Double(r.width) / Double(image.width), Double(r.height) / Double(image.height))
        cairo_set_source_surface(cr, image.surface, 0, 0)
        if let pattern = cairo_get_source(cr) {
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        }
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
