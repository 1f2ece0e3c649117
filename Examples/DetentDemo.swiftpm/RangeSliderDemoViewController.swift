import UIKit
import Detent
import DetentUIKit

/// The range slider's demo: a range slider over house prices and a label with the chosen range.
final class RangeSliderDemoViewController: UIViewController {
    private let rangeSlider = RangeSlider(lowerValue: 120_000, upperValue: 640_000, in: 0...1_000_000, step: 10_000)
    private let rangeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        rangeSlider.valueFormatter = { value in
            RangeSliderDemoViewController.formatted(value)
        }
        rangeSlider.pinSize(width: 300)   // 31 points high: its intrinsic height, as UISlider
        rangeSlider.addTarget(self, action: #selector(rangeChanged), for: .valueChanged)

        rangeLabel.font = .preferredFont(forTextStyle: .title2)
        rangeLabel.adjustsFontForContentSizeCategory = true

        _ = UIStackView.demoColumn(in: view, [rangeSlider, rangeLabel])
        rangeChanged()
    }

    @objc private func rangeChanged() {
        rangeLabel.text = "\(Self.formatted(rangeSlider.lowerValue)) – \(Self.formatted(rangeSlider.upperValue))"
    }

    /// A price in dollars without cents, "$640,000".
    nonisolated private static func formatted(_ value: Double) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        formatter.maximumFractionDigits = 0
        return formatter.string(from: NSNumber(value: value)) ?? "\(Int(value))"
    }
}
