#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent
import DetentUIKit

/// An image knob turned by panning across 0–270°, bound to a floating-point value from 0 to 1.
/// The SwiftUI face of DetentUIKit's `RotatableKnob`.
///
/// ```swift
/// @State private var level = 0.0
///
/// RotatableKnobView("Volume", value: $level)
///     .defaultValue(0.5)                                 // double-tap restores it
///     .knobImage(UIImage(named: "knob"), for: .normal)   // or leave out: Detent draws a knob
///     .frame(width: 160, height: 180)
/// Text("\(Int((level * 100).rounded()))")
/// ```
///
/// Panning anywhere on the knob turns it, also inside a scrolling container. A binding changed from
/// outside turns it at once, or inside `withAnimation` over 0.25 s. A label is shown under the
/// knob and names it for VoiceOver. The knob is square: as large as its frame allows, 150 points
/// along a dimension left open.
@MainActor
public struct RotatableKnobView<Label: View>: View, DetentControlView {
    private let content: LabelledParameters<Double, Label, EmptyView>
    @_spi(Hosting) public var modifiers = ControlModifiers<RotatableKnob>()

    /// A knob for `value`, from 0 to 1 (the knob's normalised value; the level 0–100 is
    /// `Int((value * 100).rounded())`), in steps of `step` (0, the default, is continuous), with a
    /// `label` shown under it. `onEditingChanged` is called with `true` when a pan begins and
    /// `false` when it ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, step: V.Stride = 0, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        content = LabelledParameters(ValueParameters(value, in: 0...1, step: step, onEditingChanged: onEditingChanged),
                                     ControlLabels(label: label()))
    }

    /// The knob: DetentUIKit's `RotatableKnob` bound to this view's value and settings, with its
    /// label.
    public var body: some View {
        content.control({ RotatableKnob() }, rangeModel: \.model.knob, modifiers, .stacked)
    }

    // MARK: Configuration

    /// The value a double-tap (or VoiceOver's reset action) restores, animated. See
    /// `ControlModel.defaultValue`.
    public func defaultValue(_ value: Double?) -> RotatableKnobView { setting(\.defaultValue, value) }

    /// The value the knob rests around (the centre of a pan); reaching or crossing it plays a
    /// haptic. See `ControlModel.neutralValue`.
    public func neutralValue(_ value: Double?) -> RotatableKnobView { setting(\.neutralValue, value) }

    /// How far one point of pan turns the knob, radians. See `RotatableKnobModel.sensitivity`.
    public func sensitivity(_ radiansPerPoint: Double) -> RotatableKnobView { setting(\.sensitivity, CGFloat(radiansPerPoint)) }

    /// When `false` the binding is written once, when the pan ends. See `ValueRangeModel.isContinuous`
    /// (on `RotatableKnobModel.knob`).
    public func isContinuous(_ continuous: Bool) -> RotatableKnobView { setting(\.isContinuous, continuous) }

    /// Shows `image` for `state` instead of the drawn knob (`nil` removes it); a state without one
    /// uses `.normal`'s. Template images take the indicator colour.
    public func knobImage(_ image: UIImage?, for state: RotatableKnobImageState) -> RotatableKnobView {
        setting { knob in if knob.image(for: state) != image { knob.setImage(image, for: state) } }
    }

    /// How values spread along the knob's sweep; the bound value and the step stay in value units.
    /// See `RotatableKnobModel.scale`.
    public func scale(_ scale: ValueScale) -> RotatableKnobView {
        setting { knob in assign(scale, to: \.scale, on: knob.model) }
    }
}

extension RotatableKnobView where Label == EmptyView {
    /// A knob for `value` from 0 to 1, in steps of `step`, without a label (VoiceOver calls it
    /// "Level" in the environment's language).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, step: V.Stride = 0,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension RotatableKnobView where Label == Text {
    /// A knob titled by a localized string key (shown under it, read by VoiceOver), for `value`
    /// from 0 to 1 in steps of `step`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 0,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A knob titled by a string you have already localized (or that needs none).
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: Binding<V>, step: V.Stride = 0,
                                                           onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
        self = named(title)
    }
}

extension DetentUIKit.RotatableKnob: WrappedControl {
    static var styleKind: DetentControlStyleConfiguration.Kind { .rotatableKnob }
    func apply(_ looks: ModifiedLooks) { looks.rotatableKnob.apply(to: self) }
}

extension ColorRoles where Control == RotatableKnob {
    /// The rotatable knob's roles, as `.rotatableKnobColors(…)` names them.
    static func rotatableKnob(indicator: Color? = nil, scale: Color? = nil) -> ColorRoles {
        ColorRoles([.color(\.indicatorColor, indicator), .color(\.scaleColor, scale)])
    }
}

extension View {
    /// Draws every ``RotatableKnobView`` in this view and below with `style` (the drawn knob and its
    /// scale; default: Detent's).
    public func rotatableKnobStyle(_ style: RotatableKnobStyle) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.rotatableKnob.style = style }
    }

    /// Colours every ``RotatableKnobView`` in this view and below: the `indicator` line (and
    /// template images) and the `scale` ticks. `nil` keeps the style's automatic colour.
    public func rotatableKnobColors(indicator: Color? = nil, scale: Color? = nil) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.rotatableKnob.colors = .rotatableKnob(indicator: indicator, scale: scale) }
    }
}

extension DetentControlStyleConfiguration.Kind {
    /// A ``RotatableKnobView``: one value from 0 to 1 and the knob's rotation as the angle.
    public static let rotatableKnob = Self(description: "rotatableKnob")
}
#endif
