import Foundation
import Testing

/// Animations are symbols like the other kinds: their elements and tracks are named within
/// the animation, and their views are the views of the hierarchy they name.
@Suite struct AnimationNavigationTests {
    private typealias Session = NavigationTests.Session
    private let intro = "specs/intro.yaml", tables = "specs/tables.yaml"

    private func spot(_ file: String, _ text: String, _ occurrence: Int = 1) -> String { Session.spot(file, text, occurrence) }

    @Test func definitionsAndReferencesReachTracksElementsViewsAndTheHierarchy() throws {
        let session = try Session()
        #expect(try session.ask("textDocument/definition", intro, "fadeIn", 2) == [spot(intro, "fadeIn")], "after: names a track")
        #expect(try session.ask("textDocument/definition", intro, "listing", 3) == [spot(intro, "listing")], "element: names an element")
        #expect(try session.ask("textDocument/definition", intro, "list}") == [spot(tables, "list")], "view: names a view of the hierarchy")
        #expect(try session.ask("textDocument/definition", intro, "Main") == [spot(tables, "Main")])
        let all: [String: Any] = ["context": ["includeDeclaration": true]]
        #expect(try session.ask("textDocument/references", tables, "list", extra: all) == [spot(intro, "list}"), spot(tables, "list")])
        #expect(try session.ask("textDocument/references", intro, "listing", extra: all) == [spot(intro, "listing"), spot(intro, "listing", 2), spot(intro, "listing", 3)])
        _ = try session.client.shutDown()
    }

    @Test func hoverDescribesTheAnimationItsElementsAndTracks() throws {
        let session = try Session()
        let animation = try session.hover(intro, "Intro")
        #expect(animation.hasPrefix("**animation** `Intro`: 1 element, 2 tracks\n\nmoves views of hierarchy `Main`"), "\(animation)")
        #expect(try session.hover(intro, "listing").hasPrefix("**element** `listing` of animation `Intro`: view `list`"))
        let track = try session.hover(intro, "nudge")
        #expect(track.hasPrefix("**track** `nudge` of animation `Intro`: moves element `listing` through 2 keyframes\n\nstarts after track `fadeIn` ends, 0.1 s later; lasts 0.2 s a time"), "\(track)")
        _ = try session.client.shutDown()
    }

    @Test func theOutlineListsTheAnimationWithItsElementsAndTracks() throws {
        let session = try Session()
        let symbols = try session.client.result("textDocument/documentSymbol", ["textDocument": ["uri": session.client.uri(intro)]]) as? [[String: Any]] ?? []
        #expect(symbols.map { $0["name"] as? String } == ["Intro"])
        #expect(symbols.first?["detail"] as? String == "animation of Main")
        let children = symbols.first?["children"] as? [[String: Any]] ?? []
        #expect(children.map { $0["name"] as? String } == ["listing", "fadeIn", "nudge"])
        let found = try session.client.result("workspace/symbol", ["query": "intro"]) as? [[String: Any]] ?? []
        #expect(found.contains { $0["name"] as? String == "Intro" })
        _ = try session.client.shutDown()
    }
}
