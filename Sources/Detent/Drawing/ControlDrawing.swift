import Foundation

// Every control's drawing: the body each model's drawing shares, and the focus ring a host
// without a system focus effect draws over it (or, on UIKit, hands to the system's halo).

extension ControlModel {
    /// The control's look now, as data: its layers, back to front, each with an id, its items
    /// and a transform, ready for any renderer (DetentCairo's, a host's layers, an SVG). `style`'s
    /// automatic colours are first chosen for the host's environment (light or dark, contrast,
    /// tint, text size); a look of your own (``look``) draws instead when set.
    /// Pass a `cache` (``DrawingCache``) kept for the control to reuse the static layers while
    /// only the value moves: a change of value alone changes the dynamic layers and the static
    /// layers' transforms. Each control's layers and their ids are listed in its model's
    /// documentation. Default style: the style's standard look.
    public func drawing(style: Style = Style(), cache: DrawingCache? = nil) -> Drawing {
        makeDrawing(style: style, cache: cache)
    }

    /// A look of your own, drawn instead of the style's; `nil` (the default) for the control's
    /// own look. Setting one notifies; clearing it notifies unless there was none. See
    /// ``ControlLook``.
    public var look: ControlLook? {
        get { session.look }
        set {
            guard newValue != nil || session.look != nil else { return }
            session.look = newValue
            changes.notify()
        }
    }

    /// The body every model's `drawing(style:cache:)` shares: a look of your own (`look`) draws
    /// the state instead; otherwise `layers` builds the control's layers from `style` resolved in
    /// the model's `environment` (first, so the static layers' cache keys are the colours actually
    /// drawn), and a disabled control's layers are dimmed by the style's `disabledOpacity` (unless
    /// `dimsWhenDisabled` is `false`: the style draws a disabled state of its own); the hover
    /// highlight, when a pointer rests on a thumb or knob, goes beneath the thumbs (beneath every
    /// layer where there are none).
    func composeDrawing(style: Style, dimsWhenDisabled: Bool = true,
                        layers build: (_ resolved: Style) -> [Layer]) -> Drawing {
        if let look { return look.drawing(of: lookState(style: style)) }
        let resolved = style.resolved(in: environment)
        var layers = build(resolved)
        if !isEnabled, dimsWhenDisabled {
            for i in layers.indices { layers[i].opacity *= resolved.disabledOpacity }
        }
        if let hover = hoverLayer {
            // Beneath the thumbs, above the track or pad they sit on (a pad's fill would hide it).
            let firstThumb = layers.firstIndex { $0.id.range(of: "thumb", options: .caseInsensitive) != nil }
            layers.insert(hover, at: firstThumb ?? 0)
        }
        return Drawing(size: bounds.size, layers: layers)
    }
}

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

/// The ring a host without a system focus effect (GTK) draws around a control's focused element
/// while keyboard focus is visible: a rounded band just inside the element's frame, in the tint
/// at 60 % opacity, so it never spills over the widget's neighbours.
@_spi(Hosting) public struct FocusRing: Sendable, Equatable {
    /// The ring's outer edge, points: the element's frame cut to the control's bounds.
    public var frame: CGRect
    /// The outer edge's corner radius, points: at most 7, and never more than half the shorter side.
    public var cornerRadius: Double
    /// The band's width, points, measured inwards from ``frame``. Always 2.
    public var lineWidth: Double
    /// The tint with alpha 0.6.
    public var color: DrawingColor

    /// The ring around `element` (an accessibility element's frame) inside `bounds`, both in the
    /// control's points, in `tint`. `nil` when there is nothing to draw: either rectangle is null or
    /// not finite, they do not meet, or what is left is 4 points or less on a side (the band would
    /// fill it).
    public init?(around element: CGRect, in bounds: CGRect, tint: DrawingColor) {
        func finite(_ r: CGRect) -> Bool { r.origin.isFinite && r.width.isFinite && r.height.isFinite }
        guard !element.isNull, !bounds.isNull, finite(element), finite(bounds) else { return nil }
        let visible = element.intersection(bounds)
        guard !visible.isNull, visible.width > 4, visible.height > 4 else { return nil }
        frame = visible
        lineWidth = 2
        cornerRadius = min(7, Double(min(visible.width, visible.height)) / 2)
        color = tint.sanitized.withAlpha(0.6)
    }
}

extension ControlModel {
    /// Where keyboard focus shows now: the ring around the part the keys act on
    /// (``ControlModel/focusedAccessibilityElement``: the focused thumb or axis of a slider or the
    /// pad, the whole control for the others) inside the bounds, or around the whole control
    /// where that part is too small for a ring of its own; `nil` when the control is too small
    /// too: then a host without a system focus effect (GTK) draws none, and one with it (UIKit)
    /// leaves the system's default effect. GTK draws the ring in `tint`; UIKit hands its frame to
    /// the system's focus halo, which has a colour of its own (any `tint` does).
    @_spi(Hosting) public func focusRing(tint: DrawingColor) -> FocusRing? {
        let whole = CGRect(origin: .zero, size: bounds.size)
        return FocusRing(around: focusedAccessibilityElement.frame, in: whole, tint: tint)
            ?? FocusRing(around: whole, in: whole, tint: tint)
    }
}
