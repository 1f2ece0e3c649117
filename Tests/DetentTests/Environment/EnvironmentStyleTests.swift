@_spi(Hosting) import Detent
import Foundation
import Testing

/// Environment → style: every style resolves from the model's environment when the model draws;
/// colours the user sets are kept; the light standard environment keeps the default light look;
/// fonts grow with the text scale; increased contrast strengthens outlines; only the range slider
/// mirrors right to left.
@Suite("Styles resolve from the environment")
struct EnvironmentStyleTests {
    static let dark = ControlEnvironment(appearance: .dark)
    static let moreContrast = ControlEnvironment(isContrastIncreased: true)
    static let square = CGRect(x: 0, y: 0, width: 200, height: 200)
    static let red = DrawingColor(red: 0.8, green: 0.1, blue: 0.1)

    // MARK: DrawingColor's contrast helpers

    @Test func luminanceAndContrastFollowWCAG() {
        #expect(DrawingColor.white.relativeLuminance == 1 && DrawingColor.black.relativeLuminance == 0)
        #expect(DrawingColor.black.contrastRatio(with: .white) == 21)
        #expect(DrawingColor.white.contrastRatio(with: .black) == 21)
        #expect(DrawingColor.gray.contrastRatio(with: .gray) == 1)
        // WCAG's reference values: #777777 on white is 4.48:1; iOS's system blue on white about 4.02:1.
        #expect(abs(DrawingColor(white: 119.0 / 255).contrastRatio(with: .white) - 4.48) < 0.01)
        #expect(abs(DrawingColor.systemBlue.contrastRatio(with: .white) - 4.02) < 0.01)
        // Alpha is ignored; composite first.
        #expect(DrawingColor(white: 0, alpha: 0.1).contrastRatio(with: .white) == 21)
        let veil = DrawingColor(white: 0, alpha: 0.5).composited(over: .white)
        #expect(veil == DrawingColor(white: 0.5))
        #expect(DrawingColor.gray.composited(over: .black) == .gray)
        #expect(DrawingColor.clear.composited(over: .clear) == .clear)
    }

    @Test func ensuringContrastMovesJustFarEnough() {
        // Already enough: unchanged.
        #expect(DrawingColor.black.ensuringContrast(4.5, against: .white) == .black)
        // Too light on white: darkened to the ratio (within the bisection's precision), hue kept.
        let blue = DrawingColor.systemBlue.ensuringContrast(4.5, against: .white)
        #expect(blue.contrastRatio(with: .white) >= 4.5 && blue.contrastRatio(with: .white) < 4.51)
        #expect(blue.red == 0 && blue.blue > blue.green)
        // Too dark on black: lightened.
        let navy = DrawingColor(red: 0, green: 0, blue: 0.3).ensuringContrast(7, against: .black)
        #expect(navy.contrastRatio(with: .black) >= 7 && navy.relativeLuminance > DrawingColor(red: 0, green: 0, blue: 0.3).relativeLuminance)
        // Unreachable: the better extreme; bad input leaves the colour alone.
        #expect(DrawingColor.gray.ensuringContrast(30, against: .white) == .black)
        #expect(DrawingColor.gray.ensuringContrast(.nan, against: .white) == .gray)
        #expect(DrawingColor.gray.mixed(with: .white, .infinity) == .gray)
    }

    @Test func systemBlueResolvesLikeIOS() {
        #expect(DrawingColor.systemBlue(in: .standard) == .systemBlue)
        #expect(DrawingColor.systemBlue(in: Self.dark).hex == "#0a84ff")
        #expect(DrawingColor.systemBlue(in: Self.moreContrast).hex == "#0040dd")
        #expect(DrawingColor.systemBlue(in: ControlEnvironment(appearance: .dark, isContrastIncreased: true)).hex == "#409cff")
    }

    @Test func environmentNamesItsPageAndThresholds() {
        #expect(ControlEnvironment.standard.pageBackgroundColor == .white && Self.dark.pageBackgroundColor == .black)
        #expect(ControlEnvironment.standard.minimumGraphicsContrast == 3 && ControlEnvironment.standard.minimumTextContrast == 4.5)
        #expect(Self.moreContrast.minimumGraphicsContrast == 4.5 && Self.moreContrast.minimumTextContrast == 7)
    }

