import Foundation
import Testing
@_spi(Hosting) import Detent

// The axis assistive technology is given with an element (GtkAccessible's orientation): the
// controls along a track say theirs, and follow it when it changes; the dials and the pad have none.

@Suite("An element's axis")
struct ElementOrientationTests {
    private let bar = CGRect(x: 0, y: 0, width: 300, height: 60)

    @Test func theTrackControlsReadTheirAxis() {
        let fader = FaderModel(bounds: bar)
        #expect(fader.focusedAccessibilityElement.orientation == .horizontal)
        fader.orientation = .vertical
        #expect(fader.focusedAccessibilityElement.orientation == .vertical)

        let range = RangeSliderModel(bounds: bar)
        range.orientation = .vertical
        #expect(range.accessibilityElements.allSatisfy { $0.orientation == .vertical })
        #expect(range.accessibilityElements.count == 2)

        let multi = MultiSliderModel(bounds: bar)
        #expect(multi.focusedAccessibilityElement.orientation == .horizontal)
    }

    @Test func theDialsAndThePadHaveNone() {
        let square = CGRect(x: 0, y: 0, width: 200, height: 200)
        #expect(KnobModel(bounds: square).focusedAccessibilityElement.orientation == nil)
        #expect(RotatableKnobModel(bounds: square).focusedAccessibilityElement.orientation == nil)
        #expect(RotaryWheelModel(bounds: square).focusedAccessibilityElement.orientation == nil)
        #expect(XYPadModel(bounds: square).focusedAccessibilityElement.orientation == nil)
    }
}
