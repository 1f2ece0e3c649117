import CDetentCairo
@_spi(Hosting) import Detent
import Foundation

/// Fills a rounded box (or the ring between two) in a plain colour straight into the pixels of
/// an image surface, where cairo would tessellate the corners' arcs into a polygon and composite
/// each row's spans through pixman (a thumb's 28-point circle at 2× costs cairo about 12 µs, this
/// about a fifth of that).
///
/// A pixel's coverage is the area of it inside the tangent to the outline at the point nearest
/// its centre: exact along straight edges, within a few levels of cairo's 15-row supersampling
/// on the round parts. A ring's coverage is the outer box's less the inner
/// box's. Colours are composited over the surface as cairo's `OVER` does, premultiplied.
///
/// It draws only when the result is the one cairo's fill would give: the destination is an
/// ARGB32 or A8 image surface, the operator is `OVER`, the current transformation (with the
/// surface's device scale and offset) maps points to pixels by one positive scale and a
/// translation, the clip (if any) is one rectangle holding the box, and every corner is round
/// (cairo's own path is fast for square corners). Otherwise it draws nothing and says so.
package enum RoundedBoxRasterizer {
    /// Fills `box` less `hole` (inside it; `nil` for none) with `color` on `cr`'s current
    /// destination; `false`, having drawn nothing, when the conditions above do not hold.
    package static func fill(_ box: RoundedBox, hole: RoundedBox? = nil, color: DrawingColor, on cr: OpaquePointer) -> Bool {
        guard box.cornerRadius > 0, (hole?.cornerRadius ?? 1) > 0, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
              let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        else { return false }
        let format = cairo_image_surface_get_format(target)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_A8 else { return false }
        // Points to pixels: one scale on both axes, no turn or flip.
        let pixels = PixelMapping(cr, target: target)
        guard let scale = pixels.scale else { return false }
        guard let outer = DeviceBox(box, scale: scale, center: pixels.point(box.rect.midX, box.rect.midY)) else { return false }
        let inner = hole.flatMap { DeviceBox($0, scale: scale, center: pixels.point($0.rect.midX, $0.rect.midY)) }
        guard hole == nil || inner != nil else { return false }

        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        // The pixels the box can touch, within the surface and the clip.
        let x0 = max(0, Int((outer.minX - 1).rounded(.down))), y0 = max(0, Int((outer.minY - 1).rounded(.down)))
        let x1 = min(width, Int((outer.maxX + 1).rounded(.up))), y1 = min(height, Int((outer.maxY + 1).rounded(.up)))
        guard let clip = singleClipRectangle(cr, pixels) else { return false }
        guard clip.x0 <= Double(x0), clip.y0 <= Double(y0), clip.x1 >= Double(x1), clip.y1 >= Double(y1) else {
            return false
        }
        let c = color.sanitized
        guard c.alpha > 0 else { return true }
        guard x0 < x1, y0 < y1 else { return true }

        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return false }
        let stride = Int(cairo_image_surface_get_stride(target))
        let paint = PremultipliedColor(c)
        // A pixel reaches ½√2 pixel from its centre along a diagonal.
        let reach = 0.5.squareRoot()
        for y in y0 ..< y1 {
            let row = data + y * stride
            let cy = Double(y) + 0.5
            // Where the row is touched at all, and where wholly covered.
            guard let touched = outer.span(atY: cy, grownBy: reach) else { continue }
            let first = max(x0, Int((touched.lowerBound - 0.5).rounded(.up)))
            let last = min(x1 - 1, Int((touched.upperBound - 0.5).rounded(.down)))
            guard first <= last else { continue }
            let holeTouched = inner?.span(atY: cy, grownBy: reach)
            let holeFull = inner?.span(atY: cy, grownBy: -reach)
            // The whole pixels in one run, where the hole does not reach the row (a ring's rows
            // are narrow, and go pixel by pixel).
            var run = last + 1 ..< last + 1
            if holeTouched == nil, let full = outer.span(atY: cy, grownBy: -reach) {
                let a = max(first, Int((full.lowerBound - 0.5).rounded(.up)))
                let b = min(last, Int((full.upperBound - 0.5).rounded(.down)))
                if a <= b { run = a ..< b + 1 }
            }
            // Else, in a band along the top or bottom edge, the pixels along its straight part share
            // one coverage: one run at that coverage.
            var runPaint = paint
            if run.isEmpty, holeTouched == nil, let band = outer.edgeBand(atY: cy) {
                let a = max(first, Int((band.span.lowerBound - 0.5).rounded(.up)))
                let b = min(last, Int((band.span.upperBound - 0.5).rounded(.down)))
                if a <= b {
                    run = a ..< b + 1
                    runPaint = paint.scaled(by: band.coverage)
                }
            }
            var x = first
            while x <= last {
                if x == run.lowerBound {
                    if format == CAIRO_FORMAT_A8 {
                        runPaint.fillAlpha(row + x, count: run.count)
                    } else {
                        runPaint.fill(UnsafeMutableRawPointer(row + 4 * x).assumingMemoryBound(to: UInt32.self), count: run.count)
                    }
                    x = run.upperBound
                    continue
                }
                let cx = Double(x) + 0.5
                // Inside the hole's full part: nothing; jump past it.
                if let holeFull, holeFull.contains(cx) {
                    x = max(x + 1, Int((holeFull.upperBound - 0.5).rounded(.down)) + 1)
                    continue
                }
                var coverage = outer.coverage(x: cx, y: cy)
                if let inner, let holeTouched, holeTouched.contains(cx) { coverage -= inner.coverage(x: cx, y: cy) }
                if coverage > 0 {
                    if format == CAIRO_FORMAT_A8 {
                        paint.blendAlpha(into: row + x, coverage: coverage)
                    } else {
                        paint.blend(into: UnsafeMutableRawPointer(row + 4 * x).assumingMemoryBound(to: UInt32.self),
                                    coverage: coverage)
                    }
                }
                x += 1
            }
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
        return true
    }

    /// The clip of `cr` in device pixels when it is one rectangle (or none: the whole surface);
    /// `nil` when it is anything else.
    private static func singleClipRectangle(_ cr: OpaquePointer, _ pixels: PixelMapping)
        -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
              let r = list.pointee.rectangles?.pointee else { return nil }
        // The list is in user space.
        let a = pixels.point(r.x, r.y), b = pixels.point(r.x + r.width, r.y + r.height)
        return (min(a.x, b.x), min(a.y, b.y), max(a.x, b.x), max(a.y, b.y))
    }
}

