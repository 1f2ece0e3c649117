import CDetentGTK
@_spi(Hosting) import Detent
import DetentCairo
import Foundation

/// Composes a `Drawing` as GSK render nodes, the way Core Animation moves cached layers:
/// each static layer is rasterised once per content key and scale into a render node that is kept
/// and appended again, frame after frame, under the layer's transform and opacity nodes; only
/// dynamic layers are recorded again. A frame where only the value changed is
/// therefore a change of transforms, whatever the drawing's static content (a 360-sector wheel
/// costs what an 8-sector one does).
///
/// Every GTK widget of Detent draws through one composer in its `snapshot`; you need one yourself
/// only to compose a drawing outside a widget (a benchmark, an exporter, a widget of your own).
///
/// ```swift
/// let composer = RenderNodeComposer(), cache = DrawingCache()
/// let node = composer.renderNode(of: wheel.drawing(cache: cache), scale: 2)  // rasterises the sectors
/// wheel.spin(by: 0.1, animated: false)
/// let next = composer.renderNode(of: wheel.drawing(cache: cache), scale: 2)  // reuses their node
/// ```
///
/// The frame is clipped to the canvas (a clip node), and layers are painted back to front:
/// - static layers as their cached node (a texture node, or a cairo node for GSK's cairo renderer:
///   ``staticLayerNodes``) showing the layer's raster made by DetentCairo (the same pixels
///   `CairoRenderer` composites), aligned to the device pixels of `scale`; a new
///   scale (HiDPI) rasterises them again;
/// - dynamic layers as a cairo node covering the part of the layer that can show on the canvas,
///   painted by DetentCairo's painter; a layer of plain-coloured rectangles, unclipped or in a
///   rounded box (a slider's fill), as GSK's colour nodes under a rounded-clip node, which GSK's
///   renderers draw directly;
/// - a transform node (translation and rotation) when the layer moves, an opacity node when it is
///   translucent; layers of opacity 0 are left out.
///
/// ``lastFrame`` says what a frame rasterised. The cached nodes (and their rasters) are released
/// by ``removeCachedNodes()`` and when the composer goes away. Bad input follows
/// `CairoRenderer`'s rules: a drawing without a finite positive size composes
/// nothing, a non-finite or non-positive scale is 1. Image items draw nothing (no images are
/// registered with GTK widgets).
///
/// Not thread-safe: one composer per widget, on GTK's thread.
public final class RenderNodeComposer {
    /// The kind of node a static layer's raster is cached as: the one the renderer showing the
    /// frames draws cheapest.
    public enum StaticLayerNodes: Sendable, Equatable {
        /// Texture nodes over the raster's pixels: uploaded once by GPU renderers (GSK's GL and
        /// Vulkan renderers) and drawn under any transform with linear filtering.
        case textures
        /// Cairo nodes whose recording paints the raster: GSK's cairo renderer replays them without
        /// copying, where GTK 4.8 copies a texture node's pixels out of its texture on every frame
        /// (1.9 ms for a 480-pixel raster against 30 µs, measured on this project's machine).
        case cairoRecordings

        /// The kind that suits the renderer whose GType name is `rendererTypeName`
        /// (`G_OBJECT_TYPE_NAME` of `gtk_native_get_renderer`): cairo recordings for
        /// `GskCairoRenderer`, textures for any other.
        public init(rendererTypeName: String) {
            self = rendererTypeName == "GskCairoRenderer" ? .cairoRecordings : .textures
        }
    }

    /// A cached static layer: its raster and the node (`GskRenderNode *`, owned) that shows it.
    private final class CachedNode {
        let node: OpaquePointer
        let raster: LayerRaster

        init?(raster: LayerRaster, kind: StaticLayerNodes) {
            var bounds = graphene_rect_t(raster.bounds)
            switch kind {
            case .textures:
                guard let texture = detent_texture_new_for_surface(raster.surface) else { return nil }
                defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
                guard let node = gsk_texture_node_new(texture, &bounds) else { return nil }
                self.node = node
            case .cairoRecordings:
                guard let node = detent_cairo_node_new_for_surface(&bounds, raster.surface) else { return nil }
                self.node = node
            }
            self.raster = raster
        }

        deinit { gsk_render_node_unref(node) }
    }

    private let cache = StaticLayerCache<CachedNode>()

    /// The kind of node static layers are cached as; default ``StaticLayerNodes/textures``. A
    /// widget sets it from the renderer of its window. Changing it empties the cache.
    public var staticLayerNodes: StaticLayerNodes = .textures {
        didSet { if staticLayerNodes != oldValue { cache.removeAll() } }
    }

