import CDetentGTK
@_spi(Hosting) import Detent
@_spi(CAPI) @testable import DetentGTK
import Foundation
import Testing

/// What a GTK developer sees of the controls: GObject classes with properties that notify once per
/// change, signals with the events' payloads, a GtkAdjustment binding, CSS names and the accent
/// colour from CSS, and a C program using the knob through libDetentGTKC. In `WidgetLifetimeTests`'s
/// suite (GTK started once, tests one at a time).
extension WidgetLifetimeTests {
    // MARK: Properties

    @Test("Properties read and write the model; notify::<name> fires once per change, from g_object_set, the widget and the model")
    func propertiesNotifyOncePerChange() throws {
        let (knob, object, notified) = try recordedWidget(KnobWidget())
        defer { knob.discardIfUnparented() }

        setDouble(object, "value", 0.5)
        #expect(knob.model.value == 0.5 && getDouble(object, "value") == 0.5)
        #expect(notified.take() == ["value"])
        setDouble(object, "value", 0.5)
        #expect(notified.take() == [], "the same value again notifies nothing")

        knob.value = 0.7
        #expect(notified.take() == ["value"], "through the Swift widget")
        knob.model.value = 0.2
        #expect(notified.take() == ["value"], "through the model")
        knob.setValue(0.9, animated: false)
        #expect(notified.take() == ["value"], "through setValue")

        knob.model.maximumValue = 0.5
        #expect(Set(notified.take()) == ["value", "maximum-value"], "a range change that clamps the value notifies both, once each")
        #expect(getDouble(object, "value") == 0.5 && getDouble(object, "maximum-value") == 0.5)
        setDouble(object, "step", 0.1)
        #expect(knob.step == 0.1 && notified.take() == ["step"])
        setBoolean(object, "continuous", false)
        #expect(!knob.isContinuous && notified.take() == ["continuous"])
        knob.lineWidth = 9
        #expect(notified.take() == [], "no property changed")
        setDouble(object, "value", .nan)
        #expect(knob.value == 0.5 && notified.take() == [], "NaN is ignored")

        let slider = RangeSliderWidget(), wheel = RotaryWheelWidget(), rotatable = RotatableKnobWidget()
        defer { for widget in [slider, wheel, rotatable] as [any ControlWidget] { widget.discardIfUnparented() } }
        let sliderObject = try #require(slider.widget).raw
        notified.connectNotify(sliderObject)
        setDouble(sliderObject, "lower-value", 0.3)
        #expect(slider.lowerValue == 0.3 && notified.take() == ["lower-value"])
        slider.setValues(lower: 0.1, upper: 0.6, animated: false)
        #expect(notified.take() == ["lower-value", "upper-value"])
        #expect(getDouble(sliderObject, "upper-value") == 0.6)

        let wheelObject = try #require(wheel.widget).raw
        notified.connectNotify(wheelObject)
        setInt(wheelObject, "selected-index", 3)
        #expect(wheel.selectedIndex == 3 && notified.take() == ["selected-index"])
        wheel.select(5, animated: false)
        #expect(getInt(wheelObject, "selected-index") == 5 && notified.take() == ["selected-index"])
        setInt(wheelObject, "number-of-sections", 4)
        #expect(wheel.numberOfSections == 4 && notified.take().contains("number-of-sections"))
        setString(wheelObject, "center-button-title", "Go")
        #expect(wheel.style.centerButtonTitle == "Go" && getString(wheelObject, "center-button-title") == "Go")
        #expect(notified.take() == ["center-button-title"])
        wheel.style.centerButtonTitle = nil
        #expect(notified.take() == ["center-button-title"] && getString(wheelObject, "center-button-title") == nil)

        let rotatableObject = try #require(rotatable.widget).raw
        notified.connectNotify(rotatableObject)
        rotatable.model.value = 0.25
        #expect(getDouble(rotatableObject, "value") == 0.25 && notified.take() == ["value"])
    }

