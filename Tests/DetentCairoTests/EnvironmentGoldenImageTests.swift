@_spi(Hosting) import Detent
import DetentCairo
import Foundation
import SnapshotTesting
import Testing

/// Golden images of the four controls in the environments a host passes: dark (on a black page),
/// increased contrast (light on white, and dark on black), large text (text scale 2, every label
/// shown; the range slider and the labelled knob also at iOS's largest accessibility size, 3.1,
/// light and dark) and right to left. Only the range slider mirrors; the dials' right-to-left images equal
/// their left-to-right ones, which the tests also check. References live in
/// `__Snapshots__/EnvironmentGoldenImageTests/`; re-record with `SNAPSHOT_TESTING_RECORD=all`.
@Suite("Golden images of the controls in dark, increased contrast, large text and right to left")
struct EnvironmentGoldenImageTests {
    static let square = CGRect(x: 0, y: 0, width: 200, height: 200)
    static let wheelBounds = CGRect(x: 0, y: 0, width: 240, height: 240)

    /// The environments shown, by golden name.
    static let looks: [(name: String, environment: ControlEnvironment)] = [
        ("dark", ControlEnvironment(appearance: .dark)),
        ("increasedContrast", ControlEnvironment(isContrastIncreased: true)),
        ("darkIncreasedContrast", ControlEnvironment(appearance: .dark, isContrastIncreased: true)),
        ("largeText", ControlEnvironment(textScale: 2)),
        ("rightToLeft", ControlEnvironment(layoutDirection: .rightToLeft)),
    ]

    /// `drawing` over the page it is designed for (white in light, black in dark), so a dark
    /// control is seen as on a dark screen rather than on the PNG's transparency.
    static func onPage(_ drawing: Drawing, _ environment: ControlEnvironment) -> Drawing {
        let page = Layer(id: "page", items: [.fill(.rect(CGRect(origin: .zero, size: drawing.size)),
                                                   .color(environment.pageBackgroundColor))], isStatic: true)
        return Drawing(size: drawing.size, layers: [page] + drawing.layers)
    }

