import CDetentCairo
@_spi(Hosting) import Detent
import DetentCairo
import Foundation
import Testing

/// Rounded boxes filled and outlined straight into pixels look as cairo's own fill and stroke do:
/// within a few levels per pixel, with the same ink in all, on both surface formats; and where the
/// result could differ (a turn, a shaped clip, another operator), cairo draws.
@Suite("Rounded boxes drawn straight into pixels")
struct RoundedBoxRasterizerTests {
    /// A surface of `width × height` pixels at `scale` pixels per point, painted by `draw`.
    private func pixels(_ format: cairo_format_t = CAIRO_FORMAT_ARGB32, width: Int = 90, height: Int = 70, scale: Double,
                        _ draw: (OpaquePointer) -> Void) -> [UInt8] {
        let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, scale, scale)
        // An offset, as a layer's raster has, so pixels and points differ by more than a scale.
        cairo_surface_set_device_offset(surface, -3, -2)
        let cr = cairo_create(surface)!
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)), data = cairo_image_surface_get_data(surface)!
        let rowBytes = format == CAIRO_FORMAT_A8 ? width : 4 * width
        return (0 ..< height).flatMap { y in (0 ..< rowBytes).map { data[y * stride + $0] } }
    }

    /// What cairo itself draws for the path: its fill, or its stroke.
    private func cairoReference(_ format: cairo_format_t = CAIRO_FORMAT_ARGB32, scale: Double, path: DrawingPath,
                                color: DrawingColor, stroke: Double? = nil) -> [UInt8] {
        pixels(format, scale: scale) { cr in
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            for element in path.elements {
                switch element {
                case .move(let p): cairo_move_to(cr, p.x, p.y)
                case .line(let p): cairo_line_to(cr, p.x, p.y)
                case .arc(let c, let r, let a, let b, _): cairo_arc(cr, c.x, c.y, r, a, b)
                case .close: cairo_close_path(cr)
                default: Issue.record("unexpected element \(element)")
                }
            }
            if let stroke {
                cairo_set_line_width(cr, stroke)
                cairo_stroke(cr)
            } else {
                cairo_fill(cr)
            }
        }
    }

    private static let shapes: [(name: String, path: DrawingPath)] = [
        ("circle", .circle(center: CGPoint(x: 20.3, y: 15.7), radius: 11.2)),
        ("capsule", .roundedRect(CGRect(x: 1.25, y: 9.5, width: 38.5, height: 7.3), cornerRadius: 10)),
        ("rounded rectangle", .roundedRect(CGRect(x: 4.6, y: 3.1, width: 30.2, height: 24.9), cornerRadius: 5.5)),
    ]

    private static let colors: [DrawingColor] = [DrawingColor(red: 0, green: 0.48, blue: 1, alpha: 1),
                                                 DrawingColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.45)]

    /// The largest difference of any byte, and the difference of the bytes' sums as a fraction.
    private func compare(_ a: [UInt8], _ b: [UInt8]) -> (largest: Int, ink: Double) {
        let largest = zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
        let sumA = a.reduce(0) { $0 + Int($1) }, sumB = b.reduce(0) { $0 + Int($1) }
        return (largest, Double(abs(sumA - sumB)) / Double(max(sumB, 1)))
    }

    /// Whether a point (in points) lies inside `box`.
    private static func contains(_ box: RoundedBox, _ x: Double, _ y: Double) -> Bool {
        let dx = abs(x - Double(box.rect.midX)), dy = abs(y - Double(box.rect.midY))
        guard dx <= Double(box.rect.width) / 2, dy <= Double(box.rect.height) / 2 else { return false }
        let qx = max(dx - (Double(box.rect.width) / 2 - box.cornerRadius), 0)
        let qy = max(dy - (Double(box.rect.height) / 2 - box.cornerRadius), 0)
        return qx * qx + qy * qy <= box.cornerRadius * box.cornerRadius
    }

    /// The pixels of `color` covering exactly the area of `box` less `hole`, measured by 16 × 16
    /// samples a pixel, laid out as ``pixels(_:width:height:scale:_:)`` lays them out.
    private func exact(_ format: cairo_format_t = CAIRO_FORMAT_ARGB32, scale: Double, box: RoundedBox, hole: RoundedBox? = nil,
                       color: DrawingColor) -> [UInt8] {
        var bytes: [UInt8] = []
        let premultiplied = [color.blue, color.green, color.red, 1].map { $0 * color.alpha * 255 }
        // Pixels to points: the surface's offset of (−3, −2) pixels, then its scale.
        func point(_ x: Double, _ y: Double) -> (x: Double, y: Double) { ((x + 3) / scale, (y + 2) / scale) }
        func all(_ x: Int, _ y: Int, inside shape: RoundedBox) -> Bool {
            [(0, 0), (1, 0), (0, 1), (1, 1)].allSatisfy { corner in
                let p = point(Double(x + corner.0), Double(y + corner.1))
                return Self.contains(shape, p.x, p.y)
            }
        }
        let reach = box.rect.insetBy(dx: -1 / scale, dy: -1 / scale)
        for y in 0 ..< 70 {
            for x in 0 ..< 90 {
                var coverage: Double
                let topLeft = point(Double(x), Double(y)), bottomRight = point(Double(x + 1), Double(y + 1))
                if !reach.intersects(CGRect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y))
                    || (hole.map { all(x, y, inside: $0) } ?? false) {
                    coverage = 0  // beyond the box, or wholly in the hole (both convex)
                } else if all(x, y, inside: box) && hole == nil {
                    coverage = 1
                } else {
                    var inside = 0
                    for sy in 0 ..< 16 {
                        for sx in 0 ..< 16 {
                            let p = point(Double(x) + (Double(sx) + 0.5) / 16, Double(y) + (Double(sy) + 0.5) / 16)
                            if Self.contains(box, p.x, p.y) && !(hole.map { Self.contains($0, p.x, p.y) } ?? false) { inside += 1 }
                        }
                    }
                    coverage = Double(inside) / 256
                }
                if format == CAIRO_FORMAT_A8 {
                    bytes.append(UInt8((premultiplied[3] * coverage).rounded()))
                } else {
                    bytes += premultiplied.map { UInt8(($0 * coverage).rounded()) }
                }
            }
        }
        return bytes
    }

    @Test("A filled rounded box covers each pixel by its area within 10 levels (cairo's fill, within 26)", arguments: [1.0, 2, 3])
    func fillsCoverTheirArea(scale: Double) throws {
        for (name, path) in Self.shapes {
            let box = try #require(path.roundedBox)
            for color in Self.colors {
                for format in [CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_A8] {
                    let direct = pixels(format, scale: scale) { CairoPainter.fill(path, with: .color(color), on: $0) }
                    let truth = compare(direct, exact(format, scale: scale, box: box, color: color))
                    #expect(truth.largest <= 10 && truth.ink < 0.003,
                            "\(name) at \(scale)×, format \(format.rawValue): \(truth.largest) levels, \(truth.ink * 100) % ink")
                    // The error left is the outline's curvature within a pixel (largest for small
                    // radii); cairo's 15-row sampling covers edges up to 25 levels short.
                    let cairo = compare(direct, cairoReference(format, scale: scale, path: path, color: color))
                    #expect(cairo.largest <= 26, "\(name) at \(scale)× against cairo: \(cairo.largest) levels")
                }
            }
        }
    }

    @Test("An outlined rounded box covers the band within half the line of its outline, within 10 levels (cairo's stroke, within 26)",
          arguments: [1.0, 2, 3])
    func outlinesCoverTheirBand(scale: Double) throws {
        for (name, path) in Self.shapes {
            let box = try #require(path.roundedBox)
            for width in [0.5, 1.5, 4] {
                let color = Self.colors[1], half = width / 2
                let outer = RoundedBox(rect: box.rect.insetBy(dx: -half, dy: -half), cornerRadius: box.cornerRadius + half)
                let hole = RoundedBox(rect: box.rect.insetBy(dx: half, dy: half), cornerRadius: max(box.cornerRadius - half, 0))
                let direct = pixels(scale: scale) { CairoPainter.stroke(path, Stroke(.color(color), width: width), on: $0) }
                let truth = compare(direct, exact(scale: scale, box: outer, hole: hole, color: color))
                #expect(truth.largest <= 10 && truth.ink < 0.005, "\(name), width \(width) at \(scale)×: \(truth.largest) levels, \(truth.ink * 100) % ink")
                let cairo = compare(direct, cairoReference(scale: scale, path: path, color: color, stroke: width))
                #expect(cairo.largest <= 26, "\(name), width \(width) at \(scale)× against cairo: \(cairo.largest) levels")
            }
        }
    }

    @Test("Where the result could differ, the rasterizer draws nothing and cairo draws")
    func declinesWhatCairoMustDraw() {
        let box = RoundedBox(rect: CGRect(x: 5, y: 5, width: 30, height: 20), cornerRadius: 6)
        let blue = Self.colors[0]
        let cases: [(String, (OpaquePointer) -> Void)] = [
            ("a turn", { cairo_rotate($0, 0.3) }),
            ("an uneven scale", { cairo_scale($0, 1, 1.5) }),
            ("a shaped clip", { cr in cairo_arc(cr, 20, 15, 9, 0, 2 * .pi); cairo_clip(cr) }),
            ("a clip cutting the box", { cr in cairo_rectangle(cr, 0, 0, 15, 40); cairo_clip(cr) }),
            ("another operator", { cairo_set_operator($0, CAIRO_OPERATOR_ADD) }),
        ]
        for (name, setUp) in cases {
            var drew = true
            let image = pixels(scale: 2) { cr in
                setUp(cr)
                drew = RoundedBoxRasterizer.fill(box, color: blue, on: cr)
            }
            #expect(!drew && !image.contains { $0 != 0 }, "\(name): nothing drawn directly")
        }
        var squareDrew = true
        _ = pixels(scale: 2) { squareDrew = RoundedBoxRasterizer.fill(RoundedBox(rect: box.rect, cornerRadius: 0), color: blue, on: $0) }
        #expect(!squareDrew, "square corners are cairo's (its rectangles are fast)")
        // A clip that holds the box leaves the rasterizer free to draw.
        var clippedDrew = false
        _ = pixels(scale: 2) { cr in
            cairo_rectangle(cr, 0, 0, 40, 30)
            cairo_clip(cr)
            clippedDrew = RoundedBoxRasterizer.fill(box, color: blue, on: cr)
        }
        #expect(clippedDrew)
    }

    @Test("Boxes far too small, too large or far away draw what they cover, and never outside the surface")
    func extremeBoxesStayInBounds() {
        let color = Self.colors[0]
        let paths: [(String, DrawingPath, Bool)] = [
            ("a speck", .roundedRect(CGRect(x: 10, y: 10, width: 1e-6, height: 1e-6), cornerRadius: 1e-7), false),
            ("a hair", .roundedRect(CGRect(x: 10, y: 10, width: 30, height: 1e-3), cornerRadius: 5e-4), true),
            // Its outline lies far outside.
            ("a giant covering everything", .roundedRect(CGRect(x: -1e8, y: -1e8, width: 2e8, height: 2e8), cornerRadius: 1e6), false),
            ("a circle far away", .circle(center: CGPoint(x: 1e12, y: -1e12), radius: 40), false),
            ("a circle half outside", .circle(center: CGPoint(x: 0, y: 0), radius: 15), true),
        ]
        for (name, path, inks) in paths {
            for scale in [1.0, 3] {
                let filled = pixels(scale: scale) { CairoPainter.fill(path, with: .color(color), on: $0) }
                let outlined = pixels(scale: scale) { CairoPainter.stroke(path, Stroke(.color(color), width: 2), on: $0) }
                // A write beyond the surface would be caught by the test command's AddressSanitizer run.
                if name == "a speck" || name == "a circle far away" {
                    #expect(!filled.contains { $0 != 0 } && !outlined.contains { $0 != 0 }, "\(name) at \(scale)×: nothing shows")
                }
                if inks { #expect(outlined.contains { $0 != 0 }, "\(name) at \(scale)×: its outline shows") }
                if name == "a giant covering everything" {
                    let first = Array(filled[0 ..< 4])
                    #expect(first[3] == 255 && (0 ..< 90 * 70).allSatisfy { Array(filled[4 * $0 ..< 4 * $0 + 4]) == first },
                            "\(name): every pixel wholly covered")
                    #expect(!outlined.contains { $0 != 0 }, "\(name): its outline lies outside")
                }
            }
        }
    }

    @Test("Drawn over other pixels, a translucent box composites as cairo's OVER does")
    func compositesOverExistingPixels() {
        let path = DrawingPath.roundedRect(CGRect(x: 3, y: 3, width: 30, height: 22), cornerRadius: 8)
        let under: (OpaquePointer) -> Void = { cr in
            cairo_set_source_rgba(cr, 0.1, 0.7, 0.3, 0.6)
            cairo_rectangle(cr, 0, 10, 45, 10)
            cairo_fill(cr)
        }
        let color = Self.colors[1]
        let direct = pixels(scale: 2) { cr in under(cr); CairoPainter.fill(path, with: .color(color), on: cr) }
        let reference = pixels(scale: 2) { cr in
            under(cr)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_new_path(cr)
            cairo_arc(cr, 25, 11, 8, -.pi / 2, 0); cairo_arc(cr, 25, 17, 8, 0, .pi / 2)
            cairo_arc(cr, 11, 17, 8, .pi / 2, .pi); cairo_arc(cr, 11, 11, 8, .pi, 1.5 * .pi)
            cairo_close_path(cr)
            cairo_fill(cr)
        }
        let (largest, ink) = compare(direct, reference)
        #expect(largest <= 12 && ink < 0.005, "\(largest) levels, \(ink * 100) % ink")
    }
}
