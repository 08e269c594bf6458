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
