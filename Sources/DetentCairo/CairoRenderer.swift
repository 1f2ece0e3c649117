import CDetentCairo
@_spi(Hosting) import Detent
import Foundation

/// Paints a `Drawing` with cairo: into a cairo context (a GTK widget's draw function), into
/// pixels (``RasterImage``) or into PNG data and files.
///
/// Each layer is painted back to front: its transform (`LayerTransform.matrix`) is applied, its
/// clip intersected, its items drawn, and the result composited with the layer's opacity (through
/// a group when the opacity is below 1; layers of opacity 0 are skipped).
///
/// Static layers (`Layer.isStatic`) are cached: the renderer keeps, per layer id, an image
/// surface of the layer's clipped content rasterised untransformed at the current scale, keyed by
/// `Layer.contentKey`, and composites it with the layer's transform and opacity each frame. It is
/// rasterised again only when the content key or the scale changes (or images are registered).
/// Dynamic layers are drawn directly every frame. ``lastFrame`` and ``rasterizedLayerCount`` show
/// what a frame had to rasterise: a frame where only transforms, opacities or dynamic content
/// changed rasterises only the dynamic layers. The cached raster covers the content's ink extents
/// limited to the canvas grown by its larger side in every direction, so content up to that far
/// outside the canvas can be moved into view by a transform; farther content of static layers is
/// cut off.
///
/// Approximations: shadows are the shape's alpha blurred with a Gaussian of standard deviation
/// `blur / 2` points, computed on a mask at the frame's scale (cairo has no blur), and offset in the
/// layer's coordinates; text uses cairo's toy text API (fontconfig picks the nearest font to the
/// first family). Items are painted as `SVGRenderer` writes them, so both renderers agree.
///
/// Bad input: a drawing without a finite positive size draws nothing (PNGs and raster images
/// are then 1×1 transparent); a non-finite or non-positive scale is 1; a canvas larger than
/// ``maximumPixelSide`` pixels a side at the requested scale is rendered at the largest scale that
/// fits. Paths never hold NaN (see `DrawingPath`), and degenerate gradients paint their last stop's
/// colour (`Paint.degenerateGradientColor`). Values assigned to the model's public properties
/// after initialisation are read through the same rules as the initialisers apply
/// (`DrawingColor.sanitized`, `LayerTransform.sanitized`, `Layer.renderedOpacity`,
/// `Stroke.isVisible`, `Shadow.sanitized`, `DrawingFont.renderedSize`). Absurd sizes are limited so
/// cairo neither stalls nor fails: arcs of a radius above 10⁶ points are drawn as Bézier curves,
/// strokes wider than 10⁴ points at 10⁴, images framed larger than 10⁶ points and shadows blurred
/// more than 10⁴ or offset more than 10⁵ points are left out.
///
/// A renderer is not thread-safe and keeps a cache for one drawing at a time: use one per control
/// (per widget), on one thread.
public final class CairoRenderer {
    /// The largest width or height, pixels, of an image the renderer creates (cairo's own limit
    /// is 32 767).
    public static let maximumPixelSide = 16384

    /// What a frame did with each layer; see ``LayerFrameStatistics``.
    public typealias FrameStatistics = LayerFrameStatistics

    private var images: [String: RegisteredImage] = [:]
    private let cache = StaticLayerCache<LayerRaster>()

    /// What the most recent call to ``draw(_:in:scale:)`` (or a PNG or raster method) did.
    public var lastFrame: FrameStatistics { cache.lastFrame }

    /// How many layers this renderer has rasterised since it was created: static layers whose
    /// cache was (re)built plus dynamic layers drawn, over all frames.
    public var rasterizedLayerCount: Int { cache.rasterizedLayerCount }

    /// How many times this renderer has (re)built the cached raster of a static layer.
    public var staticRasterizationCount: Int { cache.staticRasterizationCount }

    /// A renderer with no images and an empty cache.
    public init() {}

