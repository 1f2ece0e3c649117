/// An sRGB colour with straight (not premultiplied) alpha, components 0…1.
public struct DrawingColor: Sendable, Hashable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// A colour from components; each is clamped to 0…1 and NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.red = unit(red)
        self.green = unit(green)
        self.blue = unit(blue)
        self.alpha = unit(alpha)
    }

    /// A grey of `white` (0 black … 1 white), as `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with `alpha` replaced.
    public func withAlpha(_ alpha: Double) -> DrawingColor {
        DrawingColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The same colour with its alpha multiplied by `factor`.
    public func fading(_ factor: Double) -> DrawingColor { withAlpha(alpha * factor) }

    /// The colour `#RRGGBB` or `#RRGGBBAA` in hex, as SVG writes it.
    public var hex: String {
        func byte(_ v: Double) -> String {
            let b = Int((v * 255).rounded())
            let digits = Array("0123456789abcdef")
            return String([digits[b / 16], digits[b % 16]])
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// Black.
    public static let black = DrawingColor(white: 0)
    /// White.
    public static let white = DrawingColor(white: 1)
    /// Fully transparent.
    public static let clear = DrawingColor(white: 0, alpha: 0)
    /// Grey 0.5, the original tutorial's thumb outline and shadow colour (`UIColor.gray`).
    public static let gray = DrawingColor(white: 0.5)
    /// iOS's default tint, system blue (0, 0.478, 1).
    public static let systemBlue = DrawingColor(red: 0, green: 122.0 / 255, blue: 1)
}
