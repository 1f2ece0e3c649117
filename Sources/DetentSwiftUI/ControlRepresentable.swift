#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Hosting) import Detent
@_spi(Hosting) import DetentUIKit

/// What a SwiftUI view needs of the UIKit control it wraps: its model and its style, and its
/// look among those the SwiftUI environment keeps.
@MainActor
protocol WrappedControl: DetentControl {
    associatedtype Model: ControlModel
    associatedtype Style: ControlStyle
    /// The control's core model.
    var model: Model { get }
    /// The control's look.
    var style: Style { get set }
    /// Takes the look the style and colour modifiers (`.knobStyle(_:)`, `.knobColors(…)`…) set
    /// for this kind of control.
    func apply(_ looks: ModifiedLooks)
    /// The kind a control style is told it draws.
    static var styleKind: DetentControlStyleConfiguration.Kind { get }
}

/// One UIKit control in SwiftUI: every Detent view's body. It makes the control once, and on every
/// update passes it the SwiftUI environment, the style, the view's parameters and the binding's
/// value; the control's target-action events write the binding and call the view's callbacks.
///
/// - The user's changes arrive as `.valueChanged` (sent as the control's `isContinuous` says) and
///   write the binding.
/// - When the binding's value goes into the model is the core's `BindingSync`: a binding
///   changed from outside, one that kept something else than the user gave it (it clamps or
///   rounds), or the binding after the view's settings changed the control's range, step or
///   sector count, goes in with `setValueFromOutside(_:animated:)` (held while the user edits,
///   set when the edit ends), animated inside `withAnimation` (the update's transaction has an
///   animation), never with a haptic (the program's changes have none); the user's own changes
///   are never pushed back.
/// - SwiftUI forbids writing state during a view update; events the update itself causes (a
///   `.disabled` that ends a drag) are delivered right after it, in order.
@MainActor
struct ControlRepresentable<Control: WrappedControl>: UIViewRepresentable {
    /// The value the user sets and the program may change.
    var value: Binding<Control.Model.Value>
    /// Makes the control (each view's own UIKit class).
    var make: () -> Control
    /// The accent colour set on the view with `.tint(_:)`; `nil` takes `.detentTint(_:)` from the
    /// environment, else UIKit's `tintColor` (the app's accent, dimmed behind alerts).
    var tint: Color?
    /// Called with `true` when a drag begins and `false` when it ends.
    var onEditingChanged: (Bool) -> Void
    /// Called with the control's value when its primary action is triggered (the wheel's centre
    /// button).
    var onPrimaryAction: (Control.Model.Value) -> Void = { _ in }
    /// Whether two values stand for the same bound value (see `BindingSync`); `nil` for the
    /// default. The wheel bound to elements compares the elements.
    var sameValue: ((Control.Model.Value, Control.Model.Value) -> Bool)? = nil
    /// Pushes the view's parameters into the control (the valued controls in one `configure { }`); returns
    /// whether they changed the values it can take (its range and step, its number of sectors).
    var configure: (Control) -> Bool
    /// Where the control's state goes while a control style draws it (``StyledControl`` sets
    /// it); `nil` while the control draws Detent's look.
    var styleRelay: LookStateRelay? = nil

    func makeCoordinator() -> Coordinator { Coordinator() }

    /// This control, drawn by a control style: its state goes to `relay`.
    func relaying(to relay: LookStateRelay) -> Self {
        var copy = self
        copy.styleRelay = relay
        return copy
    }

    func makeUIView(context: Context) -> Control {
        let control = make()
        context.coordinator.connect(control)
        return control
    }

    func updateUIView(_ control: Control, context: Context) {
        let coordinator = context.coordinator
        coordinator.representable = self
        coordinator.updatingView {
            let environment = context.environment
            assign(environment.isEnabled, to: \.isEnabled, on: control)
            control.environmentOverride = ControlEnvironment(environment, tint: tint ?? environment.detentTint)
            assign(environment.isHapticFeedbackEnabled, to: \.isHapticFeedbackEnabled, on: control)
            control.apply(environment.modifiedLooks)
            let isReshaped = configure(control)
            coordinator.push(value.wrappedValue, into: control, animated: context.transaction.animation != nil,
                             again: isReshaped)
            coordinator.relayState(of: control, to: styleRelay)
        }
    }