    // MARK: The light standard environment keeps the default light look

    @Test func lightStandardKeepsTheDefaultLightColours() {
        let slider = RangeSliderStyle().resolved(in: .standard)
        #expect(slider.trackTintColor == DrawingColor(white: 0.9))
        #expect(slider.trackHighlightTintColor == DrawingColor(red: 0, green: 0.45, blue: 0.94))
        #expect(slider.thumbTintColor == .white && slider.thumbOutlineColor == .gray && slider.thumbOutlineWidth == 0.5)
        #expect(slider.highlightVeilColor == DrawingColor(white: 0, alpha: 0.1) && slider.labelColor == DrawingColor(white: 0.2))
        #expect(slider.thumbShadow == Shadow(color: .gray, offset: CGSize(width: 0, height: 1), blur: 1))
        #expect(slider.trackOutlineWidth == 0 && slider.labelFont.size == 12)
        // Unresolved, a colour reads as its light standard value.
        #expect(RangeSliderStyle().trackHighlightTintColor == slider.trackHighlightTintColor)

        let wheel = RotaryWheelStyle().resolved(in: .standard)
        #expect(wheel.backgroundColor == DrawingColor(red: 0.13, green: 0.15, blue: 0.19))
        #expect(wheel.sectorColors == [DrawingColor(red: 0.16, green: 0.42, blue: 0.78), DrawingColor(red: 0.11, green: 0.33, blue: 0.64)])
        #expect(wheel.separatorColor == DrawingColor(white: 1, alpha: 0.35) && wheel.titleColor == .white && wheel.iconColor == .white)
        #expect(wheel.markerColor == DrawingColor(red: 0.93, green: 0.33, blue: 0.24) && wheel.rimColor == .clear)
        #expect(wheel.centerButtonColor == DrawingColor(white: 0.92) && wheel.centerButtonHighlightColor == .white)
        #expect(wheel.centerButtonOutlineColor == DrawingColor(white: 0, alpha: 0.25))
        #expect(wheel.centerButtonTitleColor == DrawingColor(white: 0.2) && wheel.fadedSectorOpacity == RotaryWheelModel.fadedAlpha)

        let rotatable = RotatableKnobStyle().resolved(in: .standard)
        #expect(rotatable.bodyLightColor == DrawingColor(white: 0.96) && rotatable.bodyDarkColor == DrawingColor(white: 0.55))
        #expect(rotatable.indicatorColor == DrawingColor(red: 1, green: 0.55, blue: 0.1) && rotatable.scaleColor == DrawingColor(white: 0.45))
        #expect(rotatable.bodyOutlineColor == DrawingColor(white: 0, alpha: 0.35) && rotatable.notchColor == DrawingColor(white: 0, alpha: 0.25))
        #expect(rotatable.highlightColor == rotatable.indicatorColor.withAlpha(0.6))

        let knob = KnobStyle().resolved(in: .standard)
        #expect(knob.tintColor == .systemBlue && knob.trackColor == .systemBlue && knob.valueLabelFont == .body)
    }

    // MARK: What the user sets is kept

    @Test(arguments: Look.allCases)
    func explicitColoursAreKeptInEveryEnvironment(look: Look) {
        let e = ControlEnvironment(tintColor: .black, appearance: look.environment.appearance,
                                   isContrastIncreased: look.environment.isContrastIncreased)
        var slider = RangeSliderStyle()
        slider.trackTintColor = Self.red
        slider.trackHighlightTintColor = Self.red
        slider.thumbTintColor = Self.red
        slider.labelColor = Self.red
        let s = slider.resolved(in: e)
        #expect(s.trackTintColor == Self.red && s.trackHighlightTintColor == Self.red && s.thumbTintColor == Self.red && s.labelColor == Self.red)

        var wheel = RotaryWheelStyle()
        wheel.markerColor = Self.red
        wheel.sectorColors = [Self.red]
        wheel.centerButtonTitleColor = Self.red
        let w = wheel.resolved(in: e)
        #expect(w.markerColor == Self.red && w.sectorColors == [Self.red] && w.centerButtonTitleColor == Self.red)

        var rotatable = RotatableKnobStyle()
        rotatable.scaleColor = Self.red
        rotatable.indicatorColor = Self.red
        let r = rotatable.resolved(in: e)
        #expect(r.scaleColor == Self.red && r.indicatorColor == Self.red)
        // The glow follows the indicator the user chose.
        #expect(r.highlightColor == Self.red.withAlpha(e.isContrastIncreased ? 1 : 0.6))

        var knob = KnobStyle()
        knob.tintColor = Self.red
        knob.valueLabelColor = .white
        let k = knob.resolved(in: e)
        #expect(k.tintColor == Self.red && k.trackColor == Self.red && k.valueLabelColor == .white)
    }