    /// A composer with an empty cache. Works before `gtk_init()` too (benchmarks, exporters).
    public init() {
        precondition(Self.nodeTypesRegistered, "GSK could not register its render node types")
    }

    /// GSK registers its node types in gtk_init(), or when one of them is first asked for: without
    /// gtk_init() the first node made would find them missing. Asked once per process.
    private static let nodeTypesRegistered = gsk_cairo_node_get_type() != 0

    /// What the most recent frame did with each layer: which static layers it rasterised into a
    /// new node, which it reused, and which dynamic layers it recorded.
    public var lastFrame: LayerFrameStatistics { cache.lastFrame }

    /// How many times a static layer's node has been (re)built since the composer was made.
    public var staticRasterizationCount: Int { cache.staticRasterizationCount }

    /// How many static layers are cached now.
    public var cachedNodeCount: Int { cache.count }

    /// The rasters (`cairo_surface_t *`) the cached nodes paint, for tests that watch them being
    /// freed or measure their pixels.
    var cachedRasterSurfaces: [OpaquePointer] { cache.payloads.map(\.raster.surface) }

    /// The cached nodes (`GskRenderNode *`), for tests that check a frame appends the same ones.
    var cachedNodes: [OpaquePointer] { cache.payloads.map(\.node) }

    /// Releases every cached node, so the next frame rasterises every static layer again.
    public func removeCachedNodes() { cache.removeAll() }

    /// Appends `drawing`'s frame to `snapshot` (a `GtkSnapshot *`, as a widget's `snapshot`
    /// receives it), whose coordinates are the drawing's points; `scale` is the widget's scale
    /// factor, device pixels per point (default 1). The snapshot's state is as it was afterwards.
    public func append(_ drawing: Drawing, to snapshot: OpaquePointer, scale: Double = 1) {
        guard drawing.hasDrawableCanvas else {
            cache.recordEmptyFrame()
            return
        }
        let s = scale.isFinite && scale > 0 ? scale : 1
        let canvas = CGRect(origin: .zero, size: drawing.size)
        let limit = LayerRaster.limit(for: drawing)
        var clip = graphene_rect_t(canvas)
        gtk_snapshot_push_clip(snapshot, &clip)
        let kind = staticLayerNodes
        cache.walk(drawing, scale: s, make: { layer in
            LayerRaster.make(layer, scale: s, limit: limit, images: [:]).flatMap { CachedNode(raster: $0, kind: kind) }
        }, visit: { layer, isStatic, cached in
            if isStatic && cached == nil { return }
            let transform = layer.transform.sanitized
            // A static layer moved wholly off the canvas shows nothing (and a far transform would
            // overflow GSK's single-precision coordinates).
            if let cached, transform.boundingBox(of: cached.raster.bounds).intersection(canvas).isEmpty { return }
            // Where a dynamic layer can put ink (its clip's box, else its measured ink): GSK's cairo
            // renderer copies a cairo node's whole area each frame, so its node covers only that (a
            // fader's fill costs its own size, not the canvas's); a layer with no ink adds nothing.
            var ink = CGRect.infinite
            if cached == nil {
                guard let extents = LayerRaster.coverage(of: layer, scale: s, images: [:]) else { return }
                ink = extents
            }
            let opacity = layer.renderedOpacity
            gtk_snapshot_save(snapshot)
            Self.apply(transform, to: snapshot)
            if opacity < 1 { gtk_snapshot_push_opacity(snapshot, opacity) }
            if let cached {
                gtk_snapshot_append_node(snapshot, cached.node)
            } else {
                // Only the part of the layer that has ink and can show on the canvas, grown to
                // whole units of 1/scale point in the layer's coordinates (device pixels when the
                // layer is not turned and moves by whole pixels, as the static layers' grid). Beyond
                // ±10⁷ points GSK's single precision (and cairo's fixed point) cannot place content.
                let visible = transform.inverted().boundingBox(of: canvas).intersection(ink)
                let placeable = max(abs(visible.minX), abs(visible.maxX), abs(visible.minY), abs(visible.maxY)) < 1e7
                if !visible.isNull, visible.width > 0, visible.height > 0, placeable,
                   !Self.appendSolidRectangles(of: layer, within: visible, to: snapshot) {
                    var bounds = graphene_rect_t(Self.pixelAligned(visible, scale: s))
                    if let cr = gtk_snapshot_append_cairo(snapshot, &bounds) {
                        CairoPainter(cr: cr, scale: s, images: [:]).drawContent(of: layer)
                        cairo_destroy(cr)
                    }
                }
            }
            if opacity < 1 { gtk_snapshot_pop(snapshot) }
            gtk_snapshot_restore(snapshot)
        })
        gtk_snapshot_pop(snapshot)
    }

