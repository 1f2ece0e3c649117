@_spi(Hosting) import Detent

/// What one frame of a caching renderer did with each layer it painted, ids in drawing order:
/// which static layers it rasterised again, which it took from its cache, and which dynamic layers
/// it drew. ``CairoRenderer`` and the GTK widgets' render-node composer both report it, so a test
/// or benchmark can see that a frame where only the value changed rasterised only dynamic layers.
public struct LayerFrameStatistics: Sendable, Equatable {
    /// Static layers whose cached raster was (re)built this frame.
    public var rasterizedStaticLayerIDs: [String] = []
    /// Static layers painted from their cached raster without rasterising.
    public var reusedStaticLayerIDs: [String] = []
    /// Dynamic layers, drawn directly.
    public var directlyDrawnLayerIDs: [String] = []
    /// Every layer whose content was rasterised this frame: rebuilt static layers and dynamic
    /// layers, in drawing order.
    public var rasterizedLayerIDs: [String] = []

    /// Empty statistics, as before the first frame.
    public init() {}
}
