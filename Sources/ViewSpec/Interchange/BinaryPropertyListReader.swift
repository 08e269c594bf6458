/// Reads a binary property list (`bplist00`), the format Xcode may leave in a built
/// Settings.bundle, into `PropertyList` values whose spans are their objects' bytes.
///
/// The file is a table of objects that refer to each other by index, so hostile input can
/// do more than be wrong: refer past the end, refer to itself, claim counts of billions,
/// or share one large object many times over. Every offset, size and count is checked
/// against the file before it is used, in overflow-checked arithmetic; a reference to an
/// object that is being read is a cycle; and the values the file expands to, shared
/// objects counted each time, may not exceed `maximumValueCount`, so the result is
/// bounded by the limits whatever the file says. Nesting is bounded by `maximumDepth`.
///
/// Binary files have no lines: the result's `reportSource` is empty (see
/// `InterchangeReadResult`), so reports place every error and value at the file's start,
/// and an error's message names its byte offset. The spans themselves are byte offsets
/// into the file, which tell values apart.
package struct BinaryPropertyListReader {
    private let bytes: [UInt8]
    private let file: SourceFile
    private let limits: InterchangeLimits
    private var offsetSize = 0
    private var referenceSize = 0
    private var objectCount = 0
    private var offsetTableStart = 0
    /// Objects being read, from the top one down: a reference to one of them is a cycle.
    private var reading: Set<Int> = []
    private var valueCount = 0
    private var expandedBytes = 0

    /// The magic number and version every binary property list starts with.
    package static let magic = Array("bplist00".utf8)
    private static let trailerSize = 32

    private init(file: SourceFile, limits: InterchangeLimits) {
        self.file = file
        self.bytes = file.bytes
        self.limits = limits
    }

    package static func isBinaryPropertyList(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist".utf8))
    }

    package static func read(_ file: SourceFile, limits: InterchangeLimits = .standard) -> InterchangeReadResult<PropertyList> {
        let reportSource = SourceFile(path: file.path, bytes: [])
        do {
            var reader = BinaryPropertyListReader(file: file, limits: limits)
            let top = try reader.readTrailer()
            let value = try reader.readObject(top, depth: 0)
            return InterchangeReadResult(value: value, diagnostics: [], reportSource: reportSource)
        } catch {
            return InterchangeReadResult(value: nil, diagnostics: [error.diagnostic], reportSource: reportSource)
        }
    }

    // MARK: - Structure

    /// Checks the header and trailer and returns the top object's index.
    private mutating func readTrailer() throws(InterchangeFailure) -> Int {
        guard bytes.count <= limits.maximumFileSize else {
            throw InterchangeFailure(.interchangeLimit, "expected a file of at most \(limits.maximumFileSize) bytes, found \(bytes.count) bytes", at: place(0, 0))
        }
        guard bytes.starts(with: Self.magic) else {
            let found = bytes.starts(with: Array("bplist".utf8)) ? "version '\(String(decoding: bytes[6..<min(8, bytes.count)], as: UTF8.self))'" : "other bytes"
            throw failure("expected a binary property list starting 'bplist00', found \(PrintableText.escaped(found))", at: 0)
        }
        guard bytes.count >= Self.magic.count + 1 + Self.trailerSize else {
            throw failure("expected a header, an object and a \(Self.trailerSize)-byte trailer, found a file of \(bytes.count) bytes (truncated)", at: bytes.count)
        }
        let trailer = bytes.count - Self.trailerSize
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize) else { throw failure("expected an offset size of 1 to 8 bytes in the trailer, found \(offsetSize)", at: trailer + 6) }
        guard (1...8).contains(referenceSize) else { throw failure("expected an object reference size of 1 to 8 bytes in the trailer, found \(referenceSize)", at: trailer + 7) }
        let count = bigEndian(at: trailer + 8, size: 8)
        let top = bigEndian(at: trailer + 16, size: 8)
        let tableOffset = bigEndian(at: trailer + 24, size: 8)
        // Each object takes at least one byte after the header, and each has an entry in the table.
        guard count >= 1, count <= UInt64(trailer - Self.magic.count) else {
            throw failure("expected between 1 and \(trailer - Self.magic.count) objects, found a count of \(count)", at: trailer + 8)
        }
        objectCount = Int(count)
        guard top < count else { throw failure("expected the top object to be one of the \(count) objects, found object \(top)", at: trailer + 16) }
        let (tableSize, overflow) = objectCount.multipliedReportingOverflow(by: offsetSize)
        guard tableOffset >= UInt64(Self.magic.count), !overflow, tableOffset <= UInt64(trailer), UInt64(tableSize) <= UInt64(trailer) - tableOffset else {
            throw failure("expected an offset table of \(objectCount) entries between the header and the trailer, found it at offset \(tableOffset)", at: trailer + 24)
        }
        offsetTableStart = Int(tableOffset)
        return Int(top)
    }

    /// The byte offset of object `index`, checked to be inside the object area.
    private func objectOffset(_ index: Int, referredAt: Int) throws(InterchangeFailure) -> Int {
        guard index >= 0, index < objectCount else {
            throw failure("expected a reference to one of the \(objectCount) objects, found object \(index)", at: referredAt)
        }
        let entry = offsetTableStart + index * offsetSize
        let offset = bigEndian(at: entry, size: offsetSize)
        guard offset >= UInt64(Self.magic.count), offset < UInt64(offsetTableStart) else {
            throw failure("expected object \(index) between the header and the offset table, found its offset \(offset)", at: entry)
        }
        return Int(offset)
    }

    // MARK: - Objects

    private mutating func readObject(_ index: Int, depth: Int, referredAt: Int = 0) throws(InterchangeFailure) -> PropertyList {
        let start = try objectOffset(index, referredAt: referredAt)
        guard depth < limits.maximumDepth else {
            throw InterchangeFailure(.interchangeLimit, "expected arrays and dictionaries nested at most \(limits.maximumDepth) deep, found deeper ones at byte offset \(start)", at: place(start, start + 1))
        }
        guard !reading.contains(index) else {
            throw failure("expected objects that do not contain themselves, found object \(index) inside itself (a cycle)", at: start)
        }
        valueCount += 1
        guard valueCount <= limits.maximumValueCount else {
            throw InterchangeFailure(.interchangeLimit, "expected at most \(limits.maximumValueCount) values, shared objects counted each time they are used, found more at byte offset \(start)", at: place(start, start + 1))
        }
        let marker = bytes[start]
        let kind = marker >> 4
        let info = Int(marker & 0x0F)
        switch kind {
        case 0x0:
            switch marker {
            case 0x08: return PropertyList(.bool(false), at: place(start, start + 1))
            case 0x09: return PropertyList(.bool(true), at: place(start, start + 1))
            default: throw failure("expected a value, found the marker 0x\(String(marker, radix: 16).zeroPadded(to: 2)) (null or fill), which property lists do not hold as values", at: start)
            }
        case 0x1:
            guard info <= 4 else { throw failure("expected an integer of 1, 2, 4, 8 or 16 bytes, found a size code of \(info)", at: start) }
            let size = 1 << info
            try need(size, after: start)
            return PropertyList(.integer(try integer(at: start + 1, size: size)), at: place(start, start + 1 + size))
        case 0x2:
            guard info == 2 || info == 3 else { throw failure("expected a real of 4 or 8 bytes, found a size code of \(info)", at: start) }
            let size = 1 << info
            try need(size, after: start)
            let bits = bigEndian(at: start + 1, size: size)
            let value = size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits)
            return PropertyList(.real(value), at: place(start, start + 1 + size))
        case 0x3:
            guard marker == 0x33 else { throw failure("expected a date (marker 0x33), found the marker 0x\(String(marker, radix: 16))", at: start) }
            try need(8, after: start)
            return PropertyList(.date(Double(bitPattern: bigEndian(at: start + 1, size: 8))), at: place(start, start + 9))
        case 0x4:
            let (count, contentStart) = try length(info, at: start)
            try need(count, from: contentStart, of: start)
            try expand(count, at: start)
            return PropertyList(.data(Array(bytes[contentStart..<(contentStart + count)])), at: place(start, contentStart + count))
        case 0x5:
            let (count, contentStart) = try length(info, at: start)
            try need(count, from: contentStart, of: start)
            try expand(count, at: start)
            let content = bytes[contentStart..<(contentStart + count)]
            guard content.allSatisfy({ $0 < 0x80 }) else {
                throw failure("expected ASCII in an ASCII string, found a byte above 0x7F", at: content.firstIndex { $0 >= 0x80 } ?? contentStart)
            }
            return PropertyList(.string(String(decoding: content, as: UTF8.self)), at: place(start, contentStart + count))
        case 0x6:
            let (units, contentStart) = try length(info, at: start)
            let (byteCount, overflow) = units.multipliedReportingOverflow(by: 2)
            guard !overflow else { throw failure("expected a UTF-16 string that fits in the file, found a length of \(units) code units", at: start) }
            try need(byteCount, from: contentStart, of: start)
            try expand(byteCount, at: start)
            let text = try utf16String(from: contentStart, units: units)
            return PropertyList(.string(text), at: place(start, contentStart + byteCount))
        case 0x8:
            throw failure("expected a property list value, found a UID (marker 0x8\(String(info, radix: 16))), which only keyed archives hold", at: start)
        case 0xA, 0xC:
            let (count, referencesStart) = try length(info, at: start)
            let (size, overflow) = count.multipliedReportingOverflow(by: referenceSize)
            guard !overflow else { throw failure("expected a collection that fits in the file, found a count of \(count)", at: start) }
            try need(size, from: referencesStart, of: start)
            if kind == 0xC {
                throw failure("expected a property list value, found a set (marker 0xC_), which property lists do not hold", at: start)
            }
            reading.insert(index)
            defer { reading.remove(index) }
            var values: [PropertyList] = []
            values.reserveCapacity(min(count, 4096))
            for position in 0..<count {
                let referenceOffset = referencesStart + position * referenceSize
                let reference = try objectIndex(at: referenceOffset)
                values.append(try readObject(reference, depth: depth + 1, referredAt: referenceOffset))
            }
            return PropertyList(.array(values), at: place(start, referencesStart + size))
        case 0xD:
            let (count, referencesStart) = try length(info, at: start)
            let (pairs, overflow) = count.multipliedReportingOverflow(by: 2 * referenceSize)
            guard !overflow else { throw failure("expected a dictionary that fits in the file, found a count of \(count)", at: start) }
            try need(pairs, from: referencesStart, of: start)
            reading.insert(index)
            defer { reading.remove(index) }
            var dictionary = PropertyListDictionary()
            for position in 0..<count {
                let keyReferenceOffset = referencesStart + position * referenceSize
                let valueReferenceOffset = referencesStart + (count + position) * referenceSize
                let keyObject = try readObject(try objectIndex(at: keyReferenceOffset), depth: depth + 1, referredAt: keyReferenceOffset)
                guard let key = keyObject.string else {
                    throw failure("expected a string as a dictionary key, found a \(keyObject.typeName)", at: keyObject.span.startOffset)
                }
                let value = try readObject(try objectIndex(at: valueReferenceOffset), depth: depth + 1, referredAt: valueReferenceOffset)
                // A binary file is written by a program, from a dictionary: a key given twice is corruption.
                guard dictionary[key] == nil else {
                    throw failure("expected each key once in a dictionary, found '\(PrintableText.escaped(DiagnosticText.shortened(key)))' again", at: keyObject.span.startOffset)
                }
                dictionary.insert(.init(key: key, keySpan: keyObject.span, value: value))
            }
            return PropertyList(.dictionary(dictionary), at: place(start, referencesStart + pairs))
        default:
            throw failure("expected an object marker, found 0x\(String(marker, radix: 16).zeroPadded(to: 2)), which binary property lists do not define", at: start)
        }
    }

    /// Counts `count` more bytes of strings and data in the result: shared objects are
    /// copied each time they are used.
    private mutating func expand(_ count: Int, at start: Int) throws(InterchangeFailure) {
        expandedBytes += count
        guard expandedBytes <= limits.maximumExpandedBytes else {
            throw InterchangeFailure(.interchangeLimit, "expected strings and data of at most \(limits.maximumExpandedBytes) bytes in all, shared objects counted each time they are used, found more at byte offset \(start)", at: place(start, start + 1))
        }
    }

    /// The count of a data, string or collection object: the marker's low four bits, or the
    /// integer object after the marker when they are 0xF. Returns the count and where the
    /// content starts.
    private func length(_ info: Int, at start: Int) throws(InterchangeFailure) -> (Int, Int) {
        guard info == 0x0F else { return (info, start + 1) }
        try need(1, after: start)
        let marker = bytes[start + 1]
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
            throw failure("expected an integer holding the length after the marker, found the marker 0x\(String(marker, radix: 16).zeroPadded(to: 2))", at: start + 1)
        }
        let size = 1 << Int(marker & 0x0F)
        try need(size + 1, after: start)
        let value = bigEndian(at: start + 2, size: size)
        // A count larger than the file is corrupt whatever it counts.
        guard value <= UInt64(bytes.count) else {
            throw failure("expected a length that fits in the file of \(bytes.count) bytes, found \(value)", at: start + 1)
        }
        return (Int(value), start + 2 + size)
    }

    private func objectIndex(at offset: Int) throws(InterchangeFailure) -> Int {
        let value = bigEndian(at: offset, size: referenceSize)
        guard value < UInt64(objectCount) else {
            throw failure("expected a reference to one of the \(objectCount) objects, found object \(value)", at: offset)
        }
        return Int(value)
    }

    private func integer(at offset: Int, size: Int) throws(InterchangeFailure) -> PropertyListInteger {
        switch size {
        // 1, 2 and 4 bytes are unsigned; 8 bytes signed.
        case 1, 2, 4: return .signed(Int64(bigEndian(at: offset, size: size)))
        case 8: return .signed(Int64(bitPattern: bigEndian(at: offset, size: 8)))
        default:
            // 16 bytes: an unsigned 64-bit value in the low half, or a signed 128-bit
            // value that fits in 64 bits.
            let high = bigEndian(at: offset, size: 8)
            let low = bigEndian(at: offset + 8, size: 8)
            if high == 0 { return PropertyListInteger(low) }
            if high == UInt64.max, low >= 1 << 63 { return .signed(Int64(bitPattern: low)) }
            throw failure("expected an integer that fits in 64 bits, found a larger 128-bit one", at: offset - 1)
        }
    }

    private func utf16String(from start: Int, units: Int) throws(InterchangeFailure) -> String {
        var scalars = String.UnicodeScalarView()
        var position = 0
        while position < units {
            let offset = start + 2 * position
            let unit = UInt16(bigEndian(at: offset, size: 2))
            position += 1
            if UTF16.isLeadSurrogate(unit) {
                guard position < units else { throw failure("expected a low surrogate after the high surrogate 0x\(String(unit, radix: 16)), found the end of the string", at: offset) }
                let next = UInt16(bigEndian(at: offset + 2, size: 2))
                guard UTF16.isTrailSurrogate(next) else {
                    throw failure("expected a low surrogate after the high surrogate 0x\(String(unit, radix: 16)), found 0x\(String(next, radix: 16).zeroPadded(to: 4))", at: offset + 2)
                }
                position += 1
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(next) - 0xDC00)
                if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            } else if UTF16.isTrailSurrogate(unit) {
                throw failure("expected UTF-16 text, found the low surrogate 0x\(String(unit, radix: 16)) without a high surrogate before it", at: offset)
            } else if let scalar = Unicode.Scalar(unit) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    // MARK: - Bytes

    /// `count` bytes after the marker at `marker`.
    private func need(_ count: Int, after marker: Int) throws(InterchangeFailure) {
        try need(count, from: marker + 1, of: marker)
    }

    /// `count` bytes from `start`, before the offset table, for the object at `object`.
    private func need(_ count: Int, from start: Int, of object: Int) throws(InterchangeFailure) {
        let (end, overflow) = start.addingReportingOverflow(count)
        guard !overflow, count >= 0, end <= offsetTableStart else {
            throw failure("expected the object at byte offset \(object) to end before the offset table at \(offsetTableStart), found it \(count) bytes long from \(start) (truncated or corrupt)", at: object)
        }
    }

    /// Callers check the bounds first.
    private func bigEndian(at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        return value
    }

    private func place(_ start: Int, _ end: Int) -> SourceSpan {
        file.span(from: start, to: end)
    }

    /// A structure error at byte `offset`, named in the message since the file has no lines;
    /// its span within the file, also where the offset is the file's end.
    private func failure(_ message: String, at offset: Int) -> InterchangeFailure {
        let start = min(max(offset, 0), bytes.count)
        return InterchangeFailure(.binaryPropertyListStructure, "\(message) (byte offset \(offset))", at: place(start, min(start + 1, bytes.count)))
    }
}