    @Test func useAutomaticColorsUndoesWhatWasSet() {
        var slider = RangeSliderStyle()
        slider.thumbTintColor = Self.red
        slider.useAutomaticColors()
        #expect(slider == RangeSliderStyle())
        #expect(slider.resolved(in: Self.dark).thumbTintColor == DrawingColor(white: 0.9))
        #expect(Self.resetsEveryColor(RangeSliderStyle()) { $0.trackHighlightTintColor = Self.red; $0.labelColor = Self.red })
        #expect(Self.resetsEveryColor(FaderStyle()) { $0.fillColor = Self.red; $0.thumbShadow.blur = 4 })
        #expect(Self.resetsEveryColor(XYPadStyle()) { $0.crosshairColor = Self.red; $0.padColor = Self.red })
        #expect(Self.resetsEveryColor(RotaryWheelStyle()) { $0.rimColor = Self.red; $0.sectorColors = [Self.red] })
        #expect(Self.resetsEveryColor(RotatableKnobStyle()) { $0.highlightColor = Self.red; $0.indicatorColor = Self.red })
    }

    /// Whether `useAutomaticColors()` brings `style` back to new after `set` changed its colours;
    /// `false` when `set` changed nothing (a test of nothing).
    private static func resetsEveryColor<Style: AutomaticColorStyle>(_ style: Style, set: (inout Style) -> Void) -> Bool {
        var changed = style
        set(&changed)
        guard changed != style else { return false }
        changed.useAutomaticColors()
        return changed == style
    }

    @Test func aStyleResolvedAfterAResetFollowsTheEnvironmentAgain() {
        var pad = XYPadStyle()
        pad.thumbTintColor = Self.red
        pad.useAutomaticColors()
        #expect(pad.resolved(in: Self.dark).thumbTintColor == DrawingColor(white: 0.9))
        var rotatable = RotatableKnobStyle()
        rotatable.highlightColor = Self.red
        rotatable.useAutomaticColors()
        #expect(rotatable.resolved(in: Self.dark).highlightColor == rotatable.resolved(in: Self.dark).indicatorColor.withAlpha(0.6))
    }

    // MARK: Tint

    @Test func theTintFollowsTheEnvironmentUnlessSet() {
        let tint = DrawingColor(red: 0.2, green: 0.6, blue: 0.3)
        let e = ControlEnvironment(tintColor: tint)
        let slider = standardRangeSlider()
        slider.environment = e
        #expect(slider.drawing()["highlight"]!.fillColors == [[tint]])
        var style = RangeSliderStyle()
        style.trackHighlightTintColor = Self.red
        #expect(slider.drawing(style: style)["highlight"]!.fillColors == [[Self.red]])

        let knob = KnobModel(bounds: Self.square)
        knob.environment = e
        #expect(knob.drawing()["track"]!.strokeColors == [[tint]] && knob.drawing()["pointer"]!.strokeColors == [[tint]])
        // Without a tint anywhere, system blue as it resolves: brighter in dark.
        knob.environment = Self.dark
        #expect(knob.drawing()["track"]!.strokeColors == [[DrawingColor.systemBlue(in: Self.dark)]])
    }

