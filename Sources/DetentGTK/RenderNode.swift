import CDetentGTK

/// One GSK render node (`GskRenderNode *`) and the reference to it this object owns: released
/// when the object goes away. ``RenderNodeComposer/renderNode(of:scale:)`` makes them;
/// ``OffscreenNodeRenderer`` renders them.
public final class RenderNode {
    /// The node, valid while this object lives. Take a reference of your own
    /// (`gsk_render_node_ref`) to keep it longer.
    public let pointer: OpaquePointer

    /// Takes over a reference the caller owns (for example `gtk_snapshot_free_to_node`'s result).
    public init(adopting pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { gsk_render_node_unref(pointer) }
}
