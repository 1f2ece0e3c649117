import Foundation
import Testing
@_spi(Hosting) import Detent
@testable import DetentContract

private let german = Locale(identifier: "de_DE")
private let japanese = Locale(identifier: "ja_JP")
private let unknown = Locale(identifier: "fr_FR")
private let square = CGRect(x: 0, y: 0, width: 100, height: 100)

@Suite("Strings assistive technology reads, in the control's language")
struct LocalizedStringsTests {
    @Test("The resource bundle loads at run time with English, German and Japanese tables")
    func bundleHasEveryLanguage() {
        let tables = AccessibilityString.tables
        for language in ["en", "de", "ja"] {
            #expect(tables[language] != nil, "no \(language).lproj/Localizable.strings in the bundle")
        }
    }

    @Test("Every key exists and is non-empty in every language; no language has keys English lacks")
    func everyKeyInEveryLanguage() throws {
        let tables = AccessibilityString.tables
        let english = try #require(tables["en"])
        let keys = Set(AccessibilityString.allCases.map(\.rawValue) + AccessibilityFormat.allCases.map(\.rawValue))
        #expect(Set(english.keys) == keys, "English is the list of keys the code reads")
        for (language, table) in tables {
            for key in keys {
                let text = table[key]
                #expect(text != nil && text?.isEmpty == false, "\(language): \(key) is missing or empty")
            }
            #expect(Set(table.keys).subtracting(english.keys).isEmpty, "\(language) has keys English lacks")
        }
    }

    @Test("The English strings built into the code match the bundle's, so a missing bundle reads the same English")
    func builtInEnglishMatchesTheBundle() throws {
        let english = try #require(AccessibilityString.tables["en"])
        for string in AccessibilityString.allCases {
            #expect(english[string.rawValue] == string.englishText, "\(string.rawValue)")
        }
        for format in AccessibilityFormat.allCases {
            #expect(english[format.rawValue] == format.englishText, "\(format.rawValue)")
        }
    }

    @Test("The language follows the locale: its language, else English; nil is English")
    func languageLookup() {
        #expect(AccessibilityString.language(for: nil) == "en")
        #expect(AccessibilityString.language(for: german) == "de")
        #expect(AccessibilityString.language(for: Locale(identifier: "de_CH")) == "de")
        #expect(AccessibilityString.language(for: japanese) == "ja")
        #expect(AccessibilityString.language(for: Locale(identifier: "en_GB")) == "en")
        #expect(AccessibilityString.language(for: unknown) == "en")
        #expect(AccessibilityString.language(for: Locale(identifier: "zz")) == "en")
    }

    @Test("Placeholders take their arguments in order or by position; %% is a percent sign")
    func substitution() {
        #expect(AccessibilityFormat.percentValue.text(for: nil, "42") == "42%")
        #expect(AccessibilityFormat.percentValue.text(for: german, "42") == "42 %")
        #expect(AccessibilityFormat.rangeValue.text(for: nil, "1", "2") == "1 – 2")
        #expect(AccessibilityFormat.rangeValue.text(for: japanese, "1", "2") == "1〜2")
    }

    @Test("A knob reads its name and its reset action in the locale's language")
    func knob() {
        let knob = KnobModel(bounds: square)
        knob.defaultValue = 0.5
        #expect(knob.accessibilityElement.label == "Knob")
        #expect(knob.accessibilityElement.actions.map(\.name) == ["Reset to default value"])
        knob.environment.locale = german
        #expect(knob.accessibilityElement.label == "Drehregler")
        #expect(knob.accessibilityElement.actions.map(\.name) == ["Auf Standardwert zurücksetzen"])
        knob.environment.locale = japanese
        #expect(knob.accessibilityElement.label == "ノブ")
        #expect(knob.accessibilityElement.actions.map(\.name) == ["初期値に戻す"])
        knob.environment.locale = unknown
        #expect(knob.accessibilityElement.label == "Knob")
        #expect(knob.accessibilityElement.actions.map(\.name) == ["Reset to default value"])
    }

    @Test("A range slider's thumbs read their names in the locale's language")
    func rangeSlider() {
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(slider.accessibilityElements.map(\.label) == ["Lower value", "Upper value"])
        slider.environment.locale = german
        #expect(slider.accessibilityElements.map(\.label) == ["Unterer Wert", "Oberer Wert"])
        slider.setValues(lower: 0.2, upper: 0.8, animated: false)
        #expect(slider.rangeText == "0,20–0,80")
        slider.environment.locale = japanese
        #expect(slider.accessibilityElements.map(\.label) == ["下限値", "上限値"])
        #expect(slider.rangeText == "0.20〜0.80")
        slider.environment.locale = unknown
        #expect(slider.accessibilityElements.map(\.label) == ["Lower value", "Upper value"])
    }

    @Test("A wheel reads its name in the locale's language")
    func wheel() {
        let wheel = RotaryWheelModel(bounds: square)
        #expect(wheel.accessibilityElement.label == "Wheel")
        wheel.environment.locale = german
        #expect(wheel.accessibilityElement.label == "Auswahlrad")
        wheel.environment.locale = japanese
        #expect(wheel.accessibilityElement.label == "ホイール")
        wheel.environment.locale = unknown
        #expect(wheel.accessibilityElement.label == "Wheel")
    }

