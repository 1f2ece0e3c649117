#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent
@_spi(Hosting) import DetentUIKit

/// A pad that sets two floating-point values at once, x across and y up, with one thumb and a
/// crosshair through it (an XY pad), bound as a `Slider` is, once per axis. The SwiftUI face of
/// DetentUIKit's `XYPad`.
///
/// ```swift
/// @State private var cutoff = 1_000.0
/// @State private var resonance = 0.2
///
/// XYPadView("Filter", x: $cutoff, y: $resonance, xIn: 20...20_000, yIn: 0...1)
///     .scales(x: .logarithmic)
///     .axisAccessibilityLabels(x: "Cutoff", y: "Resonance")
///     .frame(width: 220, height: 240)
/// ```
///
/// Drag the thumb (a 44 × 44-point target, trimmed to the pad at its edges, as SwiftUI delivers
/// no touch outside a view) to move both values by the finger's travel; tap the
/// pad to move the thumb there. y grows upwards, as on a chart; x grows to the right, and to the
/// left in a right-to-left layout direction. With ``springsBack(_:)`` the thumb glides back to
/// the ``neutralValue(_:)`` when the finger lifts, and the bindings take that value. A binding
/// changed from outside moves the thumb at once, or inside `withAnimation` slides it there.
/// VoiceOver sees one adjustable element per axis, in a group named by the title (shown under the
/// pad). The crosshair takes the accent colour set with ``tint(_:)`` (else UIKit's tint colour).
/// The pad is square: as large as its frame allows, 150 points along a dimension left open.
///
/// In a `ScrollView`, `List` or `Form`, a swipe that starts on the thumb moves it; one that starts
/// on the bare pad scrolls the page, unless the pad jumps to the finger (``jumpsToTouch(_:)``, on
/// by default with ``springsBack(_:)``), which keeps every swipe that starts on it.
@MainActor
public struct XYPadView<Label: View>: View, DetentControlView {
    private let value: Binding<XYPadValue>
    private let xBounds: ClosedRange<Double>
    private let yBounds: ClosedRange<Double>
    private let xStep: Double
    private let yStep: Double
    private let label: Label
    private let onEditingChanged: (Bool) -> Void
    @_spi(Hosting) public var modifiers = ControlModifiers<XYPad>()

    /// Two bindings of any binary floating-point type as one binding of the pad's values, in
    /// `Double`s; each converts back with its type's own rounding. Only the axis that changed is
    /// written, so a binding whose axis did not move sees no write.
    private static func pair<V: BinaryFloatingPoint>(_ x: Binding<V>, _ y: Binding<V>) -> Binding<XYPadValue> {
        Binding(get: { XYPadValue(x: Double(x.wrappedValue), y: Double(y.wrappedValue)) },
                set: { newValue in
                    // Compared in the binding's own type, so a `Float` axis that did not move,
                    // whose `Double` never equals the model's exactly, is not written.
                    if V(newValue.x) != x.wrappedValue { x.wrappedValue = V(newValue.x) }
                    if V(newValue.y) != y.wrappedValue { y.wrappedValue = V(newValue.y) }
                })
    }

    /// The pad: DetentUIKit's `XYPad` bound to this view's values and settings, with its label.
    public var body: some View {
        ControlLabels(label: label).around(pad, .stacked)
    }

    private var pad: StyledControl<XYPad> {
        let settings = modifiers.settings
        return StyledControl(ControlRepresentable(value: value, make: { XYPad() }, tint: modifiers.tint,
                                                  onEditingChanged: onEditingChanged) { [xBounds, yBounds, xStep, yStep, settings] pad in
            let model = pad.model
            let before = (x: model.xBounds, y: model.yBounds)
            // One transaction: the ranges, the steps and the other settings are announced once.
            pad.configureAxes(x: xBounds, y: yBounds, xStep: xStep, yStep: yStep) {
                for setting in settings { setting(pad) }
            }
            return model.xBounds != before.x || model.yBounds != before.y
        })
    }

    // MARK: Configuration

    /// How the values spread across (`x`) and up (`y`) the pad; the pad's default is `.linear`
    /// for both, and an axis given no scale here (`nil`) keeps the one it has. `.logarithmic`
    /// suits a frequency (a range wholly above 0). The bound values and the steps stay in value
    /// units.
    public func scales(x: ValueScale? = nil, y: ValueScale? = nil) -> XYPadView {
        setting { pad in
            if let x, pad.xScale != x { pad.xScale = x }
            if let y, pad.yScale != y { pad.yScale = y }
        }
    }