    @Test("Each control is its own GObject class, a subclass of the drawing area, with its CSS name; g_object_new gives it a Swift host")
    func classesAndCSSNames() throws {
        try InProcessGTK.start()
        let widgets: [(any ControlWidget, String, String)] = [
            (KnobWidget(), "DetentKnob", "knob"), (RangeSliderWidget(), "DetentRangeSlider", "range-slider"),
            (RotaryWheelWidget(), "DetentRotaryWheel", "rotary-wheel"),
            (RotatableKnobWidget(), "DetentRotatableKnob", "rotatable-knob"), (FaderWidget(), "DetentFader", "fader"),
            (XYPadWidget(), "DetentXYPad", "xy-pad"), (MultiSliderWidget(), "DetentMultiSlider", "multi-slider"),
        ]
        for (control, typeName, cssName) in widgets {
            let widget = try #require(control.widget)
            #expect(String(cString: detent_object_type_name(widget.raw)) == typeName)
            #expect(g_type_is_a(detent_object_type(widget.raw), detent_drawing_area_type()) != 0)
            #expect(String(cString: gtk_widget_get_css_name(widget)) == cssName)
            control.discardIfUnparented()
        }
        #expect(KnobWidget.gtype == g_type_from_name("DetentKnob"))

        // Made in C (g_object_new, GtkBuilder): the instance gets its host in `constructed`.
        let made = try #require(g_object_new_with_properties(KnobWidget.gtype, 0, nil, nil))
        setDouble(UnsafeMutableRawPointer(made), "value", 0.4)
        #expect(getDouble(UnsafeMutableRawPointer(made), "value") == 0.4)
        #expect(ControlInstance.isControl(UnsafeMutableRawPointer(made)))
        g_object_ref_sink(UnsafeMutableRawPointer(made))
        g_object_unref(UnsafeMutableRawPointer(made))
    }

