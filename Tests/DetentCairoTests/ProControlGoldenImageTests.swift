import Detent
import DetentCairo
import Foundation
import SnapshotTesting
import Testing

/// Golden images of the pro controls' looks: value arcs, a bipolar knob, enabled ranges.
/// References live in `__Snapshots__/ProControlGoldenImageTests/`; re-record with
/// `SNAPSHOT_TESTING_RECORD=all`.
@Suite("Golden images of the pro controls")
struct ProControlGoldenImageTests {
    private static func knob(_ configure: (KnobModel) -> Void) -> KnobModel {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        knob.lineWidth = 6
        knob.pointerLength = 12
        configure(knob)
        return knob
    }

    @Test func knobValueArc() {
        let knob = Self.knob { $0.showsValueArc = true; $0.value = 0.7 }
        let drawing = knob.drawing()
        #expect(drawing["valueArc"]?.isStatic == false)
        assertSnapshot(of: drawing, as: .png(scale: 2))
    }

    /// A pan knob: the arc runs from the centre to the value, on whichever side it is.
    @Test func knobBipolarArc() {
        let knob = Self.knob { $0.minimumValue = -1; $0.neutralValue = 0; $0.value = -0.4 }
        assertSnapshot(of: knob.drawing(), as: .png(scale: 2), named: "left")
        knob.value = 0.6
        assertSnapshot(of: knob.drawing(), as: .png(scale: 2), named: "right")
        knob.value = 0
        #expect(knob.drawing()["valueArc"] == nil, "no arc at the neutral value")
    }

    @Test func knobEnabledRange() {
        let knob = Self.knob { $0.enabledRange = 0.25...0.75; $0.value = 0.5 }
        assertSnapshot(of: knob.drawing(), as: .png(scale: 2))
    }

    @Test func rangeSliderEnabledRange() {
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        slider.enabledRange = 0.25...0.9
        let drawing = slider.drawing()
        #expect(drawing["outsideEnabledRange"]?.isStatic == true)
        assertSnapshot(of: drawing, as: .png(scale: 2))
    }
}
