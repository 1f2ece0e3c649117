#if canImport(UIKit)
import SwiftUI
import Detent

/// A view whose configuration modifiers (`.lineWidth(_:)`, `.orientation(_:)`…) each add one
/// setting that the view applies to its UIKit control on every update. A setting the view was
/// not given leaves the model's own default.
@MainActor
protocol ControlConfigured {
    associatedtype Control: WrappedControl
    /// The settings the modifiers added, applied in order (so the last of two wins).
    var settings: [(Control) -> Void] { get set }
}

extension ControlConfigured {
    /// A copy of the view that also applies `setting` to its control.
    func setting(_ setting: @escaping (Control) -> Void) -> Self {
        var copy = self
        copy.settings.append(setting)
        return copy
    }

    /// A copy of the view that sets the model's `keyPath` to `value` (only when it differs).
    func setting<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<Control.Model, Value>, _ value: Value) -> Self {
        setting { control in assign(value, to: keyPath, on: control.model) }
    }

    /// Applies every setting to `control`.
    func applySettings(to control: Control) {
        for setting in settings { setting(control) }
    }
}

/// What VoiceOver calls a view: nothing given (the model's default name, "Knob", "Level",
/// "Wheel"), a string (passed to the UIKit control, which gives it to its model), or a `Text`
/// from a `label` view builder (an accessibility label on the control).
enum ControlLabel {
    case none
    case string(String)
    case text(Text)

    /// The label as `label: String?` gives it.
    init(_ string: String?) {
        self = string.map(ControlLabel.string) ?? .none
    }

    /// The text the UIKit control takes, if given as a string.
    var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }
}

extension View {
    /// This view with `label` as its accessibility label when it is a `Text`.
    @ViewBuilder
    func labelled(_ label: ControlLabel) -> some View {
        if case .text(let text) = label {
            accessibilityLabel(text)
        } else {
            self
        }
    }
}
#endif
