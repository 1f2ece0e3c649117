import CDetentGTK
@_spi(Hosting) import Detent
@_spi(CAPI) @testable import DetentGTK
import Foundation
import Testing

/// The settings a GTK developer in any GObject language sets as properties, beyond numbers and
/// flags: a value format as text, ticks and a multi-thumb slider's values as `GVariant` arrays.
/// In `WidgetLifetimeTests`'s suite (GTK started once, tests one at a time).
extension WidgetLifetimeTests {
    @Test("value-format sets the model's format as text, reads it back, and NULL goes back to the control's own")
    func valueFormatIsAStringProperty() throws {
        let (fader, object, notified) = try recordedWidget(FaderWidget())
        defer { fader.discardIfUnparented() }
        #expect(getText(object, "value-format") == nil, "the control's own way by default")

        fader.model.minimumValue = -60
        fader.model.maximumValue = 6
        fader.model.value = -6
        _ = notified.take()
        setText(object, "value-format", "decibels 1 -60")
        #expect(notified.take() == ["value-format"])
        #expect(getText(object, "value-format") == "decibels 1 -60.0")
        #expect(fader.model.focusedAccessibilityElement.value == ValueFormat.decibels(decimals: 1).text(for: -6, locale: fader.model.environment.locale ?? .current),
                "the format is the read-out too")
        #expect(try fader.model.valueFormat.value(from: "-inf") == -60)
        setText(object, "value-format", "decibels 1 -60")
        #expect(notified.take() == [], "the same format again notifies nothing")

        setText(object, "value-format", "ms")
        #expect(getText(object, "value-format") == "number 2 ms", "a unit's name is a number with it")
        setText(object, "value-format", "Hz")
        #expect(getText(object, "value-format") == "hertz 0")
        setText(object, "value-format", "number 12 very long unit")
        #expect(getText(object, "value-format") == "number 10 very long unit", "decimals are clamped; a unit may have spaces")
        _ = notified.take()
        setText(object, "value-format", nil)
        #expect(getText(object, "value-format") == nil && notified.take() == ["value-format"])
        setText(object, "value-format", "   ")
        #expect(getText(object, "value-format") == nil && notified.take() == [], "blank text is no format, as NULL")
    }

    @Test("ticks are an a(ds) array on the knob, the fader and the sliders, read and written both ways")
    func ticksAreAVariantProperty() throws {
        let (fader, object, notified) = try recordedWidget(FaderWidget())
        let multi = MultiSliderWidget()
        defer { for widget in [fader, multi] as [any ControlWidget] { widget.discardIfUnparented() } }
        #expect(getTicks(object).isEmpty, "none by default")

        setTicks(object, [(0, "L"), (0.5, "C"), (1, "R"), (0.25, "")])
        #expect(fader.model.ticks == [Tick(value: 0, label: "L"), Tick(value: 0.5, label: "C"), Tick(value: 1, label: "R"),
                                      Tick(value: 0.25)])
        #expect(notified.take() == ["ticks"])
        fader.model.ticks = [Tick(value: 0.2, label: "low")]
        #expect(getTicks(object).map(\.value) == [0.2] && getTicks(object).map(\.label) == ["low"])
        #expect(notified.take() == ["ticks"], "a change in Swift notifies too")

        setValue(object, "allows-tick-values-only", detent_type_boolean()) { g_value_set_boolean($0, 1) }
        #expect(fader.model.allowsTickValuesOnly && fader.model.value == 0.2, "the only tick is the only value")

        let multiObject = try #require(multi.widget).raw
        setTicks(multiObject, [(0.5, "½")])
        #expect(multi.model.ticks == [Tick(value: 0.5, label: "½")])
    }

    @Test("The multi-thumb slider's values are an ad array property that follows every change")
    func multiSliderValuesAreAProperty() throws {
        let (multi, object, notified) = try recordedWidget(MultiSliderWidget())
        defer { multi.discardIfUnparented() }
        #expect(getDoubles(object, "values") == [0.25, 0.5, 0.75])

        setDoubles(object, "values", [0.9, 0.1])
        #expect(multi.model.values == [0.1, 0.9], "sorted, as the model keeps them")
        #expect(getDoubles(object, "values") == [0.1, 0.9] && notified.take() == ["values"])
        setDoubles(object, "values", [])
        #expect(multi.model.values == [0.1, 0.9] && notified.take() == [], "an empty array is ignored")
        multi.model.insertThumb(withValue: 0.5)
        #expect(getDoubles(object, "values") == [0.1, 0.5, 0.9] && notified.take() == ["values"])
    }
}

@MainActor private func getText(_ o: UnsafeMutableRawPointer, _ n: String) -> String? {
    getValue(o, n, detent_type_string()) { g_value_get_string($0).map { String(cString: $0) } }
}

@MainActor private func setText(_ o: UnsafeMutableRawPointer, _ n: String, _ v: String?) {
    setValue(o, n, detent_type_string()) { g_value_set_string($0, v) }
}

@MainActor private func getDoubles(_ o: UnsafeMutableRawPointer, _ n: String) -> [Double] {
    getValue(o, n, detent_type_variant()) { value in
        var count: gsize = 0
        guard let start = detent_value_get_doubles(value, &count) else { return [] }
        return Array(UnsafeBufferPointer(start: start, count: Int(count)))
    }
}

@MainActor private func setDoubles(_ o: UnsafeMutableRawPointer, _ n: String, _ v: [Double]) {
    setValue(o, n, detent_type_variant()) { value in
        v.withUnsafeBufferPointer { detent_value_set_doubles(value, $0.baseAddress, gsize($0.count)) }
    }
}

@MainActor private func getTicks(_ o: UnsafeMutableRawPointer) -> [(value: Double, label: String)] {
    getValue(o, "ticks", detent_type_variant()) { value in
        (0..<detent_value_tick_count(value)).map { index in
            var label: UnsafePointer<CChar>?
            let tick = detent_value_tick(value, index, &label)
            return (tick, label.map { String(cString: $0) } ?? "")
        }
    }
}

@MainActor private func setTicks(_ o: UnsafeMutableRawPointer, _ ticks: [(Double, String)]) {
    setValue(o, "ticks", detent_type_variant()) { value in
        let builder = detent_ticks_builder_new()
        for (tick, label) in ticks { detent_ticks_builder_add(builder, tick, label) }
        detent_value_take_ticks(value, builder)
    }
}
