import AudioToolbox
import UIKit
import Detent
import DetentUIKit

/// Automation: a knob bound to a filter's cutoff, a fader to its gain, and an XY pad to cutoff and
/// resonance, all through `AUParameter`s, as an Audio Unit's view binds its controls. "Play
/// Automation" moves the cutoff as a host playing recorded automation does: the knob and the pad
/// follow, except under a finger. The log shows what the controls write: a touch, values and a
/// release per edit.
final class AutomationDemoViewController: UIViewController {
    private let cutoff = AUParameterTree.createParameter(
        withIdentifier: "cutoff", name: "Cutoff", address: 0, min: 20, max: 20_000,
        unit: .hertz, unitName: nil, flags: [.flag_IsReadable, .flag_IsWritable, .flag_DisplayLogarithmic], valueStrings: nil, dependentParameters: nil)
    private let resonance = AUParameterTree.createParameter(
        withIdentifier: "resonance", name: "Resonance", address: 1, min: 0, max: 100,
        unit: .percent, unitName: nil, flags: [.flag_IsReadable, .flag_IsWritable], valueStrings: nil, dependentParameters: nil)
    private let gain = AUParameterTree.createParameter(
        withIdentifier: "gain", name: "Gain", address: 2, min: -60, max: 6,
        unit: .decibels, unitName: nil, flags: [.flag_IsReadable, .flag_IsWritable], valueStrings: nil, dependentParameters: nil)
    private lazy var tree = AUParameterTree.createTree(withChildren: [cutoff, resonance, gain])

    private let knob = Knob()
    private let fader = Fader()
    private let pad = XYPad()
    private let log = UILabel()
    private let playButton = UIButton(type: .system)
    private var automationToken: AUParameterObserverToken?
    private var playback: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        cutoff.value = 1_000
        resonance.value = 20
        gain.value = -6

        knob.accessibilityLabel = "Cutoff"
        knob.pinSize(width: 150, height: 150)
        knob.bind(to: cutoff)
        fader.accessibilityLabel = "Gain"
        fader.defaultValue = 0
        fader.pinSize(width: 260)
        fader.bind(to: gain)
        pad.axisAccessibilityLabels = (x: "Cutoff", y: "Resonance")
        pad.pinSize(width: 240, height: 160)
        pad.bind(x: cutoff, y: resonance)

        log.numberOfLines = 4
        log.font = .preferredFont(forTextStyle: .footnote)
        log.adjustsFontForContentSizeCategory = true
        automationToken = tree.token(byAddingParameterAutomationObserver: Self.automationLog(into: log))

        playButton.setTitle("Play Automation", for: .normal)
        playButton.addTarget(self, action: #selector(playAutomation), for: .touchUpInside)

        _ = UIStackView.demoColumn(in: view, [knob, fader, pad, playButton, log])
    }

    /// What the controls write, as the host hears it: each gesture's touch, values and release.
    /// The audio unit calls it on any thread, so it is made outside the main actor (a closure
    /// made on the main actor would be checked to run there) and hands its text to the main queue.
    nonisolated private static func automationLog(into label: UILabel) -> AUParameterAutomationObserver {
        { [weak label] count, events in
            let lines = UnsafeBufferPointer(start: events, count: count).map { event in
                let name = ["cutoff", "resonance", "gain"][Int(min(event.address, 2))]
                let kind = event.eventType == .touch ? "touch" : event.eventType == .release ? "release" : "value"
                return "\(name) \(kind) " + String(format: "%.1f", event.value)
            }
            DispatchQueue.main.async { label?.text = lines.suffix(4).joined(separator: "\n") }
        }
    }

    /// The host plays recorded automation: the cutoff sweeps up over two seconds. A control under
    /// the user's finger stays there and shows the last value when the finger lifts.
    @objc private func playAutomation() {
        playback?.invalidate()
        let start = Date()
        playback = Timer.scheduledTimer(withTimeInterval: 1.0 / 30, repeats: true) { [weak self] timer in
            let t = min(Date().timeIntervalSince(start) / 2, 1)
            DispatchQueue.main.async {
                self?.cutoff.setValue(AUValue(100 * pow(100, t)), originator: nil)
                if t >= 1 { timer.invalidate() }
            }
        }
    }
}
