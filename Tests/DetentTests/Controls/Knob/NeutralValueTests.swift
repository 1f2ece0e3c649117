import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// A bipolar knob: a neutral value, the value arc drawn from it, and a detent where it is crossed.

@Suite("Neutral value and value arc")
struct NeutralValueTests {
    private func panKnob() -> KnobModel {
        let k = standardKnob()
        k.minimumValue = -1
        k.neutralValue = 0
        k.interactionMode = .vertical(pointsPerRange: 200)
        k.value = -0.5
        return k
    }

    @Test func crossingTheNeutralValueIsADetent() {
        let k = panKnob()
        let rec = EventRecorder(k.events)
        #expect(k.beginTracking(at: CGPoint(x: 100, y: 100)))
        k.continueTracking(at: CGPoint(x: 100, y: 60))    // 40 of 200 points up: −0.1
        #expect(rec.detents.isEmpty)
        k.continueTracking(at: CGPoint(x: 100, y: 0))     // +0.5: crosses 0
        k.endTracking(at: nil)
        #expect(abs(k.value - 0.5) < 1e-9)
        #expect(rec.detents == [.neutral])
        #expect(rec.feedback == [.tick], "the user feels the centre")
        // Keys that land on it count too; leaving it does not.
        k.value = 0.01
        rec.clear()
        k.step = 0.01
        #expect(k.perform(.decrement) && k.value == 0)
        #expect(rec.detents == [.neutral])
        rec.clear()
        #expect(k.perform(.decrement))
        #expect(rec.detents == [.step(99)])
    }

    @Test func theValueArcRunsFromTheNeutralValueAndMovesWithTheValueOnly() {
        let k = panKnob()
        let cache = DrawingCache()
        let before = k.drawing(cache: cache)
        #expect(before["valueArc"]?.isStatic == false)
        k.value = 0.3
        let after = k.drawing(cache: cache)
        let changed = after.layers.filter { layer in before[layer.id].map { $0 != layer } ?? true }.map(\.id)
        #expect(Set(changed).isSubset(of: ["valueArc", "pointer"]), "\(changed)")
        #expect(after["track"] == before["track"], "the track is static")
        k.neutralValue = nil
        #expect(k.drawing()["valueArc"] == nil)
        k.showsValueArc = true
        #expect(k.drawing()["valueArc"] != nil, "from the minimum")
    }

    @Test func badNeutralValues() {
        let k = panKnob()
        k.neutralValue = .nan
        #expect(k.neutralValue == 0)
        k.neutralValue = .infinity
        #expect(k.neutralValue == 0)
        k.neutralValue = 7
        #expect(k.neutralValue == 7, "stored as given")
        let arcFromSeven = k.drawing()["valueArc"]
        k.neutralValue = 1
        #expect(arcFromSeven != nil && k.drawing()["valueArc"] == arcFromSeven, "clamped into the range when used")
    }
}
