import CDetentGTK
import DetentCairo
import Foundation

/// Renders GSK render nodes into pixels without a window, with one of GSK's renderers: for tests
/// that compare what a widget shows with golden images, and for benchmarks that measure what a
/// frame costs to render.
///
/// ```swift
/// let renderer = OffscreenNodeRenderer(backend: .cairo)!
/// let node = composer.renderNode(of: drawing, scale: 2)!
/// let pixels = renderer.rasterImage(of: node, size: drawing.size, scale: 2)
/// ```
///
/// The cairo renderer works without GTK being initialised; the GL renderer needs `gtk_init()`, a
/// display and OpenGL (on Xvfb, Mesa's software renderer), and the initialiser returns `nil`
/// without them. Use it on GTK's thread.
public final class OffscreenNodeRenderer {
    /// Which of GSK's renderers draws.
    public enum Backend: String, Sendable {
        /// `GskCairoRenderer`, GSK's software renderer (`GSK_RENDERER=cairo`).
        case cairo
        /// `GskGLRenderer`, GSK's OpenGL renderer (`GSK_RENDERER=gl`).
        case gl
    }

    /// The renderer this draws with.
    public let backend: Backend
    /// The `GskRenderer *`, realized without a surface; owned.
    private let renderer: OpaquePointer

    /// A realized renderer of `backend`; `nil` when GSK cannot realize it here (GL without a
    /// display or without OpenGL).
    public init?(backend: Backend) {
        let made: OpaquePointer?
        switch backend {
        case .cairo: made = gsk_cairo_renderer_new()
        case .gl:
            guard gtk_is_initialized() != 0 else { return nil }
            made = gsk_gl_renderer_new()
        }
        guard let made else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard gsk_renderer_realize(made, nil, &error) != 0 else {
            if let error { g_error_free(error) }
            g_object_unref(UnsafeMutableRawPointer(made))
            return nil
        }
        self.backend = backend
        self.renderer = made
    }

    deinit {
        gsk_renderer_unrealize(renderer)
        g_object_unref(UnsafeMutableRawPointer(renderer))
    }

    /// The pixels of `node` (whose coordinates are points) over a canvas of `size` points at
    /// `scale` device pixels per point (default 1): an image of each side times `scale` rounded
    /// up, transparent where nothing is drawn. `nil` for a size or scale that is not finite and
    /// positive, or when GSK makes no texture.
    public func rasterImage(of node: RenderNode, size: CGSize, scale: Double = 1) -> RasterImage? {
        guard let texture = texture(of: node, size: size, scale: scale) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard let surface = detent_texture_download_surface(texture) else { return nil }
        defer { cairo_surface_destroy(surface) }
        return RasterImage(surface: surface)
    }

    /// Renders `node` as ``rasterImage(of:size:scale:)`` does into a texture and drops it: the
    /// renderer's whole cost, without reading the pixels back. Returns whether GSK made a texture.
    @discardableResult
    public func render(_ node: RenderNode, size: CGSize, scale: Double = 1) -> Bool {
        guard let texture = texture(of: node, size: size, scale: scale) else { return false }
        g_object_unref(UnsafeMutableRawPointer(texture))
        return true
    }

    /// A new texture (the caller unrefs it) of `node` scaled by `scale` over the canvas.
    private func texture(of node: RenderNode, size: CGSize, scale: Double) -> OpaquePointer? {
        let w = Double(size.width), h = Double(size.height)
        guard w.isFinite, h.isFinite, w > 0, h > 0, scale.isFinite, scale > 0 else { return nil }
        var viewport = graphene_rect_t(CGRect(x: 0, y: 0, width: (w * scale).rounded(.up), height: (h * scale).rounded(.up)))
        // A scale of 1 is no transform at all (GSK gives no transform object for it).
        guard scale != 1, let transform = gsk_transform_scale(nil, Float(scale), Float(scale)) else {
            return gsk_renderer_render_texture(renderer, node.pointer, &viewport)
        }
        defer { gsk_transform_unref(transform) }
        guard let scaled = gsk_transform_node_new(node.pointer, transform) else { return nil }
        defer { gsk_render_node_unref(scaled) }
        return gsk_renderer_render_texture(renderer, scaled, &viewport)
    }
}
