#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// The core's `ScrollRouter` for one scrolling page: the nearest scroll view around a control, or
/// its window outside any. Every control on the page routes through the same router, so a burst
/// that began scrolling the page goes on scrolling it when a control slides under the pointer,
/// and a burst one control took stays the controls' while the pointer stays on them.
///
/// It is an interaction on the page's view, so the page owns it and each control finds it there.
/// On a scroll view it also hears the page's own trackpad and mouse-wheel pans (the ones that
/// begin over no control), so the router knows a burst that began there as the page's.
@MainActor
final class PageScrollRouting: NSObject, UIInteraction {
    /// The page's view: a scroll view or a window.
    private(set) weak var view: UIView?
    private var router = ScrollRouter()

    func willMove(to view: UIView?) {
        (self.view as? UIScrollView)?.panGestureRecognizer.removeTarget(self, action: #selector(pageScrolled(_:)))
    }

    func didMove(to view: UIView?) {
        self.view = view
        (view as? UIScrollView)?.panGestureRecognizer.addTarget(self, action: #selector(pageScrolled(_:)))
    }

    /// Routes a scroll event that arrived now over a control: `controlTakesScroll` is whether the
    /// control under the pointer can take it (it is enabled), `controlIsFocused` whether it has
    /// keyboard focus, `pointerRestingSince` when the pointer last moved over it (`nil`: it has not).
    func route(controlTakesScroll: Bool, controlIsFocused: Bool, pointerRestingSince: Double?) -> ScrollTarget {
        router.route(at: CACurrentMediaTime(), overControl: controlTakesScroll, controlIsFocused: controlIsFocused,
                     pointerRestingSince: pointerRestingSince)
    }

    /// The page's own pan moved: a touchless one is a trackpad's or a mouse wheel's scrolling that
    /// no control took, so the burst is the page's. A finger's pan is not scrolling by pointer.
    @objc private func pageScrolled(_ pan: UIPanGestureRecognizer) {
        guard pan.numberOfTouches == 0, pan.state == .began || pan.state == .changed else { return }
        _ = router.route(at: CACurrentMediaTime(), overControl: false)
    }

    /// The routing of the page `control` is on: the nearest scroll view around it, else its window
    /// (else the control itself, which gets no scrolling before it is in a window), made the first
    /// time a control there asks.
    static func page(around control: UIView) -> PageScrollRouting {
        var page: UIView = control.window ?? control
        var ancestor = control.superview
        while let view = ancestor {
            if view is UIScrollView {
                page = view
                break
            }
            ancestor = view.superview
        }
        if let routing = page.interactions.lazy.compactMap({ $0 as? PageScrollRouting }).first { return routing }
        let routing = PageScrollRouting()
        page.addInteraction(routing)
        return routing
    }
}
#endif
