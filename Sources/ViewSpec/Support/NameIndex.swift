import Foundation

/// Where each name of a list first appears, found by name: an open-addressing table over
/// the names' UTF-8 bytes, whose slots hold positions in the list, where the names are.
///
/// Checks and the layout look a model's fields up by name for every item, condition and
/// table, and a standard dictionary hashed each name with SipHash and compared it as a
/// `String`: about 3% of lint. Names in specs are nearly always ASCII, and two ASCII texts
/// are equal `String`s exactly when their bytes are, so those are hashed and compared as
/// bytes here. Names with any other character go to a standard dictionary, which keeps
/// `String` equality (canonical equivalence) among them. A few such names are
/// canonically equivalent to an ASCII one ("\u{212A}elvin", with the Kelvin sign, is
/// "Kelvin"), so an ASCII name is also looked up in that dictionary, and any other name
/// also in the table by its composed form, which is ASCII exactly when the name is
/// equivalent to an ASCII text.
///
/// The hash is not seeded, so names could be chosen to collide; a name that takes more
/// than `maximumProbes` steps to place sends every name to the dictionary, whose hash is
/// seeded anew in every process, so no spec can make look-ups slow.
///
/// The index reads the names from the list it was made from rather than keeping a copy of
/// their bytes: an editor keeps every model of an open project, and its copies were 1.7 MB
/// of the 1,000-file benchmark project.
struct NameIndex<Names: RandomAccessCollection & Sendable>: Sendable where Names.Element == String, Names.Index == Int {
    private var names: Names
    /// Per slot: 0 when empty, else the position in `names` + 1 of an ASCII name.
    private var slots: [Int32]
    /// The names that are not all ASCII.
    private var others: [String: Int] = [:]

    /// The positions of the names that repeat an earlier name of the list, in list order.
    private(set) var repeatedPositions: [Int] = []

    /// `names` in list order; a name that appears again keeps its first position.
    init(_ names: Names, maximumProbes: Int = NameIndexLimits.defaultMaximumProbes) {
        self.names = names
        var capacity = 8
        while capacity < names.count * 2 { capacity *= 2 }
        slots = [Int32](repeating: 0, count: capacity)
        for (position, name) in zip(0..., names) {
            var utf8Name = name
            let placement = utf8Name.withUTF8 { utf8 -> Placement? in
                guard Self.isASCII(utf8) else { return .beyondASCII }
                return insert(utf8, position: position, maximumProbes: maximumProbes)
            }
            switch placement {
            case .entered?:
                // An earlier name beyond ASCII may be this one, spelt with an equivalent.
                if !others.isEmpty, others[name] != nil { repeatedPositions.append(position) }
            case .present?:
                repeatedPositions.append(position)
            case .beyondASCII?:
                if others[name] != nil || composedPosition(of: name) != nil { repeatedPositions.append(position) }
                if others[name] == nil { others[name] = position }
            case nil:
                self = Self(everyNameIn: names)
                return
            }
        }
    }

    private enum Placement {
        case entered, present, beyondASCII
    }

    /// Whether every name went to the dictionary, the table having been given up.
    var isDictionaryOnly: Bool { slots.isEmpty }

    /// Every name in the dictionary, for lists whose names collide in the table.
    private init(everyNameIn names: Names) {
        self.names = names
        slots = []
        for (position, name) in zip(0..., names) {
            if others[name] == nil { others[name] = position } else { repeatedPositions.append(position) }
        }
    }

    /// The first position of `name` in the list.
    func position(of name: String) -> Int? {
        guard !isDictionaryOnly else { return others[name] }
        var utf8Name = name
        let inTable = utf8Name.withUTF8(Self.isASCII) ? tablePosition(of: name) : composedPosition(of: name)
        guard !others.isEmpty, let inOthers = others[name] else { return inTable }
        return min(inTable ?? inOthers, inOthers)
    }

    /// The position in the table of the ASCII name that `name`, a name beyond ASCII, is
    /// equivalent to, if there is one.
    private func composedPosition(of name: String) -> Int? {
        let composed = name.precomposedStringWithCanonicalMapping
        return composed.utf8.allSatisfy { $0 < 0x80 } ? tablePosition(of: composed) : nil
    }

    /// The position of the ASCII name `name` among the ASCII names.
    private func tablePosition(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { probe(for: $0).position }
    }

    /// Enters an ASCII name, unless it is there already; nil when placing it took more than
    /// `maximumProbes` steps.
    private mutating func insert(_ utf8: UnsafeBufferPointer<UInt8>, position: Int, maximumProbes: Int) -> Placement? {
        let found = probe(for: utf8)
        if found.position != nil { return .present }
        if found.steps > maximumProbes { return nil }
        slots[found.slot] = Int32(position + 1)
        return .entered
    }

    /// The slot holding the ASCII name `utf8` and its position in the list, or the empty
    /// slot where it would go; and how many occupied slots were passed on the way.
    private func probe(for utf8: UnsafeBufferPointer<UInt8>) -> (slot: Int, position: Int?, steps: Int) {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Self.hash(utf8) & mask
            var steps = 0
            while slots[slot] != 0 {
                let position = Int(slots[slot]) - 1
                var stored = names[names.startIndex + position]
                if stored.withUTF8({ utf8.hasSameBytes(as: $0) }) { return (slot, position, steps) }
                steps += 1
                slot = (slot + 1) & mask
            }
            return (slot, nil, steps)
        }
    }

    private static func isASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var high: UInt64 = 0
        ByteHash.forEachWord(of: utf8) { high |= $0 }
        return high & 0x8080_8080_8080_8080 == 0
    }

    private static func hash(_ utf8: UnsafeBufferPointer<UInt8>) -> Int { ByteHash.hash(utf8) }
}

enum NameIndexLimits {
    /// Steps past occupied slots that placing one name may take before every name goes to
    /// the dictionary.
    static let defaultMaximumProbes = 32
}
