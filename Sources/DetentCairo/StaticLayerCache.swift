import CDetentCairo
@_spi(Hosting) import Detent
import Foundation

/// The frame walk every caching renderer of a `Drawing` shares: layers back to front,
/// each static layer's cached rendering (`Payload`) looked up by id, `Layer.contentKey`
/// and scale, and made again only when one of them changed; dynamic layers handed over to be drawn
/// directly. ``CairoRenderer`` caches cairo surfaces with it, the GTK widgets' composer GSK
/// texture nodes.
///
/// Rules, the same for every renderer:
/// - Layers of opacity 0 are skipped, but their cached payload is kept (they may fade back in).
/// - A second layer with an id already used is cached apart (by occurrence), so duplicates do not
///   evict each other.
/// - After a frame, payloads of static layers the drawing no longer has are dropped.
/// - `make` may return `nil` (content without ink): that answer is cached too.
///
/// Not thread-safe: one cache per renderer, used on one thread.
package final class StaticLayerCache<Payload> {
    private struct Key: Hashable {
        var id: String
        /// 0 for the first layer with this id, 1 for the second…
        var occurrence: Int
    }

    private struct Entry {
        var contentKey: Int
        var scale: Double
        var payload: Payload?
    }

    private var entries: [Key: Entry] = [:]

    /// What the most recent ``walk(_:scale:make:visit:)`` did.
    package private(set) var lastFrame = LayerFrameStatistics()
    /// Layers rasterised since the cache was made: rebuilt static layers plus dynamic layers drawn.
    package private(set) var rasterizedLayerCount = 0
    /// Static payloads made since the cache was made.
    package private(set) var staticRasterizationCount = 0

    /// An empty cache.
    package init() {}

    /// How many static layers have a cached entry now.
    package var count: Int { entries.count }

    /// The cached payloads, in no particular order (`nil` answers left out).
    package var payloads: [Payload] { entries.values.compactMap(\.payload) }

    /// Forgets every payload, so the next frame makes every static layer again.
    package func removeAll() { entries.removeAll() }

    /// Marks a frame that drew nothing (no drawable canvas): ``lastFrame`` becomes empty.
    package func recordEmptyFrame() { lastFrame = LayerFrameStatistics() }

    /// Walks `drawing`'s layers back to front. For each visible layer, `visit` gets the layer
    /// and, for a static layer, its payload at `scale` (from the cache, or from `make` when the
    /// layer is new, its content key or the scale changed); `nil` for a dynamic layer or a static
    /// one without ink. Returns after updating ``lastFrame`` and dropping payloads of layers gone.
    package func walk(_ drawing: Drawing, scale: Double, make: (Layer) -> Payload?,
                      visit: (Layer, _ isStatic: Bool, Payload?) -> Void) {
        var stats = LayerFrameStatistics()
        var seen = Set<Key>()
        var occurrences: [String: Int] = [:]
        for layer in drawing.layers {
            let occurrence = occurrences[layer.id, default: 0]
            occurrences[layer.id] = occurrence + 1
            let key = Key(id: layer.id, occurrence: occurrence)
            if layer.isStatic { seen.insert(key) }
            guard layer.renderedOpacity > 0 else { continue }
            guard layer.isStatic else {
                visit(layer, false, nil)
                stats.directlyDrawnLayerIDs.append(layer.id)
                stats.rasterizedLayerIDs.append(layer.id)
                continue
            }
            let payload: Payload?
            if let cached = entries[key], cached.contentKey == layer.contentKey, cached.scale == scale {
                payload = cached.payload
                stats.reusedStaticLayerIDs.append(layer.id)
            } else {
                payload = make(layer)
                entries[key] = Entry(contentKey: layer.contentKey, scale: scale, payload: payload)
                stats.rasterizedStaticLayerIDs.append(layer.id)
                stats.rasterizedLayerIDs.append(layer.id)
            }
            visit(layer, true, payload)
        }
        for key in entries.keys where !seen.contains(key) { entries[key] = nil }
        rasterizedLayerCount += stats.rasterizedLayerIDs.count
        staticRasterizationCount += stats.rasterizedStaticLayerIDs.count
        lastFrame = stats
    }
}

