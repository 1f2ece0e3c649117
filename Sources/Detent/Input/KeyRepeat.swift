import Foundation

/// How a held navigation key repeats for a host whose keyboard repeats nothing by itself (an
/// iPad's hardware keyboard; GTK's platform repeats keys itself): the first repeat
/// ``delay`` seconds after the first clock reading that follows the press, then one every
/// ``interval`` seconds while the key stays down. A reading that comes late takes one repeat, not
/// the ones it missed, so a stalled frame never jumps the value.
enum KeyRepeat {
    /// Seconds from the press to the first repeat: 0.5.
    static let delay = 0.5
    /// Seconds between repeats: 0.05 (20 a second).
    static let interval = 0.05
}

/// A navigation key held down, as the session keeps it.
struct HeldKey: Equatable {
    let command: KeyCommand
    let modifiers: InputModifiers
    /// The clock reading the next repeat is due at; `nil` until the first reading after the press.
    var nextRepeat: Double?
}

extension ControlModel {
    /// A key pressed and held: acts as a key press does, and keeps a navigation key the press used
    /// for ``repeatHeldKey(at:)``. Returns whether the press was used.
    func holdKey(_ command: KeyCommand, modifiers: InputModifiers) -> Bool {
        let used = withModifiers(modifiers) { handle(command) }
        let wasHeld = session.heldKey != nil
        if used, isEnabled, case .navigate = command {
            session.heldKey = HeldKey(command: command, modifiers: modifiers, nextRepeat: nil)
        } else {
            session.heldKey = nil
        }
        // Holding a key starts the clock (`isAnimating`) even where the press changed nothing.
        if wasHeld != (session.heldKey != nil) { changes.notify() }
        return used
    }

    /// The held key is up: its repeats stop. Returns whether a key was held.
    func releaseHeldKey() -> Bool {
        guard session.heldKey != nil else { return false }
        session.heldKey = nil
        changes.notify()
        return true
    }

    /// Repeats the held key when its time has come at `time` (one repeat per reading, with the
    /// key's modifiers and cause `.key`); a control disabled since, or a time that is not finite,
    /// lets the key go.
    func repeatHeldKey(at time: Double) {
        guard var held = session.heldKey else { return }
        guard isEnabled, time.isFinite else {
            session.heldKey = nil
            return
        }
        guard let due = held.nextRepeat else {
            held.nextRepeat = time + KeyRepeat.delay
            session.heldKey = held
            return
        }
        guard time >= due else { return }
        _ = withModifiers(held.modifiers) { handle(held.command) }
        held.nextRepeat = (time < due + KeyRepeat.interval ? due : time) + KeyRepeat.interval
        session.heldKey = held
    }
}
