import Foundation
import Testing
@testable import ViewSpec

/// Every page of the example specs and of the real-settings fixtures, loaded in headless
/// Chromium: each item, row and view the layout holds is on the page with its title and
/// frame, the page draws without a script error, and it requests nothing but its own files.
@Suite(.serialized, .needsBrowser)
struct PreviewPageTests {
    @Test func exampleSpecsDrawEveryElement() throws {
        let site = try PreviewTestSupport.site(inputs: [PreviewTestSupport.specsDirectory], label: "specs")
        let browser = try HeadlessBrowser()
        try checkIndex(site, in: browser)
        for (page, document) in site.pages { try check(page, document, of: site, in: browser) }
    }

    @Test(arguments: PreviewTestSupport.realSettingsProjects)
    func realSettingsDrawEveryElement(project: String) throws {
        let site = try PreviewTestSupport.site(inputs: [project], label: "real")
        #expect(!site.pages.isEmpty)
        let browser = try HeadlessBrowser()
        try checkIndex(site, in: browser)
        for (page, document) in site.pages { try check(page, document, of: site, in: browser) }
    }

    /// A link to an Android intent says it opens another app and names the intent, with
    /// nothing to follow: the preview opens no other app, nor a page in its place.
    @Test func anIntentLinkNamesTheIntentAndLinksNowhere() throws {
        let site = try PreviewTestSupport.site(inputs: [PreviewTestSupport.specsDirectory], label: "intent")
        let browser = try openPage(of: "GeneralSettings", in: site)
        let found = try browser.evaluate("""
            [...document.querySelectorAll('[data-intent]')].map(row => [
              row.getAttribute('data-intent'), row.querySelector('.intent').textContent, row.querySelector('.intent').title,
              row.querySelectorAll('a').length
            ])
            """) as? [[Any]] ?? []
        #expect(found.count == 1)
        #expect(found.first?[0] as? String == "android.settings.APP_NOTIFICATION_SETTINGS")
        #expect(found.first?[1] as? String == "opens another app")
        #expect((found.first?[2] as? String)?.contains("extra android.provider.extra.APP_PACKAGE = com.example.app") == true, "\(found)")
        #expect((found.first?[3] as? NSNumber)?.intValue == 0)
    }

    /// A link to the app's settings says it opens them, with nothing to follow.
    @Test func anAppSettingsLinkSaysItOpensTheAppsSettings() throws {
        let site = try PreviewTestSupport.site(
            files: [
                "s.yaml": """
                    viewspec: 1
                    models:
                      M: {kind: preferences, fields: {on: Bool}}
                    preferences:
                      Privacy:
                        model: M
                        sections:
                          - items:
                              - toggle: on
                              - link: {systemSettings: app}
                                title: Privacy
                                detail: iOS Settings
                    """
            ], label: "system-settings")
        let browser = try openPage(of: "Privacy", in: site)
        let found = try browser.evaluate("""
            [...document.querySelectorAll('[data-system-settings]')].map(row => [
              row.getAttribute('data-system-settings'), row.querySelector('.system-settings').textContent,
              row.querySelector('.detail').textContent, row.querySelectorAll('a').length
            ])
            """) as? [[Any]] ?? []
        #expect(found.count == 1)
        #expect(found.first?[0] as? String == "app")
        #expect(found.first?[1] as? String == "opens the app's settings")
        #expect(found.first?[2] as? String == "iOS Settings")
        #expect((found.first?[3] as? NSNumber)?.intValue == 0)
    }

    /// A link whose page opens inside the app shows its URL and says where it opens; a mail
    /// link composed inside the app says that it composes the mail there.
    @Test func anInAppLinkSaysItsPageOpensInsideTheApp() throws {
        let site = try PreviewTestSupport.site(
            files: [
                "s.yaml": """
                    viewspec: 1
                    models:
                      M: {kind: preferences, fields: {on: Bool}}
                    preferences:
                      About:
                        model: M
                        sections:
                          - items:
                              - toggle: on
                              - link: {url: 'https://example.com/about', inApp: true}
                                title: About
                              - link: 'https://example.com/help'
                              - link: {url: 'mailto:help@example.com?subject=Hi', inApp: true}
                    """
            ], label: "in-app-link")
        let browser = try openPage(of: "About", in: site)
        let found = try browser.evaluate("""
            [...document.querySelectorAll('[data-in-app]')].map(row => [
              row.querySelector('.url').textContent, row.querySelector('.in-app').textContent
            ])
            """) as? [[Any]] ?? []
        #expect(found.count == 2)
        #expect(found.first?[0] as? String == "https://example.com/about")
        #expect(found.first?[1] as? String == "opens inside the app")
        // A mail link composed inside the app says so.
        #expect(found.last?[0] as? String == "mailto:help@example.com?subject=Hi")
        #expect(found.last?[1] as? String == "composes the mail in the app")
    }

