/// The longer texts made from one document, found by their bytes, so that a text written
/// several times in a file (a model's name where it is declared and where its screens and
/// tables name it, a note repeated under several sections) is one string in the spec model
/// rather than one for each place: about 15% of the long texts of the 1,000-file benchmark
/// project, which an editor keeps for as long as the project is open.
///
/// Texts of 15 bytes or fewer are held inside their `String` and never come here. A text is
/// looked up before it is made, so a repeated one costs a hash and a comparison of bytes,
/// not a `String`.
struct TextInterner {
    /// Per slot: 0 when empty, else the position in `texts` + 1.
    private var slots: [Int32] = []
    private var texts: [String] = []
    private var hashes: [Int] = []

    /// Probes past other texts before a text is made without being shared: the hash is not
    /// seeded, and no file may make reading it slow by writing texts that collide. Linear
    /// probing at up to half load makes runs of some length by chance: 1,500 texts inserted
    /// in random orders met runs of up to 28 slots, so a limit of 32 left a text unshared
    /// now and then; 64 leaves room for chance and still bounds a file written to collide.
    static let maximumProbes = 64

    /// The text of the UTF-8 bytes `utf8`: the one made before for the same bytes, if any.
    mutating func text(of utf8: UnsafeBufferPointer<UInt8>) -> String {
        if texts.count * 2 >= slots.count { grow() }
        let hash = ByteHash.hash(utf8)
        let mask = slots.count - 1
        var slot = hash & mask
        for _ in 0..<Self.maximumProbes {
            let entry = Int(slots[slot])
            if entry == 0 {
                let made = String(decoding: utf8, as: UTF8.self)
                texts.append(made)
                hashes.append(hash)
                slots[slot] = Int32(texts.count)
                return made
            }
            if hashes[entry - 1] == hash {
                var stored = texts[entry - 1]
                if stored.withUTF8({ $0.hasSameBytes(as: utf8) }) { return stored }
            }
            slot = (slot + 1) & mask
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Twice the slots (64 to start), the texts placed again by their hashes.
    private mutating func grow() {
        let capacity = max(64, slots.count * 2)
        var slots = [Int32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for (position, hash) in hashes.enumerated() {
            var slot = hash & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(position + 1)
        }
        self.slots = slots
    }
}
