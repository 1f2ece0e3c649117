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

    @Test func aTextScaleChangeMovesTheTrackBesideTheGrownLabelBand() {
        let s = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 120))
        s.valueLabelSpace = 20
        s.environment.textScale = 2
        // The geometry touches and drawing use follows the band at once, not at the next setting.
        #expect(s.geometry.bounds == s.sliderBounds, "\(s.geometry.bounds) vs \(s.sliderBounds)")
        #expect(s.sliderBounds.minY == 40)
    }

    @Test func aSliderGrowsByItsLabelBandsTimesTheTextScale() {
        let s = RangeSliderModel()
        s.valueLabelSpace = 20
        s.tickLabelSpace = 14
        let standard = s.naturalSize.height!
        s.environment.textScale = 3.1
        let large = s.naturalSize.height!
        #expect(standard == 65)
        #expect(abs(large - (31 + 34 * 3.1)) < 1e-9, "136.4 points")
        #expect(abs((large - standard) - 34 * (3.1 - 1)) < 1e-9)
        // Without bands the slider keeps its thickness: the thumbs do not grow with text.
        let plain = RangeSliderModel()
        plain.environment.textScale = 3.1
        #expect(plain.naturalSize == NaturalSize(width: nil, height: 31))
        s.orientation = .vertical
        #expect(s.naturalSize.height == nil && abs(s.naturalSize.width! - 136.4) < 1e-9)
    }

    @Test func knobsAndWheelKeepTheirSidesAtEveryTextScale() {
        let knob = KnobModel(), rotatable = RotatableKnobModel(), wheel = RotaryWheelModel()
        for model in [knob as any ControlModel, rotatable, wheel] { model.environment.textScale = 3.1 }
        #expect(knob.naturalSize == .square(150) && rotatable.naturalSize == .square(150))
        #expect(wheel.naturalSize == .square(240))
    }

    @Test func touchInclusiveSizeKeepsEveryThumbTargetInsideTheBounds() {
        let s = RangeSliderModel()
        #expect(s.touchInclusiveNaturalSize == NaturalSize(width: nil, height: 44))
        for (value, tick, scale) in [(0.0, 0.0, 1.0), (20, 14, 1), (20, 14, 3.1), (4, 0, 1)] {
            s.valueLabelSpace = value
            s.tickLabelSpace = tick
            s.environment.textScale = scale
            #expect(abs(s.touchInclusiveNaturalSize.height! - (44 + (value + tick) * scale)) < 1e-9)
            let size = ControlSizing.fittingSize(width: 320, height: nil, natural: s.touchInclusiveNaturalSize)
            s.bounds = CGRect(origin: .zero, size: size)
            // Both ends of the track, where the targets would reach out of a thinner slider.
            for values in [(0.0, 0.0), (1.0, 1.0), (0.0, 1.0)] {
                s.setValues(lower: values.0, upper: values.1, animated: false)
                for thumb in RangeSliderThumb.allCases {
                    #expect(s.bounds.contains(s.thumbTouchFrame(thumb)), "\(value) \(tick) \(scale) \(values) \(thumb)")
                }
            }
            // The plain natural size leaves them outside at the ends.
            s.bounds = CGRect(origin: .zero, size: ControlSizing.fittingSize(width: 320, height: nil, natural: s.naturalSize))
            s.setValues(lower: 0, upper: 1, animated: false)
            #expect(!s.bounds.contains(s.thumbTouchFrame(.lower)))
        }
        s.orientation = .vertical
        #expect(s.touchInclusiveNaturalSize.height == nil)
        #expect(KnobModel().touchInclusiveNaturalSize == .square(150))
        #expect(RotaryWheelModel().touchInclusiveNaturalSize == .square(240))
        #expect(RotatableKnobModel().touchInclusiveNaturalSize == .square(150))
    }

    @Test func aHostWithAGivenSizeAsksForABarsNaturalThicknessAtLeast() {
        let bar = NaturalSize(width: nil, height: 136.4)
        #expect(ControlSizing.requestedSize(width: 320, height: 32, natural: NaturalSize(width: nil, height: 31)) == (320, 32))
        #expect(ControlSizing.requestedSize(width: 320, height: 32, natural: bar) == (320, 137))
        #expect(ControlSizing.requestedSize(width: 32, height: 320, natural: NaturalSize(width: 65, height: nil)) == (65, 320))
        #expect(ControlSizing.requestedSize(width: 96, height: 96, natural: .square(150)) == (96, 96), "a knob takes its given size")
        #expect(ControlSizing.requestedSize(width: 0, height: -3, natural: .square(150)) == (1, 1))
        #expect(ControlSizing.requestedSize(width: 300, height: 1, natural: NaturalSize(width: nil, height: .infinity)) == (300, 1))
        #expect(ControlSizing.requestedSize(width: 300, height: 1, natural: NaturalSize(width: nil, height: 1e300))
                == (300, Int(Int32.max)))
    }

    @Test func valueLabelsAtAGivenDefaultSizeAddTheirBandAndKeepTheThumbs() {
        // GTK's range slider is given 300 × 32 by default: the value labels' band comes on top,
        // the thumbs keep the slider's 31 points, at the standard text size and a larger one.
        for scale in [1.0, 2.0] {
            let s = RangeSliderModel()
            s.environment.textScale = scale
            s.valueLabelSpace = 20
            s.tickLabelSpace = 14
            let size = ControlSizing.requestedSize(width: 300, height: 32, natural: s.naturalSize)
            #expect(size == (300, Int((31 + 34 * scale).rounded(.up))))
            s.bounds = CGRect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
            #expect(s.sliderBounds.height >= 31, "text scale \(scale)")
            #expect(s.thumbFrame(.lower).height >= 31, "text scale \(scale)")
            #expect(abs(s.labelBounds.height - 20 * scale) < 1e-9)
            #expect(abs(s.tickLabelBounds.height - 14 * scale) < 1e-9)
        }
        // What the given size alone would leave: 32 − 20 − 14 points, no room for the thumbs.
        let squeezed = RangeSliderModel()
        squeezed.valueLabelSpace = 20
        squeezed.tickLabelSpace = 14
        squeezed.bounds = CGRect(x: 0, y: 0, width: 300, height: 32)
        #expect(squeezed.sliderBounds.height < 31)
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

    /// UIKit leaves a side open with `.greatestFiniteMagnitude`: a vertical fader asked for its
    /// height that way takes the ideal length, not 1.8e308 points.
    @Test func aHugeOfferLeavesTheSideOpen() {
        let vertical = NaturalSize(width: 31, height: nil)
        #expect(ControlSizing.fittingSize(width: 320, height: .greatestFiniteMagnitude, natural: vertical)
                == CGSize(width: 31, height: ControlSizing.idealBarLength))
        #expect(ControlSizing.fittingSize(width: 1e7, height: 1e7, natural: .square(150)) == CGSize(width: 150, height: 150))
        #expect(ControlSizing.offered(999_999) == 999_999)
        #expect(ControlSizing.offered(1_000_000) == nil && ControlSizing.offered(-1) == nil && ControlSizing.offered(.nan) == nil)
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
