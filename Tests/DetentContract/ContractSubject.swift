import Foundation
@_spi(Hosting) import Detent

/// What the contract tests need to know of one control model beyond the core's protocols: how to
/// make one, its tap, its settings, the values the program may give it and the rules only it
/// keeps. Everything the four models share is written once, in ``ContractDriver``.
protocol ContractSubject: ControlModel {
    /// A fresh model as the contract tests use it: the defaults in bounds of
    /// the usual size, with a step (the wheel without momentum), so drags cross detents.
    static func make() -> Self
    /// The control's default look.
    static var defaultStyle: Style { get }
    /// Whether the control has `isContinuous` (the wheel reports a selection when it comes to rest).
    static var hasContinuity: Bool { get }
    /// Two values the program may set, different from the fresh model's and from each other.
    static var programValues: (Value, Value) { get }
    /// The control's settings, each with a value other than its default and a random one.
    static var settings: [Setting<Self>] { get }
    /// Sets the control's value (each of its public value properties) to what it holds, as a host
    /// that sets every property on each update does.
    func reassignValue()
    /// What the program may do besides settings: finish animations, spin the wheel.
    static var programActions: [(Self, Step) -> Void] { get }

    /// Where a drag begins on the fresh model, and a point it moves to that changes the value.
    var dragPoints: (start: CGPoint, moved: CGPoint) { get }
    /// Points a user aims at (a thumb, the pointer, the ring), from the step's numbers.
    func aimedPoint(_ step: Step) -> CGPoint
    /// The tap the control's gesture recognizer reports: a double tap on the knobs, a tap at
    /// `point` on the range slider and the wheel. Returns whether it did something.
    @discardableResult func tapGestureEnded(at point: CGPoint) -> Bool
    /// Whether value changes are reported while the finger moves.
    var reportsWhileMoving: Bool { get set }
    /// A value the program may set, from the step's numbers (bad ones included).
    func programValue(_ step: Step) -> Value
    /// Whether a value is a number that can be shown (no NaN, no infinity).
    func isFinite(_ value: Value) -> Bool
    /// What assistive technology reads: one element, or one per range-slider thumb.
    var readOut: [AccessibilityElement] { get }
    /// The value as text, as labels show it.
    var shownText: String { get }
    /// Checks the rules only this control keeps, after every step; `events` are those the step sent.
    func checkOwnRules(after events: ArraySlice<ControlEvent<Value>>, _ v: Violations)
}

extension ContractSubject {
    static var hasContinuity: Bool { true }

    /// The look of the control now, in its default style.
    var currentDrawing: Drawing { drawing(style: Self.defaultStyle, cache: nil) }
}

extension ValueRangeModel {
    /// The model with a step of 0.05, so that drags cross detents.
    func withContractStep() -> Self {
        step = 0.05
        return self
    }
}

extension ValueRangeModel {
    /// Checks `value` against the model's range and step (``ValueBounds/checkRules(of:_:)``).
    func checkValueRules(_ value: Double, _ v: Violations) { valueBounds.checkRules(of: value, v) }
}

extension ValueBounds {
    /// Checks that `value` is a finite number among the allowed values: inside the range, which
    /// is finite and in order, and the enabled range; on a tick when only ticks are allowed (and
    /// some lie inside), else on a step.
    func checkRules(of value: Double, _ v: Violations) {
        let lo = lowerLimit, hi = upperLimit
        v.check(minimum.isFinite && maximum.isFinite && minimum <= maximum, "range \(minimum)…\(maximum)")
        v.check(lo <= value && value <= hi, "value \(value) outside \(lo)…\(hi)")
        let ticksInside = ticks.contains { $0.value.isFinite && (lo...hi).contains($0.value) }
        if allowsTickValuesOnly, ticksInside {
            v.check(tick(at: value) != nil, "value \(value) is no tick")
        } else if step > 0, maximum > minimum, (maximum - minimum) / step < 1e9, value != maximum {
            func onTheStep(_ x: Double) -> Bool {
                let n = (x - minimum) / step
                return abs(n - n.rounded()) < 1e-6 * max(1, abs(n))
            }
            // Inside an enabled range that holds no step, any value is allowed.
            let first = minimum + ((lo - minimum) / step).rounded(.up) * step
            let stepInside = first <= hi + 1e-9 * step || hi == maximum
            v.check(onTheStep(value) || !stepInside, "value \(value) off the step \(step)")
        }
    }
}

