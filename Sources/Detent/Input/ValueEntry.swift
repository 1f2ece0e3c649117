import Foundation

// Typed values: the value entry a context menu's "Enter Value…", an accessibility action or a
// digit typed while the control has focus opens. The host shows a text field; the model says what
// it starts with, reads what the user typed and applies it as one edit.

extension ControlModel {
    /// How the value entry writes the value and reads typed text back (see ``ValueFormat``);
    /// default `.number()`, two decimals. Once set, it is also how the value reads out (VoiceOver,
    /// GTK's accessible value, a knob's value label) where no `valueFormatter` is set, so one
    /// format serves both. Text is written and read in the locale of the model's environment (the
    /// user's current locale when it has none). Setting it notifies, unless it is the same format
    /// it already is.
    public var valueFormat: ValueFormat {
        get { session.valueFormat ?? .number() }
        set {
            if valueFormat.isSame(as: newValue) { return }
            session.valueFormat = newValue
            changes.notify()
        }
    }

    /// The text a value entry starts with: the value of the part it sets (the control's, the
    /// focused thumb's, the focused axis's) in ``valueFormat``; `nil` while the control is disabled,
    /// and for a control that takes no typed value (the wheel, which selects sectors).
    public var entryText: String? {
        guard isEnabled, let value = typedEntryValue else { return nil }
        return valueFormat.text(for: value, locale: entryLocale)
    }

    /// Applies `text` the user typed into the value entry (Return): read with ``valueFormat``, then
    /// set on the part ``entryText`` shows, clamped and snapped by the control's rules, animated,
    /// as one edit with the cause `.typedEntry` (its `.editingDidBegin`, `.valueChanged` and
    /// `.editingDidEnd`). Returns whether the value changed (`false`: it already held it, the
    /// control is disabled, or it takes no typed value). Text that is no value changes nothing
    /// and throws a ``ValueEntryError`` saying why (with a message for the user).
    ///
    /// ```swift
    /// let gain = KnobModel()
    /// gain.minimumValue = -60
    /// gain.maximumValue = 6
    /// gain.valueFormat = .decibels(minusInfinityAt: -60)
    /// try gain.enterValue("-12 dB")     // gain.value == -12
    /// ```
    @discardableResult
    public func enterValue(_ text: String) throws -> Bool {
        let value = try valueFormat.value(from: text, locale: entryLocale)
        return send(.typedValue(value))
    }

    /// The text a value entry opened by typing `character` while the control has keyboard focus
    /// starts with: the character itself when it begins a number (a digit, a minus sign, the
    /// locale's decimal separator) and the control takes typed values now; otherwise `nil`, and
    /// the key is not the entry's.
    @_spi(Hosting) public func entryText(startingWith character: Character) -> String? {
        guard entryText != nil else { return nil }
        let separator = entryLocale.decimalSeparator ?? "."
        let begins = character.isASCII && character.isNumber || "-−".contains(character) || String(character) == separator
        return begins ? String(character) : nil
    }

    /// The locale typed values are written and read in.
    private var entryLocale: Locale { environment.locale ?? .current }
}
