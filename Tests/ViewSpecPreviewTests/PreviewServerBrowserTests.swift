import Foundation
import Testing
@testable import ViewSpec

/// A page served by `PreviewServer` reloads itself when the content changes, and shows the
/// diagnostics while the specs have errors: what `viewspecc preview --serve` relies on.
@Suite(.serialized, .needsBrowser)
struct PreviewServerBrowserTests {
    private func site(_ strings: String) throws -> PreviewSite {
        let source = SourceFile(path: "a.yaml", text: "viewspec: 1\ntables:\n  Fruit: {strings: [\(strings)]}\n")
        let compilation = Compiler().compile(sources: [source])
        #expect(!compilation.hasErrors)
        return PreviewEmitter(layout: LayoutEmitter(), outputDirectory: ".").emit(try compilation.checked(for: [.layout]), sourceMap: compilation.sourceMap)
    }

    @Test func aServedPageReloadsWhenTheSpecsChange() throws {
        let server = try PreviewServer(port: 0, content: .site(site("apple")))
        server.start()
        defer { server.stop() }
        let browser = try HeadlessBrowser()
        let page = try #require(URL(string: "http://127.0.0.1:\(server.port)/Fruit.table.html"))
        let requests = try browser.load(page)
        for request in requests { #expect(request.hasPrefix("http://127.0.0.1:\(server.port)/"), "\(request)") }
        let rows = "[...document.querySelectorAll('.table-row .title')].map(t => t.textContent).join(',')"
        #expect(try browser.evaluate(rows) as? String == "apple")

        server.update(.site(try site("apple, pear")))
        #expect(try waitUntil(rows, equals: "apple,pear", in: browser), "the page did not reload with the new rows")

        server.update(.diagnostics("a.yaml:3:1: error: something is wrong [VS0000]\n"))
        #expect(try waitUntil("document.querySelector('pre.report') ? document.querySelector('pre.report').textContent : ''",
            equals: "a.yaml:3:1: error: something is wrong [VS0000]\n", in: browser))

        server.update(.site(try site("plum")))
        #expect(try waitUntil(rows, equals: "plum", in: browser))
    }

    /// Waits for the page (which reloads on its own) to give `expected` for `expression`.
    private func waitUntil(_ expression: String, equals expected: String, in browser: HeadlessBrowser) throws -> Bool {
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            // A page in the middle of reloading has no document to ask.
            if (try? browser.evaluate(expression)) as? String == expected { return true }
            usleep(50_000)
        }
        return false
    }
}
