/// A control's look that adapts to the host's platform: ``KnobStyle``, ``MultiSliderStyle``,
/// ``FaderStyle``, ``RotaryWheelStyle`` and ``RotatableKnobStyle``.
///
/// A style's colours are *automatic* until set: each model's `drawing(style:cache:)` first calls
/// `resolved(in:)` with the model's `environment`, which picks the colours for light or dark
/// and for increased contrast, follows the environment's tint where the control has one, and
/// scales every font by the environment's text scale. A colour the user set is kept as set.
///
/// The automatic colours meet these contrast ratios against what they lie on (the page is white in
/// light and black in dark, `ControlEnvironment/pageBackgroundColor`):
/// `ControlEnvironment/minimumGraphicsContrast` (3:1, 4.5:1 with increased contrast) for what
/// identifies a control or shows its value, `ControlEnvironment/minimumTextContrast` (4.5:1,
/// 7:1) for text. A part with a fill and an outline counts by the better of the two against each
/// neighbour. The exceptions, each reaching 4.5:1 with increased contrast:
/// - the range slider's and the fader's unselected groove against the page (1.25:1 light, 1.8:1 dark): the
///   a light-grey groove, like UIKit's slider; the selected range and the thumbs
///   carry the meaning, and in dark the groove stays dark so the selected range keeps 3:1 on it;
/// - the rotatable knob's orange indicator on its light body (1.4:1) and its orange glow while
///   turned (1.7:1), in the light standard environment only: look;
/// - the wheel's titles on faded (not selected) sectors reach the graphics minimum, not the text
///   one: the fade is mark of the sectors not chosen.
///
/// A disabled control is dimmed by its style's `disabledOpacity` and measured by none of these
/// rules (WCAG exempts inactive controls).
///
/// Right to left mirrors the horizontal range slider and fader only (their models take the
/// direction from the environment). Dials do not mirror: a knob, a wheel and a rotatable knob turn clockwise to
/// increase in every language, as physical knobs and the system's own dials do.
public protocol ControlStyle: Sendable, Hashable {
    /// The control's standard look: every colour automatic, the standard fonts and widths.
    init()
    /// This style as drawn in `environment`: every automatic colour chosen, fonts scaled by
    /// `ControlEnvironment/textScale`, outlines strengthened with increased contrast. Resolving
    /// a resolved style returns it unchanged, so a host may resolve once and pass the result to
    /// `drawing(style:cache:)`; resolve the style as the user set it, not one resolved for
    /// another environment.
    @_spi(Hosting) func resolved(in environment: ControlEnvironment) -> Self
    /// The opacity a disabled control is drawn with, 0…1.
    @_spi(Hosting) var disabledOpacity: Double { get }
}

extension ControlEnvironment {
    /// One of four values by appearance and contrast: how ``Automatic`` picks its value for an
    /// environment.
    func pick<Value>(light: Value, dark: Value, lightIncreased: Value, darkIncreased: Value) -> Value {
        switch (appearance, isContrastIncreased) {
        case (.light, false): return light
        case (.dark, false): return dark
        case (.light, true): return lightIncreased
        case (.dark, true): return darkIncreased
        }
    }

    /// `value` raised to at least `minimum` with increased contrast (a NaN `value` becomes
    /// `minimum`), else `value` as it is: how the styles strengthen outline widths and opacities,
    /// since a hairline or faint edge is what fails first for low-vision users.
    func raisedWithIncreasedContrast(_ value: Double, toAtLeast minimum: Double) -> Double {
        guard isContrastIncreased else { return value }
        return value.isNaN ? minimum : max(value, minimum)
    }
}

