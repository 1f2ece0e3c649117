import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a control with one value keeps besides its ``ValuePipeline``: the value, the travel a
/// gesture has gathered towards it and the settings transaction. The knob and the fader hold one each, and ``SingleValueModel`` works on
/// it, so the rules for one value are written once.
struct SingleValue {
    /// The value: always inside the range (and the enabled range) and on a step.
    var value = 0.0
    /// The unsnapped fraction a drag (or a key) has reached, so that steps do not swallow small
    /// moves.
    var trackingFraction = 0.0
    /// The model's `neutralValue`, as kept.
    var neutral: Double?
    /// The model's `defaultValue`, as set.
    var defaultValue: Double?
    /// The settings transaction under way, if any (see ``ControlModel/configure(_:)``).
    var configuration = ConfigurationBracket<Double>()

    /// The rule of the optional value settings (`defaultValue`, `neutralValue`), called by their
    /// setters with the value given: a value `isValid` refuses is replaced by `old`. Returns
    /// whether the setting changed, for the setter to store it and announce it.
    static func settle(_ value: inout Double?, from old: Double?, isValid: (Double) -> Bool) -> Bool {
        if let v = value, !isValid(v) { value = old }
        return value != old
    }

    /// The longest a tap waits for a second one, seconds: 5. Longer, a single tap would seem to do
    /// nothing, and the model's clock would run on for it.
    static let longestDoubleTapInterval = 5.0

    /// The rule of `doubleTapInterval`, called from its observer with its storage: NaN and
    /// negative values are replaced by `old`; more than ``longestDoubleTapInterval`` (infinity
    /// too) is that. Returns whether the setting changed.
    static func settle(doubleTapInterval value: inout Double, from old: Double) -> Bool {
        value = value >= 0 ? min(value, longestDoubleTapInterval) : old
        return value != old
    }
}

/// A control with one `Double` value on a ``ValuePipeline`` (the knob, the fader): the value's
/// storage and programmatic setting, the settings transaction, the neutral and default values, the
/// reset to the default value, and the value as read out. Each model keeps what is its own: the
/// geometry, the tracking rule, where a tap goes.
///
/// The public settings are declared once, on ``ControlModel`` where the value is a `Double` (the
/// rotatable knob's too); their storage and rules are here. What hosts read through
/// ``ControlModel`` alike on both (the session, the range, the settings transaction, the reported
/// value, typed entry and the reset action) is declared here once.
protocol SingleValueModel: ValueRangeModel, AccessibilityNaming where Value == Double {
    /// The value rules the model runs on.
    var pipeline: ValuePipeline<Double> { get }
    /// The value and what goes with it.
    var single: SingleValue { get set }
    /// How long an animated change takes, seconds.
    static var animationDuration: Double { get }
    /// The fraction of the range shown now: the animation's, or the value's.
    var presentationFraction: Double { get }
    /// The control as its one adjustable accessibility element.
    var accessibilityElement: AccessibilityElement { get }
    /// The model's own text for `value`, read when the app gave no formatter and before ticks and
    /// the range's text; `nil` for none.
    func builtInText(for value: Double) -> String?
    /// Applies a value the user chose, reported with `cause`; by default with the detents of
    /// ``ValuePipeline/reportDetent(from:to:neutral:cause:)`` about the neutral value.
    func applyUserValue(_ proposed: Double, cause: EventCause)
}

extension SingleValueModel {
    /// The range and step.
    var range: ValueBounds { pipeline.bounds }

    // MARK: What hosts read

    /// The gesture session the model runs on: its value pipeline.
    @_spi(Hosting) public var session: GestureSession<Double> { pipeline }

    /// The range and step (`minimumValue`, `maximumValue`, `step`), as one value; default 0…1
    /// without a step. Setting it clamps and snaps the value (no event) and stops any animation;
    /// setting what it holds changes nothing. See the model's rules for bad input.
    @_spi(Hosting) public var valueBounds: ValueBounds {
        get { pipeline.bounds }
        set { replaceValueBounds(with: newValue) }
    }

    /// The value.
    @_spi(Hosting) public var currentValue: Double { single.value }

    /// `setValue(_:animated:)`.
    @_spi(Hosting) public func setCurrentValue(_ value: Double, animated: Bool) { storeValue(value, animated: animated) }

    /// `neutralValue`: NaN and infinities are ignored; any other value is kept as given and
    /// clamped into the range when used.
    @_spi(Hosting) public var neutralCurrentValue: Double? {
        get { single.neutral }
        set {
            var kept = newValue
            guard SingleValue.settle(&kept, from: single.neutral, isValid: { $0.isFinite }) else { return }
            single.neutral = kept
            changes.notify()
        }
    }

