/// Observers of one source, called in turn in registration order.
///
/// A change raised while observers are being called is queued and delivered after the
/// current one has reached every observer, so all observers see changes in the same order.
/// An observer added during a delivery first hears the next change; one removed during a
/// delivery is not called again, not even for the change in progress.
final class ObserverList<Change> {
    private struct Entry {
        let id: Int
        /// The object a weak registration belongs to; nil for token registrations.
        let owner: WeakReference?
        /// Calls the observer; returns false when its owner has been freed.
        let deliver: (Change) -> Bool
    }

    private var entries: [Entry] = []
    private var nextID = 0
    private var pending: [Change] = []
    private var isDelivering = false

    /// Registered observers whose owners are still alive.
    var count: Int {
        entries.removeAll { entry in entry.owner.map { $0.object == nil } ?? false }
        return entries.count
    }

    func add(_ handler: @escaping (Change) -> Void) -> ObservationToken {
        let id = append(owner: nil) { change in
            handler(change)
            return true
        }
        return ObservationToken { [weak self] in self?.remove(id: id) }
    }

    func add<Observer: AnyObject>(weakly observer: Observer, _ handler: @escaping (Observer, Change) -> Void) {
        let owner = WeakReference(observer)
        _ = append(owner: owner) { change in
            guard let observer = owner.object as? Observer else { return false }
            handler(observer, change)
            return true
        }
    }

    func remove(owner: AnyObject) {
        entries.removeAll { $0.owner?.object === owner }
    }

    func notify(_ change: Change) {
        pending.append(change)
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !pending.isEmpty {
            let change = pending.removeFirst()
            for id in entries.map(\.id) {
                guard let entry = entries.first(where: { $0.id == id }) else { continue }
                if !entry.deliver(change) { remove(id: id) }
            }
        }
    }

    // MARK: - Private

    private func append(owner: WeakReference?, deliver: @escaping (Change) -> Bool) -> Int {
        let id = nextID
        nextID += 1
        entries.append(Entry(id: id, owner: owner, deliver: deliver))
        return id
    }

    private func remove(id: Int) {
        entries.removeAll { $0.id == id }
    }
}

/// A weak reference that can sit in an array.
final class WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
