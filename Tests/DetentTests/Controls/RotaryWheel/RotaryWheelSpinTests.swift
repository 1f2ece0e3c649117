import Foundation
import PropertyBased
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// `spin(toSector:revolutions:duration:clockwise:)` and `spinRandomly(using:)`: a prize wheel's
// spin that slows to a stop exactly on a sector, and a random choice that a seeded generator
// repeats and that lands on each sector as often as its weight says.


/// A generator that hands out given numbers in turn, and counts how many were taken.
private struct ScriptedGenerator: RandomNumberGenerator {
    var numbers: [UInt64]
    private(set) var taken = 0

    mutating func next() -> UInt64 {
        defer { taken += 1 }
        return numbers[taken % numbers.count]
    }
}

private let spinBounds = CGRect(x: 0, y: 0, width: 200, height: 200)

/// What a spin did, frame by frame, from its start to rest.
private struct SpinRun {
    var rotations: [Double] = []
    var frames: Int { rotations.count }
}

/// Advances `w` from `start` in steps of `step` seconds until it rests (at most `limit` frames),
/// recording the rotation after every frame (the first reading starts the motion).
@discardableResult
private func run(_ w: RotaryWheelModel, from start: Double = 0, step: Double = 1.0 / 60, limit: Int = 100_000) -> SpinRun {
    var result = SpinRun()
    var t = start
    while w.advance(to: t), result.frames < limit {
        result.rotations.append(w.rotation)
        t += step
    }
    result.rotations.append(w.rotation)
    return result
}

/// Checks that `rotations` move only `way` (+1 clockwise), never beyond `target`, by steps that
/// never grow (equal time steps: a speed that only decreases); returns what went wrong.
private func decelerationFaults(_ rotations: [Double], way: Double, target: Double) -> [String] {
    var faults: [String] = []
    var previousStep = Double.infinity
    for (k, pair) in zip(rotations, rotations.dropFirst()).enumerated() {
        let step = way * (pair.1 - pair.0)
        if step < -1e-12 { faults.append("frame \(k): turned back by \(step)") }
        if step > previousStep + 1e-9 { faults.append("frame \(k): sped up from \(previousStep) to \(step)") }
        if way * (target - pair.1) < -1e-12 { faults.append("frame \(k): passed the target, at \(pair.1) for \(target)") }
        previousStep = step
    }
    return faults
}

@Suite("Rotary wheel: spinning to a sector")
struct RotaryWheelSpinToSectorTests {
    @Test func aSpinGlidesThreeTurnsClockwiseInFourSecondsAndLandsExactlyOnTheSector() {
        let w = RotaryWheelModel(bounds: spinBounds)
        let rec = EventRecorder(w.events)
        w.spin(toSector: 5)
        let rest = w.geometry.restingRotation(ofSector: 5)
        #expect(w.selectedIndex == 5, "selected at once")
        guard let motion = w.runningMotion else { Issue.record("no motion"); return }
        #expect(motion.curve == .glide(duration: 4))
        #expect(motion.to == rest && close(rest, 3 * .pi / 4))
        // Sector 5 is 3π/4 ahead clockwise, then three whole turns.
        #expect(close(motion.to - motion.from, 3 * .pi / 4 + 6 * .pi, 1e-12))
        #expect(close(motion.initialVelocity, 2 * (motion.to - motion.from) / 4, 1e-12), "sets off fast")
        #expect(sameAngle(w.rotation, 0), "whole turns back: the same angle on screen")
        let spin = run(w)
        #expect(decelerationFaults(spin.rotations, way: 1, target: rest).isEmpty)
        #expect((240...243).contains(spin.frames), "four seconds at 60 frames a second: \(spin.frames)")
        #expect(w.rotation == rest, "to the last bit")
        #expect(w.sectorAtMarker == 5 && w.selectedIndex == 5)
        #expect(rec.selections.isEmpty, "the program chose: no selectionChanged")
        // A clockwise turn brings the sectors before 0 to the marker: 7, 6, 5, … three turns and three more.
        #expect(rec.detents == (1...27).map { .sectorBoundary(((0 - $0) % 8 + 8) % 8) })
        #expect(rec.causes.allSatisfy { $0 == .program } && rec.feedback.isEmpty, "no haptics")
    }

