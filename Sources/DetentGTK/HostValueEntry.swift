import CDetentGTK
@_spi(Hosting) import Detent
import Foundation

// Typed values and the context menu: a secondary click, a long press on a touch screen, the Menu
// key or Shift+F10 show a `GtkPopoverMenu` of the items the core offers ("Reset to Default",
// "Enter Value…", in the user's language); "Enter Value…", and a digit typed while the control has
// keyboard focus, show a popover with a `GtkEntry`. Return applies the text through the core
// (`enterValue(_:)`: one edit, cause `.typedEntry`) or shows why it is no value; Escape, or a
// click elsewhere, closes it and changes nothing. The popovers are the widget's children,
// presented by `DetentControlArea` and unparented when it is disposed.

/// The value entry's widgets: the popover, its entry and the line that says why text is no value.
struct ValueEntryPopover {
    let popover: UnsafeMutablePointer<GtkWidget>
    let entry: UnsafeMutablePointer<GtkWidget>
    let message: UnsafeMutablePointer<GtkWidget>
}

/// The name of the widget's action group the context menu's items activate ("detent.enterValue").
private let actionGroupName = "detent"

extension ControlHost {
    /// Adds the secondary click and the touch long press that show the context menu, and the
    /// actions its items activate, one per `ContextMenuItem`.
    func installContextMenu(on area: UnsafeMutablePointer<GtkWidget>, data: UnsafeMutableRawPointer) {
        if let secondary = gtk_gesture_click_new() {
            gtk_gesture_single_set_button(gobject(UnsafeMutableRawPointer(secondary)), guint(GDK_BUTTON_SECONDARY))
            connect(UnsafeMutableRawPointer(secondary), "pressed", gCallback({ _, _, x, y, data in
                withHost(data) { $0.contextMenuRequested(at: CGPoint(x: x, y: y)) }
            } as ClickSignal), data)
            gtk_widget_add_controller(area, secondary)
        }
        if let longPress = gtk_gesture_long_press_new() {
            gtk_gesture_single_set_touch_only(gobject(UnsafeMutableRawPointer(longPress)), 1)
            connect(UnsafeMutableRawPointer(longPress), "pressed", gCallback({ _, x, y, data in
                withHost(data) { $0.contextMenuRequested(at: CGPoint(x: x, y: y)) }
            } as DragSignal), data)
            gtk_widget_add_controller(area, longPress)
        }
        let group = g_simple_action_group_new()!
        for item in ContextMenuItem.allCases {
            let action = g_simple_action_new(item.rawValue, nil)!
            connect(UnsafeMutableRawPointer(action), "activate", gCallback({ action, _, data in
                guard let action, let name = g_action_get_name(gobject(UnsafeMutableRawPointer(action))) else { return }
                let chosen = String(cString: name)
                withHost(data) { $0.contextMenuChose(chosen) }
            } as SequenceSignal), data)
            g_action_map_add_action(gobject(UnsafeMutableRawPointer(group)), gobject(UnsafeMutableRawPointer(action)))
            g_object_unref(UnsafeMutableRawPointer(action))
        }
        gtk_widget_insert_action_group(area, actionGroupName, gobject(UnsafeMutableRawPointer(group)))
        g_object_unref(UnsafeMutableRawPointer(group))
    }

    /// Shows the context menu pointing at `point` (widget coordinates) with the items the core
    /// offers now; nothing when it offers none (a disabled control). Takes keyboard focus, as a
    /// click does. Returns whether a menu is shown.
    @discardableResult
    func contextMenuRequested(at point: CGPoint) -> Bool {
        guard let widget else { return false }
        let items = model.contextMenuItems
        guard !items.isEmpty else { return false }
        if gtk_widget_get_focusable(widget) != 0 { gtk_widget_grab_focus(widget) }
        let menu = g_menu_new()!
        for item in items {
            g_menu_append(menu, item.title(locale: model.environment.locale), "\(actionGroupName).\(item.rawValue)")
        }
        let popover: UnsafeMutablePointer<GtkWidget>
        if let existing = contextMenu {
            popover = existing
            gtk_popover_menu_set_menu_model(gobject(UnsafeMutableRawPointer(existing)), gobject(UnsafeMutableRawPointer(menu)))
        } else {
            popover = gtk_popover_menu_new_from_model(gobject(UnsafeMutableRawPointer(menu)))
            gtk_widget_set_parent(popover, widget)
            gtk_popover_set_has_arrow(gobject(UnsafeMutableRawPointer(popover)), 0)
            contextMenu = popover
        }
        g_object_unref(UnsafeMutableRawPointer(menu))
        aim(popover, at: point)
        gtk_popover_popup(gobject(UnsafeMutableRawPointer(popover)))
        return true
    }

    /// Shows the context menu pointing at the widget's middle (the Menu key, Shift+F10, the
    /// program).
    @discardableResult
    func showContextMenuInTheMiddle() -> Bool {
        guard let widget else { return false }
        return contextMenuRequested(at: CGPoint(x: Double(gtk_widget_get_width(widget)) / 2, y: Double(gtk_widget_get_height(widget)) / 2))
    }

    /// The context menu's item `name` (a `ContextMenuItem`'s raw value) was chosen.
    func contextMenuChose(_ name: String) {
        guard let item = ContextMenuItem(rawValue: name) else { return }
        switch item {
        case .enterValue: showValueEntry(startingWith: nil)
        case .resetToDefault: model.choose(item)
        }
    }