/// A style property that is automatic until set: the one piece of code behind the colours (and
/// the thumbs' shadow) of ``MultiSliderStyle``, ``RotaryWheelStyle`` and ``RotatableKnobStyle``.
///
/// It holds the property's automatic value for each of the four looks (light or dark, with or
/// without increased contrast) and the value set, if any. Read before resolution, it gives the
/// value set, else the light standard one, so a style read outside
/// a drawing still shows its defaults. Resolution (``AutomaticChange/resolve(in:)``) keeps a
/// value set and otherwise takes the automatic value for the environment, so a colour the user
/// set is drawn as set in every environment.
///
/// Declared as `@Automatic(dark: …, lightIncreased: …, darkIncreased: …) public var color = light`;
/// `@Automatic public var color = value` is the same value in every look. Two styles' automatic
/// values are always equal (they come from the declaration), so equality and hashing in effect
/// compare what was set.
@propertyWrapper
struct Automatic<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The automatic values by look, in the order of `ControlEnvironment/pick(light:dark:lightIncreased:darkIncreased:)`.
    private let light, dark, lightIncreased, darkIncreased: Value
    /// The value set by the user, or by resolution; `nil` while automatic.
    private var setValue: Value?

    /// A value that is `wrappedValue` in light and the given values in the other looks.
    init(wrappedValue: Value, dark: Value, lightIncreased: Value, darkIncreased: Value) {
        light = wrappedValue
        self.dark = dark
        self.lightIncreased = lightIncreased
        self.darkIncreased = darkIncreased
    }

    /// The automatic values of `shared`, declared once for the styles that share them, as
    /// `@Automatic(as: LinearTrackColors.value) public var fillColor = LinearTrackColors.value.wrappedValue`:
    /// the light value is written out because a public property with an internal wrapper needs
    /// an initial value; it is `shared`'s own, so every look comes from `shared`.
    init(wrappedValue: Value, as shared: Automatic) {
        self.init(wrappedValue: wrappedValue, dark: shared.dark, lightIncreased: shared.lightIncreased,
                  darkIncreased: shared.darkIncreased)
    }

    /// A value that is `wrappedValue` in every look.
    init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, dark: wrappedValue, lightIncreased: wrappedValue, darkIncreased: wrappedValue)
    }

    /// The value set, else the light standard one; setting records a value that resolution keeps.
    var wrappedValue: Value {
        get { setValue ?? light }
        set { setValue = newValue }
    }

    /// Keeps a value set; otherwise takes `automatic`, for a property whose automatic value also
    /// depends on more than the look (the environment's tint, another property).
    mutating func resolve(to automatic: Value) {
        setValue = setValue ?? automatic
    }

    /// Resolves this property or makes it automatic again: see ``AutomaticChange``.
    mutating func apply(_ change: AutomaticChange) {
        switch change {
        case .resolve(let environment):
            resolve(to: environment.pick(light: light, dark: dark, lightIncreased: lightIncreased, darkIncreased: darkIncreased))
        case .reset:
            setValue = nil
        }
    }
}

/// What a style does to all its automatic properties at once.
@_spi(Hosting) public enum AutomaticChange {
    /// Each property not set takes its automatic value for the environment (a style's
    /// `resolved(in:)`).
    case resolve(in: ControlEnvironment)
    /// Each property forgets the value set and is automatic again (a style's
    /// `useAutomaticColors()`).
    case reset
}

/// A style whose colours are automatic until set (``FaderStyle``, ``MultiSliderStyle``,
/// ``XYPadStyle``, ``RotaryWheelStyle``, ``RotatableKnobStyle``): each follows the model's
/// environment (light or dark, increased contrast, for some the tint) when the control is drawn,
/// and a colour set is drawn as set in every environment.
public protocol AutomaticColorStyle: ControlStyle {
    /// Applies `change` to every automatic property of the style: its one list of them.
    @_spi(Hosting) mutating func applyToColors(_ change: AutomaticChange)
}

extension AutomaticColorStyle {
    /// Makes every colour (and a thumb's shadow) automatic again, as in a new style.
    public mutating func useAutomaticColors() { applyToColors(.reset) }
}

extension ControlStyle {
    /// The frame of every style's `resolved(in:)`: a style already resolved comes back as it is
    /// (so fonts are not scaled twice, and a style resolved for one environment is not changed
    /// for another); otherwise `resolve` changes a copy, which is then marked resolved through
    /// `isResolved`, the style's private flag.
    func resolvedOnce(_ isResolved: WritableKeyPath<Self, Bool>, _ resolve: (inout Self) -> Void) -> Self {
        guard !self[keyPath: isResolved] else { return self }
        var style = self
        resolve(&style)
        style[keyPath: isResolved] = true
        return style
    }

    /// Applies `change` to each of `properties`, the storage (`\._name`) of a style's
    /// ``Automatic`` properties of any value types. Each style lists its properties once, in
    /// one call to this, for both resolution and reset.
    mutating func apply<each Value>(_ change: AutomaticChange,
                                    to properties: repeat WritableKeyPath<Self, Automatic<each Value>>) {
        repeat self[keyPath: each properties].apply(change)
    }
}
