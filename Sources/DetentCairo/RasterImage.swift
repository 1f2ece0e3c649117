import CDetentCairo
import Foundation

/// A bitmap as plain data: `width × height` pixels of 8-bit RGBA with straight (not
/// premultiplied) alpha, rows top to bottom. Made by ``CairoRenderer/rasterImage(of:scale:)`` or
/// decoded from PNG with ``init(pngData:)``; compared with ``difference(from:threshold:)`` for
/// golden-image tests.
public struct RasterImage: Sendable, Hashable {
    /// One pixel: 8-bit channels, straight alpha.
    public struct Pixel: Sendable, Hashable, CustomStringConvertible {
        /// Red, 0…255.
        public var red: UInt8
        /// Green, 0…255.
        public var green: UInt8
        /// Blue, 0…255.
        public var blue: UInt8
        /// Opacity, 0 (transparent) … 255 (opaque).
        public var alpha: UInt8

        /// A pixel from its channels.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// Fully transparent black.
        public static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

        /// The channels premultiplied by alpha, rounded: the colour as composited (every fully
        /// transparent pixel is the same).
        public var premultiplied: (red: Int, green: Int, blue: Int, alpha: Int) {
            let a = Int(alpha)
            func mul(_ c: UInt8) -> Int { (Int(c) * a + 127) / 255 }
            return (mul(red), mul(green), mul(blue), a)
        }

        /// The largest difference between the premultiplied channels of `self` and `other`,
        /// 0…255.
        public func distance(to other: Pixel) -> Int {
            let a = premultiplied, b = other.premultiplied
            return max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
        }

        /// `rgba(r, g, b, a)`.
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    /// The width, pixels.
    public let width: Int
    /// The height, pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha of each pixel, row by row.
    public let rgba: [UInt8]

    /// An image from its bytes; `nil` when a size is negative or `rgba` does not hold exactly
    /// `width × height × 4` bytes.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        let pixels = width.multipliedReportingOverflow(by: height)
        let bytes = pixels.partialValue.multipliedReportingOverflow(by: 4)
        guard width >= 0, height >= 0, !pixels.overflow, !bytes.overflow, rgba.count == bytes.partialValue else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// An image of one colour.
    public init(width: Int, height: Int, filledWith pixel: Pixel) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        var bytes = [UInt8]()
        bytes.reserveCapacity(self.width * self.height * 4)
        for _ in 0 ..< self.width * self.height {
            bytes.append(contentsOf: [pixel.red, pixel.green, pixel.blue, pixel.alpha])
        }
        self.rgba = bytes
    }

    /// Decodes a PNG with cairo (`cairo_image_surface_create_from_png_stream`); `nil` when `data`
    /// is not a PNG cairo can read.
    public init?(pngData: Data) {
        guard let surface = CairoPNG.decode(pngData) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let image = RasterImage(surface: surface) else { return nil }
        self = image
    }

    /// The pixel at column `x`, row `y` (0 at top left); ``Pixel/clear`` outside the image.
    public subscript(x: Int, y: Int) -> Pixel {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let i = (y * width + x) * 4
        return Pixel(red: rgba[i], green: rgba[i + 1], blue: rgba[i + 2], alpha: rgba[i + 3])
    }

    /// The image encoded as PNG by cairo; `nil` only when cairo cannot allocate it. An image of
    /// zero width or height is written as 1×1 transparent (PNG has no empty images).
    public func pngData() -> Data? {
        guard let surface = makeSurface() else { return nil }
        defer { cairo_surface_destroy(surface) }
        return CairoPNG.encode(surface)
    }

    /// How `self` differs from `other` (see ``RasterImageDifference``): pixels are compared in
    /// premultiplied form (``Pixel/distance(to:)``) and count as different when their distance
    /// exceeds `threshold` (0…255, default 0: any change).
    public func difference(from other: RasterImage, threshold: Int = 0) -> RasterImageDifference {
        guard width == other.width, height == other.height else {
            return RasterImageDifference(sizesMatch: false, pixelCount: max(width * height, other.width * other.height),
                                         differingPixelCount: max(width * height, other.width * other.height),
                                         maximumDistance: 255)
        }
        var differing = 0, maximum = 0
        rgba.withUnsafeBufferPointer { a in
            other.rgba.withUnsafeBufferPointer { b in
                for i in stride(from: 0, to: a.count, by: 4) {
                    let p = Pixel(red: a[i], green: a[i + 1], blue: a[i + 2], alpha: a[i + 3])
                    let q = Pixel(red: b[i], green: b[i + 1], blue: b[i + 2], alpha: b[i + 3])
                    let d = p == q ? 0 : p.distance(to: q)
                    if d > threshold { differing += 1 }
                    maximum = max(maximum, d)
                }
            }
        }
        return RasterImageDifference(sizesMatch: true, pixelCount: width * height, differingPixelCount: differing,
                                     maximumDistance: maximum)
    }