    /// When `true` the thumb glides back to the ``neutralValue(_:)`` when the finger lifts, as a
    /// joystick does; the bindings take the neutral value as part of the drag. See
    /// `XYPadModel.springsBack`.
    public func springsBack(_ springs: Bool = true) -> XYPadView { setting(\.springsBack, springs) }

    /// Where the thumb springs back to, in the axes' units. See `XYPadModel.neutralValue`.
    public func neutralValue(_ value: XYPadValue?) -> XYPadView { setting(\.neutralValue, value) }

    /// When `true` a drag slows as the finger moves away from the pad, with a haptic at each
    /// change of speed. See `LinearControlModel.precisionScrubbing`.
    public func precisionScrubbing(_ scrubs: Bool = true) -> XYPadView { setting(\.precisionScrubbing, scrubs) }

    /// When `true` a touch anywhere on the pad puts the thumb under the finger; without this
    /// modifier it is what ``springsBack(_:)`` is. See `XYPadModel.jumpsToTouch`.
    public func jumpsToTouch(_ jumps: Bool = true) -> XYPadView {
        // Always written: reading it back follows `springsBack` until it is set, so "already
        // holds it" is no reason to skip it.
        setting { $0.jumpsToTouch = jumps }
    }

    /// The point a double tap (or VoiceOver's reset action) restores, animated; `nil` for none.
    /// See `XYPadModel.defaultValue`.
    public func defaultValue(_ value: XYPadValue?) -> XYPadView { setting(\.defaultValue, value) }

    /// When `false` the bindings are written once, when the drag ends. See `XYPadModel.isContinuous`.
    public func isContinuous(_ continuous: Bool) -> XYPadView { setting(\.isContinuous, continuous) }

    /// The thumb's diameter, points; its touch target is at least 44 × 44 points. See
    /// `XYPadModel.thumbSize`.
    public func thumbSize(_ size: Double) -> XYPadView { setting(\.thumbSize, CGFloat(size)) }

    /// The names VoiceOver reads for the two axes ("Cutoff", "Resonance"); `nil` (the default)
    /// keeps "Horizontal" or "Vertical" in the environment's language.
    public func axisAccessibilityLabels(x: String? = nil, y: String? = nil) -> XYPadView {
        setting { pad in
            let model = pad.model
            if model.customAccessibilityLabels != (x, y) { model.customAccessibilityLabels = (x, y) }
        }
    }

    /// Turns an axis's value into the text VoiceOver reads. See `XYPadModel.valueFormatter`.
    public func valueFormatter(_ formatter: (@Sendable (XYPadAxis, Double) -> String)?) -> XYPadView {
        setting { pad in pad.valueFormatter = formatter }
    }
}

// In an extension, so the view keeps the memberwise initialiser these call.
extension XYPadView {
    /// A pad for `x` in `xBounds` and `y` in `yBounds` (each default 0…1), moving in steps of
    /// `xStep` and `yStep` (0, the default, is continuous), with a `label` under it that names it
    /// for VoiceOver. `onEditingChanged` is called with `true` when an edit begins and `false` when
    /// it ends (with spring back on, the neutral value is written then, while the thumb glides home).
    public init<V: BinaryFloatingPoint>(x: Binding<V>, y: Binding<V>, xIn xBounds: ClosedRange<V> = 0...1,
                                        yIn yBounds: ClosedRange<V> = 0...1, xStep: V.Stride = 0, yStep: V.Stride = 0,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: Self.pair(x, y), xBounds: Double(xBounds.lowerBound)...Double(xBounds.upperBound),
                  yBounds: Double(yBounds.lowerBound)...Double(yBounds.upperBound), xStep: Double(xStep),
                  yStep: Double(yStep), label: label(), onEditingChanged: onEditingChanged)
    }

    /// A pad for both values as one `XYPadValue`, x in `xBounds` and y in `yBounds` (each default
    /// 0…1), moving in steps of `xStep` and `yStep` (0, the default, is continuous), with a `label`
    /// under it.
    public init(value: Binding<XYPadValue>, xIn xBounds: ClosedRange<Double> = 0...1,
                yIn yBounds: ClosedRange<Double> = 0...1, xStep: Double = 0, yStep: Double = 0,
                @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, xBounds: xBounds, yBounds: yBounds, xStep: xStep, yStep: yStep, label: label(),
                  onEditingChanged: onEditingChanged)
    }
}

