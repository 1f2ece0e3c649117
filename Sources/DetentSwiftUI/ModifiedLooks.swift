#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Hosting) import Detent
import DetentUIKit

/// What the style and colour modifiers (`.knobStyle(_:)`, `.knobColors(…)`…) set, one look per
/// kind of control. Before any modifier each is its style's default look with the colours its
/// colour modifier given no colours sets, every role `nil`: a control's colours are cleared on
/// every update unless a modifier gives them.
struct ModifiedLooks {
    var knob = ModifiedLook<Knob>(style: KnobStyle(), colors: .knob())
    var rangeSlider = ModifiedLook<RangeSlider>(style: RangeSliderStyle(), colors: .thumbSlider())
    var rotaryWheel = ModifiedLook<RotaryWheel>(style: RotaryWheelStyle(), colors: .rotaryWheel())
    var rotatableKnob = ModifiedLook<RotatableKnob>(style: RotatableKnobStyle(), colors: .rotatableKnob())
    var fader = ModifiedLook<Fader>(style: FaderStyle(), colors: .fader())
    var xyPad = ModifiedLook<XYPad>(style: XYPadStyle(), colors: .xyPad())
    var multiSlider = ModifiedLook<MultiSlider>(style: MultiSliderStyle(), colors: .thumbSlider())
}

/// One kind of control's look: the style its style modifier set and the colours its colour
/// modifier set.
struct ModifiedLook<Control: WrappedControl> {
    var style: Control.Style
    var colors: ColorRoles<Control>

    /// Gives `control` this look: the style, then the colours, each only where it differs.
    @MainActor
    func apply(to control: Control) {
        assign(style, to: \.style, on: control)
        colors.apply(to: control)
    }
}

/// One kind of control's colour roles as a colour modifier set them: each role's UIKit property
/// with the SwiftUI colour given for it. A role given no colour is `nil`, which clears the
/// property, so the control draws its style's colour; a modifier sets the whole table, so roles it
/// was not given are cleared even where an outer modifier of the same kind gave them.
struct ColorRoles<Control: AnyObject> {
    private let roles: [ColorRole<Control>]

    init(_ roles: [ColorRole<Control>]) {
        self.roles = roles
    }

    /// Sets every role's property on `control`, each only when it differs.
    @MainActor
    func apply(to control: Control) {
        for role in roles { role.apply(to: control) }
    }
}

/// One colour role: a UIKit control's colour property and the SwiftUI colour it takes (`nil`:
/// the property is cleared).
///
/// The property's key path is passed as an autoclosure and formed only when the role is applied,
/// on the main actor: Swift 6 forms a key path to a main-actor property (every UIKit control's)
/// only there, and SwiftUI's view modifiers, which build the roles, run outside it on iOS 16.
enum ColorRole<Control: AnyObject> {
    /// A role that takes one colour.
    case color(@autoclosure @MainActor @Sendable () -> ReferenceWritableKeyPath<Control, UIColor?>, Color?)
    /// A role that takes a list of colours, used in turn (the wheel's sector fills).
    case colors(@autoclosure @MainActor @Sendable () -> ReferenceWritableKeyPath<Control, [UIColor]?>, [Color]?)

    /// Sets the property on `control`, only when it differs.
    @MainActor
    func apply(to control: Control) {
        switch self {
        case let .color(property, color):
            assign(color.map(UIColor.init), to: property(), on: control)
        case let .colors(property, colors):
            assign(colors.map { $0.map(UIColor.init) }, to: property(), on: control)
        }
    }
}

extension ColorRoles where Control: MultiThumbControl {
    /// The range and the multi-thumb sliders' roles, as `.rangeSliderColors(…)` and
    /// `.multiSliderColors(…)` name them: the colour properties both inherit from
    /// `MultiThumbControl`.
    static func thumbSlider(track: Color? = nil, selectedTrack: Color? = nil, thumb: Color? = nil,
                            thumbOutline: Color? = nil, label: Color? = nil) -> ColorRoles {
        ColorRoles([.color(\.trackTintColor, track), .color(\.trackHighlightTintColor, selectedTrack),
                    .color(\.thumbTintColor, thumb), .color(\.thumbOutlineColor, thumbOutline),
                    .color(\.labelColor, label)])
    }
}

#endif