    /// An image as large as the larger of `self` and `other` that shows where they differ by more
    /// than `threshold`: opaque red there, a faint grey copy of `self` elsewhere. For test failure
    /// reports.
    public func differenceMask(from other: RasterImage, threshold: Int = 0) -> RasterImage {
        let w = max(width, other.width), h = max(height, other.height)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0 ..< h {
            for x in 0 ..< w {
                let p = self[x, y], q = other[x, y]
                let inBoth = x < width && y < height && x < other.width && y < other.height
                let i = (y * w + x) * 4
                if !inBoth || p.distance(to: q) > threshold {
                    bytes[i] = 255; bytes[i + 3] = 255
                } else {
                    let grey = UInt8((Int(p.red) + Int(p.green) + Int(p.blue)) / 3)
                    bytes[i] = grey; bytes[i + 1] = grey; bytes[i + 2] = grey
                    bytes[i + 3] = p.alpha / 4
                }
            }
        }
        return RasterImage(width: w, height: h, rgba: bytes) ?? RasterImage(width: 0, height: 0, filledWith: .clear)
    }

    /// Reads any cairo image surface (converted to ARGB32 first when needed).
    package init?(surface: OpaquePointer) {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        var source = surface
        var converted: OpaquePointer?
        if cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 {
            guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
                  cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else { return nil }
            let cr = cairo_create(copy)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
            source = copy
            converted = copy
        }
        defer { if let converted { cairo_surface_destroy(converted) } }
        cairo_surface_flush(source)
        let stride = Int(cairo_image_surface_get_stride(source))
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        if w > 0, h > 0, let data = cairo_image_surface_get_data(source) {
            for y in 0 ..< h {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0 ..< w {
                    let v = row[x]
                    let a = UInt32((v >> 24) & 0xFF)
                    var r = (v >> 16) & 0xFF, g = (v >> 8) & 0xFF, b = v & 0xFF
                    if a != 0 && a != 255 {
                        r = min(255, (r * 255 + a / 2) / a)
                        g = min(255, (g * 255 + a / 2) / a)
                        b = min(255, (b * 255 + a / 2) / a)
                    }
                    let i = (y * w + x) * 4
                    bytes[i] = UInt8(r); bytes[i + 1] = UInt8(g); bytes[i + 2] = UInt8(b); bytes[i + 3] = UInt8(a)
                }
            }
        }
        self.width = w
        self.height = h
        self.rgba = bytes
    }

    /// A new ARGB32 surface holding the pixels (1×1 transparent when empty); the caller destroys it.
    func makeSurface() -> OpaquePointer? {
        let isEmpty = width == 0 || height == 0
        let w = isEmpty ? 1 : width, h = isEmpty ? 1 : height
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        if !isEmpty, let data = cairo_image_surface_get_data(surface) {
            let stride = Int(cairo_image_surface_get_stride(surface))
            for y in 0 ..< height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0 ..< width {
                    let p = self[x, y].premultiplied
                    row[x] = UInt32(p.alpha) << 24 | UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

/// How two ``RasterImage``s differ, from ``RasterImage/difference(from:threshold:)``.
public struct RasterImageDifference: Sendable, Hashable {
    /// False when the images have different sizes (then every pixel counts as different).
    public var sizesMatch: Bool
    /// The number of pixels compared (the larger image's when sizes differ).
    public var pixelCount: Int
    /// The pixels whose distance exceeds the threshold.
    public var differingPixelCount: Int
    /// The largest pixel distance found, 0…255.
    public var maximumDistance: Int

    /// `differingPixelCount / pixelCount`, 0…1 (0 for empty images).
    public var differingFraction: Double {
        pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount)
    }
}

/// PNG streams through cairo's callback API.
enum CairoPNG {
    private final class Sink {
        var data = Data()
    }

    private final class Source {
        let data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    /// The surface as PNG bytes, `nil` when cairo fails.
    static func encode(_ surface: OpaquePointer) -> Data? {
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
            if let bytes, length > 0 { sink.data.append(bytes, count: Int(length)) }
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        return withExtendedLifetime(sink) { status == CAIRO_STATUS_SUCCESS ? sink.data : nil }
    }

    /// A new image surface decoded from PNG bytes (the caller destroys it), `nil` when they are
    /// not a readable PNG.
    static func decode(_ data: Data) -> OpaquePointer? {
        let source = Source(data)
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
            let start = source.data.startIndex + source.offset
            source.data.copyBytes(to: buffer, from: start ..< start + count)
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())
        return withExtendedLifetime(source) {
            guard let surface else { return nil }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                return nil
            }
            return surface
        }
    }
}
