#if canImport(UIKit)
import SwiftUI
import Detent

/// A circular slider (the original knob tutorials) bound to a `Double`: an arc track and a pointer that
/// follows the finger. A SwiftUI host for ``KnobModel``.
///
/// ```swift
/// @State private var volume = 0.5
///
/// Knob(value: $volume, in: 0...1, step: 0.05) { editing in print("editing:", editing) }
///     .lineWidth(4)
///     .pointerLength(12)
///     .frame(width: 160, height: 160)
/// ```
///
/// Dragging, VoiceOver adjustment and double-tap (with a ``defaultValue(_:)``) change the binding;
/// changes of the binding from outside turn the pointer along the track when
/// ``animatesValueChanges(_:)`` is on.
@MainActor
public struct Knob: View, CopyConfigured {
    private let parameters: KnobParameters
    private var style = KnobStyle()
    private var lineWidth = 2.0
    private var pointerLength = 6.0
    private var angles = (start: -11 * Double.pi / 8, end: 3 * Double.pi / 8)
    private var resetValue: Double?
    private var mode = KnobInteractionMode.absolute
    private var continuous = true
    private var animates = false
    private var pointerImage: Image?
    private var platform = ControlEnvironmentReader()
    @StateObject private var host = ViewHost(KnobModel())

    /// A knob for `value` in `bounds`, moving in steps of `step` (0, the default, is continuous).
    /// `label` is what VoiceOver reads ("Knob" when `nil`); `onEditingChanged` is called with
    /// `true` when a drag begins and `false` when it ends.
    public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0,
                label: String? = nil, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        parameters = KnobParameters(value: value, bounds: bounds, step: step, label: label,
                                    onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        let _ = synchronize()
        ControlSurface(host: host, style: resolvedStyle, images: images)
            .adjustableElement(host.model.accessibilityElement, adjust: host.adjust)
    }

    // MARK: Configuration

    /// The look: tint, line cap, centre value label and so on. Default: the original tutorial's, in
    /// system blue (the style's `tintColor`, when set, replaces it).
    public func knobStyle(_ style: KnobStyle) -> Knob { with { $0.style = style } }

    /// The width of track and pointer, points; default 2.
    public func lineWidth(_ width: Double) -> Knob { with { $0.lineWidth = width } }

    /// The pointer's length, points; default 6.
    public func pointerLength(_ length: Double) -> Knob { with { $0.pointerLength = length } }

    /// The angles of the minimum and maximum values, radians (0 at 3 o'clock, clockwise);
    /// default −11π/8 and 3π/8.
    public func angles(start: Double, end: Double) -> Knob { with { $0.angles = (start, end) } }

    /// The value a double-tap restores, animated; `nil` (the default) turns the reset off.
    public func defaultValue(_ value: Double?) -> Knob { with { $0.resetValue = value } }

    /// How a drag changes the value; default `.absolute`, the finger's angle.
    public func interactionMode(_ mode: KnobInteractionMode) -> Knob { with { $0.mode = mode } }

    /// When `false` the binding is written once, when the drag ends; default `true`.
    public func isContinuous(_ continuous: Bool) -> Knob { with { $0.continuous = continuous } }

    /// When `true`, changes of the binding from outside turn the pointer along the track over
    /// 0.25 s; default `false`.
    public func animatesValueChanges(_ animates: Bool) -> Knob { with { $0.animates = animates } }

    /// An image drawn instead of the pointer line, pointing right at rest; `nil` draws the line.
    public func pointerImage(_ image: Image?) -> Knob { with { $0.pointerImage = image } }

    // MARK: Forwarding

    private static let pointerImageName = "DetentSwiftUI.Knob.pointer"

    private var resolvedStyle: KnobStyle {
        var resolved = style
        if pointerImage != nil { resolved.pointerImageName = Self.pointerImageName }
        return resolved
    }

    private var images: [String: Image] {
        pointerImage.map { [Self.pointerImageName: $0] } ?? [:]
    }

    /// Pushes the view's environment, parameters and binding into the model and points the model's
    /// events at the current binding.
    private func synchronize() {
        host.updatingView {
            host.assign(\.environment, platform.value)
            host.assign(parameters, to: \.self, defaultLabel: "Knob")
            host.assign(\.lineWidth, lineWidth)
            host.assign(\.pointerLength, pointerLength)
            host.assign(\.startAngle, angles.start)
            host.assign(\.endAngle, angles.end)
            host.assign(\.defaultValue, resetValue)
            host.assign(\.interactionMode, mode)
            host.assign(\.isContinuous, continuous)
            host.bind(parameters.$value, animates: animates, onEditingChanged: parameters.onEditingChanged)
        }
    }
}

/// What both knob views are created with: the bound value, its bounds and step, the label
/// VoiceOver reads and the editing callback. ``Knob`` pushes them into its ``KnobModel``,
/// ``RotatableKnob`` into its model's ``RotatableKnobModel/knob``.
@MainActor
struct KnobParameters {
    /// The value the knob shows and the user sets.
    @Binding var value: Double
    /// The range of `value`.
    let bounds: ClosedRange<Double>
    /// The distance between allowed values; 0 is continuous.
    let step: Double
    /// What VoiceOver reads; `nil` for the view's default.
    let label: String?
    /// Called with `true` when a drag begins and `false` when it ends.
    let onEditingChanged: (Bool) -> Void
}

extension ViewHost {
    /// Pushes a knob view's `parameters` into the knob at `knob` (the model itself, or the
    /// rotatable knob's ``RotatableKnobModel/knob``): bounds, step, and the label, `defaultLabel`
    /// when `parameters` has none. The value follows with ``bind(_:animates:onEditingChanged:onEvent:)``.
    func assign(_ parameters: KnobParameters, to knob: KeyPath<Model, KnobModel>, defaultLabel: String) {
        assign(knob.appending(path: \.minimumValue), parameters.bounds.lowerBound)
        assign(knob.appending(path: \.maximumValue), parameters.bounds.upperBound)
        assign(knob.appending(path: \.step), parameters.step)
        assign(knob.appending(path: \.accessibilityLabel), parameters.label ?? defaultLabel)
    }
}
#endif
