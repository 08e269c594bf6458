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
        // A link to a spec file is a spec file; a link to nothing is skipped, not an error.
        try fileManager.createSymbolicLink(atPath: "\(root)/linked.yaml", withDestinationPath: "\(root)/b/two.yml")
        try fileManager.createSymbolicLink(atPath: "\(root)/dangling.yaml", withDestinationPath: "\(root)/missing.yaml")
        // A link to a directory is searched like the directory.
        try fileManager.createSymbolicLink(atPath: "\(root)/b-link", withDestinationPath: "\(root)/b")
        let relative = try InputDiscovery.specFiles(in: [root]).map { String($0.dropFirst(root.count + 1)) }
        #expect(relative.contains("odd.yaml/inner.yml"))
        #expect(!relative.contains("odd.yaml"))
        #expect(relative.contains("linked.yaml"))
        #expect(!relative.contains("dangling.yaml"))
        // Searched in name order, b comes before b-link, so its files are named through b.
        #expect(relative.contains("b/two.yml"))
        #expect(!relative.contains("b-link/two.yml"))
    }

    @Test func explicitFilesAreTakenWhateverTheirExtension() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try InputDiscovery.specFiles(in: ["\(root)/a/readme.md", "\(root)/a/readme.md"]) == ["\(root)/a/readme.md"])
    }

    @Test func missingPathIsAnError() {
        #expect(throws: InputDiscovery.MissingInput(path: "no/such/dir")) {
            try InputDiscovery.specFiles(in: ["no/such/dir"])
        }
    }
}
