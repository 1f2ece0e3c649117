import Foundation

/// An item of a control's context menu (a secondary click, a long press, the Menu key): what a
/// host lists, in the order of ``ControlModel/contextMenuItems``, with its title in the user's
/// language, and what choosing it does (``ControlModel/choose(_:)``).
@_spi(Hosting) public enum ContextMenuItem: String, Sendable, Hashable, CaseIterable {
    /// "Reset to Default": the default value restored as the user's edit (what a double tap does).
    case resetToDefault
    /// "Enter Value…": the host opens its value entry with ``ControlModel/entryText``.
    case enterValue

    /// The item's title in the language of `locale` (English, German, Japanese; English otherwise).
    public func title(locale: Locale?) -> String {
        switch self {
        case .resetToDefault: AccessibilityString.resetToDefaultMenuItem.text(for: locale)
        case .enterValue: AccessibilityString.enterValueMenuItem.text(for: locale)
        }
    }
}

extension ControlModel {
    /// The items a context menu offers now: "Reset to Default" where a default is set, "Enter
    /// Value…" where the control takes typed values; none while the control is disabled or an edit
    /// that changed something is open (a press that became a drag), and a host then shows no menu.
    @_spi(Hosting) public var contextMenuItems: [ContextMenuItem] {
        guard isEnabled, valueBeforeEdit == nil else { return [] }
        var items: [ContextMenuItem] = []
        if defaultCurrentValue != nil { items.append(.resetToDefault) }
        if typedEntryValue != nil { items.append(.enterValue) }
        return items
    }

    /// Carries out a context menu's "Reset to Default": the default restored, animated, as one
    /// edit caused by `.tap` (as a double tap does). Returns whether the value changed. "Enter
    /// Value…" is the host's to show: it returns `false`.
    @discardableResult
    @_spi(Hosting) public func choose(_ item: ContextMenuItem) -> Bool {
        switch item {
        case .resetToDefault: send(.tap(at: nil, count: 2))
        case .enterValue: false
        }
    }
}
