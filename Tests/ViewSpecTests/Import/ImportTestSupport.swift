import Foundation
import Testing
@testable import ViewSpec

/// A Settings.bundle written into a scratch folder for one test.
struct TestBundle {
    let directory: URL
    var path: String { directory.path }

    /// Writes `files` (name → text) into a new `Settings.bundle` under `parent`.
    init(in parent: URL, _ files: [String: String]) throws {
        directory = parent.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files { try write(text, to: name) }
    }

    func write(_ text: String, to name: String) throws {
        try write(Array(text.utf8), to: name)
    }

    func write(_ bytes: [UInt8], to name: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func text(of name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The import, with its diagnostics placed at their lines.
    func run(modelName: String = "Settings") -> (imported: ImportResult, reported: [ReportedDiagnostic]) {
        let imported = SettingsBundleImport.run(bundle: path, modelName: modelName)
        return (imported, imported.diagnostics.reported(in: imported.sources))
    }
}

/// A pane: the property list of `specifiers` (XML of dictionaries), with `header` keys
/// before `PreferenceSpecifiers`.
func pane(_ specifiers: String, header: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(header)<key>PreferenceSpecifiers</key>
    <array>
    \(specifiers)
    </array>
    </dict>
    </plist>

    """
}

/// One specifier dictionary of `Type` with `entries` (XML of keys and values).
func specifier(_ type: String, _ entries: String) -> String {
    "<dict>\n<key>Type</key>\n<string>\(type)</string>\n\(entries)\n</dict>"
}

/// The 1-based line of the first occurrence of `fragment` in `text`.
func line(of fragment: String, in text: String, after start: String? = nil) -> Int? {
    var searched = text[...]
    if let start, let range = text.range(of: start) { searched = text[range.upperBound...] }
    guard let range = searched.range(of: fragment) else { return nil }
    return text[..<range.lowerBound].count(where: { $0 == "\n" }) + 1
}

/// The diagnostics of `id` as `file:line`, the file's name only.
func places(of id: DiagnosticID, in reported: [ReportedDiagnostic]) -> [String] {
    reported.filter { $0.id == id }.map { "\(($0.range.path as NSString).lastPathComponent):\($0.range.start.line)" }
}

/// Compiles the imported files as `viewspecc lint` would, and returns every diagnostic.
func lint(_ files: [ImportedProjectWriter.File]) -> [Diagnostic] {
    Compiler().compile(sources: files.map { SourceFile(path: $0.fileName, text: $0.text) }).diagnostics
}
