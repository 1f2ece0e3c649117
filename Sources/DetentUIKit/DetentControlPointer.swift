#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

// An iPad's pointer (a trackpad, a mouse): where it rests goes to the model, which highlights the
// thumb or knob under it; the pointer itself takes that part's shape; its scrolling adjusts the
// control when the core's scroll routing gives the control the burst.
extension DetentControl: UIPointerInteractionDelegate {
    /// Adds the recognizer that follows a pointer over the control without a button pressed, the
    /// one that takes a trackpad's and a mouse wheel's scrolling, and the pointer interaction that
    /// shapes the pointer over the part the core picks out.
    func installPointerInput() {
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: #selector(pointerHovered(_:))))
        let scroll = PointerScrollRecognizer(target: self, action: #selector(pointerScrolled(_:)))
        scroll.allowedScrollTypesMask = .all
        // No touches: a finger's drag is the control's own tracking; this takes scrolling only.
        scroll.allowedTouchTypes = []
        addGestureRecognizer(scroll)
        addInteraction(UIPointerInteraction(delegate: self))
    }

    @objc private func pointerHovered(_ recognizer: UIHoverGestureRecognizer) {
        // Where the pointer rests is the core's `PointerRest`, fed window locations: UIKit cannot
        // tell a pointer that moved onto the control from content scrolled under a still one, so
        // a hover that begins waits for the pointer's first move, except where it ended last (a
        // click ends the hover and begins it again in place, and the pointer is still aimed).
        let inWindow = recognizer.location(in: nil)
        switch recognizer.state {
        case .began:
            pointerState.rest.arrived(at: inWindow, time: CACurrentMediaTime())
            send(.hover(recognizer.location(in: self)))
        case .changed:
            pointerState.rest.moved(to: inWindow, time: CACurrentMediaTime())
            send(.hover(recognizer.location(in: self)))
        default:
            send(.hover(nil))
        }
    }

    /// Where the scroll burst under way goes, by the core's `ScrollRouter` of the page the control
    /// is on (``PageScrollRouting``): to an enabled control when it has keyboard focus or the
    /// pointer has rested on it (0.5 s), else to the page around it, so a page scrolled with a
    /// trackpad goes on scrolling when a control slides under the pointer.
    func scrollBurstTarget() -> ScrollTarget {
        PageScrollRouting.page(around: self).route(controlTakesScroll: isEnabled, controlIsFocused: isFocused || isFirstResponder,
                                                   pointerRestingSince: pointerState.rest.since)
    }

    @objc private func pointerScrolled(_ recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .began || recognizer.state == .changed else { return }
        // Each change is the travel since the last one; the burst stays the control's while it lasts.
        let travel = recognizer.translation(in: self)
        recognizer.setTranslation(.zero, in: self)
        _ = scrollBurstTarget()
        send(.scroll(travel, recognizer.modifierFlags))
    }

    /// The part under the pointer, as the core says (`highlightFrame(at:)`: a thumb, a knob, none
    /// on the wheel or a disabled control), so the pointer snaps to it; elsewhere the system's
    /// pointer.
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        guard let frame = hostedModel.highlightFrame(at: modelPoint(request.location)) else { return nil }
        let rect = viewRect(frame)
        // A new identifier for a part that moved, so the pointer follows a thumb the model moved.
        return UIPointerRegion(rect: rect, identifier: NSValue(cgRect: rect))
    }

    /// The system's effect on the part, in its round shape: over a thumb the pointer becomes its
    /// highlight; over a dial (the knobs) the pointer keeps its shape and the dial is tinted, since
    /// a press there acts at the pointer's exact place (`highlightsDial`). The control draws no
    /// highlight of its own meanwhile (`ControlEnvironment.platformHighlightsPointer`). A hovering
    /// Apple Pencil gets the same effects (UIKit supports effect-based pointer styles for it).
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let container = superview else { return nil }
        let parameters = UIPreviewParameters()
        parameters.visiblePath = UIBezierPath(ovalIn: region.rect)
        let preview = UITargetedPreview(view: self, parameters: parameters)
        if hostedModel.highlightsDial {
            return UIPointerStyle(effect: .hover(preview, preferredTintMode: .overlay, prefersShadow: false, prefersScaledContent: false))
        }
        // With a content effect the shape is in the preview's container: the control's superview.
        let frame = convert(region.rect, to: container)
        return UIPointerStyle(effect: .highlight(preview), shape: .roundedRect(frame, radius: min(frame.width, frame.height) / 2))
    }
}

/// The pan recognizer that takes only a trackpad's and a mouse wheel's scrolling over a control,
/// told apart from the pans of the views around it.
final class PointerScrollRecognizer: UIPanGestureRecognizer {}

/// What a control keeps of the pointer over it: since when it has rested there (the core's rule)
/// and the part the core highlighted at the last change.
struct PointerState {
    var rest = PointerRest()
    var highlightedFrame: CGRect?
}
#endif
