import Foundation
import Testing
import ViewSpecRuntime
@testable import ViewSpec

/// Action sheets on preview pages: a presenter opens its sheet over the page, the buttons in
/// the order the runtime shows them on a phone, destructive ones marked, in both styles;
/// choosing a button, tapping outside or Escape closes it.
@Suite(.serialized, .needsBrowser)
struct PreviewSheetTests {
    /// The open sheet: its name, and each button's title, role and action, top to bottom.
    private static let openSheet = """
        (() => { const o = document.querySelector('.sheet-overlay');
          return o ? {sheet: o.dataset.sheet,
            buttons: [...o.querySelectorAll('.sheet-button')].map(b => [b.textContent, b.dataset.role, b.dataset.action])} : null; })()
        """

    private static let lastChoice = "document.getElementById('sheet-result')?.dataset.action ?? null"

    @Test func aTappedRowOpensItsSheetAndChoosingAButtonClosesIt() throws {
        let site = try PreviewTestSupport.site(inputs: [PreviewTestSupport.specsDirectory], label: "sheet-row")
        let browser = try site.open("MembersTable.table.html")
        #expect(try browser.evaluate("document.querySelector('.sheet-overlay')") == nil)
        try clickElement("document.querySelector('.table-row[data-row=\"1\"]')", in: browser)
        let open = try #require(try browser.evaluate(Self.openSheet) as? [String: Any])
        #expect(open["sheet"] as? String == "MemberActions")
        // members.yaml writes them in this order, the cancel button last.
        #expect(open["buttons"] as? [[String]] == [
            ["Edit name", "default", "editName"], ["Set as default", "default", "setDefault"],
            ["Delete", "destructive", "deleteMember"], ["Cancel", "cancel", "cancel"],
        ])
        #expect(try Self.drawnActions(in: browser) == Self.runtimeOrder(of: try Self.sheetLayout(in: site, named: "MemberActions")))
        // Destructive in red, the cancel button apart from the others.
        #expect(try browser.evaluate("getComputedStyle(document.querySelector('.sheet-button[data-role=\"destructive\"]')).color") as? String == "rgb(255, 59, 48)")
        #expect(try browser.evaluate("document.querySelector('.sheet-cancel .sheet-button')?.dataset.action") as? String == "cancel")
        #expect(try browser.evaluate("document.querySelector('.table-row[data-row=\"1\"]').classList.contains('selected')") as? Bool == true)
        try clickElement("document.querySelector('.sheet-button[data-action=\"setDefault\"]')", in: browser)
        #expect(try browser.evaluate("document.querySelector('.sheet-overlay')") == nil)
        #expect(try browser.evaluate(Self.lastChoice) as? String == "setDefault")
        #expect((try browser.evaluate("document.getElementById('sheet-result').textContent") as? String ?? "").contains("of RecordCard"))
        // A tap outside the sheet is its cancel button.
        try clickElement("document.querySelector('.table-row[data-row=\"2\"]')", in: browser)
        #expect(try browser.evaluate(Self.openSheet) != nil)
        try browser.click(x: 5, y: 5)
        #expect(try browser.evaluate("document.querySelector('.sheet-overlay')") == nil)
        #expect(try browser.evaluate(Self.lastChoice) as? String == "cancel")
        #expect(browser.scriptExceptions().isEmpty)
    }

    @Test func theMaterialStyleShowsTheSameButtonsInTheSameOrder() throws {
        let site = try PreviewTestSupport.site(inputs: [PreviewTestSupport.specsDirectory], label: "sheet-material")
        var styles: [String: [String]] = [:]
        for style in ["ios", "material"] {
            // A browser each: only the fragment differs, which would not load the page again.
            let browser = try HeadlessBrowser()
            let url = try #require(URL(string: site.url("MembersTable.table.html").absoluteString + (style == "material" ? "#material" : "")))
            try browser.load(url)
            #expect(try browser.evaluate("document.body.classList.contains('style-\(style)')") as? Bool == true)
            try clickElement("document.querySelector('.table-row[data-row=\"0\"]')", in: browser)
            #expect(try Self.drawnActions(in: browser) == ["editName", "setDefault", "deleteMember", "cancel"], "\(style)")
            styles[style] = try browser.evaluate("""
                (() => { const b = getComputedStyle(document.querySelector('.sheet-button'));
                  const d = getComputedStyle(document.querySelector('.sheet-button[data-role="destructive"]'));
                  return [b.textAlign, b.color, d.color]; })()
                """) as? [String]
            try clickElement("document.querySelector('.sheet-button[data-action=\"deleteMember\"]')", in: browser)
            #expect(try browser.evaluate(Self.lastChoice) as? String == "deleteMember", "\(style)")
            #expect(try browser.evaluate("document.querySelector('.sheet-overlay')") == nil, "\(style)")
        }
        #expect(styles["ios"] == ["center", "rgb(10, 99, 214)", "rgb(255, 59, 48)"])
        #expect(styles["material"] == ["left", "rgb(33, 33, 33)", "rgb(211, 47, 47)"])
    }

    static let presenters = [
        "app.yaml": """
            viewspec: 1
            models:
              Options:
                kind: preferences
                fields: {sound: {type: Bool, default: true}}
            preferences:
              Main:
                model: Options
                sections:
                  - items:
                      - toggle: sound
                      - button: reset
                        title: Reset
                        presents: Confirm
            hierarchies:
              Home:
                layers: [base]
                views:
                  - {id: share, kind: view, layer: base, frame: {x: 10, y: 10, width: 100, height: 60}, presents: Share, anchor: fill}
                  - {id: settings, kind: {preferences: Main}, layer: base, frame: {x: 0, y: 100, width: 390, height: 400}}
            actionSheets:
              Share:
                title: Share
                buttons:
                  - {title: Never mind, role: cancel, action: dismiss}
                  - {title: Copy link, action: copyLink}
                  - {title: Mail, action: mail}
              Confirm:
                title: Reset everything?
                message: This cannot be undone.
                target: Options
                buttons:
                  - {title: Reset, role: destructive, action: reset}
                  - {title: Keep, action: keep}
            """
    ]

    @Test func aViewAndAPreferenceButtonOpenTheirSheetsOnAHierarchy() throws {
        let site = try PreviewTestSupport.site(files: Self.presenters, label: "sheet-presenters")
        let browser = try site.open("Home.hierarchy.html")
        // The cancel button is written first; the runtime, and the page, show it last.
        try clickElement("document.querySelector('.view[data-presents=\"Share\"]')", in: browser)
        #expect(try Self.drawnActions(in: browser) == ["copyLink", "mail", "dismiss"])
        #expect(try Self.drawnActions(in: browser) == Self.runtimeOrder(of: try Self.sheetLayout(in: site, named: "Share")))
        try browser.evaluate("document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape'}))")
        #expect(try browser.evaluate("document.querySelector('.sheet-overlay')") == nil)
        #expect(try browser.evaluate(Self.lastChoice) as? String == "dismiss")
        // The embedded screen's button presents a sheet with no cancel button: a tap
        // outside does not close it, only a choice does.
        try clickElement("document.querySelector('.row[data-presents=\"Confirm\"] .action-button')", in: browser)
        let open = try #require(try browser.evaluate(Self.openSheet) as? [String: Any])
        #expect(open["sheet"] as? String == "Confirm")
        #expect(try browser.evaluate("document.querySelector('.sheet-overlay .sheet-message').textContent") as? String == "This cannot be undone.")
        try browser.click(x: 5, y: 5)
        #expect(try browser.evaluate(Self.openSheet) != nil, "no cancel button: a tap outside leaves it open")
        try clickElement("document.querySelector('.sheet-button[data-action=\"keep\"]')", in: browser)
        #expect(try browser.evaluate("document.querySelector('.sheet-overlay')") == nil)
        #expect(try browser.evaluate(Self.lastChoice) as? String == "keep")
        #expect((try browser.evaluate("document.getElementById('sheet-result').textContent") as? String ?? "").contains("of Options"))
        // A click on a view that presents nothing opens nothing.
        try clickElement("document.querySelector('.row[data-control=\"toggle\"] .title')", in: browser)
        #expect(try browser.evaluate("document.querySelector('.sheet-overlay')") == nil)
        #expect(browser.scriptExceptions().isEmpty)
    }

    @Test func aPageHoldsOnlyTheSheetsItPresents() throws {
        let site = try PreviewTestSupport.site(files: Self.presenters, label: "sheet-holds")
        let browser = try site.open("Home.hierarchy.html")
        #expect(try browser.evaluate("Object.keys(JSON.parse(document.getElementById('viewspec-sheets').textContent))") as? [String] == ["Share", "Confirm"])
        try browser.load(site.url("Main.preferences.html"))
        #expect(try browser.evaluate("Object.keys(JSON.parse(document.getElementById('viewspec-sheets').textContent))") as? [String] == ["Confirm"])
        try browser.load(site.url("Share.actionSheet.html"))
        #expect(try browser.evaluate("document.querySelector('.sheet-overlay')?.dataset.sheet") as? String == "Share")
        try clickElement("document.querySelector('.sheet-button[data-action=\"mail\"]')", in: browser)
        #expect(try browser.evaluate("document.querySelector('.sheet-overlay')") == nil)
        try clickElement("document.getElementById('show-sheet')", in: browser)
        #expect(try browser.evaluate("document.querySelector('.sheet-overlay')?.dataset.sheet") as? String == "Share")
    }

    // MARK: - Support

    private static func drawnActions(in browser: HeadlessBrowser) throws -> [String] {
        try browser.evaluate("[...document.querySelectorAll('.sheet-overlay .sheet-button')].map(b => b.dataset.action)") as? [String] ?? []
    }

    private static func sheetLayout(in site: PreviewTestSupport.Site, named name: String) throws -> JSONValue {
        try #require(site.layout.documents.first { $0.kind == .actionSheet && $0.name == name }?.json["layout"])
    }

    /// The actions of the sheet's buttons as the runtime shows them on a phone.
    private static func runtimeOrder(of layout: JSONValue) throws -> [String] {
        let buttons = (layout["buttons"]?.arrayValue ?? []).map { button in
            ActionSheetButton(
                title: .literal(button["title"]?["text"]?.stringValue ?? ""),
                role: ActionSheetRole(rawValue: button["role"]?.stringValue ?? "") ?? .default, action: button["action"]?.stringValue ?? "")
        }
        return try ActionSheetDescription(name: "sheet", buttons: buttons).shownButtons(on: .phone).map(\.action)
    }
}