    /// A row the app draws is a placeholder that says so, named by its key, with nothing to edit.
    @Test func aCustomRowIsAPlaceholderTheAppDraws() throws {
        let site = try PreviewTestSupport.site(
            files: [
                "s.yaml": """
                    viewspec: 1
                    models:
                      M: {kind: preferences, fields: {on: Bool}}
                    preferences:
                      Looks:
                        model: M
                        sections:
                          - items:
                              - toggle: on
                              - custom: {key: themePicker, android: org.example.ThemePreference}
                                title: Theme
                    """
            ], label: "custom-row")
        let browser = try openPage(of: "Looks", in: site)
        let found = try browser.evaluate("""
            [...document.querySelectorAll('[data-custom-key]')].map(row => [
              row.getAttribute('data-custom-key'), row.querySelector('.custom').textContent,
              row.querySelector('.custom').title, row.querySelectorAll('input, select, button, a').length
            ])
            """) as? [[Any]] ?? []
        #expect(found.count == 1)
        #expect(found.first?[0] as? String == "themePicker")
        #expect(found.first?[1] as? String == "drawn by the app")
        #expect(found.first?[2] as? String == "custom row, key: themePicker (Android: org.example.ThemePreference)")
        #expect((found.first?[3] as? NSNumber)?.intValue == 0)
    }

    /// A row the app draws that opens a pane links it as a child pane row does: a screen's
    /// page, or the name of a screen the app's code makes.
    @Test func aCustomRowLinksThePaneItOpens() throws {
        let site = try PreviewTestSupport.site(
            files: [
                "s.yaml": """
                    viewspec: 1
                    models:
                      M: {kind: preferences, fields: {on: Bool}}
                    preferences:
                      Looks:
                        model: M
                        sections:
                          - items:
                              - toggle: on
                              - custom: {key: account, childPane: Account}
                              - custom: {key: about, childPane: {external: AboutViewController, file: about.html}}
                      Account:
                        model: M
                        sections:
                          - items:
                              - toggle: on
                    """
            ], label: "custom-row-pane")
        let browser = try openPage(of: "Looks", in: site)
        let found = try browser.evaluate("""
            [...document.querySelectorAll('[data-custom-key]')].map(row => [
              row.getAttribute('data-custom-key'), row.querySelector('.custom').textContent,
              row.querySelector('.pane-link') ? row.querySelector('.pane-link').getAttribute('href') : null,
              row.querySelector('.pane-link') ? row.querySelector('.pane-link').getAttribute('data-screen') : null,
              row.getAttribute('data-external')
            ])
            """) as? [[Any]] ?? []
        #expect(found.count == 2, "\(found)")
        #expect(found.first?[1] as? String == "drawn by the app")
        #expect((found.first?[2] as? String)?.hasPrefix("Account") == true, "\(found)")
        #expect(found.first?[3] as? String == "Account")
        #expect(found.last?[4] as? String == "AboutViewController", "\(found)")
    }

