@_spi(Hosting) import Detent
import Foundation
import Testing

/// The label bands follow the text scale: the user's `valueLabelSpace` and `tickLabelSpace` are
/// given at the standard text size and the model lays out, draws and hit-tests bands scaled by
/// the environment's `textScale`, while the slider itself keeps its thickness.
@Suite("Range slider: label bands grow with the text scale")
struct RangeSliderTextScaleTests {
    /// iOS's largest accessibility text size, as `UIFontMetrics` scales 1 point.
    static let largestAccessibilitySize = 3.1

    /// A horizontal slider with price labels above and labelled ticks below (16 points, room for
    /// a 12-point line), laid out at its natural height in `environment`.
    static func labelledSlider(_ environment: ControlEnvironment, orientation: TrackOrientation = .horizontal) -> RangeSliderModel {
        let slider = RangeSliderModel()
        slider.orientation = orientation
        slider.valueLabelSpace = 20
        slider.tickLabelSpace = 16
        slider.minimumValue = 0
        slider.maximumValue = 800
        slider.ticks = [Tick(value: 0, label: "0"), Tick(value: 400, label: "400"), Tick(value: 800, label: "800")]
        slider.setValues(lower: 120, upper: 560, animated: false)
        slider.valueFormatter = { "$\(Int($0))" }
        slider.environment = environment
        let across = orientation == .horizontal ? slider.naturalSize.height! : slider.naturalSize.width!
        slider.bounds = orientation == .horizontal ? CGRect(x: 0, y: 0, width: 320, height: across)
                                                   : CGRect(x: 0, y: 0, width: across, height: 320)
        return slider
    }

    /// The estimated box of a text item.
    static func box(_ text: TextItem) -> CGRect {
        let w = TextMetrics.width(of: text.string, font: text.font), h = TextMetrics.lineHeight(of: text.font)
        return CGRect(x: Double(text.center.x) - w / 2, y: Double(text.center.y) - h / 2, width: w, height: h)
    }

    @Test func theBandsAreTheSpacesTimesTheTextScale() {
        let standard = Self.labelledSlider(.standard)
        #expect(standard.labelBounds.height == 20 && standard.tickLabelBounds.height == 16)
        let large = Self.labelledSlider(ControlEnvironment(textScale: Self.largestAccessibilitySize))
        #expect(abs(Double(large.labelBounds.height) - 62) < 1e-9)
        #expect(abs(Double(large.tickLabelBounds.height) - 49.6) < 1e-9)
        // The user's settings stay as given.
        #expect(large.valueLabelSpace == 20 && large.tickLabelSpace == 16)
        // Smaller text, smaller bands.
        let small = Self.labelledSlider(ControlEnvironment(textScale: 0.75))
        #expect(small.labelBounds.height == 15 && small.tickLabelBounds.height == 12)
    }

    @Test func theThumbsKeepTheirSizeAtEveryTextScale() {
        for scale in [0.75, 1, 2, Self.largestAccessibilitySize, 3.5] {
            for orientation in [TrackOrientation.horizontal, .vertical] {
                let slider = Self.labelledSlider(ControlEnvironment(textScale: scale), orientation: orientation)
                let thumb = slider.thumbFrame(.lower)
                let side = orientation == .horizontal ? thumb.height : thumb.width
                #expect(abs(Double(side) - 31) < 1e-9, "scale \(scale), \(orientation)")
                #expect(abs(slider.geometry.thumbSize - 31) < 1e-9)
            }
        }
    }

    @Test func labelsStayInTheirBandsOffTheTrackAndThumbs() {
        for scale in [1, 2, Self.largestAccessibilitySize] {
            let slider = Self.labelledSlider(ControlEnvironment(textScale: scale))
            let drawing = slider.drawing()
            let values = drawing["valueLabels"]!.items.compactMap { if case .text(let t) = $0 { t } else { nil } }
            let ticks = drawing["ticks"]!.items.compactMap { if case .text(let t) = $0 { t } else { nil } }
            #expect(!values.isEmpty && !ticks.isEmpty)
            #expect(values.allSatisfy { abs($0.font.size - 12 * scale) < 1e-9 })
            let slot = slider.sliderBounds
            for text in values {
                let box = Self.box(text)
                // Within its band across the axis (the band is as tall as the scaled line).
                #expect(box.minY >= slider.labelBounds.minY - 1e-9 && box.maxY <= slider.labelBounds.maxY + 1e-9, "\(scale)")
                #expect(!box.intersects(slot), "scale \(scale): \(text.string) over the track")
                #expect(!box.intersects(slider.thumbFrame(.lower)) && !box.intersects(slider.thumbFrame(.upper)))
            }
            for text in ticks {
                let box = Self.box(text)
                #expect(box.minY >= slider.tickLabelBounds.minY - 1e-9, "\(scale)")
                #expect(!box.intersects(slot), "scale \(scale): tick \(text.string) over the track")
            }
        }
    }

    @Test func endTickLabelsStayInsideTheBand() {
        // At 3.1 "800" is about 67 points wide, more than the thumb's half that its mark sits in.
        let slider = Self.labelledSlider(ControlEnvironment(textScale: Self.largestAccessibilitySize))
        let ticks = slider.drawing()["ticks"]!.items.compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(ticks.map(\.string) == ["0", "400", "800"])
        for text in ticks {
            let box = Self.box(text)
            #expect(box.minX >= slider.tickLabelBounds.minX - 1e-9 && box.maxX <= slider.tickLabelBounds.maxX + 1e-9, "\(text.string)")
        }
        // The middle label stays centred on its mark.
        #expect(abs(Double(ticks[1].center.x) - slider.geometry.position(forFraction: 0.5)) < 1e-9)
    }

    @Test func aVerticalSliderWidensItsBands() {
        let slider = Self.labelledSlider(ControlEnvironment(textScale: Self.largestAccessibilitySize), orientation: .vertical)
        #expect(abs(Double(slider.labelBounds.width) - 62) < 1e-9)
        #expect(abs(Double(slider.tickLabelBounds.width) - 49.6) < 1e-9)
        #expect(abs(Double(slider.sliderBounds.width) - 31) < 1e-9)
    }

    @Test func touchesFollowTheScaledLayout() {
        let slider = Self.labelledSlider(ControlEnvironment(textScale: Self.largestAccessibilitySize))
        let upper = slider.thumbFrame(.upper)
        // The thumb sits below the 62-point band: its centre takes a drag, the band's top does not.
        #expect(upper.minY == 62)
        #expect(slider.thumb(at: CGPoint(x: upper.midX, y: upper.midY)) == .upper)
        #expect(slider.thumb(at: CGPoint(x: upper.midX, y: 10)) == nil)
    }

    @Test func aNewTextScaleIsAnnouncedOnce() {
        let slider = Self.labelledSlider(.standard)
        var count = 0
        let token = slider.changes.observe { count += 1 }
        slider.environment.textScale = Self.largestAccessibilitySize
        slider.environment.textScale = Self.largestAccessibilitySize
        #expect(count == 1)
        withExtendedLifetime(token) {}
    }
}
