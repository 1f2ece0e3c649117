#if canImport(UIKit)
import SwiftUI
import UIKit
import Detent
import DetentUIKit

/// What a SwiftUI view needs from its model beyond the core's ``Detent/PointerInput`` (drags,
/// taps and adjustments in one form): the binding's value in and out.
protocol ViewHostedModel: PointerInput {
    /// Whether the binding's value may be pushed into the model now: not while the user drags it
    /// (and, for the wheel, not while it glides).
    var acceptsBoundValue: Bool { get }
    /// Takes the binding's value, optionally animated; sends no event.
    func setBoundValue(_ value: Value, animated: Bool)
    /// The value the user chose that `event` carries for the binding, if any.
    static func boundValue(of event: ControlEvent<Value>) -> Value?
}

extension ViewHostedModel {
    var acceptsBoundValue: Bool { !isTracking }

    static func boundValue(of event: ControlEvent<Value>) -> Value? {
        if case .valueChanged(let value) = event { return value }
        return nil
    }
}

extension KnobModel: ViewHostedModel {
    func setBoundValue(_ value: Double, animated: Bool) { setValue(value, animated: animated) }
}

extension RotatableKnobModel: ViewHostedModel {
    func setBoundValue(_ value: Double, animated: Bool) { setValue(value, animated: animated) }
}

extension RangeSliderModel: ViewHostedModel {
    func setBoundValue(_ values: ClosedRange<Double>, animated: Bool) {
        setValues(lower: values.lowerBound, upper: values.upperBound, animated: animated)
    }
}

extension RotaryWheelModel: ViewHostedModel {
    var acceptsBoundValue: Bool { !isTracking && !isAnimating }
    func setBoundValue(_ index: Int, animated: Bool) { select(index, animated: animated) }

    /// The wheel's value is its selected sector: `.selectionChanged` carries it.
    static func boundValue(of event: ControlEvent<Int>) -> Int? {
        if case .selectionChanged(let index) = event { return index }
        return nil
    }
}

/// Owns one core model for a SwiftUI view across updates (a `@StateObject`): observes the model's
/// changes and events once, lays the model out, advances its clock on animation frames, draws it,
/// plays the haptics the core asks for and passes the model's events to the view's current
/// callback. It decides nothing itself.
@MainActor
final class ViewHost<Model: ViewHostedModel>: ObservableObject {
    let model: Model
    let cache = DrawingCache()

    /// Receives the model's events; ``bind(_:animates:onEditingChanged:onEvent:)`` sets it on
    /// every update, so it always sees the current bindings.
    private var onEvent: ((ControlEvent<Model.Value>) -> Void)?

    /// True between the drag gesture's first change and its end or cancellation.
    var isDragging = false

    /// False until the view first pushed its binding into the model (that first push never animates).
    private var hasSynchronized = false

    /// Counts the views' updates (``bind(_:animates:onEditingChanged:onEvent:)`` runs once per
    /// update). Views push their parameters and binding into the model, not into the surface's
    /// inputs, so ``ControlSurface`` carries this number to look changed and redraw.
    private(set) var revision = 0

    /// Plays the haptics the core asks for; default `true`.
    var isHapticFeedbackEnabled = true

    /// True while SwiftUI updates a view and the view changes the model: its parameters and
    /// binding pushed in, or a frame prepared. The changes made then are drawn by that update, and
    /// SwiftUI allows neither publishing a change nor writing a binding during it, so the model's
    /// change notifications are not passed on and its events wait until the update is over.
    private var isUpdatingView = false
    /// Events sent during a view update, delivered right after it, in order.
    private var deferredEvents: [ControlEvent<Model.Value>] = []

    private var changesToken: ObservationToken?
    private var eventsToken: ObservationToken?
    private let feedbackPlayer = HapticFeedbackPlayer()

    init(_ model: Model) {
        self.model = model
        changesToken = model.changes.observe { [weak self] in self?.modelChanged() }
        eventsToken = model.events.observe { [weak self] event, cause in self?.deliver(event, cause: cause) }
    }

    /// Any change of the model from outside a view update (a gesture, an accessibility action, a
    /// deferred event's receiver) redraws the views.
    private func modelChanged() {
        guard !isUpdatingView else { return }
        objectWillChange.send()
    }

