import Foundation
import Testing
@testable import ViewSpec

@Suite struct SourceNamingTests {
    private func makeTree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-sources-\(UUID().uuidString)")
        for path in ["specs/a.yaml", "specs/sub/b.yaml", "other/c.yaml"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("viewspec: 1\n".utf8).write(to: url)
        }
        return root
    }

    @Test func namesAreRelativeToTheInputs() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let specs = root.appendingPathComponent("specs").path
        let files = try InputDiscovery.specFiles(in: [specs])
        let naming = SourceNaming(inputs: [specs], files: files)
        #expect(files.map(naming.name(for:)) == ["a.yaml", "sub/b.yaml"])

        // Files named one by one share their directory as the base.
        let single = SourceNaming(inputs: [specs + "/a.yaml", specs + "/sub/b.yaml"], files: [specs + "/a.yaml", specs + "/sub/b.yaml"])
        #expect(single.name(for: specs + "/a.yaml") == "a.yaml")
        #expect(single.name(for: specs + "/sub/b.yaml") == "sub/b.yaml")

        // Two inputs: the deepest directory holding both.
        let other = root.appendingPathComponent("other").path
        let both = SourceNaming(inputs: [specs, other], files: [specs + "/a.yaml", other + "/c.yaml"])
        #expect(both.name(for: specs + "/a.yaml") == "specs/a.yaml")
        #expect(both.name(for: other + "/c.yaml") == "other/c.yaml")
    }

    @Test func inMemorySourcesUseTheirOwnDirectories() {
        let naming = SourceNaming(inputs: [], files: ["app/a.yaml", "app/b/c.yaml"])
        #expect(naming.name(for: "app/a.yaml") == "a.yaml")
        #expect(naming.name(for: "app/b/c.yaml") == "b/c.yaml")
        #expect(SourceNaming(inputs: [], files: ["x.yaml"]).name(for: "x.yaml") == "x.yaml")
    }

    /// A path is read against the working directory and standardized without the file
    /// system: the same file written relatively, absolutely or through `.` and `..` gets
    /// one name, as URL's standardization gives it.
    @Test func pathsAreStandardizedLexically() {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let naming = SourceNaming(inputs: [], files: ["app/a.yaml"])
        for path in ["app/a.yaml", "./app/a.yaml", "app/./x/../a.yaml", "app//a.yaml", workingDirectory + "/app/a.yaml"] {
            #expect(naming.name(for: path) == "a.yaml", "\(path)")
        }
        for path in ["app/a.yaml", "/x/../y/./z.yaml", "../up.yaml", "/../../top.yaml", "/", ".."] {
            let standardized = URL(fileURLWithPath: path).standardizedFileURL.path.split(separator: "/").map(String.init)
            let working = SourceNaming.components(of: workingDirectory, in: [])
            #expect(SourceNaming.components(of: path, in: working) == standardized, "\(path)")
        }
    }
}