/// How `cr`'s user space maps to its destination's pixels: the current transformation, then
/// the surface's device scale and offset (which `cairo_user_to_device` leaves out).
private struct PixelMapping {
    let cr: OpaquePointer
    let deviceScale: (x: Double, y: Double), deviceOffset: (x: Double, y: Double)

    init(_ cr: OpaquePointer, target: OpaquePointer) {
        self.cr = cr
        var sx = 1.0, sy = 1.0, ox = 0.0, oy = 0.0
        cairo_surface_get_device_scale(target, &sx, &sy)
        cairo_surface_get_device_offset(target, &ox, &oy)
        deviceScale = (sx, sy)
        deviceOffset = (ox, oy)
    }

    /// Pixels per point when the mapping is one positive scale on both axes and a translation;
    /// `nil` for any turn, skew, flip or uneven scale.
    var scale: Double? {
        var ux = 1.0, uy = 0.0, vx = 0.0, vy = 1.0
        cairo_user_to_device_distance(cr, &ux, &uy)
        cairo_user_to_device_distance(cr, &vx, &vy)
        let x = ux * deviceScale.x, y = vy * deviceScale.y
        guard uy == 0, vx == 0, x > 0, x == y, x.isFinite else { return nil }
        return x
    }

    /// The pixel position of a point in user space.
    func point(_ x: CGFloat, _ y: CGFloat) -> (x: Double, y: Double) {
        var px = Double(x), py = Double(y)
        cairo_user_to_device(cr, &px, &py)
        return (px * deviceScale.x + deviceOffset.x, py * deviceScale.y + deviceOffset.y)
    }
}

