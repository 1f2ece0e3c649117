import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// Precision scrubbing: the farther the finger from the track, the slower the drag, in 50-point
// bands, each change of band an event inside the drag's edit.

@Suite("Precision scrubbing")
struct PrecisionScrubbingTests {
    private func fader() -> FaderModel {
        let f = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        f.precisionScrubbing = true
        return f
    }

    @Test func theFartherFromTheTrackTheSlowerTheDragInBandsOf50Points() {
        let f = fader()
        let rec = EventRecorder(f.events)
        let start = CGPoint(x: f.thumbFrame.midX, y: 22)
        #expect(f.beginTracking(at: start))
        f.continueTracking(at: CGPoint(x: start.x + 40, y: 22))
        let full = f.value
        #expect(full > 0)
        // 60 points below the control: the second band, half speed.
        f.continueTracking(at: CGPoint(x: start.x + 40, y: 44 + 60))
        #expect(f.value == full, "moving across the track moves nothing")
        f.continueTracking(at: CGPoint(x: start.x + 80, y: 44 + 60))
        #expect(abs((f.value - full) - full / 2) < 1e-9, "half of the travel: \(f.value - full) against \(full / 2)")
        let half = f.value
        // 160 points away: an eighth.
        f.continueTracking(at: CGPoint(x: start.x + 80, y: 44 + 160))
        f.continueTracking(at: CGPoint(x: start.x + 120, y: 44 + 160))
        #expect(abs((f.value - half) - full / 8) < 1e-9)
        // Back on the track: full speed again.
        f.continueTracking(at: CGPoint(x: start.x + 120, y: 30))
        f.endTracking(at: nil)
        #expect(rec.detents.filter { if case .scrubbingSpeed = $0 { true } else { false } }
                == [.scrubbingSpeed(0.5), .scrubbingSpeed(0.125), .scrubbingSpeed(1)])
        #expect(rec.beganCount == 1 && rec.endedCount == 1 && rec.causes.allSatisfy { $0 == .drag }, "inside the drag's one edit")
    }

    @Test func offByDefaultTheValueFollowsTheFingerAnywhere() {
        let f = FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect(!f.precisionScrubbing)
        let rec = EventRecorder(f.events)
        let start = CGPoint(x: f.thumbFrame.midX, y: 22)
        f.beginTracking(at: start)
        f.continueTracking(at: CGPoint(x: start.x + 40, y: 22))
        let near = f.value
        f.continueTracking(at: CGPoint(x: start.x + 80, y: 300))
        #expect(abs(f.value - 2 * near) < 1e-9)
        f.endTracking(at: nil)
        #expect(!rec.detents.contains { if case .scrubbingSpeed = $0 { true } else { false } })
    }

    @Test func aNewDragStartsAtFullSpeedAndAVerticalTrackMeasuresSideways() {
        let f = FaderModel(bounds: CGRect(x: 0, y: 0, width: 44, height: 300))
        f.orientation = .vertical
        f.precisionScrubbing = true
        let rec = EventRecorder(f.events)
        let thumb = f.thumbFrame
        f.beginTracking(at: CGPoint(x: 22, y: thumb.midY))
        f.continueTracking(at: CGPoint(x: 44 + 120, y: thumb.midY))
        f.endTracking(at: nil)
        #expect(rec.detents == [.scrubbingSpeed(0.25)], "120 points beside it: the third band")
        f.beginTracking(at: CGPoint(x: 22, y: f.thumbFrame.midY))
        f.continueTracking(at: CGPoint(x: 22, y: f.thumbFrame.midY - 30))
        f.endTracking(at: nil)
        #expect(rec.detents == [.scrubbingSpeed(0.25)], "the new drag began at full speed: no band change to report")
        #expect(f.value > 0, "and moved the value")
    }

    @Test func theThumbSlidersAndThePadScrubToo() {
        let range = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 44))
        range.precisionScrubbing = true
        let upper = range.thumbFrame(.upper)
        let recRange = EventRecorder(range.events)
        range.beginTracking(at: CGPoint(x: upper.midX, y: upper.midY))
        range.continueTracking(at: CGPoint(x: upper.midX - 40, y: 44 + 70))
        range.endTracking(at: nil)
        #expect(recRange.detents.contains(.scrubbingSpeed(0.5)))

        let pad = XYPadModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        pad.precisionScrubbing = true
        let recPad = EventRecorder(pad.events)
        pad.beginTracking(at: CGPoint(x: pad.thumbFrame.midX, y: pad.thumbFrame.midY))
        pad.continueTracking(at: CGPoint(x: -110, y: pad.thumbFrame.midY))
        pad.endTracking(at: nil)
        #expect(recPad.detents.contains(.scrubbingSpeed(0.25)), "110 points left of the pad")
    }
}
