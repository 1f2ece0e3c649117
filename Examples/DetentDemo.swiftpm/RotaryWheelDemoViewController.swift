import UIKit
import Detent
import DetentUIKit

/// The wheel's demo: a wheel of the eight default sectors, the selected sector's name
/// under it, and the centre button, whose primary action opens the selected item.
final class RotaryWheelDemoViewController: UIViewController {
    private let wheel = RotaryWheel(sectors: RotaryWheelSector.defaultSectors)
    private let nameLabel = UILabel()
    private let actionLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        wheel.centerButtonTitle = "Open"
        wheel.pinSize(width: 300, height: 300)
        wheel.addTarget(self, action: #selector(selectionChanged), for: .valueChanged)
        wheel.addTarget(self, action: #selector(centerButtonTapped), for: .primaryActionTriggered)

        nameLabel.font = .preferredFont(forTextStyle: .title1)
        actionLabel.font = .preferredFont(forTextStyle: .footnote)
        nameLabel.adjustsFontForContentSizeCategory = true
        actionLabel.adjustsFontForContentSizeCategory = true
        actionLabel.textColor = .secondaryLabel

        _ = UIStackView.demoColumn(in: view, [wheel, nameLabel, actionLabel])
        selectionChanged()

        // The same selections arrive through the control's AsyncStream too, read for as long as the
        // screen lives rather than between appearance callbacks, so the label follows every
        // selection whichever tab was shown meanwhile. The stream holds neither the wheel nor
        // this screen, and ends when the wheel goes away.
        let selections = wheel.valueStream()
        Task { [weak self] in
            for await index in selections {
                guard let self else { return }
                actionLabel.text = "Selected sector \(index + 1) of \(wheel.numberOfSections)"
            }
        }
    }

    @objc private func selectionChanged() {
        nameLabel.text = wheel.selectedTitle
    }

    @objc private func centerButtonTapped() {
        let alert = UIAlertController(title: wheel.selectedTitle, message: "Opened from the centre button.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
