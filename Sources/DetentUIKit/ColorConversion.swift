#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

extension DrawingColor {
    /// The colour `uiColor` shows in `traits` (the current trait collection when `nil`), as sRGB.
    /// Colours outside sRGB (extended or P3) are clamped to it.
    public init(_ uiColor: UIColor, traits: UITraitCollection? = nil) {
        let resolved = traits.map { uiColor.resolvedColor(with: $0) } ?? uiColor
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        if resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
            self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
            return
        }
        // Pattern and other non-RGB colours: convert what Core Graphics can, else transparent.
        if let space = CGColorSpace(name: CGColorSpace.sRGB),
           let converted = resolved.cgColor.converted(to: space, intent: .defaultIntent, options: nil),
           let c = converted.components, c.count >= 4 {
            self.init(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
        } else {
            self.init(white: 0, alpha: 0)
        }
    }

    /// The colour as a `UIColor` in the sRGB space.
    public var uiColor: UIColor {
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
#endif
