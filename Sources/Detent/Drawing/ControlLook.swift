import Foundation

/// A look of your own for a control: a function from what the control shows now
/// (``ControlLook/State``) to the ``Drawing`` of it. Give it to a control (`knob.look = …` on
/// every host) and the control draws it instead of its own look, and keeps all its behaviour:
/// gestures, keys, touch arbitration, accessibility, haptics and edits work as before, and so do
/// animations (the state follows the value as it is drawn, frame by frame).
///
/// ```swift
/// knob.look = ControlLook { state in
///     let b = state.bounds
///     let center = CGPoint(x: b.midX, y: b.midY), radius = min(b.width, b.height) / 2 - 4
///     let angle = state.angle ?? 0
///     let tip = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
///     return Drawing(size: b.size, layers: [
///         Layer(id: "body", items: [.fill(.circle(center: center, radius: radius), .color(.black))], isStatic: true),
///         Layer(id: "pointer", items: [.stroke(.segment(from: center, to: tip), Stroke(.color(state.tintColor), width: 3))],
///               opacity: state.isEnabled ? 1 : 0.35, isStatic: false),
///     ])
/// }
/// ```
///
/// Mark a layer `isStatic` when it does not change with the value: renderers then rasterise it
/// once (see ``Layer``).
///
/// The function runs on the thread that draws (the main thread on every host) each time the
/// control draws: it should be quick and depend only on the state. A drawing that is not finite
/// is drawn as the renderers draw any such drawing (non-finite parts are left out).
public struct ControlLook: Sendable {
    /// What a control shows now, as a look needs it. Values are those drawn: during an animated
    /// change they move with the animation, frame by frame.
    public struct State: Sendable, Equatable {
        /// The control's bounds, points.
        public var bounds: CGRect
        /// The values shown: a knob's or rotatable knob's value (`[value]`), a range slider's
        /// lower and upper values, a wheel's selected index.
        public var values: [Double]
        /// Where each of ``values`` lies between the minimum (0) and the maximum (1), on the
        /// control's value scale; a wheel's selected index over its count of sectors.
        public var fractions: [Double]
        /// A knob's pointer angle or a wheel's rotation, radians, 0 at 3 o'clock, clockwise;
        /// `nil` for a range slider.
        public var angle: Double?
        /// ``angle`` at the minimum value, radians: where a knob's scale begins (a rotatable
        /// knob's rotation at 0); `nil` for sliders and the wheel.
        public var startAngle: Double?
        /// ``angle`` at the maximum value, radians; `nil` for sliders and the wheel.
        public var endAngle: Double?
        /// The control's ticks, with where each lies (0…1) in ``tickFractions``.
        public var ticks: [Tick]
        /// Where each of ``ticks`` lies between the minimum (0) and the maximum (1).
        public var tickFractions: [Double]
        /// The value as text, as the control reads it to assistive technology.
        public var valueText: String
        /// True while a finger or the pointer drags the control.
        public var isTracking: Bool
        /// False when the control is disabled; a look should then draw it dimmed.
        public var isEnabled: Bool
        /// The accent the control's own look would use: the style's tint, else the platform's
        /// (UIKit's `tintColor`, SwiftUI's `.tint`, GTK's accent colour), else system blue.
        public var tintColor: DrawingColor
        /// True in a dark appearance (UIKit's and SwiftUI's dark mode, GTK's dark theme).
        public var isDark: Bool
        /// True when the user asked for increased contrast.
        public var isContrastIncreased: Bool
        /// True when the platform reads right to left.
        public var isRightToLeft: Bool
        /// How much larger than standard the user wants text (1 is standard).
        public var textScale: Double
    }

    private let draw: @Sendable (State) -> Drawing

    /// A look drawn by `draw`.
    public init(_ draw: @escaping @Sendable (State) -> Drawing) {
        self.draw = draw
    }

    /// The drawing of `state`.
    public func drawing(of state: State) -> Drawing { draw(state) }
}

extension ControlLook.State {
    /// The state of `model` showing `values`; its bounds, tracking, enabled state and environment
    /// are filled in here so every control fills them the same way.
    init(of model: some ControlModel, values: [Double], fractions: [Double], angle: Double?,
         angles: (start: Double, end: Double)? = nil, bounds valueBounds: ValueBounds?, valueText: String, tint: DrawingColor?) {
        let environment = model.environment
        bounds = model.bounds
        self.values = values
        self.fractions = fractions
        self.angle = angle
        startAngle = angles?.start
        endAngle = angles?.end
        ticks = valueBounds?.ticks ?? []
        tickFractions = ticks.map { valueBounds?.fraction(of: $0.value) ?? 0 }
        self.valueText = valueText
        isTracking = model.isTracking
        isEnabled = model.isEnabled
        tintColor = tint ?? environment.tintColor ?? .systemBlue(in: environment)
        isDark = environment.appearance == .dark
        isContrastIncreased = environment.isContrastIncreased
        isRightToLeft = environment.layoutDirection == .rightToLeft
        textScale = environment.textScale
    }
}
