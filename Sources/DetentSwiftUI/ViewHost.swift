#if canImport(UIKit)
import SwiftUI
import UIKit
import Detent

/// Owns one core model for a SwiftUI view across updates (a `@StateObject`): lays it out, advances
/// its clock on animation frames, draws it, plays haptics for its detents and passes its events
/// to the view's current callback. It decides nothing itself.
@MainActor
final class ViewHost<Model: ControlModel>: ObservableObject {
    let model: Model
    let cache = DrawingCache()

    /// Receives the model's events; the view sets it on every update, so it always sees the
    /// current bindings. Events sent while a frame is being prepared (the wheel's detents during a
    /// glide) only play haptics.
    var onEvent: ((ControlEvent<Model.Value>) -> Void)?

    /// True between the drag gesture's first change and its end or cancellation.
    var isDragging = false

    /// False until the view first pushed its binding into the model (that first push never animates).
    var hasSynchronized = false

    /// Plays a selection haptic at every detent; default `true`.
    var isHapticFeedbackEnabled = true

    private var isPreparingFrame = false
    private var feedback: UISelectionFeedbackGenerator?

    init(_ model: Model) {
        self.model = model
        model.events.handler = { [weak self] event in self?.deliver(event) }
    }

    private func deliver(_ event: ControlEvent<Model.Value>) {
        switch event {
        case .editingDidBegin where isHapticFeedbackEnabled:
            if feedback == nil { feedback = UISelectionFeedbackGenerator() }
            feedback?.prepare()
        case .detent where isHapticFeedbackEnabled:
            if feedback == nil { feedback = UISelectionFeedbackGenerator() }
            feedback?.selectionChanged()
        default:
            break
        }
        guard !isPreparingFrame else { return }
        onEvent?(event)
    }

    /// Tells SwiftUI the model changed (after input; never during a view update).
    func changed() { objectWillChange.send() }

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
    func startFramesIfNeeded() {
        guard model.isAnimating, !timelineRuns else { return }
        Task { @MainActor [weak self] in self?.changed() }
    }

    /// Sets `keyPath` only when the value differs, so unchanged properties never reset a running
    /// animation (changing a range, for example, ends one).
    func assign<T: Equatable>(_ keyPath: ReferenceWritableKeyPath<Model, T>, _ value: T) {
        if model[keyPath: keyPath] != value { model[keyPath: keyPath] = value }
    }

    /// The drawing for a canvas of `size` at frame time `date`: lays the model out, advances its
    /// clock while it animates, and, when an animation has just ended, schedules one more update so
    /// the frame timeline pauses.
    func frame(size: CGSize, date: Date, style: Model.Style) -> Drawing {
        let bounds = CGRect(origin: .zero, size: size)
        if model.bounds != bounds { model.bounds = bounds }
        if model.isAnimating {
            isPreparingFrame = true
            let stillAnimating = model.advance(to: date.timeIntervalSinceReferenceDate)
            isPreparingFrame = false
            if !stillAnimating {
                Task { @MainActor [weak self] in self?.changed() }
            }
        }
        return model.drawing(style: style, cache: cache)
    }
}

/// The input a control's view forwards to its model; the surface calls these and then redraws.
@MainActor
struct SurfaceInput {
    /// A drag began at a point at a time (seconds on the reference-date clock).
    var begin: (CGPoint, Double) -> Void
    /// The drag moved.
    var move: (CGPoint, Double) -> Void
    /// The drag ended.
    var end: (CGPoint, Double) -> Void
    /// The system took the drag away.
    var cancel: () -> Void
    /// How many taps make the tap gesture (2 for the knobs' double-tap reset, 1 otherwise).
    var tapCount: Int
    /// A tap (or double tap) at a point.
    var tap: (CGPoint) -> Void
}

/// Draws a model in a `Canvas` inside a `TimelineView(.animation)` that runs only while the model
/// animates, and forwards a `DragGesture(minimumDistance: 0)` and a tap gesture to it.
@MainActor
struct ControlSurface<Model: ControlModel>: View {
    @ObservedObject var host: ViewHost<Model>
    let style: Model.Style
    let images: [String: Image]
    let input: SurfaceInput
    @GestureState private var isPressing = false

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
            SpatialTapGesture(count: input.tapCount, coordinateSpace: .local).onEnded { value in
                input.tap(value.location)
                host.changed()
            }
        )
        .onChange(of: isPressing) { pressing in
            // A drag that ends without `onEnded` was cancelled by the system.
            guard !pressing, host.isDragging else { return }
            host.isDragging = false
            input.cancel()
            host.changed()
        }
    }

    private var drag: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .updating($isPressing) { _, pressing, _ in pressing = true }
            .onChanged { value in
                let time = value.time.timeIntervalSinceReferenceDate
                if host.isDragging {
                    input.move(value.location, time)
                } else {
                    host.isDragging = true
                    input.begin(value.startLocation, time)
                    if value.location != value.startLocation { input.move(value.location, time) }
                }
                host.changed()
            }
            .onEnded { value in
                if host.isDragging { input.end(value.location, value.time.timeIntervalSinceReferenceDate) }
                host.isDragging = false
                host.changed()
            }
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