/// One static layer's content (clip and items, untransformed) rasterised into an ARGB32 cairo
/// image surface: what a caching renderer keeps and moves each frame by the layer's transform.
/// ``CairoRenderer`` paints it with cairo; the GTK widgets wrap its pixels in a GSK texture node.
///
/// The raster covers the content's ink extents, limited to `limit` (points), at `scale` pixels
/// per point, lowered when a side would exceed ``CairoRenderer/maximumPixelSide``. Its pixel grid
/// is aligned with the layer's points: ``pixelOrigin`` is whole pixels, so an untransformed raster
/// lands exactly on the device pixels it was drawn for.
package final class LayerRaster {
    /// The raster (`cairo_surface_t *`), owned by this object; its device scale and offset are
    /// set so that its user space is the layer's points.
    package let surface: OpaquePointer
    /// The scale the content was rasterised at, pixels per point.
    package let scale: Double
    /// The top-left pixel, in pixels from the layer's origin (whole numbers).
    package let pixelOrigin: (x: Double, y: Double)
    /// The surface's size, pixels.
    package let pixelWidth: Int, pixelHeight: Int

    private init(surface: OpaquePointer, scale: Double, pixelOrigin: (x: Double, y: Double), width: Int, height: Int) {
        self.surface = surface
        self.scale = scale
        self.pixelOrigin = pixelOrigin
        self.pixelWidth = width
        self.pixelHeight = height
    }

    deinit { cairo_surface_destroy(surface) }

    /// The area the raster covers, in the layer's points.
    package var bounds: CGRect {
        CGRect(x: pixelOrigin.x / scale, y: pixelOrigin.y / scale,
               width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
    }

    /// The limit a drawing's static layers are rasterised within: the canvas grown by its larger
    /// side in every direction, so content that far outside can be moved into view by a transform.
    package static func limit(for drawing: Drawing) -> CGRect {
        let w = Double(drawing.size.width), h = Double(drawing.size.height)
        let margin = max(w, h)
        return CGRect(x: -margin, y: -margin, width: w + 2 * margin, height: h + 2 * margin)
    }

    /// Where `layer`'s clipped content puts ink, in the layer's points: a layer of rounded boxes
    /// alone from their geometry (``boxBounds(of:)``), any other from a recording of it measured
    /// at `scale`: `nil` for none; `CGRect.infinite` where cairo cannot tell (content far beyond
    /// ±4·10⁶ points overflows its 24.8 fixed point), so a caller's limit applies instead.
    package static func inkExtents(of layer: Layer, scale: Double, images: [String: RegisteredImage]) -> CGRect? {
        if let bounds = boxBounds(of: layer) { return bounds }
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else { return .infinite }
        defer { cairo_surface_destroy(recording) }
        if let rcr = cairo_create(recording) {
            CairoPainter(cr: rcr, scale: scale, images: images, measuresInkOnly: true).drawContent(of: layer)
            cairo_destroy(rcr)
        }
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        cairo_recording_surface_ink_extents(recording, &x, &y, &w, &h)
        if w == 0 && h == 0 { return nil }
        let bound = 4e6
        let trustworthy = [x, y, w, h].allSatisfy(\.isFinite) && w >= 0 && h >= 0
            && abs(x) < bound && abs(y) < bound && abs(x + w) < bound && abs(y + h) < bound
        return trustworthy ? CGRect(x: x, y: y, width: w, height: h) : .infinite
    }

    /// Where a layer of rounded boxes alone (filled, outlined, shadowed; unclipped) puts ink, from
    /// their geometry, as ``CairoPainter`` draws them: each box grown by half its outline's width,
    /// and its shadow's silhouette grown by three standard deviations and a point, then moved by
    /// its offset. `nil` for any other layer, or one that draws nothing: those are measured.
    static func boxBounds(of layer: Layer) -> CGRect? {
        guard layer.clip == nil else { return nil }
        var ink = CGRect.null
        for item in layer.items {
            guard case .shape(let path, let fill, let stroke, let shadow) = item, let box = path.roundedBox else { return nil }
            let outline = stroke.flatMap { $0.isVisible ? $0 : nil }
            guard fill != nil || outline != nil else { continue }
            var silhouette = fill != nil ? box.rect : .null
            if let outline {
                // An outline the painter strokes (corners a miter or a join could push out) is measured.
                guard let band = CairoPainter.outlineBand(of: box, outline) else { return nil }
                silhouette = silhouette.union(band.outer.rect)
            }
            ink = ink.union(silhouette)
            guard let shadow = shadow?.sanitized, shadow.color.alpha > 0, let margin = CairoPainter.shadowMargin(shadow)
            else { continue }
            ink = ink.union(silhouette.insetBy(dx: -margin, dy: -margin).offsetBy(dx: shadow.offset.width, dy: shadow.offset.height))
        }
        guard !ink.isNull, ink.width > 0, ink.height > 0 else { return nil }
        return ink
    }

    /// Where `layer` can put ink, cheaply, for a layer drawn again every frame: inside its clip's
    /// box when it has a clip (its content cannot leave the clip), else its measured
    /// ``inkExtents(of:scale:images:)``; `nil` for nothing.
    package static func coverage(of layer: Layer, scale: Double, images: [String: RegisteredImage]) -> CGRect? {
        guard let clip = layer.clip else { return inkExtents(of: layer, scale: scale, images: images) }
        return controlBox(of: clip)
    }

    /// The box around every point and control point of `path` (an arc's whole circle), which holds
    /// all of the path; `nil` for an empty path, `CGRect.infinite` for one with non-finite points.
    static func controlBox(of path: DrawingPath) -> CGRect? {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: CGPoint, _ grow: Double = 0) {
            x0 = min(x0, Double(p.x) - grow); y0 = min(y0, Double(p.y) - grow)
            x1 = max(x1, Double(p.x) + grow); y1 = max(y1, Double(p.y) + grow)
        }
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .arc(let center, let radius, _, _, _): add(center, abs(radius))
            case .close: break
            }
        }
        guard x0 <= x1, y0 <= y1 else { return nil }
        guard [x0, y0, x1, y1].allSatisfy(\.isFinite) else { return .infinite }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `rect` (points) grown outwards to whole pixels at `scale` pixels per point: its pixel edges.
    package static func pixelBounds(of rect: CGRect, scale: Double) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        ((Double(rect.minX) * scale).rounded(.down), (Double(rect.minY) * scale).rounded(.down),
         (Double(rect.maxX) * scale).rounded(.up), (Double(rect.maxY) * scale).rounded(.up))
    }

    /// Rasterises `layer`'s clipped content at `scale` pixels per point within `limit` (points);
    /// `nil` when it has no ink there or cairo cannot make the surface.
    package static func make(_ layer: Layer, scale: Double, limit: CGRect,
                             images: [String: RegisteredImage]) -> LayerRaster? {
        guard let ink = inkExtents(of: layer, scale: scale, images: images)?.intersection(limit),
              !ink.isNull, ink.width > 0, ink.height > 0, ink.origin.isFinite, ink.width.isFinite, ink.height.isFinite
        else { return nil }

        let side = Double(CairoRenderer.maximumPixelSide)
        let s = min(scale, side / Double(ink.width), side / Double(ink.height))
        let pixels = pixelBounds(of: ink, scale: s)
        let px0 = pixels.x0, py0 = pixels.y0
        let pw = min(Int(pixels.x1 - px0), CairoRenderer.maximumPixelSide)
        let ph = min(Int(pixels.y1 - py0), CairoRenderer.maximumPixelSide)
        guard pw > 0, ph > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_set_device_scale(surface, s, s)
        cairo_surface_set_device_offset(surface, -px0, -py0)
        if let cr = cairo_create(surface) {
            CairoPainter(cr: cr, scale: s, images: images).drawContent(of: layer)
            cairo_destroy(cr)
        }
        cairo_surface_flush(surface)
        return LayerRaster(surface: surface, scale: s, pixelOrigin: (px0, py0), width: pw, height: ph)
    }
}
