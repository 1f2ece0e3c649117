import Foundation
import Testing
@_spi(Hosting) import Detent

/// `DrawingAnimation`: running animations sampled as drawings for hosts with their own animation
/// engine (Core Animation keyframes), and the `ControlModel` protocol hosts are written against.
@Suite("Drawing animations and the ControlModel protocol")
struct DrawingAnimationTests {
    private let square = CGRect(x: 0, y: 0, width: 100, height: 100)

    @Test func samplingSpacesFramesEvenlyAndEndsAtRest() {
        var times: [Double] = []
        let animation = DrawingAnimation.sampling(startTime: 10, duration: 0.25) { time in
            times.append(time)
            return Drawing(size: CGSize(width: 1, height: 1), layers: [])
        }
        #expect(animation.frames.count == 16)
        #expect(animation.keyTimes.count == 16)
        #expect(animation.keyTimes.first == 0 && animation.keyTimes.last == 1)
        #expect(zip(animation.keyTimes, animation.keyTimes.dropFirst()).allSatisfy { $0 < $1 })
        #expect(times.first == 10 && times.last == 10.25)
        #expect(animation.startTime == 10 && animation.duration == 0.25)
    }

    @Test func samplingHasAtLeastTwoAndAtMostTheMaximumFrames() {
        let blank = Drawing(size: .zero, layers: [])
        #expect(DrawingAnimation.sampling(startTime: 0, duration: 0) { _ in blank }.frames.count == 2)
        #expect(DrawingAnimation.sampling(startTime: 0, duration: .nan) { _ in blank }.duration == 0)
        #expect(DrawingAnimation.sampling(startTime: 0, duration: 1000) { _ in blank }.frames.count
                == DrawingAnimation.maximumFrames)
        #expect(DrawingAnimation.sampling(startTime: 0, duration: 1, framesPerSecond: -5) { _ in blank }.frames.count == 61)
    }

    @Test func knobAnimationIsSampledWithoutChangingTheModel() throws {
        let knob = KnobModel(bounds: square)
        var events = 0
        knob.events.handler = { _ in events += 1 }
        #expect(knob.drawingAnimation() == nil)
        knob.setValue(1, animated: true)
        #expect(knob.drawingAnimation() == nil, "not started before the first advance")
        knob.advance(to: 5)
        let animation = try #require(knob.drawingAnimation())
        #expect(animation.startTime == 5)
        #expect(animation.duration == KnobModel.animationDuration)
        let first = try #require(animation.frames.first?["pointer"]?.transform.rotation)
        let last = try #require(animation.frames.last?["pointer"]?.transform.rotation)
        #expect(abs(first - knob.startAngle) < 1e-9)
        #expect(abs(last - knob.endAngle) < 1e-9)
        // The model is where it was: same clock, same presentation, still animating, no events.
        #expect(knob.presentationFraction == 0)
        #expect(knob.isAnimating)
        #expect(events == 0)
        let tracks = animation.tracks
        #expect(tracks.map(\.id) == ["pointer"])
        #expect(tracks[0].changesRotation && !tracks[0].changesPosition && !tracks[0].changesOpacity)
        #expect(tracks[0].positions.allSatisfy { $0 == CGPoint(x: 50, y: 50) })
    }

    @Test func rangeSliderThumbsMoveByPosition() throws {
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 30))
        slider.setValues(lower: 0, upper: 1, animated: true)
        slider.advance(to: 1)
        let animation = try #require(slider.drawingAnimation())
        let ids = Set(animation.tracks.map(\.id))
        #expect(ids == ["lowerThumb", "upperThumb", "lowerThumbVeil", "upperThumbVeil"])
        let lower = try #require(animation.tracks.first { $0.id == "lowerThumb" })
        #expect(lower.changesPosition && !lower.changesRotation)
        #expect(lower.positions.last?.x == 0, "the lower thumb ends at the minimum, its rest position")
        #expect(slider.presentationFractions.lower == 0.2)
    }

    @Test func wheelMotionIsSampledAndTheRotationRestored() throws {
        let wheel = RotaryWheelModel(bounds: square)
        var detents = 0
        wheel.events.handler = { if case .detent = $0 { detents += 1 } }
        wheel.select(2, animated: true)
        wheel.advance(to: 0)
        let before = wheel.rotation
        let motion = try #require(wheel.runningMotion)
        let animation = try #require(wheel.drawingAnimation())
        #expect(wheel.rotation == before)
        #expect(detents == 0)
        let sectors = try #require(animation.tracks.first { $0.id == "sectors" })
        #expect(sectors.transforms.first?.rotation == motion.from)
        #expect(sectors.transforms.last?.rotation == motion.to)
        #expect(animation.tracks.contains { $0.id == "selectedSector" })
        #expect(!animation.tracks.contains { $0.id == "background" })
    }

    @Test func rotatableKnobDoubleTapIsSampled() throws {
        let knob = RotatableKnobModel(bounds: square)
        knob.value = 1
        knob.defaultValue = 0.5
        #expect(knob.doubleTap())
        knob.advance(to: 3)
        let animation = try #require(knob.drawingAnimation())
        let track = try #require(animation.tracks.first { $0.id == "knob" })
        #expect(abs((track.transforms.last?.rotation ?? 0) - 0.75 * .pi) < 1e-9)
    }

    @Test func controlModelReportsEachControlsValue() {
        func reported<M: ControlModel>(_ model: M) -> M.Value { model.currentValue }
        let knob = KnobModel()
        knob.value = 0.3
        #expect(reported(knob) == 0.3)
        #expect(reported(RangeSliderModel()) == 0.2...0.8)
        let wheel = RotaryWheelModel()
        wheel.select(3, animated: false)
        #expect(reported(wheel) == 3)
        let rotatable = RotatableKnobModel()
        rotatable.isEnabled = false
        #expect(!rotatable.knob.isEnabled)
        #expect(!rotatable.isTracking && !rotatable.isAnimating)
        #expect(rotatable.accessibilityElement.label == "Level")
    }
}