    /// `drawing`'s frame as one render node, composed as ``append(_:to:scale:)`` does; `nil` when
    /// there is nothing to draw.
    public func renderNode(of drawing: Drawing, scale: Double = 1) -> RenderNode? {
        guard let snapshot = gtk_snapshot_new() else { return nil }
        append(drawing, to: snapshot, scale: scale)
        return gtk_snapshot_free_to_node(snapshot).map(RenderNode.init(adopting:))
    }

    /// Appends a dynamic layer that is only rectangles filled with plain colours (a fader's fill),
    /// clipped to a rounded box or not at all, as GSK's own colour nodes under a rounded clip node,
    /// each rectangle cut to `visible`; returns `false`, appending nothing, for any other layer.
    /// GSK's renderers draw those nodes directly, where a cairo node's recording is played into a
    /// surface of its size every frame (on the cairo renderer, a fader's fill costs about a
    /// quarter of its frame that way).
    private static func appendSolidRectangles(of layer: Layer, within visible: CGRect, to snapshot: OpaquePointer) -> Bool {
        var fills: [(rect: CGRect, color: DrawingColor)] = []
        for item in layer.items {
            guard case .shape(let path, .color(let color)?, nil, nil) = item,
                  let box = path.roundedBox, box.cornerRadius == 0 else { return false }
            fills.append((box.rect, color))
        }
        let clip = layer.clip?.roundedBox
        // A clip GSK's single precision cannot place is the cairo node's to handle.
        guard layer.clip == nil || clip.map({ max(abs($0.rect.minX), abs($0.rect.maxX), abs($0.rect.minY), abs($0.rect.maxY)) < 1e7 }) == true
        else { return false }
        if let clip {
            var bounds = graphene_rect_t(clip.rect)
            var rounded = GskRoundedRect()
            gsk_rounded_rect_init_from_rect(&rounded, &bounds, Float(clip.cornerRadius))
            gtk_snapshot_push_rounded_clip(snapshot, &rounded)
        }
        for fill in fills {
            let shown = fill.rect.intersection(visible)
            guard !shown.isNull, shown.width > 0, shown.height > 0, fill.color.alpha > 0 else { continue }
            var rgba = fill.color.sanitized.gdkRGBA
            var bounds = graphene_rect_t(shown)
            gtk_snapshot_append_color(snapshot, &rgba, &bounds)
        }
        if clip != nil { gtk_snapshot_pop(snapshot) }
        return true
    }

    /// The layer's rotation about its anchor and translation, as GSK's own translate and rotate
    /// transforms (cheaper for its renderers than a general matrix).
    private static func apply(_ transform: LayerTransform, to snapshot: OpaquePointer) {
        guard !transform.isIdentity else { return }
        let anchor = transform.anchor, offset = transform.translation
        if transform.rotation == 0 {
            var by = graphene_point_t(x: Float(offset.width), y: Float(offset.height))
            gtk_snapshot_translate(snapshot, &by)
            return
        }
        var to = graphene_point_t(x: Float(Double(anchor.x) + Double(offset.width)),
                                  y: Float(Double(anchor.y) + Double(offset.height)))
        gtk_snapshot_translate(snapshot, &to)
        gtk_snapshot_rotate(snapshot, Float(transform.rotation * 180 / .pi))
        var back = graphene_point_t(x: -Float(anchor.x), y: -Float(anchor.y))
        gtk_snapshot_translate(snapshot, &back)
    }

    /// `rect` grown outwards to whole multiples of 1/`scale`, as the layer rasters are.
    private static func pixelAligned(_ rect: CGRect, scale: Double) -> CGRect {
        let p = LayerRaster.pixelBounds(of: rect, scale: scale)
        return CGRect(x: p.x0 / scale, y: p.y0 / scale, width: (p.x1 - p.x0) / scale, height: (p.y1 - p.y0) / scale)
    }
}

extension graphene_rect_t {
    /// The rectangle as graphene's (single precision).
    init(_ rect: CGRect) {
        self.init(origin: graphene_point_t(x: Float(rect.minX), y: Float(rect.minY)),
                  size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
    }
}
