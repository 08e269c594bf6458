/// SplitMix64: a tiny generator whose sequence depends only on its seed, so the same seed
/// gives the same project on every machine and every Swift version (the standard library's
/// `random(in:using:)` does not promise how it consumes a generator).
struct SeededGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `range`; the tiny modulo bias does not matter for test data.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with the given chance, in percent.
    mutating func chance(_ percent: Int) -> Bool {
        int(in: 0...99) < percent
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }

    /// `count` distinct elements, in the order drawn.
    mutating func sample<Element>(_ elements: [Element], count: Int) -> [Element] {
        var pool = elements
        var drawn: [Element] = []
        for _ in 0..<min(count, pool.count) {
            drawn.append(pool.remove(at: int(in: 0...(pool.count - 1))))
        }
        return drawn
    }
}