    /// `defaultValue`: NaN is ignored; any other value is kept as given and clamped when used.
    @_spi(Hosting) public var defaultCurrentValue: Double? {
        get { single.defaultValue }
        set {
            var kept = newValue
            guard SingleValue.settle(&kept, from: single.defaultValue, isValid: { !$0.isNaN }) else { return }
            single.defaultValue = kept
            changes.notify()
        }
    }

    /// Its one element: `accessibilityElement`.
    @_spi(Hosting) public var focusedAccessibilityElement: AccessibilityElement { accessibilityElement }

    /// The value: what a typed value sets.
    @_spi(Hosting) public var typedEntryValue: Double? { single.value }

    /// No text of the model's own: the formatter, a tick's label or the range's text.
    func builtInText(for value: Double) -> String? { nil }

    /// Applies a value the user chose, with the detents about the neutral value, the ends and the
    /// steps.
    func applyUserValue(_ proposed: Double, cause: EventCause) {
        applyUserValue(proposed, cause: cause) { pipeline.reportDetent(from: $0, to: $1, neutral: effectiveNeutral, cause: cause) }
    }

    // MARK: Setting the value

    /// `setValue(_:animated:)`: clamps and snaps `newValue` (NaN is ignored) and, with
    /// `animated`, animates the shown fraction there over ``animationDuration``; sends no event.
    /// Inside a settings transaction the value is remembered, to be set again under the final
    /// range. The value it already has, set again during a drag (a binding that stores it
    /// rounded), changes nothing: the drag keeps the travel it gathered towards the next step.
    func storeValue(_ newValue: Double, animated: Bool) {
        single.configuration.remember(newValue, animated: animated)
        guard let v = range.clamp(newValue) else { return }
        // The value it holds, set again, changes nothing: a drag or an animation goes on.
        if v == single.value { return }
        let from = presentationFraction
        single.value = v
        single.trackingFraction = range.fraction(of: v)
        pipeline.programDidSet(v)
        pipeline.animate(from: [from], to: [single.trackingFraction], animated: animated, duration: Self.animationDuration)
        changes.notify()
    }

    /// Takes `bounds` as the range and step: the value is clamped and snapped into it, without an
    /// event, and any animation stops. Setting what it holds changes nothing.
    func replaceValueBounds(with bounds: ValueBounds) {
        guard pipeline.replaceBounds(with: bounds) else { return }
        let old = single.value
        single.value = range.clamp(single.value) ?? range.lowerLimit
        if single.value != old { pipeline.programDidSet(single.value) }
        single.trackingFraction = range.fraction(of: single.value)
        pipeline.stopAnimations()
        changes.notify()
    }

    /// Opens a settings transaction.
    @_spi(Hosting) public func beginConfiguration() { single.configuration.open() }

    /// Closes a settings transaction: when the outermost one closes, the value asked for inside
    /// it is set again under the final range.
    @_spi(Hosting) public func endConfiguration() {
        guard let asked = single.configuration.close() else { return }
        storeValue(asked.value, animated: asked.animated)
    }

    /// `neutralValue` within the range, if set.
    var effectiveNeutral: Double? {
        single.neutral.map { min(max($0, range.minimum), range.maximum) }
    }

    // MARK: The user's changes

    /// Applies a value the user chose: clamps and snaps it and, when it changes, stops any
    /// animation, reports the change, lets `reportDetent` report what it crossed (from the old
    /// value to the new one) and notifies.
    func applyUserValue(_ proposed: Double, cause: EventCause, reportDetent: (_ old: Double, _ new: Double) -> Void) {
        guard let v = range.clamp(proposed), v != single.value else { return }
        let old = single.value
        single.value = v
        pipeline.stopAnimations()
        pipeline.reportChange(v, cause: cause)
        reportDetent(old, v)
        changes.notify()
    }

    /// Applies a keyboard or accessibility adjustment that aims at `target`, as one edit caused by
    /// `cause`; `apply` applies the value the user chose. Returns whether the value changed.
    func adjust(to target: Double, cause: EventCause, apply: (Double) -> Void) -> Bool {
        let old = single.value
        changes.batch {
            single.trackingFraction = range.fraction(of: target)
            pipeline.edit(cause: cause, from: single.value) { apply(target) }
        }
        return single.value != old
    }

    /// Moves to `target`, animated, as one edit caused by `cause`.
    func move(to target: Double, cause: EventCause) {
        let shown = presentationFraction
        changes.batch {
            pipeline.edit(cause: cause, from: single.value) { applyUserValue(target, cause: cause) }
            single.trackingFraction = range.fraction(of: single.value)
            pipeline.animate(from: [shown], to: [single.trackingFraction], animated: true, duration: Self.animationDuration)
        }
    }

    // MARK: Default value

