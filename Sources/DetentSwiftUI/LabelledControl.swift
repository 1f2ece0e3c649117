#if canImport(UIKit)
import SwiftUI

/// Where a `LabelledControl`'s labels go.
enum LabelLayout {
    /// Under the control: value labels at the ends of a knob's arc, then the caption.
    case stacked
    /// A slider's: the caption above, the value labels before and after the control.
    case inline
    /// A vertical slider's: the caption above, the maximum's value label over the control and
    /// the minimum's under it (its values grow upwards).
    case column
}

/// A control with the labels `Slider` takes: its label, shown as a caption (under a knob, above a
/// slider) and paired with the control for VoiceOver, and minimum and maximum value labels at
/// the ends (under a knob's arc, beside a slider), which VoiceOver skips as `Slider`'s. A label
/// that is a `Text` (a title) names the control for VoiceOver directly. Labels that are
/// `EmptyView` take no room.
@MainActor
struct LabelledControl<Control: View, Label: View, ValueLabel: View>: View {
    let layout: LabelLayout
    let control: Control
    let labels: ControlLabels<Label, ValueLabel>
    @Namespace private var namespace

    private var label: Label { labels.label }
    private var minimumValueLabel: ValueLabel { labels.minimumValueLabel }
    private var maximumValueLabel: ValueLabel { labels.maximumValueLabel }

    var body: some View {
        switch layout {
        case .stacked:
            VStack(spacing: 4) {
                namedControl
                if hasValueLabels {
                    HStack {
                        minimumValueLabel
                        Spacer(minLength: 8)
                        maximumValueLabel
                    }
                    .accessibilityHidden(true)
                }
                caption
            }
        case .inline, .column:
            // One structure for both, switched by layouts: a slider turned vertical keeps its
            // control (a drag under way, VoiceOver focus, animations) instead of a new one.
            let inline = layout == .inline
            let stack = inline ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) : AnyLayout(VStackLayout(spacing: 4))
            let line = inline ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(spacing: 4))
            stack {
                caption
                line {
                    // The minimum's label before a row; the maximum's over a column.
                    if hasValueLabels { (inline ? minimumValueLabel : maximumValueLabel).accessibilityHidden(true) }
                    namedControl
                    if hasValueLabels { (inline ? maximumValueLabel : minimumValueLabel).accessibilityHidden(true) }
                }
            }
        }
    }

    private var hasLabel: Bool { Label.self != EmptyView.self }
    private var hasValueLabels: Bool { ValueLabel.self != EmptyView.self }

    /// The label as text, when it is a `Text` (a title included): VoiceOver's name for the
    /// control, set on it directly.
    private var labelText: Text? { label as? Text }

    /// The control, named for VoiceOver by its label's text, or by the label view paired with it.
    @ViewBuilder
    private var namedControl: some View {
        if let labelText {
            // Voice Control answers to the title too ("Tap Volume"), whichever initialiser gave it.
            control.accessibilityLabel(labelText).accessibilityInputLabels([labelText])
        } else if hasLabel {
            control.accessibilityLabeledPair(role: .content, id: LabelPair.id, in: namespace)
        } else {
            control
        }
    }

    /// The label shown; VoiceOver reads it with the control, not on its own.
    @ViewBuilder
    private var caption: some View {
        if hasLabel {
            if labelText != nil {
                label.accessibilityHidden(true)
            } else {
                label.accessibilityLabeledPair(role: .label, id: LabelPair.id, in: namespace)
            }
        }
    }
}

/// The labels a view was created with, as `Slider` takes them.
struct ControlLabels<Label: View, ValueLabel: View> {
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel

    /// `control` with these labels around it, placed by `layout`.
    @MainActor
    func around<Control: View>(_ control: Control, _ layout: LabelLayout) -> LabelledControl<Control, Label, ValueLabel> {
        LabelledControl(layout: layout, control: control, labels: self)
    }
}

extension ControlLabels where ValueLabel == EmptyView {
    /// A label without value labels.
    init(label: Label) {
        self.init(label: label, minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

/// The identifier that pairs a control with its label view.
private enum LabelPair {
    static let id = "DetentSwiftUI.label"
}
#endif
