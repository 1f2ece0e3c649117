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

    // MARK: Shadows

    /// Draws the shape's shadow: its silhouette (alpha of fill and stroke) rasterised into an A8
    /// mask at `scale` pixels per point, blurred with a separable Gaussian of standard deviation
    /// `blur / 2` points, then painted in the shadow's colour at the shadow's offset (in the
    /// layer's coordinates). Shadows with a blur above 10 000 points or an offset above 100 000
    /// points are left out. Masks are capped at ``maximumShadowMaskSide`` pixels a side (coarser
    /// for huge shadows) and the blur is approximated by box blurs beyond σ = 1.5 px.
    func drawShadow(_ shadow: Shadow, path: DrawingPath, fill: Paint?, stroke: Stroke?) {
        guard let margin = Self.shadowMargin(shadow) else { return }
        // Extents of the silhouette, points.
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        cairo_save(cr)
        cairo_new_path(cr)
        Self.append(path, to: cr)
        var a = 0.0, b = 0.0, c = 0.0, d = 0.0
        if fill != nil {
            // The path's own box: what its fill covers, without tessellating it as
            // `cairo_fill_extents` does (the mask only needs to hold the silhouette).
            cairo_path_extents(cr, &a, &b, &c, &d)
            x0 = min(x0, a); y0 = min(y0, b); x1 = max(x1, c); y1 = max(y1, d)
        }
        if let stroke {
            Self.setLine(stroke, on: cr)
            cairo_stroke_extents(cr, &a, &b, &c, &d)
            x0 = min(x0, a); y0 = min(y0, b); x1 = max(x1, c); y1 = max(y1, d)
        }
        cairo_new_path(cr)
        cairo_restore(cr)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0 else { return }

        let sigmaPoints = shadow.blur / 2
        x0 -= margin; y0 -= margin; x1 += margin; y1 += margin
        let side = max(x1 - x0, y1 - y0)
        let s = min(scale, Self.maximumShadowMaskSide / side)
        guard s.isFinite, s > 0 else { return }
        let px0 = (x0 * s).rounded(.down), py0 = (y0 * s).rounded(.down)
        let pw = Int((x1 * s).rounded(.up) - px0), ph = Int((y1 * s).rounded(.up) - py0)
        guard pw > 0, ph > 0 else { return }
        if measuresInkOnly {
            // The rectangle the mask would be painted over, shifted by the shadow's offset.
            cairo_save(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, px0 / s + Double(shadow.offset.width), py0 / s + Double(shadow.offset.height),
                            Double(pw) / s, Double(ph) / s)
            Self.setColor(shadow.color, on: cr)
            cairo_fill(cr)
            cairo_restore(cr)
            return
        }
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pw), Int32(ph)) else { return }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }
        cairo_surface_set_device_scale(mask, s, s)
        cairo_surface_set_device_offset(mask, -px0, -py0)

        guard let mcr = cairo_create(mask) else { return }
        if let fill { Self.fill(path, with: fill, on: mcr) }
        if let stroke { Self.stroke(path, stroke, on: mcr) }
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        Self.gaussianBlur(mask, sigma: sigmaPoints * s)
        cairo_surface_mark_dirty(mask)

        cairo_save(cr)
        Self.setColor(shadow.color, on: cr)
        cairo_mask_surface(cr, mask, Double(shadow.offset.width), Double(shadow.offset.height))
        cairo_restore(cr)
    }

    /// How far beyond its silhouette a shadow's mask reaches, points: three standard deviations
    /// of its blur and a point; `nil` for a shadow that is left out (a blur above
    /// ``maximumShadowBlur``, an offset above ``maximumShadowOffset``).
    static func shadowMargin(_ shadow: Shadow) -> Double? {
        guard shadow.blur <= maximumShadowBlur, abs(Double(shadow.offset.width)) <= maximumShadowOffset,
              abs(Double(shadow.offset.height)) <= maximumShadowOffset else { return nil }
        return (3 * shadow.blur / 2).rounded(.up) + 1
    }

    /// Blurs an A8 image surface in place, approximating a Gaussian of standard deviation `sigma`
    /// pixels: an exact separable kernel up to σ = 1.5 px, three successive box blurs (running
    /// sums, cost independent of σ) beyond. Nothing happens below σ = 0.2 px. Pixels outside the
    /// surface count as transparent.
    static func gaussianBlur(_ surface: OpaquePointer, sigma: Double) {
        guard sigma >= 0.2, sigma.isFinite, let data = cairo_image_surface_get_data(surface) else { return }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard w > 0, h > 0 else { return }
        if sigma <= 1.5 {
            blurByKernel(data, width: w, height: h, stride: stride, kernel: gaussianKernel(sigma: sigma).map(Float.init))
            return
        }

        // Two scratch lines of doubles, reused for every row and column.
        let length = max(w, h)
        let line = UnsafeMutablePointer<Double>.allocate(capacity: length)
        let out = UnsafeMutablePointer<Double>.allocate(capacity: length)
        defer {
            line.deallocate()
            out.deallocate()
        }
        let radii = boxRadii(sigma: sigma)
        for y in 0 ..< h {
            let row = data + y * stride
            for x in 0 ..< w { line[x] = Double(row[x]) }
            boxBlur(line, out, count: w, radii: radii)
            for x in 0 ..< w { row[x] = alphaByte(out[x]) }
        }
        for x in 0 ..< w {
            var pixel = data + x
            for y in 0 ..< h {
                line[y] = Double(pixel.pointee)
                pixel += stride
            }
            boxBlur(line, out, count: h, radii: radii)
            pixel = data + x
            for y in 0 ..< h {
                pixel.pointee = alphaByte(out[y])
                pixel += stride
            }
        }
    }

    /// Blurs `width × height` alpha bytes (rows `stride` bytes apart) by `kernel` (an odd number
    /// of taps, its middle on the pixel) along rows, then along columns, in single precision with
    /// zero padding. Each pass runs along whole rows, tap by tap, so its inner loop is a plain
    /// multiply-add over contiguous pixels (a small shadow's mask is a few thousand of them).
    private static func blurByKernel(_ data: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, stride: Int,
                                     kernel: [Float]) {
        let pixels = UnsafeMutablePointer<Float>.allocate(capacity: w * h)
        let across = UnsafeMutablePointer<Float>.allocate(capacity: w * h)
        defer {
            pixels.deallocate()
            across.deallocate()
        }
        for y in 0 ..< h {
            let row = data + y * stride, values = pixels + y * w
            for x in 0 ..< w { values[x] = Float(row[x]) }
        }
        across.initialize(repeating: 0, count: w * h)
        let radius = kernel.count / 2
        for (t, weight) in kernel.enumerated() {
            // Pixel x takes `weight` of pixel x + shift of its row, where that pixel exists.
            let shift = t - radius
            let first = max(0, -shift), end = min(w, w - shift)
            guard first < end else { continue }
            for y in 0 ..< h {
                let source = pixels + y * w + shift, target = across + y * w
                for x in first ..< end { target[x] += weight * source[x] }
            }
        }
        pixels.initialize(repeating: 0, count: w * h)
        for (t, weight) in kernel.enumerated() {
            // Row y takes `weight` of row y + shift, where that row exists.
            let shift = t - radius
            for y in max(0, -shift) ..< min(h, h - shift) {
                let source = across + (y + shift) * w, target = pixels + y * w
                for x in 0 ..< w { target[x] += weight * source[x] }
            }
        }
        for y in 0 ..< h {
            let row = data + y * stride, values = pixels + y * w
            for x in 0 ..< w { row[x] = alphaByte(Double(values[x])) }
        }
    }

    /// `value` rounded to the nearest whole level (halves up) and kept in 0…255: an alpha or a
    /// premultiplied channel.
    @inline(__always)
    static func alphaByte(_ value: Double) -> UInt8 {
        let v = value + 0.5
        return v < 1 ? 0 : v >= 255 ? 255 : UInt8(truncatingIfNeeded: Int(v))
    }

    /// The normalised kernel of a Gaussian of `sigma` pixels, 3σ to each side.
    static func gaussianKernel(sigma: Double) -> [Double] {
        let radius = Int((3 * sigma).rounded(.up))
        let kernel = (-radius ... radius).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        return kernel.map { $0 / total }
    }

    /// Blurs the first `count` values of `line` into `out` by successive box blurs of `radii`
    /// (zero padding beyond the ends); `line` is overwritten.
    private static func boxBlur(_ line: UnsafeMutablePointer<Double>, _ out: UnsafeMutablePointer<Double>, count: Int,
                                radii: [Int]) {
        for r in radii {
            // out = box(line) with zero padding, via running sums; then copied back into line.
            let width = Double(2 * r + 1)
            var sum = 0.0
            for j in 0 ..< min(r, count) { sum += line[j] }
            for i in 0 ..< count {
                if i + r < count { sum += line[i + r] }
                if i - r - 1 >= 0 { sum -= line[i - r - 1] }
                out[i] = sum / width
            }
            line.update(from: out, count: count)
        }
    }

    /// The radii of three box blurs whose succession approximates a Gaussian of `sigma` pixels
    /// (the usual "boxes for Gauss" sizing), at most 1000 px each.
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0 ..< 3).map { i in min(((Double(i) < m ? lower : upper) - 1) / 2, 1000) }
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
