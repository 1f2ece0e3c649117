#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent
import DetentUIKit

/// A disc of sectors you spin, bound to a selection as a `Picker` is: the selected sector's index,
/// or any `Hashable` value of yours, one per sector. The SwiftUI face of DetentUIKit's
/// `RotaryWheel`.
///
/// ```swift
/// enum Flavor: String, CaseIterable { case vanilla, chocolate, strawberry }
/// @State private var flavor = Flavor.vanilla
///
/// RotaryWheelView("Flavor", Flavor.allCases, selection: $flavor) { flavor in
///     RotaryWheelSector(title: flavor.rawValue.capitalized)
/// } onPrimaryAction: { flavor in
///     print("centre button on", flavor)
/// }
/// .frame(width: 280, height: 300)
/// ```
///
/// Drag to spin (a flick glides for at most 1.5 s, then snaps), tap a sector to bring it to the
/// marker, tap the centre button for `onPrimaryAction`; a tap on a moving wheel stops it. The
/// binding is written with the sector the wheel will stop on as the finger lifts (the glide and
/// snap then bring it to the marker); a binding changed from
/// outside turns the wheel at once, or inside `withAnimation` by the shortest turn. VoiceOver
/// adjusts to the next or previous sector and reads its title; its activate action is the centre
/// button. A title is shown under the wheel and names it for VoiceOver. In a scrolling container
/// a swipe on the hub, or towards the centre, scrolls the page. The wheel is square: as large as
/// its frame allows, 240 points along a dimension left open.
@MainActor
public struct RotaryWheelView: View, DetentControlView {
    private let selection: Binding<Int>
    private let sectors: [RotaryWheelSector]
    private let numberOfSections: Int
    private let title: Text?
    private let onPrimaryAction: (Int) -> Void
    private let onEditingChanged: (Bool) -> Void
    /// Whether two sector indices stand for the same selection: for a wheel bound to elements,
    /// sectors with equal elements do (the user's choice of a repeated prize stays where it is).
    private var sameSelection: ((Int, Int) -> Bool)?
    @_spi(Hosting) public var modifiers = ControlModifiers<RotaryWheel>()

    /// A wheel of `sectors` (by default the eight default sectors, Circles … 3 circles;
    /// `numberOfSections` overrides the count, and sectors without an entry are titled with their
    /// number) bound to the selected index. `onPrimaryAction` receives the selected index when
    /// the centre button is tapped; `onEditingChanged` is called with `true` when a drag begins
    /// and `false` when it ends.
    public init(selection: Binding<Int>, sectors: [RotaryWheelSector] = RotaryWheelSector.defaultSectors,
                numberOfSections: Int? = nil, onPrimaryAction: @escaping (Int) -> Void = { _ in },
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(title: nil, selection: selection, sectors: sectors, numberOfSections: numberOfSections,
                  onPrimaryAction: onPrimaryAction, onEditingChanged: onEditingChanged)
    }

