#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent

// The views' looks, colours and haptics switch live in the SwiftUI environment, so one modifier
// styles every control of its kind in a subtree, and may come after `.frame` or on a container.
// Each view's file declares its own style and colour modifiers; the ones every control shares
// (the accent colour, haptics) are here:
//
//     Form { … }
//         .knobColors(track: .secondary.opacity(0.3))
//         .knobStyle(studioKnob)
//         .hapticFeedbackEnabled(false)

extension View {
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
