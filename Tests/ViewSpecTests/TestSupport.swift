import Foundation
import Testing
@testable import ViewSpec

/// Loads `text` as the file `test.yaml` with the given limits.
func loadYAML(_ text: String, limits: YAMLLimits = .default) -> YAMLLoadResult {
    YAMLLoader(limits: limits).load(SourceFile(path: "test.yaml", text: text))
}

func loadYAML(bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLLoadResult {
    YAMLLoader(limits: limits).load(SourceFile(path: "test.yaml", bytes: bytes))
}

/// A diagnostic with the lines and columns a report shows for it, worked out by the
/// report's `SourceMap`: what the tests compare positions with. Everything else is the
/// diagnostic's own.
@dynamicMemberLookup
struct ReportedDiagnostic {
    struct Note {
        var message: String
        var range: SourceRange
    }

    struct FixIt {
        var message: String
        var range: SourceRange
        var replacement: String
    }

    let diagnostic: Diagnostic
    let range: SourceRange
    let notes: [Note]
    let fixIts: [FixIt]

    init(_ diagnostic: Diagnostic, in map: SourceMap) {
        self.diagnostic = diagnostic
        range = map.range(of: diagnostic.range)
        notes = diagnostic.notes.map { Note(message: $0.message, range: map.range(of: $0.range)) }
        fixIts = diagnostic.fixIts.map { FixIt(message: $0.message, range: map.range(of: $0.range), replacement: $0.replacement) }
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<Diagnostic, Value>) -> Value {
        diagnostic[keyPath: keyPath]
    }
}

extension Array where Element == Diagnostic {
    /// Each with its positions as `map` gives them.
    func reported(in sourceMap: SourceMap) -> [ReportedDiagnostic] {
        map { ReportedDiagnostic($0, in: sourceMap) }
    }

    /// Each with its positions in `files`.
    func reported(in files: [SourceFile]) -> [ReportedDiagnostic] {
        reported(in: SourceMap(files))
    }
}

extension Compilation {
    /// The diagnostics with their positions, as a report of this compilation shows them.
    var reportedDiagnostics: [ReportedDiagnostic] { diagnostics.reported(in: sourceMap) }
}

extension ConfigurationLoadResult {
    /// The diagnostics with their positions in the configuration file.
    var reportedDiagnostics: [ReportedDiagnostic] { diagnostics.reported(in: source.map { [$0] } ?? []) }
}

extension YAMLLoadResult {
    /// The diagnostics with their positions in the file loaded.
    var reportedDiagnostics: [ReportedDiagnostic] { diagnostics.reported(in: file.map { [$0] } ?? []) }
}

/// Expects exactly one diagnostic and checks its id, position and message.
@discardableResult
func expectSingleDiagnostic(
    _ result: YAMLLoadResult, _ id: DiagnosticID, line: Int, column: Int, messageContains fragment: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ReportedDiagnostic? {
    #expect(result.diagnostics.count == 1, "diagnostics: \(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    guard let diagnostic = result.reportedDiagnostics.first else { return nil }
    #expect(diagnostic.id == id, "id \(diagnostic.id.code) \(diagnostic.id.name)", sourceLocation: sourceLocation)
    #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
    #expect(diagnostic.range.start.line == line, "line", sourceLocation: sourceLocation)
    #expect(diagnostic.range.start.column == column, "column", sourceLocation: sourceLocation)
    #expect(diagnostic.message.contains(fragment), "message: \(diagnostic.message)", sourceLocation: sourceLocation)
    return diagnostic
}

extension YAMLNode {
    /// The scalar value at a string key of a mapping.
    func value(_ key: String) -> YAMLScalar.Value? { self[key]?.scalar?.value }
}

/// The material no one here wrote that tests read (the YAML test suite, real settings
/// screens, published schemas): the folder `shared` beside the checkout, or
/// `$VIEWSPEC_SHARED_DIR`. A clone with nothing beside it still passes its tests: those that
/// need the material are skipped, each with a line saying how to enable it (see
/// `Trait.needsSharedMaterial`). With `VIEWSPEC_REQUIRE_SHARED=1`, as CI sets it, they run
/// anyway, so that missing material fails them instead of passing unseen.
enum SharedMaterial {
    static let directory: URL = {
        if let override = ProcessInfo.processInfo.environment["VIEWSPEC_SHARED_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        // Tests/ViewSpecTests/TestSupport.swift → the checkout's parent.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")
    }()

    static func url(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }

    /// Whether the folder is there with the two folders the tests read from; an empty folder
    /// of that name counts as missing.
    static let isPresent: Bool = ["conformance", "schemas"].allSatisfy {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url($0).path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `VIEWSPEC_REQUIRE_SHARED=1`: a missing folder fails the tests that need it.
    static let isRequired = ProcessInfo.processInfo.environment["VIEWSPEC_REQUIRE_SHARED"] == "1"

    /// Why a test was skipped, and how to run it.
    static let howToEnable: Comment = "needs the shared test material at \(directory.path): put `shared` beside the checkout or set VIEWSPEC_SHARED_DIR"
}

extension Trait where Self == ConditionTrait {
    /// Runs a suite or test that reads `SharedMaterial` only where the material is present
    /// (or required, so that its absence fails the run); elsewhere Swift Testing skips it and
    /// prints `SharedMaterial.howToEnable` for it (for a suite, for each of its tests too).
    static var needsSharedMaterial: Self {
        .enabled(if: SharedMaterial.isPresent || SharedMaterial.isRequired, SharedMaterial.howToEnable)
    }
}

/// Decodes one spec file written as `text`, which must load as YAML without a problem: the
/// file decoded, and the decoder's diagnostics with the loaded file that positions them.
func decodeSpec(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (file: SpecFile?, decoded: YAMLLoadResult) {
    let loaded = loadYAML(text)
    #expect(loaded.diagnostics.isEmpty, "YAML: \(loaded.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    let (file, diagnostics) = SpecDecoder().decode(loaded.root, path: "test.yaml")
    return (file, YAMLLoadResult(file: loaded.file, root: loaded.root, diagnostics: diagnostics))
}

/// The items of the first preference screen of `text`, which decodes without a diagnostic.
func decodedItems(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [PreferenceItem] {
    let (file, decoded) = decodeSpec(text, sourceLocation: sourceLocation)
    #expect(decoded.diagnostics.isEmpty, "\(decoded.reportedDiagnostics.map(\.message))", sourceLocation: sourceLocation)
    return try #require(file?.preferenceScreens.first, sourceLocation: sourceLocation).items
}

/// Expects decoding `text` to report exactly one error, of `id`, at the line and column
/// given, whose message contains `fragment`.
@discardableResult
func expectOneDecodeError(
    _ text: String, _ id: DiagnosticID, line: Int, column: Int, _ fragment: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ReportedDiagnostic? {
    expectSingleDiagnostic(decodeSpec(text, sourceLocation: sourceLocation).decoded, id, line: line, column: column, messageContains: fragment, sourceLocation: sourceLocation)
}
