/// A file of one of the native settings formats read, written and read again: what the
/// readers and writers must hold to for any bytes at all, laid open for the fuzz target,
/// which lives in a package of its own and so cannot see the readers themselves.
///
/// The invariants are the caller's to check: that a reading's diagnostics lie in its report
/// source, that what was read and written reads back equal and without error, and that
/// writing what was read back gives the same bytes again.
@_spi(Fuzzing)
public enum InterchangeRoundTrip {
    /// The formats `viewspecc import` reads and `viewspecc build` writes.
    public enum Format: UInt8, CaseIterable, Sendable {
        /// A property list, XML or binary: a Settings.bundle pane.
        case propertyList
        /// A `.strings` table, UTF-8 or UTF-16.
        case stringsTable
        /// An Android `res/values` file: strings, arrays, booleans and integers.
        case androidValues
        /// An Android `res/xml` preference screen.
        case preferenceXML
    }

    /// What one reading gave.
    public struct Reading: Sendable {
        /// The error that stopped the reader, if any, and its warnings.
        public let diagnostics: [Diagnostic]
        /// The text the diagnostics are positioned in.
        public let reportSource: SourceFile
        /// Whether the reader made a value of the file.
        public let hasValue: Bool
    }

    /// The file read, and what became of its value.
    public struct Result: Sendable {
        public let first: Reading
        /// The value written out; nil when nothing was read, or when the writer refused a
        /// value its format cannot hold (XML has no place for most control characters, nor
        /// for a binary property list's date with a fraction of a second).
        public let written: [UInt8]?
        /// `written` read back.
        public let second: Reading?
        /// Whether the second reading's value equals the first's.
        public let readsBackEqual: Bool
        /// The second reading's value written out: equal to `written` when writing is
        /// deterministic and reading loses nothing the writer wrote.
        public let writtenAgain: [UInt8]?
    }

    /// The limits a reading runs under.
    public enum Limits: Sendable {
        /// The readers' own, as `viewspecc import` uses them.
        case standard
        /// Small enough that inputs of a few kilobytes reach them: a depth of 8 and 64
        /// values, 64 KiB expanded.
        case small

        var interchangeLimits: InterchangeLimits {
            switch self {
            case .standard: .standard
            case .small: InterchangeLimits(maximumDepth: 8, maximumValueCount: 64, maximumExpandedBytes: 64 << 10)
            }
        }
    }

    /// Reads `file` as `format`, writes what it read and reads that back.
    public static func run(_ file: SourceFile, as format: Format, limits: Limits = .standard) -> Result {
        let limits = limits.interchangeLimits
        switch format {
        case .propertyList:
            let writer = PropertyListXMLWriter(keyOrder: .asGiven)
            return roundTrip(file, limits: limits, read: PropertyListReader.read) { try? writer.write($0) }
        case .stringsTable:
            return roundTrip(file, limits: limits, read: StringsTableReader.read) { StringsTableWriter(encoding: $0.encoding).write($0) }
        case .androidValues:
            return roundTrip(file, limits: limits, read: AndroidValuesReader.read) { AndroidValuesWriter().write($0) }
        case .preferenceXML:
            return roundTrip(file, limits: limits, read: PreferenceXMLReader.read) { PreferenceXMLWriter().write($0) }
        }
    }

    private static func roundTrip<Value: Equatable>(
        _ file: SourceFile, limits: InterchangeLimits,
        read: (SourceFile, InterchangeLimits) -> InterchangeReadResult<Value>,
        write: (Value) -> [UInt8]?
    ) -> Result {
        let first = read(file, limits)
        let firstReading = Reading(diagnostics: first.diagnostics, reportSource: first.reportSource, hasValue: first.value != nil)
        guard let value = first.value, let written = write(value) else {
            return Result(first: firstReading, written: nil, second: nil, readsBackEqual: false, writtenAgain: nil)
        }
        let second = read(SourceFile(path: file.path, bytes: written), limits)
        let secondReading = Reading(diagnostics: second.diagnostics, reportSource: second.reportSource, hasValue: second.value != nil)
        return Result(
            first: firstReading, written: written, second: secondReading, readsBackEqual: second.value == value,
            writtenAgain: second.value.flatMap(write))
    }
}