    @Test("The fader and the thumb sliders are GtkOrientable; the pad's ranges and steps, precision scrubbing and every control's double-tap interval are properties")
    func orientableSlidersAndSettingsAsProperties() throws {
        try InProcessGTK.start()
        let fader = FaderWidget(), range = RangeSliderWidget(), multi = MultiSliderWidget(), pad = XYPadWidget()
        defer { ([fader, range, multi, pad] as [any ControlWidget]).forEach { $0.discardIfUnparented() } }
        for widget in [fader.widget, range.widget, multi.widget].compactMap({ $0 }) {
            #expect(g_type_is_a(detent_object_type(widget.raw), gtk_orientable_get_type()) != 0)
            gtk_orientable_set_orientation(OpaquePointer(widget.raw), GTK_ORIENTATION_VERTICAL)
            #expect(gtk_orientable_get_orientation(OpaquePointer(widget.raw)) == GTK_ORIENTATION_VERTICAL)
        }
        #expect(fader.model.orientation == .vertical && range.model.orientation == .vertical && multi.model.orientation == .vertical)
        let notified = Recorder()
        notified.connectNotify(try #require(fader.widget).raw)
        fader.model.orientation = .horizontal
        #expect(notified.take() == ["orientation"])
        #expect(gtk_orientable_get_orientation(OpaquePointer(try #require(fader.widget).raw)) == GTK_ORIENTATION_HORIZONTAL)

        let padObject = try #require(pad.widget).raw
        setDouble(padObject, "x-maximum", 20_000)
        setDouble(padObject, "y-minimum", -1)
        setDouble(padObject, "x-step", 10)
        setBoolean(padObject, "precision-scrubbing", true)
        #expect(pad.model.xMaximum == 20_000 && pad.model.yMinimum == -1 && pad.model.xStep == 10 && pad.model.precisionScrubbing)
        #expect(getDouble(padObject, "y-maximum") == 1)
        setDouble(try #require(multi.widget).raw, "double-tap-interval", 0.6)
        #expect(multi.model.doubleTapInterval == 0.6)
        #expect(getDouble(try #require(range.widget).raw, "double-tap-interval") == 0.35)
    }

    // MARK: Signals

    @Test("value-changed, editing-began, editing-ended and activate carry the events' payloads")
    func signalsCarryPayloads() throws {
        try InProcessGTK.start()
        let knob = KnobWidget(), slider = RangeSliderWidget(), wheel = RotaryWheelWidget()
        defer { for widget in [knob, slider, wheel] as [any ControlWidget] { widget.discardIfUnparented() } }
        let heard = Recorder()
        heard.connectSignals(try #require(knob.widget).raw, value: .double)
        heard.connectSignals(try #require(slider.widget).raw, value: .doubles)
        heard.connectSignals(try #require(wheel.widget).raw, value: .int)

        knob.model.bounds = CGRect(x: 0, y: 0, width: 150, height: 150)
        _ = knob.model.beginPointer(at: CGPoint(x: 75, y: 10), time: 0)
        _ = knob.model.movePointer(to: CGPoint(x: 140, y: 75), time: 0.1)
        knob.model.endPointer(at: CGPoint(x: 140, y: 75), time: 0.2)
        let drag = heard.take()
        #expect(drag.first == "editing-began" && drag.last == "editing-ended", "\(drag)")
        #expect(drag.contains("value-changed \(format(knob.value))"), "\(drag), value \(knob.value)")

        knob.value = 0.3
        #expect(heard.take() == [], "programmatic changes emit no value-changed")

        slider.model.perform(.increment, cause: .key)
        #expect(heard.take().contains("value-changed \(format(slider.lowerValue)) \(format(slider.upperValue))"))

        wheel.model.perform(.increment, cause: .key)
        #expect(heard.take().contains("value-changed \(wheel.selectedIndex)"))
        _ = wheel.host.keyPressed(guint(GDK_KEY_Return), modifiers: GdkModifierType(rawValue: 0))
        #expect(heard.take().contains("activate \(wheel.selectedIndex)"))

        // A user adjustment through the C library's entry point is a user change too.
        #expect(ControlInstance.perform(.end, on: knob.widget?.raw))
        #expect(heard.take().contains("value-changed 1.00"))
        #expect(!ControlInstance.perform(AdjustmentAction.end, on: nil))
    }

    // MARK: GtkAdjustment

    @Test("A knob bound to a GtkAdjustment takes its range, step and value, and each follows the other; a GtkScale can share it")
    func adjustmentBindsBothWays() throws {
        let (knob, _, notified) = try recordedWidget(KnobWidget())
        defer { knob.discardIfUnparented() }
        let adjustment = try ownedAdjustment(value: 12, in: 10...20, step: 2, page: 5)
        defer { g_object_unref(UnsafeMutableRawPointer(adjustment)) }

        knob.adjustment = adjustment
        #expect(knob.minimumValue == 10 && knob.maximumValue == 20 && knob.step == 2 && knob.value == 12)
        #expect(Set(notified.take()) == ["value", "minimum-value", "maximum-value", "step", "adjustment"])
        #expect(knob.adjustment == adjustment)

        gtk_adjustment_set_value(adjustment, 16)
        #expect(knob.value == 16 && notified.take() == ["value"])
        knob.model.value = 18
        #expect(gtk_adjustment_get_value(adjustment) == 18)
        knob.model.maximumValue = 30
        #expect(gtk_adjustment_get_upper(adjustment) == 30)
        gtk_adjustment_set_lower(adjustment, 0)
        #expect(knob.minimumValue == 0)

        // A scale on the same adjustment moves the knob, and the knob's user moves the scale.
        let scale = try #require(gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, adjustment))
        g_object_ref_sink(UnsafeMutableRawPointer(scale))
        defer { g_object_unref(UnsafeMutableRawPointer(scale)) }
        let range: UnsafeMutablePointer<GtkRange> = cast(UnsafeMutableRawPointer(scale))
        gtk_range_set_value(range, 24)
        #expect(knob.value == 24)
        knob.model.perform(.increment, cause: .key)
        #expect(gtk_range_get_value(range) == 26)

        knob.adjustment = nil
        knob.model.value = 4
        #expect(gtk_range_get_value(range) == 26, "unbound, they go their own ways")

        // The rotatable knob's normalised value is the adjustment value's place in its range.
        let rotatable = RotatableKnobWidget()
        defer { rotatable.discardIfUnparented() }
        let other = try #require(gtk_adjustment_new(50, 0, 200, 10, 40, 0))
        rotatable.adjustment = other
        #expect(rotatable.value == 0.25 && rotatable.step == 0.05)
        rotatable.model.value = 0.5
        #expect(gtk_adjustment_get_value(other) == 100)
        gtk_adjustment_set_value(other, 200)
        #expect(rotatable.value == 1)

        // A fader takes the adjustment's range, step and value, as the knob does; a step
        // increment of 0 is continuous.
        let fader = FaderWidget()
        defer { fader.discardIfUnparented() }
        let level = try ownedAdjustment(value: -6, in: -60...12, step: 0, page: 6)
        defer { g_object_unref(UnsafeMutableRawPointer(level)) }
        fader.adjustment = level
        #expect(fader.minimumValue == -60 && fader.maximumValue == 12 && fader.step == 0 && fader.value == -6)
        fader.model.perform(.end, cause: .key)
        #expect(gtk_adjustment_get_value(level) == 12)

        // The range slider has two values and ignores an adjustment.
        let slider = RangeSliderWidget()
        defer { slider.discardIfUnparented() }
        slider.host.bindAdjustment(adjustment)
        #expect(slider.host.adjustment == nil)
    }

    @Test("A wheel bound to a GtkAdjustment selects its rounded value; the adjustment takes 0…last index, step 1, and follows the selection")
    func wheelAdjustmentFollowsSelection() throws {
        let (wheel, _, notified) = try recordedWidget(RotaryWheelWidget(sectors: ["A", "B", "C", "D", "E", "F"].map { RotaryWheelSector(title: $0) }))
        defer { wheel.discardIfUnparented() }
        let adjustment = try ownedAdjustment(value: 2.4, in: 0...100, step: 7, page: 10)
        defer { g_object_unref(UnsafeMutableRawPointer(adjustment)) }

        wheel.adjustment = adjustment
        #expect(wheel.selectedIndex == 2)
        #expect(Set(notified.take()) == ["selected-index", "adjustment"])
        #expect(gtk_adjustment_get_lower(adjustment) == 0 && gtk_adjustment_get_upper(adjustment) == 5)
        #expect(gtk_adjustment_get_value(adjustment) == 2 && gtk_adjustment_get_step_increment(adjustment) == 1)

        gtk_adjustment_set_value(adjustment, 4)
        #expect(wheel.selectedIndex == 4 && notified.take() == ["selected-index"])
        wheel.model.select(1, animated: false)
        #expect(gtk_adjustment_get_value(adjustment) == 1)
        wheel.numberOfSections = 3
        #expect(gtk_adjustment_get_upper(adjustment) == 2)

        // A spin button on the same adjustment chooses the sector.
        let spin = try #require(gtk_spin_button_new(adjustment, 1, 0))
        g_object_ref_sink(UnsafeMutableRawPointer(spin))
        defer { g_object_unref(UnsafeMutableRawPointer(spin)) }
        gtk_spin_button_set_value(OpaquePointer(spin), 2)
        #expect(wheel.selectedIndex == 2)
        wheel.model.perform(.decrement, cause: .key)
        #expect(gtk_spin_button_get_value(OpaquePointer(spin)) == Double(wheel.selectedIndex))

        // Through GObject, as a C program or a GtkBuilder file binds it.
        let object = try #require(wheel.widget).raw
        #expect(getValue(object, "adjustment", detent_type_adjustment()) { g_value_get_object($0) } == UnsafeMutableRawPointer(adjustment))

        let selected = wheel.selectedIndex
        wheel.adjustment = nil
        gtk_adjustment_set_value(adjustment, selected == 0 ? 2 : 0)
        #expect(wheel.adjustment == nil && wheel.selectedIndex == selected, "unbound, they go their own ways")
    }

    // MARK: CSS

    @Test("The accent colour a style provider defines for one knob tints it; the knob's own tintColor still wins")
    func cssAccentColourTints() throws {
        try InProcessGTK.start()
        let knob = KnobWidget(), plain = KnobWidget()
        let win = try InProcessGTK.window(showing: [knob, plain]).window
        defer { gtk_window_destroy(window(win)) }
        let orange = try #require(DrawingColor(hex: "#ff8800"))

        let provider = try #require(gtk_css_provider_new())
        gtk_css_provider_load_from_data(provider, "@define-color accent_bg_color #ff8800;", -1)
        detent_widget_add_style_provider(knob.widget, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
        let before = knob.paintCount
        knob.queueDraw()
        #expect(InProcessGTK.iterate(timeout: 3) { knob.paintCount > before })
        // GdkRGBA holds floats: the same colour to 1/255.
        #expect(knob.model.environment.tintColor?.hexString == orange.hexString)
        #expect(knob.effectiveTintColor.hexString == "#ff8800" && knob.accentColor.hexString == "#ff8800")
        #expect(plain.effectiveTintColor.hexString != "#ff8800", "the provider is the one knob's")
        let drawn = knob.model.drawing(style: knob.style)
        #expect("\(drawn)".contains("\(knob.accentColor)"), "the drawing uses the accent colour")

        knob.tintColor = DrawingColor(red: 0, green: 0.5, blue: 0)
        #expect(knob.effectiveTintColor == DrawingColor(red: 0, green: 0.5, blue: 0))
    }

    @Test("A CSS rule's `color` colours a range slider's value labels (selected by name and class); the accent colour fills the wheel's sectors")
    func cssColourAndAccentReachEveryControl() throws {
        try InProcessGTK.start()
        let slider = RangeSliderWidget(), plain = RangeSliderWidget(), wheel = RotaryWheelWidget()
        slider.valueLabelSpace = 20
        let win = try InProcessGTK.window(showing: [slider, plain, wheel]).window
        defer { gtk_window_destroy(window(win)) }

        let provider = try #require(gtk_css_provider_new())
        defer { g_object_unref(UnsafeMutableRawPointer(provider)) }
        gtk_css_provider_load_from_data(provider, "range-slider.loud { color: #c01c28; }", -1)
        let display = gtk_widget_get_display(slider.widget)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        defer { gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider)) }
        gtk_widget_add_css_class(slider.widget, "loud")
        for widget in [slider, plain] as [any ControlWidget] { widget.queueDraw() }
        let painted = slider.paintCount
        #expect(InProcessGTK.iterate(timeout: 3) { slider.paintCount > painted })
        #expect(slider.model.environment.textColor?.hexString == "#c01c28")
        let labels = try #require(slider.model.drawing(style: slider.style)["valueLabels"])
        #expect(labels.items.contains { if case .text(let t) = $0 { t.color.hexString == "#c01c28" } else { false } })
        #expect(plain.model.environment.textColor?.hexString != "#c01c28", "the rule selects one slider by its class")

        let accent = try #require(gtk_css_provider_new())
        defer { g_object_unref(UnsafeMutableRawPointer(accent)) }
        gtk_css_provider_load_from_data(accent, "@define-color accent_bg_color #26a269;", -1)
        detent_widget_add_style_provider(wheel.widget, OpaquePointer(accent), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        let before = wheel.paintCount
        wheel.queueDraw()
        #expect(InProcessGTK.iterate(timeout: 3) { wheel.paintCount > before })
        #expect(wheel.accentColor.hexString == "#26a269")
        let sectors = wheel.style.resolved(in: wheel.model.environment).sectorColors
        #expect(sectors != RotaryWheelStyle().sectorColors && sectors.allSatisfy { $0.green > $0.red && $0.green > $0.blue },
                "green sectors from the green accent")
    }

    // MARK: Colours

    @Test("DrawingColor and GdkRGBA convert both ways; out-of-range and NaN components clamp")
    func gdkRGBARoundTrip() {
        let color = DrawingColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        let rgba = color.gdkRGBA
        #expect(rgba.red == 1 && rgba.green == 0.5 && rgba.blue == 0.25 && rgba.alpha == 0.75)
        #expect(DrawingColor(rgba) == color)
        #expect(DrawingColor(GdkRGBA(red: 2, green: -1, blue: .nan, alpha: 1)) == DrawingColor(red: 1, green: 0, blue: 0))
        var parsed = GdkRGBA()
        #expect(gdk_rgba_parse(&parsed, "#ff8800") != 0)
        #expect(DrawingColor(parsed).hexString == "#ff8800")
    }

    // MARK: C

    // Not under a sanitizer: a plain C program cannot link the instrumented library; the test
    // command runs it in its normal phase.
    @Test("A C program binds a knob to a GtkScale's adjustment, hears value-changed and notify::value, reads properties with g_object_get; calls from another thread are refused, not fatal",
          .enabled(if: ProcessInfo.processInfo.environment["DETENT_SANITIZER"] == nil))
    func cProgramUsesTheKnob() throws {
        try InProcessGTK.start()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let library = try #require(Tools.builtLibrary("libDetentGTKC.so"), "libDetentGTKC.so is not built (swift build)")
        let libraryDir = (library as NSString).deletingLastPathComponent
        let program = FileManager.default.temporaryDirectory.appendingPathComponent("detent-knob-with-scale-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: program) }
        let flags = try run("/usr/bin/pkg-config", ["--cflags", "--libs", "gtk4"])
            .split(whereSeparator: \.isWhitespace).map(String.init)
        let compile = try execute("/usr/bin/env", ["cc", root.appendingPathComponent("Tests/DetentGTKTests/CProgram/knob-with-scale.c").path,
                                                    "-I", root.appendingPathComponent("Sources/DetentGTKC/include").path]
                                      + flags + ["-L", libraryDir, "-lDetentGTKC", "-Wl,-rpath," + libraryDir, "-o", program],
                                  mergingErrors: true)
        try #require(compile.status == 0, "cc failed: \(compile.output)")

        // Environment inherited: the in-process display. Its standard error (GTK's warnings, the
        // refusals off GTK's thread) in order among its lines.
        let result = try execute(program, [], mergingErrors: true)
        let lines = result.output.split(separator: "\n").map(String.init).filter { !$0.contains("Gtk-WARNING") && !$0.isEmpty }
        #expect(result.status == 0, "\(result.output)")
        let expected = [
            "type DetentKnob css knob",
            "range 0 100 step 5 value 0.00",
            "-- scale to 40", "notify::value 40.00", "knob value 40.00",
            "-- knob increment", "editing-began", "value-changed 45.00", "notify::value 45.00", "scale value 45.00",
            "-- g_object_set value 80", "notify::value 80.00", "scale value 80.00",
            "-- g_object_set value 80 again",
            "g_object_new knob value 7.50 maximum 10",
            "-- off GTK's thread",
            "DetentGTKC: detent_knob_new called off GTK's thread; ignored",
            "DetentGTKC: detent_knob_get_type called off GTK's thread; ignored",
            "DetentGTKC: detent_knob_get_adjustment called off GTK's thread; ignored",
            "DetentGTKC: detent_control_adjust called off GTK's thread; ignored",
            "done 0 failures",
        ]
        #expect(lines.filter { !$0.hasPrefix("(") } == expected, "\(result.output)")
    }
}

// MARK: Helpers

/// Two decimals, as the C program and the recorder print values.
private func format(_ value: Double) -> String { String(format: "%.2f", value) }

extension Tools {
    /// A library the build wrote next to this test runner (`.build/debug/` or any `--scratch-path`).
    static func builtLibrary(_ name: String) -> String? {
        var dir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }
}

@MainActor
func getValue<T>(_ object: UnsafeMutableRawPointer, _ name: String, _ type: GType,
                         _ read: (UnsafeMutablePointer<GValue>) -> T) -> T {
    var value = GValue()
    g_value_init(&value, type)
    defer { g_value_unset(&value) }
    g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &value)
    return read(&value)
}

@MainActor
func setValue(_ object: UnsafeMutableRawPointer, _ name: String, _ type: GType,
                      _ write: (UnsafeMutablePointer<GValue>) -> Void) {
    var value = GValue()
    g_value_init(&value, type)
    defer { g_value_unset(&value) }
    write(&value)
    g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &value)
}

/// A new `GtkAdjustment` (page size 0) that the caller owns: sunk, so the caller unrefs it.
@MainActor private func ownedAdjustment(value: Double, in range: ClosedRange<Double>, step: Double,
                                        page: Double) throws -> UnsafeMutablePointer<GtkAdjustment> {
    let adjustment = try #require(gtk_adjustment_new(value, range.lowerBound, range.upperBound, step, page, 0))
    g_object_ref_sink(UnsafeMutableRawPointer(adjustment))
    return adjustment
}

@MainActor func getDouble(_ o: UnsafeMutableRawPointer, _ n: String) -> Double { getValue(o, n, detent_type_double()) { g_value_get_double($0) } }
@MainActor private func getInt(_ o: UnsafeMutableRawPointer, _ n: String) -> Int32 { getValue(o, n, detent_type_int()) { g_value_get_int($0) } }
@MainActor private func getString(_ o: UnsafeMutableRawPointer, _ n: String) -> String? {
    getValue(o, n, detent_type_string()) { g_value_get_string($0).map { String(cString: $0) } }
}
@MainActor private func setDouble(_ o: UnsafeMutableRawPointer, _ n: String, _ v: Double) { setValue(o, n, detent_type_double()) { g_value_set_double($0, v) } }
@MainActor private func setInt(_ o: UnsafeMutableRawPointer, _ n: String, _ v: Int32) { setValue(o, n, detent_type_int()) { g_value_set_int($0, v) } }
@MainActor private func setBoolean(_ o: UnsafeMutableRawPointer, _ n: String, _ v: Bool) { setValue(o, n, detent_type_boolean()) { g_value_set_boolean($0, v ? 1 : 0) } }
@MainActor private func setString(_ o: UnsafeMutableRawPointer, _ n: String, _ v: String?) { setValue(o, n, detent_type_string()) { g_value_set_string($0, v) } }

/// Lines of what GObject told a test: notified property names, and signals with their arguments.
final class Recorder {
    var lines: [String] = []

    /// The lines since the last take.
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }

    // Kept for the process's life, and reachable (so the leak check does not count it): a handler
    // may run while a widget is disposed, after the test ends. Only the GTK tests' main thread
    // touches the list.
    nonisolated(unsafe) private static var kept: [Recorder] = []
    private var data: UnsafeMutableRawPointer {
        if !Recorder.kept.contains(where: { $0 === self }) { Recorder.kept.append(self) }
        return Unmanaged.passUnretained(self).toOpaque()
    }
    static func recorder(_ data: UnsafeMutableRawPointer?) -> Recorder? {
        data.map { Unmanaged<Recorder>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Records the name of every property `object` notifies.
    func connectNotify(_ object: UnsafeMutableRawPointer) {
        connect(object, "notify", gCallback({ _, pspec, data in
            guard let pspec else { return }
            Recorder.recorder(data)?.lines.append(String(cString: g_param_spec_get_name(pspec.assumingMemoryBound(to: GParamSpec.self))))
        } as NotifySignal), data)
    }

    enum ValueArguments { case double, doubles, int }

    /// Records the control's signals: "value-changed <args>", "editing-began", "editing-ended",
    /// and "activate <index>" where there is one.
    func connectSignals(_ object: UnsafeMutableRawPointer, value: ValueArguments) {
        switch value {
        case .double:
            connect(object, "value-changed", gCallback({ _, v, data in
                Recorder.recorder(data)?.lines.append("value-changed \(format(v))")
            } as @convention(c) (UnsafeMutableRawPointer?, Double, UnsafeMutableRawPointer?) -> Void), data)
        case .doubles:
            connect(object, "value-changed", gCallback({ _, a, b, data in
                Recorder.recorder(data)?.lines.append("value-changed \(format(a)) \(format(b))")
            } as @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void), data)
        case .int:
            connect(object, "value-changed", gCallback({ _, i, data in
                Recorder.recorder(data)?.lines.append("value-changed \(i)")
            } as @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void), data)
            connect(object, "activate", gCallback({ _, i, data in
                Recorder.recorder(data)?.lines.append("activate \(i)")
            } as @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void), data)
        }
        connect(object, "editing-began", gCallback({ _, data in Recorder.recorder(data)?.lines.append("editing-began") } as VoidSignal), data)
        connect(object, "editing-ended", gCallback({ _, data in Recorder.recorder(data)?.lines.append("editing-ended") } as VoidSignal), data)
    }
}
