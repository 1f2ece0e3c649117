import Foundation
import PropertyBased
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

// `sectorWeights`: sectors of unequal sizes in the layout, the hit test, the snap, the detents,
// the selection, accessibility and the drawing; equal weights exactly as no weights.

private let bounds200 = CGRect(x: 0, y: 0, width: 200, height: 200)
private let hub = CGPoint(x: 100, y: 100)

/// A point on the ring (radius 70) in direction `angle`.
private func ring(_ angle: Double) -> CGPoint { point(angle, 70, about: hub) }

/// A wheel of `weights.count` sectors with those weights, without momentum.
private func weightedWheel(_ weights: [Double], momentum: Bool = false) -> RotaryWheelModel {
    let w = RotaryWheelModel(bounds: bounds200)
    w.numberOfSections = weights.count
    w.sectorWeights = weights
    w.isMomentumEnabled = momentum
    return w
}

/// Where each sector begins, radians clockwise from sector 0's centre, worked out from the weights
/// alone (and where the last one ends: sector 0's far edge one turn on).
private func leadingEdges(_ weights: [Double]) -> [Double] {
    let total = weights.reduce(0, +)
    var edges = [-Double.pi * weights[0] / total]
    for weight in weights { edges.append(edges.last! + 2 * .pi * weight / total) }
    return edges
}

/// The sector whose span holds the marker at `rotation`, found by looking at every sector; `nil`
/// within `margin` of an edge.
private func sectorUnderMarker(_ weights: [Double], rotation: Double, margin: Double = 1e-6) -> Int? {
    let edges = leadingEdges(weights)
    // The marker, on the wheel, in [sector 0's leading edge, one turn on).
    let p = Radians.normalized(-rotation - edges[0]) + edges[0]
    if edges.contains(where: { abs($0 - p) < margin }) { return nil }
    return (0..<weights.count).first { edges[$0] <= p && p < edges[$0 + 1] }
}

/// Drags the finger round the ring by `turn` radians from the marker in small moves, then lifts it.
private func drag(_ w: RotaryWheelModel, by turn: Double, step: Double = 0.05, lift: Bool = true) {
    let moves = max(Int((abs(turn) / step).rounded(.up)), 1)
    #expect(w.beginTracking(at: ring(w.markerAngle), time: 0))
    for i in 1...moves { w.continueTracking(at: ring(w.markerAngle + turn * Double(i) / Double(moves)), time: Double(i)) }
    if lift { w.endTracking(at: nil, time: Double(moves) + 1) }
}

@Suite("Rotary wheel: weighted sectors")
struct RotaryWheelWeightTests {
    @Test func sectorsSpanTheirShareOfTheTurnAndAreHitThere() {
        let weights = [1.0, 2, 3, 4]
        let w = weightedWheel(weights)
        let g = w.geometry
        let edges = leadingEdges(weights)
        #expect(!g.hasEqualSectors)
        for rotation in [0, 0.7, -2.5, 40] {
            for i in 0..<4 {
                #expect(close(g.span(ofSector: i), 2 * .pi * weights[i] / 10, 1e-12))
                #expect(close(g.share(ofSector: i), weights[i] / 10, 1e-12))
                let centre = .pi + (edges[i] + edges[i + 1]) / 2 + rotation
                #expect(sameAngle(g.centerAngle(ofSector: i, rotation: rotation), centre))
                #expect(g.sector(at: ring(centre), rotation: rotation) == i)
                #expect(g.sector(at: ring(.pi + edges[i] + rotation + 0.01), rotation: rotation) == i, "just after its leading edge")
                #expect(g.sector(at: ring(.pi + edges[i + 1] + rotation - 0.01), rotation: rotation) == i, "just before its far edge")
            }
        }
        #expect(g.centerAngle(ofSector: 0, rotation: 0) == .pi, "sector 0 centred on the marker")
        #expect(sameAngle(g.centerAngle(ofSector: 6, rotation: 0), g.centerAngle(ofSector: 2, rotation: 0) + 2 * .pi))
        #expect(close(g.narrowestSpan, 0.2 * .pi, 1e-12))
        #expect((0..<4).map { sameAngle(g.restingRotation(ofSector: $0), -(edges[$0] + edges[$0 + 1]) / 2) } == [true, true, true, true])
    }

