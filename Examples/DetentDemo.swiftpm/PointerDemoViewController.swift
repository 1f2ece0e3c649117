import Combine
import UIKit
import Detent
import DetentUIKit

/// iPad input: a trackpad's or a mouse's pointer lights the knob or thumb under it and takes its
/// shape; resting on a control for half a second, then scrolling with two fingers or the wheel,
/// adjusts it (scrolling straight away scrolls the page, which is taller than the screen); a
/// hardware keyboard's arrows repeat while held; Voice Control answers to each part's name
/// ("Tap Cutoff", "Tap Knob", "Tap Lower"). The log shows which control is being edited.
final class PointerDemoViewController: UIViewController {
    private let knob = Knob()
    private let fader = Fader()
    private let range = RangeSlider()
    private let pad = XYPad()
    private let log = UILabel()
    private var subscriptions: Set<AnyCancellable> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let hint = UILabel()
        hint.numberOfLines = 0
        hint.font = .preferredFont(forTextStyle: .callout)
        hint.adjustsFontForContentSizeCategory = true
        hint.text = """
            Point at a control: its knob or thumb lights up. Rest there, then scroll to adjust it; \
            scroll at once and the page scrolls. Tab to a control and hold an arrow key. \
            With Voice Control, say "Tap Cutoff" or "Show names".
            """

        knob.accessibilityLabel = "Cutoff"
        knob.defaultValue = 0.5
        knob.pinSize(width: 150, height: 150)
        fader.accessibilityLabel = "Gain"
        fader.step = 0.01
        fader.pinSize(width: 300)
        range.accessibilityLabel = "Band"
        range.pinSize(width: 300)
        pad.axisAccessibilityLabels = (x: "Pan", y: "Depth")
        pad.pinSize(width: 260, height: 200)

        log.numberOfLines = 3
        log.font = .preferredFont(forTextStyle: .footnote)
        log.adjustsFontForContentSizeCategory = true
        log.text = "No edit yet."
        record(knob.eventPublisher, named: "Cutoff")
        record(fader.eventPublisher, named: "Gain")
        record(range.eventPublisher, named: "Band")
        record(pad.eventPublisher, named: "Pad")

        // Spacers make the page taller than an iPad's screen, so scrolling over a control is
        // something the routing has to decide.
        let spacers = (0..<2).map { _ in UIView() }
        for spacer in spacers { spacer.pinSize(width: 10, height: 400) }
        _ = UIStackView.demoColumn(in: view, [hint, knob, fader, spacers[0], range, pad, spacers[1], log])
    }

    /// Writes each finished edit of a control into the log.
    private func record<Value>(_ events: AnyPublisher<ControlEvent<Value>, Never>, named name: String) {
        events
            .sink { [weak self] event in
                guard let self else { return }
                switch event {
                case .editingDidBegin: self.log.text = "\(name): editing…"
                case .editingDidEnd: self.log.text = "\(name): edit ended."
                default: break
                }
            }
            .store(in: &subscriptions)
    }
}
