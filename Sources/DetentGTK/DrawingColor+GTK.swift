import CDetentGTK
import Detent

extension DrawingColor {
    /// The colour of a `GdkRGBA` (components 0…1, clamped; NaN becomes 0).
    public init(_ rgba: GdkRGBA) {
        self.init(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }

    /// The colour as a `GdkRGBA`, for GTK and GSK calls.
    public var gdkRGBA: GdkRGBA {
        GdkRGBA(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha))
    }
}