    deinit {
        for image in images.values { cairo_surface_destroy(image.surface) }
    }

    // MARK: Images

    /// Registers a cairo image surface (`cairo_surface_t *` of type image) under `name`, for
    /// `ImageItem`s of that name; the renderer keeps its own reference. Replaces an image of the
    /// same name and empties the layer cache. Returns false (and registers nothing) when the
    /// surface is in an error state, not an image surface, or empty.
    @discardableResult
    public func registerImage(_ surface: OpaquePointer, named name: String) -> Bool {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        guard w > 0, h > 0 else { return false }
        cairo_surface_reference(surface)
        removeImage(named: name)
        images[name] = RegisteredImage(surface: surface, width: w, height: h)
        removeCachedLayers()
        return true
    }

    /// Registers PNG bytes under `name` (as a cairo surface is: see `registerImage(_:named:)`); false when they are not
    /// a PNG cairo can read.
    @discardableResult
    public func registerImage(pngData: Data, named name: String) -> Bool {
        guard let surface = CairoPNG.decode(pngData) else { return false }
        defer { cairo_surface_destroy(surface) }
        return registerImage(surface, named: name)
    }

    /// Registers a ``RasterImage`` under `name` (as a cairo surface is: see `registerImage(_:named:)`); false for an
    /// empty image.
    @discardableResult
    public func registerImage(_ image: RasterImage, named name: String) -> Bool {
        guard image.width > 0, image.height > 0, let surface = image.makeSurface() else { return false }
        defer { cairo_surface_destroy(surface) }
        return registerImage(surface, named: name)
    }

    /// Forgets the image registered under `name`, if any, and empties the layer cache.
    public func removeImage(named name: String) {
        guard let old = images.removeValue(forKey: name) else { return }
        cairo_surface_destroy(old.surface)
        removeCachedLayers()
    }

    /// The names of the registered images, sorted.
    public var imageNames: [String] { images.keys.sorted() }

    /// Empties the static layer cache, so the next frame rasterises every static layer.
    public func removeCachedLayers() {
        cache.removeAll()
    }

    // MARK: Painting

    /// The pixel size of `drawing` rendered at `scale` (device pixels per point): each side
    /// rounded up, at least 1 and at most ``maximumPixelSide`` (see the type's bad-input rules).
    public static func pixelSize(of drawing: Drawing, scale: Double = 1) -> (width: Int, height: Int) {
        guard let g = geometry(of: drawing, scale: scale) else { return (1, 1) }
        return (g.width, g.height)
    }

