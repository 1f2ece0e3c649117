@_spi(Hosting) import Detent
import Foundation
import Testing

/// What a drawing's parts are painted with, for measuring them.
extension Layer {
    /// The text items, in order.
    var texts: [TextItem] {
        items.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
    }

    /// The colours of the fills, in order (a gradient gives its stops' colours).
    var fillColors: [[DrawingColor]] {
        items.compactMap { if case .shape(_, let fill?, _, _) = $0 { return fill.colors } else { return nil } }
    }

    /// The colours of the strokes, in order.
    var strokeColors: [[DrawingColor]] {
        items.compactMap { if case .shape(_, _, let stroke?, _) = $0 { return stroke.paint.colors } else { return nil } }
    }
}

extension Paint {
    /// The flat colour, or a gradient's stop colours.
    var colors: [DrawingColor] {
        switch self {
        case .color(let c): return [c]
        case .linearGradient(_, _, let stops), .radialGradient(_, _, let stops): return stops.map(\.color)
        }
    }
}

/// One measured pair: the contrast between a part and what it lies on, and the least it must reach.
struct ContrastMeasure: CustomStringConvertible {
    let name: String
    let ratio: Double
    let minimum: Double

    var description: String { "\(name): \(String(format: "%.2f", ratio)):1 (≥ \(minimum))" }
}

/// The least contrast over every pair: `part` against each of `backgrounds`, each translucent
/// colour composited first (parts over their background, backgrounds over the page).
func worstContrast(_ parts: [DrawingColor], on backgrounds: [DrawingColor], page: DrawingColor) -> Double {
    var worst = Double.infinity
    for b in backgrounds {
        let under = b.composited(over: page)
        for p in parts { worst = min(worst, p.composited(over: under).contrastRatio(with: under)) }
    }
    return worst
}

/// The four environments every control is measured in.
enum Look: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case light, dark, lightIncreasedContrast, darkIncreasedContrast

    var environment: ControlEnvironment {
        switch self {
        case .light: return ControlEnvironment()
        case .dark: return ControlEnvironment(appearance: .dark)
        case .lightIncreasedContrast: return ControlEnvironment(isContrastIncreased: true)
        case .darkIncreasedContrast: return ControlEnvironment(appearance: .dark, isContrastIncreased: true)
        }
    }

    var testDescription: String { rawValue }
}

/// The contrast contract of the automatic colours (see `ControlStyle`): in light and dark, with and
/// without increased contrast, against a white (light) or black (dark) page, graphics that
/// identify a control or show its value reach `minimumGraphicsContrast` (3:1; 4.5:1 with
/// increased contrast) and text reaches `minimumTextContrast` (4.5:1; 7:1). Every colour is read
/// from the drawing the model builds, so what is measured is what is painted.
///
/// A part drawn with a fill and an outline counts by the better of the two against each
/// neighbour: an outline is there to part the shape from what its fill does not contrast with.
@Suite("Contrast of the automatic colours in light, dark and increased contrast")
struct ContrastTests {
    /// Parts of the light look that the light standard environment keeps below 3:1 by design:
    /// name → the floor it must not fall below.
    static let lightStandardExceptions: [String: Double] = [
        "rotatable knob indicator vs body": 1.4,
        "rotatable knob glow vs page": 1.6,
    ]

    /// Measured only with increased contrast; without, they must not fall below these floors: the
    /// range slider's groove (light grey on white, as UIKit's slider;
    /// in dark kept dark so the selected range keeps 3:1 against it).
    static let standardExceptions: [String: Double] = [
        "range slider groove vs page": 1.2,
        "fader groove vs page": 1.2,
    ]

    static func measures(_ look: Look) -> [ContrastMeasure] {
        knob(look.environment) + rangeSlider(look.environment) + wheel(look.environment) + rotatableKnob(look.environment)
            + fader(look.environment)
    }