    @Test func counterClockwiseAndOneWayWheelsSpinTheOtherWay() {
        let w = RotaryWheelModel(bounds: spinBounds)
        let rec = EventRecorder(w.events)
        w.spin(toSector: 2, revolutions: 1, duration: 2, clockwise: false)
        guard let motion = w.runningMotion else { Issue.record("no motion"); return }
        // Sector 2 is a quarter turn counter-clockwise, then one whole turn.
        #expect(close(motion.to - motion.from, -(Double.pi / 2 + 2 * .pi), 1e-12))
        let spin = run(w)
        #expect(decelerationFaults(spin.rotations, way: -1, target: motion.to).isEmpty)
        #expect(rec.detents == (1...10).map { .sectorBoundary($0 % 8) })
        #expect(w.rotation == w.geometry.restingRotation(ofSector: 2))

        let oneWay = RotaryWheelModel(bounds: spinBounds)
        oneWay.allowedDirection = .counterclockwise
        oneWay.spin(toSector: 2, revolutions: 0, clockwise: true)
        #expect(close(oneWay.runningMotion?.to ?? 0, -.pi / 2) && close(oneWay.runningMotion?.from ?? 1, 0), "the allowed way wins")
        oneWay.allowedDirection = .clockwise
        oneWay.finishAnimations()
        oneWay.spin(toSector: 3, revolutions: 0, clockwise: false)
        // From sector 2, sector 3 is a quarter turn counter-clockwise, so seven eighths clockwise.
        #expect(close((oneWay.runningMotion?.to ?? 0) - (oneWay.runningMotion?.from ?? 0), 7 * .pi / 4, 1e-12))
    }

    @Test func aWheelAlreadyOnTheSectorMakesOnlyTheWholeTurns() {
        let w = RotaryWheelModel(bounds: spinBounds)
        w.select(3, animated: false)
        let rec = EventRecorder(w.events)
        w.spin(toSector: 3, revolutions: 0)
        #expect(!w.isAnimating && rec.events.isEmpty, "no turn at all")
        w.spin(toSector: 3, revolutions: 2)
        #expect(close((w.runningMotion?.to ?? 0) - (w.runningMotion?.from ?? 0), 4 * .pi, 1e-12))
        run(w)
        #expect(rec.detents.count == 16 && w.selectedIndex == 3)
    }

