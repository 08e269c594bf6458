/// A record's identity in a `RecordStore`, handed out by the store's id sequence.
///
/// Ids start at 1 and only go up: removing records never frees an id, two inserts before a
/// save get different ids, and the sequence is saved with the records, so an id is never
/// handed out twice over the life of a file. Unlike an index, an id stays with
/// its record when records are inserted, removed or moved.
public struct RecordID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: RecordID, rhs: RecordID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}