    @Test("A rotatable knob reads its name and its percentage in the locale's way")
    func rotatableKnob() {
        let knob = RotatableKnobModel(bounds: square)
        knob.value = 0.42
        #expect(knob.accessibilityElement.label == "Level")
        #expect(knob.accessibilityElement.value == "42%")
        #expect(knob.accessibilityElement.actions.isEmpty, "no default value, nothing to reset")
        knob.environment.locale = german
        #expect(knob.accessibilityElement.label == "Pegel")
        #expect(knob.accessibilityElement.value == "42 %")
        knob.environment.locale = japanese
        #expect(knob.accessibilityElement.label == "レベル")
        #expect(knob.accessibilityElement.value == "42%")
        knob.environment.locale = unknown
        #expect(knob.accessibilityElement.label == "Level")
        knob.defaultValue = 0.5
        #expect(knob.accessibilityElement.actions.map(\.identifier) == ["resetToDefault"])
    }

    @Test("A changed locale notifies observers once and changes the strings")
    func localeChangeNotifies() {
        let knob = KnobModel(bounds: square)
        var notified = 0
        let token = knob.changes.observe { notified += 1 }
        knob.environment.locale = german
        #expect(notified == 1 && knob.accessibilityLabel == "Drehregler")
        _ = token
    }

    @Test("A name the app sets wins over every locale; clearing it goes back to the locale's default")
    func userLabelSurvivesLocaleChange() {
        let knob = KnobModel(bounds: square)
        knob.accessibilityLabel = "Volume"
        knob.environment.locale = german
        #expect(knob.accessibilityElement.label == "Volume")
        knob.customAccessibilityLabel = nil
        #expect(knob.accessibilityElement.label == "Drehregler")

        let wheel = RotaryWheelModel(bounds: square)
        wheel.accessibilityLabel = "Mode"
        wheel.environment.locale = japanese
        #expect(wheel.accessibilityElement.label == "Mode")

        let rotatable = RotatableKnobModel(bounds: square)
        rotatable.knob.accessibilityLabel = "Gain"
        rotatable.environment.locale = german
        #expect(rotatable.accessibilityElement.label == "Gain")

        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 44))
        slider.accessibilityLabels.lower = "Minimum"
        slider.environment.locale = german
        #expect(slider.accessibilityLabels.lower == "Minimum")
        #expect(slider.accessibilityLabels.upper == "Oberer Wert", "only the name assigned is the app's")
        slider.accessibilityLabels = (lower: "Ab", upper: "Bis")
        slider.environment.locale = japanese
        #expect(slider.accessibilityElements.map(\.label) == ["Ab", "Bis"])
    }

    @Test("Reassigning the name read now notifies nothing")
    func reassignNotifiesNothing() {
        let knob = KnobModel(bounds: square)
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 44))
        var notified = 0
        let tokens = [knob.changes.observe { notified += 1 }, slider.changes.observe { notified += 1 }]
        knob.accessibilityLabel = knob.accessibilityLabel
        slider.accessibilityLabels = slider.accessibilityLabels
        #expect(notified == 0)
        knob.accessibilityLabel = "Volume"
        #expect(notified == 1)
        _ = tokens
    }
}

@Suite("The knobs' reset action for assistive technology")
struct ResetActionTests {
    /// A knob whose default is 0.5, turned away from it to 0.9.
    static func knobAwayFromItsDefault() -> KnobModel {
        let knob = KnobModel(bounds: square)
        knob.defaultValue = 0.5
        knob.value = 0.9
        return knob
    }

    @Test("Only an enabled knob with a default value offers it")
    func presence() {
        let knob = KnobModel(bounds: square)
        #expect(knob.accessibilityElement.actions.isEmpty)
        knob.defaultValue = 0.25
        #expect(knob.accessibilityElement.actions == [AccessibilityAction(kind: .resetToDefault, name: "Reset to default value")])
        knob.isEnabled = false
        #expect(knob.accessibilityElement.actions.isEmpty)
        let slider = RangeSliderModel(bounds: CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(slider.accessibilityElements.allSatisfy { $0.actions.isEmpty })
        let performed = slider.send(.accessibilityAction(.resetToDefault))
        #expect(!performed, "controls without actions do nothing")
    }

    @Test("Performing it restores the default: one edit, the double tap's events, caused by assistive technology")
    func knobReset() {
        let knob = Self.knobAwayFromItsDefault()
        let rec = EventRecorder(knob.events)
        #expect(knob.send(.accessibilityAction(.resetToDefault)))
        #expect(knob.value == 0.5)
        #expect(rec.events == [.editingDidBegin, .valueChanged(0.5), .editingDidEnd])
        #expect(rec.causes.allSatisfy { $0 == .assistiveTechnology })

        // The same as a double tap, but for the cause.
        let tapped = Self.knobAwayFromItsDefault()
        let tapRec = EventRecorder(tapped.events)
        #expect(tapped.doubleTap())
        #expect(tapRec.events == rec.events)
        #expect(tapRec.causes.allSatisfy { $0 == .tap })
        #expect(!knob.send(.accessibilityAction(.resetToDefault)), "already at the default")
    }

    @Test("The rotatable knob's reset goes through its knob")
    func rotatableReset() {
        let knob = RotatableKnobModel(bounds: square)
        knob.defaultValue = 0.5
        knob.value = 0.1
        let rec = EventRecorder(knob.events)
        #expect(knob.accessibilityElement.actions.map(\.kind) == [.resetToDefault])
        #expect(knob.send(.accessibilityAction(.resetToDefault)))
        #expect(knob.value == 0.5 && knob.level == 50)
        #expect(rec.beganCount == 1 && rec.endedCount == 1 && rec.values == [0.5])
        #expect(rec.causes.allSatisfy { $0 == .assistiveTechnology })
    }

    @Test("A disabled knob does nothing")
    func disabled() {
        let knob = Self.knobAwayFromItsDefault()
        knob.isEnabled = false
        #expect(!knob.send(.accessibilityAction(.resetToDefault)))
        #expect(knob.value == 0.9)
    }
}
