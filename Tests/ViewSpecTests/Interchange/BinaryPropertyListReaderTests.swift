import Foundation
import Testing
@testable import ViewSpec

/// Binary property lists made byte by byte, so that every kind of corruption can be made.
struct BinaryPropertyListBuilder {
    var objects: [[UInt8]]
    var top: UInt64 = 0
    var offsetSize: UInt8 = 1
    var referenceSize: UInt8 = 1
    /// Replace what the trailer says.
    var count: UInt64?
    var tableOffset: UInt64?
    /// Replace an object's offset in the table.
    var offsets: [Int: UInt64] = [:]

    init(_ objects: [[UInt8]]) {
        self.objects = objects
    }

    var bytes: [UInt8] {
        var bytes = Array("bplist00".utf8)
        var table: [UInt64] = []
        for object in objects {
            table.append(UInt64(bytes.count))
            bytes += object
        }
        let start = UInt64(bytes.count)
        for (index, offset) in table.enumerated() {
            bytes += Self.bigEndian(offsets[index] ?? offset, size: Int(offsetSize))
        }
        bytes += [0, 0, 0, 0, 0, 0, offsetSize, referenceSize]
        bytes += Self.bigEndian(count ?? UInt64(objects.count), size: 8)
        bytes += Self.bigEndian(top, size: 8)
        bytes += Self.bigEndian(tableOffset ?? start, size: 8)
        return bytes
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    static func ascii(_ text: String) -> [UInt8] { [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) }
}

@Suite struct BinaryPropertyListReaderTests {
    static func read(_ builder: BinaryPropertyListBuilder, limits: InterchangeLimits = .standard) -> InterchangeReadResult<PropertyList> {
        read(builder.bytes, limits: limits)
    }

    static func read(_ bytes: [UInt8], limits: InterchangeLimits = .standard) -> InterchangeReadResult<PropertyList> {
        BinaryPropertyListReader.read(SourceFile(path: "Root.plist", bytes: bytes), limits: limits)
    }

    @Test func readsEveryTypeWithItsOffset() throws {
        // { "k": [true, 300, 1.5, date, data, "é", -1] }
        let builder = BinaryPropertyListBuilder([
            [0xD1, 1, 2],
            BinaryPropertyListBuilder.ascii("k"),
            [0xA7, 3, 4, 5, 6, 7, 8, 9],
            [0x09],
            [0x11, 0x01, 0x2C],
            [0x23] + BinaryPropertyListBuilder.bigEndian(1.5.bitPattern, size: 8),
            [0x33] + BinaryPropertyListBuilder.bigEndian(Double(86_400).bitPattern, size: 8),
            [0x42, 0xDE, 0xAD],
            [0x61, 0x00, 0xE9],
            [0x13] + BinaryPropertyListBuilder.bigEndian(UInt64.max, size: 8),
        ])
        let result = Self.read(builder)
        let list = try #require(result.value?.dictionary?["k"]?.array, "\(result.diagnosticSummary)")
        #expect(list.map(\.content) == [.bool(true), .integer(.signed(300)), .real(1.5), .date(86_400), .data([0xDE, 0xAD]), .string("é"), .integer(.signed(-1))])
        // The integer 300 is the fifth object: after the header, 3 + 2 + 8 + 1 bytes.
        #expect(list[1].span.startOffset == 8 + 3 + 2 + 8 + 1)
        #expect(result.reportSource.bytes.isEmpty, "binary files are reported at 1:1, offsets in the messages")
    }

    @Test func readsLongCountsAndWideReferences() throws {
        let text = String(repeating: "x", count: 300)
        var builder = BinaryPropertyListBuilder([[0x5F, 0x11, 0x01, 0x2C] + Array(text.utf8)])
        builder.offsetSize = 2
        builder.referenceSize = 2
        #expect(Self.read(builder).value?.string == text)
    }

    // MARK: - Hostile input

    @Test func refusesTruncatedFiles() {
        let whole = BinaryPropertyListBuilder([[0xA1, 1], BinaryPropertyListBuilder.ascii("abc")]).bytes
        for length in [0, 5, 8, 20, whole.count - 1] {
            let result = Self.read(Array(whole.prefix(length)))
            #expect(result.value == nil, "length \(length)")
            #expect(result.diagnostics.first?.id == .binaryPropertyListStructure, "length \(length): \(result.diagnosticSummary)")
            // An error at the file's end lies within the file (found by the interchange fuzzer).
            if let span = result.diagnostics.first?.range {
                #expect(span.startOffset <= span.endOffset && span.endOffset <= length, "length \(length): \(span.startOffset)..<\(span.endOffset)")
            }
        }
        expectError(Self.read(Array("bplist00".utf8) + [0x09]), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "truncated")
        expectError(Self.read(Array("bplist15".utf8) + Array(repeating: 0, count: 40)), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "found version '15'")
    }

    @Test func refusesCycles() {
        // An array that holds itself, and two dictionaries that hold each other.
        expectError(Self.read(BinaryPropertyListBuilder([[0xA1, 0]])), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "object 0 inside itself (a cycle)")
        expectError(
            Self.read(BinaryPropertyListBuilder([[0xD1, 2, 1], [0xD1, 2, 0], BinaryPropertyListBuilder.ascii("k")])), .binaryPropertyListStructure, line: 1, column: 1,
            messageContains: "(a cycle)")
    }

