import Foundation

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

    /// The colour as `#rrggbb` in hex, as SVG writes it (alpha left out; see ``hexString``).
    public var hex: String {
        func byte(_ v: Double) -> String {
            let b = Int((v * 255).rounded())
            let digits = Array("0123456789abcdef")
            return String([digits[b / 16], digits[b % 16]])
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// A colour from CSS hex notation: `"#RGB"`, `"#RGBA"`, `"#RRGGBB"` or `"#RRGGBBAA"` (the `#`
    /// optional, either case, surrounding spaces ignored). `nil` for anything else.
    public init?(hex: String) {
        var digits = Substring(hex.trimmingCharacters(in: .whitespaces))
        if digits.first == "#" { digits = digits.dropFirst() }
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let values = digits.map { Int(String($0), radix: 16) ?? 0 }
        let channels: [Int] = digits.count <= 4
            ? values.map { $0 * 17 }
            : stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        self.init(red: Double(channels[0]) / 255, green: Double(channels[1]) / 255, blue: Double(channels[2]) / 255,
                  alpha: channels.count == 4 ? Double(channels[3]) / 255 : 1)
    }

    /// The colour in CSS hex notation, lowercase: `"#rrggbb"` when opaque, else `"#rrggbbaa"`;
    /// ``init(hex:)`` reads it back (each channel rounded to 1/255).
    public var hexString: String {
        let alphaByte = Int((alpha * 255).rounded())
        guard alphaByte < 255 else { return hex }
        let digits = Array("0123456789abcdef")
        return hex + String([digits[alphaByte / 16], digits[alphaByte % 16]])
    }

    /// Black.
    public static let black = DrawingColor(white: 0)
    /// White.
    public static let white = DrawingColor(white: 1)
    /// Fully transparent.
    public static let clear = DrawingColor(white: 0, alpha: 0)
    /// Grey 0.5, thumb outline and shadow colour (`UIColor.gray`).
    public static let gray = DrawingColor(white: 0.5)
    /// iOS's default tint, system blue (0, 0.478, 1).
    public static let systemBlue = DrawingColor(red: 0, green: 122.0 / 255, blue: 1)
}

// MARK: Contrast

extension DrawingColor {
    /// The colour's relative luminance as WCAG 2 defines it, 0 (black) … 1 (white): the sRGB
    /// channels made linear and weighted 0.2126 red, 0.7152 green, 0.0722 blue. Alpha is ignored;
    /// for a translucent colour, measure ``composited(over:)`` the colour behind it.
    @_spi(Hosting) public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2 contrast ratio between this colour and `other`, 1 (the same luminance) … 21
    /// (black on white): (lighter + 0.05) / (darker + 0.05) of the two relative luminances. The
    /// order does not matter and alpha is ignored, as for ``relativeLuminance``.
    ///
    /// Detent's styles resolve so their defaults reach at least 3:1 for graphics and 4.5:1 for
    /// text against what they sit on (4.5:1 and 7:1 with increased contrast); see
    /// ``ControlStyle``.
    @_spi(Hosting) public func contrastRatio(with other: DrawingColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour painted over `background` with normal (source-over) blending, in sRGB as
    /// renderers blend: what the eye sees where a translucent colour lies on another. Opaque over
    /// anything it is itself; over an opaque background the result is opaque.
    @_spi(Hosting) public func composited(over background: DrawingColor) -> DrawingColor {
        let a = alpha + background.alpha * (1 - alpha)
        guard a > 0 else { return .clear }
        func blend(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / a
        }
        return DrawingColor(red: blend(red, background.red), green: blend(green, background.green),
                            blue: blend(blue, background.blue), alpha: a)
    }

    /// This colour, darkened (towards black) or lightened (towards white) just enough to reach a
    /// contrast ratio of `ratio` against `background`; unchanged when it already does. It moves
    /// away from the background's luminance (darker on light backgrounds), or the other way when
    /// only that can reach the ratio; when neither can, it ends at black or white, whichever
    /// contrasts more. Alpha is kept. Used for text derived from a tint, so a label in the
    /// knob's tint stays readable whatever the tint.
    @_spi(Hosting) public func ensuringContrast(_ ratio: Double, against background: DrawingColor) -> DrawingColor {
        guard ratio.isFinite, contrastRatio(with: background) < ratio else { return self }
        let towardsBlack = DrawingColor.black.withAlpha(alpha), towardsWhite = DrawingColor.white.withAlpha(alpha)
        // Above a luminance of about 0.18 black contrasts more than white: darken on such backgrounds.
        let darkFirst = background.relativeLuminance > 0.18
        let order = darkFirst ? [towardsBlack, towardsWhite] : [towardsWhite, towardsBlack]
        for end in order where end.contrastRatio(with: background) >= ratio {
            // Luminance changes monotonically along the mix, so the smallest sufficient amount
            // is found by bisection.
            var low = 0.0, high = 1.0
            for _ in 0..<40 {
                let mid = (low + high) / 2
                if mixed(with: end, mid).contrastRatio(with: background) >= ratio { high = mid } else { low = mid }
            }
            return mixed(with: end, high)
        }
        return towardsBlack.contrastRatio(with: background) >= towardsWhite.contrastRatio(with: background)
            ? towardsBlack : towardsWhite
    }

    /// This colour moved `amount` (0…1) of the way towards `other`, channel by channel (alpha
    /// too); a non-finite amount is 0.
    public func mixed(with other: DrawingColor, _ amount: Double) -> DrawingColor {
        let t = amount.isFinite ? min(max(amount, 0), 1) : 0
        return DrawingColor(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// iOS's system blue as it resolves in `environment`: (0, 122, 255)/255 in light, (10, 132,
    /// 255) in dark, and the increased-contrast variants (0, 64, 221) and (64, 156, 255). It is
    /// the automatic tint of the knob (and, in dark mode or with increased contrast, of the range
    /// slider's selected range) when neither the style nor the environment gives one.
    @_spi(Hosting) public static func systemBlue(in environment: ControlEnvironment) -> DrawingColor {
        switch (environment.appearance, environment.isContrastIncreased) {
        case (.light, false): return .systemBlue
        case (.dark, false): return DrawingColor(red: 10.0 / 255, green: 132.0 / 255, blue: 1)
        case (.light, true): return DrawingColor(red: 0, green: 64.0 / 255, blue: 221.0 / 255)
        case (.dark, true): return DrawingColor(red: 64.0 / 255, green: 156.0 / 255, blue: 1)
        }
    }
}
