import Foundation

// What a host lays out and reads out: the fader's natural size and its accessibility element.

extension FaderModel {
    /// "Slider", in the locale's language.
    @_spi(Hosting) public var defaultAccessibilityString: AccessibilityString { .faderLabel }

    /// The fader as one adjustable accessibility element framed on its bounds. While it is
    /// enabled and has a `defaultValue`, it offers the action "Reset to default value" (in the
    /// locale's language), which does what a double tap does.
    @_spi(Hosting) public var accessibilityElement: AccessibilityElement { valueElement(identifier: "fader", orientation: orientation) }

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
