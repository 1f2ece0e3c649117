import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

/// The touch rule written out as a reference procedure for any clockwise track (end > start):
/// bring the touch angle into the turn that ends at the gap's midpoint, then clamp it onto the
/// track. Loops make it hold for any start angle, not only atan2's range.
private func referenceFraction(touch: Double, start: Double, end: Double) -> Double {
    let midpoint = (2 * .pi + start - end) / 2 + end
    var a = touch
    while a > midpoint { a -= 2 * .pi }
    while a <= midpoint - 2 * .pi { a += 2 * .pi }
    a = min(end, max(start, a))
    return (a - start) / (end - start)
}

private func geometry(start: Double, end: Double, side: Double = 100) -> KnobGeometry {
    KnobGeometry(bounds: CGRect(x: 0, y: 0, width: side, height: side), startAngle: start, endAngle: end,
                 lineWidth: 2, pointerLength: 6)
}

@Suite("Knob geometry")
struct KnobGeometryTests {
    @Test func gapMidpointIsEndPlusHalfTheGap() {
        let g = geometry(start: -11 * .pi / 8, end: 3 * .pi / 8)
        #expect(close(g.gapMidpointAngle, .pi / 2))
        // end + (2π − (end − start))/2 for a few more clockwise tracks
        for (start, end) in [(0.0, Double.pi / 2), (-Double.pi, 0.0), (1.0, 2.0), (-5.0, 0.5)] {
            #expect(close(geometry(start: start, end: end).gapMidpointAngle, end + (2 * .pi - (end - start)) / 2))
        }
    }

    @Test func touchRuleAgreesWithTheReferenceProcedureForAnyClockwiseOrCounterClockwiseTrack() {
        var checked = 0
        var mismatches: [String] = []
        for start in stride(from: -2 * Double.pi, through: 2 * .pi, by: 0.37) {
            for length in stride(from: 0.05, to: 2 * .pi - 0.05, by: 0.29) {
                for clockwise in [true, false] {
                    let end = clockwise ? start + length : start - length
                    let g = geometry(start: start, end: end)
                    let midpoint = g.gapMidpointAngle
                    for touch in stride(from: -Double.pi, through: .pi, by: 0.017) {
                        if abs(remainder(touch - midpoint, 2 * .pi)) < 1e-6 { continue } // the tie itself
                        guard let f = g.fraction(forTouchAngle: touch) else {
                            mismatches.append("nil for start \(start) end \(end) touch \(touch)")
                            continue
                        }
                        // A counter-clockwise track is the mirror image of a clockwise one.
                        let expected = clockwise
                            ? referenceFraction(touch: touch, start: start, end: end)
                            : referenceFraction(touch: -touch, start: -start, end: -end)
                        if !close(f, expected, 1e-9) {
                            mismatches.append("start \(start) end \(end) touch \(touch): \(f), expected \(expected)")
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 400_000)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func touchesInTheGapGoToTheNearerEnd() {
        // The same rule said differently: in the gap, the end the touch is angularly nearer wins.
        for (start, end) in [(-11 * Double.pi / 8, 3 * Double.pi / 8), (0, Double.pi / 2), (0, -Double.pi / 2), (2.0, -1.0)] {
            let g = geometry(start: start, end: end)
            for touch in stride(from: -Double.pi, to: .pi, by: 0.01) {
                let toStart = abs(remainder(touch - start, 2 * .pi))
                let toEnd = abs(remainder(touch - end, 2 * .pi))
                guard let f = g.fraction(forTouchAngle: touch), f == 0 || f == 1, abs(toStart - toEnd) > 1e-6 else { continue }
                #expect(f == (toEnd < toStart ? 1 : 0), "start \(start) end \(end) touch \(touch)")
            }
        }
    }

    @Test func trackFractionsRoundTripThroughTheTouchAngle() {
        for (start, end) in [(-11 * Double.pi / 8, 3 * Double.pi / 8), (0, -Double.pi / 2), (1, 1 + 2 * Double.pi)] {
            let g = geometry(start: start, end: end)
            for f in stride(from: 0.001, through: 0.999, by: 0.001) {
                let a = g.angle(forFraction: f)
                #expect(close(a, start + f * (end - start)))
                #expect(close(g.fraction(forTouchAngle: a) ?? -1, f, 1e-9))
            }
        }
    }

    @Test func sweepIsClampedToAFullTurnAndAZeroSweepHasNoTouchValue() {
        let full = geometry(start: 0, end: 3 * .pi)
        #expect(close(full.sweep, 2 * .pi))
        #expect(close(full.fraction(forTouchAngle: .pi) ?? -1, 0.5))
        #expect(close(geometry(start: 0, end: -9).sweep, -2 * .pi))
        let none = geometry(start: 1, end: 1)
        #expect(none.fraction(forTouchAngle: 0.3) == nil)
        #expect(none.angle(forFraction: 0.7) == 1)
        #expect(geometry(start: 0, end: 1).fraction(forTouchAngle: .nan) == nil)
    }

    @Test func angleForFractionClampsItsInput() {
        let g = geometry(start: 0, end: 2)
        #expect(g.angle(forFraction: -1) == 0)
        #expect(g.angle(forFraction: 2) == 2)
        #expect(g.angle(forFraction: .nan) == 0)
        #expect(g.angle(forFraction: .infinity) == 2)
        #expect(g.angle(forFraction: -.infinity) == 0)
    }

    @Test func distanceToPointerMeasuresToTheSegment() {
        let g = geometry(start: -11 * .pi / 8, end: 3 * .pi / 8)
        // At angle 0 the pointer runs from (93, 50) to (100, 50).
        #expect(close(g.distanceToPointer(from: CGPoint(x: 96.5, y: 50), at: 0) ?? -1, 0))
        #expect(close(g.distanceToPointer(from: CGPoint(x: 96.5, y: 60), at: 0) ?? -1, 10))
        #expect(close(g.distanceToPointer(from: CGPoint(x: 80, y: 50), at: 0) ?? -1, 13))
        #expect(close(g.distanceToPointer(from: CGPoint(x: 103, y: 54), at: 0) ?? -1, 5))
        #expect(g.distanceToPointer(from: CGPoint(x: CGFloat.nan, y: 0), at: 0) == nil)
    }

    @Test func badInputIsSanitised() {
        let g = KnobGeometry(bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), startAngle: .nan,
                             endAngle: .infinity, lineWidth: -3, pointerLength: .nan)
        #expect(g.bounds == .zero)
        #expect(g.startAngle == 0 && g.endAngle == 0)
        #expect(g.lineWidth == 0 && g.pointerLength == 0)
        #expect(g.trackRadius == 0 && g.outerRadius == 0)
        let flipped = KnobGeometry(bounds: CGRect(x: 100, y: 100, width: -100, height: -50), startAngle: 0,
                                   endAngle: 1, lineWidth: 2, pointerLength: 6)
        #expect(flipped.bounds == CGRect(x: 0, y: 50, width: 100, height: 50))
        #expect(close(flipped.trackRadius, 19))
        let tiny = geometry(start: 0, end: 1, side: 10)
        #expect(tiny.trackRadius == 0, "5 − 6 would be negative")
        let seg = tiny.pointerSegment(at: 0)
        #expect(seg.inner.isFinite && seg.outer.isFinite)
    }
}
