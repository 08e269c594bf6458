import Foundation

/// The byte offset at which each line of a text starts, and the line an offset is on. Lines
/// end at LF, CR or CRLF, for the compiler's reports and the language server's positions
/// alike.
package struct LineStarts: Sendable {
    /// `offsets[0] == 0`; one more than the number of line ends.
    package let offsets: [Int]

    package init(of bytes: [UInt8]) {
        offsets = bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            guard let base = buffer.baseAddress else { return starts }
            let count = buffer.count
            starts.reserveCapacity(count / 32 + 1)
            // Files without a carriage return, nearly all of them, are split at each LF by
            // memchr, which looks at many bytes at a time.
            if memchr(base, 0x0D, count) == nil {
                var offset = 0
                while offset < count, let found = memchr(base + offset, 0x0A, count - offset) {
                    offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                    starts.append(offset)
                }
                return starts
            }
            var index = 0
            while index < count {
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
            return starts
        }
    }

    package var count: Int { offsets.count }

    package subscript(line: Int) -> Int { offsets[line] }

    /// The 0-based line holding `offset`: the last line that starts at or before it.
    package func line(containing offset: Int) -> Int {
        var low = 0
        var high = offsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
