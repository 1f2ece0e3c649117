#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent
import DetentUIKit

/// A circular slider bound to a floating-point value, written as you write a `Slider`: an arc
/// track and a pointer that follows the finger. The SwiftUI face of DetentUIKit's `Knob`.
///
/// ```swift
/// @State private var volume: Float = 0.5
///
/// KnobView("Volume", value: $volume, in: 0...1, step: 0.05) { editing in print("editing:", editing) }
///     .lineWidth(4)
///     .pointerLength(12)
///     .defaultValue(0.5)          // double-tap restores it
///     .tint(.orange)
///     .frame(width: 160, height: 180)
/// ```
///
/// Dragging, keys, VoiceOver adjustment and double-tap (with a ``defaultValue(_:)``) write the
/// binding; a binding changed from outside moves the pointer at once, or along the track inside
/// `withAnimation`. A label is shown under the knob and names it for VoiceOver; minimum and
/// maximum value labels sit under the ends of its arc. Track and pointer take the accent colour
/// set with ``tint(_:)`` on the knob (else UIKit's tint colour, the app's accent, dimmed behind
/// alerts); `.disabled`, the colour scheme, Dynamic Type, layout direction and
/// `.environment(\.locale, …)` apply. The knob is square: as large as its frame allows, 150
/// points along a dimension its container leaves open.
@MainActor
public struct KnobView<Label: View, ValueLabel: View>: SliderShapedView, DetentControlView {
    private let content: LabelledParameters<Double, Label, ValueLabel>
    @_spi(Hosting) public var modifiers = ControlModifiers<Knob>()

    /// The knob for `content`, which its initialisers gather.
    @_spi(Hosting) public init(_ content: LabelledParameters<Double, Label, ValueLabel>) {
        self.content = content
    }

    /// The knob: DetentUIKit's `Knob` bound to this view's value and settings, with its labels.
    public var body: some View {
        content.control({ Knob() }, modifiers, .stacked)
    }

    // MARK: Configuration

    /// The width of track and pointer, points. See `KnobModel.lineWidth`.
    public func lineWidth(_ width: Double) -> KnobView { setting(\.lineWidth, CGFloat(width)) }

    /// The pointer's length, points. See `KnobModel.pointerLength`.
    public func pointerLength(_ length: Double) -> KnobView { setting(\.pointerLength, CGFloat(length)) }

    /// The angles of the minimum and maximum values, radians (0 at 3 o'clock, clockwise);
    /// default −11π/8 and 3π/8.
    public func angles(start: Double, end: Double) -> KnobView {
        setting(\.startAngle, CGFloat(start)).setting(\.endAngle, CGFloat(end))
    }

    /// How a drag changes the value. See `KnobModel.interactionMode`.
    public func interactionMode(_ mode: KnobInteractionMode) -> KnobView { setting(\.interactionMode, mode) }

    /// Shows the value in the knob's centre. See `KnobStyle.showsValueLabel`.
    public func showsValueLabel(_ shows: Bool = true) -> KnobView { setting(\.showsValueLabel, shows) }

    /// An image drawn instead of the pointer line, pointing right at rest; `nil` (the default)
    /// draws the line. Template images and SF Symbols take the accent colour.
    public func pointerImage(_ image: UIImage?) -> KnobView {
        // `UIImage`'s `==` compares the images, so one made anew in `body` is no change.
        setting { knob in if knob.pointerImage != image { knob.pointerImage = image } }
    }

    // MARK: Pro settings

    /// When `true` the knob draws a value arc from the minimum to the value (from the
    /// ``neutralValue(_:)`` when there is one). See `KnobModel.showsValueArc`.
    public func showsValueArc(_ shows: Bool = true) -> KnobView { setting(\.showsValueArc, shows) }

    /// When `true` the knob is endless (an encoder): the value wraps from the maximum to the
    /// minimum with no end stop. See `KnobModel.wrapsAround`.
    public func wrapsAround(_ wraps: Bool = true) -> KnobView { setting(\.wrapsAround, wraps) }

    /// How many full turns the range spans, 1…100. See `KnobModel.numberOfTurns`.
    public func numberOfTurns(_ turns: Int) -> KnobView { setting(\.numberOfTurns, turns) }

    /// Marked values drawn around the arc, each with an optional label; keys and VoiceOver move
    /// from tick to tick. With `valuesOnly` the knob takes only tick values. Default: none.
    public func ticks(_ ticks: [Tick], valuesOnly: Bool = false) -> KnobView {
        setting(\.ticks, ticks).setting(\.allowsTickValuesOnly, valuesOnly)
    }
}

extension DetentUIKit.Knob: WrappedControl {
    static var styleKind: DetentControlStyleConfiguration.Kind { .knob }
    func apply(_ looks: ModifiedLooks) { looks.knob.apply(to: self) }
}

extension ColorRoles where Control == Knob {
    /// The knob's roles, as `.knobColors(…)` names them.
    static func knob(track: Color? = nil, valueLabel: Color? = nil) -> ColorRoles {
        ColorRoles([.color(\.trackColor, track), .color(\.valueLabelColor, valueLabel)])
    }
}

extension View {
    /// Draws every ``KnobView`` in this view and below with `style` (colours, line cap, value label;
    /// default: `KnobStyle()`, track and pointer in the accent colour).
    public func knobStyle(_ style: KnobStyle) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.knob.style = style }
    }

    /// Colours every ``KnobView`` in this view and below: its `track` (default: the accent colour,
    /// as the pointer) and centre `valueLabel` (default: the accent, darkened or lightened to read
    /// against the page). `nil` keeps the default; dynamic colours follow light, dark and contrast.
    /// The pointer takes the accent: `.tint(_:)` on the knob.
    public func knobColors(track: Color? = nil, valueLabel: Color? = nil) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.knob.colors = .knob(track: track, valueLabel: valueLabel) }
    }
}

extension DetentControlStyleConfiguration.Kind {
    /// A ``KnobView``: one value, an ``DetentControlStyleConfiguration/angle`` and the angles
    /// of its scale.
    public static let knob = Self(description: "knob")
}
#endif
