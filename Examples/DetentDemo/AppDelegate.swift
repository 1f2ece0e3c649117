import UIKit
import SwiftUI

/// The Detent demo app: one tab per original tutorial's demo, built with the UIKit controls, and one tab with all
/// four SwiftUI views. See Examples/README.md for how to run it.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let tabs = UITabBarController()
        tabs.viewControllers = [
            tab(KnobDemoViewController(), title: "Knob", symbol: "dial.min"),
            tab(RangeSliderDemoViewController(), title: "Range", symbol: "slider.horizontal.below.rectangle"),
            tab(RotaryWheelDemoViewController(), title: "Wheel", symbol: "circle.dashed"),
            tab(RotatableKnobDemoViewController(), title: "Rotate", symbol: "dial.max"),
            tab(UIHostingController(rootView: SwiftUIDemoView()), title: "SwiftUI", symbol: "swift"),
        ]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    private func tab(_ controller: UIViewController, title: String, symbol: String) -> UIViewController {
        controller.title = title
        controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
        return controller
    }
}

extension UIStackView {
    /// A vertical stack centred in `view`'s safe area, the layout every demo screen uses.
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
