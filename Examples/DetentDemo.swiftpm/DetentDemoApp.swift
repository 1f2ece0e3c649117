import SwiftUI
import UIKit

/// The Detent demo app: one tab per control's demo, built with the UIKit controls, and
/// one tab with all four SwiftUI views in a scrolling form, and a "Studio" tab with the pro
/// settings (scales, ticks, a bipolar knob, undo by edit) in UIKit. See Examples/README.md for how to run
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
    /// A vertical stack centred in `view`'s safe area, the layout every UIKit demo screen uses.
    static func demoColumn(in view: UIView, _ arranged: [UIView]) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: arranged)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
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
