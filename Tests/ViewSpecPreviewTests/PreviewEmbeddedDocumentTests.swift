import Foundation
import Testing
@testable import ViewSpec

/// A hierarchy's page resolves the documents its views name and draws them by the layout's
/// rules for embedded documents (docs/layout.md): re-laid for the view's size, nested
/// hierarchies placed and ordered inside the view that shows them.
@Suite(.serialized, .needsBrowser)
struct PreviewEmbeddedDocumentTests {
    static let project = [
        "embedded.yaml": """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool}}
            preferences:
              Settings:
                entry: true
                model: S
                sections:
                  - items: [{toggle: on}]
            tables:
              Letters: {strings: [a, b]}
            hierarchies:
              Inner:
                layers: [l]
                views:
                  - {id: back, layer: l, frame: fill}
                  - {id: dot, layer: l, frame: {x: 5, y: 6, width: 7, height: 8}}
              Outer:
                layers: [l]
                views:
                  - {id: narrow, kind: {preferences: Settings}, layer: l, frame: {x: 0, y: 0, width: 200, height: 300}}
                  - {id: rows, kind: {table: Letters}, layer: l, frame: {x: 0, y: 300, width: 120, height: 100}}
                  - {id: nested, kind: {hierarchy: Inner}, layer: l, frame: {x: 50, y: 400, width: 100, height: 60}, hidden: true}
            """,
    ]

    @Test func embeddedDocumentsAreReLaidForTheirViews() throws {
        let site = try PreviewTestSupport.site(files: Self.project, label: "embedded")
        let browser = try site.open("Outer.hierarchy.html")
        #expect(browser.scriptExceptions().isEmpty, "\(browser.scriptExceptions())")
        let resolved = "viewspecPreview.resolvedHierarchy(JSON.parse(document.getElementById('viewspec-layout').textContent))"
        func number(_ path: String) throws -> Double? {
            try browser.evaluate("\(resolved).\(path)") as? Double
        }
        // The screen, laid out at 390 points, keeps its insets in a view 200 points wide.
        #expect(try number("layout.layers[0].views[0].content.layout.frame.width") == 200)
        #expect(try number("layout.layers[0].views[0].content.layout.sections[0].frame.width") == 200)
        #expect(try number("layout.layers[0].views[0].content.layout.sections[0].items[0].frame.x") == 16)
        #expect(try number("layout.layers[0].views[0].content.layout.sections[0].items[0].frame.width") == 168)
        // The table's rows span the view.
        #expect(try number("layout.layers[0].views[1].content.layout.rows[1].frame.width") == 120)
        #expect(try number("layout.layers[0].views[1].content.layout.rows[1].frame.y") == 44)
        // Inner's fill view takes the view's bounds; its fixed view keeps its frame; both are
        // drawn right above the view that shows them, where it is, and hidden with it.
        let drawn = try browser.evaluate("""
            Object.fromEntries([...document.querySelectorAll('.stage > .view')].map(v =>
              [v.dataset.path, [v.style.left, v.style.top, v.style.width, v.style.height, v.style.zIndex].map(parseFloat)
                .concat([v.classList.contains('hidden-view') ? 1 : 0])]))
            """) as? [String: [Double]] ?? [:]
        #expect(drawn["nested"] == [50, 400, 100, 60, 3, 1])
        #expect(drawn["nested/back"] == [50, 400, 100, 60, 4, 1])
        #expect(drawn["nested/dot"] == [55, 406, 7, 8, 5, 1])
        #expect(drawn.count == 5)
    }
}
