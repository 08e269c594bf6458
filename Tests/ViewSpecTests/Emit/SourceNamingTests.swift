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
}
