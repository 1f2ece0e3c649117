/// A control's look that adapts to the host's platform: ``KnobStyle``, ``RangeSliderStyle``,
/// ``RotaryWheelStyle`` and ``RotatableKnobStyle``.
///
/// A style's colours are *automatic* until set: each model's `drawing(style:cache:)` first calls
/// ``resolved(in:)`` with the model's `environment`, which picks the colours for light or dark
/// and for increased contrast, follows the environment's tint where the control has one, and
/// scales every font by the environment's text scale. A colour the user set is kept as set.
///
/// The automatic colours meet these contrast ratios against what they lie on (the page is white in
/// light and black in dark, ``ControlEnvironment/pageBackgroundColor``):
/// ``ControlEnvironment/minimumGraphicsContrast`` (3:1, 4.5:1 with increased contrast) for what
/// identifies a control or shows its value, ``ControlEnvironment/minimumTextContrast`` (4.5:1,
/// 7:1) for text. A part with a fill and an outline counts by the better of the two against each
/// neighbour. The exceptions, each reaching 4.5:1 with increased contrast:
/// - the range slider's unselected groove against the page (1.25:1 light, 1.8:1 dark): the
///   original tutorial's light-grey groove, like UIKit's slider; the selected range and the thumbs
///   carry the meaning, and in dark the groove stays dark so the selected range keeps 3:1 on it;
/// - the rotatable knob's orange indicator on its light body (1.4:1) and its orange glow while
///   turned (1.7:1), in the light standard environment only: the original tutorial's look;
/// - the wheel's titles on faded (not selected) sectors reach the graphics minimum, not the text
///   one: the fade is the original tutorial's mark of the sectors not chosen.
///
/// A disabled control is dimmed by its style's `disabledOpacity` and measured by none of these
/// rules (WCAG exempts inactive controls).
///
/// Right to left mirrors the range slider only (its model takes the direction from the
/// environment). Dials do not mirror: a knob, a wheel and a rotatable knob turn clockwise to
/// increase in every language, as physical knobs and the system's own dials do.
public protocol ControlStyle: Sendable, Hashable {
    /// This style as drawn in `environment`: every automatic colour chosen, fonts scaled by
    /// ``ControlEnvironment/textScale``, outlines strengthened with increased contrast. Resolving
    /// a resolved style returns it unchanged, so a host may resolve once and pass the result to
    /// `drawing(style:cache:)`; resolve the style as the user set it, not one resolved for
    /// another environment.
    func resolved(in environment: ControlEnvironment) -> Self
}

extension ControlEnvironment {
    /// One of four values by appearance and contrast: how the styles write their automatic colours
    /// as tables.
    func pick<Value>(light: Value, dark: Value, lightIncreased: Value, darkIncreased: Value) -> Value {
        switch (appearance, isContrastIncreased) {
        case (.light, false): return light
        case (.dark, false): return dark
        case (.light, true): return lightIncreased
        case (.dark, true): return darkIncreased
        }
    }
}
