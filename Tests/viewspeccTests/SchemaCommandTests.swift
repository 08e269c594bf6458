import Foundation
import Testing

@Suite struct SchemaCommandTests {
    /// `viewspecc schema` prints the committed copy byte for byte.
    @Test func printsTheCommittedSchema() throws {
        let output = try CommandRunner.run(["schema"])
        #expect(output.status == 0)
        let copy = BuildCommandTests.repositoryRoot.appendingPathComponent("docs/schema/viewspec.schema.json")
        #expect(output.stdout == (try String(contentsOf: copy, encoding: .utf8)))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(json["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
    }
}
