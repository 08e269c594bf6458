import Foundation
import Testing
@testable import ViewSpec

@Suite struct InputDiscoveryTests {
    private func makeTree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-discovery-\(UUID().uuidString)").path
        let fileManager = FileManager.default
        for directory in ["b", "a/nested", ".hidden"] {
            try fileManager.createDirectory(atPath: "\(root)/\(directory)", withIntermediateDirectories: true)
        }
        for file in ["b/two.yml", "a/one.yaml", "a/nested/three.YAML", "a/readme.md", ".hidden/skip.yaml", "top.yaml"] {
            try Data("a: 1\n".utf8).write(to: URL(fileURLWithPath: "\(root)/\(file)"))
        }
        try fileManager.createSymbolicLink(atPath: "\(root)/a/nested/loop", withDestinationPath: "\(root)/a")
        return root
    }

    @Test func findsSpecFilesRecursivelyInStableOrder() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = try InputDiscovery.specFiles(in: [root])
        let relative = files.map { String($0.dropFirst(root.count + 1)) }
        #expect(relative.contains("a/one.yaml"))
        #expect(relative.contains("a/nested/three.YAML"))
        #expect(relative.contains("b/two.yml"))
        #expect(relative.contains("top.yaml"))
        #expect(!relative.contains { $0.contains(".hidden") || $0.hasSuffix(".md") })
        #expect(files == files.sorted())
        // The symbolic link back to a/ adds its files once under the link's name at most.
        #expect(relative.filter { $0.hasSuffix("one.yaml") }.count <= 2)
    }

    @Test func linksAreFollowedAndKindsDecideOverNames() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileManager = FileManager.default
        // A directory named like a spec is searched, not taken as a file.
        try fileManager.createDirectory(atPath: "\(root)/odd.yaml", withIntermediateDirectories: true)
        try Data("a: 1\n".utf8).write(to: URL(fileURLWithPath: "\(root)/odd.yaml/inner.yml"))
        // A link to a spec file is a spec file; a link to nothing named like one is one too,
        // so that reading it reports the spec it stood for as missing.
        try fileManager.createSymbolicLink(atPath: "\(root)/linked.yaml", withDestinationPath: "\(root)/b/two.yml")
        try fileManager.createSymbolicLink(atPath: "\(root)/dangling.yaml", withDestinationPath: "\(root)/missing.yaml")
        // A link to a directory is searched like the directory.
        try fileManager.createSymbolicLink(atPath: "\(root)/b-link", withDestinationPath: "\(root)/b")
        let relative = try InputDiscovery.specFiles(in: [root]).map { String($0.dropFirst(root.count + 1)) }
        #expect(relative.contains("odd.yaml/inner.yml"))
        #expect(!relative.contains("odd.yaml"))
        #expect(relative.contains("linked.yaml"))
        #expect(relative.contains("dangling.yaml"))
        // Searched in name order, b comes before b-link, so its files are named through b.
        #expect(relative.contains("b/two.yml"))
        #expect(!relative.contains("b-link/two.yml"))
    }

    @Test func explicitFilesAreTakenWhateverTheirExtension() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try InputDiscovery.specFiles(in: ["\(root)/a/readme.md", "\(root)/a/readme.md"]) == ["\(root)/a/readme.md"])
    }

    /// A spec file that a link names but that is not there, or a loop of links, would go
    /// unchecked without a word if it were skipped: it is an unreadable file, with the
    /// system's reason, whether found in a directory or named on the command line. A link
    /// to nothing that is not named like a spec file is no spec file, and is skipped.
    @Test func aLinkThatLeadsNowhereIsAnUnreadableSpecFile() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(atPath: "\(root)/b/gone.yaml", withDestinationPath: "\(root)/b/removed.yaml")
        try fileManager.createSymbolicLink(atPath: "\(root)/b/gone.txt", withDestinationPath: "\(root)/b/removed.txt")
        try fileManager.createSymbolicLink(atPath: "\(root)/b/gone-dir", withDestinationPath: "\(root)/b/removed")
        try fileManager.createSymbolicLink(atPath: "\(root)/loop.yml", withDestinationPath: "\(root)/loop.yml")
        let inputs = try InputDiscovery.search(["\(root)/b", "\(root)/loop.yml"])
        #expect(inputs.files == ["\(root)/b/gone.yaml", "\(root)/b/two.yml", "\(root)/loop.yml"])
        #expect(inputs.unsearchedDirectories.isEmpty)
        let compilation = Compiler().compile(inputs)
        let unreadable = compilation.reportedDiagnostics.filter { $0.id == .unreadableFile }
        #expect(unreadable.map(\.range.path) == ["\(root)/b/gone.yaml", "\(root)/loop.yml"])
        #expect(unreadable.map(\.message) == [
            "cannot read file: \(String(cString: strerror(ENOENT)))",
            "cannot read file: \(String(cString: strerror(ELOOP)))",
        ])
        #expect(unreadable.allSatisfy { $0.severity == .error && $0.range.start.line == 1 && $0.range.start.column == 1 })
    }

    @Test func missingPathIsAnError() {
        #expect(throws: InputDiscovery.MissingInput(path: "no/such/dir")) {
            try InputDiscovery.specFiles(in: ["no/such/dir"])
        }
    }

    /// A directory whose path is longer than the system allows cannot be searched, even by
    /// root: it is reported with the system's reason, and the rest is still searched.
    @Test func aDirectoryThatCannotBeSearchedIsReportedNotSkipped() throws {
        let chain = try DirectoryChain()
        defer { chain.remove() }
        let inputs = try InputDiscovery.search([chain.root])
        #expect(inputs.files == [chain.deepestSearchable + "/deep.yaml", chain.root + "/top.yaml"])
        #expect(inputs.unsearchedDirectories.map(\.path) == [chain.firstTooLong])
        #expect(inputs.unsearchedDirectories.map(\.reason) == [String(cString: strerror(ENAMETOOLONG))])
        // The convenience leaves it out, as documented.
        #expect(try InputDiscovery.specFiles(in: [chain.root]) == inputs.files)
    }

    @Test func anUnsearchedDirectoryIsAnUnreadableInputAndHoldsBackUnknownNames() throws {
        let chain = try DirectoryChain(topSpec: """
            viewspec: 1
            preferences:
              General:
                model: DeclaredElsewhere
                sections:
                  - items:
                      - toggle: enabled
            """)
        defer { chain.remove() }
        let compilation = Compiler().compile(try InputDiscovery.search([chain.root]))
        let unreadable = compilation.reportedDiagnostics.filter { $0.id == .unreadableFile }
        #expect(unreadable.map(\.message) == ["cannot search directory: \(String(cString: strerror(ENAMETOOLONG)))"])
        #expect(unreadable.map(\.range.path) == [chain.firstTooLong])
        #expect(unreadable.map(\.range.start.line) == [1])
        #expect(unreadable.map(\.range.start.column) == [1])
        #expect(compilation.project.unreadFiles == [chain.firstTooLong])
        // The model may be declared in the directory that could not be searched.
        #expect(!compilation.diagnostics.contains { $0.id.name == "unknown-reference" })
        #expect(compilation.fileCount == 2)
    }
}

