/// What a position's `character` counts: LSP 3.17 lets client and server agree on UTF-8
/// bytes, UTF-16 code units (the default, and what a client that says nothing means) or
/// Unicode scalars (UTF-32).
enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The encoding to use with a client offering `offered`: UTF-8 where offered (the
    /// compiler's own offsets, no conversion), else UTF-32, else UTF-16, which every
    /// client supports.
    static func negotiate(_ offered: [String]?) -> PositionEncoding {
        let offered = Set(offered ?? [])
        if offered.contains(PositionEncoding.utf8.rawValue) { return .utf8 }
        if offered.contains(PositionEncoding.utf32.rawValue) { return .utf32 }
        return .utf16
    }

    /// The code units of this encoding a scalar whose UTF-8 sequence starts with `leadByte`
    /// takes. A byte that starts no valid sequence stands for U+FFFD, one unit in each.
    func units(ofScalarStartingWith leadByte: UInt8) -> Int {
        switch self {
        case .utf8: return Self.sequenceLength(leadByte)
        case .utf32: return 1
        case .utf16: return leadByte >= 0xF0 && leadByte <= 0xF4 ? 2 : 1
        }
    }

    /// How many bytes the UTF-8 sequence starting with `leadByte` takes; 1 for a byte that
    /// starts none.
    static func sequenceLength(_ leadByte: UInt8) -> Int {
        switch leadByte {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }
}
