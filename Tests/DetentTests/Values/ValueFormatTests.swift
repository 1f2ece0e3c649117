import Foundation
import Testing
@_spi(Hosting) import Detent

private let english = Locale(identifier: "en_US")
private let german = Locale(identifier: "de_DE")
private let japanese = Locale(identifier: "ja_JP")

@Suite("Value formats: values to text and typed text back")
struct ValueFormatTests {
    @Test func numbersUseTheLocalesDecimalSeparatorAndReadWithOrWithoutTheirUnit() throws {
        let ms = ValueFormat.number(decimals: 2, unit: "ms")
        #expect(ms.text(for: 12.5, locale: english) == "12.50 ms")
        #expect(ms.text(for: 12.5, locale: german) == "12,50 ms")
        #expect(try ms.value(from: "12.5 ms", locale: english) == 12.5)
        #expect(try ms.value(from: "12,5", locale: german) == 12.5)
        #expect(try ms.value(from: " 7ms ", locale: english) == 7)
        #expect(try ms.value(from: "−3", locale: english) == -3, "the minus sign as typography writes it")
        #expect(try ms.value(from: "1,234.5", locale: english) == 1234.5, "grouping is read")
        #expect(try ms.value(from: "1.234,5", locale: german) == 1234.5)
        #expect(try ms.value(from: "0.5", locale: german) == 0.5, "a point typed on a German keyboard is a decimal point")
        #expect(try ms.value(from: "1.000", locale: german) == 1000, "but it groups thousands where German does")
        #expect(ValueFormat.number(decimals: 0).text(for: -0.2, locale: english) == "0", "never \"-0\"")
    }

    @Test func percentIsAFractionOfOne() throws {
        let percent = ValueFormat.percent()
        #expect(percent.text(for: 0.5, locale: english) == "50%")
        #expect(percent.text(for: 0.5, locale: german) == "50 %")
        #expect(try percent.value(from: "50", locale: english) == 0.5)
        #expect(try percent.value(from: "25 %", locale: german) == 0.25)
        #expect(try percent.value(from: "12.5%", locale: japanese) == 0.125)
    }

    @Test func decibelsWriteMinusInfinityAtTheirFloorAndReadItBack() throws {
        let gain = ValueFormat.decibels(decimals: 1, minusInfinityAt: -60)
        #expect(gain.text(for: -6, locale: english) == "-6.0 dB")
        #expect(gain.text(for: -6, locale: german) == "-6,0 dB")
        #expect(gain.text(for: -60, locale: english) == "-∞ dB")
        #expect(gain.text(for: -72, locale: english) == "-∞ dB")
        for text in ["-inf", "−∞", "-∞ dB", "-INF"] { #expect(try gain.value(from: text, locale: english) == -60, "\(text)") }
        #expect(try gain.value(from: "+3 dB", locale: english) == 3)
        let open = ValueFormat.decibels()
        #expect(try open.value(from: "-inf", locale: english) == -Double.greatestFiniteMagnitude,
                "without a floor, the lowest finite value, which a control clamps to its minimum")
    }

    @Test func hertzSwitchesToKilohertzAndReadsK() throws {
        let hz = ValueFormat.hertz()
        #expect(hz.text(for: 440, locale: english) == "440 Hz")
        #expect(hz.text(for: 1500, locale: english) == "1.50 kHz")
        #expect(hz.text(for: 12_000, locale: german) == "12,00 kHz")
        #expect(try hz.value(from: "1.5k", locale: english) == 1500)
        #expect(try hz.value(from: "1.5 kHz", locale: english) == 1500)
        #expect(try hz.value(from: "2,2 kHz", locale: german) == 2200)
        #expect(try hz.value(from: "880", locale: english) == 880)
        #expect(try hz.value(from: "880 Hz", locale: english) == 880)
    }

    @Test(arguments: [english, german, japanese])
    func everyBuiltInFormatRoundTripsWithinHalfItsLastDigit(_ locale: Locale) throws {
        let cases: [(ValueFormat, ClosedRange<Double>, Double)] = [
            (.number(decimals: 2), -1000...1000, 0.005), (.number(decimals: 0, unit: "st"), -48...48, 0.5),
            (.percent(decimals: 1), 0...1, 0.0005), (.decibels(decimals: 1, minusInfinityAt: -60), -59.9...12, 0.05),
            (.hertz(), 20...999, 0.5), (.hertz(), 1000...20_000, 5),
        ]
        var generator = SystemRandomNumberGenerator()
        for (format, range, tolerance) in cases {
            for _ in 0..<200 {
                let value = Double.random(in: range, using: &generator)
                let back = try format.value(from: format.text(for: value, locale: locale), locale: locale)
                #expect(abs(back - value) <= tolerance * (1 + 1e-9), "\(value) → \(format.text(for: value, locale: locale)) → \(back)")
            }
        }
    }

    @Test func textThatIsNoValueSaysWhyInTheUsersLanguage() {
        let format = ValueFormat.number()
        #expect(throws: ValueEntryError.empty) { try format.value(from: "   ", locale: english) }
        #expect(throws: ValueEntryError.notANumber("abc")) { try format.value(from: " abc ", locale: english) }
        for bad in ["1e999", "nan", "inf", "--1", "1.2.3", "12 kg"] {
            #expect(throws: ValueEntryError.self, "\(bad)") { try format.value(from: bad, locale: english) }
        }
        #expect(ValueEntryError.notANumber("abc").message(locale: english) == "“abc” is not a number.")
        #expect(ValueEntryError.notANumber("abc").message(locale: german) == "„abc“ ist keine Zahl.")
        #expect(ValueEntryError.empty.message(locale: japanese) == "値を入力してください。")
    }

    @Test func aFormatOfYourOwnFromTwoClosures() throws {
        let semitones = ValueFormat(text: { value, _ in "\(Int(value.rounded())) st" },
                                    value: { text, _ in Double(text.replacingOccurrences(of: "st", with: "").trimmingCharacters(in: .whitespaces)) })
        #expect(semitones.text(for: 6.8, locale: english) == "7 st")
        #expect(try semitones.value(from: "-5 st", locale: english) == -5)
        #expect(throws: ValueEntryError.notANumber("inf")) { try semitones.value(from: "inf", locale: english) }
    }
}