    /// Paints `drawing` into the cairo context `context` (`cairo_t *`), whose user space must be
    /// the drawing's points (origin top left, y down), as in a GTK draw function. `scale` is the
    /// number of device pixels per point (GTK's scale factor: 1, 2…; default 1): static layers are
    /// cached at that resolution. The context's state is restored afterwards; a context already in
    /// an error state is left alone.
    public func draw(_ drawing: Drawing, in context: OpaquePointer, scale: Double = 1) {
        guard drawing.hasDrawableCanvas, cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            cache.recordEmptyFrame()
            return
        }
        let s = Self.sanitizedScale(scale)
        let limit = LayerRaster.limit(for: drawing)
        cairo_save(context)
        cache.walk(drawing, scale: s, make: { [images] layer in
            LayerRaster.make(layer, scale: s, limit: limit, images: images)
        }, visit: { layer, isStatic, raster in
            let opacity = layer.renderedOpacity
            cairo_save(context)
            var matrix = Self.cairoMatrix(layer.transform)
            cairo_transform(context, &matrix)
            if isStatic {
                if let raster {
                    cairo_set_source_surface(context, raster.surface, 0, 0)
                    if opacity < 1 { cairo_paint_with_alpha(context, opacity) } else { cairo_paint(context) }
                }
            } else {
                if opacity < 1 { cairo_push_group(context) }
                CairoPainter(cr: context, scale: s, images: images).drawContent(of: layer)
                if opacity < 1 {
                    cairo_pop_group_to_source(context)
                    cairo_paint_with_alpha(context, opacity)
                }
            }
            cairo_new_path(context)
            cairo_restore(context)
        })
        cairo_restore(context)
    }

    /// The pixels of `drawing` at `scale` device pixels per point (default 1): an image of
    /// ``pixelSize(of:scale:)``, transparent where nothing is drawn.
    public func rasterImage(of drawing: Drawing, scale: Double = 1) -> RasterImage {
        guard let surface = renderSurface(drawing, scale: scale) else {
            return RasterImage(width: 1, height: 1, filledWith: .clear)
        }
        defer { cairo_surface_destroy(surface) }
        return RasterImage(surface: surface) ?? RasterImage(width: 1, height: 1, filledWith: .clear)
    }

    /// `drawing` as PNG bytes (8-bit RGBA) at `scale` device pixels per point (default 1), from an
    /// ARGB32 image surface of ``pixelSize(of:scale:)``. Empty only when cairo runs out of memory.
    public func pngData(of drawing: Drawing, scale: Double = 1) -> Data {
        guard let surface = renderSurface(drawing, scale: scale) else { return Data() }
        defer { cairo_surface_destroy(surface) }
        return CairoPNG.encode(surface) ?? Data()
    }

    /// Writes ``pngData(of:scale:)`` to the file at `url`, replacing it; throws what writing
    /// throws, or ``CairoRendererError/encodingFailed``.
    public func writePNG(of drawing: Drawing, to url: URL, scale: Double = 1) throws {
        let data = pngData(of: drawing, scale: scale)
        guard !data.isEmpty else { throw CairoRendererError.encodingFailed }
        try data.write(to: url, options: .atomic)
    }

    /// Decodes PNG bytes into pixels (see ``RasterImage/init(pngData:)``); `nil` when they are
    /// not a PNG.
    public static func decodePNG(_ data: Data) -> RasterImage? {
        RasterImage(pngData: data)
    }

    // MARK: Internals

    private static func sanitizedScale(_ scale: Double) -> Double {
        scale.isFinite && scale > 0 ? scale : 1
    }

    /// The pixel size of `drawing` at `scale` and the scale actually used (lowered so that neither
    /// side exceeds ``maximumPixelSide``); `nil` without a drawable canvas.
    static func geometry(of drawing: Drawing, scale: Double) -> (width: Int, height: Int, scale: Double)? {
        guard drawing.hasDrawableCanvas else { return nil }
        let w = Double(drawing.size.width), h = Double(drawing.size.height)
        let side = Double(maximumPixelSide)
        let s = min(sanitizedScale(scale), side / w, side / h)
        func pixels(_ v: Double) -> Int { min(max(Int((v * s - 1e-9).rounded(.up)), 1), maximumPixelSide) }
        return (pixels(w), pixels(h), s)
    }

    /// A new ARGB32 surface with `drawing` painted (the caller destroys it); a 1×1 transparent
    /// surface for drawings without a canvas.
    private func renderSurface(_ drawing: Drawing, scale: Double) -> OpaquePointer? {
        let g = Self.geometry(of: drawing, scale: scale)
        let w = g?.width ?? 1, h = g?.height ?? 1
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        if let g, let cr = cairo_create(surface) {
            cairo_scale(cr, g.scale, g.scale)
            draw(drawing, in: cr, scale: g.scale)
            cairo_destroy(cr)
        } else {
            cache.recordEmptyFrame()
        }
        cairo_surface_flush(surface)
        return surface
    }

    static func cairoMatrix(_ transform: LayerTransform) -> cairo_matrix_t {
        let m = transform.sanitized.matrix
        return cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
    }
}

/// Errors from ``CairoRenderer``.
public enum CairoRendererError: Error, Sendable {
    /// cairo could not encode the PNG (out of memory).
    case encodingFailed
}
