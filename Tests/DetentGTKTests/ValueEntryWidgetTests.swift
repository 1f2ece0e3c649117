import CDetentGTK
@_spi(Hosting) import Detent
@testable import DetentGTK
import Foundation
import Testing

/// The value entry and the context menu of a real GTK widget (in this process, on Xvfb): what the
/// popovers show, what Return and the menu's items do, and that the widget disposes of them.
extension WidgetLifetimeTests {
    /// A knob in −60…12 dB written as decibels, in a window; the window is returned to destroy.
    private func gainKnob() throws -> (KnobWidget, UnsafeMutablePointer<GtkWidget>) {
        try InProcessGTK.start()
        let knob = KnobWidget()
        knob.model.environment.locale = Locale(identifier: "en_US")
        knob.model.minimumValue = -60
        knob.model.maximumValue = 12
        knob.model.valueFormat = .decibels(decimals: 1, minusInfinityAt: -60)
        let win = try InProcessGTK.window(showing: [knob]).window
        settle([knob])
        return (knob, win)
    }

    /// Return in `entry`, as its key binding does: the entry's "activate".
    private func pressReturn(in entry: UnsafeMutablePointer<GtkWidget>) {
        detent_signal_emit(UnsafeMutableRawPointer(entry), g_signal_lookup("activate", gtk_entry_get_type()))
    }

    private func text(of entry: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_editable_get_text(gobject(UnsafeMutableRawPointer(entry))))
    }

    @Test("The value entry shows the value in its format; Return applies typed text as one edit, bad text says why")
    func valueEntryAppliesTypedText() throws {
        let (knob, win) = try gainKnob()
        defer { gtk_window_destroy(window(win)) }
        var events: [(ControlEvent<Double>, EventCause)] = []
        let token = knob.model.events.observe { events.append(($0, $1)) }
        defer { _ = token }

        #expect(knob.showValueEntry())
        let entry = try #require(knob.host.valueEntry)
        #expect(text(of: entry.entry) == "0.0 dB")
        #expect(InProcessGTK.iterate(timeout: 5) { gtk_widget_get_visible(entry.popover) != 0 })

        gtk_editable_set_text(gobject(UnsafeMutableRawPointer(entry.entry)), "loud")
        pressReturn(in: entry.entry)
        #expect(knob.model.value == 0 && events.isEmpty, "bad text changes nothing")
        #expect(gtk_widget_get_visible(entry.message) != 0)
        #expect(String(cString: gtk_label_get_text(gobject(UnsafeMutableRawPointer(entry.message)))) == "“loud” is not a number.")
        #expect(gtk_widget_get_visible(entry.popover) != 0, "and the entry stays open")

        gtk_editable_set_text(gobject(UnsafeMutableRawPointer(entry.entry)), "-6 dB")
        pressReturn(in: entry.entry)
        #expect(knob.model.value == -6)
        #expect(events.map(\.0) == [.editingDidBegin, .valueChanged(-6), .editingDidEnd])
        #expect(events.allSatisfy { $0.1 == .typedEntry })
        #expect(InProcessGTK.iterate(timeout: 5) { knob.host.valueEntry == nil }, "Return closes it, and it goes")
    }

    @Test("A digit typed while the knob has focus opens the entry with it; the Menu key opens the context menu")
    func digitsAndTheMenuKey() throws {
        let (knob, win) = try gainKnob()
        defer { gtk_window_destroy(window(win)) }
        #expect(knob.host.keyPressed(guint(GDK_KEY_7), modifiers: GdkModifierType(rawValue: 0)))
        let entry = try #require(knob.host.valueEntry)
        #expect(text(of: entry.entry) == "7")
        pressReturn(in: entry.entry)
        #expect(knob.model.value == 7)
        #expect(!knob.host.keyPressed(guint(GDK_KEY_a), modifiers: GdkModifierType(rawValue: 0)), "a letter is not the entry's")
        #expect(knob.host.keyPressed(guint(GDK_KEY_Menu), modifiers: GdkModifierType(rawValue: 0)))
        #expect(knob.host.contextMenu != nil)
    }

    @Test("The context menu offers what applies, in the user's language; Reset to Default restores the default as an edit")
    func contextMenuResets() throws {
        let (knob, win) = try gainKnob()
        defer { gtk_window_destroy(window(win)) }
        knob.model.value = -20
        #expect(knob.model.contextMenuItems == [.enterValue], "no default: no reset")
        knob.model.defaultValue = 0
        #expect(knob.model.contextMenuItems == [.resetToDefault, .enterValue])
        #expect(ContextMenuItem.enterValue.title(locale: Locale(identifier: "de_DE")) == "Wert eingeben …")
        #expect(knob.showContextMenu())
        let menu = try #require(knob.host.contextMenu)
        #expect(InProcessGTK.iterate(timeout: 5) { gtk_widget_get_visible(menu) != 0 })
        var causes: [EventCause] = []
        let token = knob.model.events.observe { causes.append($1) }
        defer { _ = token }
        #expect(gtk_widget_activate_action_variant(knob.widget, "detent.resetToDefault", nil) != 0)
        #expect(knob.model.value == 0)
        #expect(causes.first == .tap && causes.count >= 3, "one edit, as a double click makes")
        #expect(gtk_widget_activate_action_variant(knob.widget, "detent.enterValue", nil) != 0)
        #expect(knob.host.valueEntry.map { gtk_widget_get_visible($0.popover) != 0 } == true)
    }

    @Test("A wheel or a disabled control shows neither; a widget with popovers goes cleanly")
    func noEntryWhereNoneAppliesAndPopoversGoWithTheWidget() throws {
        try InProcessGTK.start()
        let wheel = RotaryWheelWidget(), knob = KnobWidget()
        let win = try InProcessGTK.window(showing: [wheel, knob]).window
        #expect(!wheel.showValueEntry() && !wheel.showContextMenu())
        knob.isEnabled = false
        #expect(!knob.showValueEntry() && !knob.showContextMenu())
        knob.isEnabled = true
        #expect(knob.showValueEntry() && knob.showContextMenu())
        var destroyed = false
        knob.onDestroy = { destroyed = true }
        gtk_window_destroy(window(win))
        #expect(InProcessGTK.iterate(timeout: 5) { destroyed })
        #expect(knob.host.valueEntry == nil && knob.host.contextMenu == nil && knob.widget == nil)
    }
}
