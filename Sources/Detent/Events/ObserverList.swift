/// Observers kept in the order they subscribed, each under an id its token removes it by: the
/// storage of ``ChangeObservers`` and ``EventEmitter``.
struct ObserverList<Observer> {
    /// The observers, oldest first.
    private(set) var entries: [(id: Int, observer: Observer)] = []
    private var nextID = 0

    /// Adds `observer` last; returns the id that removes it.
    mutating func add(_ observer: Observer) -> Int {
        let id = nextID
        nextID += 1
        entries.append((id, observer))
        return id
    }

    /// Removes the observer added under `id`, if it is still there.
    mutating func remove(id: Int) {
        // Found on a copy and removed by index: no code runs inside an access to the list.
        let list = entries
        guard let index = list.firstIndex(where: { $0.id == id }) else { return }
        entries.remove(at: index)
    }
}
