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
        #expect(value("−6 dB") == -6, "a minus sign reads as a minus")
        #expect(value(".5") == 0.5)
        #expect(value("1,000 Hz") == 1000, "grouping is dropped before the parameter reads the number")
    }

    @Test func theNumberIsReadAsTheLocaleWritesIt() {
        let german = Locale(identifier: "de_DE")
        #expect(value("0,5", locale: german) == 0.5)
        #expect(value("1.000,5", locale: german) == 1000.5)
        #expect(value("1.000", locale: german) == 1000, "a point before three digits groups thousands in German")
        #expect(value("0.5", locale: german) == 0.5, "a point elsewhere still reads as a decimal point")
        // Where the locale writes a point, a comma groups, as the control's own value entry reads it.
        let english = Locale(identifier: "en_US")
        #expect(value("2,5") == 25)
        #expect(value("2,5") == (try? ValueFormat.number().value(from: "2,5", locale: english)))
    }

    @Test func digitsOfOtherScriptsAreNoNumberForTheParameter() {
        #expect(value("٥") == nil)
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
