import Foundation
import Testing
@testable import ViewSpec

@Suite struct JSONDiagnosticRendererTests {
    @Test func documentedShape() throws {
        let file = SourceFile(path: "specs/app.yaml", text: "name: a\nname: b\n")
        let diagnostics = YAMLLoader().load(file).diagnostics
        let output = JSONDiagnosticRenderer().render(diagnostics, sourceMap: SourceMap([file]), fileCount: 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(object["formatVersion"] as? Int == 1)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["files"] as? Int == 1)
        let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(first["code"] as? String == "VS0003")
        #expect(first["name"] as? String == "duplicate-key")
        #expect(first["file"] as? String == "specs/app.yaml")
        #expect(first["line"] as? Int == 2)
        #expect(first["column"] as? Int == 1)
        #expect(first["endColumn"] as? Int == 5)
        let note = try #require((first["notes"] as? [[String: Any]])?.first)
        #expect(note["line"] as? Int == 1)
        // Keys come in a fixed order, so the text itself is stable.
        #expect(output.hasPrefix("{\n  \"formatVersion\": 1,\n  \"tool\": {\n    \"name\": \"viewspecc\","))
    }
}
