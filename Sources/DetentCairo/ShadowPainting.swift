import CDetentCairo
@_spi(Hosting) import Detent
import Foundation

/// Shadows: a shape's silhouette rasterised into a mask, blurred, and painted in the shadow's
/// colour; the blur itself.
extension CairoPainter {
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
}
