#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

// An iPad's pointer (a trackpad, a mouse): where it rests goes to the model, which highlights the
// thumb or knob under it; the pointer itself takes that part's shape.
extension DetentControl: UIPointerInteractionDelegate {
    /// Adds the recognizer that follows a pointer over the control without a button pressed, and
    /// the pointer interaction that shapes the pointer over the part the core picks out.
    func installPointerInput() {
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: #selector(pointerHovered(_:))))
        addInteraction(UIPointerInteraction(delegate: self))
    }

    @objc private func pointerHovered(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed: send(.hover(recognizer.location(in: self)))
        default: send(.hover(nil))
        }
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

    /// The system's highlight of the part, in its round shape.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let container = superview else { return nil }
        let parameters = UIPreviewParameters()
        parameters.visiblePath = UIBezierPath(ovalIn: region.rect)
        let preview = UITargetedPreview(view: self, parameters: parameters)
        // With a content effect the shape is in the preview's container: the control's superview.
        let frame = convert(region.rect, to: container)
        return UIPointerStyle(effect: .highlight(preview), shape: .roundedRect(frame, radius: min(frame.width, frame.height) / 2))
    }

    /// Asks the pointer interaction for its region again while a pointer rests on the control: a
    /// drag, a key or the program may have moved the part under it.
    func pointerRegionMayHaveMoved() {
        guard hostedModel.isHovered else { return }
        for case let pointer as UIPointerInteraction in interactions { pointer.invalidate() }
    }
}
#endif