    @Test func refusesOutOfRangeOffsetsAndReferences() {
        var pastTable = BinaryPropertyListBuilder([[0x09]])
        pastTable.offsets = [0: 200]
        expectError(Self.read(pastTable), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "expected object 0 between the header and the offset table, found its offset 200")
        expectError(Self.read(BinaryPropertyListBuilder([[0xA1, 7]])), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "found object 7")
        var badTop = BinaryPropertyListBuilder([[0x09]])
        badTop.top = 5
        expectError(Self.read(badTop), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "found object 5")
        var badTable = BinaryPropertyListBuilder([[0x09]])
        badTable.tableOffset = UInt64.max - 3
        expectError(Self.read(badTable), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "offset table")
        var badSizes = BinaryPropertyListBuilder([[0x09]])
        badSizes.offsetSize = 0
        expectError(Self.read(badSizes), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "offset size of 1 to 8")
    }

    @Test func refusesHugeCounts() {
        // An array claiming 2^62 elements, a string claiming 2^40 code units, an object count of 2^60.
        expectError(
            Self.read(BinaryPropertyListBuilder([[0xAF, 0x13] + BinaryPropertyListBuilder.bigEndian(1 << 62, size: 8)])), .binaryPropertyListStructure, line: 1, column: 1,
            messageContains: "fits in the file")
        expectError(
            Self.read(BinaryPropertyListBuilder([[0x6F, 0x13] + BinaryPropertyListBuilder.bigEndian(1 << 40, size: 8)])), .binaryPropertyListStructure, line: 1, column: 1,
            messageContains: "fits in the file")
        var manyObjects = BinaryPropertyListBuilder([[0x09]])
        manyObjects.count = 1 << 60
        expectError(Self.read(manyObjects), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "found a count of 1152921504606846976")
        expectError(Self.read(BinaryPropertyListBuilder([[0xA5, 0, 0]])), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "truncated or corrupt")
    }

    /// Twenty arrays each holding the next one twice stand for 2^20 values in 60 bytes.
    @Test func boundsWhatSharedObjectsExpandTo() {
        var objects: [[UInt8]] = (0..<20).map { index in [0xA2, UInt8(index + 1), UInt8(index + 1)] }
        objects.append([0x09])
        expectError(Self.read(BinaryPropertyListBuilder(objects)), .interchangeLimit, line: 1, column: 1, messageContains: "at most 1000000 values")
        // A string shared many times over is bounded by bytes.
        let text = BinaryPropertyListBuilder.ascii(String(repeating: "y", count: 14))
        let limits = InterchangeLimits(maximumExpandedBytes: 100)
        expectError(Self.read(BinaryPropertyListBuilder([[0xAF, 0x10, 20] + Array(repeating: 1, count: 20), text]), limits: limits), .interchangeLimit, line: 1, column: 1, messageContains: "at most 100 bytes")
        // Deep nesting, each array holding the next.
        let deep = (0..<200).map { index in [0xA1, UInt8(index + 1)] } + [[0x09]]
        var wide = BinaryPropertyListBuilder(deep)
        wide.offsetSize = 2
        expectError(Self.read(wide), .interchangeLimit, line: 1, column: 1, messageContains: "nested at most 128 deep")
    }

    @Test func refusesBadUTF16AndWrongTypes() {
        expectError(Self.read(BinaryPropertyListBuilder([[0x61, 0xD8, 0x00]])), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "low surrogate after the high surrogate")
        expectError(Self.read(BinaryPropertyListBuilder([[0x62, 0xD8, 0x00, 0x00, 0x41]])), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "found 0x0041")
        expectError(Self.read(BinaryPropertyListBuilder([[0x61, 0xDC, 0x00]])), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "without a high surrogate")
        expectError(Self.read(BinaryPropertyListBuilder([[0x51, 0xC3]])), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "expected ASCII")
        expectError(Self.read(BinaryPropertyListBuilder([[0xD1, 1, 1], [0x09]])), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "expected a string as a dictionary key, found a true")
        expectError(Self.read(BinaryPropertyListBuilder([[0x80, 1]])), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "UID")
        expectError(Self.read(BinaryPropertyListBuilder([[0xC1, 0]])), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "a set")
        expectError(Self.read(BinaryPropertyListBuilder([[0x00]])), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "null or fill")
        expectError(Self.read(BinaryPropertyListBuilder([[0x77]])), .binaryPropertyListStructure, line: 1, column: 1, messageContains: "0x77")
    }

    /// Every prefix and every single-byte change of a small valid file gives a value or a
    /// positioned error, never a crash or a hang.
    @Test func survivesEveryTruncationAndByteFlip() {
        let whole = BinaryPropertyListBuilder([
            [0xD2, 1, 2, 3, 4], BinaryPropertyListBuilder.ascii("a"), BinaryPropertyListBuilder.ascii("b"), [0xA2, 4, 4], [0x62, 0xD8, 0x3D, 0xDE, 0x00],
        ]).bytes
        for length in 0...whole.count {
            let result = Self.read(Array(whole.prefix(length)))
            #expect(result.value != nil || result.diagnostics.hasErrors)
        }
        for position in whole.indices {
            for replacement: UInt8 in [0x00, 0x0F, 0x7F, 0xFF] {
                var bytes = whole
                bytes[position] = replacement
                let result = Self.read(bytes)
                #expect(result.value != nil || result.diagnostics.hasErrors)
            }
        }
    }
}