    /// The core's rule (`ControlSizing.fittingSize(width:height:natural:)`) for the model's
    /// touch-inclusive natural size, since SwiftUI clips hit testing to the view's frame: a bar
    /// keeps that thickness (a range slider's thumbs and their 44 × 44 targets inside it) and
    /// takes the offered length, a square the smaller of the offered sides (its natural side along
    /// a side left open).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView control: Control, context: Context) -> CGSize? {
        ControlSizing.fittingSize(width: proposal.width.map { Double($0) }, height: proposal.height.map { Double($0) },
                                  natural: control.model.touchInclusiveNaturalSize)
    }

    /// Keeps what the control reports and the binding in step across updates.
    @MainActor
    final class Coordinator {
        /// The view as of the last update: its binding and callbacks are the current ones.
        var representable: ControlRepresentable?
        /// When the binding's value goes into the control (the core's rule).
        private var sync = BindingSync<Control.Model.Value>()
        private var isUpdatingView = false
        private var deferred: [() -> Void] = []
        /// Where the control's state goes while a control style draws it.
        private var styleRelay: LookStateRelay?
        /// Whether a state stored during a view update waits to be announced after it.
        private var isAnnouncementScheduled = false

        /// Observes the control's events for as long as it lives (its actions hold this
        /// coordinator weakly).
        func connect(_ control: Control) {
            func on(_ event: UIControl.Event, _ handle: @escaping (Coordinator, Control) -> Void) {
                control.addAction(UIAction { [weak self, weak control] _ in
                    guard let self, let control else { return }
                    self.deliver { handle(self, control) }
                }, for: event)
            }
            on(.valueChanged) { coordinator, control in coordinator.userChanged(control.model.currentValue) }
            on(.editingDidBegin) { coordinator, _ in coordinator.representable?.onEditingChanged(true) }
            on(.editingDidEnd) { coordinator, _ in coordinator.representable?.onEditingChanged(false) }
            on(.primaryActionTriggered) { coordinator, control in
                coordinator.representable?.onPrimaryAction(control.model.currentValue)
            }
        }

        /// The user chose `value`: the binding takes it. The next update compares what the binding
        /// then holds with it, and gives the control what a binding that clamps or rounds kept
        /// (`BindingSync`).
        private func userChanged(_ value: Control.Model.Value) {
            guard let binding = representable?.value else { return }
            binding.wrappedValue = value
            sync.userChanged(to: value)
        }

        /// Gives the control the binding's `value` when `BindingSync` says so; the model holds it
        /// while the user edits.
        func push(_ value: Control.Model.Value, into control: Control, animated: Bool, again: Bool) {
            let model = control.model
            guard let update = sync.update(binding: value, current: model.currentValue, settingsChanged: again,
                                           animationRequested: animated, same: representable?.sameValue) else { return }
            model.setValueFromOutside(update.value, animated: update.animated)
        }

        /// While `relay` is set (a control style applies), the control draws nothing and its
        /// state goes to `relay` after every change; otherwise it draws Detent's look. Switches
        /// only when the relay changes, since setting a look redraws and restarts animations.
        func relayState(of control: Control, to relay: LookStateRelay?) {
            guard relay !== styleRelay else { return }
            styleRelay = relay
            if relay != nil {
                // The control holds its handler; the handler holds this coordinator weakly.
                control.lookStateHandler = { [weak self] state in self?.stateChanged(state) }
                control.look = invisibleLook
            } else {
                control.lookStateHandler = nil
                control.look = nil
            }
        }

        /// Publishes the control's new state to the style's views. During a view update, where
        /// SwiftUI forbids publishing, the state is stored silently (a style body made later in
        /// this update already shows it) and announced right after the update.
        private func stateChanged(_ state: ControlLook.State) {
            guard let relay = styleRelay else { return }
            guard isUpdatingView else {
                relay.publish(state)
                return
            }
            guard relay.store(state), !isAnnouncementScheduled else { return }
            isAnnouncementScheduled = true
            Task { @MainActor [weak self] in
                guard let self else { return }
                self.isAnnouncementScheduled = false
                self.styleRelay?.objectWillChange.send()
            }
        }

        /// Runs `body`, a view update: what the control reports meanwhile waits until it is over.
        func updatingView(_ body: () -> Void) {
            isUpdatingView = true
            defer { isUpdatingView = false }
            body()
        }

        /// Runs `report` now, or right after the view update under way (and after the reports
        /// already waiting).
        private func deliver(_ report: @escaping () -> Void) {
            guard isUpdatingView || !deferred.isEmpty else {
                report()
                return
            }
            deferred.append(report)
            if deferred.count == 1 {
                Task { @MainActor [weak self] in self?.deliverDeferred() }
            }
        }

        private func deliverDeferred() {
            let reports = deferred
            deferred = []
            for report in reports { report() }
        }
    }
}

