import Foundation

// The fader's touch and key rules and its size: what a host asks before and around input.

extension FaderModel {
    /// Whose a touch at `point` is: on ``thumbTouchFrame`` (the thumb's target, or a thumbless
    /// fader's track) `.undecided`, since a movement along the fader claims it and one across it
    /// scrolls the page; anywhere else (the bare track, the end labels, outside, disabled)
    /// `.scroller`, and a tap there still reaches the fader.
    @_spi(Hosting) public func touchClaim(at point: CGPoint) -> TouchClaim {
        guard isEnabled, point.isFinite, geometry.length > 0, thumbTouchFrame.contains(point) else { return .scroller }
        return .undecided
    }

    /// Whether a tap at `point` acts: on the fader, enabled, where it would move the thumb
    /// (``movesThumbOnTap``, off the thumb unless thumbless), or anywhere on it with a
    /// `defaultValue` (a double tap resets).
    @_spi(Hosting) public func tapActs(at point: CGPoint) -> Bool {
        guard isEnabled, point.isFinite, geometry.length > 0, bounds.contains(point) else { return false }
        return defaultValue != nil || movesThumbOnTap && (thumbStyle == .thumbless || !thumbTouchFrame.contains(point))
    }

    /// The fader's rule for an undecided touch: a movement mostly along its axis claims it, one
    /// mostly across it goes to the scroller (a vertical pan over a horizontal fader scrolls).
    @_spi(Hosting) public func claimsMovement(from start: CGPoint, by translation: CGSize) -> Bool {
        isMostlyAlong(orientation, translation)
    }

    /// Whether a touch at `point` lands on the fader at all: inside its bounds or on the thumb's
    /// touch target (which may reach beyond them).
    @_spi(Hosting) public func containsTouch(at point: CGPoint) -> Bool {
        point.isFinite && (bounds.contains(point) || thumbTouchFrame.contains(point))
    }

    /// The arrows move the thumb the way they point: on a horizontal fader laid out right to
    /// left, the right arrow decrements.
    @_spi(Hosting) public func adjustment(for key: NavigationKey) -> AdjustmentAction {
        AdjustmentAction(key: key, mirrored: orientation == .horizontal && layoutDirection == .rightToLeft)
    }

    /// `ControlSizing/sliderThickness` (31 points, `UISlider`'s) across the axis plus the tick
    /// label band (`tickLabelSpace` times the text scale); no natural length along it.
    @_spi(Hosting) public var naturalSize: NaturalSize { naturalSize(thickness: ControlSizing.sliderThickness) }

    /// The natural size with the fader at least `TouchTarget/minimumSide` (44) thick, so the
    /// thumb's touch target lies inside the bounds.
    @_spi(Hosting) public var touchInclusiveNaturalSize: NaturalSize {
        naturalSize(thickness: max(ControlSizing.sliderThickness, TouchTarget.minimumSide))
    }

    private func naturalSize(thickness: Double) -> NaturalSize {
        .bar(orientation, thickness: thickness + tickLabelSpace * environment.textScale)
    }
}

extension FaderModel {
    /// How far `point` lies beyond the control across the track, points.
    @_spi(Hosting) public func scrubbingDistance(at point: CGPoint) -> Double { geometry.crossDistance(of: point) }
}

extension FaderModel: LinearControlModel {}
