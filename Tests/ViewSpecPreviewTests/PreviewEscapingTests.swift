import Foundation
import Testing
@testable import ViewSpec

/// Text from specs that could break out of where a page puts it: a title holding
/// `</script>`, quotes, `<`, `&`, and the line separators JavaScript once treated as line ends.
@Suite struct PreviewEscapingTests {
    static let hostile = "</script><script>document.title='owned'</script> \"quoted\" 'single' <b>&amp; \u{2028}\u{2029}end"

    static let project = [
        "hostile.yaml": """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields:
                  flag: {type: Bool, default: true}
            preferences:
              Hostile:
                model: Settings
                title: \(yaml(hostile))
                sections:
                  - title: \(yaml(hostile))
                    footer: \(yaml(hostile))
                    items:
                      - toggle: flag
                        title: \(yaml(hostile))
            tables:
              Words: {strings: [\(yaml(hostile)), plain]}
            hierarchies:
              Card:
                layers: [base]
                views:
                  - id: label
                    kind: text
                    text: \(yaml(hostile))
                    layer: base
                    frame: {x: 0, y: 0, width: 200, height: 40}
            """
    ]

    private static func yaml(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\u{2028}": "\\L"
            case "\u{2029}": "\\P"
            default: String(scalar)
            }
        }.joined() + "\""
    }

    @Test func pagesHoldNoMarkupFromSpecText() throws {
        let site = try PreviewTestSupport.site(files: Self.project, label: "escaping")
        for file in try FileManager.default.contentsOfDirectory(atPath: site.directory.path) where file.hasSuffix(".html") {
            let html = try String(contentsOf: site.url(file), encoding: .utf8)
            // The page's own script elements (three, the index one), and no other.
            #expect(html.components(separatedBy: "<script").count - 1 == (file == PreviewSite.indexFileName ? 1 : 3), "\(file)")
            #expect(html.components(separatedBy: "</script>").count - 1 == (file == PreviewSite.indexFileName ? 1 : 3), "\(file)")
            #expect(!html.contains("<b>"), "\(file)")
            #expect(!html.contains("\u{2028}") && !html.contains("\u{2029}"), "\(file)")
        }
    }

    @Test func scriptSafeJSONKeepsTheValue() throws {
        let value = JSONValue.object([("text", .string(Self.hostile))])
        let safe = HTMLText.scriptSafeJSON(JSONWriter(style: .compact).bytes(for: value))
        #expect(!safe.contains(UInt8(ascii: "<")) && !safe.contains(UInt8(ascii: ">")) && !safe.contains(UInt8(ascii: "&")))
        let parsed = try JSONSerialization.jsonObject(with: Data(safe)) as? [String: String]
        #expect(parsed?["text"] == Self.hostile)
    }

    @Test func htmlTextEscapesMarkupAndQuotes() {
        #expect(HTMLText.escaped(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }

    @Test(.needsBrowser) func theBrowserShowsTheTextAsWritten() throws {
        let site = try PreviewTestSupport.site(files: Self.project, label: "escaping-browser")
        let browser = try HeadlessBrowser()
        for (page, document) in site.pages {
            try browser.load(site.url(page))
            #expect(browser.scriptExceptions().isEmpty, "\(page)")
            #expect(try browser.evaluate("document.title") as? String != "owned", "\(page)")
            #expect(try browser.evaluate("document.scripts.length") as? Int == 3, "\(page)")
            #expect(try browser.evaluate("document.querySelectorAll('b').length") as? Int == 0, "\(page)")
            let expected = PreviewTestSupport.js(Self.hostile)
            let shown: String
            switch document.kind {
            case .preferences:
                shown = """
                    [document.querySelector('.nav-title').textContent, document.querySelector('.section-header').textContent,
                     document.querySelector('.section-footer').textContent, document.querySelector('.row > .title').textContent]
                    """
            case .table: shown = "[document.querySelector('.table-row .title').textContent]"
            default: shown = "[document.querySelector('.view.kind-text').textContent]"
            }
            let texts = try browser.evaluate("\(shown).every(t => t === \(expected))") as? Bool
            #expect(texts == true, "\(page)")
        }
        try browser.load(site.url(PreviewSite.indexFileName), waitForPreview: false)
        #expect(try browser.evaluate("document.querySelectorAll('#documents a.page').length") as? Int == site.pages.count)
    }
}
