/// FNV-1a, 64 bits: a hash that is the same on every machine, every run and every Swift
/// version (unlike `Hasher`, which is seeded per process), for fingerprints and baselines.
/// It identifies findings; it is not meant to resist anyone forging a collision.
public struct StableHash: Sendable {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    public private(set) var value: UInt64 = StableHash.offsetBasis

    public init() {}

    public mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= Self.prime
        }
    }

    /// A field followed by a NUL separator, so that ("ab", "c") and ("a", "bc") differ.
    public mutating func combine(_ field: String) {
        combine(bytes: field.utf8)
        combine(bytes: [0])
    }

    /// Sixteen lowercase hexadecimal digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    public static func hex(_ fields: String...) -> String {
        var hash = StableHash()
        for field in fields { hash.combine(field) }
        return hash.hex
    }
}