    /// A wheel titled by a localized string key (shown under it, read by VoiceOver), of `sectors`,
    /// bound to the selected index.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Int>,
                sectors: [RotaryWheelSector] = RotaryWheelSector.defaultSectors, numberOfSections: Int? = nil,
                onPrimaryAction: @escaping (Int) -> Void = { _ in }, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(title: Text(titleKey), selection: selection, sectors: sectors, numberOfSections: numberOfSections,
                  onPrimaryAction: onPrimaryAction, onEditingChanged: onEditingChanged)
    }

    /// A wheel with one sector per element of `data`, in order, described by `sector`, bound to
    /// the selected element as a `Picker` is. A selection that is not among the elements shows the
    /// first sector; the user's choice writes the element and the wheel stays where the user left
    /// it, also on an element that appears more than once (a fortune wheel's repeated prize); a
    /// selection the program sets turns the wheel to the first sector with that element. An
    /// empty `data` gives a wheel of one untitled sector that never writes the binding.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Data.Element>,
                                              sector: (Data.Element) -> RotaryWheelSector,
                                              onPrimaryAction: @escaping (Data.Element) -> Void = { _ in },
                                              onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where Data.Element: Hashable {
        self.init(title: nil, data, selection: selection, sector: sector, onPrimaryAction: onPrimaryAction,
                  onEditingChanged: onEditingChanged)
    }

    /// A wheel titled by a localized string key, with one sector per element of `data`, bound to
    /// the selected element.
    public init<Data: RandomAccessCollection>(_ titleKey: LocalizedStringKey, _ data: Data, selection: Binding<Data.Element>,
                                              sector: (Data.Element) -> RotaryWheelSector,
                                              onPrimaryAction: @escaping (Data.Element) -> Void = { _ in },
                                              onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where Data.Element: Hashable {
        self.init(title: Text(titleKey), data, selection: selection, sector: sector, onPrimaryAction: onPrimaryAction,
                  onEditingChanged: onEditingChanged)
    }

    private init<Data: RandomAccessCollection>(title: Text?, _ data: Data, selection: Binding<Data.Element>,
                                               sector: (Data.Element) -> RotaryWheelSector,
                                               onPrimaryAction: @escaping (Data.Element) -> Void,
                                               onEditingChanged: @escaping (Bool) -> Void)
    where Data.Element: Hashable {
        let options = Array(data)
        let index = Binding<Int>(
            get: { options.firstIndex(of: selection.wrappedValue) ?? 0 },
            set: { newIndex in
                guard options.indices.contains(newIndex) else { return }
                selection.wrappedValue = options[newIndex]
            })
        self.init(title: title, selection: index, sectors: options.map(sector), numberOfSections: max(options.count, 1),
                  onPrimaryAction: { i in if options.indices.contains(i) { onPrimaryAction(options[i]) } },
                  onEditingChanged: onEditingChanged)
        sameSelection = { a, b in a == b || options.indices.contains(a) && options.indices.contains(b) && options[a] == options[b] }
    }

    private init(title: Text?, selection: Binding<Int>, sectors: [RotaryWheelSector], numberOfSections: Int?,
                 onPrimaryAction: @escaping (Int) -> Void, onEditingChanged: @escaping (Bool) -> Void) {
        self.selection = selection
        self.sectors = sectors
        self.numberOfSections = numberOfSections ?? max(sectors.count, 1)
        self.title = title
        self.onPrimaryAction = onPrimaryAction
        self.onEditingChanged = onEditingChanged
    }

    /// The wheel: DetentUIKit's `RotaryWheel` bound to this view's selection and settings, with
    /// its title.
    public var body: some View {
        let wheel = StyledControl(ControlRepresentable(value: selection, make: { RotaryWheel() }, tint: modifiers.tint,
                                                       onEditingChanged: onEditingChanged,
                                                       onPrimaryAction: onPrimaryAction, sameValue: sameSelection) { wheel in
            let before = wheel.numberOfSections
            assign(sectors, to: \.sectors, on: wheel)
            assign(numberOfSections, to: \.numberOfSections, on: wheel)
            for setting in modifiers.settings { setting(wheel) }
            return wheel.numberOfSections != before
        })
        if let title {
            ControlLabels(label: title).around(wheel, .stacked)
        } else {
            wheel
        }
    }

    // MARK: Configuration

    /// The marker's angle, radians (0 at 3 o'clock, clockwise). See `RotaryWheelModel.markerAngle`.
    public func markerAngle(_ angle: Double) -> RotaryWheelView { setting(\.markerAngle, CGFloat(angle)) }

    /// When `false` the wheel stops where the finger leaves it. See
    /// `RotaryWheelModel.isMomentumEnabled`.
    public func isMomentumEnabled(_ enabled: Bool) -> RotaryWheelView { setting(\.isMomentumEnabled, enabled) }

    /// When `false` the wheel may rest between sectors. See `RotaryWheelModel.snapsToSectors`.
    public func snapsToSectors(_ snaps: Bool) -> RotaryWheelView { setting(\.snapsToSectors, snaps) }

    /// Text on the centre button. See `RotaryWheelStyle.centerButtonTitle`.
    public func centerButtonTitle(_ title: String?) -> RotaryWheelView { setting(\.centerButtonTitle, title) }

    /// Relative sizes of the sectors, in order (`[2, 1, 1]`: the first takes half the wheel);
    /// assigned only when it changes, since a new layout stops any spin. See
    /// `RotaryWheelModel.sectorWeights`.
    public func sectorWeights(_ weights: [Double]) -> RotaryWheelView { setting(\.sectorWeights, weights) }
}

extension DetentUIKit.RotaryWheel: WrappedControl {
    static var styleKind: DetentControlStyleConfiguration.Kind { .rotaryWheel }
    func apply(_ looks: ModifiedLooks) { looks.rotaryWheel.apply(to: self) }
}

extension ColorRoles where Control == RotaryWheel {
    /// The wheel's roles, as `.rotaryWheelColors(…)` names them.
    static func rotaryWheel(wheel: Color? = nil, sectors: [Color]? = nil, separator: Color? = nil,
                            content: Color? = nil, marker: Color? = nil, centerButton: Color? = nil,
                            centerButtonTitle: Color? = nil) -> ColorRoles {
        ColorRoles([.color(\.wheelColor, wheel), .colors(\.sectorColors, sectors),
                    .color(\.separatorColor, separator), .color(\.sectorContentColor, content),
                    .color(\.markerColor, marker), .color(\.centerButtonColor, centerButton),
                    .color(\.centerButtonTitleColor, centerButtonTitle)])
    }
}

extension View {
    /// Draws every ``RotaryWheelView`` in this view and below with `style` (colours, fonts, the centre
    /// button's title; default: Detent's).
    public func rotaryWheelStyle(_ style: RotaryWheelStyle) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.rotaryWheel.style = style }
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
}

extension DetentControlStyleConfiguration.Kind {
    /// A ``RotaryWheelView``: the selected sector's index, and the wheel's rotation as the
    /// angle.
    public static let rotaryWheel = Self(description: "rotaryWheel")
}
#endif
