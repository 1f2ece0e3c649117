import SwiftUI
import UIKit

/// The Detent demo app: one tab per control's demo, built with the UIKit controls, and
/// one tab with all four SwiftUI views in a scrolling form, and a "Studio" tab with the pro
/// settings (scales, ticks, a bipolar knob, undo by edit) in UIKit, an "Automation" tab with
/// controls bound to Audio Unit parameters, and an "iPad" tab for the pointer, trackpad
/// scrolling, held keys and Voice Control. See Examples/README.md for how to run
/// it.
@main
struct DetentDemoApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                DemoScreen(KnobDemoViewController.init)
                    .tabItem { Label("Knob", systemImage: "dial.min") }
                DemoScreen(RangeSliderDemoViewController.init)
                    .tabItem { Label("Range", systemImage: "slider.horizontal.below.rectangle") }
                DemoScreen(RotaryWheelDemoViewController.init)
                    .tabItem { Label("Wheel", systemImage: "circle.dashed") }
                DemoScreen(RotatableKnobDemoViewController.init)
                    .tabItem { Label("Rotate", systemImage: "dial.max") }
                SwiftUIDemoView()
                    .tabItem { Label("SwiftUI", systemImage: "swift") }
                DemoScreen(StudioViewController.init)
                    .tabItem { Label("Studio", systemImage: "slider.vertical.3") }
                DemoScreen(AutomationDemoViewController.init)
                    .tabItem { Label("Automation", systemImage: "waveform.path") }
                DemoScreen(PointerDemoViewController.init)
                    .tabItem { Label("iPad", systemImage: "cursorarrow.rays") }
            }
        }
    }
}

/// One of the UIKit demo screens, shown in a SwiftUI tab. SwiftUI keeps the controller while its
/// tab is away, so a screen keeps its state across tab switches.
struct DemoScreen<Controller: UIViewController>: UIViewControllerRepresentable {
    private let make: () -> Controller

    init(_ make: @escaping () -> Controller) {
        self.make = make
    }

    func makeUIViewController(context: Context) -> Controller { make() }

    func updateUIViewController(_ controller: Controller, context: Context) {}
}

extension UIStackView {
    /// A vertical stack in a scroll view that fills `view`: centred in the safe area while it
    /// fits, scrolling when it does not (an iPhone in landscape, large Dynamic Type). The layout
    /// every UIKit demo screen uses; the controls inside take their drags from the scroll view as
    /// their own rules say.
    static func demoColumn(in view: UIView, _ arranged: [UIView]) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: arranged)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false

        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        view.addSubview(scroll)

        let content = scroll.contentLayoutGuide
        let visible = scroll.safeAreaLayoutGuide
        // The content is as tall as the stack plus margins, and at least as tall as what shows:
        // the stack sits in the middle until it no longer fits, then the view scrolls.
        let hugging = content.heightAnchor.constraint(equalTo: stack.heightAnchor, constant: 40)
        hugging.priority = .defaultLow
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.widthAnchor.constraint(equalTo: visible.widthAnchor),
            content.heightAnchor.constraint(greaterThanOrEqualTo: visible.heightAnchor),
            hugging,
            stack.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
        ])
        return stack
    }
}

extension UIView {
    /// Fixes the view's size with constraints.
    func pinSize(width: CGFloat? = nil, height: CGFloat? = nil) {
        translatesAutoresizingMaskIntoConstraints = false
        if let width { widthAnchor.constraint(equalToConstant: width).isActive = true }
        if let height { heightAnchor.constraint(equalToConstant: height).isActive = true }
    }
}
