#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent

// The views' looks, colours and haptics switch live in the SwiftUI environment, so one modifier
// styles every control of its kind in a subtree, and may come after `.frame` or on a container:
//
//     Form { … }
//         .knobColors(track: .secondary.opacity(0.3))
//         .knobStyle(studioKnob)
//         .hapticFeedbackEnabled(false)

extension View {
    /// Draws every ``KnobView`` in this view and below with `style` (colours, line cap, value label;
    /// default: `KnobStyle()`, track and pointer in the accent colour).
    public func knobStyle(_ style: KnobStyle) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.knob.style = style }
    }

    /// Draws every ``RangeSliderView`` in this view and below with `style` (colours, curvaceousness,
    /// shadow, label font; default: `RangeSliderStyle()`).
    public func rangeSliderStyle(_ style: RangeSliderStyle) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.rangeSlider.style = style }
    }

    /// Draws every ``RotaryWheelView`` in this view and below with `style` (colours, fonts, the centre
    /// button's title; default: Detent's).
    public func rotaryWheelStyle(_ style: RotaryWheelStyle) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.rotaryWheel.style = style }
    }

    /// Draws every ``RotatableKnobView`` in this view and below with `style` (the drawn knob and its
    /// scale; default: Detent's).
    public func rotatableKnobStyle(_ style: RotatableKnobStyle) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.rotatableKnob.style = style }
    }

    /// Colours every ``KnobView`` in this view and below: its `track` (default: the accent colour,
    /// as the pointer) and centre `valueLabel` (default: the accent, darkened or lightened to read
    /// against the page). `nil` keeps the default; dynamic colours follow light, dark and contrast.
    /// The pointer takes the accent: `.tint(_:)` on the knob.
    public func knobColors(track: Color? = nil, valueLabel: Color? = nil) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.knob.colors = .knob(track: track, valueLabel: valueLabel) }
    }

    /// Colours every ``RangeSliderView`` in this view and below: the `track` outside the selection,
    /// the `selectedTrack` between the thumbs (default: the accent colour), the `thumb` fill and
    /// `thumbOutline`, and the value and tick `label`s. `nil` keeps the style's colour.
    public func rangeSliderColors(track: Color? = nil, selectedTrack: Color? = nil, thumb: Color? = nil,
                                  thumbOutline: Color? = nil, label: Color? = nil) -> some View {
        transformEnvironment(\.modifiedLooks) {
            $0.rangeSlider.colors = .thumbSlider(track: track, selectedTrack: selectedTrack, thumb: thumb,
                                                 thumbOutline: thumbOutline, label: label)
        }
    }

    /// Colours every ``RotaryWheelView`` in this view and below: the `wheel` disc, the `sectors`'
    /// fills (used in turn), the `separator` lines, the sectors' `content` (icons and titles), the
    /// `marker`, the `centerButton` and its `centerButtonTitle`. `nil` keeps the style's automatic
    /// colour for light, dark and contrast.
    public func rotaryWheelColors(wheel: Color? = nil, sectors: [Color]? = nil, separator: Color? = nil,
                                  content: Color? = nil, marker: Color? = nil, centerButton: Color? = nil,
                                  centerButtonTitle: Color? = nil) -> some View {
        transformEnvironment(\.modifiedLooks) {
            $0.rotaryWheel.colors = .rotaryWheel(wheel: wheel, sectors: sectors, separator: separator, content: content,
                                                 marker: marker, centerButton: centerButton,
                                                 centerButtonTitle: centerButtonTitle)
        }
    }

    /// Colours every ``RotatableKnobView`` in this view and below: the `indicator` line (and
    /// template images) and the `scale` ticks. `nil` keeps the style's automatic colour.
    public func rotatableKnobColors(indicator: Color? = nil, scale: Color? = nil) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.rotatableKnob.colors = .rotatableKnob(indicator: indicator, scale: scale) }
    }

    /// Sets the accent colour of every Detent control in this view and below (a knob's track and
    /// pointer, a range slider's selection, template images); `nil` (the default) takes UIKit's
    /// tint colour, the app's accent. SwiftUI on iOS 16 gives a view no way to read a `.tint(_:)`
    /// set on a container, so containers use this; `.tint(_:)` written directly on a Detent view
    /// (before other modifiers) sets that view's accent and wins over this.
    public func detentTint(_ tint: Color?) -> some View {
        environment(\.detentTint, tint)
    }

    /// Turns the haptics of every Detent control in this view and below on or off; default on.
    /// Haptics only ever follow the user's own changes, never a binding changed from outside.
    public func hapticFeedbackEnabled(_ enabled: Bool) -> some View {
        environment(\.isHapticFeedbackEnabled, enabled)
    }
}

extension EnvironmentValues {
    /// The looks the style and colour modifiers set (`.knobStyle(_:)`, `.knobColors(…)`…).
    var modifiedLooks: ModifiedLooks {
        get { self[ModifiedLooksKey.self] }
        set { self[ModifiedLooksKey.self] = newValue }
    }

    /// The accent colour `.detentTint(_:)` set for Detent's controls here; `nil` by default.
    public var detentTint: Color? {
        get { self[DetentTintKey.self] }
        set { self[DetentTintKey.self] = newValue }
    }

    /// Whether Detent's controls here play haptics; set it with `.hapticFeedbackEnabled(_:)`.
    /// Default `true`.
    public var isHapticFeedbackEnabled: Bool {
        get { self[HapticFeedbackKey.self] }
        set { self[HapticFeedbackKey.self] = newValue }
    }
}

private struct ModifiedLooksKey: EnvironmentKey {
    // Built once rather than on every read: it is immutable and its colour roles hold no
    // `Color` (every role is `nil`), the one non-`Sendable` part in the iOS 16 SDK.
    nonisolated(unsafe) static let defaultValue = ModifiedLooks()
}

private struct DetentTintKey: EnvironmentKey {
    // Computed: SwiftUI's `Color` is not `Sendable` in the iOS 16 SDK, so no shared instance.
    static var defaultValue: Color? { nil }
}

private struct HapticFeedbackKey: EnvironmentKey {
    static let defaultValue = true
}
#endif