    /// Shows the value entry with `text`, or with the value as ``ControlModel/entryText`` writes it
    /// (selected, so typing replaces it). Returns whether it is shown: not for a control that takes
    /// no typed value (the wheel), a disabled one, or one without a widget.
    @discardableResult
    func showValueEntry(startingWith text: String?) -> Bool {
        guard let widget, let current = model.entryText else { return false }
        let entry = valueEntry ?? makeValueEntry(in: widget)
        valueEntry = entry
        showEntryMessage(nil)
        gtk_editable_set_text(gobject(UnsafeMutableRawPointer(entry.entry)), text ?? current)
        aim(entry.popover, at: CGPoint(x: Double(gtk_widget_get_width(widget)) / 2, y: Double(gtk_widget_get_height(widget)) / 2))
        gtk_popover_popup(gobject(UnsafeMutableRawPointer(entry.popover)))
        gtk_widget_grab_focus(entry.entry)
        if text == nil {
            gtk_editable_select_region(gobject(UnsafeMutableRawPointer(entry.entry)), 0, -1)
        } else {
            gtk_editable_set_position(gobject(UnsafeMutableRawPointer(entry.entry)), -1)
        }
        return true
    }

    /// Return in the entry: the text goes to the model; the popover closes, or says why the text
    /// is no value and stays.
    func valueEntryActivated() {
        guard let entry = valueEntry, let raw = gtk_editable_get_text(gobject(UnsafeMutableRawPointer(entry.entry))) else { return }
        do {
            try model.enterValue(String(cString: raw))
            gtk_popover_popdown(gobject(UnsafeMutableRawPointer(entry.popover)))
        } catch let error as ValueEntryError {
            showEntryMessage(error.message(locale: model.environment.locale ?? .current))
        } catch {
            showEntryMessage(error.localizedDescription)
        }
    }

    /// The entry closed (applied, Escape, a click elsewhere): it goes (its surface and renderer
    /// with it; the next entry is made anew), and focus goes back to the control. The signal's
    /// emission holds the popover until it returns.
    func valueEntryClosed() {
        if let entry = valueEntry {
            valueEntry = nil
            gtk_widget_unparent(entry.popover)
        }
        guard let widget, gtk_widget_get_focusable(widget) != 0 else { return }
        gtk_widget_grab_focus(widget)
    }

    /// The text the entry shows when the key `keyval` opens it: the character, when it begins a
    /// number and the control takes typed values now (``ControlModel/entryText(startingWith:)``).
    func entryText(forKey keyval: guint) -> String? {
        let code = gdk_keyval_to_unicode(keyval)
        guard code != 0, let scalar = Unicode.Scalar(code) else { return nil }
        return model.entryText(startingWith: Character(scalar))
    }

    /// Whether `keyval` with `modifiers` asks for the context menu: the Menu key, or Shift+F10.
    static func asksForContextMenu(_ keyval: guint, modifiers: GdkModifierType) -> Bool {
        let key = Int32(bitPattern: keyval)
        return key == GDK_KEY_Menu || key == GDK_KEY_F10 && modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0
    }

    private func makeValueEntry(in widget: UnsafeMutablePointer<GtkWidget>) -> ValueEntryPopover {
        let popover = gtk_popover_new()!
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        let entry = gtk_entry_new()!
        gtk_entry_set_input_purpose(gobject(UnsafeMutableRawPointer(entry)), GTK_INPUT_PURPOSE_NUMBER)
        gtk_editable_set_width_chars(gobject(UnsafeMutableRawPointer(entry)), 10)
        let message = gtk_label_new(nil)!
        gtk_widget_add_css_class(message, "error")
        gtk_label_set_wrap(gobject(UnsafeMutableRawPointer(message)), 1)
        gtk_label_set_max_width_chars(gobject(UnsafeMutableRawPointer(message)), 24)
        gtk_box_append(gobject(UnsafeMutableRawPointer(box)), entry)
        gtk_box_append(gobject(UnsafeMutableRawPointer(box)), message)
        gtk_popover_set_child(gobject(UnsafeMutableRawPointer(popover)), box)
        gtk_widget_set_parent(popover, widget)
        if let slot = callbackSlot {
            connect(entry.raw, "activate", gCallback({ _, data in
                withHost(data) { $0.valueEntryActivated() }
            } as VoidSignal), slot)
            connect(popover.raw, "closed", gCallback({ _, data in
                withHost(data) { $0.valueEntryClosed() }
            } as VoidSignal), slot)
        }
        return ValueEntryPopover(popover: popover, entry: entry, message: message)
    }

    /// Shows `text` under the entry (and marks the entry as in error), or hides the line.
    private func showEntryMessage(_ text: String?) {
        guard let entry = valueEntry else { return }
        gtk_label_set_text(gobject(UnsafeMutableRawPointer(entry.message)), text ?? "")
        gtk_widget_set_visible(entry.message, text == nil ? 0 : 1)
        if text == nil {
            gtk_widget_remove_css_class(entry.entry, "error")
        } else {
            gtk_widget_add_css_class(entry.entry, "error")
        }
    }

    /// Points `popover` at `point`, widget coordinates.
    private func aim(_ popover: UnsafeMutablePointer<GtkWidget>, at point: CGPoint) {
        var rect = GdkRectangle(x: Int32(point.x.rounded()), y: Int32(point.y.rounded()), width: 1, height: 1)
        gtk_popover_set_pointing_to(gobject(UnsafeMutableRawPointer(popover)), &rect)
    }
}
