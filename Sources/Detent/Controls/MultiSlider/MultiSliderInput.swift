import Foundation

// The multi-thumb slider's touch and key rules and its size: what a host asks before and around
// input.

extension MultiSliderModel {
    /// The area that answers to a touch on thumb `index`: its frame (as shown now), grown about its
    /// centre to at least `TouchTarget/minimumSide` on each side; `.zero` for an index out of range.
    @_spi(Hosting) public func thumbTouchFrame(at index: Int) -> CGRect {
        guard index >= 0, index < thumbCount else { return .zero }
        return geometry.touchTarget(around: thumbFrame(at: index))
    }

    /// The thumb a touch at `point` takes: the thumb whose drawn frame holds it, else the one whose
    /// touch frame holds it (the nearest centre of those that do). `nil` when no thumb does, and
    /// also when the point is on several drawn thumbs or equally near several centres: then the
    /// drag's direction decides.
    @_spi(Hosting) public func thumb(at point: CGPoint) -> Int? {
        guard case .thumb(let i) = ThumbSpacing.pick(at: point, count: thumbCount, frame: thumbFrame(at:),
                                                     touchFrame: thumbTouchFrame(at:)) else { return nil }
        return i
    }

    /// Whose a touch at `point` is: on a thumb's touch frame `.undecided`, since a movement along
    /// the slider claims it and one across it scrolls the page; anywhere else (the bare track,
    /// outside, disabled) `.scroller`, and a tap there still reaches the slider.
    @_spi(Hosting) public func touchClaim(at point: CGPoint) -> TouchClaim {
        guard isEnabled, point.isFinite, !sliderBounds.isEmpty, isOnThumbTarget(point) else { return .scroller }
        return .undecided
    }

    /// The slider's rule for an undecided touch: a movement mostly along its axis claims it, one
    /// mostly across it goes to the scroller.
    @_spi(Hosting) public func claimsMovement(from start: CGPoint, by translation: CGSize) -> Bool {
        isMostlyAlong(orientation, translation)
    }

    /// Whether a touch at `point` lands on the slider at all: inside its bounds or on a thumb's
    /// touch frame (which may reach beyond them).
    @_spi(Hosting) public func containsTouch(at point: CGPoint) -> Bool {
        point.isFinite && (bounds.contains(point) || isOnThumbTarget(point))
    }

    /// The arrows move a thumb the way they point: on a horizontal slider laid out right to left,
    /// the right arrow decrements.
    @_spi(Hosting) public func adjustment(for key: NavigationKey) -> AdjustmentAction {
        AdjustmentAction(key: key, mirrored: orientation == .horizontal && layoutDirection == .rightToLeft)
    }

    /// Navigation keys adjust the focused thumb; Tab and Shift+Tab move between the thumbs
    /// (``moveFocus(forward:)``: `false` past the last one, so focus leaves the slider).
    @_spi(Hosting) public func handle(_ command: KeyCommand) -> Bool {
        handle(command, moveFocus: { moveFocus(forward: $0) }, activate: { false })
    }

    /// Moves keyboard focus to the next thumb up (`forward`, as Tab does) or down (as Shift-Tab
    /// does). Returns `false`, changing nothing, when there is no thumb that way: focus should then
    /// leave the slider.
    @_spi(Hosting) @discardableResult
    public func moveFocus(forward: Bool) -> Bool {
        (0..<thumbCount).moveFocus(&focusedThumb, forward: forward)
    }

    /// `ControlSizing/sliderThickness` plus the value and tick label bands across the axis, each
    /// band its space times the environment's text scale, as for the range slider. No natural
    /// length along the axis.
    @_spi(Hosting) public var naturalSize: NaturalSize { naturalSize(sliderThickness: ControlSizing.sliderThickness) }

    /// The natural size with the slider itself at least `TouchTarget/minimumSide` (44) thick, plus
    /// the label bands, so the thumbs' touch targets lie inside the bounds.
    @_spi(Hosting) public var touchInclusiveNaturalSize: NaturalSize {
        naturalSize(sliderThickness: max(ControlSizing.sliderThickness, TouchTarget.minimumSide))
    }

    private func naturalSize(sliderThickness: Double) -> NaturalSize {
        .bar(orientation, thickness: sliderThickness + scaledValueLabelSpace + scaledTickLabelSpace)
    }
}
