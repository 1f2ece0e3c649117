@_spi(Hosting) import Detent
import Foundation

extension Fixture {
    /// A knob with the gallery's 4-point line and 12-point pointer, the look most golden images
    /// start from; 200 points square unless `bounds` says otherwise.
    static func galleryKnob(bounds: CGRect = CGRect(x: 0, y: 0, width: 200, height: 200)) -> KnobModel {
        let knob = KnobModel(bounds: bounds)
        knob.lineWidth = 4
        knob.pointerLength = 12
        return knob
    }
}
