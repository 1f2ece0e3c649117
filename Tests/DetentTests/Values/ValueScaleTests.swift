import Foundation
import Testing
@_spi(Hosting) import Detent

// Value scales: how values spread along the track or arc, for the knob, the range slider and the
// rotatable knob.

/// The scales the studio panel uses, each over its range.
private let studioScales: [(name: String, scale: ValueScale, minimum: Double, maximum: Double)] = [
    ("linear", .linear, -1, 1),
    ("frequency, logarithmic", .logarithmic, 20, 20_000),
    ("gain, skewed", .power(exponent: 3), -60, 12),
    ("pan, skewed about its centre", .power(exponent: 2, centre: 0), -1, 1),
    ("detune, skewed about an off-centre centre", .power(exponent: 0.5, centre: 20), -100, 200),
    ("gain, piecewise", .piecewise([(0.25, -30), (0.75, 0)]), -60, 12),
]

@Suite("Value scales")
struct ValueScaleTests {
    /// Position → value → position and value → position → value agree within 1e-9 relative, over
    /// a million random points per scale: relative to the value on the logarithmic scale (where
    /// ratios matter), to the span on the others (near a power's centre an exponent below 1 spends
    /// a position's last bits on a tiny distance, so the value's own size is no measure there).
    @Test(arguments: studioScales.indices)
    func positionsAndValuesRoundTrip(_ index: Int) {
        let (name, scale, minimum, maximum) = studioScales[index]
        var bounds = ValueBounds(minimum: minimum, maximum: maximum)
        bounds.scale = scale
        #expect(bounds.scale == scale)
        var random = RepeatableRandomNumberGenerator(state: UInt64(index) &+ 7)
        func relative(_ error: Double, _ v: Double) -> Double {
            scale == .logarithmic ? error / abs(v) : error / bounds.span
        }
        var worstValue = 0.0, worstPosition = 0.0
        for _ in 0..<1_000_000 {
            let p = Double.random(in: 0...1, using: &random)
            let v = bounds.value(atFraction: p)
            worstValue = max(worstValue, relative(abs(bounds.value(atFraction: bounds.fraction(of: v)) - v), v))
            let u = Double.random(in: minimum...maximum, using: &random)
            worstPosition = max(worstPosition, relative(abs(bounds.value(atFraction: bounds.fraction(of: u)) - u), u))
        }
        #expect(worstValue <= 1e-9, "\(name): value round trip off by \(worstValue) relative")
        #expect(worstPosition <= 1e-9, "\(name): a random value's round trip off by \(worstPosition) relative")
        #expect(bounds.value(atFraction: 0) == minimum && bounds.value(atFraction: 1) == maximum)
        #expect(bounds.fraction(of: minimum) == 0 && bounds.fraction(of: maximum) == 1)
    }

    @Test func eachScalePutsItsValuesWhereItSays() {
        var log = ValueBounds(minimum: 20, maximum: 20_000)
        log.scale = .logarithmic
        #expect(abs(log.value(atFraction: 0.5) - (20 * 20_000).squareRoot()) < 1e-9, "the geometric mean in the middle")
        #expect(abs(log.fraction(of: 200) - 1.0 / 3) < 1e-12, "each decade a third")

        var pan = ValueBounds(minimum: -1, maximum: 1)
        pan.scale = .power(exponent: 2, centre: 0)
        #expect(pan.value(atFraction: 0.5) == 0)
        #expect(abs(pan.value(atFraction: 0.75) - 0.25) < 1e-12 && abs(pan.value(atFraction: 0.25) + 0.25) < 1e-12,
                "symmetric about the centre")

        var gain = ValueBounds(minimum: -60, maximum: 12)
        gain.scale = .power(exponent: 3)
        #expect(abs(gain.value(atFraction: 0.5) - (-60 + 72 * 0.125)) < 1e-12)

