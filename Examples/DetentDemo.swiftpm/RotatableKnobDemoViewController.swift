import UIKit
import Combine
import Detent
import DetentUIKit

/// The rotatable knob's demo: a rotatable knob with a title and the level 0–100 below it;
/// double-tap the knob to go back to the middle. The level follows the knob through its Combine publisher.
final class RotatableKnobDemoViewController: UIViewController {
    private let titleLabel = UILabel()
    private let knob = RotatableKnob()
    private let levelLabel = UILabel()
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Volume"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.adjustsFontForContentSizeCategory = true

        knob.defaultValue = 0.5
        knob.accessibilityLabel = "Volume"
        knob.pinSize(width: 200, height: 200)

        levelLabel.font = UIFontMetrics(forTextStyle: .largeTitle)
            .scaledFont(for: .monospacedDigitSystemFont(ofSize: 48, weight: .semibold))
        levelLabel.adjustsFontForContentSizeCategory = true

        _ = UIStackView.demoColumn(in: view, [titleLabel, knob, levelLabel])

        knob.valuePublisher
            .map { Int(($0 * 100).rounded()) }
            .removeDuplicates()
            .sink { [weak self] level in self?.levelLabel.text = "\(level)" }
            .store(in: &subscriptions)
    }
}