    private func deliver(_ event: ControlEvent<Model.Value>, cause: EventCause) {
        if isHapticFeedbackEnabled, let feedback = event.feedback(cause: cause) { feedbackPlayer.play(feedback) }
        guard isUpdatingView || !deferredEvents.isEmpty else {
            onEvent?(event)
            return
        }
        deferredEvents.append(event)
        if deferredEvents.count == 1 {
            Task { @MainActor [weak self] in self?.deliverDeferredEvents() }
        }
    }

    private func deliverDeferredEvents() {
        let events = deferredEvents
        deferredEvents = []
        for event in events { onEvent?(event) }
    }

    /// Runs `body`, which changes the model as part of a view update (see `isUpdatingView`).
    func updatingView<Result>(_ body: () -> Result) -> Result {
        let outer = isUpdatingView
        isUpdatingView = true
        defer { isUpdatingView = outer }
        return body()
    }

    /// Asks SwiftUI for one more update once the current one is over: the model changed during a
    /// view update in a way other views must see (new bounds move the range slider's accessibility
    /// frames; the frame timeline must start or pause).
    private func scheduleUpdate() {
        Task { @MainActor [weak self] in self?.objectWillChange.send() }
    }

    /// Whether the surface's frame timeline was last built running.
    private var timelineRuns = false

    /// Whether the frame timeline should be paused (the model is not animating); the surface asks
    /// on every update and the answer is remembered for ``startFramesIfNeeded()``.
    func timelinePaused() -> Bool {
        timelineRuns = model.isAnimating
        return !timelineRuns
    }

    /// Called after a view pushed new values into the model: when that started an animation while
    /// the timeline is paused, schedules one update so the surface starts its timeline.
    private func startFramesIfNeeded() {
        guard model.isAnimating, !timelineRuns else { return }
        scheduleUpdate()
    }

    /// What a view does last on every update, after pushing its parameters: pushes the binding's
    /// value into the model when it differs and the model accepts it
    /// (``ViewHostedModel/acceptsBoundValue``), animated when `animates` and it is not the first
    /// push; starts the frame timeline if that began an animation; and points the model's events at
    /// the current `binding` (the values the user chooses), `onEditingChanged` (`true` when a drag
    /// begins, `false` when it ends) and `onEvent` (every event). Call it inside
    /// ``updatingView(_:)``.
    func bind(_ binding: Binding<Model.Value>, animates: Bool, onEditingChanged: @escaping (Bool) -> Void,
              onEvent: @escaping (ControlEvent<Model.Value>) -> Void = { _ in }) {
        if model.acceptsBoundValue, model.currentValue != binding.wrappedValue {
            model.setBoundValue(binding.wrappedValue, animated: animates && hasSynchronized)
        }
        hasSynchronized = true
        revision &+= 1
        startFramesIfNeeded()
        self.onEvent = { event in
            if let value = Model.boundValue(of: event) { binding.wrappedValue = value }
            switch event {
            case .editingDidBegin: onEditingChanged(true)
            case .editingDidEnd: onEditingChanged(false)
            default: break
            }
            onEvent(event)
        }
    }

    /// Applies a VoiceOver adjustment.
    func adjust(_ action: AdjustmentAction) {
        model.perform(action, cause: .assistiveTechnology)
    }

    /// Sets `keyPath` only when the value differs, so unchanged properties never reset a running
    /// animation (changing a range, for example, ends one).
    func assign<T: Equatable>(_ keyPath: ReferenceWritableKeyPath<Model, T>, _ value: T) {
        if model[keyPath: keyPath] != value { model[keyPath: keyPath] = value }
    }

    /// The drawing for a canvas of `size` at frame time `date`: lays the model out, advances its
    /// clock while it animates, and, when an animation has just ended, schedules one more update so
    /// the frame timeline pauses. A new size also schedules one, so what the views read from the
    /// laid-out model (the range slider's accessibility frames) follows.
    func frame(size: CGSize, date: Date, style: Model.Style) -> Drawing {
        updatingView {
            let bounds = CGRect(origin: .zero, size: size)
            if model.bounds != bounds {
                model.bounds = bounds
                scheduleUpdate()
            }
            if model.isAnimating {
                let stillAnimating = model.advance(to: date.timeIntervalSinceReferenceDate)
                if !stillAnimating { scheduleUpdate() }
            }
            return model.drawing(style: style, cache: cache)
        }
    }
}

