#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

// Typed values and the context menu. The control's context menu (a long press, an iPad's secondary
// click) lists the items the core offers ("Reset to Default", "Enter Value…", in the user's
// language). "Enter Value…", a digit or minus sign typed on a hardware keyboard while the control
// is first responder, VoiceOver's "Enter Value…" action and `showValueEntry()` present the value
// entry: an alert with a text field and the numbers keyboard, whose Return (the preferred action)
// applies the text through the core (`enterValue(_:)`: one edit, cause `.typedEntry`) and whose
// Escape (the cancel action) changes nothing. Text that is no value presents the entry again with
// the core's message saying why.
extension DetentControl {
    // MARK: The context menu

    /// The context menu for a long press or secondary click: the core's items for the control
    /// now; `nil` (no menu) when none applies (a disabled control, a wheel) or while the user is
    /// dragging the value (the press became a drag).
    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        let model = hostedModel
        // A menu closed with nothing chosen leaves no choice behind for the next one.
        chosenMenuItem = nil
        let items = model.contextMenuItems
        guard !items.isEmpty else { return nil }
        let locale = model.environment.locale
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(children: items.map { item in
                UIAction(title: item.title(locale: locale)) { _ in self?.menuItemChosen(item) }
            })
        }
    }

    /// Notes that the menu is on screen: a choice waits for it to go.
    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                              animator: (any UIContextMenuInteractionAnimating)?) {
        super.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
        isMenuShowing = true
    }

    /// Carries out the item chosen in the context menu once the menu has gone (an alert presented
    /// while it animates away may not get the keyboard).
    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              willEndFor configuration: UIContextMenuConfiguration,
                                              animator: (any UIContextMenuInteractionAnimating)?) {
        super.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
        guard let animator else {
            DispatchQueue.main.async { [weak self] in self?.menuHasGone() }
            return
        }
        animator.addCompletion { [weak self] in self?.menuHasGone() }
    }

    /// An item was chosen: carried out when the menu has gone. UIKit documents no order between
    /// an action's handler and the end of the menu's animation, so whichever comes second does it.
    private func menuItemChosen(_ item: ContextMenuItem) {
        chosenMenuItem = item
        if !isMenuShowing { DispatchQueue.main.async { [weak self] in self?.carryOutChosenMenuItem() } }
    }

    /// The menu has gone: a choice made while it showed is carried out.
    private func menuHasGone() {
        isMenuShowing = false
        carryOutChosenMenuItem()
    }

    /// The item chosen in the context menu, if any, carried out once.
    private func carryOutChosenMenuItem() {
        guard let item = chosenMenuItem else { return }
        chosenMenuItem = nil
        choose(item)
    }

    /// Carries out a context menu item: the entry is the host's to show, a reset the model's.
    private func choose(_ item: ContextMenuItem) {
        switch item {
        case .enterValue: showValueEntry()
        case .resetToDefault: hostedModel.choose(item)
        }
    }

    // MARK: The value entry

    /// How the value entry (``showValueEntry()``) writes the value and reads typed text back;
    /// default `.number()`. See `ControlModel.valueFormat`.
    public var valueFormat: ValueFormat {
        get { hostedModel.valueFormat }
        set { hostedModel.valueFormat = newValue }
    }

    /// Presents the value entry, an alert with a text field holding the value as the model's
    /// `valueFormat` writes it (`ControlModel.entryText`), selected, and the numbers keyboard. Set
    /// (Return on a hardware keyboard) applies what is typed as one edit with cause `.typedEntry`
    /// (`ControlModel.enterValue(_:)`), sending `.editingDidBegin`, `.valueChanged` and
    /// `.editingDidEnd`; Cancel (Escape) changes nothing. Text that is no value presents the entry
    /// again, saying why. The context menu's "Enter Value…", a digit typed on a hardware keyboard
    /// and VoiceOver's "Enter Value…" action present it too.
    ///
    /// It is presented over whatever the view controller presents, and closes by itself when the
    /// control is disabled or leaves its window. Returns whether it was presented: not for a
    /// control that takes no typed value (the wheel), a disabled one, one outside a window or a
    /// view controller's view, or while an alert (another entry) is up.
    @discardableResult
    public func showValueEntry() -> Bool {
        presentValueEntry(text: nil, message: nil)
    }

    /// Presents the entry with `text` (else the model's entry text, selected) and `message` (why
    /// the text typed before is no value).
    @discardableResult
    func presentValueEntry(text: String?, message: String?, part: Int? = nil) -> Bool {
        guard window != nil, hostedModel.entryText != nil, let presenter = topViewController,
              !(presenter is UIAlertController) else { return false }
        if let part { hostedModel.focusAccessibilityPart(at: part) }
        let model = hostedModel
        guard let current = model.entryText else { return false }
        let locale = model.environment.locale
        // The part the value goes to ("Cutoff", "Upper value", the control's name), and why the
        // text typed before is no value.
        let partName = model.focusedAccessibilityElement.label
        let alert = UIAlertController(title: ContextMenuItem.enterValue.title(locale: locale),
                                      message: [partName, message].compactMap { $0 }.joined(separator: "\n"),
                                      preferredStyle: .alert)
        alert.addTextField { field in
            field.text = text ?? current
            // Numbers with a minus sign, a decimal separator and units ("-6 dB", "1.5k").
            field.keyboardType = .numbersAndPunctuation
            field.returnKeyType = .done
            field.autocorrectionType = .no
            field.clearButtonMode = .whileEditing
            field.accessibilityLabel = partName
        }
        alert.addAction(UIAlertAction(title: AccessibilityString.entryCancel.text(for: locale), style: .cancel))
        let apply = UIAlertAction(title: AccessibilityString.entryApply.text(for: locale), style: .default) { [weak self, weak alert] _ in
            guard let self, let typed = alert?.textFields?.first?.text else { return }
            self.applyTypedText(typed)
        }
        alert.addAction(apply)
        alert.preferredAction = apply
        // Selected once shown (UITextField places its caret itself when editing begins), so typing
        // replaces the value; text the user typed (a digit, or text that was no value) is kept
        // with the caret at its end.
        let selectsAll = text == nil || message != nil
        valueEntryAlert = alert
        presenter.present(alert, animated: true) { [weak alert] in
            if selectsAll { alert?.textFields?.first?.selectAll(nil) }
        }
        return true
    }

    /// Closes the value entry, as Cancel does: the control was disabled or left its window, so
    /// nothing typed could apply.
    func closeValueEntry() {
        guard let alert = valueEntryAlert else { return }
        valueEntryAlert = nil
        if alert.presentingViewController != nil, !alert.isBeingDismissed { alert.dismiss(animated: true) }
    }

    /// Applies text typed into the entry (VoiceOver hears the new value); text that is no value
    /// presents the entry again with the core's message, once the alert that was showing has gone.
    private func applyTypedText(_ typed: String) {
        do {
            if try hostedModel.enterValue(typed) { UIAccessibility.post(notification: .detentLayoutChanged, argument: nil) }
        } catch {
            let locale = hostedModel.environment.locale ?? .current
            let message = (error as? ValueEntryError)?.message(locale: locale) ?? error.localizedDescription
            DispatchQueue.main.async { [weak self] in self?.presentValueEntry(text: typed, message: message) }
        }
    }

    /// The view controller to present from: the one whose view holds the control, or what it
    /// presents on top.
    private var topViewController: UIViewController? {
        var responder: UIResponder? = self
        while let next = responder, !(next is UIViewController) { responder = next.next }
        guard var top = responder as? UIViewController else { return nil }
        while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
        return top
    }

    /// The name of VoiceOver's "Enter Value…" action, in the user's language, while the core offers
    /// the value entry; `nil` otherwise.
    var valueEntryActionName: String? {
        let model = hostedModel
        guard model.contextMenuItems.contains(.enterValue) else { return nil }
        return ContextMenuItem.enterValue.title(locale: model.environment.locale)
    }

    /// VoiceOver's "Enter Value…" on part `index` (the part becomes the one a typed value sets),
    /// or on the control itself (`nil`).
    func performValueEntryAction(forPart index: Int?) -> Bool {
        presentValueEntry(text: nil, message: nil, part: index)
    }
}
#endif
