import Foundation

/// The findings a project has accepted for now, so that adopting viewspecc on existing
/// specs does not start with a wall of errors: `--write-baseline` records them, and
/// `--baseline` reports only findings the baseline does not hold.
///
/// A finding matches a recorded one by rule, file and the source text it points at
/// (`FindingContext`), never by line number, so edits elsewhere in a file keep it matched
/// and editing the offending text makes it new. Matching counts: two identical recorded
/// findings excuse two, and a third is new.
///
/// The file is JSON, one finding per line, sorted by file and source text rather than
/// by line, so moving lines does not change it and a review diff shows exactly the
/// findings added or fixed (see docs/reporters.md).
public struct Baseline: Equatable, Sendable {
    public static let formatVersion = 1

    public struct Entry: Hashable, Comparable, Sendable {
        public var rule: String
        public var name: String
        public var file: String
        /// `FindingContext.hash`: what matching compares, with `rule` and `file`.
        public var context: String
        /// The offending line as recorded, for people reading the file.
        public var source: String
        public var message: String

        public init(rule: String, name: String, file: String, context: String, source: String, message: String) {
            self.rule = rule
            self.name = name
            self.file = file
            self.context = context
            self.source = source
            self.message = message
        }

        var key: Key { Key(rule: rule, file: file, context: context) }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.source, lhs.rule, lhs.context, lhs.message, lhs.name) < (rhs.file, rhs.source, rhs.rule, rhs.context, rhs.message, rhs.name)
        }
    }

    struct Key: Hashable {
        var rule: String
        var file: String
        var context: String
    }

    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Sorted.
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// Every finding of `report` that a baseline may hold. A file that could not be read is
    /// never recorded: that is a problem with the run, not with the specs.
    public init(recording report: DiagnosticReport) {
        self.init(entries: report.diagnostics.filter(Self.isBaselinable).map { diagnostic in
            let context = FindingContext(diagnostic, in: report)
            return Entry(
                rule: context.rule, name: diagnostic.id.name, file: context.file, context: context.hash,
                source: context.sourceLine, message: diagnostic.message)
        })
    }

    /// Reads a baseline file; what is not a baseline of this format is refused with the
    /// reason, rather than read as an empty baseline that would hide nothing. Members may
    /// come in any order: the file is data, and people edit it.
    public init(parsing bytes: [UInt8]) throws(Failure) {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(bytes))
        } catch {
            throw Failure(message: "not JSON: \(Self.describe(error))")
        }
        guard let version = file.formatVersion else {
            throw Failure(message: "expected 'formatVersion': \(Self.formatVersion), found none; is this a viewspecc baseline?")
        }
        guard version == Self.formatVersion else {
            throw Failure(message: "expected 'formatVersion': \(Self.formatVersion), found \(version)")
        }
        guard let findings = file.findings else { throw Failure(message: "expected a 'findings' array") }
        var entries: [Entry] = []
        entries.reserveCapacity(findings.count)
        for (index, finding) in findings.enumerated() {
            func field(_ key: File.Finding.Key, required: Bool) throws(Failure) -> String {
                if let value = finding.fields[key] { return value }
                guard !required else { throw Failure(message: "finding \(index + 1): expected a string '\(key.rawValue)'") }
                return ""
            }
            entries.append(Entry(
                rule: try field(.rule, required: true), name: try field(.name, required: false),
                file: try field(.file, required: true), context: try field(.context, required: true),
                source: try field(.source, required: false), message: try field(.message, required: false)))
        }
        self.init(entries: entries)
    }

    public init(parsing text: String) throws(Failure) {
        try self.init(parsing: Array(text.utf8))
    }

    /// Valid JSON with each finding on a line of its own.
    public func serialized() -> String {
        var output = "{\n  \"formatVersion\": \(Self.formatVersion),\n  \"tool\": \"viewspecc\",\n  \"findings\": ["
        for (index, entry) in entries.enumerated() {
            let line: JSONValue = .object([
                ("rule", .string(entry.rule)), ("name", .string(entry.name)), ("file", .string(entry.file)),
                ("context", .string(entry.context)), ("source", .string(entry.source)), ("message", .string(entry.message)),
            ])
            output += (index == 0 ? "\n    " : ",\n    ") + JSONWriter(style: .compact).string(for: line)
        }
        output += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return output
    }

    /// `report` without the findings this baseline holds, with `baselinedCount` saying how
    /// many were left out.
    public func filter(_ report: DiagnosticReport) -> DiagnosticReport {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += 1 }
        var kept: [Diagnostic] = []
        var hidden = 0
        for diagnostic in report.diagnostics {
            if Self.isBaselinable(diagnostic) {
                let context = FindingContext(diagnostic, in: report)
                let key = Key(rule: context.rule, file: context.file, context: context.hash)
                if let count = remaining[key], count > 0 {
                    remaining[key] = count - 1
                    hidden += 1
                    continue
                }
            }
            kept.append(diagnostic)
        }
        var filtered = report
        filtered.diagnostics = kept
        filtered.baselinedCount = report.baselinedCount + hidden
        return filtered
    }

    private static func isBaselinable(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.id != .unreadableFile
    }

    /// What `JSONDecoder` found wrong with text that is not JSON.
    private static func describe(_ error: any Error) -> String {
        guard case DecodingError.dataCorrupted(let context) = error else { return "\(error)" }
        return context.underlyingError.map { ($0 as NSError).localizedDescription } ?? context.debugDescription
    }

    /// The file as written, read leniently: what is missing or of the wrong type is absent
    /// here, for `init(parsing:)` to say which it expected.
    private struct File: Decodable {
        var formatVersion: Int?
        var findings: [Finding]?

        private enum CodingKeys: String, CodingKey {
            case formatVersion, findings
        }

        /// Never throws: `JSONDecoder` has refused text that is not JSON before this, and
        /// any other shape is refused by the caller, with the member it lacks.
        init(from decoder: any Decoder) {
            let container = try? decoder.container(keyedBy: CodingKeys.self)
            formatVersion = try? container?.decodeIfPresent(Int.self, forKey: .formatVersion)
            findings = try? container?.decodeIfPresent([Finding].self, forKey: .findings)
        }

        struct Finding: Decodable {
            enum Key: String, CodingKey, CaseIterable {
                case rule, name, file, context, source, message
            }

            /// The members that are strings.
            var fields: [Key: String] = [:]

            init(from decoder: any Decoder) {
                guard let container = try? decoder.container(keyedBy: Key.self) else { return }
                for key in Key.allCases {
                    if let value = try? container.decodeIfPresent(String.self, forKey: key) { fields[key] = value }
                }
            }
        }
    }
}
