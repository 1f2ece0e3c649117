#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent
@_spi(Hosting) import DetentUIKit

/// A circular slider bound to a `Double`: an arc track and a pointer
/// that follows the finger. The SwiftUI face of DetentUIKit's `Knob`, which hosts a `KnobModel`.
///
/// ```swift
/// @State private var volume = 0.5
///
/// Knob(value: $volume, in: 0...1, step: 0.05) { editing in print("editing:", editing) }
///     .lineWidth(4)
///     .pointerLength(12)
///     .defaultValue(0.5)          // double-tap restores it
///     .frame(width: 160, height: 160)
/// ```
///
/// Dragging, VoiceOver adjustment and double-tap (with a ``defaultValue(_:)``) write the binding;
/// a binding changed from outside moves the pointer at once, or along the track inside
/// `withAnimation`. The look comes from `.knobStyle(_:)` on this view or any container; track and
/// pointer follow the app's accent colour unless the style sets a tint. The knob is square: as
/// large as its frame allows, 150 points along a dimension its container leaves open.
@MainActor
public struct Knob: View, ControlConfigured {
    private let parameters: ValueParameters<Double>
    var settings: [(DetentUIKit.Knob) -> Void] = []

    /// A knob for `value` in `bounds`, moving in steps of `step` (0, the default, is continuous).
    /// `label` is what VoiceOver reads ("Knob" when `nil`); `onEditingChanged` is called with
    /// `true` when a drag begins and `false` when it ends.
    public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0,
                label: String? = nil, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        parameters = ValueParameters(value, bounds, step, ControlLabel(label), onEditingChanged)
    }

    /// A knob for `value` in `bounds`, moving in steps of `step`, named for VoiceOver by `label`
    /// (as `Slider`'s label, it is not shown); `onEditingChanged` is called with `true` when a drag
    /// begins and `false` when it ends.
    public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0,
                @ViewBuilder label: () -> Text, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        parameters = ValueParameters(value, bounds, step, .text(label()), onEditingChanged)
    }

    /// The knob: DetentUIKit's `Knob`, bound to this view's value and settings.
    public var body: some View {
        parameters.control({ DetentUIKit.Knob() }, settings: settings)
    }

    // MARK: Configuration

    /// The width of track and pointer, points; default 2.
    public func lineWidth(_ width: Double) -> Knob { setting(\.lineWidth, width) }

    /// The pointer's length, points; default 6.
    public func pointerLength(_ length: Double) -> Knob { setting(\.pointerLength, length) }

    /// The angles of the minimum and maximum values, radians (0 at 3 o'clock, clockwise);
    /// default −11π/8 and 3π/8.
    public func angles(start: Double, end: Double) -> Knob {
        setting(\.startAngle, start).setting(\.endAngle, end)
    }

    /// The value a double-tap restores, animated; `nil` (the default) turns the reset off. With
    /// one, a tap waits for the double-tap interval before the pointer jumps to it.
    public func defaultValue(_ value: Double?) -> Knob { setting(\.defaultValue, value) }

    /// How a drag changes the value; default `.absolute`, the finger's angle.
    public func interactionMode(_ mode: KnobInteractionMode) -> Knob { setting(\.interactionMode, mode) }

    /// When `false` the binding is written once, when the drag ends; default `true`.
    public func isContinuous(_ continuous: Bool) -> Knob { setting(\.isContinuous, continuous) }

    /// An image drawn instead of the pointer line, pointing right at rest; `nil` (the default)
    /// draws the line.
    public func pointerImage(_ image: UIImage?) -> Knob {
        setting { knob in if knob.pointerImage !== image { knob.pointerImage = image } }
    }

    // MARK: Pro settings

    /// How values spread along the arc; default `.linear`. `.logarithmic` suits a frequency
    /// (a range wholly above 0), `.power(exponent:centre:)` a skewed or bipolar control. The bound
    /// value, the step, the ticks and the default value stay in value units.
    public func scale(_ scale: ValueScale) -> Knob { setting(\.scale, scale) }

    /// The value a bipolar knob rests around (the centre of a pan, 0 dB of a gain): the knob draws a
    /// value arc from it to the value. `nil` (the default) for none.
    public func neutralValue(_ value: Double?) -> Knob { setting(\.neutralValue, value) }

    /// When `true` the knob draws a value arc from the minimum to the value (from the
    /// ``neutralValue(_:)`` when there is one); default `false`.
    public func showsValueArc(_ shows: Bool = true) -> Knob { setting(\.showsValueArc, shows) }

    /// When `true` the knob is endless (an encoder): the value wraps from the maximum to the
    /// minimum with no end stop; default `false`.
    public func wrapsAround(_ wraps: Bool = true) -> Knob { setting(\.wrapsAround, wraps) }

    /// How many full turns the range spans, 1…100 (clamped); default 1, the arc between the angles.
    public func numberOfTurns(_ turns: Int) -> Knob { setting(\.numberOfTurns, turns) }

    /// Marked values drawn around the arc, each with an optional label; keys and VoiceOver move
    /// from tick to tick. With `valuesOnly` the knob takes only tick values. Default: none.
    public func ticks(_ ticks: [Tick], valuesOnly: Bool = false) -> Knob {
        setting(\.ticks, ticks).setting(\.allowsTickValuesOnly, valuesOnly)
    }

    /// Limits the value to `range` while the arc still shows the whole range, the parts outside
    /// dimmed; `nil` (the default) allows the whole range.
    public func enabledRange(_ range: ClosedRange<Double>?) -> Knob { setting(\.enabledRange, range) }
}
#endif
