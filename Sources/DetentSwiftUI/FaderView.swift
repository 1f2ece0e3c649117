#if canImport(UIKit)
import SwiftUI
@_spi(Hosting) import Detent
import DetentUIKit

/// A one-thumb slider (a fader) bound to a floating-point value, written as you write a `Slider`,
/// with what iOS 16's `Slider` lacks: ticks, a neutral value the fill starts from, an enabled
/// range, a thumbless style, a vertical axis and double-tap to reset. The SwiftUI face of
/// DetentUIKit's `Fader`.
///
/// ```swift
/// @State private var level = -6.0
///
/// FaderView(value: $level, in: -60...12) {
///     Text("Level")
/// } minimumValueLabel: {
///     Image(systemName: "speaker")
/// } maximumValueLabel: {
///     Image(systemName: "speaker.wave.3")
/// }
/// .neutralValue(0)
/// .defaultValue(0)          // double-tap restores it
/// ```
///
/// Drag the thumb (a 44 × 44-point target) to move the value by the finger's travel, tap the
/// track to move the thumb there, double-tap to restore the ``defaultValue(_:)``. A label above
/// the fader names it for VoiceOver; the value labels sit before and after it. Horizontal
/// faders follow the environment's layout direction, the fill the accent colour set with
/// ``tint(_:)`` (else UIKit's tint colour). Like `Slider`, it takes the length it is offered (200
/// points when left open) and is 44 points thick, plus the tick label band, which grows with
/// Dynamic Type.
@MainActor
public struct FaderView<Label: View, ValueLabel: View>: SliderShapedView, DetentControlView {
    private let content: LabelledParameters<Double, Label, ValueLabel>
    @_spi(Hosting) public var modifiers = ControlModifiers<Fader>()

    /// The fader for `content`, which its initialisers gather.
    @_spi(Hosting) public init(_ content: LabelledParameters<Double, Label, ValueLabel>) {
        self.content = content
    }

    /// The fader: DetentUIKit's `Fader` bound to this view's value and settings, with its labels.
    public var body: some View {
        content.control({ Fader() }, modifiers, modifiers.sliderLayout)
    }

    // MARK: Configuration

    /// The axis; a vertical fader has its maximum's value label over it and its minimum's under
    /// it. See `FaderModel.orientation`.
    public func orientation(_ orientation: TrackOrientation) -> FaderView { oriented(orientation, \.orientation) }

    /// `.standard` (a thumb on a thin track) or `.thumbless` (the fill is the handle, dragged from
    /// anywhere on the track). See `FaderModel.thumbStyle`.
    public func thumbStyle(_ style: FaderThumbStyle) -> FaderView { setting(\.thumbStyle, style) }

    /// When `false` a tap on the track does not move the thumb. See `FaderModel.movesThumbOnTap`.
    public func movesThumbOnTap(_ moves: Bool) -> FaderView { setting(\.movesThumbOnTap, moves) }

    /// When `true` a drag slows as the finger moves away from the track, with a haptic at each
    /// change of speed. See `LinearControlModel.precisionScrubbing`.
    public func precisionScrubbing(_ scrubs: Bool = true) -> FaderView { setting(\.precisionScrubbing, scrubs) }

    // MARK: Pro settings

    /// Marked values drawn beside the track, each with an optional label and image in a band of
    /// `labelSpace` points (0, the default, shows marks only); keys and VoiceOver move from tick
    /// to tick. With `valuesOnly` the fader takes only tick values. Default: none.
    public func ticks(_ ticks: [Tick], valuesOnly: Bool = false, labelSpace: Double = 0) -> FaderView {
        setting(\.ticks, ticks).setting(\.allowsTickValuesOnly, valuesOnly).setting(\.tickLabelSpace, CGFloat(labelSpace))
    }
}

extension DetentUIKit.Fader: WrappedControl {
    static var styleKind: DetentControlStyleConfiguration.Kind { .fader }
    func apply(_ looks: ModifiedLooks) { looks.fader.apply(to: self) }
}

extension ColorRoles where Control == Fader {
    /// The fader's roles, as `.faderColors(…)` names them.
    static func fader(fill: Color? = nil, track: Color? = nil, thumb: Color? = nil, label: Color? = nil) -> ColorRoles {
        ColorRoles([.color(\.minimumTrackTintColor, fill), .color(\.maximumTrackTintColor, track),
                    .color(\.thumbTintColor, thumb), .color(\.labelColor, label)])
    }
}

extension View {
    /// Gives every ``FaderView`` in this view and below `style` (sizes, fonts, shadow, outline
    /// widths, colours); the colour modifiers and `.tint(_:)` still win where they are set.
    public func faderStyle(_ style: FaderStyle) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.fader.style = style }
    }

    /// Colours every ``FaderView`` in this view and below: the `fill` to the thumb (default: the
    /// accent colour), the `track` beyond it, the `thumb`, and the tick and end `label`s. `nil`
    /// keeps the style's colour; dynamic colours follow light, dark and contrast.
    public func faderColors(fill: Color? = nil, track: Color? = nil, thumb: Color? = nil, label: Color? = nil) -> some View {
        transformEnvironment(\.modifiedLooks) { $0.fader.colors = .fader(fill: fill, track: track, thumb: thumb, label: label) }
    }
}

extension DetentControlStyleConfiguration.Kind {
    /// A ``FaderView``: one value along a track, and no angle.
    public static let fader = Self(description: "fader")
}
#endif