/// A chain of nested directories with long names, made through directory descriptors, so
/// that its deepest levels have paths longer than `PATH_MAX` and cannot be opened by path.
/// The root holds `top.yaml`, the deepest level whose path can still be opened `deep.yaml`.
private struct DirectoryChain {
    let root: String
    let deepestSearchable: String
    let firstTooLong: String
    private static let name = String(repeating: "d", count: 200)

    init(topSpec: String = "viewspec: 1\n") throws {
        var root = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-deep-\(UUID().uuidString)").path
        // The deepest searchable level's path is PATH_MAX − 1 − slack bytes long, where the
        // slack depends on the temporary directory's length; `deep.yaml`'s path must fit in
        // it too, or the file cannot be read. A longer root name moves the levels.
        let slack = (Int(PATH_MAX) - 1 - root.utf8.count) % (Self.name.utf8.count + 1)
        if slack < "/deep.yaml".utf8.count { root += String(repeating: "-", count: slack + 1) }
        self.root = root
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try topSpec.write(toFile: root + "/top.yaml", atomically: false, encoding: .utf8)
        var paths = [root]
        while paths.last!.utf8.count < Int(PATH_MAX) { paths.append(paths.last! + "/" + Self.name) }
        // Two levels past the limit: the first is reported, the one inside it never reached.
        let levels = paths.count + 1
        firstTooLong = paths.last!
        deepestSearchable = paths[paths.count - 2]
        var descriptor = open(root, O_RDONLY | O_DIRECTORY)
        for level in 1..<levels {
            guard mkdirat(descriptor, Self.name, 0o755) == 0 else { throw POSIXError(.init(rawValue: errno)!) }
            let next = openat(descriptor, Self.name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
            if level == paths.count - 2 {
                let spec = openat(descriptor, "deep.yaml", O_WRONLY | O_CREAT, 0o644)
                _ = "viewspec: 1\n".withCString { write(spec, $0, strlen($0)) }
                close(spec)
            }
        }
        close(descriptor)
    }

    /// Removes the chain with `rm`, which walks it level by level: Foundation's removal
    /// works with whole paths, which the deepest levels' are too long to be.
    func remove() {
        let remover = Process()
        remover.executableURL = URL(fileURLWithPath: "/bin/rm")
        remover.arguments = ["-rf", root]
        try? remover.run()
        remover.waitUntilExit()
    }
}
