/// A file's length and a hash of its bytes: enough to tell whether a file read again is the
/// text the project read before, without keeping that text.
///
/// The hash is seeded anew in each process, so no file can be written to collide with
/// another on purpose; a chance collision is about one in 2^64.
struct TextFingerprint: Equatable, Sendable {
    let count: Int
    let hash: Int

    init(_ bytes: [UInt8]) {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        count = bytes.count
        hash = hasher.finalize()
    }
}