    @Test(arguments: [ControlEnvironment(tintColor: DrawingColor(red: 1, green: 0.53, blue: 0)),
                      ControlEnvironment(tintColor: DrawingColor(red: 0.2, green: 0.5, blue: 0.9), appearance: .dark),
                      ControlEnvironment(tintColor: DrawingColor(red: 1, green: 0.85, blue: 0.2), isContrastIncreased: true)])
    func theWheelsSectorsFollowTheTintAndKeepTheirTitlesReadable(environment: ControlEnvironment) throws {
        let wheel = RotaryWheelModel(bounds: Self.square)
        wheel.environment = environment
        let tint = try #require(environment.tintColor)
        let sectors = RotaryWheelStyle().resolved(in: environment).sectorColors
        #expect(sectors.count == 2)
        for sector in sectors {
            #expect(sector.contrastRatio(with: .white) >= environment.minimumTextContrast, "white titles stay readable")
            // The tint's hue: its channels keep their order.
            #expect((sector.red >= sector.blue) == (tint.red >= tint.blue) && (sector.green >= sector.blue) == (tint.green >= tint.blue))
        }
        #expect(sectors[1].relativeLuminance < sectors[0].relativeLuminance, "the second shade is deeper")
        #expect(wheel.drawing()["sectors"]!.fillColors.joined().contains(sectors[0]), "the drawing uses them")

        var style = RotaryWheelStyle()
        style.sectorColors = [Self.red]
        #expect(style.resolved(in: environment).sectorColors == [Self.red], "colours the user set win")
        #expect(RotaryWheelStyle().resolved(in: .standard).sectorColors == RotaryWheelStyle().sectorColors,
                "without a tint, the wheel's own blues")
    }

    @Test func theRangeSlidersLabelsTakeThePlatformsTextColourUnlessSet() {
        let text = DrawingColor(red: 0.75, green: 0.11, blue: 0.16)
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 51))
        slider.valueLabelSpace = 20
        slider.environment = ControlEnvironment(textColor: text)
        #expect(slider.drawing()["valueLabels"]!.texts.map(\.color) == [text, text])
        var style = RangeSliderStyle()
        style.labelColor = Self.red
        #expect(slider.drawing(style: style)["valueLabels"]!.texts.map(\.color) == [Self.red, Self.red])
        slider.environment = .standard
        #expect(slider.drawing()["valueLabels"]!.texts.map(\.color) == [RangeSliderStyle().labelColor, RangeSliderStyle().labelColor])
    }

    @Test func theKnobsLabelFollowsTheTintButStaysReadable() {
        let knob = KnobModel(bounds: Self.square)
        var style = KnobStyle()
        style.showsValueLabel = true
        style.tintColor = DrawingColor(red: 1, green: 0.85, blue: 0.2)   // a yellow: 1.4:1 on white
        let label = knob.drawing(style: style)["valueLabel"]!.texts[0].color
        #expect(label.contrastRatio(with: .white) >= 4.5)
        #expect(knob.drawing(style: style)["track"]!.strokeColors == [[style.tintColor!]])   // the tint itself is kept
        // On black the yellow reads as it is.
        knob.environment = Self.dark
        #expect(knob.drawing(style: style)["valueLabel"]!.texts[0].color == style.tintColor)
    }

    // MARK: Text scale

    @Test func labelsGrowWithTheTextScale() {
        let big = ControlEnvironment(textScale: 2)
        let knob = KnobModel(bounds: Self.square)
        knob.environment = big
        var knobStyle = KnobStyle()
        knobStyle.showsValueLabel = true
        #expect(knob.drawing(style: knobStyle)["valueLabel"]!.texts[0].font.size == 34)

        // 20 points of band at the standard size are 40 at twice the text.
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 71))
        slider.valueLabelSpace = 20
        slider.environment = big
        #expect(slider.drawing()["valueLabels"]!.texts.allSatisfy { $0.font.size == 24 })

        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        wheel.numberOfSections = 3
        var wheelStyle = RotaryWheelStyle()
        wheelStyle.showsIcons = false
        wheelStyle.centerButtonTitle = "GO"
        let standardTitles = wheel.drawing(style: wheelStyle)["sectors"]!.texts.map(\.font.size)
        wheel.environment = big
        let bigTitles = wheel.drawing(style: wheelStyle)["sectors"]!.texts.map(\.font.size)
        #expect(standardTitles.allSatisfy { $0 == 12 })
        // Larger, but never larger than the scaled cap, and still shrunk to fit their sectors.
        #expect(zip(bigTitles, standardTitles).allSatisfy { $0 > $1 && $0 <= 24 })
        #expect(wheel.drawing(style: wheelStyle)["centerButton"]!.texts[0].font.size > 12)

        // Fitting still wins on a crowded wheel: a long title ("Circles") stays shrunk to the
        // depth of its ring, below the scaled cap.
        wheel.numberOfSections = 36
        let crowded = wheel.drawing(style: wheelStyle)["sectors"]!.texts
        #expect(crowded.allSatisfy { $0.font.size <= 24 })
        #expect(crowded.first { $0.string == "Circles" }.map { $0.font.size < 24 } == true)
    }

    @Test func badTextScalesAreSanitised() {
        #expect(ControlEnvironment(textScale: .nan).textScale == 1)
        #expect(ControlEnvironment(textScale: -2).textScale == 1)
        #expect(ControlEnvironment(textScale: 100).textScale == 3.5)
        let knob = KnobModel(bounds: Self.square)
        knob.environment = ControlEnvironment(textScale: .infinity)
        var style = KnobStyle()
        style.showsValueLabel = true
        #expect(knob.drawing(style: style)["valueLabel"]!.texts[0].font.size == 17)
    }

    // MARK: Increased contrast

    @Test func increasedContrastStrengthensOutlinesAndMakesColoursOpaque() {
        let e = Self.moreContrast
        let slider = standardRangeSlider()
        slider.environment = e
        let d = slider.drawing()
        #expect(d["track"]!.strokeColors.count == 1, "the groove gets an outline")
        #expect(RangeSliderStyle().resolved(in: e).thumbOutlineWidth == 1)
        var thin = RangeSliderStyle()
        thin.thumbOutlineWidth = .nan
        #expect(thin.resolved(in: e).thumbOutlineWidth == 1)

        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        wheel.environment = e
        let w = wheel.drawing()
        #expect(w["sectors"]!.strokeColors.flatMap { $0 }.allSatisfy { $0.alpha == 1 }, "separators are opaque")
        #expect(w["centerButton"]!.strokeColors.flatMap { $0 }.allSatisfy { $0.alpha == 1 })
        #expect(w["sectors"]!.opacity == 0.85)

        let rotatable = RotatableKnobModel(bounds: Self.square)
        rotatable.environment = e
        let r = rotatable.drawing()
        for id in ["body", "knob", "highlight", "scale"] {
            #expect(r[id]!.strokeColors.flatMap { $0 }.allSatisfy { $0.alpha == 1 }, "\(id) is opaque")
        }
    }

    @Test func aFadedOpacityOutOfRangeIsClamped() {
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        var style = RotaryWheelStyle()
        style.fadedSectorOpacity = .nan
        #expect(wheel.drawing(style: style)["sectors"]!.opacity == RotaryWheelModel.fadedAlpha)
        style.fadedSectorOpacity = 7
        #expect(wheel.drawing(style: style)["sectors"]!.opacity == 1)
    }

    // MARK: Resolution and caching

    @Test func resolvingTwiceChangesNothing() {
        let big = ControlEnvironment(appearance: .dark, textScale: 2)
        let knob = KnobStyle().resolved(in: big)
        #expect(knob.resolved(in: big) == knob && knob.resolved(in: .standard) == knob)
        #expect(knob.valueLabelFont.size == 34)
        let slider = RangeSliderStyle().resolved(in: big)
        #expect(slider.resolved(in: .standard) == slider && slider.labelFont.size == 24)
        let wheel = RotaryWheelStyle().resolved(in: big)
        #expect(wheel.resolved(in: .standard) == wheel && wheel.titleFont.size == 24)
        let rotatable = RotatableKnobStyle().resolved(in: big)
        #expect(rotatable.resolved(in: .standard) == rotatable)

        // A host may hand the drawing a resolved style: the same drawing.
        let model = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 51))
        model.valueLabelSpace = 20
        model.environment = big
        #expect(model.drawing(style: slider) == model.drawing())
    }

    @Test func staticLayersAreKeyedByTheResolvedColours() {
        let cache = DrawingCache()
        let slider = standardRangeSlider()
        let light = slider.drawing(cache: cache)
        slider.environment = Self.dark
        let dark = slider.drawing(cache: cache)
        for id in ["track", "lowerThumb", "upperThumb"] {
            #expect(light[id]!.contentKey != dark[id]!.contentKey, "\(id) is rebuilt for dark")
        }
        #expect(Set(dark.layersNeedingRaster(since: light)).isSuperset(of: ["track", "lowerThumb", "upperThumb"]))
        slider.environment = .standard
        #expect(slider.drawing(cache: cache) == light)

        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        let wheelCache = DrawingCache()
        let before = wheel.drawing(cache: wheelCache)
        wheel.environment = Self.moreContrast
        #expect(wheel.drawing(cache: wheelCache)["sectors"]!.contentKey != before["sectors"]!.contentKey)

        // The environment's tint reaches the knob's cached track.
        let knob = KnobModel(bounds: Self.square)
        let knobCache = DrawingCache()
        let blue = knob.drawing(cache: knobCache)
        knob.environment = ControlEnvironment(tintColor: Self.red)
        #expect(knob.drawing(cache: knobCache)["track"]!.contentKey != blue["track"]!.contentKey)
    }

    @Test func animationsAreSampledWithTheResolvedStyle() {
        let knob = KnobModel(bounds: Self.square)
        knob.environment = Self.dark
        knob.setValue(1, animated: true)
        _ = knob.advance(to: 0)
        let animation = knob.drawingAnimation()
        #expect(animation?.frames.allSatisfy { $0["track"]!.strokeColors == [[DrawingColor.systemBlue(in: Self.dark)]] } == true)

        let slider = standardRangeSlider()
        slider.environment = Self.dark
        slider.setValues(lower: 0.5, upper: 0.9, animated: true)
        _ = slider.advance(to: 0)
        #expect(slider.drawingAnimation()?.frames.last?["track"]!.fillColors == [[DrawingColor(white: 0.22)]])
    }

    // MARK: Enabled and reading direction

    @Test(arguments: Look.allCases)
    func disabledControlsAreDimmedInEveryLook(look: Look) {
        var e = look.environment
        e.isEnabled = false
        let knob = KnobModel(bounds: Self.square)
        knob.environment = e
        let slider = standardRangeSlider()
        slider.environment = e
        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        wheel.environment = e
        let rotatable = RotatableKnobModel(bounds: Self.square)
        rotatable.environment = e
        #expect(knob.drawing().layers.allSatisfy { $0.opacity == 0.35 })
        #expect(slider.drawing()["track"]!.opacity == 0.35)
        #expect(wheel.drawing()["background"]!.opacity == 0.35)
        #expect(rotatable.drawing()["scale"]!.opacity == 0.35)
    }

    @Test func onlyTheRangeSliderMirrorsRightToLeft() {
        let rtl = ControlEnvironment(layoutDirection: .rightToLeft)
        let slider = standardRangeSlider()
        let ltrLower = slider.drawing()["lowerThumb"]!.transform.translation.width
        slider.environment = rtl
        #expect(slider.drawing()["lowerThumb"]!.transform.translation.width != ltrLower)
        #expect(slider.thumbFrame(.lower).midX > slider.thumbFrame(.upper).midX)

        // The dials draw the same either way.
        let knob = KnobModel(bounds: Self.square)
        knob.value = 0.3
        var knobStyle = KnobStyle()
        knobStyle.showsValueLabel = true
        let knobLTR = knob.drawing(style: knobStyle)
        knob.environment = rtl
        #expect(knob.drawing(style: knobStyle) == knobLTR)

        let wheel = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 240, height: 240))
        let wheelLTR = wheel.drawing()
        wheel.environment = rtl
        #expect(wheel.drawing() == wheelLTR)

        let rotatable = RotatableKnobModel(bounds: Self.square)
        rotatable.value = 0.3
        let rotatableLTR = rotatable.drawing()
        rotatable.environment = rtl
        #expect(rotatable.drawing() == rotatableLTR)
    }
}
