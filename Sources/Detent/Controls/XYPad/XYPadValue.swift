import Foundation

/// The two values of an XY pad: `x` along the horizontal axis, `y` along the vertical one, each in
/// its own axis's units and range (`XYPadModel/xMinimum`…`XYPadModel/xMaximum`, and y's). What the
/// pad's events, bindings and callbacks carry.
public struct XYPadValue: Sendable, Hashable {
    /// The horizontal value, in the x axis's units.
    public var x: Double
    /// The vertical value, in the y axis's units; it grows upwards.
    public var y: Double

    /// The values `x` and `y` as given; a model clamps and snaps them when they are set.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One of an XY pad's two axes: what assistive technology adjusts as one element, and what the
/// keys other than the arrows move (see `XYPadModel/focusedAxis`).
public enum XYPadAxis: Sendable, Hashable, CaseIterable {
    /// The horizontal axis: `XYPadValue/x`.
    case x
    /// The vertical axis: `XYPadValue/y`.
    case y
}

extension XYPadValue {
    /// The value on `axis`.
    subscript(axis: XYPadAxis) -> Double {
        get { axis == .x ? x : y }
        set { if axis == .x { x = newValue } else { y = newValue } }
    }
}
