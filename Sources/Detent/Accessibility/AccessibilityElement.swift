import Foundation

/// What assistive technology should present for one adjustable part of a control: the knob, one
/// range-slider thumb or the wheel. Hosts copy it into `UIAccessibilityElement`, SwiftUI modifiers
/// or GtkAccessible properties.
@_spi(Hosting) public struct AccessibilityElement: Sendable, Equatable {
    /// A stable identifier inside the control, for example `"lowerThumb"`.
    public var identifier: String
    /// The name read out, for example "Volume" or "Lower value" (in the control's language).
    public var label: String
    /// The current value as read out, for example "0.42" or the wheel's "Flower".
    public var value: String
    /// The element's frame in the control's coordinates (points).
    public var frame: CGRect
    /// The current numeric value for hosts that expose one (GtkAccessible value-now); `nil` for
    /// elements without a number.
    public var numericValue: Double?
    /// The numeric range for hosts that expose one; `nil` for elements without a number.
    public var numericRange: ClosedRange<Double>?
    /// Whether the element takes adjustments; `false` is read out as dimmed (UIKit's
    /// `.notEnabled` trait). Default `true`.
    public var isEnabled: Bool
    /// The named actions assistive technology offers beside adjusting (VoiceOver's actions rotor,
    /// UIKit's `accessibilityCustomActions`), for example a knob's "Reset to default value";
    /// default none. Hosts perform one by sending `ControlInput/accessibilityAction(_:)`.
    public var actions: [AccessibilityAction]
    /// The axis of an element that moves along a track (the fader's, the sliders' thumbs), for
    /// hosts whose accessibility presents one (GtkAccessible's orientation); `nil` (the default)
    /// for the dials, the wheel and the pad, which have none.
    public var orientation: TrackOrientation?
    /// The names a user may speak to reach the element with voice input (Voice Control's "Tap
    /// Volume", UIKit's `accessibilityUserInputLabels`), in the control's language: ``label``
    /// first, then the part's shorter or generic names ("Knob" for a knob the app named "Volume",
    /// "Lower" for the lower thumb, "Value 2" for a multi-thumb slider's second, "X" for the pad's
    /// horizontal axis). Never empty while the label is not; blank names and repeats (compared
    /// without case) are left out.
    public var inputLabels: [String]

    /// Creates an element description; a frame with a negative size is standardized. `spokenNames`
    /// are the names voice input takes beside `label` (see ``inputLabels``).
    public init(identifier: String, label: String, value: String, frame: CGRect,
                numericValue: Double? = nil, numericRange: ClosedRange<Double>? = nil, isEnabled: Bool = true,
                actions: [AccessibilityAction] = [], orientation: TrackOrientation? = nil, spokenNames: [String] = []) {
        self.identifier = identifier
        self.label = label
        self.frame = frame.standardized
        self.value = value
        self.numericValue = numericValue
        self.numericRange = numericRange
        self.isEnabled = isEnabled
        self.actions = actions
        self.orientation = orientation
        var seen = Set<String>()
        inputLabels = ([label] + spokenNames).filter { name in
            !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && seen.insert(name.lowercased()).inserted
        }
    }
}

/// A named action assistive technology offers on an element, beside adjusting it: its name is
/// read in the control's language, its kind says what performing it does.
@_spi(Hosting) public struct AccessibilityAction: Sendable, Hashable {
    /// What an action does.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Restores the knob's default value, as a double tap does.
        case resetToDefault
    }

    /// What performing the action does.
    public var kind: Kind
    /// The name read out, for example "Reset to default value".
    public var name: String

    /// A stable identifier for the action, the kind's raw value, for example `"resetToDefault"`.
    public var identifier: String { kind.rawValue }

    /// Creates an action of `kind` read out as `name`.
    public init(kind: Kind, name: String) {
        self.kind = kind
        self.name = name
    }

    /// The action of `kind`, named in the language of `locale` (`nil`: English).
    public init(_ kind: Kind, locale: Locale?) {
        switch kind {
        case .resetToDefault: self.init(kind: kind, name: AccessibilityString.resetToDefaultAction.text(for: locale))
        }
    }
}
