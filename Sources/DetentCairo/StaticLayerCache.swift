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
