#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

extension DetentControl {
    /// The model's natural size where it has one; along an axis where it has none (a horizontal
    /// slider's length), the proposed `size` when the core counts it as offered and it is positive
    /// (`ControlSizing.offered(_:)`: `.greatestFiniteMagnitude` is open), else the view's current
    /// size. So `sizeToFit()` gives a `Knob()` made without a frame its 150-point square instead of
    /// leaving it 0 × 0, and a parent that proposes a width gets it back.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let natural = hostedModel.naturalSize
        func proposed(_ length: CGFloat, else current: CGFloat) -> CGFloat {
            ControlSizing.offered(Double(length)).flatMap { $0 > 0 ? CGFloat($0) : nil } ?? current
        }
        return CGSize(width: natural.width.map { CGFloat($0) } ?? proposed(size.width, else: bounds.width),
                      height: natural.height.map { CGFloat($0) } ?? proposed(size.height, else: bounds.height))
    }
}
#endif