    static func minimum(_ name: String, graphics: Bool, _ e: ControlEnvironment) -> Double {
        if e == .standard, let floor = lightStandardExceptions[name] { return floor }
        if !e.isContrastIncreased, let floor = standardExceptions[name] { return floor }
        return graphics ? e.minimumGraphicsContrast : e.minimumTextContrast
    }

    static func knob(_ e: ControlEnvironment) -> [ContrastMeasure] {
        let knob = standardKnob()
        knob.environment = e
        knob.value = 0.5
        var style = KnobStyle()
        style.showsValueLabel = true
        let d = knob.drawing(style: style)
        let page = e.pageBackgroundColor
        func m(_ name: String, _ parts: [DrawingColor], graphics: Bool = true) -> ContrastMeasure {
            ContrastMeasure(name: "knob " + name, ratio: worstContrast(parts, on: [page], page: page),
                            minimum: minimum("knob " + name, graphics: graphics, e))
        }
        return [
            m("track vs page", d["track"]!.strokeColors.flatMap { $0 }),
            m("pointer vs page", d["pointer"]!.strokeColors.flatMap { $0 }),
            m("value label vs page", d["valueLabel"]!.texts.map(\.color), graphics: false),
        ]
    }

    static func rangeSlider(_ e: ControlEnvironment) -> [ContrastMeasure] {
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 51))
        slider.valueLabelSpace = 20
        slider.environment = e
        return sliderMeasures("range slider", slider.drawing(), value: ("highlight", "selected range"), thumb: "lowerThumb",
                              labels: ("valueLabels", "labels"), e)
    }

    /// The fader's parts, read from its drawing with end labels: its fill is measured as the
    /// range slider's selected range, its thumb and groove as the range slider's.
    static func fader(_ e: ControlEnvironment) -> [ContrastMeasure] {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31))
        fader.minimumValueLabel = "0"
        fader.maximumValueLabel = "100"
        fader.value = 0.5
        fader.environment = e
        return sliderMeasures("fader", fader.drawing(), value: ("fill", "fill"), thumb: "thumb", labels: ("endLabels", "end labels"), e)
    }

    /// A slider's measures (`control` names it): the part that shows the value (its layer and
    /// name) against the page and the groove; the thumb against the page, the groove and that
    /// part; the groove against the page; the labels' text against the page.
    static func sliderMeasures(_ control: String, _ d: Drawing, value: (layer: String, name: String), thumb: String,
                               labels: (layer: String, name: String), _ e: ControlEnvironment) -> [ContrastMeasure] {
        let page = e.pageBackgroundColor
        let track = d["track"]!.fillColors[0][0]
        let trackOutline = d["track"]!.strokeColors.first?.first
        let shown = d[value.layer]!.fillColors[0][0]
        let thumbFill = d[thumb]!.fillColors[0][0]
        let thumbOutline = d[thumb]!.strokeColors[0][0]
        func m(_ name: String, _ ratio: Double, graphics: Bool = true) -> ContrastMeasure {
            ContrastMeasure(name: control + " " + name, ratio: ratio, minimum: minimum(control + " " + name, graphics: graphics, e))
        }
        func edge(_ fill: DrawingColor, _ outline: DrawingColor?, on background: DrawingColor) -> Double {
            max(worstContrast([fill], on: [background], page: page), outline.map { worstContrast([$0], on: [background], page: page) } ?? 1)
        }
        return [
            m("\(value.name) vs page", worstContrast([shown], on: [page], page: page)),
            m("\(value.name) vs groove", worstContrast([shown], on: [track], page: page)),
            m("thumb vs page", edge(thumbFill, thumbOutline, on: page)),
            m("thumb vs groove", edge(thumbFill, thumbOutline, on: track)),
            m("thumb vs \(value.name)", edge(thumbFill, thumbOutline, on: shown)),
            m("groove vs page", edge(track, trackOutline, on: page)),
            m("\(labels.name) vs page", worstContrast(d[labels.layer]!.texts.map(\.color), on: [page], page: page), graphics: false),
        ]
    }

    static func wheel(_ e: ControlEnvironment) -> [ContrastMeasure] {
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        wheel.environment = e
        var style = RotaryWheelStyle()
        style.showsIcons = false   // every sector titled
        style.centerButtonTitle = "GO"
        let d = wheel.drawing(style: style)
        let page = e.pageBackgroundColor
        let discStops = d["background"]!.fillColors[0]            // centre (lighter) to edge
        let rim = d["background"]!.strokeColors.first?.first
        let sectorFills = d["sectors"]!.fillColors.map { $0[0] }
        let faded = d["sectors"]!.opacity
        let titles = d["selectedSector"]!.texts.map(\.color) + d["sectors"]!.texts.map(\.color)
        let button = d["centerButton"]!
        func m(_ name: String, _ ratio: Double, graphics: Bool = true) -> ContrastMeasure {
            ContrastMeasure(name: "wheel " + name, ratio: ratio, minimum: minimum("wheel " + name, graphics: graphics, e))
        }
        // A faded sector and its title as seen: each at the sectors' opacity over the disc.
        var fadedTitles = Double.infinity
        for disc in discStops {
            for fill in sectorFills {
                let under = fill.fading(faded).composited(over: disc.composited(over: page))
                for t in titles {
                    fadedTitles = min(fadedTitles, t.composited(over: fill).fading(faded).composited(over: disc.composited(over: page))
                        .contrastRatio(with: under))
                }
            }
        }
        let discEdge = discStops.last!
        var measures = [
            m("marker vs page", worstContrast(d["marker"]!.fillColors[0], on: [page], page: page)),
            m("disc edge vs page", max(worstContrast([discEdge], on: [page], page: page),
                                       rim.map { worstContrast([$0], on: [page], page: page) } ?? 1)),
            m("selected title vs sector", worstContrast(titles, on: sectorFills, page: page), graphics: false),
            // Faded on purpose (the sectors not selected): held to the graphics
            // minimum, as large text is; the selected title, the one the wheel reports, to text.
            m("faded title vs faded sector", fadedTitles),
            m("centre button vs disc", max(worstContrast([button.fillColors[0].last!], on: discStops, page: page),
                                           worstContrast(button.strokeColors[0], on: discStops, page: page))),
            m("centre button title vs button", worstContrast(button.texts.map(\.color), on: button.fillColors[0], page: page),
              graphics: false),
        ]
        if e.isContrastIncreased {
            let separators = d["sectors"]!.strokeColors.flatMap { $0 }
            measures.append(m("separators vs sectors", worstContrast(separators, on: sectorFills, page: page)))
        }
        return measures
    }

    static func rotatableKnob(_ e: ControlEnvironment) -> [ContrastMeasure] {
        let knob = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        knob.environment = e
        #expect(knob.beginTracking(at: CGPoint(x: 100, y: 100)))   // highlighted: the glow shows
        let d = knob.drawing()
        let page = e.pageBackgroundColor
        let body = d["body"]!.fillColors[0]
        let outline = d["body"]!.strokeColors[0][0]
        let indicator = d["knob"]!.strokeColors[1]
        func m(_ name: String, _ ratio: Double) -> ContrastMeasure {
            ContrastMeasure(name: "rotatable knob " + name, ratio: ratio, minimum: minimum("rotatable knob " + name, graphics: true, e))
        }
        return [
            m("scale vs page", worstContrast(d["scale"]!.strokeColors[0], on: [page], page: page)),
            m("body vs page", max(worstContrast([body.last!], on: [page], page: page), worstContrast([outline], on: [page], page: page))),
            m("indicator vs body", worstContrast(indicator, on: body, page: page)),
            m("glow vs page", worstContrast(d["highlight"]!.strokeColors[0], on: [page], page: page)),
        ]
    }

    @Test(arguments: Look.allCases)
    func automaticColoursReachTheirContrast(look: Look) {
        for measure in Self.measures(look) {
            #expect(measure.ratio >= measure.minimum, "\(look.rawValue): \(measure)")
        }
    }
}
