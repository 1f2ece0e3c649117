import CDetentGTK
@_spi(Hosting) import Detent
@testable import DetentGTK
import Foundation
import Testing

/// The host's side of the boundary, in a real GTK (in this process, on Xvfb): the widget repaints
/// after any change to its model, however it was made; the user's own event handler displaces
/// nothing; the model's environment is GTK's. In `WidgetLifetimeTests`'s suite, which starts GTK
/// once and runs its tests one at a time.
extension WidgetLifetimeTests {
    /// Runs GLib until no widget of `widgets` has painted for 0.15 s (so a later paint is the
    /// answer to what the test did, not a frame still on its way).
    func settle(_ widgets: [any ControlWidget]) {
        var counts = widgets.map(\.paintCount)
        var quietSince = Date()
        InProcessGTK.iterate(timeout: 5) {
            let now = widgets.map(\.paintCount)
            if now != counts {
                counts = now
                quietSince = Date()
            }
            return Date().timeIntervalSince(quietSince) > 0.15
        }
    }

    @Test("Setting any model property directly, a style or a property through the widget repaints every widget")
    func modelChangesRepaint() throws {
        try InProcessGTK.start()
        let knob = KnobWidget(), slider = RangeSliderWidget(), wheel = RotaryWheelWidget(), rotatable = RotatableKnobWidget()
        let fader = FaderWidget(), pad = XYPadWidget(), multi = MultiSliderWidget()
        let widgets: [any ControlWidget] = [knob, slider, wheel, rotatable, fader, pad, multi]
        let win = try InProcessGTK.window(showing: widgets).window
        defer { gtk_window_destroy(window(win)) }

        let changes: [(String, any ControlWidget, () -> Void)] = [
            ("knob.model.lineWidth", knob, { knob.model.lineWidth = 9 }),
            ("knob.model.value", knob, { knob.model.value = 0.6 }),
            ("slider.model.lowerValue", slider, { slider.model.lowerValue = 0.5 }),
            ("slider.model.orientation", slider, { slider.model.orientation = .vertical }),
            ("wheel.model.numberOfSections", wheel, { wheel.model.numberOfSections = 3 }),
            ("wheel.model.markerAngle", wheel, { wheel.model.markerAngle = -.pi / 2 }),
            ("rotatable.model.value", rotatable, { rotatable.model.value = 0.7 }),
            ("rotatable.model.sweepAngle", rotatable, { rotatable.model.sweepAngle = .pi }),
            ("fader.model.value", fader, { fader.model.value = 0.4 }),
            ("fader.model.thumbStyle", fader, { fader.model.thumbStyle = .thumbless }),
            ("fader.neutralValue", fader, { fader.neutralValue = 0.5 }),
            ("pad.model.value", pad, { pad.model.value = XYPadValue(x: 0.4, y: 0.9) }),
            ("pad.thumbSize", pad, { pad.thumbSize = 40 }),
            ("multi.model.values", multi, { multi.model.values = [0.1, 0.2, 0.3, 0.4] }),
            ("multi.insertThumb", multi, { _ = multi.model.insertThumb(withValue: 0.9) }),
            ("multi.collision", multi, { multi.collision = .push }),
            // The models' methods, through the widget.
            ("pad.setValue", pad, { pad.setValue(XYPadValue(x: 0.2, y: 0.3), animated: false) }),
            ("multi.setValues", multi, { multi.setValues([0.3, 0.6], animated: false) }),
            ("multi.setValue", multi, { multi.setValue(0.5, forThumb: 0, animated: false) }),
            // Through the widget: the dynamic member sets the model, whose change repaints.
            ("knob.pointerLength", knob, { knob.pointerLength = 20 }),
            ("wheel.sectors", wheel, { wheel.sectors = Array(RotaryWheelSector.defaultSectors.prefix(5)) }),
            ("wheel.centerButtonTitle", wheel, { wheel.centerButtonTitle = "Go" }),
            // The style is the host's own.
            ("knob.tintColor", knob, { knob.tintColor = DrawingColor(red: 1, green: 0, blue: 0) }),
            ("slider.style", slider, { slider.style.curvaceousness = 0 }),
            ("fader.style", fader, { fader.style.curvaceousness = 0 }),
        ]
        for (name, widget, change) in changes {
            settle(widgets)
            let before = widget.paintCount
            change()
            #expect(InProcessGTK.iterate(timeout: 3) { widget.paintCount > before }, "\(name) did not repaint")
        }
        #expect(wheel.sectors.count == 5 && wheel.numberOfSections == 5,
                "the dynamic members are the model's; assigning sectors sets their number")
        #expect(wheel.centerButtonTitle == "Go" && wheel.style.centerButtonTitle == "Go")
        #expect(knob.effectiveTintColor == DrawingColor(red: 1, green: 0, blue: 0))
    }

    @Test("A range slider at its default size asks for its label bands on top, so its thumbs keep 31 points")
    func rangeSliderLabelBandsGrowTheNaturalHeight() throws {
        try InProcessGTK.start()
        let slider = RangeSliderWidget()
        slider.valueLabelSpace = 20
        slider.tickLabelSpace = 14
        let win = try InProcessGTK.window(showing: [slider]).window
        defer { gtk_window_destroy(window(win)) }
        settle([slider])
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(slider.widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        #expect(natural == 65 && minimum == 65, "31 + 20 + 14 points")
        #expect(slider.contentSize == (300, 32), "the size the program gave stays as given")
        #expect(slider.model.bounds.height >= 65)
        #expect(slider.model.sliderBounds.height >= 31)
        #expect(slider.model.thumbFrame(.lower).height >= 31)
    }

    @Test("A multi-thumb slider made with values has a thumb for each, sorted; without values, the model's three")
    func multiSliderMadeWithValues() throws {
        try InProcessGTK.start()
        let stops = MultiSliderWidget(values: [0.9, 0.1, 0.4])
        #expect(stops.model.values == [0.1, 0.4, 0.9])
        #expect(MultiSliderWidget(values: []).model.values == [0.25, 0.5, 0.75], "an empty list is ignored")
        #expect(MultiSliderWidget().model.values == [0.25, 0.5, 0.75])
        let many = MultiSliderWidget(width: 400, height: 40, values: (0..<20).map { Double($0) / 20 })
        #expect(many.model.thumbCount == 16 && many.contentSize == (400, 40))
    }

    @Test("Every widget offers its model's methods: thumbs added and removed, a part adjusted, a value typed, a spin")
    func widgetsOfferTheirModelsMethods() throws {
        try InProcessGTK.start()
        let stops = MultiSliderWidget(values: [0.2, 0.8])
        #expect(stops.insertThumb(withValue: 0.5) == 1)
        #expect(stops.values == [0.2, 0.5, 0.8])
        #expect(stops.removeThumb(at: 0) && stops.values == [0.5, 0.8])
        stops.step = 0.1
        #expect(stops.perform(.increment, onThumb: 1) && stops.values == [0.5, 0.9])
        #expect(stops.valueText(for: 0.5) == "0.5", "written to the step")

        let range = RangeSliderWidget()
        range.setValue(0.3, for: .lower, animated: false)
        #expect(range.value(of: .lower) == 0.3 && range.lowerValue == 0.3)
        range.step = 0.1
        #expect(range.perform(.decrement, on: .upper) && range.upperValue == 0.7)

        let pad = XYPadWidget()
        pad.xStep = 0.25
        #expect(pad.perform(.increment, on: .x) && pad.value.x == 0.25)
        #expect(pad.valueText(for: .x) == "0.25")

        let knob = KnobWidget()
        knob.maximumValue = 10
        #expect(try knob.enterValue("4") && knob.value == 4)
        #expect(throws: ValueEntryError.self) { try knob.enterValue("loud") }
        #expect(knob.setValueFromOutside(2) && knob.value == 2)
        knob.configure { $0.minimumValue = -10; $0.value = -5 }
        #expect(knob.value == -5)
        #expect(knob.pointerAngle(forValue: -10) == knob.startAngle)
        #expect(knob.perform(.end) && knob.value == 10)
        #expect(!knob.setValueFromOutside(3) && knob.value == 10, "held while the burst of keys goes on")

        let wheel = RotaryWheelWidget()
        wheel.sectors = ["A", "B", "C", "D"].map { RotaryWheelSector(title: $0) }
        #expect(wheel.title(ofSector: 2) == "C")
        wheel.spin(toSector: 3, revolutions: 1, duration: 0)
        wheel.model.advance(to: 1)
        #expect(wheel.selectedIndex == 3)
        var generator = RepeatableRandomNumberGenerator(state: 7)
        let chosen = wheel.spinRandomly(using: &generator, duration: 0)
        wheel.model.advance(to: 2)
        #expect(wheel.selectedIndex == chosen)
        var primary: [Int] = []
        wheel.onPrimaryAction = { primary.append($0) }
        #expect(wheel.triggerPrimaryAction() && primary == [chosen])
    }

    @Test("A user's own events.handler displaces none of the widget's callbacks and streams")
    func usersHandlerDisplacesNothing() async throws {
        try InProcessGTK.start()
        let knob = KnobWidget(), slider = RangeSliderWidget(), wheel = RotaryWheelWidget(), rotatable = RotatableKnobWidget()
        defer { for widget in [knob, slider, wheel, rotatable] as [any ControlWidget] { widget.discardIfUnparented() } }

        var handled: [ControlEvent<Double>] = [], seen: [ControlEvent<Double>] = [], values: [Double] = []
        let stream = knob.valueStream()
        knob.onEvent = { seen.append($0) }
        knob.onValueChanged = { values.append($0) }
        knob.model.events.handler = { handled.append($0) }
        knob.model.perform(.increment, cause: .key)
        knob.model.perform(.end, cause: .scroll)
        #expect(values == [0.01, 1])
        #expect(seen == handled && seen.contains(.valueChanged(1)), "widget \(seen), user \(handled)")
        var values2 = stream.makeAsyncIterator()
        #expect(await values2.next() == 0.01)

        var ranges: [ClosedRange<Double>] = []
        slider.onValueChanged = { ranges.append($0) }
        slider.model.events.handler = { _ in }
        slider.model.perform(.home, cause: .key)
        #expect(ranges == [0...0.8])

        var levels: [Double] = []
        rotatable.onValueChanged = { levels.append($0) }
        rotatable.model.events.handler = { _ in }
        rotatable.model.perform(.end, cause: .key)
        #expect(levels == [1])

        var selections: [Int] = [], actions: [Int] = [], userWheel: [ControlEvent<Int>] = []
        wheel.onSelectionChanged = { selections.append($0) }
        wheel.onPrimaryAction = { actions.append($0) }
        wheel.model.events.handler = { userWheel.append($0) }
        wheel.model.perform(.increment, cause: .key)
        wheel.model.triggerPrimaryAction(cause: .key)
        #expect(selections.count == 1 && actions == selections)
        #expect(userWheel.contains(.primaryActionTriggered(wheel.selectedIndex)))
    }

    @Test("The model's environment is GTK's: accent colour, sensitivity, text direction and settings")
    func environmentFollowsGTK() throws {
        try InProcessGTK.start()
        let knob = KnobWidget(), slider = RangeSliderWidget()
        let (win, column) = try InProcessGTK.window(showing: [knob, slider])
        defer { gtk_window_destroy(window(win)) }

        // The tint is the theme's accent colour; an explicit tint wins over it, nil gives it back.
        #expect(knob.model.environment.tintColor == knob.accentColor && knob.accentColor != .systemBlue)
        #expect(knob.effectiveTintColor == knob.accentColor)
        knob.tintColor = DrawingColor(red: 0, green: 1, blue: 0)
        #expect(knob.effectiveTintColor == DrawingColor(red: 0, green: 1, blue: 0))
        knob.tintColor = nil
        #expect(knob.effectiveTintColor == knob.accentColor)

        // Enabled: the widget's sensitivity, its parents' included.
        knob.isEnabled = false
        #expect(!knob.isEnabled && !knob.model.isEnabled && !knob.model.environment.isEnabled)
        knob.isEnabled = true
        #expect(knob.model.isEnabled)
        gtk_widget_set_sensitive(column, 0)
        #expect(!slider.model.isEnabled && slider.isEnabled, "an insensitive parent disables the model, not the widget's own flag")
        gtk_widget_set_sensitive(column, 1)
        #expect(slider.model.isEnabled)

        // Layout direction: GTK's text direction for the widget.
        gtk_widget_set_direction(slider.widget, GTK_TEXT_DIR_RTL)
        #expect(slider.model.layoutDirection == .rightToLeft && slider.model.environment.layoutDirection == .rightToLeft)
        slider.layoutDirection = .leftToRight
        #expect(slider.model.layoutDirection == .leftToRight)
        slider.layoutDirection = .rightToLeft
        #expect(slider.model.layoutDirection == .rightToLeft)
        slider.layoutDirection = nil
        #expect(slider.model.layoutDirection == (gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight))
        // Every widget has a text direction; a knob's environment follows it, though a dial
        // turns the same way in every language.
        knob.layoutDirection = .rightToLeft
        #expect(knob.model.environment.layoutDirection == .rightToLeft && knob.layoutDirection == .rightToLeft)
        knob.layoutDirection = nil

        // Reset: the model's default, as the program sets it, on any widget.
        #expect(!slider.reset(animated: false), "no default yet")
        slider.defaultValues = 0.3...0.6
        #expect(slider.reset(animated: false) && slider.model.values == 0.3...0.6)

        // Settings: no animations (reduce motion: animated changes jump), text scale, dark.
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
        detent_object_set_boolean(settings, "gtk-enable-animations", 0)
        #expect(knob.model.environment.reducesMotion)
        knob.setValue(1, animated: true)
        #expect(!knob.isTicking && knob.model.presentationValue == 1, "reduce motion jumps")
        detent_object_set_boolean(settings, "gtk-enable-animations", 1)
        #expect(!knob.model.environment.reducesMotion)
        detent_object_set_int(settings, "gtk-xft-dpi", 2 * 96 * 1024)
        #expect(knob.model.environment.textScale == 2 && slider.model.environment.textScale == 2)
        detent_object_set_int(settings, "gtk-xft-dpi", 96 * 1024)
        #expect(knob.model.environment.textScale == 1)
        detent_object_set_boolean(settings, "gtk-application-prefer-dark-theme", 1)
        #expect(knob.model.environment.appearance == .dark)
        detent_object_set_boolean(settings, "gtk-application-prefer-dark-theme", 0)
        #expect(knob.model.environment.appearance == .light)
    }

    @Test("Outside a scrolled window a widget takes the wheel when focused or rested on, not when the pointer has just arrived")
    func standaloneWidgetScrolls() throws {
        try InProcessGTK.start()
        let knob = KnobWidget(size: 120)
        let (win, _) = try InProcessGTK.window(showing: [knob])
        defer { gtk_window_destroy(window(win)) }
        gtk_window_set_focus(window(win), nil)
        var causes: [EventCause] = []
        let token = knob.model.events.observe { _, cause in causes.append(cause) }
        defer { withExtendedLifetime(token) {} }

        // The knob's centre on the screen: the window's surface sits at the screen's origin.
        var bounds = graphene_rect_t()
        #expect(gtk_widget_compute_bounds(knob.widget, win, &bounds) != 0)
        var dx = 0.0, dy = 0.0
        gtk_native_get_surface_transform(OpaquePointer(win), &dx, &dy)
        let x = Int(Double(bounds.origin.x) + dx + 60), y = Int(Double(bounds.origin.y) + dy + 60)
        let rest = String(ScrollRouter().restingDelay + 0.3)

        // Just arrived, unfocused: the notch is not the knob's.
        try InProcessGTK.xdotool(["mousemove", "\(x)", "\(y)", "click", "4"])
        #expect(knob.value == 0 && causes.isEmpty, "value \(knob.value)")
        // Moved a little, then rested on: one increment.
        try InProcessGTK.xdotool(["mousemove", "\(x)", "\(y + 5)", "sleep", rest, "click", "4"])
        #expect(abs(knob.value - 0.01) < 1e-9 && !causes.isEmpty && causes.allSatisfy { $0 == .scroll }, "value \(knob.value)")
        // Focused, with the pointer just arrived after a pause (a new burst): one more.
        gtk_widget_grab_focus(knob.widget)
        try InProcessGTK.xdotool(["sleep", "0.4", "mousemove", "\(x)", "\(y)", "click", "4"])
        #expect(abs(knob.value - 0.02) < 1e-9, "value \(knob.value)")
        // Shift makes a key ten times finer: 0.1 % of the travel.
        try InProcessGTK.xdotool(["key", "shift+Right"])
        #expect(abs(knob.value - 0.021) < 1e-9, "value \(knob.value)")
        try InProcessGTK.xdotool(["key", "Right"])
        #expect(abs(knob.value - 0.031) < 1e-9, "value \(knob.value)")
    }

    @Test("GTK's settings map to the environment: dark and high-contrast themes by name, animations, text scale")
    func settingsMapToTheEnvironment() {
        var settings = PlatformSettings()
        let plain = settings.environment(tint: nil, text: nil, isEnabled: true, layoutDirection: .leftToRight)
        #expect(plain == .standard)
        for (name, dark, contrast) in [("Adwaita", false, false), ("Adwaita-dark", true, false), ("Adwaita:dark", true, false),
                                       ("HighContrast", false, true), ("HighContrastInverse", true, true)] {
            settings.themeName = name
            let environment = settings.environment(tint: nil, text: nil, isEnabled: true, layoutDirection: .leftToRight)
            #expect((environment.appearance == .dark) == dark && environment.isContrastIncreased == contrast, "\(name)")
        }
        settings = PlatformSettings()
        settings.prefersDarkTheme = true
        settings.enablesAnimations = false
        settings.xftDPI = 144 * 1024
        let tint = DrawingColor(red: 0.2, green: 0.4, blue: 0.9)
        let environment = settings.environment(tint: tint, text: nil, isEnabled: false, layoutDirection: .rightToLeft)
        #expect(environment == ControlEnvironment(tintColor: tint, isEnabled: false, layoutDirection: .rightToLeft,
                                                  appearance: .dark, reducesMotion: true, textScale: 1.5))
    }
}