extension ValueBounds {
    /// Checks thumb values as ``checkRules(of:_:)`` does where no distance limit applies. With
    /// one, the thumb sliders keep the steps and ticks "wherever some values on them keep the
    /// limits", a rule this check does not work out: there it checks the range only.
    func checkThumbRules(of values: [Double], minimumDistance: Double, maximumDistance: Double, _ v: Violations) {
        var bounds = self
        if minimumDistance > 0 || maximumDistance.isFinite {
            bounds.setStep(0)
            bounds.allowsTickValuesOnly = false
        }
        for value in values { bounds.checkRules(of: value, v) }
    }
}

/// One setting of a control, for the contract tests: how to change it to another value, to a
/// random one, and to the value it has.
struct Setting<Model: AnyObject> {
    /// The setting's name, for failure messages.
    let name: String
    /// Sets a value other than the fresh model's.
    let change: (Model) -> Void
    /// Sets a value drawn from a step, bad values included.
    let randomize: (Model, Step) -> Void
    /// Sets the value it has, as a host that re-applies every setting on each update does; `nil`
    /// where values cannot be compared (closures) or where assigning counts as a change (ticks and
    /// sectors carry a revision that tells drawing caches without comparing them).
    let reassign: ((Model) -> Void)?

    /// The setting `name`, reached through `keyPath`, changed to `other` or to `random`'s value.
    init<T: Equatable>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Model, T>, other: T, reassignable: Bool = true,
                       random: @escaping (Model, Step) -> T) {
        self.init(name: name, change: { $0[keyPath: keyPath] = other },
                  randomize: { $0[keyPath: keyPath] = random($0, $1) },
                  reassign: reassignable ? { $0[keyPath: keyPath] = $0[keyPath: keyPath] } : nil)
    }

    /// The switch `name`, changed by turning it over.
    static func toggle(_ name: String, _ keyPath: ReferenceWritableKeyPath<Model, Bool>) -> Setting {
        Setting(name: name, change: { $0[keyPath: keyPath].toggle() }, randomize: { m, _ in m[keyPath: keyPath].toggle() },
                reassign: { $0[keyPath: keyPath] = $0[keyPath: keyPath] })
    }

    /// A setting made of other calls, or whose values cannot be compared (`reassign` `nil`).
    init(name: String, change: @escaping (Model) -> Void, randomize: @escaping (Model, Step) -> Void,
         reassign: ((Model) -> Void)? = nil) {
        self.name = name
        self.change = change
        self.randomize = randomize
        self.reassign = reassign
    }
}

/// The controls, as test arguments.
enum Subject: String, CaseIterable, Sendable {
    case knob, rangeSlider, rotaryWheel, rotatableKnob, fader, xyPad, multiSlider

    /// The model type.
    var model: any ContractSubject.Type {
        switch self {
        case .knob: KnobModel.self
        case .rangeSlider: RangeSliderModel.self
        case .rotaryWheel: RotaryWheelModel.self
        case .rotatableKnob: RotatableKnobModel.self
        case .fader: FaderModel.self
        case .xyPad: XYPadModel.self
        case .multiSlider: MultiSliderModel.self
        }
    }

    /// Whether the control has `isContinuous`.
    var hasContinuity: Bool { model.hasContinuity }

    /// The public settings the contract sets, at random and again to what they hold: the
    /// model's list, its value (``ContractSubject/reassignValue()``) and those the driver sets
    /// again on every model (``ContractDriver/reapplySettings()``).
    var settingNames: Set<String> {
        Set(model.settingNames).union(["value", "values", "lowerValue", "upperValue", "selectedIndex",
                                       "bounds", "isEnabled", "valueFormat"])
    }

    /// Whether the model's value is one `Double` (the knobs, the fader).
    var holdsOneDouble: Bool { model.holdsOneDouble }

    /// A driver of a fresh model of this kind.
    func makeDriver() -> any ContractDriving { Self.driver(of: model) }

    private static func driver<M: ContractSubject>(of type: M.Type) -> any ContractDriving { ContractDriver(M.make()) }
}

// MARK: - Random steps

/// The numbers a step may use instead of its own: bad, extreme and edge values.
private let specials: [Double] = [
    .nan, .infinity, -.infinity, 0, -0.0, 1, -1, 1e-300, 1e300, -1e300, .greatestFiniteMagnitude, 1e-20, 0.5,
]

/// One random input: an operation number and the numbers it uses.
struct Step: Sendable, CustomStringConvertible {
    /// Which operation, 0..<100 (see ``ContractDriver/apply(_:)``).
    var kind: Int
    /// Two numbers, mostly in −0.2…1.2: fractions of the bounds for points, or values.
    var a: Double
    var b: Double
    /// Below `specials.count`, numbers come from `specials`; 0…2 make points non-finite, 3 takes
    /// an end's point away, 4…6 make a touch's time missing, NaN or earlier than the last, 8 puts a
    /// point at the exact centre of the bounds and 9 aims it at a thumb, the pointer or the ring.
    var special: Int