    @Test func knob() {
        var style = KnobStyle()
        style.showsValueLabel = true
        var leftToRight: Drawing?
        for look in Self.looks {
            let knob = Fixture.galleryKnob()
            knob.value = 0.42
            if look.name == "rightToLeft" { leftToRight = knob.drawing(style: style) }
            knob.environment = look.environment
            assertSnapshot(of: Self.onPage(knob.drawing(style: style), look.environment), as: .png, named: look.name)
            if look.name == "rightToLeft" { #expect(knob.drawing(style: style) == leftToRight, "a dial does not mirror") }
        }
    }

    @Test func fader() {
        for look in Self.looks {
            let fader = FaderModel()
            fader.configure {
                $0.minimumValue = -60
                $0.maximumValue = 12
                $0.neutralValue = 0
                $0.ticks = [Tick(value: -60, label: "−60"), Tick(value: -24, label: "−24"), Tick(value: 0, label: "0")]
                $0.tickLabelSpace = 16
                $0.minimumValueLabel = "−∞"
                $0.maximumValueLabel = "+12"
                $0.value = -18
            }
            fader.environment = look.environment
            fader.bounds = CGRect(x: 0, y: 0, width: 300, height: fader.naturalSize.height!.rounded(.up))
            assertSnapshot(of: Self.onPage(fader.drawing(), look.environment), as: .png, named: look.name)
        }
    }

    /// A crossover: splits at 200 Hz, 1 kHz and 5 kHz on a logarithmic track, value labels over
    /// the thumbs (growing with the text), right to left from the right.
    @Test func multiSlider() {
        for look in Self.looks {
            let slider = MultiSliderModel()
            slider.configure {
                $0.minimumValue = 20
                $0.maximumValue = 20_000
                $0.scale = .logarithmic
                $0.values = [200, 1000, 5000]
                $0.valueLabelSpace = 20
            }
            slider.valueFormatter = { $0 >= 1000 ? "\(Int($0 / 1000))k" : "\(Int($0))" }
            slider.environment = look.environment
            slider.bounds = CGRect(x: 0, y: 0, width: 300, height: slider.naturalSize.height!.rounded(.up))
            assertSnapshot(of: Self.onPage(slider.drawing(), look.environment), as: .png, named: look.name)
        }
    }

    /// A filter pad, x logarithmic 20 Hz…20 kHz, y 0…1: right to left puts x's minimum on the right.
    @Test func xyPad() {
        for look in Self.looks {
            let pad = XYPadModel(bounds: CGRect(x: 0, y: 0, width: 160, height: 160))
            pad.configure {
                $0.xMinimum = 20
                $0.xMaximum = 20_000
                $0.xScale = .logarithmic
                $0.value = XYPadValue(x: 200, y: 0.75)
            }
            pad.environment = look.environment
            assertSnapshot(of: Self.onPage(pad.drawing(), look.environment), as: .png, named: look.name)
        }
    }

    /// A price slider, $0 to $800 with $120 to $560 chosen, its value labels in a band of 20 points
    /// at the standard text size, laid out `width` wide at its natural height (rounded up to whole
    /// points) in `environment`. With `labelledTicks`, ticks at $0, $400 and $800 labelled in a
    /// 16-point band below.
    static func priceSlider(_ environment: ControlEnvironment, width: Double, labelledTicks: Bool = false) -> RangeSliderModel {
        let slider = RangeSliderModel()
        slider.valueLabelSpace = 20
        slider.minimumValue = 0
        slider.maximumValue = 800
        if labelledTicks {
            slider.tickLabelSpace = 16
            slider.ticks = [Tick(value: 0, label: "0"), Tick(value: 400, label: "400"), Tick(value: 800, label: "800")]
        }
        slider.setValues(lower: 120, upper: 560, animated: false)
        slider.valueFormatter = { "$\(Int($0))" }
        slider.environment = environment
        slider.bounds = CGRect(x: 0, y: 0, width: width, height: slider.naturalSize.height!.rounded(.up))
        return slider
    }

    @Test func rangeSlider() {
        for look in Self.looks {
            // The label band grows with the text (40 points at twice the text).
            let slider = Self.priceSlider(look.environment, width: 300)
            assertSnapshot(of: Self.onPage(slider.drawing(), look.environment), as: .png, named: look.name)
        }
    }

    /// iOS's largest accessibility text size (`UIFontMetrics` scales 1 point to about 3.1), in
    /// light and dark.
    static let largestText: [(name: String, environment: ControlEnvironment)] = [
        ("light", ControlEnvironment(textScale: 3.1)),
        ("dark", ControlEnvironment(appearance: .dark, textScale: 3.1)),
    ]

    @Test func rangeSliderAtTheLargestTextSize() {
        // Value labels above and labelled ticks below, both bands grown 3.1 times at the
        // slider's natural height: the labels clear the track and the thumbs stay 31 points.
        for look in Self.largestText {
            let slider = Self.priceSlider(look.environment, width: 360, labelledTicks: true)
            assertSnapshot(of: Self.onPage(slider.drawing(), look.environment), as: .png, named: look.name)
        }
    }

    @Test func knobAtTheLargestTextSize() {
        // The knob keeps its natural 150 points: its value label grows inside the ring.
        var style = KnobStyle()
        style.showsValueLabel = true
        for look in Self.largestText {
            let knob = Fixture.galleryKnob(bounds: .zero)
            knob.value = 0.42
            knob.environment = look.environment
            knob.bounds = CGRect(x: 0, y: 0, width: knob.naturalSize.width!, height: knob.naturalSize.height!)
            assertSnapshot(of: Self.onPage(knob.drawing(style: style), look.environment), as: .png, named: look.name)
        }
    }

    @Test func rotaryWheel() {
        var style = RotaryWheelStyle()
        style.centerButtonTitle = "GO"
        var leftToRight: Drawing?
        for look in Self.looks {
            // Twelve sectors: the eight default icons and four numbered titles.
            let wheel = RotaryWheelModel(bounds: Self.wheelBounds)
            wheel.numberOfSections = 12
            wheel.select(9, animated: false)
            if look.name == "rightToLeft" { leftToRight = wheel.drawing(style: style) }
            wheel.environment = look.environment
            assertSnapshot(of: Self.onPage(wheel.drawing(style: style), look.environment), as: .png, named: look.name)
            if look.name == "rightToLeft" { #expect(wheel.drawing(style: style) == leftToRight, "a dial does not mirror") }
        }
    }

    @Test func rotatableKnob() {
        var standard: Drawing?
        for look in Self.looks {
            let knob = RotatableKnobModel(bounds: Self.square)
            knob.value = 0.3
            if standard == nil { standard = knob.drawing() }
            knob.environment = look.environment
            assertSnapshot(of: Self.onPage(knob.drawing(), look.environment), as: .png, named: look.name)
            // No text and no mirroring: large text and right to left draw the standard knob.
            if look.name == "largeText" || look.name == "rightToLeft" { #expect(knob.drawing() == standard, "\(look.name)") }
        }
    }

    @Test func darkAsSVG() {
        // The SVG renderer writes the resolved colours too (the page stays out: SVG has its own).
        let environment = ControlEnvironment(appearance: .dark, isContrastIncreased: true)
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        slider.environment = environment
        assertSnapshot(of: slider.drawing(), as: .svg, named: "rangeSlider")
    }

    @Test func rangeSliderDraggedInDark() {
        // The veil over the dragged thumb reads in dark too.
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        let environment = ControlEnvironment(appearance: .dark)
        slider.environment = environment
        let upper = slider.thumbFrame(.upper)
        #expect(slider.beginTracking(at: CGPoint(x: upper.midX, y: upper.midY)))
        assertSnapshot(of: Self.onPage(slider.drawing(), environment), as: .png(scale: 2))
    }

    @Test func disabledInDark() {
        // Dimmed as in light: every layer at the style's disabled opacity, over the black page.
        let environment = ControlEnvironment(isEnabled: false, appearance: .dark)
        let knob = KnobModel(bounds: Self.square)
        knob.value = 0.6
        knob.environment = environment
        assertSnapshot(of: Self.onPage(knob.drawing(), environment), as: .png, named: "knob")
        let wheel = RotaryWheelModel(bounds: Self.wheelBounds)
        wheel.environment = environment
        assertSnapshot(of: Self.onPage(wheel.drawing(), environment), as: .png, named: "wheel")
    }
}
