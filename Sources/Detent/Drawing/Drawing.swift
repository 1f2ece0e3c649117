import Foundation

/// One layer of a ``Drawing``: content drawn in the control's coordinates, then placed by a
/// transform and faded by an opacity, optionally clipped.
///
/// `isStatic` layers have content that does not depend on the control's value; renderers cache
/// their rasterisation under (`id`, `contentKey`) and, when only transforms and opacities change,
/// re-rasterise nothing but the dynamic layers.
public struct Layer: Sendable, Identifiable {
    /// A stable name, unique in the drawing, for example `"pointer"` or `"lowerThumb"`.
    public var id: String
    /// The items, drawn in order.
    public var items: [DrawingItem]
    /// The placement applied to items and clip.
    public var transform: LayerTransform
    /// 0…1; non-finite values are 1 and others are clamped.
    public var opacity: Double
    /// Only what lies inside this path is drawn; `nil` for no clip.
    public var clip: DrawingPath?
    /// True when the content does not change with the value (see the type's description).
    public var isStatic: Bool
    /// Changes whenever `items` or `clip` change, so renderers can reuse a cached raster by
    /// comparing one number instead of the content.
    public var contentKey: Int

    /// Creates a layer; `contentKey` defaults to a hash of the content.
    public init(id: String, items: [DrawingItem], transform: LayerTransform = .identity, opacity: Double = 1,
                clip: DrawingPath? = nil, isStatic: Bool, contentKey: Int? = nil) {
        self.id = id
        self.items = items
        self.transform = transform
        self.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        self.clip = clip
        self.isStatic = isStatic
        var hasher = Hasher()
        if contentKey == nil {
            hasher.combine(items)
            hasher.combine(clip)
        }
        self.contentKey = contentKey ?? hasher.finalize()
    }
}

extension Layer: Equatable {
    /// Layers are equal when id, content key, transform, opacity and staticness are; content is
    /// compared through its key.
    public static func == (a: Layer, b: Layer) -> Bool {
        a.id == b.id && a.contentKey == b.contentKey && a.transform == b.transform && a.opacity == b.opacity
            && a.isStatic == b.isStatic && a.clip == b.clip
    }
}

/// What a control looks like right now, as data: ordered layers, back to front, in a canvas of
/// `size` points. Every renderer (cairo, SVG, Core Animation) paints the same
/// drawing.
public struct Drawing: Sendable, Equatable {
    /// The canvas size, points (the control's bounds).
    public var size: CGSize
    /// The layers, back to front.
    public var layers: [Layer]

    /// Creates a drawing.
    public init(size: CGSize, layers: [Layer]) {
        self.size = size
        self.layers = layers
    }

    /// The layer with `id`, if any.
    public subscript(id: String) -> Layer? { layers.first { $0.id == id } }

    /// The ids of layers whose content differs from `previous` (new layers included): what a
    /// caching renderer has to rasterise again.
    @_spi(Hosting) public func layersNeedingRaster(since previous: Drawing?) -> [String] {
        guard let previous else { return layers.map(\.id) }
        return layers.compactMap { layer in
            previous[layer.id]?.contentKey == layer.contentKey ? nil : layer.id
        }
    }
}
