import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

/// A 200-point wheel: radius 100, dead zone 40, marker ("beak") on the left.
private let wheelBounds = CGRect(x: 0, y: 0, width: 200, height: 200)
private let hub = CGPoint(x: 100, y: 100)

/// A point on the wheel at `radius` (default 70, mid-ring) in direction `angle`.
private func ring(_ angle: Double, _ radius: Double = 70) -> CGPoint { point(angle, radius, about: hub) }

private func wheel(sections: Int = 8, momentum: Bool = false) -> RotaryWheelModel {
    let w = RotaryWheelModel(bounds: wheelBounds)
    w.numberOfSections = sections
    w.isMomentumEnabled = momentum
    return w
}

/// How far sector `index`'s centre is from the marker at `rotation`, radians, 0…π.
private func offMarker(_ index: Int, sections n: Int, rotation: Double) -> Double {
    abs(remainder(Double(index) * 2 * .pi / Double(n) + rotation, 2 * .pi))
}

/// The sector whose centre is nearest the marker at `rotation`, found by looking at every sector.
private func nearestSector(sections n: Int, rotation: Double) -> Int {
    (0..<n).min { offMarker($0, sections: n, rotation: rotation) < offMarker($1, sections: n, rotation: rotation) }!
}

/// Drags the finger around the ring by `turn` radians from direction `start`, in `steps` equal
/// moves `dt` apart starting at `t0`, and lifts it `hold` seconds after the last move.
/// Returns the lift time.
@discardableResult
private func drag(_ w: RotaryWheelModel, by turn: Double, from start: Double = .pi, steps: Int? = nil,
                  t0: Double = 0, dt: Double = 0.05, hold: Double = 0.5, lift: Bool = true) -> Double {
    let n = steps ?? max(Int((abs(turn) / 0.4).rounded(.up)), 1)
    #expect(w.beginTracking(at: ring(start), time: t0))
    for i in 1...n {
        w.continueTracking(at: ring(start + turn * Double(i) / Double(n)), time: t0 + dt * Double(i))
    }
    let end = t0 + dt * Double(n) + hold
    if lift { w.endTracking(at: ring(start + turn), time: end) }
    return end
}