    var description: String { "(\(kind), \(a), \(b), \(special))" }

    /// A value for a property: a special, or `offset + a · scale`.
    func number(_ scale: Double = 1, offset: Double = 0) -> Double {
        special < specials.count ? specials[special] : offset + a * scale
    }

    /// A number usable as an index: `number` clamped so the conversion cannot trap, NaN as 0.
    func index(_ scale: Double, offset: Double = 0) -> Int {
        let n = number(scale, offset: offset)
        return n.isNaN ? 0 : Int(min(max(n, -1e6), 1e6).rounded(.down))
    }

    /// One of `choices`, picked by `b`.
    func pick<T>(_ choices: [T]) -> T { choices[Int(abs(b) * 1000) % choices.count] }

    /// A point in `bounds`: mostly inside, sometimes around, sometimes not finite, sometimes its
    /// exact centre.
    func point(in bounds: CGRect) -> CGPoint {
        let w = max(Double(bounds.width), 1), h = max(Double(bounds.height), 1)
        switch special {
        case 0: return CGPoint(x: CGFloat.nan, y: b * h)
        case 1: return CGPoint(x: a * w, y: CGFloat.infinity)
        case 2: return CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        case 8: return CGPoint(x: bounds.midX, y: bounds.midY)
        default: return CGPoint(x: Double(bounds.minX) + a * w, y: Double(bounds.minY) + b * h)
        }
    }

    /// A keyboard or accessibility action.
    var action: AdjustmentAction { pick(AdjustmentAction.allCases) }

    /// Where an adjustment comes from.
    var cause: EventCause { [EventCause.key, .scroll, .assistiveTechnology][Int(abs(a) * 1000) % 3] }

    /// A size for bounds: sometimes zero, negative or not finite.
    func size(_ scale: Double) -> CGSize { CGSize(width: number(scale), height: b * scale) }
}

/// Collects broken rules; a few are enough to report.
final class Violations {
    private(set) var list: [String] = []
    var step = 0
    func check(_ ok: Bool, _ what: @autoclosure () -> String) {
        if !ok && list.count < 10 { list.append("step \(step): \(what())") }
    }
}

extension ContractSubject where Self: ValueRangeModel {
    /// The range (around 0…1, sometimes inverted or empty) and the step.
    static var rangeAndStepSettings: [Setting<Self>] {
        [
            Setting<Self>("maximumValue", \.maximumValue, other: 2) { $1.number(2, offset: 0.2) },
            Setting<Self>("minimumValue", \.minimumValue, other: -1) { $1.number(2, offset: -0.5) },
            Setting<Self>("step", \.step, other: 0.1) { $1.number(0.5) },
        ]
    }

    /// The ticks (up to `mostTicks` + 1 of them, at random values or spread evenly), whether only
    /// tick values are allowed, and the enabled range (`enabled` as the other value): the settings
    /// every control on a value range has, in this order.
    static func tickSettings(mostTicks: Int, enabled: ClosedRange<Double>) -> [Setting<Self>] {
        [
            Setting<Self>("ticks", \.ticks, other: [Tick(value: 0.5, label: "½")]) { _, s in
                let count = Int(abs(s.a) * Double(mostTicks))
                return (0...count).map { Tick(value: s.special < 3 ? s.number() : Double($0) / Double(max(count, 1)), label: "\($0)") }
            },
            Setting<Self>.toggle("allowsTickValuesOnly", \.allowsTickValuesOnly),
            Setting<Self>("enabledRange", \.enabledRange, other: enabled) { $1.b > 1 ? nil : min($1.a, $1.number())...max($1.a, $1.number()) },
        ]
    }
}

extension CGRect {
    /// A point in this frame as a user aims at it, a little off its centre: `step.a` places it
    /// across the width and, with `vertically`, `step.b` across the height.
    func aimed(by step: Step, vertically: Bool = true) -> CGPoint {
        CGPoint(x: midX + (step.a - 0.5) * width, y: vertically ? midY + (step.b - 0.5) * height : midY)
    }
}

extension ContractSubject {
    /// The names of ``settings``.
    static var settingNames: [String] { settings.map(\.name) }

    /// Whether the value is one `Double`.
    static var holdsOneDouble: Bool { Value.self == Double.self }

    /// How long a tap waits for a second one, every control's (negative values among the random
    /// ones, ignored).
    static var doubleTapIntervalSetting: Setting<Self> {
        Setting("doubleTapInterval", \.doubleTapInterval, other: 0.5) { $1.number(0.6, offset: -0.1) }
    }
}
