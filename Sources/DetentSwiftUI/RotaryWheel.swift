#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent
@_spi(Hosting) import DetentUIKit

/// A disc of sectors you spin, bound to the selected sector's
/// index. The SwiftUI face of DetentUIKit's `RotaryWheel`, which hosts a `RotaryWheelModel`.
///
/// ```swift
/// @State private var selection = 0
///
/// RotaryWheel(selection: $selection) { index in
///     print("centre button on", RotaryWheelSector.defaultSectors[index].title)
/// }
/// .frame(width: 280, height: 280)
/// ```
///
/// Drag to spin (a flick glides for at most 1.5 s, then snaps), tap a sector to bring it to the
/// marker, tap the centre button for `onPrimaryAction`; a tap on a moving wheel stops it. The
/// binding is written when the wheel comes to rest on a new sector; a binding changed from
/// outside turns the wheel at once, or inside `withAnimation` by the shortest turn. VoiceOver
/// adjusts to the next or previous sector and reads its title; its activate action is the centre
/// button. In a scrolling container a swipe on the hub, or towards the centre, scrolls the page.
/// The wheel is square: as large as its frame allows, 240 points along a dimension left open.
@MainActor
public struct RotaryWheel: View, ControlConfigured {
    private let selection: Binding<Int>
    private let sectors: [RotaryWheelSector]
    private let numberOfSections: Int
    private let label: String?
    private let onPrimaryAction: (Int) -> Void
    private let onEditingChanged: (Bool) -> Void
    var settings: [(DetentUIKit.RotaryWheel) -> Void] = []

    /// A wheel of `sectors` (by default the eight default sectors, Circles … 3 circles;
    /// `numberOfSections` overrides the count, and sectors without an entry are titled with their
    /// number) bound to `selection`. `label` is what VoiceOver calls it ("Wheel" when `nil`).
    /// `onPrimaryAction` receives the selected index when the centre button is tapped;
    /// `onEditingChanged` is called with `true` when a drag begins and `false` when it ends.
    public init(selection: Binding<Int>, sectors: [RotaryWheelSector] = RotaryWheelSector.defaultSectors,
                numberOfSections: Int? = nil, label: String? = nil, onPrimaryAction: @escaping (Int) -> Void = { _ in },
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.selection = selection
        self.sectors = sectors
        self.numberOfSections = numberOfSections ?? sectors.count
        self.label = label
        self.onPrimaryAction = onPrimaryAction
        self.onEditingChanged = onEditingChanged
    }

    /// The wheel: DetentUIKit's `RotaryWheel`, bound to this view's selection and settings.
    public var body: some View {
        ControlRepresentable(value: selection, make: { DetentUIKit.RotaryWheel() }, label: label,
                             onEditingChanged: onEditingChanged, onPrimaryAction: onPrimaryAction) { wheel in
            let before = wheel.model.numberOfSections
            assign(sectors, to: \.sectors, on: wheel.model)
            assign(numberOfSections, to: \.numberOfSections, on: wheel.model)
            for setting in settings { setting(wheel) }
            return wheel.model.numberOfSections != before
        }
    }

    // MARK: Configuration

    /// The marker's angle, radians (0 at 3 o'clock, clockwise); default π, the left
    /// side.
    public func markerAngle(_ angle: Double) -> RotaryWheel { setting(\.markerAngle, angle) }

    /// When `false` the wheel stops where the finger leaves it; default `true`.
    public func isMomentumEnabled(_ enabled: Bool) -> RotaryWheel { setting(\.isMomentumEnabled, enabled) }

    /// When `false` the wheel may rest between sectors; default `true`.
    public func snapsToSectors(_ snaps: Bool) -> RotaryWheel { setting(\.snapsToSectors, snaps) }

    /// Relative sizes of the sectors, in order (`[2, 1, 1]`: the first takes half the wheel); they
    /// drive layout, hit testing, snapping and detents. Empty (the default) gives equal sectors.
    /// Assigned only when it changes, since a new layout stops any spin.
    public func sectorWeights(_ weights: [Double]) -> RotaryWheel { setting(\.sectorWeights, weights) }
}
#endif
