import UIKit
import Detent
import DetentUIKit

/// The knob's demo: a knob and a UISlider that follow each other, the value with two
/// decimals, an "Animate" switch that animates programmatic changes, a "Random Value" button, and a
/// "Haptics" switch (`isHapticFeedbackEnabled`).
final class KnobDemoViewController: UIViewController {
    private let knob = Knob()
    private let slider = UISlider()
    private let valueLabel = UILabel()
    private let animateSwitch = UISwitch()
    private let hapticsSwitch = UISwitch()
    private let randomButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        knob.lineWidth = 4
        knob.pointerLength = 12
        knob.defaultValue = 0.5   // double-tap goes back to it
        knob.pinSize(width: 200, height: 200)
        knob.addTarget(self, action: #selector(knobValueChanged), for: .valueChanged)

        slider.addTarget(self, action: #selector(sliderValueChanged), for: .valueChanged)
        slider.pinSize(width: 260)

        // Scaled with Dynamic Type, and again when the text size changes while the app runs.
        valueLabel.font = UIFontMetrics(forTextStyle: .title1)
            .scaledFont(for: .monospacedDigitSystemFont(ofSize: 28, weight: .regular))
        valueLabel.adjustsFontForContentSizeCategory = true

        let animateLabel = UILabel()
        animateLabel.text = "Animate"
        animateSwitch.isOn = true
        let animateRow = UIStackView(arrangedSubviews: [animateLabel, animateSwitch])
        animateRow.spacing = 12

        let hapticsLabel = UILabel()
        hapticsLabel.text = "Haptics"
        hapticsSwitch.isOn = knob.isHapticFeedbackEnabled
        hapticsSwitch.addTarget(self, action: #selector(hapticsChanged), for: .valueChanged)
        let hapticsRow = UIStackView(arrangedSubviews: [hapticsLabel, hapticsSwitch])
        hapticsRow.spacing = 12

        randomButton.setTitle("Random Value", for: .normal)
        randomButton.addTarget(self, action: #selector(randomValue), for: .touchUpInside)

        _ = UIStackView.demoColumn(in: view, [knob, valueLabel, slider, animateRow, hapticsRow, randomButton])
        show(knob.value, animated: false)
    }

    /// The knob moved: the slider and the label follow.
    @objc private func knobValueChanged() {
        slider.value = Float(knob.value)
        valueLabel.text = String(format: "%.2f", knob.value)
    }

    /// The slider moved: the knob and the label follow.
    @objc private func sliderValueChanged() {
        show(Double(slider.value), animated: false)
    }

    @objc private func hapticsChanged() {
        knob.isHapticFeedbackEnabled = hapticsSwitch.isOn
    }

    @objc private func randomValue() {
        show(Double.random(in: knob.minimumValue...knob.maximumValue), animated: animateSwitch.isOn)
    }

    private func show(_ value: Double, animated: Bool) {
        knob.setValue(value, animated: animated)
        slider.setValue(Float(knob.value), animated: animated)
        valueLabel.text = String(format: "%.2f", knob.value)
    }
}