    @Test func equalWeightsAreExactlyTheEqualLayout() {
        let plain = RotaryWheelModel(bounds: bounds200)
        plain.select(3, animated: false)
        var generator = RepeatableRandomNumberGenerator(state: 99)
        for weights in [[Double](repeating: 2.5, count: 8), [], [.nan, .infinity, -1, 0, 1, 1, 1, 1], [1, 1]] {
            let w = RotaryWheelModel(bounds: bounds200)
            w.sectorWeights = weights
            w.select(3, animated: false)
            let g = w.geometry, e = plain.geometry
            #expect(g.hasEqualSectors && w.rotation == plain.rotation)
            for _ in 0..<500 {
                let r = Double.random(in: -20...20, using: &generator)
                let p = CGPoint(x: Double.random(in: 0...200, using: &generator), y: Double.random(in: 0...200, using: &generator))
                let i = Int.random(in: -20...20, using: &generator)
                #expect(g.sectorAtMarker(rotation: r) == e.sectorAtMarker(rotation: r))
                #expect(g.restingRotation(nearest: r) == e.restingRotation(nearest: r))
                #expect(g.rotation(centering: i, nearest: r) == e.rotation(centering: i, nearest: r))
                #expect(g.centerAngle(ofSector: i, rotation: r) == e.centerAngle(ofSector: i, rotation: r))
                #expect(g.sector(at: p, rotation: r) == e.sector(at: p, rotation: r))
                #expect(g.span(ofSector: i) == e.sectorAngle)
            }
            #expect(w.drawing() == plain.drawing(), "drawn exactly alike: \(weights)")
        }
    }

    @Test func badWeightsFollowOneRule() {
        // Missing and invalid weights count as 1; entries past N are ignored.
        let short = weightedWheel([3, 1, 1])
        short.sectorWeights = [3]
        #expect(close(short.geometry.share(ofSector: 0), 0.6, 1e-12) && close(short.geometry.share(ofSector: 2), 0.2, 1e-12))
        short.sectorWeights = [.nan, 2, -.infinity, 7, 7]
        #expect(close(short.geometry.share(ofSector: 1), 0.5, 1e-12) && close(short.geometry.share(ofSector: 2), 0.25, 1e-12))
        // Weights are relative: huge ones are fine, and none is less than a billionth of the largest.
        let huge = weightedWheel([1e308, .greatestFiniteMagnitude, 1e307])
        #expect((0..<3).allSatisfy { huge.geometry.span(ofSector: $0).isFinite && huge.geometry.span(ofSector: $0) > 0 })
        let sliver = weightedWheel([1, .leastNonzeroMagnitude, 1e-300, 1])
        let g = sliver.geometry
        // (Spans are differences of edges near π, so they carry an error of about 1e-16 radians.)
        #expect(close(g.share(ofSector: 1), 1e-9 / (2 + 2e-9), 1e-15) && close(g.span(ofSector: 2), g.span(ofSector: 1), 1e-15))
        // A sliver is still a sector: selected, centred, reported and hit at its centre.
        for i in [1, 2] {
            sliver.select(i, animated: true)
            sliver.finishAnimations()
            #expect(sliver.selectedIndex == i && sliver.sectorAtMarker == i)
            #expect(sameAngle(g.centerAngle(ofSector: i, rotation: sliver.rotation), sliver.markerAngle, 1e-12))
            #expect(g.sector(at: ring(g.centerAngle(ofSector: i, rotation: sliver.rotation)), rotation: sliver.rotation) == i)
        }
    }