/// The look a control has while a control style draws it: nothing, so the style's views over it
/// are all that shows, while the control still takes the touches, keys and VoiceOver.
private let invisibleLook = ControlLook { state in Drawing(size: state.bounds.size, layers: []) }

/// The state of a control a control style draws, published to the style's views: a view that
/// observes it is made again on each change, without updating the UIKit control.
@MainActor
final class LookStateRelay: ObservableObject {
    /// The control's state as last drawn; `nil` until the control first reports it.
    private(set) var state: ControlLook.State?

    /// Publishes `state` when it differs from the last one.
    func publish(_ state: ControlLook.State) {
        guard self.state != state else { return }
        objectWillChange.send()
        self.state = state
    }

    /// Stores `state` without announcing it; returns whether it differs from the last one, which
    /// the caller then announces (`objectWillChange`) once it may.
    func store(_ state: ControlLook.State) -> Bool {
        guard self.state != state else { return false }
        self.state = state
        return true
    }
}

/// A wrapped control that a control style (`.detentControlStyle(_:)`) may draw: with one in the
/// environment, the control draws nothing and the style's body, made from the control's state, is
/// laid over it in its frame, taking no touches and hidden from VoiceOver (the control underneath
/// handles both). The body alone follows the state: a drag frame makes it again without
/// updating the UIKit control.
@MainActor
struct StyledControl<Control: WrappedControl>: View {
    let control: ControlRepresentable<Control>
    @Environment(\.detentControlStyle) private var style
    /// Owned here and observed only by the overlay: a `@StateObject` would make this view, and
    /// so the UIKit control, update on every change of state.
    @State private var relay = LookStateRelay()

    init(_ control: ControlRepresentable<Control>) {
        self.control = control
    }

    var body: some View {
        // Without a style the control is exactly Detent's view. A style appears or goes only
        // where the view's structure changes anyway (a modifier added in one branch of an `if`),
        // so the two branches lose no state the other would keep.
        if let style {
            control.relaying(to: relay).overlay {
                StyleBody(relay: relay, style: style, kind: Control.styleKind)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
        } else {
            control
        }
    }
}

/// The control style's body for the relayed state.
@MainActor
private struct StyleBody: View {
    @ObservedObject var relay: LookStateRelay
    let style: AnyDetentControlStyle
    let kind: DetentControlStyleConfiguration.Kind

    var body: some View {
        if let state = relay.state {
            style.makeBody(configuration: DetentControlStyleConfiguration(kind: kind, state: state))
        }
    }
}

/// Sets `object`'s `keyPath` to `value` only when it differs: model setters notify (and range
/// changes end a running animation) even when nothing changes, and a view update pushes every
/// parameter every time.
@MainActor
func assign<Object: AnyObject, Value: Equatable>(_ value: Value, to keyPath: ReferenceWritableKeyPath<Object, Value>,
                                                 on object: Object) {
    if object[keyPath: keyPath] != value { object[keyPath: keyPath] = value }
}

extension ControlEnvironment {
    /// The SwiftUI environment as Detent's models take it: enabled, layout direction, colour
    /// scheme, contrast, Reduce Motion, Dynamic Type (`UIFontMetrics.default`'s scale of 1 point
    /// at the environment's size), locale, and `tint`, the accent set on the Detent view itself
    /// (SwiftUI on iOS 16 offers no way to read a `.tint(_:)` set on a container; `nil` leaves the
    /// control's UIKit `tintColor`). It only converts; every decision is the model's and its
    /// style's.
    @MainActor
    init(_ environment: EnvironmentValues, tint: Color?) {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: environment.colorScheme == .dark ? .dark : .light),
            UITraitCollection(accessibilityContrast: environment.colorSchemeContrast == .increased ? .high : .normal),
            UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(environment.dynamicTypeSize)),
        ])
        self.init(
            tintColor: tint.map { DrawingColor(UIColor($0), traits: traits) },
            isEnabled: environment.isEnabled,
            layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            appearance: environment.colorScheme == .dark ? .dark : .light,
            isContrastIncreased: environment.colorSchemeContrast == .increased,
            reducesMotion: environment.accessibilityReduceMotion,
            textScale: Double(UIFontMetrics.default.scaledValue(for: 1, compatibleWith: traits)),
            locale: environment.locale
        )
    }
}
#endif