/// The SwiftUI environment a Detent model takes (``Detent/ControlEnvironment``), read as a
/// dynamic property of each view: enabled, layout direction, colour scheme, contrast, reduce
/// motion and Dynamic Type. SwiftUI on iOS 16 has no readable tint, so styles keep their own
/// colours. It only converts; every decision is the model's and its style's.
struct ControlEnvironmentReader: DynamicProperty {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityReduceMotion) private var reducesMotion
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// The environment now.
    @MainActor
    var value: ControlEnvironment {
        let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(dynamicTypeSize))
        return ControlEnvironment(
            isEnabled: isEnabled,
            layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            appearance: colorScheme == .dark ? .dark : .light,
            isContrastIncreased: contrast == .increased,
            reducesMotion: reducesMotion,
            textScale: Double(UIFontMetrics.default.scaledValue(for: 1, compatibleWith: traits))
        )
    }
}

/// Draws a model in a `Canvas` inside a `TimelineView(.animation)` that runs only while the model
/// animates, and forwards a `DragGesture(minimumDistance: 0)` and a tap gesture to it.
@MainActor
struct ControlSurface<Model: ViewHostedModel>: View {
    @ObservedObject var host: ViewHost<Model>
    let style: Model.Style
    var images: [String: Image] = [:]
    /// The host's ``ViewHost/revision`` when the view built this surface. The model is a reference
    /// the parent mutates, so without it SwiftUI would find the surface's inputs unchanged after a
    /// non-animated binding or parameter change and keep the old drawing.
    private let revision: Int
    @GestureState private var isPressing = false

    init(host: ViewHost<Model>, style: Model.Style, images: [String: Image] = [:]) {
        _host = ObservedObject(wrappedValue: host)
        self.style = style
        self.images = images
        revision = host.revision
    }

    var body: some View {
        GeometryReader { proxy in
            TimelineView(.animation(minimumInterval: nil, paused: host.timelinePaused())) { context in
                let drawing = host.frame(size: proxy.size, date: context.date, style: style)
                Canvas { graphics, _ in
                    graphics.draw(drawing) { name in images[name] ?? Image(name) }
                }
            }
        }
        .contentShape(Rectangle())
        .gesture(drag)
        .simultaneousGesture(
            SpatialTapGesture(count: Model.tapCount, coordinateSpace: .local).onEnded { value in
                // The drag of the same touch may not have ended yet; the model cancels it.
                host.model.tapGesture(at: value.location)
            }
        )
        .onChange(of: isPressing) { pressing in
            // A drag that ends without `onEnded` was cancelled by the system.
            guard !pressing, host.isDragging else { return }
            host.isDragging = false
            host.model.cancelTracking()
        }
    }

    private var drag: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .updating($isPressing) { _, pressing, _ in pressing = true }
            .onChanged { value in
                let model = host.model
                let time = value.time.timeIntervalSinceReferenceDate
                if host.isDragging {
                    model.continueTracking(at: value.location, time: time)
                } else {
                    host.isDragging = true
                    model.beginTracking(at: value.startLocation, time: time)
                    if value.location != value.startLocation { model.continueTracking(at: value.location, time: time) }
                }
            }
            .onEnded { value in
                if host.isDragging {
                    host.model.endTracking(at: value.location, time: value.time.timeIntervalSinceReferenceDate)
                }
                host.isDragging = false
            }
    }
}

extension View {
    /// Makes the view one adjustable accessibility element that reads `element`'s label and value
    /// and passes VoiceOver's increments and decrements to `adjust`.
    @MainActor
    func adjustableElement(_ element: AccessibilityElement,
                           adjust: @escaping @MainActor (AdjustmentAction) -> Void) -> some View {
        accessibilityElement()
            .accessibilityLabel(Text(element.label))
            .accessibilityValue(Text(element.value))
            .accessibilityAdjustableAction { direction in
                guard let action = direction.adjustment else { return }
                adjust(action)
            }
    }
}

/// A view whose configuration modifiers return a changed copy of it.
protocol CopyConfigured {}

extension CopyConfigured {
    /// A copy of the view with `change` applied: what every configuration modifier returns.
    func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}

extension AccessibilityAdjustmentDirection {
    /// The core's adjustment for this direction (`nil` for directions a future SDK may add).
    var adjustment: AdjustmentAction? {
        switch self {
        case .increment: return .increment
        case .decrement: return .decrement
        @unknown default: return nil
        }
    }
}
#endif
