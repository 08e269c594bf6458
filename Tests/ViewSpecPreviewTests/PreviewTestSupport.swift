import Foundation
import Testing
@testable import ViewSpec

enum PreviewTestSupport {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let specsDirectory = repositoryRoot.appendingPathComponent("specs").path
    static let realSettingsDirectory = repositoryRoot.appendingPathComponent("Tests/ViewSpecTests/Fixtures/RealSettings")

    /// Each translated app of the real-settings fixtures, a project of its own.
    static var realSettingsProjects: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: realSettingsDirectory.path)) ?? []).sorted()
            .map { realSettingsDirectory.appendingPathComponent($0).path }
    }

    /// A site built and written as `viewspecc preview` writes it, with the layout it draws.
    struct Site {
        var directory: URL
        var layout: LayoutOutput
        var compilation: Compilation

        func url(_ fileName: String) -> URL { directory.appendingPathComponent(fileName) }

        /// A new browser showing `page` of the site.
        func open(_ page: String) throws -> HeadlessBrowser {
            let browser = try HeadlessBrowser()
            try browser.load(url(page))
            return browser
        }

        /// Each document's page and its layout, as a value.
        var pages: [(page: String, document: LayoutDocument)] {
            layout.documents.map { (PreviewSite.pageFileName(forDocument: $0.fileName), $0) }
        }

        /// Every document as a value, by file: what a view's `content.document` names.
        var documentsByFile: [String: JSONValue] {
            Dictionary(layout.documents.map { ($0.fileName, $0.json) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The folder every site of this test process is written under, removed when the
    /// process exits: the tests read the sites until then.
    private static let temporaryRoot: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-preview-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: PreviewTestSupport.temporaryRoot) }
        return root
    }()

    static func temporaryDirectory(_ label: String) throws -> URL {
        let directory = temporaryRoot.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Compiles the spec files under `inputs` and writes their site into a new directory.
    static func site(inputs: [String], label: String) throws -> Site {
        let files = try InputDiscovery.specFiles(in: inputs)
        let compilation = Compiler().compile(files: files)
        return try write(compilation, inputs: inputs, label: label)
    }

    /// Compiles in-memory spec files and writes their site into a new directory.
    static func site(files: [String: String], label: String) throws -> Site {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        let compilation = Compiler().compile(sources: sources)
        return try write(compilation, inputs: [], label: label)
    }

    private static func write(_ compilation: Compilation, inputs: [String], label: String) throws -> Site {
        let errors = compilation.diagnostics.filter { $0.severity == .error }
        let map = compilation.sourceMap
        #expect(errors.isEmpty, "\(errors.map { "\(map.range(of: $0.range).path):\(map.range(of: $0.range).start.line): \($0.message)" })")
        let directory = try temporaryDirectory(label)
        let layoutEmitter = LayoutEmitter(inputs: inputs)
        let checked = try compilation.checked(for: [.layout])
        let site = PreviewEmitter(layout: layoutEmitter, outputDirectory: directory.path).emit(checked, sourceMap: compilation.sourceMap)
        _ = try OutputWriter.publish([OutputWriter(directory: directory.path).stage(site)])
        return Site(directory: directory, layout: layoutEmitter.emit(checked), compilation: compilation)
    }

    /// Escapes `text` as a JavaScript string literal.
    static func js(_ text: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [text])
        let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
        return String(array.dropFirst().dropLast())
    }
}

/// A real mouse click at the middle of the element `expression` finds.
func clickElement(_ expression: String, in browser: HeadlessBrowser, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let center = try browser.evaluate("""
        (() => { const e = \(expression); e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();
          return [r.left + r.width / 2, r.top + r.height / 2]; })()
        """) as? [Double]
    let point = try #require(center, sourceLocation: sourceLocation)
    try browser.click(x: point[0], y: point[1])
}
