import Foundation

// Hover: a pointer resting over a thumb or a knob (a mouse, a trackpad, a pen above an iPad) is a
// state the core draws, a soft highlight around what a press there would take. Hosts forward
// where the pointer is (`ControlInput.hover`); the model says what is highlighted and draws it.

extension ControlModel {
    /// The frame the hover highlight surrounds now (a thumb's, a knob's), in the control's
    /// coordinates; `nil` when the pointer is elsewhere or gone, and while the control is disabled.
    @_spi(Hosting) public var hoverHighlightFrame: CGRect? {
        session.hoverPoint.flatMap(highlightFrame(at:))
    }

    /// The frame a pointer resting at `point` highlights (a thumb's, a knob's; see
    /// ``hoverFrame(at:)``), in the control's coordinates; `nil` off every such part and while the
    /// control is disabled. What a host's pointer snaps to (UIKit's pointer regions).
    @_spi(Hosting) public func highlightFrame(at point: CGPoint) -> CGRect? {
        isEnabled ? hoverFrame(at: point) : nil
    }

    /// A thumb, not a dial: see `ControlModel.highlightsDial`.
    @_spi(Hosting) public var highlightsDial: Bool { false }

    /// Whether the pointer rests over something a press would take (a thumb, a knob): what the
    /// highlight shows. `false` while the control is disabled.
    @_spi(Hosting) public var isHovered: Bool { hoverHighlightFrame != nil }

    /// The pointer is at `point` over the control, or gone (`nil`, or a point that is not finite):
    /// notifies when what is highlighted changes. Returns ``isHovered``.
    func pointerHovers(at point: CGPoint?) -> Bool {
        let before = hoverHighlightFrame
        session.hoverPoint = point.flatMap { $0.isFinite ? $0 : nil }
        let after = hoverHighlightFrame
        if after != before { changes.notify() }
        return after != nil
    }

    /// The hover highlight as a layer drawn beneath the control's own (so the colours of the thumb,
    /// the pointer and the track stay as they are): a disc around ``hoverHighlightFrame``
    /// grown by 4 points (a dial as wide as the bounds is not grown), in the page's contrasting colour at low opacity (black at 8 % on a light
    /// page, white at 14 % on a dark one, twice that with increased contrast). None where the
    /// platform highlights the pointer's target itself (`ControlEnvironment.platformHighlightsPointer`).
    var hoverLayer: Layer? {
        guard !environment.platformHighlightsPointer, let frame = hoverHighlightFrame, frame.origin.x.isFinite, frame.origin.y.isFinite,
              frame.width.isFinite, frame.height.isFinite else { return nil }
        // A dial (a frame as wide as the bounds' shorter side) is lit as it is, not with a ring
        // spilling over its neighbours; a thumb gets the 4-point ring.
        let half = max(frame.width, frame.height) / 2
        let radius = half >= min(bounds.width, bounds.height) / 2 ? half : half + 4
        let color = environment.pick(light: DrawingColor(red: 0, green: 0, blue: 0, alpha: 0.08),
                                     dark: DrawingColor(red: 1, green: 1, blue: 1, alpha: 0.14),
                                     lightIncreased: DrawingColor(red: 0, green: 0, blue: 0, alpha: 0.16),
                                     darkIncreased: DrawingColor(red: 1, green: 1, blue: 1, alpha: 0.28))
        let disc = DrawingPath.circle(center: CGPoint(x: frame.midX, y: frame.midY), radius: radius)
        return Layer(id: "hover", items: [.shape(path: disc, fill: .color(color), stroke: nil, shadow: nil)], isStatic: false)
    }

    /// The dial under `point` for a control whose face is one dial (``highlightsDial``, the
    /// knobs: a press anywhere on it acts at the pointer's exact place, so the whole dial lights):
    /// the largest square about the bounds' centre, when `point` is inside the bounds. Nothing for
    /// any other control that does not say (the wheel: no part a resting pointer picks out).
    @_spi(Hosting) public func hoverFrame(at point: CGPoint) -> CGRect? {
        let b = bounds
        guard highlightsDial, point.isFinite, b.contains(point) else { return nil }
        let side = min(b.width, b.height)
        return CGRect(x: b.midX - side / 2, y: b.midY - side / 2, width: side, height: side)
    }
}