    @Test func releaseRestsTheSectorUnderTheMarkerCentredOnIt() {
        let weights = [1.0, 2, 3, 4]
        var failures: [String] = []
        for r in stride(from: -2 * Double.pi, through: 2 * .pi, by: 0.03) {
            guard let expected = sectorUnderMarker(weights, rotation: r, margin: 1e-3) else { continue }
            let w = weightedWheel(weights)
            let rec = EventRecorder(w.events)
            drag(w, by: r)
            w.finishAnimations()
            let g = w.geometry
            if w.selectedIndex != expected { failures.append("r \(r): \(w.selectedIndex), expected \(expected)") }
            if !sameAngle(g.centerAngle(ofSector: expected, rotation: w.rotation), w.markerAngle) {
                failures.append("r \(r): sector \(expected) not centred at \(w.rotation)")
            }
            if abs(Radians.shortestDelta(from: r, to: w.rotation)) > g.span(ofSector: expected) / 2 + 1e-9 {
                failures.append("r \(r): turned more than half its sector to rest")
            }
            if rec.selections != (expected == 0 ? [] : [expected]) { failures.append("r \(r): reported \(rec.selections)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func aDetentAsEachWeightedEdgeReachesTheMarker() {
        let weights = [1.0, 2, 3, 4]
        let w = weightedWheel(weights)
        var atDetent: [Double] = []
        let rec = EventRecorder(w.events) { [weak w] event, _ in
            if case .detent = event, let w { atDetent.append(w.rotation) }
        }
        drag(w, by: 6.4, step: 0.02, lift: false)
        #expect(rec.detents == [3, 2, 1, 0].map { .sectorBoundary($0) })
        // Turning clockwise, the marker meets sector 0's leading edge, then (a turn back on the
        // wheel) sector 3's, 2's and 1's.
        let edges = leadingEdges(weights)
        let boundaries = [-edges[0], 2 * .pi - edges[3], 2 * .pi - edges[2], 2 * .pi - edges[1]]
        for (k, r) in atDetent.enumerated() {
            #expect(r >= boundaries[k] && r < boundaries[k] + 0.02 + 1e-9, "detent \(k) at \(r), edge at \(boundaries[k])")
        }
        w.cancelTracking()
        w.finishAnimations()
        #expect(rec.detents.last.map { $0 == .sectorBoundary(w.sectorAtMarker) } ?? false)
    }

    @Test func tapsKeysAndAssistiveTechnologyMoveBetweenWeightedSectors() {
        let w = weightedWheel([4, 1, 1, 2])
        w.sectors = ["Jackpot", "Try again", "Lose", "Double"].map { RotaryWheelSector(title: $0) }
        let rec = EventRecorder(w.events)
        let g = w.geometry
        #expect(w.tap(at: ring(g.centerAngle(ofSector: 3, rotation: 0) + 0.9 * g.span(ofSector: 3) / 2)), "near its far edge")
        w.finishAnimations()
        #expect(w.selectedIndex == 3 && sameAngle(g.centerAngle(ofSector: 3, rotation: w.rotation), w.markerAngle))
        #expect(w.perform(.increment, cause: .assistiveTechnology))
        w.finishAnimations()
        #expect(w.selectedIndex == 0 && w.accessibilityElement.value == "Jackpot")
        #expect(sameAngle(w.rotation, 0))
        #expect(w.perform(.decrement))
        w.finishAnimations()
        #expect(w.accessibilityElement.value == "Double" && w.accessibilityElement.numericValue == 3)
        #expect(rec.selections == [3, 0, 3])
    }

    @Test func aFlickGlidesOntoTheCentreOfAWeightedSector() {
        let w = weightedWheel([1, 6, 1, 2, 1, 3], momentum: true)
        #expect(w.beginTracking(at: ring(.pi), time: 0))
        for i in 1...5 { w.continueTracking(at: ring(.pi + 0.12 * Double(i)), time: 0.016 * Double(i)) }
        w.endTracking(at: nil, time: 0.09)
        #expect(w.runningMotion.map { $0.initialVelocity > 0 } ?? false, "a glide")
        var t = 0.1
        while w.advance(to: t) { t += 1.0 / 60 }
        let g = w.geometry
        #expect(sameAngle(g.centerAngle(ofSector: w.selectedIndex, rotation: w.rotation), w.markerAngle))
        #expect(w.sectorAtMarker == w.selectedIndex)
    }

    @Test func changingTheWeightsKeepsTheSelectionCentred() {
        let w = RotaryWheelModel(bounds: bounds200)
        w.select(5, animated: false)
        var notified = 0
        let token = w.changes.observe { notified += 1 }
        w.spin(toSector: 2)
        w.sectorWeights = [1, 1, 1, 1, 1, 6, 1, 1]
        #expect(notified > 0 && !w.isAnimating, "the spin stops: its sectors moved")
        #expect(w.selectedIndex == 2 && sameAngle(w.geometry.centerAngle(ofSector: 2, rotation: w.rotation), w.markerAngle))
        w.select(5, animated: false)
        #expect(sameAngle(w.geometry.centerAngle(ofSector: 5, rotation: w.rotation), w.markerAngle))
        // Stop points: the wheel moves to the nearest sector inside them, which becomes the selection.
        w.rotationLimits = -0.5...0.5
        #expect(w.rotationLimits!.contains(w.rotation) && w.selectedIndex == w.sectorAtMarker)
        w.sectorWeights = [9, 1, 1, 1, 1, 1, 1, 1]
        #expect(w.rotationLimits!.contains(w.rotation) && w.selectedIndex == 0 && w.sectorAtMarker == 0)
        // A wide sector 0 (more than ±0.5): dragged to the stop, it comes back to sector 0's centre.
        drag(w, by: 0.6)
        w.finishAnimations()
        #expect(close(w.rotation, 0, 1e-12) && w.selectedIndex == 0)
        notified = 0
        w.sectorWeights = [18, 2, 2, 2, 2, 2, 2, 2]
        #expect(notified == 1 && close(w.rotation, 0, 1e-12), "the same layout: only the property changed")
        token.cancel()
    }

    @Test func theDrawingLaysSectorsSeparatorsAndTitlesOnTheWeightedLayout() {
        let weights = [1.0, 3, 2, 6]
        let w = weightedWheel(weights)
        w.sectors = ["A", "B", "C", "D"].map { RotaryWheelSector(title: $0) }
        w.select(2, animated: false)
        var style = RotaryWheelStyle()
        style.showsIcons = false
        let g = w.geometry
        let drawing = w.drawing(style: style)
        guard let sectors = drawing.layers.first(where: { $0.id == "sectors" }),
              let selected = drawing.layers.first(where: { $0.id == "selectedSector" }) else {
            Issue.record("layers missing")
            return
        }
        func angle(_ p: CGPoint) -> Double { Radians.of(p, about: g.center) ?? .nan }
        let titles = sectors.items.compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(titles.map(\.string) == ["A", "B", "C", "D"])
        for (i, title) in titles.enumerated() {
            #expect(sameAngle(angle(title.center), g.centerAngle(ofSector: i, rotation: 0)), "title \(i) at its centre")
        }
        let separators = sectors.items.compactMap { item -> Double? in
            guard case .shape(let path, nil, .some(_), _) = item, case .move(let from)? = path.elements.first else { return nil }
            return angle(from)
        }
        let edges = leadingEdges(weights)
        #expect(separators.count == 4)
        for (i, a) in separators.enumerated() { #expect(sameAngle(a, .pi + edges[i]), "separator \(i) at its leading edge") }
        let fills = sectors.items.filter { if case .shape(_, .some(_), nil, _) = $0 { true } else { false } }
        #expect(fills.count == 4)
        // The selected sector's highlight: its own span and title, nothing else.
        let highlight = selected.items.compactMap { if case .text(let t) = $0 { t.string } else { nil } }
        #expect(highlight == ["C"])
        guard case .shape(let path, .some(_), nil, _)? = selected.items.first else { Issue.record("no highlight fill"); return }
        let corners = path.elements.compactMap { if case .move(let p) = $0 { angle(p) } else { nil } }
        #expect(corners.first.map { sameAngle($0, .pi + edges[2]) } ?? false, "the highlight starts at sector 2's edge")
        // A value-only frame is a transform change: the sectors stay one static layer.
        let cache = DrawingCache()
        let before = w.drawing(style: style, cache: cache)
        w.spin(toSector: 1)
        w.advance(to: 0)
        w.advance(to: 0.7)
        let during = w.drawing(style: style, cache: cache)
        for id in ["sectors", "background", "marker", "centerButton"] {
            let a = before.layers.first { $0.id == id }, b = during.layers.first { $0.id == id }
            #expect(a?.isStatic == true && a?.contentKey == b?.contentKey && a?.items == b?.items, "\(id)")
        }
        #expect(during.layers.first { $0.id == "sectors" }?.transform == LayerTransform(rotation: w.rotation, anchor: g.center))
    }

    @Test func crowdedSliversShareOneRingUnderTheWideSectors() {
        // One wide sector and 59 slivers narrower than 6 points at the rim.
        let w = weightedWheel([200] + [Double](repeating: 1, count: 59))
        w.sectors = [] // numbered titles, no icons
        let g = w.geometry
        let sectors = w.drawing().layers.first { $0.id == "sectors" }
        let fills = sectors?.items.compactMap { item -> DrawingPath? in
            if case .shape(let path, .some(_), nil, _) = item { path } else { nil }
        } ?? []
        #expect(g.narrowestSpan * 0.97 * g.radius < 6)
        // The ring, then sector 0's own fill: the slivers draw only their ticks.
        #expect(fills.count == 2)
        let separators = sectors?.items.filter { if case .shape(_, nil, .some(_), _) = $0 { true } else { false } }
        #expect(separators?.count == 60)
    }
}

@Suite("Properties of weighted wheels")
struct WeightedWheelPropertyTests {
    /// Any drag on any weighted wheel, flicked or not, rests with the selected sector centred on
    /// the marker; the detents end on the sector at the marker.
    @Test func aReleasedWeightedWheelRestsCentredOnTheSelectedSector() async {
        let gesture = zip(
            Gen.double(in: 0.05...10).array(of: 2...40),
            Gen.bool,
            Gen.double(in: -10...10),
            zip(Gen.double(in: -1...1), Gen.double(in: 0.005...0.2)).array(of: 1...12)
        )
        await propertyCheck(count: propertyRuns(1_000), input: gesture) { weights, momentum, marker, moves in
            let wheel = weightedWheel(weights, momentum: momentum)
            wheel.markerAngle = marker
            var reported: [Int] = []
            var lastDetent: Int?
            wheel.events.handler = {
                if case .selectionChanged(let i) = $0 { reported.append(i) }
                if case .detent(.sectorBoundary(let i)) = $0 { lastDetent = i }
            }
            var angle = marker, t = 0.0
            wheel.beginTracking(at: ring(angle), time: t)
            for (turn, dt) in moves {
                angle += turn
                t += dt
                wheel.continueTracking(at: ring(angle), time: t)
            }
            wheel.endTracking(at: nil, time: t + 0.01)
            t += 0.01
            while wheel.advance(to: t), t < 100 { t += 1.0 / 60 }
            let g = wheel.geometry
            #expect(sameAngle(g.centerAngle(ofSector: wheel.selectedIndex, rotation: wheel.rotation), marker))
            #expect(wheel.selectedIndex == wheel.sectorAtMarker)
            #expect(reported == (wheel.selectedIndex == 0 ? [] : [wheel.selectedIndex]))
            #expect((lastDetent ?? 0) == wheel.sectorAtMarker)
            #expect(sectorUnderMarker(weights, rotation: wheel.rotation).map { $0 == wheel.selectedIndex } ?? true)
        }
    }
}
