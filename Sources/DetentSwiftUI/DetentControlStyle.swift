#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent

/// A look of your own for Detent's views, drawn with SwiftUI views: set it with
/// ``SwiftUI/View/detentControlStyle(_:)`` as you set a `ButtonStyle` with `.buttonStyle(_:)`.
///
/// Every ``KnobView``, ``FaderView``, ``RangeSliderView``, ``MultiSliderView``, ``XYPadView``,
/// ``RotaryWheelView`` and ``RotatableKnobView`` below the modifier stops drawing its own face and
/// shows the view ``makeBody(configuration:)`` returns, laid over it in the control's frame, and
/// keeps all its behaviour: drags, taps, keys, the arbitration with a scroll view around it,
/// VoiceOver, haptics, one edit per gesture and the binding work exactly as with Detent's look. The
/// body is made again whenever what it shows changes: every frame of a drag, of an animated binding
/// change (inside `withAnimation`) and of a wheel's glide, as the value moves.
///
/// ```swift
/// struct DotStyle: DetentControlStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ZStack {
///             Circle().strokeBorder(.secondary, lineWidth: 2)
///             Circle()
///                 .fill(configuration.tint)
///                 .frame(width: 10, height: 10)
///                 .offset(x: configuration.size.width / 2 - 14)
///                 .rotationEffect(configuration.angle ?? .zero)
///         }
///         .opacity(configuration.isEnabled ? 1 : 0.4)
///     }
/// }
///
/// KnobView("Volume", value: $volume)
///     .detentControlStyle(DotStyle())
/// ```
///
/// The body takes no touches (it is laid over the control with hit testing off) and is hidden from
/// VoiceOver, which reads the control as before. Titles and value labels stay where the view puts
/// them, outside the body. One style serves every kind of control: read
/// ``DetentControlStyleConfiguration/kind`` to draw each its own way. The body sees the SwiftUI
/// environment (colour scheme, Dynamic Type, layout direction) as any view does.
@MainActor
public protocol DetentControlStyle {
    /// The view that draws a control.
    associatedtype Body: View

    /// The view that draws the control described by `configuration`, sized to the control's
    /// frame.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What the control shows now.
    typealias Configuration = DetentControlStyleConfiguration
}

/// What a ``DetentControlStyle`` draws: the control's kind and size, its values as they show now
/// (during an animated change they move with the animation, frame by frame), whether a finger is
/// on it and whether it is enabled, and its accent colour.
public struct DetentControlStyleConfiguration {
    /// Which of Detent's controls a ``DetentControlStyleConfiguration`` describes.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        // Each view's file declares its kind's constant.

        /// The kind's name, spelt as its constant is ("knob", "xyPad"…).
        public let description: String
    }

    /// Which control this is; a style that draws kinds differently switches on it.
    public let kind: Kind
    /// The control's size, points: the frame the body is given.
    public let size: CGSize
    /// The values shown, in the view's units: a knob's or a fader's value (`[value]`), a range
    /// slider's lower and upper values, a multi-thumb slider's values (lowest first), an XY pad's x
    /// and y, a wheel's selected index, a rotatable knob's value from 0 to 1.
    public let values: [Double]
    /// Where each of ``values`` lies between the minimum (0) and the maximum (1), on the
    /// control's value scale (a logarithmic knob's middle is its geometric mean); a wheel's
    /// selected index over its number of sectors.
    public let fractions: [Double]
    /// A knob's pointer angle, a rotatable knob's rotation or a wheel's rotation; `nil` for a
    /// fader, a range or multi-thumb slider or an XY pad. 0 points to 3 o'clock and positive angles
    /// turn clockwise on screen, as `rotationEffect(_:)` and `Path.addArc` take them: rotate a view
    /// drawn pointing right by it.
    public let angle: Angle?
    /// ``angle`` at the minimum value, where a knob's scale begins; `nil` for every control but the
    /// knobs.
    public let startAngle: Angle?
    /// ``angle`` at the maximum value, where a knob's scale ends; `nil` for every control but the
    /// knobs.
    public let endAngle: Angle?
    /// The control's marked values, with where each lies (0…1) in ``tickFractions``; empty by
    /// default.
    public let ticks: [Tick]
    /// Where each of ``ticks`` lies between the minimum (0) and the maximum (1).
    public let tickFractions: [Double]
    /// The value as VoiceOver reads it: formatted in the environment's locale (with the view's
    /// `valueFormatter`), a range slider's "lower – upper", a multi-thumb slider's values
    /// separated by commas, an XY pad's "x, y", a wheel's sector title.
    public let valueText: String
    /// True while a finger (or the pointer) drags the control.
    public let isTracking: Bool
    /// False when the control is disabled (`.disabled(true)`); draw it dimmed.
    public let isEnabled: Bool
    /// The accent Detent's look would use: the view's `.tint(_:)`, else `.detentTint(_:)`, else
    /// UIKit's tint colour (the app's accent, grey while an alert dims the app).
    public let tint: Color

    /// The first of ``values``: a knob's value, a range slider's lower value, a wheel's selected
    /// index.
    public var value: Double { values.first ?? 0 }
    /// The first of ``fractions``.
    public var fraction: Double { fractions.first ?? 0 }

    /// The configuration of a `kind` of control in `state`, the core's description of it.
    init(kind: Kind, state: ControlLook.State) {
        self.kind = kind
        size = state.bounds.size
        values = state.values
        fractions = state.fractions
        angle = state.angle.map { Angle(radians: $0) }
        startAngle = state.startAngle.map { Angle(radians: $0) }
        endAngle = state.endAngle.map { Angle(radians: $0) }
        ticks = state.ticks
        tickFractions = state.tickFractions
        valueText = state.valueText
        isTracking = state.isTracking
        isEnabled = state.isEnabled
        let c = state.tintColor
        tint = Color(.sRGB, red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
    }
}

extension View {
    /// Draws every Detent view in this view and below (``KnobView``, ``FaderView``,
    /// ``RangeSliderView``, ``MultiSliderView``, ``XYPadView``, ``RotaryWheelView``,
    /// ``RotatableKnobView``) with `style`'s views instead of Detent's look, keeping each control's
    /// behaviour: gestures, keys, scrolling, VoiceOver, haptics and edits. An inner
    /// `.detentControlStyle(_:)` wins over an outer one. Without one (the default) the controls
    /// draw Detent's look, with the style and colour modifiers (`.knobStyle(_:)`,
    /// `.knobColors(…)`…), which a control style replaces.
    public func detentControlStyle<Style: DetentControlStyle>(_ style: Style) -> some View {
        environment(\.detentControlStyle, AnyDetentControlStyle(style))
    }
}

/// A control style of any type, as the environment keeps it.
struct AnyDetentControlStyle {
    private let style: any DetentControlStyle

    init(_ style: some DetentControlStyle) {
        self.style = style
    }

    /// The style's body for `configuration`.
    @MainActor
    func makeBody(configuration: DetentControlStyleConfiguration) -> AnyView {
        func body(of style: some DetentControlStyle) -> AnyView { AnyView(style.makeBody(configuration: configuration)) }
        return body(of: style)
    }
}

extension EnvironmentValues {
    /// The style `.detentControlStyle(_:)` set here; `nil` (Detent's look) by default.
    var detentControlStyle: AnyDetentControlStyle? {
        get { self[DetentControlStyleKey.self] }
        set { self[DetentControlStyleKey.self] = newValue }
    }
}

private struct DetentControlStyleKey: EnvironmentKey {
    // Computed: a style need not be `Sendable`, so there is no shared instance.
    static var defaultValue: AnyDetentControlStyle? { nil }
}
#endif