/// A rounded box in device pixels, measured from its centre.
private struct DeviceBox {
    let centerX: Double, centerY: Double
    /// Half the width and half the height, pixels.
    let halfWidth: Double, halfHeight: Double
    let radius: Double

    init?(_ box: RoundedBox, scale: Double, center: (x: Double, y: Double)) {
        centerX = center.x; centerY = center.y
        halfWidth = Double(box.rect.width) * scale / 2
        halfHeight = Double(box.rect.height) * scale / 2
        radius = min(box.cornerRadius * scale, halfWidth, halfHeight)
        guard [centerX, centerY, halfWidth, halfHeight, radius].allSatisfy(\.isFinite), halfWidth > 0, halfHeight > 0,
              radius > 0, abs(centerX) + halfWidth < 1e7, abs(centerY) + halfHeight < 1e7 else { return nil }
    }

    var minX: Double { centerX - halfWidth }
    var maxX: Double { centerX + halfWidth }
    var minY: Double { centerY - halfHeight }
    var maxY: Double { centerY + halfHeight }

    /// How much of the pixel centred at the point the box covers, 0…1: the area of the pixel
    /// inside the outline's tangent at the nearest point of the outline, exact for straight edges.
    func coverage(x: Double, y: Double) -> Double {
        // From the nearest corner's centre, outwards.
        let qx = abs(x - centerX) - (halfWidth - radius), qy = abs(y - centerY) - (halfHeight - radius)
        guard qx > 0, qy > 0 else {
            // Beside a straight side (or deep inside): the side's normal is an axis.
            return min(max(0.5 - (max(qx, qy) - radius), 0), 1)
        }
        let length = (qx * qx + qy * qy).squareRoot()
        let inside = radius - length
        // The pixel seen along the normal (a, b its components, a ≤ b) spans ±(a + b) / 2: a
        // middle band where the covered area grows linearly, triangles at the two ends.
        let a = min(qx, qy) / length, b = max(qx, qy) / length
        let half = (a + b) / 2, depth = abs(inside)
        if depth >= half { return inside > 0 ? 1 : 0 }
        if depth <= (b - a) / 2 { return 0.5 + inside / b }
        let triangle = (half - depth) * (half - depth) / (2 * a * b)
        return inside > 0 ? 1 - triangle : triangle
    }

    /// In a row beyond the reach of the straight left and right sides (along the top or bottom
    /// edge), the pixel centres along that edge's straight part, which all have one coverage,
    /// with that coverage; `nil` for other rows or a box without a straight part there.
    func edgeBand(atY y: Double) -> (span: ClosedRange<Double>, coverage: Double)? {
        let qy = abs(y - centerY) - (halfHeight - radius), straight = halfWidth - radius
        guard qy >= 0, straight > 0 else { return nil }
        return ((centerX - straight) ... (centerX + straight), min(max(0.5 - (qy - radius), 0), 1))
    }

    /// Where the row at `y` crosses the box grown by `grow` pixels (its corners' radius grown
    /// alike; shrunk for a negative `grow`): the points whose distance is at most `grow`.
    func span(atY y: Double, grownBy grow: Double) -> ClosedRange<Double>? {
        let r = radius + grow, hw = halfWidth + grow, hh = halfHeight + grow
        guard hw > 0, hh > 0 else { return nil }
        let dy = abs(y - centerY)
        guard dy <= hh else { return nil }
        // Within the straight sides the span is the full width; in a corner's band, the circle's
        // chord (a radius shrunk below 0 leaves a square corner).
        let straight = hh - max(r, 0)
        var half = hw
        if dy > straight, r > 0 {
            let down = dy - straight
            half = hw - r + (r * r - down * down).squareRoot()
        }
        return (centerX - half) ... (centerX + half)
    }
}

