import Foundation

/// The files of one Settings.bundle directory, read on demand: its panes' property lists
/// and its `.strings` tables, each read once, and every file read kept for the report.
///
/// Files are named by the path the bundle was given plus their name in it
/// (`App/Settings.bundle/Root.plist`), which is how diagnostics name them.
final class SettingsBundle {
    let path: String
    let limits: ImportLimits
    /// The names in the bundle's top directory.
    let fileNames: Set<String>
    /// The `.lproj` folder whose tables give the texts, if the bundle has one.
    let localization: String?

    private(set) var diagnostics: [Diagnostic] = []
    /// The text each file's spans are offsets into, for the report.
    private(set) var reportSources: [SourceFile] = []
    private var panes: [String: PropertyList?] = [:]
    private var tables: [String: StringsTable?] = [:]
    private var binaryPanes: Set<String> = []

    /// Throws when `path` is not a directory that can be listed, saying why.
    init(path: String, limits: ImportLimits) throws(BundleProblem) {
        self.path = path
        self.limits = limits
        guard FilePathText.isDirectory(path) else { throw BundleProblem(message: "expected a Settings.bundle directory, found no directory at '\(PrintableText.escaped(path))'") }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw BundleProblem(message: "cannot list '\(PrintableText.escaped(path))': \(error.localizedDescription)")
        }
        fileNames = Set(names)
        localization = Self.preferredLocalization(among: names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) })
    }

    struct BundleProblem: Error {
        var message: String
    }

    /// English, else the base localization, else the first in name order: the texts the
    /// specs show where no translation exists.
    static func preferredLocalization(among names: [String]) -> String? {
        for preferred in ["en", "Base", "English"] where names.contains(preferred) { return preferred }
        return names.sorted().first
    }

    func displayPath(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    func contains(_ name: String) -> Bool { fileNames.contains(name) }

    /// Whether the pane `name` was read from an XML property list, where a fix-it can edit
    /// the text; a binary one has no text to edit.
    func isXML(_ name: String) -> Bool { !binaryPanes.contains(name) }

    /// The text of the XML pane `name`, for edits of it; nil for a binary one.
    func xmlText(of name: String) -> [UInt8]? {
        guard isXML(name) else { return nil }
        let shown = displayPath(name)
        return reportSources.first { $0.path == shown }?.bytes
    }

    /// The property list `name` (`Root.plist`), read once; nil when it could not be read,
    /// with the reason among `diagnostics`.
    func propertyList(_ name: String) -> PropertyList? {
        if let read = panes[name] { return read }
        let value = read(name) { file, limits in
            if BinaryPropertyListReader.isBinaryPropertyList(file.bytes) { binaryPanes.insert(name) }
            return PropertyListReader.read(file, limits: limits)
        }
        panes[name] = value
        return value
    }

    /// The table `name` (`Root`) of the chosen localization, read once; nil when the bundle
    /// has none or it could not be read.
    func stringsTable(_ name: String) -> StringsTable? {
        if let read = tables[name] { return read }
        guard let localization, FileManager.default.fileExists(atPath: displayPath("\(localization).lproj/\(name).strings")) else {
            tables[name] = .some(nil)
            return nil
        }
        let value = read("\(localization).lproj/\(name).strings", with: StringsTableReader.read)
        tables[name] = value
        return value
    }

    /// Adds the diagnostics an import makes of the bundle's files.
    func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    private func read<Value>(_ name: String, with reader: (SourceFile, InterchangeLimits) -> InterchangeReadResult<Value>) -> Value? {
        let shown = displayPath(name)
        switch InputFileReader.read(path: shown, maxSize: limits.interchange.maximumFileSize) {
        case .failure(.tooLarge(let size)):
            diagnostics.append(.error(
                .interchangeLimit, "expected a file of at most \(limits.interchange.maximumFileSize) bytes, found \(size) bytes", at: .startOfFile(shown)))
            return nil
        case .failure(.unreadable(let reason)):
            diagnostics.append(.error(.unreadableFile, "cannot read '\(PrintableText.escaped(shown))': \(reason)", at: .startOfFile(shown)))
            return nil
        case .success(let bytes):
            let result = reader(SourceFile(path: shown, bytes: bytes), limits.interchange)
            reportSources.append(result.reportSource)
            diagnostics += result.diagnostics
            return result.value
        }
    }
}