        var piecewise = ValueBounds(minimum: -60, maximum: 12)
        piecewise.scale = .piecewise([(0.25, -30), (0.75, 0)])
        #expect(piecewise.value(atFraction: 0.75) == 0 && piecewise.fraction(of: -30) == 0.25)
        #expect(abs(piecewise.value(atFraction: 0.5) - (-15)) < 1e-12)
    }

    /// Bad scales act as `.linear`, one rule each.
    @Test func badScalesActAsLinear() {
        func middle(_ scale: ValueScale, _ minimum: Double, _ maximum: Double) -> Double {
            var b = ValueBounds(minimum: minimum, maximum: maximum)
            b.scale = scale
            return b.value(atFraction: 0.5)
        }
        #expect(middle(.logarithmic, 0, 100) == 50, "a logarithmic range that touches 0")
        #expect(middle(.logarithmic, -10, 100) == 45, "a logarithmic range that crosses 0")
        #expect(middle(.power(exponent: 0), 0, 100) == 50)
        #expect(middle(.power(exponent: -2), 0, 100) == 50)
        #expect(middle(.power(exponent: .nan), 0, 100) == 50)
        #expect(middle(.power(exponent: .infinity), 0, 100) == 50)
        #expect(middle(.power(exponent: 2, centre: 500), 0, 100) == 25, "a centre outside: one-sided")
        #expect(middle(.piecewise([(0.5, 80), (0.25, 90)]), 0, 100) == 50, "positions not increasing")
        #expect(middle(.piecewise([(0.25, 80), (0.5, 70)]), 0, 100) == 50, "values not increasing")
        #expect(middle(.piecewise([(0.5, 150)]), 0, 100) == 50, "a value outside the range")
        #expect(middle(.piecewise([(0.5, .nan)]), 0, 100) == 50)
        #expect(middle(.piecewise([(0, 10), (0.5, 80)]), 0, 100) == 50, "position 0 off the minimum")
        #expect(middle(.piecewise([(0, 0), (0.5, 80), (1, 100)]), 0, 100) == 80, "ends on the ends are fine")
        // A range changed under a scale re-checks it.
        var b = ValueBounds(minimum: 1, maximum: 100)
        b.scale = .logarithmic
        #expect(abs(b.value(atFraction: 0.5) - 10) < 1e-12)
        b.setMinimum(0)
        #expect(b.value(atFraction: 0.5) == 50)
        b.setMinimum(1)
        #expect(abs(b.value(atFraction: 0.5) - 10) < 1e-12)
    }

    /// A logarithmic knob: the pointer at 12 o'clock is the geometric mean, keys move by equal
    /// ratios (1 % of the travel), steps stay in value units, and a double tap lands exactly on
    /// the default value.
    @Test func aLogarithmicKnob() {
        let k = standardKnob()
        k.minimumValue = 20
        k.maximumValue = 20_000
        k.scale = .logarithmic
        k.beginTracking(at: CGPoint(x: 100, y: 2))   // 12 o'clock: the middle of the arc
        k.endTracking(at: nil)
        #expect(abs(k.value - (20 * 20_000).squareRoot()) < 1e-6)
        k.value = 1_000
        #expect(k.perform(.increment))
        #expect(abs(k.value / 1_000 - pow(1_000, 0.01)) < 1e-9, "a thousandfold range: 1 % is ×1000^0.01")
        k.step = 10
        k.value = 1_234
        #expect(k.value == 1_230)
        k.step = 0
        k.defaultValue = 440
        #expect(k.doubleTap())
        #expect(k.value == 440)
        k.advance(to: 0)
        k.advance(to: 1)
        #expect(k.value == 440 && abs(k.presentationValue - 440) < 1e-9)
    }

    /// A range slider on a logarithmic scale: thumbs sit at their positions along the scale and a
    /// drag moves them along it.
    @Test func aLogarithmicRangeSlider() {
        let s = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 331, height: 31))   // 300 points of travel
        s.maximumValue = 10_000
        s.minimumValue = 1
        s.scale = .logarithmic
        s.setValues(lower: 10, upper: 1_000, animated: false)
        #expect(abs(s.thumbFrame(.lower).midX - (15.5 + 75)) < 1e-9, "10 is a quarter of 1…10 000")
        #expect(abs(s.thumbFrame(.upper).midX - (15.5 + 225)) < 1e-9)
        let start = s.thumbFrame(.lower).center
        #expect(s.beginTracking(at: start))
        s.continueTracking(at: CGPoint(x: start.x + 75, y: start.y))   // a quarter of the travel: ×10
        s.endTracking(at: nil)
        #expect(abs(s.lowerValue - 100) < 1e-9)
    }

    @Test func theRotatableKnobTakesAScaleToo() {
        let k = RotatableKnobModel(bounds: CGRect(x: 0, y: 0, width: 150, height: 150))
        k.scale = .power(exponent: 2)
        #expect(k.scale == .power(exponent: 2))
        k.value = 0.25
        #expect(abs(k.rotation - 0.5 * 3 * .pi / 2) < 1e-9, "0.25 sits half-way round on a square scale")
    }
}
