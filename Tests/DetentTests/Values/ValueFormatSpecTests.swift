import Foundation
import Testing
@_spi(Hosting) import Detent

// A built-in format as one line of text, for hosts whose settings are strings (GObject
// properties, `.ui` files): every built-in format writes a line that reads back as the same
// format, unit names pick a format, and bad text has one outcome each.

@Suite("Value formats as text")
struct ValueFormatSpecTests {
    private let english = Locale(identifier: "en_US")

    @Test func everyBuiltInFormatReadsBackFromItsText() throws {
        let formats: [ValueFormat] = [.number(), .number(decimals: 0, unit: "ms"), .number(decimals: 3, unit: "semi tones"),
                                      .percent(decimals: 1), .decibels(), .decibels(decimals: 2, minusInfinityAt: -96),
                                      .hertz(decimals: 1)]
        for format in formats {
            let spec = try #require(format.spec)
            let again = try #require(ValueFormat.fromSpec(spec))
            #expect(again.spec == spec)
            for value in [-96.0, -0.5, 0, 0.125, 440, 12_345.678] {
                #expect(again.text(for: value, locale: english) == format.text(for: value, locale: english), "\(spec) at \(value)")
            }
        }
        #expect(ValueFormat(text: { "\($0) \($1.identifier)" }, value: { Double($0) ?? Double($1.identifier.count) }).spec == nil,
                "a format of your own has no text form")
    }

    @Test func wordsAndUnitNamesPickTheFormat() throws {
        #expect(ValueFormat.fromSpec("decibels 1 -60")?.text(for: -70, locale: english) == "-∞ dB")
        #expect(ValueFormat.fromSpec("  hertz  ")?.text(for: 1500, locale: english) == "1.50 kHz")
        #expect(ValueFormat.fromSpec("percent")?.text(for: 0.5, locale: english) == "50%")
        #expect(ValueFormat.fromSpec("number 1 ms")?.text(for: 12.34, locale: english) == "12.3 ms")
        #expect(ValueFormat.fromSpec("dB")?.spec == ValueFormat.decibels().spec, "an audio host's unit names")
        #expect(ValueFormat.fromSpec("Hz")?.spec == ValueFormat.hertz().spec)
        #expect(ValueFormat.fromSpec("BPM")?.text(for: 120, locale: english) == "120.00 BPM")
    }

    @Test func badTextHasOneOutcomeEach() {
        #expect(ValueFormat.fromSpec("") == nil && ValueFormat.fromSpec(" \t\n") == nil, "blank text is no format")
        #expect(ValueFormat.fromSpec("number abc")?.spec == "number 2", "an unreadable number takes the default")
        #expect(ValueFormat.fromSpec("percent 99")?.spec == "percent 10", "decimals are clamped to 0…10")
        #expect(ValueFormat.fromSpec("percent -3")?.spec == "percent 0")
        #expect(ValueFormat.fromSpec("hertz inf")?.spec == "hertz 0")
        #expect(ValueFormat.fromSpec("decibels 1 nan")?.spec == ValueFormat.decibels().spec, "a NaN floor is no floor")
    }

    @Test func aModelsFormatAsText() {
        let knob = KnobModel(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        var notified = 0
        let token = knob.changes.observe { notified += 1 }
        #expect(knob.valueFormatSpec == nil)
        knob.valueFormatSpec = "percent"
        #expect(knob.valueFormatSpec == "percent 0" && notified == 1)
        knob.valueFormatSpec = "percent 0"
        #expect(notified == 1, "the same format again is no change")
        knob.valueFormatSpec = nil
        #expect(knob.valueFormatSpec == nil && notified == 2, "nil goes back to the control's own way")
        knob.valueFormatSpec = ""
        #expect(notified == 2)
        withExtendedLifetime(token) {}
    }
}