    /// A browser showing the page of the document named `name`, which drew without a script error.
    private func openPage(
        of name: String, in site: PreviewTestSupport.Site, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> HeadlessBrowser {
        let page = try #require(site.pages.first { $0.document.fileName.hasPrefix(name + ".") }, sourceLocation: sourceLocation).page
        let browser = try site.open(page)
        #expect(browser.scriptExceptions().isEmpty, "\(browser.scriptExceptions())", sourceLocation: sourceLocation)
        return browser
    }

    // MARK: - Checks

    private func checkIndex(_ site: PreviewTestSupport.Site, in browser: HeadlessBrowser) throws {
        let requests = try browser.load(site.url(PreviewSite.indexFileName), waitForPreview: false)
        expectOnlyOwnFiles(requests, of: site, page: PreviewSite.indexFileName)
        let listed = try browser.evaluate("[...document.querySelectorAll('#documents a.page')].map(a => a.getAttribute('href'))") as? [String]
        #expect(listed == site.pages.map(\.page))
        let sources = try browser.evaluate("[...document.querySelectorAll('#documents a.source')].map(a => a.textContent)") as? [String] ?? []
        #expect(sources.count == site.pages.count)
        for (source, page) in zip(sources, site.pages) {
            #expect(source.hasPrefix((page.document.source ?? "") + ":"), "\(source)")
            #expect(Int(source.split(separator: ":").last ?? "") ?? 0 > 0, "\(source) names no line")
        }
    }

    private func check(_ page: String, _ document: LayoutDocument, of site: PreviewTestSupport.Site, in browser: HeadlessBrowser) throws {
        let requests = try browser.load(site.url(page))
        expectOnlyOwnFiles(requests, of: site, page: page)
        #expect(browser.scriptExceptions().isEmpty, "\(page): \(browser.scriptExceptions())")
        let json = document.json
        switch document.kind {
        case .preferences: try checkScreen(json, page: page, in: browser)
        case .table: try checkTable(json, page: page, in: browser)
        case .hierarchy: try checkHierarchy(json, page: page, documents: site.documentsByFile, in: browser)
        case .actionSheet: try checkSheet(json, page: page, in: browser)
        case .animation: try checkAnimation(json, page: page, in: browser)
        case .index: break
        }
    }

    /// The page asked for nothing but itself, the script and the style sheet of its site.
    private func expectOnlyOwnFiles(_ requests: [String], of site: PreviewTestSupport.Site, page: String) {
        let allowed = Set([page, PreviewSite.scriptFileName, PreviewSite.styleFileName].map { site.url($0).absoluteString })
        #expect(!requests.isEmpty, "\(page): no request seen at all; is the network domain enabled?")
        for request in requests {
            #expect(allowed.contains(request), "\(page) requested \(request)")
        }
    }

    private func checkScreen(_ json: JSONValue, page: String, in browser: HeadlessBrowser) throws {
        let drawn = try browser.evaluate("""
            [...document.querySelectorAll('#preview > .workspace > .device > .screen > .section')].map(s => ({
              header: s.querySelector('.section-header').textContent,
              footer: s.querySelector('.section-footer').textContent,
              items: [...s.querySelectorAll(':scope > .rows > .row')].map(r => ({
                title: r.querySelector(':scope > .title').textContent, control: r.dataset.control,
                visible: !r.hidden, enabled: r.dataset.enabled === 'true', source: r.dataset.source || '',
                options: [...r.querySelectorAll('.option .title')].map(o => o.textContent)
              }))
            }))
            """) as? [[String: Any]] ?? []
        let sections = json["layout"]?["sections"]?.arrayValue ?? []
        #expect(drawn.count == sections.count, "\(page): sections")
        let source = json["source"]?.stringValue ?? ""
        for (section, drawnSection) in zip(sections, drawn) {
            #expect(drawnSection["header"] as? String == text(section["header"]?["title"]), "\(page): header")
            #expect(drawnSection["footer"] as? String == text(section["footer"]?["text"]), "\(page): footer")
            let items = section["items"]?.arrayValue ?? []
            let drawnItems = drawnSection["items"] as? [[String: Any]] ?? []
            #expect(drawnItems.count == items.count, "\(page): items")
            for (item, drawnItem) in zip(items, drawnItems) {
                #expect(drawnItem["title"] as? String == text(item["title"]), "\(page): item title")
                #expect(drawnItem["control"] as? String == item["control"]?.stringValue, "\(page): control")
                #expect(drawnItem["visible"] as? Bool == (item["initiallyVisible"] == .bool(true)), "\(page): \(text(item["title"])) visible")
                #expect(drawnItem["enabled"] as? Bool == (item["initiallyEnabled"] == .bool(true)), "\(page): \(text(item["title"])) enabled")
                #expect((drawnItem["source"] as? String ?? "").hasPrefix(source + ":"), "\(page): item source")
                if item["control"]?.stringValue == "choice" || item["control"]?.stringValue == "multiChoice",
                    item["options"]?["presentation"]?.stringValue == "radio" || item["control"]?.stringValue == "multiChoice"
                {
                    let options = item["options"]?["options"]?.arrayValue?.map { text($0["title"]) }
                    #expect(drawnItem["options"] as? [String] == options, "\(page): options")
                }
            }
        }
    }

    private func checkTable(_ json: JSONValue, page: String, in browser: HeadlessBrowser) throws {
        let drawn = try browser.evaluate("[...document.querySelectorAll('#preview .table-row .title')].map(t => t.textContent)") as? [String] ?? []
        if let rows = json["layout"]?["rows"]?.arrayValue {
            #expect(drawn == rows.map { $0["text"]?.stringValue ?? "" }, "\(page): rows")
        } else {
            #expect(drawn.count == 5, "\(page): sample rows of a model table")
        }
        let frame = try browser.evaluate("""
            (() => { const s = document.querySelector('.table-frame').style;
              return [s.left, s.top, s.width, s.height].map(parseFloat); })()
            """) as? [Double]
        #expect(frame == rect(json["layout"]?["frame"]), "\(page): table frame")
    }

    /// A sheet's page opens the sheet: its title, message and buttons in the order a phone
    /// shows them, each with its role.
    /// Every element is drawn (views by id, texts and images by name), every track listed
    /// in order, and each track is one Animation of the page, at its first frame.
    private func checkAnimation(_ json: JSONValue, page: String, in browser: HeadlessBrowser) throws {
        let layout = json["layout"]
        for element in layout?["elements"]?.arrayValue ?? [] {
            let name = element["name"]?.stringValue ?? ""
            let selector = element["kind"]?.stringValue == "view"
                ? ".animated-view[data-element=\(PreviewTestSupport.js(name))]" : ".animated-element[data-element=\(PreviewTestSupport.js(name))]"
            #expect(try browser.evaluate("document.querySelector(\(PreviewTestSupport.js(selector))) !== null") as? Bool == true, "\(page): element \(name)")
        }
        let effects = (layout?["effects"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
        #expect(try browser.evaluate("[...document.querySelectorAll('.tracks .track')].map(t => t.dataset.track)") as? [String] == effects, "\(page)")
        #expect(try browser.evaluate("document.getAnimations().length") as? Int == effects.count, "\(page)")
        #expect(try browser.evaluate("document.querySelector('.animation-controls').dataset.state") as? String == "paused", "\(page)")
    }

    private func checkSheet(_ json: JSONValue, page: String, in browser: HeadlessBrowser) throws {
        let layout = json["layout"]
        let drawn = try browser.evaluate("""
            (() => { const o = document.querySelector('.sheet-overlay');
              return o ? {sheet: o.dataset.sheet, title: o.querySelector('.sheet-title')?.textContent ?? '',
                message: o.querySelector('.sheet-message')?.textContent ?? '',
                buttons: [...o.querySelectorAll('.sheet-button')].map(b => [b.textContent, b.dataset.role, b.dataset.action])} : null; })()
            """) as? [String: Any]
        #expect(drawn?["sheet"] as? String == json["name"]?.stringValue, "\(page): the sheet is open")
        #expect(drawn?["title"] as? String == text(layout?["title"]), "\(page): title")
        #expect(drawn?["message"] as? String == text(layout?["message"]), "\(page): message")
        let buttons = layout?["buttons"]?.arrayValue ?? []
        let shown = (layout?["shownOrder"]?["phone"]?.arrayValue ?? []).compactMap { index in
            index.numberValue.flatMap { Int($0) }.flatMap { buttons.indices.contains($0) ? buttons[$0] : nil }
        }
        let expected = shown.map { [text($0["title"]), $0["role"]?.stringValue ?? "", $0["action"]?.stringValue ?? ""] }
        #expect(drawn?["buttons"] as? [[String]] == expected, "\(page): buttons")
    }

    /// Every view drawn where the layout's rules put it, those of the hierarchies its views
    /// show included.
    private func checkHierarchy(_ json: JSONValue, page: String, documents: [String: JSONValue], in browser: HeadlessBrowser) throws {
        let drawn = try browser.evaluate("""
            Object.fromEntries([...document.querySelectorAll('.stage > .view')].map(v =>
              [v.dataset.path, [v.style.left, v.style.top, v.style.width, v.style.height].map(parseFloat)]))
            """) as? [String: [Double]] ?? [:]
        let resolved = ResolvedHierarchy(json, documents: documents)
        #expect(drawn.count == resolved.views.count, "\(page): views")
        for view in resolved.views {
            #expect(drawn[view.key] == view.absoluteFrame, "\(page): frame of \(view.key)")
        }
        let layers = try browser.evaluate("[...document.querySelectorAll('.layer-panel li.layer')].map(l => l.dataset.layer)") as? [String]
        #expect(layers == json["layout"]?["layers"]?.arrayValue?.compactMap { $0["name"]?.stringValue }, "\(page): layer panel")
        let texts = try browser.evaluate("""
            Object.fromEntries([...document.querySelectorAll('.stage > .view.kind-text')].map(v => [v.dataset.path, v.textContent]))
            """) as? [String: String] ?? [:]
        for view in resolved.views where view.json["kind"]?.stringValue == "text" {
            #expect(texts[view.key] == text(view.json["content"]?["text"]), "\(page): text of \(view.key)")
        }
    }

    private func text(_ value: JSONValue?) -> String { value?["text"]?.stringValue ?? "" }

    private func rect(_ value: JSONValue?) -> [Double]? {
        guard let value else { return nil }
        return ["x", "y", "width", "height"].compactMap { value[$0]?.numberValue }
    }
}
