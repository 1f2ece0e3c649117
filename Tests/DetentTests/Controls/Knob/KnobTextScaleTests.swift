@_spi(Hosting) import Detent
import Foundation
import Testing

/// The knob keeps its size at every text scale: its centre label grows with the text inside the
/// ring, shrinking only where it would reach the track.
@Suite("Knob: the value label at large text sizes")
struct KnobTextScaleTests {
    static func label(_ knob: KnobModel) -> TextItem? {
        var style = KnobStyle()
        style.showsValueLabel = true
        return knob.drawing(style: style)["valueLabel"]?.items.compactMap { if case .text(let t) = $0 { t } else { nil } }.first
    }

    @Test func theLabelGrowsWithTheTextUntilItMeetsTheTrack() {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        knob.lineWidth = 4
        knob.pointerLength = 12
        knob.value = 0.42
        knob.environment.textScale = 2
        // 34 points: "0.42" is about 82 points wide, inside the 114 points the track leaves.
        #expect(Self.label(knob)?.font.size == 34)
        knob.environment.textScale = 3.1
        // 52.7 points would be about 126 wide: shrunk to 114, 4 points clear of the track's inner
        // edge (radius 75 − 12 − 2 = 61) on each side.
        let text = Self.label(knob)!
        let width = TextMetrics.width(of: text.string, font: text.font)
        #expect(abs(width - 114) < 1e-9)
        #expect(text.font.size < 52.7 && text.font.size > 34)
        #expect(knob.naturalSize == .square(150))
    }
}
