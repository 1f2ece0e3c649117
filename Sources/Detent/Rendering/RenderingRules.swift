import Foundation

// Rules every renderer of a `Drawing` shares, so cairo, SVG and Core Animation
// paint the same picture from the same data, including for degenerate input.

extension DrawingPath {
    /// The signed angle, radians, that an arc from `startAngle` to `endAngle` turns through, as
    /// UIKit's `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)` and cairo's
    /// `cairo_arc` / `cairo_arc_negative` draw it: positive (0…2π) when `clockwise`, negative
    /// (−2π…0) otherwise.
    ///
    /// Rules: clockwise arcs whose end is before their start go on past a full turn to reach the
    /// end (end − start + 2πk, the least k that makes it non-negative), and counter-clockwise arcs
    /// likewise the other way; sweeps of a full turn or more are one full turn (±2π); equal angles
    /// give 0. Non-finite angles give 0.
    @_spi(Hosting) public static func arcSweep(startAngle: Double, endAngle: Double, clockwise: Bool) -> Double {
        let full = 2 * Double.pi
        let delta = endAngle - startAngle
        guard startAngle.isFinite, endAngle.isFinite, delta.isFinite else { return 0 }
        if clockwise {
            if delta >= full { return full }
            if delta >= 0 { return delta }
            let r = delta.truncatingRemainder(dividingBy: full)
            return r < 0 ? r + full : 0
        } else {
            if delta <= -full { return -full }
            if delta <= 0 { return delta == 0 ? 0 : delta }
            let r = delta.truncatingRemainder(dividingBy: full)
            return r > 0 ? r - full : 0
        }
    }
}

extension Drawing {
    /// True when the canvas has a finite, positive width and height. Renderers draw nothing for
    /// other drawings: cairo writes a 1×1 transparent PNG and the SVG renderer an empty
    /// 0×0 `<svg>` element.
    @_spi(Hosting) public var hasDrawableCanvas: Bool {
        size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
    }
}

extension Paint {
    /// The colour a renderer paints instead of this gradient when its geometry is degenerate:
    /// a linear gradient whose ends coincide or are not finite, or a radial gradient whose centre is
    /// not finite or whose radius is not finite and positive. It is the last stop's colour, as SVG
    /// specifies; `nil` for flat colours, for well-formed gradients and for gradients without stops
    /// (which paint nothing).
    @_spi(Hosting) public var degenerateGradientColor: DrawingColor? {
        switch self {
        case .color:
            return nil
        case .linearGradient(let start, let end, let stops):
            guard let last = stops.sortedByLocation.last?.color else { return nil }
            guard start.isFinite, end.isFinite else { return last }
            let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
            return dx * dx + dy * dy > 1e-18 ? nil : last
        case .radialGradient(let center, let radius, let stops):
            guard let last = stops.sortedByLocation.last?.color else { return nil }
            return center.isFinite && radius.isFinite && radius > 0 ? nil : last
        }
    }
}

extension Paint {
    /// The paint as a renderer applies it: a flat colour as it is, a degenerate gradient as its
    /// `degenerateGradientColor`, a well-formed gradient as it is (with at least one stop), and
    /// `nil` for a gradient without stops, which paints nothing.
    @_spi(Hosting) public var rendered: Paint? {
        if let fallback = degenerateGradientColor { return .color(fallback) }
        switch self {
        case .color:
            return self
        case .linearGradient(_, _, let stops), .radialGradient(_, _, let stops):
            return stops.isEmpty ? nil : self
        }
    }
}

extension Array where Element == GradientStop {
    /// The stops as renderers use them: locations made finite and clamped to 0…1 (NaN is 0),
    /// colours ``DrawingColor/sanitized``, in order of location; stops at the same location keep their
    /// order (SVG and cairo both want non-decreasing offsets).
    @_spi(Hosting) public var sortedByLocation: [GradientStop] {
        map { GradientStop($0.location, $0.color.sanitized) }.enumerated().sorted { a, b in
            a.element.location != b.element.location ? a.element.location < b.element.location : a.offset < b.offset
        }.map(\.element)
    }
}

// Public properties of the drawing model can be assigned after initialisation, bypassing the
// initialisers' checks; renderers read them through these so that nothing non-finite reaches a
// graphics library.

extension DrawingColor {
    /// The colour with every component clamped to 0…1 and NaN made 0, as the initialiser does.
    @_spi(Hosting) public var sanitized: DrawingColor { DrawingColor(red: red, green: green, blue: blue, alpha: alpha) }
}

extension LayerTransform {
    /// The transform with non-finite rotation, anchor or translation made 0, as the initialiser
    /// does.
    @_spi(Hosting) public var sanitized: LayerTransform {
        LayerTransform(rotation: rotation, anchor: anchor, translation: translation)
    }
}

extension Shadow {
    /// The shadow with a non-finite offset or blur made 0 and its colour ``DrawingColor/sanitized``.
    @_spi(Hosting) public var sanitized: Shadow { Shadow(color: color.sanitized, offset: offset, blur: blur) }
}

extension Layer {
    /// The opacity renderers apply: clamped to 0…1, and 1 when not finite (the initialiser's rule).
    @_spi(Hosting) public var renderedOpacity: Double { Self.renderedOpacity(opacity) }

    /// `opacity` as renderers apply it: clamped to 0…1, and 1 when not finite.
    static func renderedOpacity(_ opacity: Double) -> Double { opacity.isFinite ? min(max(opacity, 0), 1) : 1 }
}

extension LayerTrack {
    /// The frames' transforms as renderers apply them (``LayerTransform/sanitized``).
    @_spi(Hosting) public var renderedTransforms: [LayerTransform] { transforms.map(\.sanitized) }

    /// The frames' opacities as renderers apply them (the rule of ``Layer/renderedOpacity``).
    @_spi(Hosting) public var renderedOpacities: [Double] { opacities.map(Layer.renderedOpacity) }
}

extension Stroke {
    /// True when the stroke draws something: its width is finite and positive.
    @_spi(Hosting) public var isVisible: Bool { width.isFinite && width > 0 }
}

extension DrawingFont {
    /// The largest font size renderers draw, points; larger sizes are drawn at this size so a bad
    /// size cannot make a font engine allocate huge glyphs.
    @_spi(Hosting) public static let maximumRenderedSize: Double = 4096

    /// `size` limited to `maximumRenderedSize`; 12 when not finite and positive (the
    /// initialiser's rule).
    @_spi(Hosting) public var renderedSize: Double { size.isFinite && size > 0 ? min(size, DrawingFont.maximumRenderedSize) : 12 }

    /// The first family of `family` when it lists several separated by commas, without quotes or
    /// surrounding spaces; `"sans-serif"` when that leaves nothing.
    @_spi(Hosting) public var primaryFamily: String {
        let first = family.split(separator: ",", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        let trimmed = first.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\"'"))
        return trimmed.isEmpty ? "sans-serif" : trimmed
    }

    /// The generic family names that mean the platform's system font rather than a named one.
    @_spi(Hosting) public static let systemFamilies: Set<String> = ["sans-serif", "system-ui", "-apple-system"]

    /// ``primaryFamily`` when it names a particular font; `nil` when it is one of
    /// ``systemFamilies``, for which renderers use the platform's system font.
    @_spi(Hosting) public var namedFamily: String? {
        let family = primaryFamily
        return DrawingFont.systemFamilies.contains(family) ? nil : family
    }
}