    @Test func badInputHasOneRuleEach() {
        func distance(_ configure: (RotaryWheelModel) -> Void) -> (turn: Double, curve: WheelMotion.Curve?, rotation: Double) {
            let w = RotaryWheelModel(bounds: spinBounds)
            configure(w)
            let m = w.runningMotion
            return ((m?.to ?? 0) - (m?.from ?? 0), m?.curve, w.rotation)
        }
        let partial = 3 * Double.pi / 4 // to sector 5 from rest at 0
        // Revolutions: the fraction dropped; NaN and negative count as 0; at most 100.
        #expect(close(distance { $0.spin(toSector: 5, revolutions: .nan) }.turn, partial))
        #expect(close(distance { $0.spin(toSector: 5, revolutions: -3) }.turn, partial))
        #expect(close(distance { $0.spin(toSector: 5, revolutions: 2.9) }.turn, partial + 4 * .pi, 1e-12))
        #expect(close(distance { $0.spin(toSector: 5, revolutions: .infinity) }.turn, partial + 200 * .pi, 1e-9))
        #expect(close(distance { $0.spin(toSector: 5, revolutions: 1e9) }.turn, partial + 200 * .pi, 1e-9))
        // Durations: NaN, infinite and negative count as the default 4 s; 0 jumps.
        for bad in [Double.nan, .infinity, -.infinity, -1] {
            #expect(distance { $0.spin(toSector: 5, duration: bad) }.curve == .glide(duration: 4), "\(bad)")
        }
        let jump = distance { $0.spin(toSector: 5, duration: 0) }
        #expect(jump.curve == nil && jump.rotation == RotaryWheelGeometry(bounds: spinBounds, numberOfSections: 8)
            .restingRotation(ofSector: 5))
        // Indices wrap modulo N, as in `select`.
        let w = RotaryWheelModel(bounds: spinBounds)
        w.spin(toSector: 13)
        #expect(w.selectedIndex == 5)
        w.spin(toSector: -1)
        #expect(w.selectedIndex == 7)
        w.spin(toSector: .min)
        #expect(w.selectedIndex == w.geometry.wrap(.min))
        w.finishAnimations()
        #expect(w.rotation == w.geometry.restingRotation(ofSector: .min))
    }

    @Test func reduceMotionJumpsAndTheFingerWins() {
        let w = RotaryWheelModel(bounds: spinBounds)
        w.environment.reducesMotion = true
        let rec = EventRecorder(w.events)
        w.spin(toSector: 6)
        #expect(!w.isAnimating && w.selectedIndex == 6 && w.rotation == w.geometry.restingRotation(ofSector: 6))
        #expect(rec.events.isEmpty, "a jump passes no sector")

        let held = RotaryWheelModel(bounds: spinBounds)
        #expect(held.beginTracking(at: point(.pi, 70, about: CGPoint(x: 100, y: 100)), time: 0))
        held.spin(toSector: 6)
        var generator = RepeatableRandomNumberGenerator(state: 1)
        let chosen = held.spinRandomly(using: &generator)
        #expect(!held.isAnimating && held.selectedIndex == 0, "ignored while the finger is on the wheel")
        #expect((0..<8).contains(chosen))
        held.cancelTracking()
    }

    @Test func stopPointsLandOnTheNearestAllowedSectorWithoutWholeTurns() {
        let w = RotaryWheelModel(bounds: spinBounds)
        w.rotationLimits = -2...2
        w.spin(toSector: 7, revolutions: 5)
        // Sector 7 rests at π/4, inside: straight there.
        #expect(close(w.runningMotion?.to ?? 0, .pi / 4) && w.runningMotion?.from == 0)
        w.finishAnimations()
        // Sector 2 lies 5π/4 clockwise (beyond the stop), 3π/4 counter-clockwise (inside).
        w.spin(toSector: 2)
        #expect(close(w.runningMotion?.to ?? 0, -.pi / 2) && w.selectedIndex == 2)
        w.finishAnimations()
        // One way only: clockwise it stops on the last sector inside, sector 6 at π/2.
        w.allowedDirection = .clockwise
        w.spin(toSector: 5)
        #expect(close(w.runningMotion?.to ?? 0, .pi / 2) && w.selectedIndex == 6)
        let spin = run(w)
        #expect(decelerationFaults(spin.rotations, way: 1, target: .pi / 2).isEmpty)
        #expect(w.rotationLimits!.contains(w.rotation) && w.sectorAtMarker == 6)
    }

    @Test func weightedSectorsAreLandedOnAtTheirCentres() {
        let w = RotaryWheelModel(bounds: spinBounds)
        w.numberOfSections = 4
        w.sectorWeights = [1, 2, 3, 4]
        let rec = EventRecorder(w.events)
        w.spin(toSector: 2, revolutions: 1)
        run(w)
        let g = w.geometry
        #expect(w.selectedIndex == 2 && w.sectorAtMarker == 2)
        #expect(sameAngle(g.centerAngle(ofSector: 2, rotation: w.rotation), w.markerAngle, 1e-12))
        #expect(w.rotation == g.restingRotation(ofSector: 2))
        // Clockwise from sector 0: sectors 3, 2, then a whole turn 1, 0, 3, 2.
        #expect(rec.detents == [3, 2, 1, 0, 3, 2].map { .sectorBoundary($0) })
    }

    /// Any wheel, any marker, any start, any target, turns and duration: the spin only slows, never
    /// passes the target, and rests exactly on it.
    @Test func anySpinSlowsToAStopExactlyOnItsSector() async {
        let input = zip(
            Gen.int(in: 1...360),
            zip(Gen.double(in: -10...10), Gen.double(in: -20...20)),
            Gen.int(in: -1000...1000),
            zip(Gen.double(in: -1...6), Gen.double(in: 0.05...6)),
            Gen.bool,
            Gen.double(in: -1...10).array(of: 0...40)
        )
        await propertyCheck(count: propertyRuns(1_000), input: input) { n, angles, target, timing, clockwise, weights in
            let (marker, start) = angles
            let (revolutions, duration) = timing
            let w = RotaryWheelModel(bounds: spinBounds)
            w.numberOfSections = n
            w.markerAngle = marker
            w.sectorWeights = weights
            // Any starting rotation: a wheel that does not snap rests wherever it is turned to.
            w.snapsToSectors = false
            w.spin(by: start, animated: false)
            w.snapsToSectors = true
            let g = w.geometry
            let sector = g.wrap(target)
            let rest = g.restingRotation(ofSector: sector)
            let rec = EventRecorder(w.events)
            w.spin(toSector: target, revolutions: revolutions, duration: duration, clockwise: clockwise)
            // Read after the call: starting whole turns back may settle a marker that sat exactly on
            // an edge into the sector on its other side.
            let before = w.runningMotion.map { g.sectorAtMarker(rotation: $0.from) } ?? sector
            #expect(w.selectedIndex == sector)
            let way: Double = clockwise ? 1 : -1
            if let motion = w.runningMotion {
                #expect(motion.to == rest && motion.curve == .glide(duration: duration))
                #expect(way * (motion.to - motion.from) >= Double(max(Int(revolutions), 0)) * 2 * .pi - 1e-9)
                #expect(way * (motion.to - motion.from) < (Double(max(Int(revolutions), 0)) + 1) * 2 * .pi + 1e-9)
            }
            let spin = run(w, step: duration / 37)
            let faults = decelerationFaults(spin.rotations, way: way, target: rest)
            #expect(faults.isEmpty, "\(faults.prefix(3))")
            #expect(!w.isAnimating && spin.frames <= 41)
            #expect(abs(w.rotation - rest) <= 1e-9 && w.rotation == rest, "rests at \(w.rotation), not \(rest)")
            #expect(w.selectedIndex == sector && w.sectorAtMarker == sector)
            #expect(sameAngle(g.centerAngle(ofSector: sector, rotation: w.rotation), g.markerAngle))
            #expect(rec.selections.isEmpty && rec.causes.allSatisfy { $0 == .program })
            // Each sector reaching the marker clicks once, in order, ending on the target.
            let clicked = rec.detents.compactMap { if case .sectorBoundary(let i) = $0 { i } else { nil } }
            let expectedOrder = zip([before] + clicked, clicked).allSatisfy { g.wrap($0.0 - Int(way)) == $0.1 }
            #expect(expectedOrder, "detents out of order: \(clicked.prefix(8))")
            #expect(clicked.last ?? before == sector)
            // A one-sector wheel has no boundary to click at (as when dragged).
            #expect(clicked.count >= (n == 1 ? 0 : max(Int(revolutions), 0) * n))
        }
    }
}

