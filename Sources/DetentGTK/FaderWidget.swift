import CDetentGTK
import Detent
import Foundation

/// A one-thumb slider (a fader) as a GTK 4 widget: a `FaderModel` in a ``ControlHost`` (drag,
/// tap, double tap, keys, scroll wheel, focus, frame-clock animation, accessible slider, HiDPI,
/// GTK's environment).
///
/// Every property of the model is the widget's too (`value`, `minimumValue`, `maximumValue`,
/// `step`, `isContinuous`, `defaultValue`, `neutralValue`, `orientation`, `thumbStyle`,
/// `minimumValueLabel`, `maximumValueLabel`, `ticks`, `allowsTickValuesOnly`, `enabledRange`,
/// `scale`, `valueFormatter`…; see ``ControlWidget``); setting one repaints. A tap on the track
/// moves the thumb there, a double tap restores `defaultValue`, Shift makes drags and keys ten
/// times finer. Horizontal faders read in GTK's text direction for the widget (see
/// ``layoutDirection``). The look is ``ControlWidget/style``, a `FaderStyle` (default:
/// `FaderStyle()`); its fill follows the theme's accent colour unless the style sets one.
/// Values come out through ``ControlWidget/onEvent``, ``ValueControlWidget/onValueChanged``,
/// ``ControlWidget/onEditingChanged``, ``ControlWidget/eventStream()`` and
/// ``ValueControlWidget/valueStream()``.
///
/// ```swift
/// let fader = FaderWidget()
/// fader.orientation = .vertical
/// fader.neutralValue = 0.5
/// fader.onValueChanged = { print($0) }
/// gtk_box_append(box, fader.widget)
/// ```
public final class FaderWidget: ValueControlWidget, AdjustableControlWidget {
    /// The host this widget is composed of; see ``ControlWidget/host``.
    public let host: ControlHost<FaderModel>

    /// Creates a fader with the model's defaults (value 0 in 0…1, horizontal) and a natural size of
    /// `width × height` points (default 300 × 32, each at least 1; across its axis at least the
    /// model's natural thickness, see ``ControlWidget/contentSize``).
    public init(width: Int = 300, height: Int = 32) {
        host = ControlHost(type: Self.type, width: width, height: height)
    }

    /// The GObject class `DetentFader` (CSS name `fader`), a `GtkOrientable`: properties `value`,
    /// `minimum-value`, `maximum-value`, `step`, `ticks`, `allows-tick-values-only`, `continuous`,
    /// `orientation`, `precision-scrubbing`, `double-tap-interval`, `value-format`, `adjustment`; signals `value-changed (gdouble value)`,
    /// `editing-began`, `editing-ended`.
    static let type = ControlType.valueInRange(
        typeName: "DetentFader", cssName: "fader", model: { FaderModel() }, style: FaderStyle(), naturalSize: (300, 32),
        own: [.orientation(\.orientation), .precisionScrubbing()])

    /// The GType of `DetentFader`, the GObject class of every fader's ``ControlWidget/widget``.
    public static var gtype: GType { type.gclass.gtype }
}