/// A plain colour premultiplied by its alpha, 0…255 per channel.
private struct PremultipliedColor {
    let alpha: Double, red: Double, green: Double, blue: Double

    init(_ color: DrawingColor) {
        alpha = color.alpha * 255
        red = color.red * alpha
        green = color.green * alpha
        blue = color.blue * alpha
    }

    private init(alpha: Double, red: Double, green: Double, blue: Double) {
        self.alpha = alpha
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour as it shows over a pixel it covers by `coverage` (0…1).
    func scaled(by coverage: Double) -> PremultipliedColor {
        PremultipliedColor(alpha: alpha * coverage, red: red * coverage, green: green * coverage, blue: blue * coverage)
    }

    /// Composites the colour at `coverage` over one ARGB32 pixel (premultiplied, native endian).
    @inline(__always)
    func blend(into pixel: UnsafeMutablePointer<UInt32>, coverage: Double) {
        let a = alpha * coverage
        if a >= 255 - 1e-9 {
            pixel.pointee = 0xFF00_0000 | UInt32(CairoPainter.alphaByte(red)) << 16 | UInt32(CairoPainter.alphaByte(green)) << 8 | UInt32(CairoPainter.alphaByte(blue))
            return
        }
        let old = pixel.pointee, keep = 1 - a / 255
        let oa = Double(old >> 24), or = Double((old >> 16) & 0xFF), og = Double((old >> 8) & 0xFF), ob = Double(old & 0xFF)
        pixel.pointee = UInt32(CairoPainter.alphaByte(a + oa * keep)) << 24 | UInt32(CairoPainter.alphaByte(red * coverage + or * keep)) << 16
            | UInt32(CairoPainter.alphaByte(green * coverage + og * keep)) << 8 | UInt32(CairoPainter.alphaByte(blue * coverage + ob * keep))
    }

    /// Composites the colour, whole, over `count` ARGB32 pixels from `pixels` on.
    @inline(__always)
    func fill(_ pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        let packed = UInt32(CairoPainter.alphaByte(alpha)) << 24 | UInt32(CairoPainter.alphaByte(red)) << 16
            | UInt32(CairoPainter.alphaByte(green)) << 8 | UInt32(CairoPainter.alphaByte(blue))
        let keep = 255 - packed >> 24
        if keep == 0 {
            pixels.update(repeating: packed, count: count)
            return
        }
        for i in 0 ..< count {
            // Two channels a multiply, each divided by 255 rounded as pixman does.
            let old = pixels[i]
            var redBlue = (old & 0x00FF_00FF) &* keep &+ 0x0080_0080
            redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            var alphaGreen = ((old >> 8) & 0x00FF_00FF) &* keep &+ 0x0080_0080
            alphaGreen = (alphaGreen &+ ((alphaGreen >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
            pixels[i] = packed &+ (redBlue | alphaGreen)
        }
    }

    /// Composites the colour's alpha, whole, over `count` A8 pixels from `pixels` on.
    @inline(__always)
    func fillAlpha(_ pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        let a = UInt32(CairoPainter.alphaByte(alpha)), keep = 255 - a
        if keep == 0 {
            pixels.update(repeating: 255, count: count)
            return
        }
        for i in 0 ..< count {
            let t = UInt32(pixels[i]) &* keep &+ 128
            pixels[i] = UInt8(truncatingIfNeeded: a &+ ((t &+ (t >> 8)) >> 8))
        }
    }

    /// Composites the colour's alpha at `coverage` over one A8 pixel.
    @inline(__always)
    func blendAlpha(into pixel: UnsafeMutablePointer<UInt8>, coverage: Double) {
        let a = alpha * coverage
        pixel.pointee = CairoPainter.alphaByte(a + Double(pixel.pointee) * (1 - a / 255))
    }
}
