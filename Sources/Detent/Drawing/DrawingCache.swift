import Foundation

/// Keeps the static layers a control built last time, so building a frame where only the value
/// changed costs the same whatever the static content (a 360-sector wheel as much as a 3-sector
/// one). Owned by one host view; not shared between threads.
public final class DrawingCache {
    private var entries: [String: (key: Int, layer: Layer)] = [:]

    /// An empty cache.
    public init() {}

    /// The layer stored under `id` if it was built from the same `inputs`; otherwise `build()`'s
    /// result, stored with its content key set to the inputs' hash.
    public func layer<Inputs: Hashable>(_ id: String, inputs: Inputs, build: () -> Layer) -> Layer {
        let key = inputs.hashValue
        if let entry = entries[id], entry.key == key { return entry.layer }
        var layer = build()
        layer.contentKey = key
        entries[id] = (key, layer)
        return layer
    }

    /// Forgets everything.
    public func removeAll() { entries.removeAll() }
}

/// Builds a static layer through `cache` when there is one.
func cachedLayer<Inputs: Hashable>(_ cache: DrawingCache?, _ id: String, inputs: Inputs, build: () -> Layer) -> Layer {
    guard let cache else {
        var layer = build()
        layer.contentKey = inputs.hashValue
        return layer
    }
    return cache.layer(id, inputs: inputs, build: build)
}

/// What a control's static layers most often depend on, their cache key: the control's geometry
/// and its resolved style.
struct LookInputs<Geometry: Hashable, Style: Hashable>: Hashable {
    let geometry: Geometry
    let style: Style
}

/// A rectangle as a hash key (CGRect is not Hashable on every platform).
struct HashableRect: Hashable {
    let rect: CGRect

    init(_ r: CGRect) { rect = r }

    func hash(into h: inout Hasher) { h.combine(rect: rect) }
}
