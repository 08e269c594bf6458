import Foundation
import Testing
@testable import ViewSpec

/// Runs a rule's examples through the part of the compiler that reports the rule: the
/// loader, the decoder and the checks through `Compiler` (the rule enabled, so that an
/// opt-in check is tested like the others), the configuration reader on a `viewspec.yml`
/// in a folder beside a `specs/` folder, the Swift emitter after a compilation.
enum RuleTestSupport {
    typealias Files = [(name: String, text: String)]

    /// Every diagnostic compiling `files` gives, with paths as the files are named.
    static func diagnostics(of rule: RuleDescription, in files: Files) throws -> [Diagnostic] {
        let sources = files.map { SourceFile(path: $0.name, text: $0.text) }
        switch rule.stage {
        case .input, .decode, .check:
            return Compiler(options: .init(enabledChecks: [rule.id.code])).compile(sources: sources).diagnostics
        case .configuration:
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-rule-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.createDirectory(at: root.appendingPathComponent("specs"), withIntermediateDirectories: true)
            for (name, text) in files { try Data(text.utf8).write(to: root.appendingPathComponent(name)) }
            let loaded = ConfigurationDecoder().load(path: root.appendingPathComponent(ProjectConfiguration.fileName).path)
            return loaded.diagnostics.map { relativized($0, to: root.path + "/") }
        }
    }

    /// `diagnostic` with its paths, and those of its notes and fix-its, relative to `prefix`.
    private static func relativized(_ diagnostic: Diagnostic, to prefix: String) -> Diagnostic {
        func relative(_ span: SourceSpan) -> SourceSpan {
            guard span.path.hasPrefix(prefix) else { return span }
            return SourceSpan(file: SourcePath(String(span.path.dropFirst(prefix.count))), startOffset: span.startOffset, endOffset: span.endOffset)
        }
        var result = diagnostic
        result.range = relative(diagnostic.range)
        result.notes = diagnostic.notes.map { Diagnostic.Note($0.message, at: relative($0.range)) }
        result.fixIts = diagnostic.fixIts.map { fixIt in
            var copy = fixIt
            copy.range = relative(fixIt.range)
            return copy
        }
        return result
    }

    /// Where a rule's diagnostics are, as `↓` markers would say.
    static func markers(of rule: RuleDescription, in diagnostics: [Diagnostic], files: Files) -> [Marker] {
        let map = SourceMap(files.map { SourceFile(path: $0.name, text: $0.text) })
        return diagnostics.filter { $0.id == rule.id }.map { diagnostic in
            let range = map.range(of: diagnostic.range)
            return Marker(path: range.path, line: range.start.line, column: range.start.column)
        }
    }

    /// `files` with `fixIts` applied; the same edit offered twice is made once, and edits
    /// that overlap are an error, since no tool could apply both.
    static func applying(_ fixIts: [Diagnostic.FixIt], to files: Files) throws -> Files {
        var seen = Set<String>()
        let edits = fixIts.map(FixItEdit.init).filter { seen.insert("\($0.path)\u{0}\($0.start)\u{0}\($0.end)\u{0}\($0.replacement)").inserted }
        return try files.map { name, text in
            let inFile = edits.filter { $0.path == name }.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
            for (earlier, later) in zip(inFile, inFile.dropFirst()) where later.start < earlier.end || later.start == earlier.start {
                throw OverlappingFixIts(path: name, first: earlier.message, second: later.message)
            }
            var bytes = Array(text.utf8)
            for edit in inFile.reversed() {
                guard edit.end <= bytes.count else { throw OverlappingFixIts(path: name, first: edit.message, second: "the end of the file") }
                bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
            }
            return (name, String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The text a fix-it replaces.
    static func replacedText(_ fixIt: Diagnostic.FixIt, in files: Files) -> String? {
        guard let text = files.first(where: { $0.name == fixIt.range.path })?.text else { return nil }
        let bytes = Array(text.utf8)
        guard fixIt.range.endOffset <= bytes.count else { return nil }
        return String(decoding: bytes[fixIt.range.startOffset..<fixIt.range.endOffset], as: UTF8.self)
    }

    private struct FixItEdit {
        var path: String
        var start: Int
        var end: Int
        var replacement: String
        var message: String

        init(_ fixIt: Diagnostic.FixIt) {
            path = fixIt.range.path
            start = fixIt.range.startOffset
            end = fixIt.range.endOffset
            replacement = fixIt.replacement
            message = fixIt.message
        }
    }

    struct OverlappingFixIts: Error, CustomStringConvertible {
        var path: String
        var first: String
        var second: String
        var description: String { "in \(path), the fix-its '\(first)' and '\(second)' overlap" }
    }

    /// Where a test of one of the rule's examples reports a failure: at the example.
    static func location(of example: RuleExample) -> Testing.SourceLocation {
        Testing.SourceLocation(
            fileID: "ViewSpec/\(example.sourceFile.split(separator: "/").last ?? "")", filePath: example.sourceFile, line: example.sourceLine,
            column: 1)
    }
}
