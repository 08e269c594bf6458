import Testing
@testable import ViewSpec

/// Runs every check's documented examples: a triggering example must be reported exactly
/// at its `↓` markers, a non-triggering one not at all, and neither may have other errors.
@Suite struct CheckExampleTests {
    static let checkNames = CheckRegistry.all.map { $0.description.id.name }

    @Test(arguments: checkNames)
    func triggeringExamplesReportAtEveryMarker(checkName: String) throws {
        let check = try #require(CheckRegistry.check(named: checkName))
        let id = check.description.id
        #expect(!check.description.triggeringExamples.isEmpty, "\(checkName) has no triggering example")
        for example in check.description.triggeringExamples {
            let prepared = PreparedExample(example)
            let location = Testing.SourceLocation(fileID: "ViewSpec/\(example.sourceFile.split(separator: "/").last ?? "")", filePath: example.sourceFile, line: example.sourceLine, column: 1)
            #expect(!prepared.markers.isEmpty, "a triggering example of \(checkName) has no ↓ marker", sourceLocation: location)
            // Enabled explicitly, so that an opt-in check is tested like the others.
            let diagnostics = Compiler(options: .init(enabledChecks: [check.description.id.code])).compile(sources: prepared.sources).reportedDiagnostics
            let reported = diagnostics.filter { $0.id == id }.map { Marker(path: $0.range.path, line: $0.range.start.line, column: $0.range.start.column) }
            #expect(Set(reported) == Set(prepared.markers), "\(checkName) reported at \(reported.sorted()), expected \(prepared.markers.sorted())", sourceLocation: location)
            #expect(reported.count == prepared.markers.count, "\(checkName) reported a marker's place more than once", sourceLocation: location)
            let others = diagnostics.filter { $0.id != id && $0.severity == .error }
            #expect(others.isEmpty, "other errors in an example of \(checkName): \(others.map { "\($0.id.name) \($0.range.start.line):\($0.range.start.column) \($0.message)" })", sourceLocation: location)
        }
    }

    @Test(arguments: checkNames)
    func nonTriggeringExamplesAreClean(checkName: String) throws {
        let check = try #require(CheckRegistry.check(named: checkName))
        #expect(!check.description.nonTriggeringExamples.isEmpty, "\(checkName) has no non-triggering example")
        for example in check.description.nonTriggeringExamples {
            let prepared = PreparedExample(example)
            let location = Testing.SourceLocation(fileID: "ViewSpec/x", filePath: example.sourceFile, line: example.sourceLine, column: 1)
            #expect(prepared.markers.isEmpty, "a non-triggering example of \(checkName) has a ↓ marker", sourceLocation: location)
            // Enabled explicitly, so that an opt-in check is tested like the others.
            let diagnostics = Compiler(options: .init(enabledChecks: [check.description.id.code])).compile(sources: prepared.sources).reportedDiagnostics
            let unexpected = diagnostics.filter { $0.id == check.description.id || $0.severity == .error }
            #expect(unexpected.isEmpty, "\(checkName): \(unexpected.map { "\($0.id.name) \($0.range.start.line):\($0.range.start.column) \($0.message)" })", sourceLocation: location)
        }
    }

    @Test func checkIdentifiersAreUniqueAndStable() {
        let ids = CheckRegistry.all.map { $0.description.id }
        #expect(Set(ids.map(\.code)).count == ids.count)
        #expect(Set(ids.map(\.name)).count == ids.count)
        let allCodes = ids.map(\.code) + DiagnosticID.inputDiagnostics.map(\.code) + DiagnosticID.decodeDiagnostics.map(\.code)
        #expect(Set(allCodes).count == allCodes.count, "a code is used twice")
        for id in ids {
            // The checks of the spec language are VS02xx; a group of checks may own a range of
            // its own, as the Swift names' do (VS03xx).
            let range = CheckRegistry.swift.contains { $0.description.id == id } ? "VS03" : "VS02"
            #expect(id.code.hasPrefix(range) && id.code.count == 6, "\(id.code)")
            #expect(id.name.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id.name)")
            #expect(id.summary.hasSuffix("."), "\(id.name) summary")
        }
    }
}

struct Marker: Hashable, Comparable, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int

    static func < (lhs: Marker, rhs: Marker) -> Bool { (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column) }
    var description: String { "\(path):\(line):\(column)" }
}

/// An example with its markers taken out and their positions noted.
struct PreparedExample {
    var sources: [SourceFile] = []
    var markers: [Marker] = []

    init(_ example: RuleExample) {
        for (name, text) in example.files {
            var clean = ""
            var line = 1
            var column = 1
            for character in text {
                if character == RuleExample.marker {
                    markers.append(Marker(path: name, line: line, column: column))
                    continue
                }
                clean.append(character)
                if character == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += character.unicodeScalars.count
                }
            }
            sources.append(SourceFile(path: name, text: clean))
        }
    }
}
