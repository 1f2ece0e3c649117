import Foundation
import Testing
@_spi(Hosting) import Detent

// Text typed for a host's parameter names a value only when it means one: a host parameter that
// reads any text as some value must not be handed words it cannot read.

@Suite("Automation parameters: typed text")
struct ParameterTextTests {
    /// A host parameter that reads text as a C number parser does (a leading number, else 0) and
    /// writes "Off" for 0: what an Audio Unit parameter does.
    private func value(_ text: String, locale: Locale = Locale(identifier: "en_US"), strings: [String]? = nil,
                       minimum: Double = 0) -> Double? {
        AutomationParameter.value(named: text, locale: locale, valueStrings: strings, minimum: minimum,
                                  read: { text in
                                      let number = text.prefix { "+-.0123456789".contains($0) }
                                      return Double(number) ?? 0
                                  },
                                  write: { $0 == 0 ? "Off" : String($0) })
    }

    @Test func aValueStringNamesItsIndexFromTheMinimum() {
        #expect(value("triangle", strings: ["Sine", "Triangle", "Square"], minimum: 1) == 2)
        #expect(value("  SQUARE ", strings: ["Sine", "Triangle", "Square"]) == 2)
    }

    @Test func textStartingWithANumberIsRead() {
        #expect(value("440 Hz") == 440)
        #expect(value("-6") == -6)
        #expect(value(".5") == 0.5)
    }

    @Test func aDecimalCommaIsReadWhereTheLocaleWritesOne() {
        let german = Locale(identifier: "de_DE")
        #expect(value("0,5", locale: german) == 0.5)
        #expect(value("1.000,5", locale: german) == 1000.5)
        #expect(value("0.5", locale: german) == 0.5, "a point still reads as a point")
        #expect(value("0,5") == 0, "where the locale writes a point, a comma ends the number")
    }

    @Test func wordsNamingNoValueWriteNothing() {
        #expect(value("abc") == nil)
        #expect(value("") == nil)
        #expect(value("   ") == nil)
        #expect(value("Sawtooth", strings: ["Sine", "Square"]) == nil)
    }

    @Test func aWordTheParameterWritesItselfIsItsValue() {
        #expect(value("off") == 0)
    }

    @Test func aNonFiniteReadingWritesNothing() {
        let infinite = AutomationParameter.value(named: "1e999", locale: Locale(identifier: "en_US"), valueStrings: nil, minimum: 0,
                                                 read: { _ in .infinity }, write: { _ in "" })
        #expect(infinite == nil)
        #expect(value("Sine", strings: ["Sine"], minimum: .infinity) == nil)
    }
}
