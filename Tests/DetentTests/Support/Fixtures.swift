import Foundation
@_spi(Hosting) import Detent
@testable import DetentContract

/// A 300 × 44-point fader in steps of 0.01 (so one increment is 0.01), with a recorder of its
/// events: the control the key and scroll tests drive.
func recordedFader() -> (FaderModel, EventRecorder<Double>) {
    let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
    fader.step = 0.01
    return (fader, EventRecorder(fader.events))
}
