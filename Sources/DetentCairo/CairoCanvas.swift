import CDetentCairo
@_spi(Hosting) import Detent
import Foundation

/// An offscreen canvas: one ARGB32 cairo image surface and its context, made once and painted
/// frame after frame, for hosts without a window (benchmarks, tests, frame exporters).
///
/// ``CairoRenderer/rasterImage(of:scale:)`` allocates an image and copies its pixels on every
/// call; a canvas keeps its surface, so a frame costs what a GTK draw function costs: clearing the
/// pixels and ``CairoRenderer/draw(_:in:scale:)``.
///
/// ```swift
/// let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
/// let canvas = CairoCanvas(size: wheel.bounds.size, scale: 2)!
/// let renderer = CairoRenderer(), cache = DrawingCache()
/// canvas.draw(wheel.drawing(cache: cache), with: renderer)   // every static layer rasterised
/// wheel.spin(by: 0.1, animated: false)
/// canvas.draw(wheel.drawing(cache: cache), with: renderer)   // static rasters reused
/// let pixels = canvas.rasterImage()
/// ```
///
/// The pixel size follows the renderer's rules (``CairoRenderer/pixelSize(of:scale:)``): each side
/// of `size` times `scale` rounded up, at most ``CairoRenderer/maximumPixelSide`` (the scale is
/// lowered to fit); a size that is not finite and positive makes a 1×1 canvas at scale 1, and a
/// scale that is not finite and positive is 1. The context's user space is points (origin top
/// left, y down), as in a GTK draw function.
///
/// A canvas is not thread-safe: use it on one thread.
public final class CairoCanvas {
    /// The canvas size, points, as given (the control's bounds).
    public let size: CGSize
    /// Device pixels per point: the requested scale, lowered if the canvas would exceed
    /// ``CairoRenderer/maximumPixelSide`` pixels a side.
    public let scale: Double
    /// The surface's width, pixels.
    public let pixelWidth: Int
    /// The surface's height, pixels.
    public let pixelHeight: Int
    /// The ARGB32 image surface (`cairo_surface_t *`), owned by the canvas and valid while it lives.
    public let surface: OpaquePointer
    /// The cairo context (`cairo_t *`) drawing into ``surface``, with user space in points; owned
    /// by the canvas and valid while it lives. Leave its state as you found it (save and restore).
    public let context: OpaquePointer

    /// A transparent canvas of `size` points at `scale` device pixels per point (default 1); `nil`
    /// only when cairo cannot create the surface (out of memory).
    public init?(size: CGSize, scale: Double = 1) {
        let geometry = CairoRenderer.geometry(of: Drawing(size: size, layers: []), scale: scale)
        self.size = size
        self.scale = geometry?.scale ?? 1
        pixelWidth = geometry?.width ?? 1
        pixelHeight = geometry?.height ?? 1
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_scale(context, self.scale, self.scale)
        self.surface = surface
        self.context = context
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Makes every pixel transparent.
    public func clear() {
        cairo_save(context)
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// Clears the canvas and paints `drawing` with `renderer` at the canvas's ``scale`` (see
    /// ``CairoRenderer/draw(_:in:scale:)``; the renderer's ``CairoRenderer/lastFrame`` then says
    /// which layers were rasterised). A drawing larger than the canvas is cut off at its edges.
    public func draw(_ drawing: Drawing, with renderer: CairoRenderer) {
        clear()
        renderer.draw(drawing, in: context, scale: scale)
        cairo_surface_flush(surface)
    }

    /// The canvas's pixels now (``pixelWidth`` × ``pixelHeight``).
    public func rasterImage() -> RasterImage {
        cairo_surface_flush(surface)
        return RasterImage(surface: surface) ?? RasterImage(width: pixelWidth, height: pixelHeight, filledWith: .clear)
    }
}
