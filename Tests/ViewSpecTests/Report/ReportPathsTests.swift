import Testing
@testable import ViewSpec

@Suite struct ReportPathsTests {
    @Test func pathsAreMadeRelativeToTheBaseDirectory() {
        let paths = ReportPaths(currentDirectory: "/home/dev/project")
        #expect(paths.relativePath("specs/app.yaml") == "specs/app.yaml")
        #expect(paths.relativePath("./specs/../specs/./app.yaml") == "specs/app.yaml")
        #expect(paths.relativePath("/home/dev/project/specs/app.yaml") == "specs/app.yaml")
        #expect(paths.relativePath("../other/app.yaml") == "../other/app.yaml")
        #expect(paths.relativePath("/elsewhere/app.yaml") == "../../../elsewhere/app.yaml")
        #expect(paths.relativePath(".") == ".")
    }

    @Test func aBaseDirectoryMayBeRelativeOrAbsolute() {
        #expect(ReportPaths(baseDirectory: "specs", currentDirectory: "/p").relativePath("specs/a/b.yaml") == "a/b.yaml")
        #expect(ReportPaths(baseDirectory: "/p/specs/", currentDirectory: "/p").relativePath("specs/a.yaml") == "a.yaml")
        #expect(ReportPaths(baseDirectory: "..", currentDirectory: "/p/q").relativePath("a.yaml") == "q/a.yaml")
    }

    @Test func urisArePercentEncoded() {
        let paths = ReportPaths(currentDirectory: "/p")
        #expect(paths.relativeURI("my specs/a#1?%.yaml") == "my%20specs/a%231%3F%25.yaml")
        #expect(paths.relativeURI("設定/画面.yaml") == "%E8%A8%AD%E5%AE%9A/%E7%94%BB%E9%9D%A2.yaml")
        #expect(paths.relativeURI("a:b/c_d-e~f.yaml") == "a%3Ab/c_d-e~f.yaml")
    }
}
