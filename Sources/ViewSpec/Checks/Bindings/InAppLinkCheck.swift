/// `inApp: true` says that a link's page opens inside the app: a web page in a web view of
/// the app's own, or a mail composed in the app. A call or the app's own screens open no
/// page there.
struct InAppLinkCheck: Check {
    static let scope = CheckScope.project
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0290", name: "in-app-link",
            summary: "A link says `inApp: true` on a URL whose scheme opens nothing inside the app: `tel:` or a scheme the project declares in `urlSchemes`."),
        rationale: """
            `inApp: true` opens an http or https page in a web view of the app's own, and \
            composes a `mailto:` mail inside the app, rather than handing the user to the \
            browser or the Mail app. A phone call is placed by the system, and a URL of the \
            app's own scheme opens one of its screens: neither has a page to show inside the \
            app, so the key would say nothing any output could do. The fix-it removes \
            `inApp: true`, leaving the link as it opens everywhere.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                urlSchemes: [myapp]
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  About:
                    model: Settings
                    sections:
                      - items:
                          - link: {url: "tel:+15555550100", inApp: ↓true}
                          - link: {url: "myapp://settings/privacy", inApp: ↓true}
                          - link: {localized: SUPPORT_PHONE, default: "tel:+15555550100", inApp: ↓true}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                urlSchemes: [myapp]
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  About:
                    model: Settings
                    sections:
                      - items:
                          - link: {url: https://example.com/help, inApp: true}
                          - link: {url: "mailto:support@example.com?subject=Hello", inApp: true}
                          - link: {url: "tel:+15555550100", inApp: false}
                          - link: myapp://settings/privacy
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  About:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - link: {url: "tel:+15555550100", inApp: ↓true}
                            title: Call us
                          - link: {localized: SUPPORT_PHONE, default: "tel:+15555550100", inApp: ↓true}
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  About:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - link: tel:+15555550100
                            title: Call us
                          - link: {localized: SUPPORT_PHONE, default: tel:+15555550100}
                """)
        ])

    /// The schemes whose URL opens inside the app: a web page, or a mail composed there.
    static let inAppSchemes = ["http", "https", "mailto"]

    func run(in context: CheckContext) {
        let declared = context.project.urlSchemes.map { $0.value.lowercased() }
        for screen in context.project.preferenceScreens {
            for item in screen.items {
                guard case .link(let url) = item.control, let inApp = item.inApp, inApp.value,
                    let scheme = LinkSchemeCheck.scheme(of: url.value), !Self.inAppSchemes.contains(scheme)
                else { continue }
                // A scheme no link may open is link-scheme's.
                guard scheme == "tel" || declared.contains(scheme) else { continue }
                let written = YAMLQuoting.scalar(url.value)
                let replacement = "link: " + (item.urlLocalizationKey.map { "{localized: \(YAMLQuoting.scalar($0.value)), default: \(written)}" } ?? written)
                let what = scheme == "tel" ? "a phone call, which the system places" : "the app's own scheme '\(scheme)', which opens one of its screens"
                context.report(
                    "expected http, https or mailto for a link that opens inside the app, found '\(url.value)': \(what), so nothing opens inside the app",
                    at: inApp.range,
                    fixIts: [.init("remove 'inApp: true', leaving '\(replacement)'", replacing: item.controlRange, with: replacement)])
            }
        }
    }
}
