import UIKit
import Detent
import DetentUIKit

/// The pro settings in UIKit (README's and the UIKit article's "Pro controls"): a logarithmic
/// frequency knob with labelled ticks, a bipolar pan knob, a vertical level fader, a fader drawn
/// by a look of the app's own (an LED meter, `LEDMeterLook`), gradient stops on a multi-thumb
/// slider with a button that adds one, a joystick pad that springs back to
/// its centre, and undo
/// grouped by edit — one undo restores the value from before a whole drag, tap, key burst or
/// VoiceOver step.
final class StudioViewController: UIViewController {
    private let frequency = Knob()
    private let pan = Knob()
    private let level = Fader(value: -6, in: -60...12)
    private let meter = Fader(value: 0.6, in: 0...1)
    private let stops = MultiSlider(values: [0, 0.4, 1], in: 0...1)
    private let joystick = XYPad(x: 0, y: 0, xIn: -1...1, yIn: -1...1)
    private let joystickLabel = UILabel()
    private let undo = UndoManager()

    override var undoManager: UndoManager? { undo }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        // 20 Hz … 20 kHz, equal ratios at equal angles, with labelled ticks.
        frequency.maximumValue = 20_000
        frequency.minimumValue = 20
        frequency.setValue(1_000, animated: false)
        frequency.scale = .logarithmic
        frequency.ticks = [20, 100, 1_000, 10_000, 20_000].map { hz in
            Tick(value: hz, label: hz >= 1_000 ? "\(Int(hz / 1_000))k" : "\(Int(hz))")
        }
        frequency.showsValueArc = true

        // A bipolar pan, −1 … 1: the value arc grows from the centre, double-tap recentres.
        pan.minimumValue = -1
        pan.setValue(0, animated: false)
        pan.neutralValue = 0
        pan.defaultValue = 0

        // A channel's level: vertical, 0 dB at three quarters of the travel, double-tap for unity,
        // speaker symbols at its ends (drawn in the label colour, as templates).
        level.orientation = .vertical
        level.scale = .piecewise([(position: 0.25, value: -20), (position: 0.75, value: 0)])
        level.defaultValue = 0
        // Long press › "Enter Value…" (or a digit on a hardware keyboard) types a level: "-6", "-inf".
        level.valueFormat = .decibels(decimals: 1, minusInfinityAt: -60)
        level.minimumValueImage = UIImage(systemName: "speaker")
        level.maximumValueImage = UIImage(systemName: "speaker.wave.3")
        level.accessibilityLabel = "Level"
        level.pinSize(width: 44, height: 220)

        // The fader's behaviour with a look of the app's own.
        meter.look = LEDMeterLook.look
        meter.thumbStyle = .thumbless             // no thumb drawn, so it drags from anywhere
        meter.accessibilityLabel = "Send"
        meter.pinSize(width: 240, height: 31)

        // Gradient stops: up to 16 thumbs, at least 0.05 apart, each stopping at its neighbours.
        stops.minimumDistance = 0.05
        stops.valueLabelSpace = 18
        stops.valueFormatter = { "\(Int(($0 * 100).rounded())) %" }
        stops.accessibilityLabel = "Gradient stops"
        stops.pinSize(width: 280)
        let addStop = UIButton(type: .system)
        addStop.setTitle("Add Stop", for: .normal)
        addStop.addAction(UIAction { [weak self] _ in self?.stops.insertThumb(withValue: 0.5) }, for: .touchUpInside)

        // A joystick: −1 … 1 on both axes, back to the centre when the finger lifts; taps do
        // nothing while it springs back. The crosshair takes the view's tint colour.
        joystick.springsBack = true
        joystick.accessibilityLabel = "Joystick"
        joystick.axisAccessibilityLabels = (x: "Steer", y: "Throttle")
        joystick.tintColor = .systemOrange
        joystick.pinSize(width: 180, height: 180)
        joystickLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        joystick.addAction(UIAction { [weak self] _ in self?.showJoystick() }, for: .valueChanged)
        showJoystick()

        for knob in [frequency, pan] {
            knob.pinSize(width: 160, height: 160)
            knob.addTarget(self, action: #selector(editEnded(_:)), for: .editingDidEnd)
        }

        let undoButton = UIButton(type: .system)
        undoButton.setTitle("Undo", for: .normal)
        undoButton.addAction(UIAction { [weak self] _ in self?.undo.undo() }, for: .touchUpInside)
        _ = UIStackView.demoColumn(in: view, [frequency, pan, level, meter, stops, addStop, joystick, joystickLabel, undoButton])
    }

    /// The joystick's values as text, as VoiceOver reads them.
    private func showJoystick() {
        joystickLabel.text = joystick.valueText
    }

    /// One undo per edit: the model keeps the value from before the edit that just ended.
    @objc private func editEnded(_ knob: Knob) {
        guard let before = knob.valueBeforeEdit, before != knob.value else { return }
        registerUndo(knob, restoring: before)
    }

    /// Registers an undo that sets `knob` back to `value`, and a redo that returns to the value now.
    private func registerUndo(_ knob: Knob, restoring value: Double) {
        let now = knob.value
        undo.registerUndo(withTarget: knob) { [weak self] knob in
            knob.setValue(value, animated: true)
            self?.registerUndo(knob, restoring: now)
        }
        undo.setActionName("Change \(knob === frequency ? "Frequency" : "Pan")")
    }
}