@Suite("Rotary wheel: random spins")
struct RotaryWheelRandomSpinTests {
    @Test func aSeededGeneratorRepeatsTheSameSpins() {
        func spins(_ seed: UInt64) -> [(Int, Double, Double)] {
            let w = RotaryWheelModel(bounds: spinBounds)
            w.numberOfSections = 12
            w.sectorWeights = [5, 1, 1, 2, 1, 1, 3, 1, 1, 2, 1, 1]
            var generator = RepeatableRandomNumberGenerator(state: seed)
            return (0..<50).map { _ in
                let chosen = w.spinRandomly(using: &generator, revolutions: 2, duration: 3)
                let from = w.runningMotion?.from ?? .nan
                w.finishAnimations()
                #expect(w.selectedIndex == chosen && w.rotation == w.geometry.restingRotation(ofSector: chosen))
                return (chosen, from, w.rotation)
            }
        }
        let first = spins(2024), again = spins(2024), other = spins(7)
        #expect(first.map(\.0) == again.map(\.0) && first.map(\.1) == again.map(\.1) && first.map(\.2) == again.map(\.2))
        #expect(first.map(\.0) != other.map(\.0), "another seed, other spins")
        #expect(Set(first.map(\.0)).count > 6, "many sectors come up")
    }

    @Test func theChoiceTakesOneNumberAndFollowsTheWeights() {
        let w = RotaryWheelModel(bounds: spinBounds)
        w.numberOfSections = 4
        w.sectorWeights = [1, 2, 3, 4]
        // Fractions of the way round: sector 0 holds [0, 0.1), 1 [0.1, 0.3), 2 [0.3, 0.6), 3 [0.6, 1).
        let fractions = [0.0, 0.05, 0.099, 0.1001, 0.29, 0.31, 0.59, 0.61, 0.999]
        var generator = ScriptedGenerator(numbers: fractions.map { UInt64($0 * 0x1p53) << 11 } + [.max])
        let chosen = (0...fractions.count).map { _ in w.spinRandomly(using: &generator) }
        #expect(chosen == [0, 0, 0, 1, 1, 2, 2, 3, 3, 3])
        #expect(generator.taken == fractions.count + 1, "one number a spin")
        let equal = RotaryWheelModel(bounds: spinBounds)
        var edges = ScriptedGenerator(numbers: [0, .max, UInt64(0.5 * 0x1p53) << 11])
        #expect((0..<3).map { _ in equal.spinRandomly(using: &edges) } == [0, 7, 4])
    }