@Suite("Rotary wheel: the basic rules")
struct RotaryWheelBasicRuleTests {
    @Test func defaultsAreTheEightDefaultSectors() {
        let w = RotaryWheelModel(bounds: wheelBounds)
        #expect(w.numberOfSections == 8)
        #expect((0..<8).map { w.title(ofSector: $0) }
            == ["Circles", "Flower", "Monster", "Person", "Smile", "Sun", "Swirl", "3 circles"])
        #expect(w.selectedIndex == 0 && w.selectedTitle == "Circles")
        #expect(w.rotation == 0)
        #expect(close(w.markerAngle, .pi))
        #expect(w.geometry.radius == 100 && close(w.geometry.innerRadius, 40))
        #expect(RotaryWheelModel.snapDuration == 0.2)
        #expect(w.isMomentumEnabled && w.snapsToSectors)
    }

    @Test(arguments: [3, 8, 12])
    func sectorsAreLaidOutClockwiseFromTheMarker(n: Int) {
        let w = wheel(sections: n)
        let g = w.geometry
        for i in 0..<n {
            let centre = Double.pi + Double(i) * 2 * .pi / Double(n)
            #expect(sameAngle(g.centerAngle(ofSector: i, rotation: 0), centre))
            #expect(g.sector(at: ring(centre), rotation: 0) == i, "sector \(i) of \(n)")
            // Just inside both edges of the sector.
            let half = .pi / Double(n)
            #expect(g.sector(at: ring(centre - half + 0.01), rotation: 0) == i)
            #expect(g.sector(at: ring(centre + half - 0.01), rotation: 0) == i)
        }
    }

    @Test func touchesInTheDeadZoneOrBeyondTheRimAreIgnored() {
        let w = wheel()
        let rec = EventRecorder(w.events)
        for d in [0.0, 20, 39.5] { #expect(!w.beginTracking(at: ring(1, d)), "distance \(d)") }
        #expect(!w.beginTracking(at: ring(1, 100.5)))
        #expect(!w.beginTracking(at: CGPoint(x: 0, y: 0)), "the corner is outside the disc")
        #expect(rec.events.isEmpty)
        #expect(w.beginTracking(at: ring(1, 40.5)))
        w.cancelTracking()
        #expect(w.beginTracking(at: ring(1, 99.5)))
        w.cancelTracking()
    }

    @Test func theDeadZoneAndRimAreIgnoredDuringTheDragToo() {
        let w = wheel()
        w.beginTracking(at: ring(.pi), time: 0)
        w.continueTracking(at: ring(.pi + 0.2), time: 0.1)
        #expect(close(w.rotation, 0.2))
        w.continueTracking(at: ring(.pi + 1.2, 20), time: 0.2) // through the dead zone
        #expect(close(w.rotation, 0.2))
        w.continueTracking(at: ring(.pi + 0.5), time: 0.3) // back on the ring: no jump
        #expect(close(w.rotation, 0.2))
        w.continueTracking(at: ring(.pi + 0.7), time: 0.4)
        #expect(close(w.rotation, 0.4))
        w.continueTracking(at: ring(.pi + 1.5, 150), time: 0.5) // beyond the rim
        w.continueTracking(at: ring(.pi + 0.8), time: 0.6)
        #expect(close(w.rotation, 0.4))
        w.continueTracking(at: ring(.pi + 0.6), time: 0.7)
        #expect(close(w.rotation, 0.2), "either direction")
        w.cancelTracking()
    }

    @Test func draggingSpinsByTheChangeOfTheTouchAngleWithoutEnd() {
        let w = wheel()
        w.beginTracking(at: ring(.pi), time: 0)
        var expected = 0.0
        for i in 1...60 { // five turns clockwise in 0.5-rad moves
            expected += 0.5
            w.continueTracking(at: ring(.pi + 0.5 * Double(i)), time: Double(i) / 100)
            #expect(close(w.rotation, expected, 1e-9))
        }
        for i in 1...20 { // and back
            expected -= 0.5
            w.continueTracking(at: ring(.pi + 30 - 0.5 * Double(i)), time: 0.6 + Double(i) / 100)
        }
        #expect(close(w.rotation, expected, 1e-9))
        w.cancelTracking()
    }

    @Test(arguments: [3, 8, 12])
    func releaseRestsTheNearestSectorOnTheMarkerForAnyRotation(n: Int) {
        let width = 2 * Double.pi / Double(n)
        var failures: [String] = []
        for r in stride(from: -2 * Double.pi, through: 2 * .pi, by: 0.02) {
            let k = r / width
            if abs((k - k.rounded(.down)) - 0.5) < 1e-3 { continue } // exactly between two sectors
            let w = wheel(sections: n)
            let rec = EventRecorder(w.events)
            drag(w, by: r)
            w.finishAnimations()
            let expected = nearestSector(sections: n, rotation: r)
            if w.selectedIndex != expected { failures.append("r \(r): \(w.selectedIndex), expected \(expected)") }
            if offMarker(w.selectedIndex, sections: n, rotation: w.rotation) > 1e-9 {
                failures.append("r \(r): sector \(w.selectedIndex) not centred, rotation \(w.rotation)")
            }
            if abs(remainder(w.rotation - r, 2 * .pi)) > width / 2 + 1e-9 {
                failures.append("r \(r): turned more than half a sector to rest")
            }
            if rec.selections != (expected == 0 ? [] : [expected]) { failures.append("r \(r): reported \(rec.selections)") }
            if w.sectorAtMarker != w.selectedIndex { failures.append("r \(r): marker sector \(w.sectorAtMarker)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func theSnapTakesPointTwoSecondsEased() {
        let w = wheel()
        drag(w, by: 0.3)
        #expect(close(w.rotation, 0.3))
        guard let motion = w.runningMotion else { Issue.record("no snap"); return }
        #expect(motion.to == 0)
        #expect(motion.curve == .eased(.easeInEaseOut, duration: 0.2))
        w.advance(to: 0) // the first reading starts the snap
        w.advance(to: 0.05)
        let early = w.rotation
        w.advance(to: 0.1)
        #expect(close(w.rotation, 0.15, 1e-6), "half-way at half time")
        #expect(early > 0.15 && early < 0.3, "ease-in: slow at first")
        w.advance(to: 0.1999)
        #expect(w.isAnimating)
        w.advance(to: 0.2)
        #expect(!w.isAnimating && w.rotation == 0)
    }

    @Test func selectionIsReportedWhenTheFingerLifts() {
        let w = wheel()
        let rec = EventRecorder(w.events)
        drag(w, by: 0.5, lift: false)
        #expect(rec.selections.isEmpty, "nothing while dragging")
        #expect(w.selectedIndex == 0)
        w.endTracking(at: nil, time: 5)
        // One sector clockwise brings the last sector, "3 circles", to the beak.
        #expect(w.selectedIndex == 7 && w.selectedTitle == "3 circles")
        #expect(rec.selections == [7])
        #expect(rec.events.last == .selectionChanged(7), "the edit goes on while the wheel snaps")
        _ = w.advance(to: 5)
        _ = w.advance(to: 6)
        #expect(rec.events.last == .editingDidEnd, "and ends when it rests")
        drag(w, by: 0.1, t0: 6)
        #expect(rec.selections == [7], "the same sector is not reported again")
    }

    @Test func selectedSectorIsOpaqueAndAllFadeWhileDragging() {
        let w = wheel()
        #expect(w.sectorAlpha(0) == 1)
        #expect((1..<8).allSatisfy { w.sectorAlpha($0) == 0.6 })
        drag(w, by: 0.5, lift: false)
        #expect((0..<8).allSatisfy { w.sectorAlpha($0) == RotaryWheelModel.fadedAlpha })
        w.endTracking(at: nil, time: 5)
        #expect(w.sectorAlpha(7) == 1)
        #expect((0..<7).allSatisfy { w.sectorAlpha($0) == 0.6 })
    }

    @Test func centreButtonTriggersThePrimaryActionForTheSelectedSector() {
        let w = wheel()
        w.select(3, animated: false)
        let rec = EventRecorder(w.events)
        #expect(w.tap(at: hub))
        #expect(w.tap(at: ring(2, 28)))
        #expect(rec.events == [.primaryActionTriggered(3), .primaryActionTriggered(3)])
        #expect(!w.tap(at: ring(2, 35)), "between the button and the ring")
        #expect(!w.beginTracking(at: hub), "the button is inside the dead zone")
        #expect(rec.events.count == 2)
    }

    @Test func tappingASectorBringsItToTheMarker() {
        let w = wheel()
        let rec = EventRecorder(w.events)
        #expect(w.tap(at: CGPoint(x: 100, y: 30)), "the top: sector 2 of 8")
        #expect(w.selectedIndex == 2)
        #expect(rec.selections == [2])
        #expect(w.runningMotion?.curve == .eased(.easeInEaseOut, duration: 0.2))
        w.advance(to: 0)
        w.advance(to: 0.2)
        #expect(!w.isAnimating)
        #expect(sameAngle(w.geometry.centerAngle(ofSector: 2, rotation: w.rotation), .pi))
        #expect(close(w.rotation, -.pi / 2), "the shortest turn: a quarter counter-clockwise")
        #expect(!w.tap(at: ring(1, 101)), "off the wheel")
    }
}

@Suite("Rotary wheel: momentum, taps, stop points and more")
struct RotaryWheelBeyondTests {
    @discardableResult
    private func flick(_ w: RotaryWheelModel, liftAfter hold: Double) -> (release: Double, velocity: Double) {
        // Five moves of 0.1 rad, 16 ms apart: 6.25 rad/s.
        w.beginTracking(at: ring(.pi), time: 0)
        for i in 1...5 { w.continueTracking(at: ring(.pi + 0.1 * Double(i)), time: 0.016 * Double(i)) }
        let release = w.rotation
        w.endTracking(at: ring(.pi + 0.5), time: 0.08 + hold)
        return (release, 0.1 / 0.016)
    }

    @Test func aFlickGlidesOnDeceleratingAndRestsOnASector() {
        let w = RotaryWheelModel(bounds: wheelBounds)
        let rec = EventRecorder(w.events)
        let (release, v) = flick(w, liftAfter: 0.01)
        guard let motion = w.runningMotion else { Issue.record("no glide"); return }
        #expect(close(motion.initialVelocity, v, 1e-6), "the glide starts at the finger's speed")
        let width = Double.pi / 4
        // About v · 0.5 s further on, then onto the nearest sector.
        #expect(abs(motion.to - (release + v * 0.5)) <= width / 2 + 1e-9)
        #expect(close(remainder(motion.to, width), 0, 1e-9))
        let expected = nearestSector(sections: 8, rotation: motion.to)
        #expect(w.selectedIndex == expected && rec.selections == [expected])
        rec.clear()
        var t = 0.09, previous = w.rotation, frames = 0
        while w.advance(to: t) {
            #expect(w.rotation >= previous - 1e-12, "keeps turning the flick's way")
            #expect(w.rotation <= motion.to + 1e-12, "never overshoots")
            previous = w.rotation
            t += 1.0 / 60
            frames += 1
            if frames > 1200 { Issue.record("still gliding after 20 s"); break }
        }
        #expect(frames > 30, "a glide, not a snap")
        #expect(offMarker(expected, sections: 8, rotation: w.rotation) < 1e-9)
        // Each sector passing the marker clicks once.
        // At release sector 7 was at the marker; then 6, 5, … down to the resting sector.
        var passed: [Notch] = []
        var sector = 7
        while sector != expected {
            sector = (sector + 7) % 8
            passed.append(.sectorBoundary(sector))
        }
        #expect(rec.detents == passed)
        #expect(rec.selections.isEmpty, "reported once, at release")
    }

    @Test func aFingerThatStoppedBeforeLiftingDoesNotGlide() {
        let w = RotaryWheelModel(bounds: wheelBounds)
        flick(w, liftAfter: 0.3)
        #expect(w.runningMotion?.curve == .eased(.easeInEaseOut, duration: 0.2))
        #expect(close(w.runningMotion?.to ?? 0, .pi / 4), "the nearest sector to 0.5 rad")
        #expect(w.selectedIndex == 7)
    }

    @Test func cancellingRestsOnTheNearestSectorWithoutGliding() {
        let w = RotaryWheelModel(bounds: wheelBounds)
        let rec = EventRecorder(w.events)
        w.beginTracking(at: ring(.pi), time: 0)
        for i in 1...5 { w.continueTracking(at: ring(.pi + 0.1 * Double(i)), time: 0.016 * Double(i)) }
        w.cancelTracking() // mid-flick: the system took the touch
        #expect(w.runningMotion?.curve == .eased(.easeInEaseOut, duration: 0.2))
        #expect(close(w.runningMotion?.to ?? 0, .pi / 4))
        #expect(w.selectedIndex == 7)
        #expect(rec.events.last == .selectionChanged(7))
        _ = w.advance(to: 0.1)
        _ = w.advance(to: 1)
        #expect(rec.events.last == .editingDidEnd, "the edit ends when the wheel rests")
        rec.clear()
        #expect(!w.continueTracking(at: ring(.pi + 1), time: 0.2))
        w.endTracking(at: ring(.pi + 1.5), time: 0.3)
        #expect(rec.events.isEmpty, "nothing after the cancel")
    }

    @Test func slowDragsAndDisabledMomentumDoNotGlide() {
        let slow = RotaryWheelModel(bounds: wheelBounds)
        drag(slow, by: 0.5, steps: 5, dt: 0.2, hold: 0.01) // 0.5 rad/s
        #expect(slow.runningMotion?.curve == .eased(.easeInEaseOut, duration: 0.2))
        let off = RotaryWheelModel(bounds: wheelBounds)
        off.isMomentumEnabled = false
        flick(off, liftAfter: 0.01)
        #expect(off.runningMotion?.curve == .eased(.easeInEaseOut, duration: 0.2))
        #expect(off.selectedIndex == 7)
    }

    @Test func snappingCanBeTurnedOff() {
        let w = wheel()
        w.snapsToSectors = false
        drag(w, by: 0.3)
        #expect(!w.isAnimating && close(w.rotation, 0.3), "rests where the finger left it")
        #expect(w.selectedIndex == 0, "the nearest sector is still the selection")
        let glider = RotaryWheelModel(bounds: wheelBounds)
        glider.snapsToSectors = false
        let (release, v) = flick(glider, liftAfter: 0.01)
        glider.finishAnimations()
        #expect(close(glider.rotation, remainder(release + v * 0.5, 2 * .pi), 1e-9), "glides v · 0.5 s and stops")
        #expect(glider.selectedIndex == nearestSector(sections: 8, rotation: release + v * 0.5))
    }

    @Test(arguments: [-Double.pi / 2, 0, Double.pi / 3])
    func theMarkerCanPointAnywhere(marker: Double) {
        let w = wheel()
        w.markerAngle = marker
        #expect(w.geometry.sector(at: ring(marker), rotation: 0) == 0, "sector 0 starts at the marker")
        // Tap the sector two places clockwise of the marker: it comes to the marker.
        #expect(w.tap(at: ring(marker + .pi / 2)))
        w.finishAnimations()
        #expect(w.selectedIndex == 2)
        #expect(sameAngle(w.geometry.centerAngle(ofSector: 2, rotation: w.rotation), marker))
        // A drag that starts at the marker rests the nearest sector there.
        drag(w, by: 0.5, from: marker, t0: 2)
        w.finishAnimations()
        #expect(w.selectedIndex == 1)
        #expect(sameAngle(w.geometry.centerAngle(ofSector: 1, rotation: w.rotation), marker))
    }

    @Test func stopPointsLimitTheRotation() {
        let w = wheel()
        w.rotationLimits = (-Double.pi / 4)...(Double.pi / 4)
        let rec = EventRecorder(w.events)
        w.beginTracking(at: ring(.pi), time: 0)
        for i in 1...10 {
            w.continueTracking(at: ring(.pi + 0.15 * Double(i)), time: Double(i) / 20)
            #expect(w.rotation <= .pi / 4 + 1e-12)
        }
        #expect(close(w.rotation, .pi / 4))
        w.endTracking(at: nil, time: 2)
        w.finishAnimations()
        #expect(w.selectedIndex == 7 && close(w.rotation, .pi / 4))
        drag(w, by: -3, t0: 3)
        w.finishAnimations()
        #expect(close(w.rotation, -.pi / 4) && w.selectedIndex == 1)
        #expect(rec.selections == [7, 1])
        // A stop between two sector centres: the wheel rests on the last sector inside it.
        let narrow = wheel()
        narrow.rotationLimits = 0...0.5
        drag(narrow, by: 0.6)
        narrow.finishAnimations()
        #expect(narrow.rotation == 0 && narrow.selectedIndex == 0)
    }

    @Test func oneWayRotationIgnoresTheOtherDirection() {
        let w = wheel()
        w.allowedDirection = .clockwise
        let rec = EventRecorder(w.events)
        drag(w, by: -0.5, lift: false)
        #expect(w.rotation == 0 && rec.detents.isEmpty)
        w.cancelTracking()
        drag(w, by: 0.5, t0: 2, lift: false)
        #expect(close(w.rotation, 0.5))
        w.cancelTracking()
        let ccw = wheel()
        ccw.allowedDirection = .counterclockwise
        drag(ccw, by: 0.5, lift: false)
        #expect(ccw.rotation == 0)
        ccw.continueTracking(at: ring(.pi + 0.2), time: 1)
        #expect(close(ccw.rotation, -0.3))
        ccw.cancelTracking()
    }

    @Test func aDetentAtEachSectorBoundary() {
        let w = wheel()
        var atDetent: [Double] = []
        let rec = EventRecorder(w.events) { [weak w] event, _ in
            if case .detent = event, let w { atDetent.append(w.rotation) }
        }
        drag(w, by: 6.3, steps: 126, lift: false) // a little more than a turn, 0.05 rad a move
        let width = Double.pi / 4
        #expect(rec.detents == [7, 6, 5, 4, 3, 2, 1, 0].map { .sectorBoundary($0) })
        for (k, r) in atDetent.enumerated() {
            let boundary = (Double(k) + 0.5) * width
            #expect(r >= boundary && r < boundary + 0.05 + 1e-9, "detent \(k) at \(r), boundary \(boundary)")
        }
        w.cancelTracking()
    }

    @Test func oneSectorAlwaysRestsOnSectorZero() {
        let w = wheel(sections: 1)
        let rec = EventRecorder(w.events)
        #expect(w.sectorAlpha(0) == 1)
        drag(w, by: 2)
        w.finishAnimations()
        #expect(w.selectedIndex == 0 && close(w.rotation, 0))
        drag(w, by: 4, t0: 2)
        w.finishAnimations()
        #expect(w.selectedIndex == 0 && sameAngle(w.rotation, 0))
        #expect(w.tap(at: ring(0.3)))
        #expect(w.perform(.increment) == false)
        #expect(rec.selections.isEmpty && rec.detents.isEmpty)
    }

    @Test func threeHundredSixtySectorsOfOneDegree() {
        let w = wheel(sections: 360)
        let rec = EventRecorder(w.events)
        let degree = Double.pi / 180
        drag(w, by: 10.4 * degree, steps: 10)
        w.finishAnimations()
        #expect(w.selectedIndex == 350)
        #expect(close(w.rotation, 10 * degree, 1e-9))
        #expect(w.selectedTitle == "351", "sectors without an entry are numbered from 1")
        #expect(rec.detents == (350...359).reversed().map { .sectorBoundary($0) })
        let fresh = wheel(sections: 360)
        #expect(fresh.geometry.sector(at: ring(-.pi / 2), rotation: 0) == 90)
        #expect(fresh.tap(at: ring(-.pi / 2)))
        #expect(fresh.selectedIndex == 90)
    }

    @Test func keyboardAndAccessibilityMoveBetweenSectorsAndReadTheirTitles() {
        let w = wheel()
        let rec = EventRecorder(w.events)
        #expect(w.accessibilityElement.value == "Circles")
        #expect(w.accessibilityElement.identifier == "wheel" && w.accessibilityElement.label == "Wheel")
        #expect(w.perform(.increment))
        #expect(w.selectedIndex == 1 && w.accessibilityElement.value == "Flower")
        #expect(w.isAnimating)
        w.finishAnimations()
        #expect(offMarker(1, sections: 8, rotation: w.rotation) < 1e-9)
        w.perform(.decrement)
        w.perform(.decrement)
        #expect(w.selectedIndex == 7 && w.accessibilityElement.value == "3 circles")
        w.perform(.pageUp)
        #expect(w.selectedIndex == 1, "a quarter of the wheel on, wrapping round")
        w.perform(.pageDown)
        #expect(w.selectedIndex == 7)
        w.perform(.home)
        #expect(w.selectedIndex == 0)
        w.perform(.end)
        #expect(w.selectedIndex == 7)
        #expect(rec.selections == [1, 0, 7, 1, 7, 0, 7])
        #expect(!w.perform(.end), "already there")
    }

    @Test func programmaticSelectAndSpinReportNoSelection() {
        let w = wheel()
        let rec = EventRecorder(w.events)
        w.select(5, animated: false)
        #expect(w.selectedIndex == 5 && !w.isAnimating)
        #expect(offMarker(5, sections: 8, rotation: w.rotation) < 1e-9)
        w.select(13, animated: true)
        #expect(w.selectedIndex == 5, "indices wrap")
        w.select(-1, animated: true)
        #expect(w.selectedIndex == 7)
        w.finishAnimations()
        rec.clear()
        w.spin(by: 6 * .pi + 0.3, animated: true)
        #expect(w.selectedIndex == 7, "three whole turns and a little: the same sector")
        var t = 0.0
        while w.advance(to: t) { t += 1.0 / 60 }
        #expect(t < 2.1)
        #expect(offMarker(7, sections: 8, rotation: w.rotation) < 1e-9)
        #expect(rec.selections.isEmpty)
        #expect(rec.detents.count == 24, "every sector passed the marker three times")
    }

    @Test func changingTheNumberOfSectionsKeepsOrClampsTheSelection() {
        let w = wheel()
        w.select(7, animated: false)
        w.numberOfSections = 12
        #expect(w.selectedIndex == 7 && offMarker(7, sections: 12, rotation: w.rotation) < 1e-9)
        w.numberOfSections = 3
        #expect(w.selectedIndex == 2 && offMarker(2, sections: 3, rotation: w.rotation) < 1e-9)
        #expect(w.title(ofSector: 2) == "Monster")
    }
}

@Suite("Rotary wheel: a detent for every sector")
struct RotaryWheelDetentCountTests {
    @Test func aFastSpinOn360SectorsClicksOncePerSectorInOrder() {
        let w = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.numberOfSections = 360
        let rec = EventRecorder(w.events)
        // An animated spin of 30°, sampled coarsely: 30 sectors pass the marker in few frames.
        w.spin(by: 30 * .pi / 180, animated: true)
        for t in stride(from: 0.0, through: 1.0, by: 0.05) { _ = w.advance(to: 5 + t) }
        #expect(!w.isAnimating)
        // Turning clockwise brings the sectors before 0 to the marker: 359, 358, …, 330.
        #expect(rec.detents == (1...30).map { .sectorBoundary(360 - $0) })
        #expect(w.selectedIndex == 330)
    }

    @Test func aJumpWithoutAnimationClicksNothing() {
        let w = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let rec = EventRecorder(w.events)
        w.select(5, animated: false)
        #expect(w.selectedIndex == 5 && w.sectorAtMarker == 5)
        #expect(rec.detents.isEmpty)
        w.select(1, animated: true)
        for t in stride(from: 0.0, through: 0.3, by: 0.1) { _ = w.advance(to: 10 + t) }
        #expect(rec.detents == [.sectorBoundary(4), .sectorBoundary(3), .sectorBoundary(2), .sectorBoundary(1)])
    }
}

@Suite("Rotary wheel: the finger wins")
struct RotaryWheelFingerWinsTests {
    @Test func selectDuringADragIsIgnored() {
        let w = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(w.beginTracking(at: CGPoint(x: 10, y: 100), time: 0))
        w.select(4, animated: true)
        #expect(!w.isAnimating && w.selectedIndex == 0)
        w.endTracking(at: nil, time: 0.01)
        #expect(w.selectedIndex == 0 && w.rotation == 0)
    }
}

@Suite("Rotary wheel: changing the number of sectors")
struct RotaryWheelSectionCountTests {
    @Test func theWheelRestsInsideItsStopPointsAfterN() {
        let w = RotaryWheelModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.select(6, animated: false)                      // rotation −6 · π/4, the short way: +π/2
        w.rotationLimits = -0.3...0.3                     // the wheel moves inside at once
        #expect(abs(w.rotation) < 1e-12 && w.selectedIndex == 0)
        w.select(6, animated: false)
        #expect(w.selectedIndex == 0)                     // sector 6 lies beyond the stop points
        w.numberOfSections = 12
        #expect(w.rotationLimits!.contains(w.rotation))
        #expect(w.selectedIndex == w.sectorAtMarker)
        #expect(abs(w.rotation) < 1e-12 && w.selectedIndex == 0)   // the only centre inside ±0.3 is 0
    }
}
