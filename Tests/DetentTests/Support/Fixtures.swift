import Foundation
@_spi(Hosting) import Detent
@testable import DetentContract

/// A 200 × 200-point knob with every other setting its default: its centre at (100, 100), the
/// size the knob tests work their points out for.
func standardKnob() -> KnobModel { KnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200)) }

/// A range slider of the standard thickness, 300 × 31 points (31-point thumbs), with every other
/// setting its default.
func standardRangeSlider() -> RangeSliderModel { RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31)) }

/// A 300 × 44-point fader in steps of 0.01 (so one increment is 0.01), with a recorder of its
/// events: the control the key and scroll tests drive.
func recordedFader() -> (FaderModel, EventRecorder<Double>) {
    let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
    fader.step = 0.01
    return (fader, EventRecorder(fader.events))
}
