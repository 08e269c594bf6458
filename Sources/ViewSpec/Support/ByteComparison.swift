#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer where Element == UInt8 {
    /// The same bytes, compared lengths first (most texts compared differ in length) and
    /// then with `memcmp`: the generic `elementsEqual` goes byte by byte through iterators,
    /// and keys and words are compared for every entry of every mapping.
    func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let base = baseAddress, let otherBase = other.baseAddress else { return count == 0 }
        return memcmp(base, otherBase, count) == 0
    }
}

/// A fast hash of a few bytes for tables of names and texts made while reading a spec.
///
/// It is not seeded, so texts could be chosen to collide: every table using it gives up
/// after a bounded number of probes (`NameIndex` falls back to a dictionary seeded anew
/// in every process, `TextInterner` makes the text without sharing it).
enum ByteHash {
    /// Eight bytes at a time, each word multiplied in and folded so that the low bits a
    /// table uses depend on all of them.
    static func hash(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        var hash = UInt64(truncatingIfNeeded: utf8.count) &* 0x9E37_79B9_7F4A_7C15
        forEachWord(of: utf8) { word in
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// The bytes as little-endian words of eight, the last padded with zeros.
    @inline(__always)
    static func forEachWord(of utf8: UnsafeBufferPointer<UInt8>, _ body: (UInt64) -> Void) {
        guard let base = utf8.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= utf8.count {
            body(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        guard offset < utf8.count else { return }
        var last: UInt64 = 0
        for shift in 0..<(utf8.count - offset) { last |= UInt64(base[offset + shift]) << (8 * UInt64(shift)) }
        body(last)
    }
}
