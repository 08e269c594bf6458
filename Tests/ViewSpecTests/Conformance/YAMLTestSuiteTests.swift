import Foundation
import Testing
@testable import ViewSpec

/// The official YAML test suite (data release 2022-01-17, 402 cases), read from the shared
/// conformance folder beside the checkout, or from `$VIEWSPEC_SHARED_DIR/conformance`.
///
/// libyaml decides what is syntactically valid, so the suite's record of what Debian's
/// libyaml 0.2.5 accepts (`libyaml-0.2.5-results.tsv`) is the expected outcome:
/// - a valid case libyaml accepts loads cleanly, or fails only by one of ViewSpec's own
///   policies (duplicate keys, merge keys, custom tags, …), pinned case by case below;
/// - every other case is rejected or accepted, but any error names a line and column
///   inside the file;
/// - where the suite gives the JSON a document loads to, the tree equals it.
@Suite(.needsSharedMaterial) struct YAMLTestSuiteTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var directory: URL
        var outcome: String
        var isError: Bool
        var testDescription: String { "\(id) (\(outcome))" }
    }

    static let suiteDirectory = SharedMaterial.url("conformance/yaml-test-suite")

    /// Every case of the suite with libyaml's outcome; empty when the suite is missing,
    /// which `suiteIsPresent` turns into a failure rather than a silent pass wherever the
    /// suite runs.
    static let cases: [Case] = {
        let results = suiteDirectory.appendingPathComponent("libyaml-0.2.5-results.tsv")
        guard let table = try? String(contentsOf: results, encoding: .utf8) else { return [] }
        return table.split(separator: "\n").compactMap { line -> Case? in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 2 else { return nil }
            let id = String(columns[0])
            let directory = suiteDirectory.appendingPathComponent(id)
            let isError = FileManager.default.fileExists(atPath: directory.appendingPathComponent("error").path)
            return Case(id: id, directory: directory, outcome: String(columns[1]), isError: isError)
        }
    }()

    /// Valid cases that libyaml accepts but ViewSpec rejects on purpose, with the policy
    /// that rejects each. A change here is a change of policy: it must be deliberate.
    static let policyRejections: [String: DiagnosticID] = {
        var table: [String: DiagnosticID] = [:]
        // a key twice in one mapping
        for id in ["2JQS", "6BCT"] { table[id] = .duplicateKey }
        // a sequence or mapping as a key
        for id in ["4ABK", "4FJ6", "6BFJ", "6M2F", "6PBE", "9MMW", "KK5P", "LX3P", "M2N8/01", "M5DY", "Q9WF", "RZP5", "SBG9", "V9D5", "X38W", "XW4D"] { table[id] = .nonScalarKey }
        // !!set, !!omap, !!binary, local and URI tags
        for id in ["2XXW", "565N", "5TYM", "6CK3", "7FWL", "C4HZ", "CC74", "CUP7", "J7PZ", "M5C3", "P76L", "UGM3", "Z67P", "Z9M4"] { table[id] = .unsupportedTag }
        // more than one document per file
        for id in ["35KP", "6WLZ", "6XDY", "6ZKB", "9DXL", "9KAX", "9WXW", "JHB9", "KSS4", "L383", "PUW8", "RZT7", "U9NS"] { table[id] = .multipleDocuments }
        return table
    }()

    @Test func suiteIsPresent() {
        #expect(Self.cases.count == 402, "the YAML test suite was not found at \(Self.suiteDirectory.path); set VIEWSPEC_SHARED_DIR")
    }

    @Test(arguments: cases)
    func loadsAsLibYAMLAllowsAndNeverCrashes(_ suiteCase: Case) throws {
        let input = suiteCase.directory.appendingPathComponent("in.yaml")
        let bytes = try [UInt8](Data(contentsOf: input))
        let file = SourceFile(path: "in.yaml", bytes: bytes)
        let result = YAMLLoader().load(file)

        let map = SourceMap([file])
        for diagnostic in result.reportedDiagnostics {
            let range = diagnostic.range
            #expect(range.path == "in.yaml")
            #expect(range.start.line >= 1 && range.start.column >= 1, "\(diagnostic.message) at \(range.start)")
            #expect(range.start.line <= map.lineCount(of: file.sourcePath), "\(diagnostic.message) at line \(range.start.line) of \(map.lineCount(of: file.sourcePath))")
            #expect(range.start.offset <= bytes.count && range.end.offset <= bytes.count)
        }

        let errors = result.reportedDiagnostics.filter { $0.severity == .error }
        let acceptedByLibYAML = suiteCase.outcome.hasPrefix("valid_accepted")
        if acceptedByLibYAML {
            if let policy = Self.policyRejections[suiteCase.id] {
                #expect(errors.contains { $0.id == policy }, "expected \(policy.name), got \(errors.map { "\($0.id.name): \($0.message)" })")
                #expect(!errors.contains { $0.id == .yamlSyntax })
            } else {
                #expect(errors.isEmpty, "valid and accepted by libyaml, but: \(errors.map { "\($0.id.name) \($0.range.start): \($0.message)" })")
            }
        } else if suiteCase.outcome == "valid_rejected" || suiteCase.outcome == "invalid_rejected" {
            #expect(!errors.isEmpty, "libyaml rejects this case, so the loader must report an error")
        }

        // Where libyaml's own events differ from the suite's, the tree can only follow libyaml.
        guard errors.isEmpty, !suiteCase.isError, suiteCase.outcome != "valid_accepted_events_differ",
              let root = result.root else { return }
        let jsonFile = suiteCase.directory.appendingPathComponent("in.json")
        guard let json = try? Data(contentsOf: jsonFile) else { return }
        let expected = try JSONDecoder().decode(SuiteJSON.self, from: json)
        let loaded = SuiteJSON(root)
        #expect(loaded == expected, "loaded \(loaded), the suite says \(expected)")
    }

    /// Guards against the comparison above quietly skipping everything (a moved folder,
    /// a loader that stops producing roots): most valid cases must be compared.
    @Test func mostValidCasesAreComparedWithTheirJSON() throws {
        var compared = 0
        for suiteCase in Self.cases where !suiteCase.isError && suiteCase.outcome == "valid_accepted_events_match" {
            guard FileManager.default.fileExists(atPath: suiteCase.directory.appendingPathComponent("in.json").path) else { continue }
            let bytes = try [UInt8](Data(contentsOf: suiteCase.directory.appendingPathComponent("in.yaml")))
            let result = YAMLLoader().load(SourceFile(path: "in.yaml", bytes: bytes))
            if !result.hasErrors, result.root != nil { compared += 1 }
        }
        #expect(compared >= 200, "only \(compared) cases were compared with in.json")
    }

    @Test func everyPinnedPolicyCaseIsValidInTheSuite() {
        for id in Self.policyRejections.keys.sorted() {
            let suiteCase = Self.cases.first { $0.id == id }
            #expect(suiteCase != nil, "\(id) is not in the suite")
            #expect(suiteCase?.isError == false, "\(id) is an error case; only valid cases need a pinned policy")
        }
    }
}

