import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What assistive technology should present for one adjustable part of a control: the knob, one
/// range-slider thumb or the wheel. Hosts copy it into `UIAccessibilityElement`, SwiftUI modifiers
/// or GtkAccessible properties.
@_spi(Hosting) public struct AccessibilityElement: Sendable, Equatable {
    /// A stable identifier inside the control, for example `"lowerThumb"`.
    public var identifier: String
    /// The name read out, for example "Volume" or "Lower value".
    public var label: String
    /// The current value as read out, for example "0.42" or the wheel's "Flower".
    public var value: String
    /// The element's frame in the control's coordinates (points).
    public var frame: CGRect
    /// The current numeric value for hosts that expose one (GtkAccessible value-now); `nil` for
    /// elements without a number.
    public var numericValue: Double?
    /// The numeric range for hosts that expose one; `nil` for elements without a number.
    public var numericRange: ClosedRange<Double>?
    /// Whether the element takes adjustments; `false` is read out as dimmed (UIKit's
    /// `.notEnabled` trait). Default `true`.
    public var isEnabled: Bool

    /// Creates an element description; a frame with a negative size is standardized.
    public init(identifier: String, label: String, value: String, frame: CGRect,
                numericValue: Double? = nil, numericRange: ClosedRange<Double>? = nil, isEnabled: Bool = true) {
        self.identifier = identifier
        self.label = label
        self.frame = frame.standardized
        self.value = value
        self.numericValue = numericValue
        self.numericRange = numericRange
        self.isEnabled = isEnabled
    }
}
