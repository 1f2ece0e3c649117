#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent

// The views' looks and their haptics switch live in the SwiftUI environment, so one modifier
// styles every control of its kind in a subtree, and may come after `.frame` or on a container:
//
//     Form { … }
//         .knobStyle(studioKnob)
//         .hapticFeedbackEnabled(false)

extension View {
    /// Draws every ``Knob`` in this view and below with `style` (colours, line cap, value label;
    /// default: `KnobStyle()`, track and pointer in the accent colour).
    public func knobStyle(_ style: KnobStyle) -> some View {
        transformEnvironment(\.controlStyles) { $0.knob = style }
    }

    /// Draws every ``RangeSlider`` in this view and below with `style` (colours, curvaceousness,
    /// shadow, label font; default: `RangeSliderStyle()`).
    public func rangeSliderStyle(_ style: RangeSliderStyle) -> some View {
        transformEnvironment(\.controlStyles) { $0.rangeSlider = style }
    }

    /// Draws every ``RotaryWheel`` in this view and below with `style` (colours, fonts, the centre
    /// button's title; default: Detent's).
    public func rotaryWheelStyle(_ style: RotaryWheelStyle) -> some View {
        transformEnvironment(\.controlStyles) { $0.rotaryWheel = style }
    }

    /// Draws every ``RotatableKnob`` in this view and below with `style` (the drawn knob and its
    /// scale; default: Detent's).
    public func rotatableKnobStyle(_ style: RotatableKnobStyle) -> some View {
        transformEnvironment(\.controlStyles) { $0.rotatableKnob = style }
    }

    /// Turns the haptics of every Detent control in this view and below on or off; default on.
    /// Haptics only ever follow the user's own changes, never a binding changed from outside.
    public func hapticFeedbackEnabled(_ enabled: Bool) -> some View {
        environment(\.isHapticFeedbackEnabled, enabled)
    }
}

/// The looks the style modifiers set, one per kind of control; each starts as its style's
/// default look.
struct ControlStyles: Sendable {
    var knob = KnobStyle()
    var rangeSlider = RangeSliderStyle()
    var rotaryWheel = RotaryWheelStyle()
    var rotatableKnob = RotatableKnobStyle()
}

extension EnvironmentValues {
    /// The looks the style modifiers set (`.knobStyle(_:)`…).
    var controlStyles: ControlStyles {
        get { self[ControlStylesKey.self] }
        set { self[ControlStylesKey.self] = newValue }
    }

    /// Whether Detent's controls here play haptics; set it with `.hapticFeedbackEnabled(_:)`.
    /// Default `true`.
    public var isHapticFeedbackEnabled: Bool {
        get { self[HapticFeedbackKey.self] }
        set { self[HapticFeedbackKey.self] = newValue }
    }
}

private struct ControlStylesKey: EnvironmentKey {
    static let defaultValue = ControlStyles()
}

private struct HapticFeedbackKey: EnvironmentKey {
    static let defaultValue = true
}
#endif