extension XYPadView where Label == EmptyView {
    /// A pad for `x` in `xBounds` and `y` in `yBounds` (each default 0…1), in steps of `xStep` and
    /// `yStep` (0, the default, is continuous), without a label (each axis reads its own name).
    public init<V: BinaryFloatingPoint>(x: Binding<V>, y: Binding<V>, xIn xBounds: ClosedRange<V> = 0...1,
                                        yIn yBounds: ClosedRange<V> = 0...1, xStep: V.Stride = 0, yStep: V.Stride = 0,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(x: x, y: y, xIn: xBounds, yIn: yBounds, xStep: xStep, yStep: yStep, label: { EmptyView() },
                  onEditingChanged: onEditingChanged)
    }

    /// A pad for both values as one `XYPadValue`, without a label.
    public init(value: Binding<XYPadValue>, xIn xBounds: ClosedRange<Double> = 0...1,
                yIn yBounds: ClosedRange<Double> = 0...1, xStep: Double = 0, yStep: Double = 0,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, xIn: xBounds, yIn: yBounds, xStep: xStep, yStep: yStep, label: { EmptyView() },
                  onEditingChanged: onEditingChanged)
    }
}

extension XYPadView where Label == Text {
    /// A pad titled by a localized string key (shown under it; VoiceOver names the group of axes
    /// with it), for `x` in `xBounds` and `y` in `yBounds`, in steps of `xStep` and `yStep`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, x: Binding<V>, y: Binding<V>,
                                        xIn xBounds: ClosedRange<V> = 0...1, yIn yBounds: ClosedRange<V> = 0...1,
                                        xStep: V.Stride = 0, yStep: V.Stride = 0,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(x: x, y: y, xIn: xBounds, yIn: yBounds, xStep: xStep, yStep: yStep, label: { Text(titleKey) },
                  onEditingChanged: onEditingChanged)
    }

    /// A pad titled by a string you have already localized (or that needs none).
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, x: Binding<V>, y: Binding<V>,
                                                           xIn xBounds: ClosedRange<V> = 0...1,
                                                           yIn yBounds: ClosedRange<V> = 0...1,
                                                           xStep: V.Stride = 0, yStep: V.Stride = 0,
                                                           onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(x: x, y: y, xIn: xBounds, yIn: yBounds, xStep: xStep, yStep: yStep, label: { Text(title) },
                  onEditingChanged: onEditingChanged)
        self = named(title)
    }

    /// A pad titled by a localized string key, for both values as one `XYPadValue`.
    public init(_ titleKey: LocalizedStringKey, value: Binding<XYPadValue>, xIn xBounds: ClosedRange<Double> = 0...1,
                yIn yBounds: ClosedRange<Double> = 0...1, xStep: Double = 0, yStep: Double = 0,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, xIn: xBounds, yIn: yBounds, xStep: xStep, yStep: yStep, label: { Text(titleKey) },
                  onEditingChanged: onEditingChanged)
    }
}

extension DetentUIKit.XYPad: WrappedControl {
    static var styleKind: DetentControlStyleConfiguration.Kind { .xyPad }
    func apply(_ looks: ModifiedLooks) { looks.xyPad.apply(to: self) }
}

extension ColorRoles where Control == XYPad {
    /// The pad's roles, as `.xyPadColors(…)` names them.
    static func xyPad(pad: Color? = nil, border: Color? = nil, crosshair: Color? = nil, thumb: Color? = nil,
                      thumbOutline: Color? = nil) -> ColorRoles {
        ColorRoles([.color(\.padColor, pad), .color(\.padBorderColor, border), .color(\.crosshairColor, crosshair),
                    .color(\.thumbTintColor, thumb), .color(\.thumbOutlineColor, thumbOutline)])
    }
}

extension View {
    /// Gives every ``XYPadView`` in this view and below `style` (sizes, the thumb's shadow, outline
    /// widths, colours); the colour modifiers and `.tint(_:)` still win where they are set.
    public func xyPadStyle(_ style: XYPadStyle) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.xyPad.style = style }
    }

    /// Colours every ``XYPadView`` in this view and below: the `pad`'s fill and its `border`, the
    /// `crosshair` (default: the accent colour), the `thumb`'s fill and `thumbOutline`. `nil` keeps
    /// the style's colour; dynamic colours follow light, dark and contrast.
    public func xyPadColors(pad: Color? = nil, border: Color? = nil, crosshair: Color? = nil, thumb: Color? = nil,
                            thumbOutline: Color? = nil) -> some View {
        transformEnvironment(\.modifiedLooks) {
            $0.xyPad.colors = .xyPad(pad: pad, border: border, crosshair: crosshair, thumb: thumb, thumbOutline: thumbOutline)
        }
    }
}

extension DetentControlStyleConfiguration.Kind {
    /// An ``XYPadView``: two values, x and y (y grows upwards, so its fraction 1 is the top
    /// edge), and no angle.
    public static let xyPad = Self(description: "xyPad")
}
#endif
