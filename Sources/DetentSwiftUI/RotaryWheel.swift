#if canImport(UIKit)
import SwiftUI
import Detent

/// A disc of sectors you spin (the original rotary-wheel tutorial), bound to the selected sector's index. A SwiftUI host
/// for ``RotaryWheelModel``.
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
/// Drag to spin (a flick glides, then snaps), tap a sector to bring it to the marker, tap the
/// centre button for `onPrimaryAction`. VoiceOver adjusts to the next or previous sector and reads
/// its title; its activate action is the centre button.
@MainActor
public struct RotaryWheel: View, CopyConfigured {
    @Binding private var selection: Int
    private let sectors: [RotaryWheelSector]
    private let numberOfSections: Int
    private let onPrimaryAction: (Int) -> Void
    private let onEditingChanged: (Bool) -> Void
    private var style = RotaryWheelStyle()
    private var markerAngle = Double.pi
    private var momentum = true
    private var snapping = true
    private var animates = true
    private var platform = ControlEnvironmentReader()
    @StateObject private var host = ViewHost(RotaryWheelModel())

    /// A wheel of `sectors` (the original tutorial's eight by default; `numberOfSections` overrides the count,
    /// sectors without an entry are titled with their number) bound to `selection`.
    /// `onPrimaryAction` receives the selected index when the centre button is tapped.
    public init(selection: Binding<Int>, sectors: [RotaryWheelSector] = RotaryWheelSector.defaultSectors,
                numberOfSections: Int? = nil, onPrimaryAction: @escaping (Int) -> Void = { _ in },
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        _selection = selection
        self.sectors = sectors
        self.numberOfSections = numberOfSections ?? sectors.count
        self.onEditingChanged = onEditingChanged
        self.onPrimaryAction = onPrimaryAction
    }

    public var body: some View {
        let _ = synchronize()
        ControlSurface(host: host, style: style)
            .adjustableElement(host.model.accessibilityElement, adjust: host.adjust)
            .accessibilityAction {
                host.model.triggerPrimaryAction(cause: .assistiveTechnology)
            }
    }

    // MARK: Configuration

    /// The look: colours, fonts, the centre button's title. Default: Detent's.
    public func rotaryWheelStyle(_ style: RotaryWheelStyle) -> RotaryWheel { with { $0.style = style } }

    /// The marker's angle, radians (0 at 3 o'clock, clockwise); default π, the original tutorial's left side.
    public func markerAngle(_ angle: Double) -> RotaryWheel { with { $0.markerAngle = angle } }

    /// When `false` the wheel stops where the finger leaves it; default `true`.
    public func isMomentumEnabled(_ enabled: Bool) -> RotaryWheel { with { $0.momentum = enabled } }

    /// When `false` the wheel may rest between sectors; default `true`.
    public func snapsToSectors(_ snaps: Bool) -> RotaryWheel { with { $0.snapping = snaps } }

    /// When `true` (the default), changes of the binding from outside turn the wheel over 0.2 s.
    public func animatesSelectionChanges(_ animates: Bool) -> RotaryWheel { with { $0.animates = animates } }

    // MARK: Forwarding

    /// Pushes the view's environment, parameters and selection into the model and points the model's events at
    /// the current binding and callbacks.
    private func synchronize() {
        host.updatingView {
            host.assign(\.environment, platform.value)
            host.assign(\.sectors, sectors)
            host.assign(\.numberOfSections, numberOfSections)
            host.assign(\.markerAngle, markerAngle)
            host.assign(\.isMomentumEnabled, momentum)
            host.assign(\.snapsToSectors, snapping)
            let primary = onPrimaryAction
            host.bind($selection, animates: animates, onEditingChanged: onEditingChanged) { event in
                if case .primaryActionTriggered(let index) = event { primary(index) }
            }
        }
    }
}
#endif
