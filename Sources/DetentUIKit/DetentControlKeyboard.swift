#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

// A hardware keyboard (iPad): focus and key presses, carried out by the model.
extension DetentControl {
    /// Focusable while enabled, so an iPad's hardware keyboard (with keyboard navigation on) can
    /// reach the control.
    open override var canBecomeFocused: Bool { isEnabled }

    /// `true` while enabled, so the control can take key presses as first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Keys go to the model as the core's `KeyCommand`s, which it carries out (with cause `.key`,
    /// as on GTK): the arrows, Page Up and
    /// Page Down, Home and End adjust the focused or first-responder control (Shift makes them ten
    /// times finer, `InputModifiers.fine`; the model brackets a burst of presses as one edit, and
    /// repeats a held arrow or page key until it is up, `ControlInput.keyHeld`),
    /// Tab and Shift+Tab move between the range slider's thumbs, Return, Enter and Space press the
    /// wheel's centre button. A digit or minus sign opens the value entry with it
    /// (``showValueEntry()``). Presses the model does not use, and every press while the control is
    /// disabled, go to `super`, each in all its phases.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var others = Set<UIPress>()
        for press in presses {
            if isEnabled, let key = press.key, let command = KeyCommand(key) {
                if send(.key(command, key.modifierFlags)) {
                    handledPresses.insert(press)
                    // The model now repeats this key, not one held before it.
                    repeatingPress = press
                    continue
                }
            }
            // A digit or minus sign (no Command, Control or Option) opens the value entry with it.
            if isEnabled, let key = press.key, key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]),
               let character = key.characters.first, let text = hostedModel.entryText(startingWith: character),
               presentValueEntry(text: text, message: nil) {
                handledPresses.insert(press)
                continue
            }
            others.insert(press)
        }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    /// A press the model used is up. The model stops repeating only when it is the press it
    /// repeats: letting go of an arrow held before another leaves the other repeating.
    private func releaseHeldKey(of presses: Set<UIPress>) {
        guard !handledPresses.isDisjoint(with: presses) else { return }
        handledPresses.subtract(presses)
        guard let repeating = repeatingPress, presses.contains(repeating) else { return }
        repeatingPress = nil
        send(.keyReleased)
    }

    /// Lets a held key go when the control stops being first responder (an alert or a text field
    /// took the keyboard): its repeats stop at once rather than when the key comes up.
    open override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned, repeatingPress != nil {
            repeatingPress = nil
            send(.keyReleased)
        }
        return resigned
    }

    /// Passes on the presses ``pressesBegan(_:with:)`` did not use.
    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.subtracting(handledPresses)
        if !others.isEmpty { super.pressesChanged(others, with: event) }
    }

    /// Passes on the presses ``pressesBegan(_:with:)`` did not use.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.subtracting(handledPresses)
        releaseHeldKey(of: presses)
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    /// Passes on the presses ``pressesBegan(_:with:)`` did not use.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.subtracting(handledPresses)
        releaseHeldKey(of: presses)
        if !others.isEmpty { super.pressesCancelled(others, with: event) }
    }
}

extension KeyCommand {
    /// The command a hardware keyboard's key stands for, if any (keypad keys too).
    @MainActor
    init?(_ key: UIKey) {
        switch key.keyCode {
        case .keyboardUpArrow: self = .navigate(.up)
        case .keyboardDownArrow: self = .navigate(.down)
        case .keyboardLeftArrow: self = .navigate(.left)
        case .keyboardRightArrow: self = .navigate(.right)
        case .keyboardPageUp: self = .navigate(.pageUp)
        case .keyboardPageDown: self = .navigate(.pageDown)
        case .keyboardHome: self = .navigate(.home)
        case .keyboardEnd: self = .navigate(.end)
        case .keyboardTab: self = .moveFocus(forward: !key.modifierFlags.contains(.shift))
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar: self = .activate
        default: return nil
        }
    }
}
#endif