    /// Restores `defaultValue`, animated, as one edit caused by `cause` (a double tap, or
    /// assistive technology's reset); a tap still waiting for its double-tap interval is dropped.
    /// Returns `false`, and changes nothing else, when disabled, without a default value, or
    /// already there.
    func restoreDefaultValue(cause: EventCause = .tap) -> Bool {
        guard isEnabled, let target = defaultValue.flatMap({ range.clamp($0) }) else { return false }
        let droppedTap = pipeline.dropWaitingTap()
        guard target != single.value else {
            // Dropping the waiting tap alone changes `isAnimating`.
            if droppedTap { changes.notify() }
            return false
        }
        move(to: target, cause: cause)
        return true
    }

    /// Assistive technology's "Reset to default value": what a double tap does, with the cause
    /// `.assistiveTechnology`.
    @_spi(Hosting) public func performAccessibilityAction(_ kind: AccessibilityAction.Kind) -> Bool {
        switch kind {
        case .resetToDefault: afterCancellingDrag { restoreDefaultValue(cause: .assistiveTechnology) }
        }
    }

    /// A typed value: moves to `target`, animated, as one edit caused by `.typedEntry` (a drag
    /// still under way ends first); see `ControlModel/enterValue(_:)`. Returns whether the value
    /// changed.
    @_spi(Hosting) public func enterTypedValue(_ target: Double) -> Bool {
        afterCancellingDrag {
            let old = single.value
            move(to: target, cause: .typedEntry)
            return single.value != old
        }
    }

    // MARK: Read out

    /// `value` as text, the way the value is read out: through `valueFormatter`, else the
    /// `valueFormat` the app set, else the model's own text, else the tick's label at `value`,
    /// else the range's own text in the locale's way.
    func text(for value: Double) -> String {
        valueFormatter?(value) ?? pipeline.valueFormat?.text(for: value, locale: environment.locale ?? .current)
            ?? builtInText(for: value) ?? range.tick(at: value)?.label ?? range.text(for: value, locale: environment.locale)
    }

    /// The control as one adjustable accessibility element named `identifier`, framed on its
    /// bounds, along `orientation` (`nil`: a dial). While it is enabled and has a `defaultValue`,
    /// it offers the action "Reset to default value" (in the locale's language), which does what
    /// a double tap does.
    func valueElement(identifier: String, orientation: TrackOrientation? = nil) -> AccessibilityElement {
        let reset = isEnabled && defaultValue != nil
        return AccessibilityElement(identifier: identifier, label: accessibilityLabel, value: text(for: single.value),
                                    frame: bounds, numericValue: single.value, numericRange: range.minimum...range.maximum,
                                    isEnabled: isEnabled,
                                    actions: reset ? [AccessibilityAction(.resetToDefault, locale: environment.locale)] : [],
                                    orientation: orientation, spokenNames: [defaultAccessibilityLabel])
    }

    // MARK: Time

    /// The fraction of the range the value rests at, shown when nothing animates.
    var restingFraction: Double { range.fraction(of: single.value) }
}

extension ControlModel where Value == Double {
    /// The value a double tap, assistive technology's "Reset to default value" (both animated) and
    /// `reset(animated:)` restore; `nil` (the default) disables the reset. Stored as
    /// given and clamped into the range when used; NaN is ignored (the setting keeps what it
    /// held). The rotatable knob's is a normalised value, 0…1.
    public var defaultValue: Double? {
        get { defaultCurrentValue }
        set { defaultCurrentValue = newValue }
    }

    /// The value a bipolar control rests around (the centre of a pan, 0 dB of a gain); `nil` (the
    /// default) for none: the knob draws no value arc, the fader fills from the minimum. With one,
    /// the knob draws its value arc from it, the fader its fill (the rotatable knob draws nothing
    /// for it), and a drag, a tap or a key that reaches or crosses it sends
    /// `.detent(.neutral)`. Stored as given and clamped into the range when used; NaN and
    /// infinities are ignored (the setting keeps what it held).
    public var neutralValue: Double? {
        get { neutralCurrentValue }
        set { neutralCurrentValue = newValue }
    }

    /// The value of a control with one value (the knob, the fader, the rotatable knob): always
    /// in its range (`minimumValue…maximumValue` and the enabled range; the rotatable knob's
    /// 0…1) and on a step; default 0, or the range's nearest value to 0. Setting it is
    /// `setValue(_:animated: false)` and sends no event; NaN is ignored.
    public var value: Double {
        get { currentValue }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value, as the program does: clamped and snapped; with `animated` the pointer or
    /// thumb moves there over 0.25 s with ease-in-out (a knob's pointer along its track, never
    /// across the gap), driven by `advance(to:)`. Sends no event. NaN is ignored. An animated
    /// change during a drag, or with reduce motion, is applied at once. The value the control
    /// already has, set again during a drag (a binding that stores it rounded), changes nothing:
    /// the drag keeps the travel it gathered towards the next step.
    public func setValue(_ newValue: Double, animated: Bool) { setCurrentValue(newValue, animated: animated) }
}