    /// 10 000 seeded spins land on each sector as often as its share says: Pearson's chi-square
    /// statistic stays below the 0.999 quantile of its distribution.
    @Test(arguments: [
        ([1.0, 2, 3, 4], 16.266),                     // 3 degrees of freedom
        ([Double](repeating: 1, count: 8), 24.322),   // 7 degrees of freedom
        ([], 24.322),                                 // 8 equal sectors, no weights
    ])
    func spinsLandInProportionToTheWeights(weights: [Double], critical: Double) {
        let w = RotaryWheelModel(bounds: spinBounds)
        w.numberOfSections = weights.isEmpty ? 8 : weights.count
        w.sectorWeights = weights
        var generator = RepeatableRandomNumberGenerator(state: 20_240_601)
        let spins = 10_000
        var counts = [Int](repeating: 0, count: w.numberOfSections)
        for _ in 0..<spins {
            let chosen = w.spinRandomly(using: &generator)
            w.finishAnimations()
            #expect(w.selectedIndex == chosen)
            counts[chosen] += 1
        }
        let g = w.geometry
        let total = weights.isEmpty ? 8 : weights.reduce(0, +)
        let chiSquare = counts.indices.reduce(0.0) { sum, i in
            let expected = Double(spins) * (weights.isEmpty ? 1 : weights[i]) / total
            #expect(close(g.share(ofSector: i) * Double(spins), expected, 1e-9))
            return sum + pow(Double(counts[i]) - expected, 2) / expected
        }
        print("chi-square \(String(format: "%.3f", chiSquare)) for weights \(weights), counts \(counts); critical \(critical)")
        #expect(chiSquare < critical, "chi-square \(chiSquare), counts \(counts)")
    }
}

@Suite("A repeatable random generator")
struct RepeatableRandomNumberGeneratorTests {
    /// SplitMix64's published first outputs from state 0, and the same numbers from the same start.
    @Test func itGivesSplitMix64sNumbersAndRepeats() {
        var a = RepeatableRandomNumberGenerator(state: 0)
        #expect(a.next() == 0xE220_A839_7B1D_CDAF)
        #expect(a.next() == 0x6E78_9E6A_A1B9_65F4)
        var b = RepeatableRandomNumberGenerator(state: 42), c = RepeatableRandomNumberGenerator(state: 42)
        #expect((0..<100).map { _ in b.next() } == (0..<100).map { _ in c.next() })
    }
}
