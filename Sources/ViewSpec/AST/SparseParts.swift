/// The parts of a declaration that few declarations write, kept only where written.
///
/// A stored property takes its whole size in every instance, written or not, and an
/// optional one the size of its largest value: an editor keeps every declaration of an
/// open project in memory, so a class of the spec model keeps what most declarations leave
/// out here instead. A declaration that writes none of it holds an empty array, which
/// allocates nothing; one that writes some holds those parts alone. A part is found by
/// looking through the few that are there.
struct SparseParts<Part: Sendable>: Sendable {
    private let parts: [Part]

    /// `parts`, the ones written, in order.
    init(_ parts: [Part]) {
        self.parts = parts
    }

    /// The first part `value` finds a value in; nil when no part holds one.
    @inline(__always)
    func first<Value>(_ value: (Part) -> Value?) -> Value? {
        for part in parts {
            if let found = value(part) { return found }
        }
        return nil
    }
}
