import Foundation

/// How a path's outline ends.
public enum LineCap: Sendable, Hashable {
    /// Square end at the point.
    case butt
    /// Half-circle end.
    case round
    /// Square end past the point by half the width.
    case square
}

/// How a path's outline turns corners.
public enum LineJoin: Sendable, Hashable {
    /// Sharp corners.
    case miter
    /// Rounded corners.
    case round
    /// Cut corners.
    case bevel
}

/// A colour stop of a gradient.
public struct GradientStop: Sendable, Hashable {
    /// Where the stop sits, 0…1 along the gradient.
    public var location: Double
    /// The colour there.
    public var color: DrawingColor

    /// Creates a stop; the location is clamped to 0…1.
    public init(_ location: Double, _ color: DrawingColor) {
        self.location = location.isFinite ? min(max(location, 0), 1) : 0
        self.color = color
    }
}

/// What fills or strokes a path.
public enum Paint: Sendable, Equatable {
    /// A flat colour.
    case color(DrawingColor)
    /// A linear gradient between two points.
    case linearGradient(start: CGPoint, end: CGPoint, stops: [GradientStop])
    /// A radial gradient from a centre out to a radius.
    case radialGradient(center: CGPoint, radius: Double, stops: [GradientStop])
}

/// A path's outline.
public struct Stroke: Sendable, Hashable {
    /// The outline's paint.
    public var paint: Paint
    /// The width, points (never negative).
    public var width: Double
    /// The ends; default `.butt` (Core Animation's default).
    public var cap: LineCap
    /// The corners; default `.miter`.
    public var join: LineJoin

    /// Creates a stroke; a non-finite or negative width is 0.
    public init(_ paint: Paint, width: Double, cap: LineCap = .butt, join: LineJoin = .miter) {
        self.paint = paint
        self.width = width.isFinite ? max(width, 0) : 0
        self.cap = cap
        self.join = join
    }
}

/// A blurred copy drawn under a shape, as `CGContextSetShadowWithColor`.
public struct Shadow: Sendable, Equatable {
    /// The shadow's colour.
    public var color: DrawingColor
    /// The offset, points (y down).
    public var offset: CGSize
    /// The blur radius, points.
    public var blur: Double

    /// Creates a shadow; non-finite numbers become 0.
    public init(color: DrawingColor, offset: CGSize, blur: Double) {
        self.color = color
        self.offset = offset.width.isFinite && offset.height.isFinite ? offset : .zero
        self.blur = blur.isFinite ? max(blur, 0) : 0
    }
}

/// A font request; renderers pick the nearest font the platform has.
public struct DrawingFont: Sendable, Hashable {
    /// The size, points.
    public var size: Double
    /// True for bold.
    public var isBold: Bool
    /// Family names in order of preference; the platform's sans-serif when none matches.
    public var family: String

    /// Creates a font; a non-finite or non-positive size is 12.
    public init(size: Double, isBold: Bool = false, family: String = "sans-serif") {
        self.size = size.isFinite && size > 0 ? size : 12
        self.isBold = isBold
        self.family = family
    }

    /// The system font at 17 points, like a UILabel's.
    public static let body = DrawingFont(size: 17)
}

/// A line of text centred on a point.
public struct TextItem: Sendable, Equatable {
    /// The text.
    public var string: String
    /// The centre of the text's box, control coordinates.
    public var center: CGPoint
    /// The font.
    public var font: DrawingFont
    /// The colour.
    public var color: DrawingColor

    /// Creates a text item.
    public init(_ string: String, center: CGPoint, font: DrawingFont, color: DrawingColor) {
        self.string = string
        self.center = center
        self.font = font
        self.color = color
    }
}

/// A reference to an image the host supplies by name (a pointer image, a knob image per state);
/// renderers that do not know the name draw nothing for it.
public struct ImageItem: Sendable, Equatable {
    /// The name the host registered the image under.
    public var name: String
    /// Where the image is drawn, control coordinates.
    public var frame: CGRect
    /// The colour a template image is drawn in (an image used only as a shape: UIKit's template
    /// rendering mode, an SF Symbol): the colour the control would draw the same part in (the
    /// knob's pointer colour, the rotatable knob's indicator colour). `nil` (the default) draws
    /// every image as it is. Images that are not templates ignore it.
    public var templateColor: DrawingColor?

    /// Creates an image reference; `templateColor` as described on the property.
    public init(name: String, frame: CGRect, templateColor: DrawingColor? = nil) {
        self.name = name
        self.frame = frame
        self.templateColor = templateColor
    }
}

/// One thing a layer draws.
public enum DrawingItem: Sendable, Hashable {
    /// A path, filled and/or stroked, optionally with a shadow.
    case shape(path: DrawingPath, fill: Paint?, stroke: Stroke?, shadow: Shadow?)
    /// A line of text.
    case text(TextItem)
    /// A named image.
    case image(ImageItem)

    /// A filled path.
    public static func fill(_ path: DrawingPath, _ paint: Paint, shadow: Shadow? = nil) -> DrawingItem {
        .shape(path: path, fill: paint, stroke: nil, shadow: shadow)
    }

    /// A stroked path.
    public static func stroke(_ path: DrawingPath, _ stroke: Stroke, shadow: Shadow? = nil) -> DrawingItem {
        .shape(path: path, fill: nil, stroke: stroke, shadow: shadow)
    }
}

extension Paint: Hashable {
    /// Hashes the paint's numbers and stops.
    public func hash(into h: inout Hasher) {
        switch self {
        case .color(let c): h.combine(0); h.combine(c)
        case .linearGradient(let a, let b, let stops): h.combine(1); h.combine(point: a); h.combine(point: b); h.combine(stops)
        case .radialGradient(let c, let r, let stops): h.combine(2); h.combine(point: c); h.combine(r); h.combine(stops)
        }
    }
}

extension Shadow: Hashable {
    /// Hashes colour, offset and blur.
    public func hash(into h: inout Hasher) {
        h.combine(color); h.combine(size: offset); h.combine(blur)
    }
}

extension TextItem: Hashable {
    /// Hashes text, position, font and colour.
    public func hash(into h: inout Hasher) {
        h.combine(string); h.combine(point: center); h.combine(font); h.combine(color)
    }
}

extension ImageItem: Hashable {
    /// Hashes name and frame.
    public func hash(into h: inout Hasher) {
        h.combine(name); h.combine(rect: frame)
    }
}
