import Foundation
import Testing
@testable import ViewSpec

@Suite struct DocumentNamingTests {
    @Test(arguments: [
        ("Main", "Main"),
        ("../x", "%2E.%2Fx"),
        ("a/b", "a%2Fb"),
        ("a\\b", "a%5Cb"),
        (".hidden", "%2Ehidden"),
        ("..", "%2E."),
        ("100%", "100%25"),
        ("a~b", "a%7Eb"),
        ("nul\u{0}x", "nul%00x"),
        ("設定", "設定"),
        ("café", "café"),
        ("cafe\u{301}", "café"),
        ("emoji😀", "emoji%F0%9F%98%80"),
        ("a:b*c?", "a%3Ab%2Ac%3F"),
    ])
    func stemsKeepSafeCharactersAndEncodeTheRest(name: String, stem: String) {
        #expect(DocumentNaming.stem(for: name) == stem)
        let fileName = DocumentNaming.fileNames(for: [("table", name)])[0]
        #expect(DocumentNaming.isDocumentFileName(fileName))
        #expect(!fileName.contains("/") && !fileName.hasPrefix(".") && !fileName.unicodeScalars.contains { $0.value == 0 })
    }

    @Test func encodingIsInjective() {
        let names = ["a/b", "a%2Fb", "a%b", "a.b", "a_b", "a-b", ".ab", "%2Eab", "ab"]
        let stems = names.map(DocumentNaming.stem(for:))
        #expect(Set(stems).count == names.count)
    }

    @Test func caseAndNormalizationCollisionsGetSuffixesInOrder() {
        let names = DocumentNaming.fileNames(for: [
            ("hierarchy", "Main"), ("hierarchy", "main"), ("hierarchy", "MAIN"), ("table", "main"),
            ("table", "caf\u{E9}"), ("table", "cafe\u{301}"), ("table", "Main~2"),
        ])
        #expect(names == [
            "Main.hierarchy.json", "main~2.hierarchy.json", "MAIN~3.hierarchy.json", "main.table.json",
            "café.table.json", "café~2.table.json", "Main%7E2.table.json",
        ])
        #expect(Set(names.map { $0.lowercased() }).count == names.count)
    }

    @Test func theIndexNameIsReserved() {
        #expect(DocumentNaming.fileNames(for: [("table", "index")]) == ["index.table.json"])
        #expect(!DocumentNaming.isDocumentFileName("index.json"))
    }

    @Test func longNamesAreCutAndHashed() {
        let long = String(repeating: "a", count: 300)
        let other = String(repeating: "a", count: 299) + "b"
        let stem = DocumentNaming.stem(for: long)
        #expect(stem.utf8.count <= DocumentNaming.maximumStemBytes)
        #expect(stem.hasPrefix(String(repeating: "a", count: DocumentNaming.truncatedStemBytes) + "~"))
        #expect(stem != DocumentNaming.stem(for: other))
        let encodedLong = DocumentNaming.stem(for: String(repeating: "/", count: 100))
        #expect(encodedLong.utf8.count <= DocumentNaming.maximumStemBytes)
        #expect(!encodedLong.contains("/"))
        #expect(encodedLong.hasPrefix("%2F%2F"))
        #expect(DocumentNaming.fileNames(for: [("preferences", long)])[0].utf8.count < 255)
    }

    @Test func theHashIsFixed() {
        // FNV-1a test vectors.
        #expect(DocumentNaming.fnv1a64Hex([]) == "cbf29ce484222325")
        #expect(DocumentNaming.fnv1a64Hex(Array("a".utf8)) == "af63dc4c8601ec8c")
    }

    @Test(arguments: ["", ".", "..", ".hidden.json", "a/b.json", "../x.json", "a\u{0}.json", "a\\b.json", "x.txt", "index.json", "a b.json"])
    func unsafeOrForeignNamesAreNotDocumentNames(_ name: String) {
        #expect(!DocumentNaming.isDocumentFileName(name))
    }
}
