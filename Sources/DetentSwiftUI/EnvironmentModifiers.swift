#if canImport(UIKit)
import SwiftUI
import Detent

// The views' looks and their haptics switch live in the SwiftUI environment, so one modifier
// styles every control of its kind in a subtree, and may come after `.frame` or on a container:
//
//     Form { … }
//         .knobStyle(studioKnob)
//         .hapticFeedbackEnabled(false)

extension View {
    /// Draws every ``Knob`` in this view and below with `style` (colours, line cap, value label;
    /// default: the original tutorial's look in the accent colour).
    public func knobStyle(_ style: KnobStyle) -> some View { environment(\.knobStyle, style) }

    /// Draws every ``RangeSlider`` in this view and below with `style` (colours, curvaceousness,
    /// shadow, label font; default: the original tutorial's look).
    public func rangeSliderStyle(_ style: RangeSliderStyle) -> some View { environment(\.rangeSliderStyle, style) }

    /// Draws every ``RotaryWheel`` in this view and below with `style` (colours, fonts, the centre
    /// button's title; default: Detent's).
    public func rotaryWheelStyle(_ style: RotaryWheelStyle) -> some View { environment(\.rotaryWheelStyle, style) }

    /// Draws every ``RotatableKnob`` in this view and below with `style` (the drawn knob and its
    /// scale; default: Detent's).
    public func rotatableKnobStyle(_ style: RotatableKnobStyle) -> some View {
        environment(\.rotatableKnobStyle, style)
    }

    /// Turns the haptics of every Detent control in this view and below on or off; default on.
    /// Haptics only ever follow the user's own changes, never a binding changed from outside.
    public func hapticFeedbackEnabled(_ enabled: Bool) -> some View {
        environment(\.isHapticFeedbackEnabled, enabled)
    }
}

extension EnvironmentValues {
    /// The look of the ``Knob``s here; set it with `.knobStyle(_:)`. Default `KnobStyle()`.
    public var knobStyle: KnobStyle {
        get { self[StyleKey<KnobStyle>.self] }
        set { self[StyleKey<KnobStyle>.self] = newValue }
    }

    /// The look of the ``RangeSlider``s here; set it with `.rangeSliderStyle(_:)`. Default
    /// `RangeSliderStyle()`.
    public var rangeSliderStyle: RangeSliderStyle {
        get { self[StyleKey<RangeSliderStyle>.self] }
        set { self[StyleKey<RangeSliderStyle>.self] = newValue }
    }

    /// The look of the ``RotaryWheel``s here; set it with `.rotaryWheelStyle(_:)`. Default
    /// `RotaryWheelStyle()`.
    public var rotaryWheelStyle: RotaryWheelStyle {
        get { self[StyleKey<RotaryWheelStyle>.self] }
        set { self[StyleKey<RotaryWheelStyle>.self] = newValue }
    }

    /// The look of the ``RotatableKnob``s here; set it with `.rotatableKnobStyle(_:)`. Default
    /// `RotatableKnobStyle()`.
    public var rotatableKnobStyle: RotatableKnobStyle {
        get { self[StyleKey<RotatableKnobStyle>.self] }
        set { self[StyleKey<RotatableKnobStyle>.self] = newValue }
    }

    /// Whether Detent's controls here play haptics; set it with `.hapticFeedbackEnabled(_:)`.
    /// Default `true`.
    public var isHapticFeedbackEnabled: Bool {
        get { self[HapticFeedbackKey.self] }
        set { self[HapticFeedbackKey.self] = newValue }
    }
}

/// A style with a default look: every Detent style.
protocol DefaultStyle: ControlStyle {
    init()
}

extension KnobStyle: DefaultStyle {}
extension RangeSliderStyle: DefaultStyle {}
extension RotaryWheelStyle: DefaultStyle {}
extension RotatableKnobStyle: DefaultStyle {}

/// The environment key of one kind of style; its default is the style's default look.
private struct StyleKey<Style: DefaultStyle>: EnvironmentKey {
    static var defaultValue: Style { Style() }
}

private struct HapticFeedbackKey: EnvironmentKey {
    static let defaultValue = true
}
#endif
