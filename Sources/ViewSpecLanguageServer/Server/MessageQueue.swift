import Foundation

/// The messages read but not yet handled, filled by the reading thread while the server
/// works: so that a `$/cancelRequest` is seen while the request it cancels still waits,
/// and so that the server knows when nothing waits and the diagnostics can be checked.
final class MessageQueue: @unchecked Sendable {
    enum Item {
        case message(IncomingMessage)
        /// A message that could not be read, to answer with an error.
        case unreadable(IncomingMessage.UnreadableMessage)
        /// Bytes that were no message at all, for the log.
        case malformed(String)
        case endOfInput
    }

    private let condition = NSCondition()
    private var items: [Item] = []
    private var head = 0
    private var cancelled: Set<RequestID> = []

    func append(_ item: Item) {
        condition.lock()
        items.append(item)
        condition.signal()
        condition.unlock()
    }

    /// Marks a waiting request as cancelled; a request already answered or being answered
    /// is left alone, as the protocol allows.
    func cancel(_ id: RequestID) {
        condition.lock()
        defer { condition.unlock() }
        let waiting = items[head...].contains { item in
            if case .message(let message) = item { return message.id == id }
            return false
        }
        if waiting { cancelled.insert(id) }
    }

    var isEmpty: Bool {
        condition.lock()
        defer { condition.unlock() }
        return head == items.count
    }

    /// The next item, waiting for one; and whether the client cancelled it.
    func next() -> (item: Item, isCancelled: Bool) {
        condition.lock()
        defer { condition.unlock() }
        while head == items.count { condition.wait() }
        let item = items[head]
        head += 1
        if head > 1024, head * 2 > items.count {
            items.removeSubrange(0..<head)
            head = 0
        }
        if case .message(let message) = item, let id = message.id, cancelled.remove(id) != nil {
            return (item, true)
        }
        return (item, false)
    }
}
