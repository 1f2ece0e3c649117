import Foundation
import Testing
@_spi(Hosting) import Detent

// The size every host gives a control: UIKit's intrinsic size, SwiftUI's sizeThatFits and GTK's
// natural size all come from these rules.

@Suite("Control sizing: natural sizes and what a layout offer gives")
struct ControlSizingTests {
    @Test func knobsAndWheelAreSquaresOfTheirStandardSides() {
        #expect(KnobModel().naturalSize == .square(150))
        #expect(RotatableKnobModel().naturalSize == .square(150))
        #expect(RotaryWheelModel().naturalSize == .square(240))
    }

    @Test func aSliderIsThickAcrossItsAxisWithItsLabelBandsAndHasNoLength() {
        let s = RangeSliderModel()
        #expect(s.naturalSize == NaturalSize(width: nil, height: 31))
        s.valueLabelSpace = 20
        s.tickLabelSpace = 14
        #expect(s.naturalSize == NaturalSize(width: nil, height: 65))
        s.orientation = .vertical
        #expect(s.naturalSize == NaturalSize(width: 65, height: nil))
    }

    @Test func aSquareTakesTheLargestSideItsOfferAllows() {
        let knob = NaturalSize.square(150)
        #expect(ControlSizing.fittingSize(width: 160, height: 160, natural: knob) == CGSize(width: 160, height: 160))
        #expect(ControlSizing.fittingSize(width: 400, height: 90, natural: knob) == CGSize(width: 90, height: 90))
        // A form row: any width, height left open.
        #expect(ControlSizing.fittingSize(width: 390, height: nil, natural: knob) == CGSize(width: 150, height: 150))
        #expect(ControlSizing.fittingSize(width: 100, height: .infinity, natural: knob) == CGSize(width: 100, height: 100))
        #expect(ControlSizing.fittingSize(width: nil, height: nil, natural: knob) == CGSize(width: 150, height: 150))
    }

    @Test func aBarKeepsItsThicknessAndTakesTheLengthOffered() {
        let horizontal = NaturalSize(width: nil, height: 31)
        #expect(ControlSizing.fittingSize(width: 320, height: 500, natural: horizontal) == CGSize(width: 320, height: 31))
        #expect(ControlSizing.fittingSize(width: nil, height: nil, natural: horizontal) == CGSize(width: 200, height: 31))
        let vertical = NaturalSize(width: 31, height: nil)
        #expect(ControlSizing.fittingSize(width: 320, height: 180, natural: vertical) == CGSize(width: 31, height: 180))
        #expect(ControlSizing.fittingSize(width: 320, height: .infinity, natural: vertical) == CGSize(width: 31, height: 200))
    }

    @Test func nanAndNegativeOffersCountAsOpen() {
        for bad: Double in [.nan, -10, -.infinity] {
            #expect(ControlSizing.fittingSize(width: bad, height: bad, natural: .square(240)) == CGSize(width: 240, height: 240))
            #expect(ControlSizing.fittingSize(width: bad, height: 8, natural: NaturalSize(width: nil, height: 31))
                    == CGSize(width: 200, height: 31))
        }
    }
}