/// The JSON data model, for comparing a loaded tree with the suite's in.json. Integers
/// and floats compare by value, as JSON does not distinguish `1` from `1.0`.
enum SuiteJSON: Equatable, Decodable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([SuiteJSON])
    case object([String: SuiteJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([SuiteJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: SuiteJSON].self))
        }
    }

    /// A loaded node as JSON: mapping keys become their text, as the suite writes them.
    init(_ node: YAMLNode) {
        switch node.content {
        case .scalar(let scalar):
            switch scalar.value {
            case .null: self = .null
            case .bool(let value): self = .bool(value)
            case .int(let value): self = .number(Double(value))
            case .float(let value): self = .number(value)
            case .string(let value): self = .string(value)
            }
        case .sequence(let items):
            self = .array(items.map(SuiteJSON.init))
        case .mapping(let entries):
            var object: [String: SuiteJSON] = [:]
            for entry in entries {
                object[entry.key.scalar?.text ?? entry.key.kindDescription] = SuiteJSON(entry.value)
            }
            self = .object(object)
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .array(let items): "[\(items.map(\.description).joined(separator: ", "))]"
        case .object(let object): "{\(object.keys.sorted().map { "\"\($0)\": \(object[$0]!)" }.joined(separator: ", "))}"
        }
    }
}
